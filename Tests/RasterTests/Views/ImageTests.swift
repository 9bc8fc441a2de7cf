import Foundation
import Testing
@testable import Raster

private let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
private let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)

/// A pixmap whose columns are the given colours, `height` rows tall.
private func stripes(_ colors: [PremultipliedRGBA8], height: Int = 1) throws -> Pixmap {
    let pixmap = try Pixmap(width: colors.count, height: height)
    for y in 0..<height { for (x, c) in colors.enumerated() { pixmap[x, y] = c } }
    return pixmap
}

@Suite struct ImageTests {
    @Test func fixedImagesTakeTheirPointSize() throws {
        let image = Image(pixmap: try Pixmap(width: 40, height: 20), scale: 2)
        #expect(layoutFrames(image, proposal: ProposedViewSize(width: 100, height: 100)).first?.frame
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(layoutFrames(image, proposal: .zero).first?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func resizableImagesTakeTheProposal() throws {
        let image = Image(pixmap: try Pixmap(width: 40, height: 20), scale: 2).resizable()
        #expect(layoutFrames(image, proposal: ProposedViewSize(width: 30, height: 7)).first?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 7))
        #expect(layoutFrames(image, proposal: ProposedViewSize(width: nil, height: 7)).first?.frame
                == CGRect(x: 0, y: 0, width: 20, height: 7))
    }

    @Test func fixedImageDrawsItsPixelsOneToOne() throws {
        let pixmap = try stripes([red, blue, green], height: 2)
        let image = try renderView(Image(pixmap: pixmap).frame(width: 10, height: 10, alignment: .topLeading))
        #expect(image[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[1, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[2, 0] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(image[3, 0] == transparent)
        #expect(image[0, 2] == transparent)
    }

    @Test func nearestInterpolationKeepsHardEdges() throws {
        let pixmap = try stripes([red, blue])
        let image = try renderView(Image(pixmap: pixmap).resizable().interpolation(.none).frame(width: 20, height: 10))
        writeScratch(image, "image-nearest")
        #expect(image[9, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[10, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func smoothInterpolationBlends() throws {
        let pixmap = try stripes([red, blue])
        let image = try renderView(Image(pixmap: pixmap).resizable().frame(width: 20, height: 10))
        writeScratch(image, "image-smooth")
        // Outer pixels sample at or beyond the edge pixel centres, which extend.
        #expect(image[0, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[19, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // Pixel 9 samples 0.45 of the way from the red centre to the blue one.
        let mid = image[9, 5]
        #expect(mid.r > mid.b && mid.b > 100 && mid.g == 0 && mid.a == 255)
        #expect(image[10, 5].b > image[10, 5].r)
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        let pixmap = try stripes([red, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)])
        let image = try renderView(Image(pixmap: pixmap).renderingMode(.template).foregroundStyle(Color.green))
        #expect(image[0, 0] == RGBA8(r: 52, g: 199, b: 89, a: 255))
        #expect(image[1, 0] == transparent)
        let original = try renderView(Image(pixmap: pixmap).renderingMode(.original).foregroundStyle(Color.green))
        #expect(original[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func capInsetsKeepTheEdges() throws {
        // 3×1: red | blue | green, caps of one pixel: the middle stretches, the caps stay 1 pt.
        let pixmap = try stripes([red, blue, green])
        let view = Image(pixmap: pixmap).resizable(capInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
            .interpolation(.none).frame(width: 10, height: 2)
        let image = try renderView(view)
        #expect(image[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[1, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[8, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[9, 1] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func tilingRepeatsAtPointSize() throws {
        let pixmap = try stripes([red, blue])
        let view = Image(pixmap: pixmap).resizable(resizingMode: .tile).frame(width: 5, height: 1)
        let image = try renderView(view)
        let row = (0..<5).map { image[$0, 0].r == 255 ? "r" : (image[$0, 0].b == 255 ? "b" : "?") }
        #expect(row.joined() == "rbrbr")
    }

    @Test func tileSlicesDescribeTheParts() throws {
        let slices = ImageSlices(pixmap: try stripes([red, blue, green, red], height: 4), scale: 2,
                                 capInsets: EdgeInsets(top: 0.5, leading: 0.5, bottom: 0, trailing: 0))
        // Half a point at scale 2 is one pixel: two columns and two rows of parts.
        #expect(slices.parts.map { "\($0.width)×\($0.height)" } == ["1×1", "3×1", "1×3", "3×3"])
        let items = slices.items(in: CGSize(width: 4, height: 4), mode: .stretch, smooth: false)
        let rects = items.compactMap { item -> CGRect? in
            if case .image(_, let rect, _) = item { return rect } else { return nil }
        }
        #expect(rects == [CGRect(x: 0, y: 0, width: 0.5, height: 0.5), CGRect(x: 0.5, y: 0, width: 3.5, height: 0.5),
                          CGRect(x: 0, y: 0.5, width: 0.5, height: 3.5), CGRect(x: 0.5, y: 0.5, width: 3.5, height: 3.5)])
    }

    @Test func imagesLoadFromPNGFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("stripes@2x.png")
        try stripes([red, blue], height: 2).write(to: url)
        let loaded = try Image(contentsOf: url, scale: 2)
        #expect(layoutFrames(loaded, proposal: .unspecified).first?.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
        let found = try #require(ImageLookup.find("stripes", in: [folder]))
        #expect(found.url.lastPathComponent == "stripes@2x.png" && found.scale == 2)
        #expect(ImageLookup.find("stripes.png", in: [folder]) == nil)
    }

    @Test func searchFoldersFollowTheDocumentedOrder() {
        let folders = ImageLookup.searchFolders(bundle: nil, environment: ["RASTER_IMAGE_PATH": "/a:/b"],
                                                currentDirectory: "/work")
        #expect(folders.map(\.path) == ["/a", "/b", "/work"])
    }

    @Test func unreadableFilesThrow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-missing-\(UUID().uuidString).png")
        #expect(throws: PNGError.self) { try Image(contentsOf: url) }
    }
}

/// Tests that read Raster's process-wide warning handler.
@Suite(.serialized) struct ImageWarningTests {
    @Test func missingNamedImagesWarnAndTakeNoSpace() throws {
        var image: Image?
        let warnings = capturingWarnings { image = Image("raster-test-no-such-image") }
        #expect(warnings.contains { $0.hasPrefix("no image named 'raster-test-no-such-image' was found (raster-test-no-such-image.imageset: ")
                                    && $0.contains("raster-test-no-such-image.png, raster-test-no-such-image@2x.png, "
                                                   + "raster-test-no-such-image@3x.png in ") })
        let view = try #require(image)
        #expect(layoutFrames(view, proposal: .unspecified).first?.frame == .zero)
    }

    @Test func unknownSymbolsDrawAPlaceholderAndWarnOnce() throws {
        var rendered: RasterImage?
        let warnings = try capturingWarnings {
            rendered = try renderView(HStack {
                Image(systemName: "raster.test.symbol")
                Image(systemName: "raster.test.symbol")
            }.foregroundStyle(Color.red), scale: 2)
        }
        #expect(warnings.filter { $0.contains("raster.test.symbol") } == [
            "Image(systemName: \"raster.test.symbol\"): no icon for this SF Symbols name in Raster's symbol table; "
                + "a placeholder square is drawn. Check the name's spelling, or draw your own Image; "
                + "COMPATIBILITY.md (SF Symbols) says which names are mapped",
        ])
        let image = try #require(rendered)
        writeScratch(image, "symbol-placeholder")
        // Outline only: the left edge is red, the middle is empty.
        let side = image.height
        #expect(image[0, side / 2].a > 0 && image[0, side / 2].r == 255)
        #expect(image[side / 2, side / 2] == transparent)
    }

    @Test func symbolsAreAsTallAsCapitals() throws {
        let frames = layoutFrames(Image(systemName: "raster.test.size").font(.system(size: 100)), proposal: .unspecified)
        let capHeight = TextLayout("", font: Font.system(size: 100).resolved, maxWidth: nil).metrics.capHeight
        #expect(frames.last?.frame == CGRect(x: 0, y: 0, width: capHeight, height: capHeight))
    }
}
