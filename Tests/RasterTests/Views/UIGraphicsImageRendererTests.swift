import Foundation
import Testing
@testable import Raster

@Suite struct UIGraphicsImageRendererTests {
    @Test func drawsPathsAndRectanglesInTheColoursSet() throws {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 3 && !format.opaque)
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 5)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 10, y: 7.5))
            line.addLine(to: CGPoint(x: 20, y: 7.5))
            line.lineWidth = 1
            UIColor.green.setStroke()
            line.stroke()
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        let pixmap = try #require(image.cgImage?.pixmap)
        #expect(pixmap.width == 40 && pixmap.height == 20)
        #expect(pixmap[5, 5] == .red && pixmap[19, 19] == .red)
        #expect(pixmap[30, 5] == .blue && pixmap[30, 9] == .blue)
        // The 1-point line along y = 7.5 covers pixel rows 14 and 15; rows 12 and 17 stay clear.
        #expect(pixmap[30, 14] == .green && pixmap[30, 15] == .green)
        #expect(pixmap[30, 12] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0) && pixmap[30, 17] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func theImageShowsInAnImageView() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.red.set()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        let image = renderHosted({ UIImageView(image: dot) }, size: CGSize(width: 10, height: 10)).image
        #expect(image.pixmap[5, 5] == .red && image.pixmap[0, 0] == .white)
    }

    @Test func anOpaqueFormatStartsBlack() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(try #require(image.cgImage?.pixmap)[1, 1] == .black)
    }

    @Test func badSizesAndDrawingOutsideWarn() {
        let (image, warnings) = RasterDiagnostics.capturingWarnings {
            UIGraphicsImageRenderer(size: CGSize(width: 0, height: CGFloat.nan)).image { _ in
                Issue.record("the actions of an image that cannot be made ran")
            }
        }
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(warnings == ["UIGraphicsImageRenderer: an image of 0.0 × nan points at scale 3.0 cannot be made, so a 1 × 1 "
                             + "transparent image is returned and the actions are not run; give a positive, finite size and scale"])
        let outside = RasterDiagnostics.capturingWarnings { UIColor.red.setFill() }.warnings
        #expect(outside == ["UIColor.setFill() was called outside a UIGraphicsImageRenderer's image(actions:) and outside "
                            + "UIGraphicsBeginImageContextWithOptions, so it draws nothing; call it inside the actions"])
    }
}
