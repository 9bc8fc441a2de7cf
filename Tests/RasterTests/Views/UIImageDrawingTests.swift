// UIImageDrawingTests.swift · RasterTests/Views · UIImage.draw(in:), draw(at:) and their blend-mode forms into image renderers, the resizing helper apps write, and imageRendererFormat

import Foundation
import Testing
@testable import Raster

@Suite struct UIImageDrawingTests {
    private static let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// A 4 × 2-pixel image at scale 2 (2 × 1 points): its left half red, its right half blue.
    private func halves() -> UIImage {
        let pixmap = try! Pixmap(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 { pixmap[x, y] = x < 2 ? .red : .blue }
        }
        return UIImage(pixmap: pixmap, scale: 2)
    }

    private func renderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    /// `draw(in:)` scales the image to the rectangle; `draw(at:)` draws it at its point size
    /// (2 × 1 points: one pixel each of red and blue at scale 1).
    @Test func drawsScaledAndAtItsSize() throws {
        let image = renderer(CGSize(width: 20, height: 12)).image { _ in
            halves().draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
            halves().draw(at: CGPoint(x: 0, y: 10))
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        // Five pixels a source pixel, sampled bilinearly: red, the blend across the middle, blue.
        let blend = [(204, 50), (153, 101), (102, 152), (51, 203)].map { PremultipliedRGBA8(r: UInt8($0.0), g: 0, b: UInt8($0.1), a: 255) }
        #expect((0..<20).map { pixmap[$0, 5] } == Array(repeating: .red, count: 8) + blend + Array(repeating: .blue, count: 8))
        #expect(pixmap[0, 10] == .red && pixmap[1, 10] == .blue && pixmap[2, 10] == Self.clear)
        #expect(pixmap[0, 11] == Self.clear)
    }

    /// The resizing helper of many apps keeps the image's look at the new size, and
    /// `imageRendererFormat` keeps its scale.
    @Test func theResizingHelperMakesAnImageOfTheNewSize() throws {
        let source = halves()
        #expect(source.imageRendererFormat.scale == 2 && !source.imageRendererFormat.opaque)
        let resized = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 2), format: source.imageRendererFormat).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 8, height: 2))
        }
        #expect(resized.size == CGSize(width: 8, height: 2) && resized.scale == 2)
        let pixmap = try #require(resized.cgImage?.pixmap)
        #expect(pixmap.width == 16 && pixmap.height == 4)
        #expect(pixmap[3, 1] == .red && pixmap[12, 2] == .blue)
    }

    /// `draw(in:blendMode:alpha:)` draws at that opacity and in that mode (multiply over
    /// white keeps the image's colour, `.clear` erases); outside a context nothing is drawn,
    /// with a warning naming the fix.
    @Test func blendModesAlphaAndNoContext() throws {
        let image = renderer(CGSize(width: 4, height: 3)).image { context in
            halves().draw(in: CGRect(x: 0, y: 0, width: 4, height: 1), blendMode: .normal, alpha: 0.5)
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 4, height: 2))
            halves().draw(at: CGPoint(x: 0, y: 1), blendMode: .multiply, alpha: 1)
            halves().draw(in: CGRect(x: 0, y: 2, width: 4, height: 1), blendMode: .clear, alpha: 1)
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap[0, 0] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(pixmap[0, 1] == .red && pixmap[1, 1] == .blue && pixmap[2, 1] == .white)
        #expect(pixmap[0, 2] == Self.clear && pixmap[3, 2] == Self.clear)
        let (_, warnings) = RasterDiagnostics.capturingWarnings { halves().draw(in: CGRect(x: 0, y: 0, width: 4, height: 2)) }
        #expect(warnings == ["UIImage.draw(in:) draws into the current graphics context, and there is none, so it draws "
                             + "nothing; call it inside UIGraphicsImageRenderer's actions, a UIView's draw(_:), or between "
                             + "UIGraphicsBeginImageContextWithOptions and UIGraphicsEndImageContext"])
    }

    /// The device reports the iOS version whose look Raster draws.
    @Test func theSystemVersionIsIOS17() {
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(Double(UIDevice.current.systemVersion)! >= 16)
    }
}
