// ShadowStyleTests.swift · RasterTests/Paint · ShapeStyle.shadow(_:) with drop and inner ShadowStyles (Paint/ShadowStyle.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct ShadowStyleTests {
    /// A 10×10 shape in the middle of a 20×20 white canvas.
    func render(_ view: some View) throws -> RasterImage {
        try renderView(view.frame(width: 10, height: 10).frame(width: 20, height: 20).background(Color.white))
    }

    @Test func aDropShadowStyleDrawsAsTheShadowModifierDoes() throws {
        let styled = try render(Rectangle().fill(Color.blue.shadow(.drop(color: .red, radius: 2, x: 3, y: 1))))
        let modified = try render(Rectangle().fill(Color.blue).shadow(color: .red, radius: 2, x: 3, y: 1))
        #expect(styled.pixmap.data == modified.pixmap.data)
        // The shadow shows beside the shape, shifted right: reddened at x = 16, white far left.
        #expect(styled[16, 10].r == 255 && styled[16, 10].g < 200)
        #expect(styled[1, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func anUnblurredDropShadowIsTheShapeOffset() throws {
        // Black at 0.33 (the default colour) over white, 3 points right of the shape: 255 · 0.67 = 170.85.
        let image = try render(Rectangle().fill(Color.blue.shadow(.drop(radius: 0, x: 3, y: 0))))
        #expect(image[16, 10] == RGBA8(r: 171, g: 171, b: 171, a: 255))
        #expect(image[18, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image[10, 10] == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test func anUnblurredInnerShadowCoversTheEdgeItIsCastFrom() throws {
        // The shape spans x 5..<15. The inverse of its alpha, shifted 2 right, covers x 5..<7
        // inside it: black at full opacity there, the fill (system blue) beyond, nothing
        // outside the shape.
        let image = try render(Rectangle().fill(Color.blue.shadow(.inner(color: .black, radius: 0, x: 2, y: 0))))
        #expect(image[5, 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[6, 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(image[7, 10] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(image[14, 10] == RGBA8(r: 0, g: 122, b: 255, a: 255))
        #expect(image[3, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image[16, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func shadowsOfAShadowedStyleStackInOrder() throws {
        let both = try render(Rectangle().fill(Color.blue.shadow(.drop(color: .red, radius: 0, x: 3)).shadow(.drop(color: .green, radius: 0, y: 3))))
        let modifiers = try render(Rectangle().fill(Color.blue).shadow(color: .red, radius: 0, x: 3).shadow(color: .green, radius: 0, y: 3))
        #expect(both.pixmap.data == modifiers.pixmap.data)
    }

    @Test func aBackgroundInAShapeCastsItsShadow() throws {
        let styled = try render(Color.clear.background(Color.blue.shadow(.drop(color: .red, radius: 0, x: 3)), in: Rectangle()))
        // The system red shadow, 3 points right of the 10-point shape.
        #expect(styled[16, 10] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    }

    @Test func aShadowedStyleOnTextDrawsWithoutItsShadowAndWarns() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(Text("Hi").foregroundStyle(Color.blue.shadow(.drop(radius: 2))), size: CGSize(width: 40, height: 20)).render()
        }
        #expect(warnings.contains { $0.hasPrefix("a shape style's shadow (ShapeStyle.shadow(_:)) is drawn only for shapes") })
    }
}
