import Foundation
import Testing
@testable import Raster

@Suite struct FilterEffectsTests {
    /// A 10×10 black square with a shadow, centred in a white 30×30 frame.
    private func shadowScene(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ZStack { Color.black.frame(width: 10, height: 10).shadow(radius: 2, x: x, y: y) }
            .frame(width: 30, height: 30)
            .background(Color.white)
    }

    @Test func shadowShowsOutsideTheFrame() throws {
        let image = try renderView(shadowScene())
        writeScratch(image, "shadow")
        #expect(image[15, 15] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        // Just outside the frame (x 10...20) the shadow darkens the white, symmetrically.
        let left = image[9, 15], right = image[20, 15], top = image[15, 9], bottom = image[15, 20]
        #expect(left.r < 255 && left.r == left.g && left.g == left.b)
        #expect(left == right && left == top && left == bottom)
        // Further out it fades, and far away nothing is left.
        #expect(image[6, 15].r > left.r)
        #expect(image[0, 0] == opaqueWhite)
    }

    @Test func shadowDefaultIsBlackAtAThird() throws {
        // With an almost zero radius the shadow is a sharp copy: black at 33% over white.
        let image = try renderView(ZStack { Color.black.frame(width: 10, height: 10).shadow(radius: 0.01, x: 10) }
            .frame(width: 30, height: 10)
            .background(Color.white))
        // The shadow sits 10 points right of the square: 255 · (1 − 0.33) = 170.85.
        #expect(image[22, 5] == RGBA8(r: 171, g: 171, b: 171, a: 255))
    }

    @Test func shadowOffsetMovesIt() throws {
        let image = try renderView(shadowScene(x: 3, y: 0))
        #expect(image[21, 15].r < image[8, 15].r)
    }

    @Test func blurSpreadsBeyondTheFrame() throws {
        let image = try renderView(ZStack { Color.black.frame(width: 10, height: 10).blur(radius: 2) }
            .frame(width: 30, height: 30))
        writeScratch(image, "blur")
        #expect(image[8, 15].a > 0)
        #expect(image[8, 15] == image[21, 15])
        // At the centre, 5 points (2.5 σ) from every edge: erf(2.5/√2)² = 0.9752 of full alpha.
        #expect(image[15, 15].a == 249)
        #expect(image[0, 0] == transparent)
    }

    @Test func opaqueBlurStaysInsideTheFrame() throws {
        let image = try renderView(ZStack { Color.black.frame(width: 10, height: 10).blur(radius: 2, opaque: true) }
            .frame(width: 30, height: 30))
        #expect(image[9, 15] == transparent)
        #expect(image[10, 15].a == 255)
        #expect(image[15, 15] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func brightnessAddsToEachComponent() throws {
        let image = try renderView(Color.black.frame(width: 4, height: 4).brightness(0.5))
        #expect(image[1, 1] == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }

    @Test func grayscaleTakesTheLuminance() throws {
        let image = try renderView(Color.red.frame(width: 4, height: 4).grayscale(1))
        // 0.2126·255 + 0.7152·59 + 0.0722·48 = 99.9.
        #expect(image[1, 1] == RGBA8(r: 100, g: 100, b: 100, a: 255))
    }

    @Test func colorMultiplyScalesComponents() throws {
        let image = try renderView(Color.white.frame(width: 4, height: 4).colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
        #expect(image[1, 1] == RGBA8(r: 255, g: 128, b: 0, a: 255))
    }

    @Test func colorInvertInvertsColour() throws {
        let image = try renderView(Color.red.frame(width: 4, height: 4).colorInvert())
        #expect(image[1, 1] == RGBA8(r: 0, g: 196, b: 207, a: 255))
    }

    @Test func luminanceToAlphaMakesBlackWithLuminanceAlpha() throws {
        let image = try renderView(Color.white.frame(width: 4, height: 4).luminanceToAlpha())
        #expect(image[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// A radius or offset that is not a finite number draws as if it were 0, with a warning,
    /// in views and in a Canvas; a huge finite radius spreads the colour out, without a crash.
    @Test func nonFiniteRadiiAndOffsetsDrawAsZero() throws {
        func square(_ effect: (Color) -> AnyView) -> some View {
            ZStack { effect(.black) }.frame(width: 30, height: 30).background(Color.white)
        }
        let plain = try renderView(square { AnyView($0.frame(width: 10, height: 10)) })
        for radius in [CGFloat.nan, .infinity, -.infinity] {
            var blurred: RasterImage?
            let warnings = try capturingWarnings {
                blurred = try renderView(square { AnyView($0.frame(width: 10, height: 10).blur(radius: radius)) })
            }
            #expect(blurred?.pixmap.data == plain.pixmap.data)
            #expect(warnings.contains { $0.hasPrefix("a blur radius of \(radius) is not a finite number of points") })
        }
        var shadowed: RasterImage?
        let warnings = try capturingWarnings {
            shadowed = try renderView(square { AnyView($0.frame(width: 10, height: 10).shadow(radius: .nan, x: .nan, y: .infinity)) })
        }
        // No blur and no offset: the shadow lies under the square.
        #expect(shadowed?.pixmap.data == plain.pixmap.data)
        #expect(warnings.contains { $0.hasPrefix("a shadow radius of nan") }
                && warnings.contains { $0.hasPrefix("a shadow offset of (nan, inf) is not finite") })
        let canvas = try renderView(Canvas { context, _ in
            context.addFilter(.blur(radius: .nan))
            context.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.black))
        }.frame(width: 30, height: 30).background(Color.white))
        #expect(canvas.pixmap.data == plain.pixmap.data)
        let huge = try renderView(square { AnyView($0.frame(width: 10, height: 10).blur(radius: 1e20)) })
        #expect(huge[15, 15].r > 250)
    }
}
