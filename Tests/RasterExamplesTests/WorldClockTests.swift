import Foundation
import Testing
import Raster
import RasterExamples

/// The world clock example's TimelineView on the host's clock: 9:41 in Cupertino at the
/// host's start date (16:41:00 UTC), 9:42 a minute later.
@Suite struct WorldClockTests {
    @Test func theClocksFollowTheHostsDate() {
        let host = ViewHost(WorldClockScreen(), device: .iPhone15)
        let start = host.accessibilityDescription()
        #expect(start.contains("\"9:41\""))
        #expect(start.contains("\"5:41\"") && start.contains("\"1:41\"") && start.contains("\"2:41\""))
        #expect(start.contains("\"Tomorrow, +16HRS\""))
        host.advance(by: 59)
        #expect(host.accessibilityDescription().contains("\"9:41\""))
        host.advance(by: 1)
        let later = host.accessibilityDescription()
        #expect(later.contains("\"9:42\"") && later.contains("\"5:42\""))
    }
}
