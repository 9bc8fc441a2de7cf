// SVGImageTests.swift · RasterTests/Assets · SVG files of image sets, read and drawn at the display's scale

import Foundation
import Testing
@testable import Raster

@Suite struct SVGImageTests {
    private func svg(_ body: String, width: Int = 4, height: Int = 4) throws -> Pixmap {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\">\(body)</svg>"
        return try SVGImage(data: Data(text.utf8), source: "test.svg").pixmap(scale: 1)
    }

    @Test func anImageSetsSVGIsDrawnAtTheDisplaysScale() throws {
        // badge.svg: 20×10 points over a 40×20 viewBox; red on the left, blue above a green
        // gradient fading out on the right, a half-white dot on the red, and a text it skips.
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(Image("Badge", bundle: .module), size: CGSize(width: 20, height: 10), scale: 2)
            return (host, host.render())
        }
        let image = host.1
        #expect(image.width == 40 && image.height == 20)
        #expect(image[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[10, 10] == RGBA8(r: 255, g: 128, b: 128, a: 255))
        #expect(image[30, 4] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[20, 15].g == 255 && image[20, 15].r < 20)
        #expect(image[39, 15].r > 235)
        #expect(warnings.contains { $0.hasSuffix("badge.svg: SVG <text> elements are not drawn by Raster") })
        // At @3x the same points are 60×30 pixels, drawn again rather than scaled.
        let sharp = ViewHost(Image("Badge", bundle: .module), size: CGSize(width: 20, height: 10), scale: 3).render()
        #expect(sharp.width == 60 && sharp[3, 3] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func colourTransformAndStyleSyntax() throws {
        let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
        #expect(try svg("<rect width=\"2\" height=\"2\" fill=\"#0f0\" transform=\"scale(2)\"/>")[3, 3] == green)
        #expect(try svg("<rect width=\"4\" height=\"4\" style=\"fill: rgb(0%, 100%, 0%)\"/>")[0, 0] == green)
        #expect(try svg("<g fill=\"navy\"><rect width=\"4\" height=\"4\"/></g>")[1, 1] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 255))
        // A translated, then rotated square: translate(2 0) rotate(90) puts (0…2, 0…2) at x 0…2.
        let turned = try svg("<rect width=\"2\" height=\"2\" fill=\"#00ff0080\" transform=\"translate(2 0) rotate(90)\"/>")
        #expect(turned[1, 1] == PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 128) && turned[3, 1].a == 0)
        // fill="none" with a 2-point stroke along x = 2: columns 1 and 2.
        let line = try svg("<line x1=\"2\" y1=\"0\" x2=\"2\" y2=\"4\" stroke=\"black\" stroke-width=\"2\" fill=\"none\"/>")
        #expect(line[1, 2] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) && line[3, 2].a == 0)
        // The default fill is black; display="none" hides.
        #expect(try svg("<circle cx=\"2\" cy=\"2\" r=\"2\"/>")[2, 2] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(try svg("<rect width=\"4\" height=\"4\" display=\"none\"/>")[2, 2].a == 0)
    }

    @Test func aViewBoxIsFittedAndCentred() throws {
        // A 4×2 image of a square 10×10 viewBox: scaled to 2×2 and centred (x 1…3).
        let fitted = try svg("<rect width=\"10\" height=\"10\" fill=\"red\"/>", width: 4, height: 2)
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"2\" viewBox=\"0 0 10 10\">"
            + "<rect width=\"10\" height=\"10\" fill=\"red\"/></svg>"
        let boxed = try SVGImage(data: Data(text.utf8), source: "box.svg").pixmap(scale: 1)
        #expect(fitted[0, 0].r == 255)
        #expect(boxed[0, 0].a == 0 && boxed[1, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                && boxed[3, 1].a == 0)
    }

    @Test func referencesItDoesNotFollowWarn() throws {
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try svg("<defs><pattern id=\"dots\"/><filter id=\"soft\"/></defs>"
                    + "<rect width=\"4\" height=\"4\" fill=\"url(#dots)\" filter=\"url(#soft)\"/>")
        }
        #expect(image[2, 2].a == 0)
        #expect(warnings == ["test.svg: SVG <filter> elements are not drawn by Raster",
                             "test.svg: the SVG paint url(#dots) names no gradient (patterns are not drawn by Raster); "
                                + "the shape is not painted with it"])
    }

    @Test func unreadableFilesNameTheProblem() {
        #expect(throws: SVGError.self) { try SVGImage(data: Data("<svg width=\"4\"".utf8), source: "cut.svg") }
        do {
            _ = try SVGImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0L1 1\"/></svg>".utf8),
                             source: "sizeless.svg")
            Issue.record("an SVG without a size was read")
        } catch {
            #expect("\(error)" == "not a readable SVG file (no svg element with a width and height or a viewBox)")
        }
    }
}
