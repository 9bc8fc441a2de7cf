import Foundation
import Testing
import Raster
@testable import RasterExamples

/// The weather example on an iPhone 15: its header reads as one element, the hourly strip
/// scrolls sideways inside its card, and each day's bar spans its temperatures on the week's
/// scale.
@Suite struct WeatherForecastTests {
    /// The header's combined label: its texts joined by commas, as VoiceOver reads them.
    private static let header = "Cupertino, 72°, Mostly Sunny, H:78°  L:61°"

    @Test func theHeaderReadsAsOneElement() throws {
        let host = ViewHost(WeatherScreen(), device: .iPhone15)
        #expect(throws: ViewHostError.self) { try host.frame(of: "Cupertino") }
        #expect(Self.thirds(try host.frame(of: Self.header)) == [373, 177, 433, 733])
    }

    /// The strip starts at the card's content edge (16 + 14 points in); the fifth hour on is
    /// past the window's edge until the strip is scrolled, which moves it and not the page.
    @Test func theHourlyStripScrollsSideways() throws {
        let host = ViewHost(WeatherScreen(), device: .iPhone15)
        let now = try host.frame(of: "Now")
        #expect(Self.thirds(try host.frame(of: Self.header)) == [373, 177, 433, 733])
        #expect(Self.thirds(now) == [90, 1256, 98, 55])
        #expect(Self.thirds(try host.frame(of: "3PM")) == [940, 1256, 99, 55])
        #expect(throws: ViewHostError.self) { try host.frame(of: "5PM") }
        #expect(host.scroll(by: CGSize(width: 200, height: 0), at: CGPoint(x: now.midX, y: now.maxY + 30)))
        #expect(throws: ViewHostError.self) { try host.frame(of: "Now") }
        #expect(Self.thirds(try host.frame(of: "5PM")) == [991, 1256, 98, 55])
        #expect(Self.thirds(try host.frame(of: Self.header)) == [373, 177, 433, 733])
    }

    /// A frame's origin and size in thirds of a point (the iPhone 15's pixels), as integers.
    private static func thirds(_ frame: CGRect) -> [Int] {
        [frame.minX, frame.minY, frame.width, frame.height].map { Int(($0 * 3).rounded()) }
    }

    @Test func theWeeksScaleSpansTheLowestAndHighestDays() {
        #expect(CityForecast.cupertino.weekRange == 52...79)
    }
}
