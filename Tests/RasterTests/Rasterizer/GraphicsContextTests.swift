import Foundation
import Testing
@testable import Raster

@Suite struct GraphicsContextTests {
    @Test func colorsArePremultiplied() {
        let (p, ctx) = makeCanvas(2, 2)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(p[0, 0] == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 128))
    }

    @Test func opacityMultipliesEveryDraw() {
        let (p, ctx0) = makeCanvas(2, 1)
        var ctx = ctx0
        ctx.opacity = 0.5
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: .color(.white))
        ctx.fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), with: .color(.white))
        #expect(p[0, 0] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 128))
        // 128 + 128 · 127/255 = 191.75
        #expect(p[1, 0].a == 192)
    }

    @Test func transformsApplyInCoreGraphicsOrder() {
        let (p, ctx0) = makeCanvas(10, 10)
        var ctx = ctx0
        ctx.translateBy(x: 4, y: 0)
        ctx.scaleBy(x: 2, y: 2)
        ctx.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: ink)
        #expect(p.alpha(6, 2) == 255 && p.alpha(7, 3) == 255)
        #expect(p.alpha(5, 2) == 0 && p.alpha(8, 2) == 0 && p.alpha(6, 4) == 0)
        #expect(ctx.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 0))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let (p, ctx0) = makeCanvas(20, 20)
        var ctx = ctx0
        ctx.translateBy(x: 10, y: 10)
        ctx.rotate(by: .degrees(90))
        ctx.fill(Path(CGRect(x: 2, y: -1, width: 6, height: 2)), with: ink)
        // +x becomes +y (down).
        #expect(p.alpha(10, 15) == 255 && p.alpha(15, 10) == 0)
    }

    @Test func scaleMapsPointsToPixels() {
        let p = try! Pixmap(width: 6, height: 6)
        let ctx = GraphicsContext(pixmap: p, scale: 3)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: ink)
        #expect(p.alpha(2, 2) == 255 && p.alpha(3, 0) == 0)
        #expect(ctx.clipBoundingRect == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func coincidentStopsMakeAHardEdge() {
        let (p, ctx) = makeCanvas(100, 1)
        let g = Gradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.5),
                                 .init(color: .blue, location: 0.5), .init(color: .blue, location: 1)])
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 1)),
                 with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
        #expect(p[49, 0] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(p[50, 0] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test func gradientsInterpolateStraightColour() {
        let (p, ctx) = makeCanvas(255, 1)
        let g = Gradient(stops: [.init(color: Color(red: 1, green: 0, blue: 0), location: 0),
                                 .init(color: Color(red: 0, green: 0, blue: 1, opacity: 0), location: 1)])
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 255, height: 1)),
                 with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 255, y: 0)))
        // The gradient spans 255 pixels, so the table has 1024 entries. Pixel 152 reads entry
        // 612 (t = 0.5982): straight bytes (102, 0, 153) at alpha 102, premultiplied with rounding.
        #expect(p[152, 0] == PremultipliedRGBA8(r: 41, g: 0, b: 61, a: 102))
        // Pixel 0 reads entry 2 (t = 0.00196): alpha 254.50 rounds up, blue 0.498 rounds down;
        // pixel 254 reads the last entry.
        #expect(p[0, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(p[254, 0].a == 0)
    }

    @Test func radialAndConicGradients() {
        let (p, ctx) = makeCanvas(21, 21)
        let g = Gradient(colors: [.white, .black])
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 21, height: 21)),
                 with: .radialGradient(g, center: CGPoint(x: 10.5, y: 10.5), startRadius: 0, endRadius: 10))
        #expect(p[10, 10] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(p[0, 10] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(p[5, 10].r == p[15, 10].r && p[10, 5].r == p[5, 10].r)
        let (q, ctx2) = makeCanvas(21, 21)
        let quarters = Gradient(stops: [.init(color: .white, location: 0), .init(color: .white, location: 0.25),
                                        .init(color: .black, location: 0.25), .init(color: .black, location: 1)])
        ctx2.fill(Path(CGRect(x: 0, y: 0, width: 21, height: 21)),
                  with: .conicGradient(quarters, center: CGPoint(x: 10.5, y: 10.5)))
        // The first quarter turn runs clockwise on screen from 3 o'clock to 6 o'clock.
        #expect(q[18, 14].r == 255 && q[14, 18].r == 255)
        #expect(q[18, 6].r == 0 && q[2, 14].r == 0)
    }

    @Test func clipToPixelAlignedRectShrinksTheBounds() {
        let (p, ctx0) = makeCanvas(8, 8)
        var ctx = ctx0
        ctx.clip(to: Path(CGRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(ctx.clipBoundingRect == CGRect(x: 2, y: 2, width: 3, height: 3))
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: ink)
        #expect(p.alphas.reduce(0, +) == 9 * 255)
    }

    @Test func clipsAreAntialiasedAndIntersect() {
        let (p, ctx0) = makeCanvas(10, 4)
        var ctx = ctx0
        ctx.clip(to: Path(CGRect(x: 1.5, y: 0, width: 8, height: 4)))
        ctx.clip(to: Path(CGRect(x: 0, y: 0, width: 6.5, height: 4)))
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), with: ink)
        #expect((0..<10).map { p.alpha($0, 1) } == [0, 128, 255, 255, 255, 255, 128, 0, 0, 0])
    }

    @Test func nestedMasksOfDifferentAreasIntersect() {
        let (p, ctx0) = makeCanvas(12, 3)
        var ctx = ctx0
        ctx.clip(to: Path(CGRect(x: 0.5, y: 0, width: 8, height: 3)))
        ctx.clip(to: Path(CGRect(x: 4.5, y: 1, width: 7, height: 2)))
        #expect(ctx.clipBoundingRect == CGRect(x: 4, y: 1, width: 5, height: 2))
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 12, height: 3)), with: ink)
        #expect((0..<12).map { p.alpha($0, 1) } == [0, 0, 0, 0, 128, 255, 255, 255, 128, 0, 0, 0])
        #expect(p.alpha(6, 0) == 0)
    }

    @Test func inverseClipKeepsTheOutside() {
        let (p, ctx0) = makeCanvas(6, 1)
        var ctx = ctx0
        ctx.clip(to: Path(CGRect(x: 2, y: 0, width: 2, height: 1)), options: .inverse)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 1)), with: ink)
        #expect((0..<6).map { p.alpha($0, 0) } == [255, 255, 0, 0, 255, 255])
    }

    @Test func clipToLayerUsesTheLayersAlpha() {
        let (p, ctx0) = makeCanvas(4, 1)
        var ctx = ctx0
        ctx.clipToLayer(opacity: 0.5) { $0.fill(Path(CGRect(x: 1, y: 0, width: 2, height: 1)), with: ink) }
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 1)), with: ink)
        #expect((0..<4).map { p.alpha($0, 0) } == [0, 128, 128, 0])
        #expect(ctx.clipBoundingRect == CGRect(x: 1, y: 0, width: 2, height: 1))
    }

    @Test func layerOpacityAppliesToTheGroup() {
        let (p, ctx0) = makeCanvas(3, 1)
        var ctx = ctx0
        ctx.opacity = 0.5
        ctx.drawLayer { layer in
            layer.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: ink)
            layer.fill(Path(CGRect(x: 1, y: 0, width: 2, height: 1)), with: ink)
        }
        #expect((0..<3).map { p.alpha($0, 0) } == [128, 128, 128])
    }

    @Test func copyLayerReplacesEverythingInsideTheClip() {
        let (p, ctx0) = makeCanvas(4, 1)
        var ctx = ctx0
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 1)), with: .color(.white))
        ctx.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 1)))
        ctx.blendMode = .copy
        ctx.drawLayer { $0.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: ink) }
        #expect((0..<4).map { p.alpha($0, 0) } == [255, 0, 0, 255])
        #expect(p[0, 0].r == 0)
    }

    @Test func reusedLayersStartTransparent() {
        let (p, ctx0) = makeCanvas(4, 1)
        var ctx = ctx0
        ctx.addFilter(.shadow(color: .black, radius: 0, x: 1, y: 0))
        ctx.drawLayer { $0.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.white)) }
        ctx = ctx0
        ctx.blendMode = .copy
        ctx.drawLayer { $0.fill(Path(CGRect(x: 3, y: 0, width: 1, height: 1)), with: ink) }
        #expect((0..<4).map { p.alpha($0, 0) } == [0, 0, 0, 255])
    }

    @Test func blurIsSymmetricAndKeepsEnergy() {
        let (p, ctx0) = makeCanvas(41, 41)
        var ctx = ctx0
        ctx.addFilter(.blur(radius: 3))
        ctx.fill(Path(CGRect(x: 18, y: 18, width: 5, height: 5)), with: ink)
        for k in 1...8 {
            #expect(p.alpha(20 + k, 20) == p.alpha(20 - k, 20))
            #expect(p.alpha(20, 20 + k) == p.alpha(20, 20 - k))
            // The vertical passes see the horizontal passes' rounded output: ±1.
            #expect(abs(p.alpha(20, 20 + k) - p.alpha(20 + k, 20)) <= 1)
        }
        #expect(p.alpha(20, 20) < 255 && p.alpha(28, 20) > 0)
        let energy = p.alphas.reduce(0, +)
        #expect(abs(energy - 25 * 255) < 25 * 255 / 50)
    }

    @Test func shadowIsOffsetAndBlurredBelowTheContent() {
        let (p, ctx0) = makeCanvas(40, 20)
        var ctx = ctx0
        ctx.addFilter(.shadow(color: .black, radius: 1, x: 10, y: 0))
        ctx.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.white))
        #expect(p[10, 10] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(p[20, 10] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(p.alpha(35, 10) == 0)
    }

    @Test func separableAndPorterDuffBlendModes() {
        func blended(_ mode: GraphicsContext.BlendMode) -> PremultipliedRGBA8 {
            let (p, ctx0) = makeCanvas(1, 1)
            var ctx = ctx0
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red: 0.8, green: 0.4, blue: 0.2))
            ctx.blendMode = mode
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red: 0.5, green: 0.5, blue: 1, opacity: 1))
            return p[0, 0]
        }
        #expect(blended(.multiply) == PremultipliedRGBA8(r: 102, g: 51, b: 51, a: 255))
        #expect(blended(.screen) == PremultipliedRGBA8(r: 230, g: 179, b: 255, a: 255))
        #expect(blended(.darken) == PremultipliedRGBA8(r: 128, g: 102, b: 51, a: 255))
        #expect(blended(.difference) == PremultipliedRGBA8(r: 76, g: 26, b: 204, a: 255))
        #expect(blended(.destinationOut) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(blended(.copy) == PremultipliedRGBA8(r: 128, g: 128, b: 255, a: 255))
        #expect(blended(.clear) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(blended(.destinationOver) == PremultipliedRGBA8(r: 204, g: 102, b: 51, a: 255))
        #expect(blended(.plusLighter) == PremultipliedRGBA8(r: 255, g: 230, b: 255, a: 255))
    }

    @Test func nonSeparableModesKeepTheBackdropLuminosity() {
        let (p, ctx0) = makeCanvas(1, 1)
        var ctx = ctx0
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(white: 0.5))
        ctx.blendMode = .color
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red: 1, green: 0, blue: 0))
        let c = p[0, 0]
        let luminosity = 0.3 * Double(c.r) + 0.59 * Double(c.g) + 0.11 * Double(c.b)
        #expect(abs(luminosity - 127.5) < 1.5 && c.r > c.g)
    }

    @Test func pixmapsDrawNearestOrBilinear() throws {
        let image = try Pixmap(width: 2, height: 1)
        image[0, 0] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        image[1, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        let (p, ctx) = makeCanvas(8, 1)
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 1), interpolation: .none)
        #expect((0..<8).map { p[$0, 0].r } == [255, 255, 255, 255, 0, 0, 0, 0])
        let (q, ctx2) = makeCanvas(8, 1)
        ctx2.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 1))
        #expect(q[0, 0].r == 255 && q[7, 0].b == 255)
        #expect(q[3, 0].r > q[4, 0].r && q[3, 0].r > 128 && q[4, 0].r < 128)
    }

    @Test func tiledPixmapRepeats() throws {
        let tile = try Pixmap(width: 2, height: 1)
        tile[0, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        let (p, ctx) = makeCanvas(6, 1)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 1)), with: .tiledPixmap(tile, origin: CGPoint(x: 1, y: 0)))
        #expect((0..<6).map { p.alpha($0, 0) } == [0, 255, 0, 255, 0, 255])
    }

    @Test func coverageMasksCompositeThroughTheClip() {
        let (p, ctx0) = makeCanvas(4, 2)
        var ctx = ctx0
        ctx.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 2)))
        ctx.fill(mask: CoverageMask(originX: 1, originY: 1, width: 3, height: 1, coverage: [255, 100, 200]), with: ink)
        #expect((0..<4).map { p.alpha($0, 1) } == [0, 255, 100, 0])
        #expect(p.alpha(1, 0) == 0)
    }

    @Test func linearGradientsWithFarApartEndsShowTheirMiddle() {
        // The axis is 2e300 long: its squared length overflows a Double, but t does not.
        let (p, ctx) = makeCanvas(4, 4)
        let shading = GraphicsContext.Shading.linearGradient(
            Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
            startPoint: CGPoint(x: -1e300, y: 0), endPoint: CGPoint(x: 1e300, y: 0))
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: shading)
        let middle = p[2, 2]
        // t = 0.5 reads entry 128 of 256 (t = 128/255): red 127, blue 128.
        #expect([middle.r, middle.g, middle.b, middle.a] == [127, 0, 128, 255])
    }
}
