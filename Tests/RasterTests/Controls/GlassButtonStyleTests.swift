// GlassButtonStyleTests.swift · RasterTests/Controls · the `.glass` and `.glassProminent` button styles (Views/Controls/GlassButtonStyle.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct GlassButtonStyleTests {
    /// The glass styles pad their label as `.bordered` does: 12 × 7 points at the regular size.
    @Test func glassButtonsAreSizedAsBorderedOnes() {
        let body = controlsSize(Text("Sign Up"), .unspecified)
        let expected = CGSize(width: body.width + 24, height: body.height + 14)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(.glass), .unspecified) == expected)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(.glass(.clear.tint(.red))), .unspecified) == expected)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(GlassButtonStyle(.regular)), .unspecified) == expected)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(.glassProminent), .unspecified) == expected)
        let small = controlsSize(Text("Sign Up").font(.subheadline), .unspecified)
        #expect(controlsSize(Button("Sign Up") {}.buttonStyle(.glass).controlSize(.small), .unspecified)
                == CGSize(width: small.width + 20, height: small.height + 10))
    }

    @Test func labelsAreTintedOrWhiteAsBorderedOnes() {
        #expect(textColors(Button("Go") {}.buttonStyle(.glass)) == textColors(Button("Go") {}.buttonStyle(.bordered)))
        #expect(textColors(Button("Go") {}.buttonStyle(.glass).tint(.green)) == textColors(Button("Go") {}.buttonStyle(.bordered).tint(.green)))
        #expect(textColors(Button("Go") {}.buttonStyle(.glassProminent)) == [Color.Resolved(red: 1, green: 1, blue: 1)])
    }

    /// A 40 × 20 colour label in a 64 × 34 window: the platter at (6, 17) points and near
    /// the corner at (2.2, 2.2), where a capsule (radius 17) leaves nothing and a bordered
    /// rounded rectangle (radius 6) is filled.
    private func pixels(_ style: some PrimitiveButtonStyle, tint: Color? = nil) -> (platter: RGBA8, corner: RGBA8) {
        let button = Button {} label: { Color.clear.frame(width: 40, height: 20) }.buttonStyle(style).tint(tint)
        let image = controlsRender(button, size: CGSize(width: 64, height: 34))
        return (image.pixel(atPoint: 6, 17), image.pixel(atPoint: 2.2, 2.2))
    }

    @Test func prominentGlassIsACapsuleOfTheTint() {
        #expect(pixels(.glassProminent).platter == rgba(0, 122, 255))
        #expect(pixels(.glassProminent, tint: .green).platter == rgba(52, 199, 89))
        #expect(pixels(.glassProminent).corner.a == 0)
        #expect(pixels(.borderedProminent).corner == rgba(0, 122, 255))
    }

    /// Over nothing the glass's backdrop is its tint alone: white at 0.24 (alpha 61).
    @Test func glassIsACapsuleOfGlass() {
        #expect(pixels(.glass).platter == rgba(255, 255, 255, 0.24))
        #expect(pixels(.glass).corner.a == 0)
        #expect(pixels(.glass(.identity)).platter.a == 0)
    }
}
