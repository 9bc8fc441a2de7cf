import Foundation
import Testing
@testable import Raster

private final class SizeProbe {
    var sizes: [CGSize] = []
}

@Suite struct CanvasTests {
    private func square(_ rect: CGRect = CGRect(x: 5, y: 5, width: 10, height: 10)) -> Canvas<EmptyView> {
        Canvas { context, _ in
            context.fill(Path(rect), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
    }

    @Test func canvasDrawsAPath() throws {
        let image = try renderView(square().frame(width: 20, height: 20))
        writeScratch(image, "canvas")
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[14, 14] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[4, 4] == transparent)
        #expect(image[15, 15] == transparent)
    }

    @Test func rendererGetsTheSizeInPoints() throws {
        let probe = SizeProbe()
        let canvas = Canvas { _, size in probe.sizes.append(size) }.frame(width: 20, height: 12)
        _ = try renderView(canvas, scale: 3)
        #expect(probe.sizes == [CGSize(width: 20, height: 12)])
    }

    @Test func canvasDrawsAtTheOutputScale() throws {
        let image = try renderView(square().frame(width: 20, height: 20), scale: 2)
        #expect(image.width == 40)
        #expect(image[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[29, 29] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[9, 9] == transparent)
        #expect(image[30, 30] == transparent)
    }

    @Test func userSpaceIsTheCanvasFrame() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10)
            square(CGRect(x: 0, y: 0, width: 10, height: 10)).frame(width: 10, height: 10)
        }
        let image = try renderView(view)
        #expect(image[5, 5] == transparent)
        #expect(image[10, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[19, 9] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func drawingIsClippedToTheCanvas() throws {
        let image = try renderView(square(CGRect(x: -10, y: -10, width: 40, height: 40)).frame(width: 10, height: 10).padding(5))
        #expect(image[2, 2] == transparent)
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[15, 15] == transparent)
    }

    @Test func coloursResolveInTheCanvasEnvironment() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.primary))
        }
        let light = try renderView(canvas.frame(width: 4, height: 4))
        let dark = try renderView(canvas.frame(width: 4, height: 4).environment(\.colorScheme, .dark))
        #expect(light[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(dark[1, 1] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func canvasFillsItsProposal() {
        #expect(layoutFrames(square(), proposal: .unspecified).first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layoutFrames(square(), proposal: ProposedViewSize(width: 30, height: 5)).first?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 5))
    }

    @Test func canvasFollowsGeometryEffects() throws {
        let image = try renderView(square(CGRect(x: 0, y: 0, width: 20, height: 20)).frame(width: 20, height: 20)
            .scaleEffect(0.5))
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[4, 5] == transparent)
        #expect(image[15, 15] == transparent)
    }

    @Test func imagesDrawIntoTheContext() throws {
        let pixmap = try Pixmap(width: 2, height: 1)
        pixmap[0, 0] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        pixmap[1, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        let image = Image(pixmap: pixmap).interpolation(.none)
        let canvas = Canvas { context, _ in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 10))
            context.draw(image, at: CGPoint(x: 10, y: 14.5), anchor: .center)
        }
        let output = try renderView(canvas.frame(width: 20, height: 20))
        writeScratch(output, "canvas-image")
        #expect(output[9, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(output[10, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // At its point size, 2×1, centred on (10, 14.5): pixels (9, 14) and (10, 14).
        #expect(output[9, 14] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(output[10, 14] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(output[11, 14] == transparent)
    }

    /// Symbols are the tagged views at their ideal sizes: drawn at a point they are the same
    /// bytes as the view placed there; drawn in a rect they are scaled to it; an unknown id
    /// resolves to nil; a `ForEach` element's id tags it.
    @Test func symbolsDrawTheirTaggedViews() throws {
        var sizes: [CGSize?] = []
        let canvas = Canvas { context, _ in
            let dot = context.resolveSymbol(id: "dot")
            sizes = [dot?.size, context.resolveSymbol(id: 2)?.size]
            #expect(context.resolveSymbol(id: "missing") == nil)
            if let dot { context.draw(dot, at: CGPoint(x: 10, y: 10), anchor: .topLeading) }
            if let bar = context.resolveSymbol(id: 2) { context.draw(bar, in: CGRect(x: 0, y: 30, width: 40, height: 10)) }
        } symbols: {
            Circle().fill(pureRed).frame(width: 8, height: 8).tag("dot")
            ForEach(1..<3, id: \.self) { n in Rectangle().fill(pureBlue).frame(width: 4 * CGFloat(n), height: 2) }
        }
        let image = try renderView(canvas.frame(width: 40, height: 40), scale: 2)
        #expect(sizes == [CGSize(width: 8, height: 8), CGSize(width: 8, height: 2)])
        let placed = try renderView(ZStack(alignment: .topLeading) {
            Circle().fill(pureRed).frame(width: 8, height: 8).offset(x: 10, y: 10)
            Rectangle().fill(pureBlue).frame(width: 40, height: 10).offset(y: 30)
        }.frame(width: 40, height: 40, alignment: .topLeading), scale: 2)
        #expect(image.pixmap.data == placed.pixmap.data)
        #expect(image[28, 28] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[79, 79] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// Two symbols with one tag: the first is drawn, with a warning naming the tag; a rect
    /// that is not finite draws nothing, with a warning.
    @Test func duplicateTagsAndNonFiniteRectsWarn() throws {
        var image: RasterImage?
        let warnings = try capturingWarnings {
            image = try renderView(Canvas { context, _ in
                if let symbol = context.resolveSymbol(id: 1) {
                    context.draw(symbol, in: CGRect(x: 0, y: 0, width: 20, height: 20))
                    context.draw(symbol, in: CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20))
                }
            } symbols: {
                Rectangle().fill(pureRed).frame(width: 10, height: 10).tag(1)
                Rectangle().fill(pureBlue).frame(width: 10, height: 10).tag(1)
            }.frame(width: 20, height: 20))
        }
        #expect(image?[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(warnings.contains("Canvas symbols: the tag 1 is on more than one view; the first is drawn for resolveSymbol(id: 1). Give each symbol its own tag"))
        #expect(warnings.contains { $0.hasPrefix("GraphicsContext.draw(_:in:) of a canvas symbol: the rect") })
    }
}
