// ImagePaintTests.swift · RasterTests/Paint · ImagePaint and ShapeStyle.image(_:sourceRect:scale:) tiling a region of an image (Paint/ImagePaint.swift)

import Foundation
import Testing
@testable import Raster

private let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

/// A 2×1 image: a red pixel then a blue one.
private func redBlue() throws -> Image {
    let pixmap = try Pixmap(width: 2, height: 1)
    pixmap[0, 0] = red
    pixmap[1, 0] = blue
    return Image(pixmap: pixmap)
}

/// The colours of row 0 of `image`, as "r" (red), "b" (blue), "-" (transparent) or "?".
private func row(_ image: RasterImage, width: Int) -> String {
    String((0..<width).map { x -> Character in
        switch image[x, 0] {
        case RGBA8(r: 255, g: 0, b: 0, a: 255): "r"
        case RGBA8(r: 0, g: 0, b: 255, a: 255): "b"
        case RGBA8(r: 0, g: 0, b: 0, a: 0): "-"
        default: "?"
        }
    })
}

@Suite struct ImagePaintTests {
    @Test func theImageRepeatsAcrossTheShapeAtItsPointSize() throws {
        let image = try renderView(Rectangle().fill(ImagePaint(image: try redBlue())).frame(width: 8, height: 2))
        #expect(row(image, width: 8) == "rbrbrbrb")
        #expect(image[3, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func scaleEnlargesTheTileAndSourceRectCropsIt() throws {
        // Two points a pixel, smoothly sampled: points 0 and 1 mostly red, 2 and 3 mostly blue
        // (each mixed with its neighbour), repeating every four points.
        let scaled = try renderView(Rectangle().fill(.image(try redBlue(), scale: 2)).frame(width: 8, height: 2))
        #expect((0..<4).allSatisfy { scaled[$0, 0] == scaled[$0 + 4, 0] })
        #expect((0..<2).allSatisfy { scaled[$0, 0].r > scaled[$0, 0].b && scaled[$0, 0].a == 255 })
        #expect((2..<4).allSatisfy { scaled[$0, 0].b > scaled[$0, 0].r && scaled[$0, 0].a == 255 })
        let cropped = try renderView(Rectangle().fill(.image(try redBlue(), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
            .frame(width: 4, height: 1))
        #expect(row(cropped, width: 4) == "bbbb")
    }

    @Test func anImageAtScale2TilesAtHalfItsPixels() throws {
        let pixmap = try Pixmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { pixmap[x, y] = x < 2 ? red : blue } }
        let image = try renderView(Rectangle().fill(ImagePaint(image: Image(pixmap: pixmap, scale: 2))).frame(width: 8, height: 1))
        #expect(row(image, width: 8) == "rbrbrbrb")
    }

    @Test func theTilesStartAtTheShapesCorner() throws {
        let paint = ImagePaint(image: try redBlue())
        let image = try renderView(HStack(spacing: 0) {
            Color.clear.frame(width: 3, height: 1)
            Rectangle().fill(paint).frame(width: 4, height: 1)
        })
        #expect(row(image, width: 7) == "---rbrb")
    }

    @Test func opacityFadesThePaint() throws {
        let image = try renderView(Rectangle().fill(ImagePaint(image: try redBlue()).opacity(0.5)).frame(width: 2, height: 1))
        #expect(image.pixmap[0, 0] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(image.pixmap[1, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128))
    }

    @Test func anImageWithoutPixelsPaintsNothingWithAWarning() throws {
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(Rectangle().fill(ImagePaint(image: Image(systemName: "star"))).frame(width: 4, height: 1))
        }
        #expect(row(image, width: 4) == "----")
        #expect(warnings == ["ImagePaint has an image without pixels (a system symbol, or an image that was not found); it paints nothing. Give it a PNG or asset image"])
        #expect(ImagePaint(image: try redBlue()).sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ImagePaint(image: try redBlue()).scale == 1)
    }
}
