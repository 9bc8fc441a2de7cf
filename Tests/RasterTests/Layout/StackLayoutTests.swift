import Foundation
import Testing
@testable import Raster

@Suite struct StackLayoutTests {
    @Test func hstackOfFixedFramesUsesDefaultSpacing() {
        let dump = layoutDump(HStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 40)
        }, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(dump == """
        HStackLayout (0, 0, 88, 40)
          FrameLayout (0, 10, 50, 20)
            Color (0, 10, 50, 20)
          FrameLayout (58, 0, 30, 40)
            Color (58, 0, 30, 40)
        """)
    }
}
