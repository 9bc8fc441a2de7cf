// ColorEffectsTests.swift · RasterTests/Modifiers · saturation, contrast and hueRotation use the W3C Filter Effects matrices
// Expected bytes are worked from the matrices in Rasterizer/ColorMatrix.swift, straight alpha.

import Foundation
import Testing
@testable import Raster

@Suite struct ColorEffectsTests {
    private func pixel<V: View>(_ view: V) throws -> RGBA8 {
        try renderView(view.frame(width: 4, height: 4))[1, 1]
    }

    @Test func saturationZeroIsTheMatrixLuminance() throws {
        // Every row of saturate(0) is (0.213, 0.715, 0.072): pure red gives 0.213 · 255 = 54.3.
        #expect(try pixel(pureRed.saturation(0)) == RGBA8(r: 54, g: 54, b: 54, a: 255))
    }

    @Test func saturationAboveOneSpreadsComponents() throws {
        // (153, 102, 102) = (0.6, 0.4, 0.4) through saturate(1.8): red 1.6296·0.6 − 0.572·0.4 −
        // 0.0576·0.4 = 0.72592 (185.1); green and blue −0.1704·0.6 + 1.228·0.4 − 0.0576·0.4 … = 0.36592 (93.3).
        let image = try pixel(Color(red: 0.6, green: 0.4, blue: 0.4).saturation(1.8))
        #expect(image == RGBA8(r: 185, g: 93, b: 93, a: 255))
    }

    @Test func saturationOneIsUnchanged() throws {
        #expect(try pixel(Color(red: 0.6, green: 0.4, blue: 0.2).saturation(1)) == RGBA8(r: 153, g: 102, b: 51, a: 255))
    }

    @Test func contrastScalesAboutMidGrey() throws {
        #expect(try pixel(pureRed.contrast(0)) == RGBA8(r: 128, g: 128, b: 128, a: 255))
        // (0.2, 0.8, 0.6) → 1.5·v − 0.25 = (0.05, 0.95, 0.65): 12.75, 242.25, 165.75.
        #expect(try pixel(Color(red: 0.2, green: 0.8, blue: 0.6).contrast(1.5)) == RGBA8(r: 13, g: 242, b: 166, a: 255))
        // Negative contrast inverts (SwiftUI's documented meaning): red → cyan.
        #expect(try pixel(pureRed.contrast(-1)) == RGBA8(r: 0, g: 255, b: 255, a: 255))
    }

    @Test func hueRotationHalfTurnOfRed() throws {
        // hueRotate(180°): red row 0.213 − 0.787 = −0.574 (0); green and blue 0.213 + 0.213 = 0.426 (108.6).
        #expect(try pixel(pureRed.hueRotation(.degrees(180))) == RGBA8(r: 0, g: 109, b: 109, a: 255))
        #expect(try pixel(pureRed.hueRotation(.degrees(360))) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func colorEffectsKeepTranslucency() throws {
        // Red at 50% (premultiplied 128, 0, 0, 128) through contrast(0): grey 0.5 at alpha 0.5.
        let image = try renderView(pureRed.opacity(0.5).contrast(0).frame(width: 4, height: 4))
        #expect(image[1, 1] == RGBA8(r: 128, g: 128, b: 128, a: 128))
    }

    @Test func colorMatrixFilterIsPublic() {
        var matrix = ColorMatrix()
        matrix.r1 = 0
        matrix.r5 = 1
        #expect(matrix.apply(to: PixelMath.premultiplied(red: 0, green: 0, blue: 0, opacity: 1)) == 0xFF00_00FF)
        _ = GraphicsContext.Filter.colorMatrix(matrix)
    }

    @Test func badAmountsWarnAndDrawTheirNeutralValue() throws {
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(pureRed.saturation(-1).frame(width: 4, height: 4))
        }
        #expect(image[1, 1] == RGBA8(r: 54, g: 54, b: 54, a: 255))
        #expect(warnings == ["a saturation of -1.0 is negative; it is drawn as 0. Give a value ≥ 0"])
        let (unchanged, nanWarnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(pureRed.contrast(.nan).hueRotation(.radians(.infinity)).frame(width: 4, height: 4))
        }
        #expect(unchanged[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(nanWarnings.count == 2)
        #expect(nanWarnings.contains("a contrast of nan is not a finite number; it is drawn as 1.0 (no change). Give a finite value"))
        #expect(nanWarnings.contains("a hueRotation of inf is not a finite number; it is drawn as 0.0 (no change). Give a finite value"))
    }
}
