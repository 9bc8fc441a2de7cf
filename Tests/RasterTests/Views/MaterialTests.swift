// MaterialTests.swift · RasterTests/Views · materials blur, saturate and tint what is behind them (Paint/Material.swift)
// Expected bytes: the tint premultiplied (regular light: white at 0.65 → 166) laid over the
// blurred, saturate(1.8)-ed backdrop with source-over. Images read back straight alpha.

import Foundation
import Testing
@testable import Raster

@Suite struct MaterialTests {
    /// Red on the left half and blue on the right of a 100×40 canvas, with `material` over all of it.
    private func halves(_ material: Material, scheme: ColorScheme = .light) throws -> RasterImage {
        try renderView(HStack(spacing: 0) { pureRed; pureBlue }
            .frame(width: 100, height: 40)
            .background(Color.white)
            .overlay { Rectangle().fill(material) }
            .environment(\.colorScheme, scheme))
    }

    @Test func regularMaterialTintsFarFromEdges() throws {
        let image = try halves(.regular)
        writeScratch(image, "material-regular")
        // 12 pt blur: 3σ = 36 points; at x = 2 the blur only sees red (and transparency beyond
        // the canvas edge, which lowers alpha). Use the middle band well inside each colour.
        // Saturating pure red keeps it pure red; white at 0.65 over it gives (255, 166, 166).
        let left = try renderView(pureRed.frame(width: 200, height: 200).overlay { Rectangle().fill(.regularMaterial) })
        #expect(left[100, 100] == RGBA8(r: 255, g: 166, b: 166, a: 255))
        // Across the red/blue boundary the blur mixes the two.
        let boundary = image[50, 20]
        #expect(boundary.r > 166 && boundary.b > 166 && boundary.r < 255 && boundary.b < 255)
    }

    @Test func darkMaterialUsesTheDarkTint() throws {
        let image = try renderView(pureRed.frame(width: 200, height: 200).overlay { Rectangle().fill(.regularMaterial) }
            .environment(\.colorScheme, .dark))
        // #1C1C1E at 0.70 (premultiplied 20, 20, 21, 179) over red.
        #expect(image[100, 100] == RGBA8(r: 96, g: 20, b: 21, a: 255))
    }

    @Test func saturationRaisesChroma() throws {
        let image = try renderView(Color(red: 0.6, green: 0.4, blue: 0.4).frame(width: 200, height: 200)
            .background(.ultraThinMaterial))
        // The material is behind the colour here: the colour itself is drawn on top.
        #expect(image[100, 100] == RGBA8(r: 153, g: 102, b: 102, a: 255))
        let over = try renderView(Color(red: 0.6, green: 0.4, blue: 0.4).frame(width: 200, height: 200)
            .overlay { Rectangle().fill(.ultraThinMaterial) })
        // saturate(1.8) turns (153, 102, 102) into (185, 93, 93); white at 0.30 (77) over it.
        #expect(over[100, 100] == RGBA8(r: 206, g: 142, b: 142, a: 255))
    }

    @Test func nothingBehindLeavesOnlyTheTint() throws {
        let image = try renderView(Rectangle().fill(.regularMaterial).frame(width: 10, height: 10))
        #expect(image[5, 5] == RGBA8(r: 255, g: 255, b: 255, a: 166))
    }

    @Test func materialInAShapeOnlyChangesTheShape() throws {
        let image = try renderView(pureRed.frame(width: 100, height: 100)
            .overlay { Color.clear.background(.thickMaterial, in: Circle()).frame(width: 40, height: 40) })
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[50, 50] != RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func everyMaterialSpellingCompilesAndDraws() throws {
        let styles: [AnyShapeStyle] = [AnyShapeStyle(.ultraThinMaterial), AnyShapeStyle(.thinMaterial),
                                       AnyShapeStyle(.regularMaterial), AnyShapeStyle(.thickMaterial),
                                       AnyShapeStyle(.ultraThickMaterial), AnyShapeStyle(.bar), AnyShapeStyle(Material.bar)]
        var alphas: [UInt8] = []
        for style in styles {
            alphas.append(try renderView(Rectangle().fill(style).frame(width: 4, height: 4))[1, 1].a)
        }
        // Thicker materials are more opaque; bar is Flutter's 80%.
        #expect(alphas == [77, 128, 166, 204, 230, 204, 204])
        let viaForeground = try renderView(pureRed.frame(width: 200, height: 200)
            .overlay { Rectangle().foregroundStyle(.regularMaterial) })
        #expect(viaForeground[100, 100] == RGBA8(r: 255, g: 166, b: 166, a: 255))
    }

    /// A material applied part way (a tab bar's background during a swipe back) scales its
    /// blur, the change of its saturation and its tint's opacity: the bar material a quarter
    /// applied blurs by 2.5 points, saturates by 1.2 and lays #F8F8F8 at 0.2. Whole and none
    /// are the ends (amounts are clamped). Over a flat grey it is the whole material cross-faded
    /// with the grey: regular, half applied, over 128 is 128 + 0.325 × 127 = 169.3, the mean of
    /// 128 and the whole material's 210.6.
    @Test func aPartlyAppliedMaterialScalesItsBlurSaturationAndTint() throws {
        let quarter = Material.bar.applied(0.25).look(in: .light)
        #expect(quarter.blurRadius == 2.5)
        #expect(quarter.saturation == 1.2)
        #expect(quarter.tint == Color.Resolved(red: 248 / 255, green: 248 / 255, blue: 248 / 255, opacity: 0.2))
        #expect(Material.bar.applied(1.5).look(in: .dark) == Material.bar.look(in: .dark))
        #expect(Material.bar.applied(-1).look(in: .light).blurRadius == 0)
        let grey = Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255)
        func over(_ material: Material) throws -> RGBA8 {
            try renderView(grey.frame(width: 100, height: 100).overlay { Rectangle().fill(material) })[50, 50]
        }
        #expect(try over(.regular.applied(0.5)) == RGBA8(r: 169, g: 169, b: 169, a: 255))
        #expect(try over(.regular) == RGBA8(r: 211, g: 211, b: 211, a: 255))
    }

    @Test func displayListRecordsTheBackdrop() {
        let host = ViewHost(Rectangle().fill(.thinMaterial), size: CGSize(width: 10, height: 10))
        #expect(host.drawing().displayListDescription.contains("backdrop rect (0, 0, 10, 10) blur 10 saturation 1.8 tint #FFFFFF80"))
    }
}
