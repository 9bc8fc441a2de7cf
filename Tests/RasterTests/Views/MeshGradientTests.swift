import Foundation
import Testing
@testable import Raster

/// `MeshGradient` (iOS 18): patches between the vertices, colours blended over them, drawn at
/// the device's resolution with every pixel coloured once.
@MainActor @Suite struct MeshGradientTests {
    /// The 2 × 2 mesh of an even grid with the colours given (leading top, trailing top,
    /// leading bottom, trailing bottom).
    private func square(_ colors: [Color], smooth: Bool = false, space: Gradient.ColorSpace = .device) -> MeshGradient {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: colors,
                     smoothsColors: smooth, colorSpace: space)
    }

    private func render<V: View>(_ view: V, _ size: CGFloat = 100) throws -> RasterImage {
        try renderView(view.frame(width: size, height: size), proposal: ProposedViewSize(width: size, height: size))
    }

    @Test func aSquareBlendsItsCornersBilinearly() throws {
        let image = try render(square([pureRed, pureGreen, pureBlue, .white]))
        writeScratch(image, "mesh-square")
        for (x, y) in [(10, 10), (50, 50), (80, 30), (25, 90)] {
            let u = (Double(x) + 0.5) / 100, v = (Double(y) + 0.5) / 100
            let red = (1 - u) * (1 - v) + u * v, green = u * (1 - v) + u * v, blue = (1 - u) * v + u * v
            let pixel = image[x, y]
            #expect(abs(Int(pixel.r) - Int((red * 255).rounded())) <= 1, "red at \(x), \(y)")
            #expect(abs(Int(pixel.g) - Int((green * 255).rounded())) <= 1, "green at \(x), \(y)")
            #expect(abs(Int(pixel.b) - Int((blue * 255).rounded())) <= 1, "blue at \(x), \(y)")
            #expect(pixel.a == 255)
        }
    }

    @Test func everyPixelIsColouredOnceWhateverTheVerticesDo() throws {
        // One colour everywhere and a bent grid: a pixel missed or drawn twice would show the
        // clear background or a blend.
        let bent = MeshGradient(width: 3, height: 3,
                                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                colors: Array(repeating: pureBlue, count: 9))
        let image = try render(bent, 97)
        for y in 0..<97 {
            for x in 0..<97 { #expect(image[x, y] == RGBA8(r: 0, g: 0, b: 255, a: 255), "pixel \(x), \(y)") }
        }
    }

    @Test func theBackgroundShowsWhereNoPatchLies() throws {
        let inset = MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                                 colors: Array(repeating: pureRed, count: 4), background: pureBlue)
        let image = try render(inset)
        #expect(image[5, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[50, 50] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[95, 50] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func perceptualBlendsInOklab() throws {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let device = try render(square([black, white, black, white]))
        let perceptual = try render(square([black, white, black, white], space: .perceptual))
        // Halfway across: 0.5 of encoded sRGB, or Oklab's L = 0.5, linear 0.125, encoded 0.389.
        #expect(abs(Int(device[49, 50].r) - 127) <= 2)
        #expect(abs(Int(perceptual[49, 50].r) - 99) <= 2)
        #expect(perceptual[49, 50].r == perceptual[49, 50].g)
    }

    @Test func smoothColoursFollowTheirNeighboursSlopes() throws {
        // Columns black, white, black: a quarter of the way across the first patch, the
        // Hermite blend with slopes 1 (one-sided) and 0 (central) gives 0.296875, the linear
        // one 0.25.
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        func mesh(smooth: Bool) -> MeshGradient {
            MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                         colors: [black, white, black, black, white, black], smoothsColors: smooth)
        }
        // Pixel 24's centre is 24.5 / 200 across: u = 0.245 of the first patch.
        let smooth = try render(mesh(smooth: true), 200), linear = try render(mesh(smooth: false), 200)
        func hermite(_ u: Double) -> Double { (-2 * u * u * u + 3 * u * u) + (u * u * u - 2 * u * u + u) }
        #expect(abs(Int(smooth[24, 100].r) - Int((hermite(0.245) * 255).rounded())) <= 1)
        #expect(abs(Int(linear[24, 100].r) - Int((0.245 * 255).rounded())) <= 1)
        writeScratch(smooth, "mesh-smooth")
    }

    @Test func aMeshFillsAShapeAndFollowsItsBounds() throws {
        // The circle's bounds are 10...90: the mesh's unit square maps onto them.
        let image = try render(Circle().fill(square([pureRed, pureRed, pureBlue, pureBlue])).padding(10))
        let v = (30.5 - 10) / 80
        #expect(abs(Int(image[50, 30].r) - Int(((1 - v) * 255).rounded())) <= 1)
        #expect(abs(Int(image[50, 30].b) - Int((v * 255).rounded())) <= 1)
        #expect(image[50, 30].a == 255)
        #expect(image[12, 12].a == 0)
    }

    @Test func aMeshWithTheWrongCountsDrawsItsBackgroundAndWarns() throws {
        var image: RasterImage?
        let warnings = try capturingWarnings {
            image = try render(MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 0]], colors: [pureRed], background: pureGreen))
        }
        #expect(warnings.contains { $0.contains("MeshGradient(width: 3, height: 2) has 2 points and 1 colours") })
        #expect(image?[50, 50] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func pointsFarAwayOrNotNumbersDrawWithoutTrapping() throws {
        // A vertex 1e30 points away (its patches cover the view), one that is not a number
        // (its patches are left out, the background shows), a huge scale (the quad budget).
        let far = MeshGradient(width: 2, height: 2, points: [[0, 0], [1e30, 0], [0, 1], [1, 1]],
                               colors: Array(repeating: pureRed, count: 4), background: pureBlue)
        #expect(try render(far)[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let notANumber = MeshGradient(width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]],
                                      colors: Array(repeating: pureRed, count: 4), background: pureBlue)
        #expect(try render(notANumber)[50, 50] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let dense = MeshGradient(width: 40, height: 40, points: (0..<1600).map { SIMD2(Float($0 % 40) / 39, Float($0 / 40) / 39) },
                                 colors: Array(repeating: pureGreen, count: 1600))
        let image = try render(dense.scaleEffect(50), 60)
        #expect(image[30, 30] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func noPixelIsLeftOutWhereTrianglesOrPatchesMeet() throws {
        // Pixel centres on a quad's diagonal (300 points at scale 1: the first patch's quads
        // are squares from the origin) and patches of different sizes sharing sides.
        let even = MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                colors: Array(repeating: pureRed, count: 9))
        let uneven = MeshGradient(width: 3, height: 3, points: [[0, 0], [0.3, 0], [1, 0], [0, 0.7], [0.8, 0.5], [1, 0.4], [0, 1], [0.6, 1], [1, 1]],
                                  colors: Array(repeating: pureRed, count: 9))
        for (mesh, size, scale) in [(even, 300.0, 1.0), (even, 300, 2), (even, 200, 2), (uneven, 150, 2), (uneven, 211, 1)] {
            let image = try renderView(mesh.frame(width: size, height: size), scale: scale)
            var holes = 0
            for y in 0..<image.height { for x in 0..<image.width where image[x, y] != RGBA8(r: 255, g: 0, b: 0, a: 255) { holes += 1 } }
            #expect(holes == 0, "\(holes) pixels left out at \(size) points, scale \(scale)")
        }
    }

    @Test func sizesOutOfRangeAndPointsThatAreNoNumbersWarnByName() throws {
        let corners: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let warnings = try capturingWarnings {
            _ = try render(MeshGradient(width: .max, height: 2, points: corners, colors: [.red, .blue, .green, .orange]))
            _ = try render(MeshGradient(width: -2, height: -2, points: corners, colors: [.red, .blue, .green, .orange]))
            _ = try render(MeshGradient(width: 2, height: 2, points: [[0, 0], [.infinity, 0], [0, 1], [1, 1]],
                                        colors: [.red, .blue, .green, .orange]))
        }
        #expect(warnings.contains { $0.hasPrefix("MeshGradient(width: \(Int.max), height: 2): a mesh needs at least 2 vertices a row") })
        #expect(warnings.contains { $0.hasPrefix("MeshGradient(width: -2, height: -2): a mesh needs at least 2 vertices a row") })
        #expect(warnings.contains { $0.hasPrefix("MeshGradient(width: 2, height: 2) has a point that is not a finite number") })
    }

    @Test func aColourThatIsNoNumberCountsAsZeroInOklabToo() throws {
        let broken = Color(red: .nan, green: 0, blue: 0)
        let image = try render(square([broken, pureRed, pureRed, pureRed], space: .perceptual))
        // The far corner is red, not black.
        #expect(image[95, 95].r > 240 && image[95, 95].g < 10)
    }

    @Test func aMeshRendersTheSameBytesEveryTime() throws {
        let mesh = MeshGradient(width: 3, height: 3,
                                points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.3, 0.6], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
        let first = try renderView(mesh.frame(width: 120, height: 200), scale: 3)
        let second = try renderView(mesh.frame(width: 120, height: 200), scale: 3)
        #expect(try first.pngData() == second.pngData())
        writeScratch(first, "mesh-3x3")
    }
}
