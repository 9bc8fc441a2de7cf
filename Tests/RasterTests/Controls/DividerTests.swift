import Foundation
import Testing
@testable import Raster

@Suite struct DividerTests {
    /// swiftui-behavior.md §6: one pixel thick, horizontal except inside an HStack.
    @Test func onePixelThickAlongTheStackAxis() {
        #expect(controlsSize(Divider(), ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 1.0 / 3))
        #expect(controlsSize(Divider(), ProposedViewSize(width: 200, height: 100), scale: 2) == CGSize(width: 200, height: 0.5))
        #expect(controlsSize(VStack { Divider() }, ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 1.0 / 3))
        #expect(controlsSize(HStack { Divider() }, ProposedViewSize(width: 200, height: 100)) == CGSize(width: 1.0 / 3, height: 100))
        #expect(controlsSize(Divider(), .unspecified) == CGSize(width: 10, height: 1.0 / 3))
    }

    @Test func dividerWidensAVStack() {
        let stack = VStack { Text("A"); Divider() }
        #expect(controlsSize(stack, ProposedViewSize(width: 250, height: nil)).width == 250)
    }

    @Test func separatorColours() {
        // Alpha only: colour channels of translucent pixels carry premultiplication rounding.
        let light = controlsRender(Divider(), size: CGSize(width: 30, height: 1.0 / 3))
        #expect(light.height == 1)
        #expect(light[15, 0].a == 74)
        let dark = controlsRender(Divider(), size: CGSize(width: 30, height: 1.0 / 3), colorScheme: .dark)
        #expect(dark[15, 0].a == 153)
    }
}
