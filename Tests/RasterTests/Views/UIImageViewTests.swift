import Foundation
import Testing
@testable import Raster

@Suite struct UIImageViewTests {
    /// A 20×10-pixel image at scale 1 (20×10 points): red on the left half, blue on the right.
    static func redBlue() throws -> UIImage {
        let pixmap = try Pixmap(width: 20, height: 10)
        for y in 0..<10 {
            for x in 0..<20 { pixmap[x, y] = x < 10 ? .red : .blue }
        }
        return UIImage(pixmap: pixmap, scale: 1)
    }

    static func imageView(_ mode: UIView.ContentMode, clips: Bool = false) throws -> () -> UIImageView {
        let image = try redBlue()
        return {
            let view = UIImageView(image: image)
            view.contentMode = mode
            view.clipsToBounds = clips
            return view
        }
    }

    @Test func sizesByItsImage() throws {
        let view = UIImageView(image: try Self.redBlue())
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.contentMode == .scaleToFill)
        #expect(UIImageView(image: nil).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Each content mode places the image in a 100×100 view at the left of a 200×100 window.
    @Test func contentModesPlaceTheImage() throws {
        let size = CGSize(width: 100, height: 100), window = CGSize(width: 200, height: 100)
        let fill = renderHosted(try Self.imageView(.scaleToFill), size: size, window: window).image
        #expect(fill.pixmap[10, 5] == .red && fill.pixmap[90, 95] == .blue && fill.pixmap[150, 50] == .white)
        // Fit: 100×50, centred vertically.
        let fit = renderHosted(try Self.imageView(.scaleAspectFit), size: size, window: window).image
        #expect(fit.pixmap[25, 10] == .white && fit.pixmap[25, 30] == .red && fit.pixmap[75, 70] == .blue && fit.pixmap[75, 80] == .white)
        // Fill: 200×100 centred, overflowing 50 points each side unless clipped.
        let overflow = renderHosted(try Self.imageView(.scaleAspectFill), size: size, window: window).image
        #expect(overflow.pixmap[10, 50] == .red && overflow.pixmap[60, 50] == .blue && overflow.pixmap[140, 50] == .blue
                && overflow.pixmap[160, 50] == .white)
        let clipped = renderHosted(try Self.imageView(.scaleAspectFill, clips: true), size: size, window: window).image
        #expect(clipped.pixmap[10, 50] == .red && clipped.pixmap[60, 50] == .blue && clipped.pixmap[140, 50] == .white)
        // Its own size (20×10) at the centre and in the bottom-right corner.
        let centre = renderHosted(try Self.imageView(.center), size: size, window: window).image
        #expect(centre.pixmap[42, 50] == .red && centre.pixmap[58, 50] == .blue && centre.pixmap[50, 44] == .white
                && centre.pixmap[38, 50] == .white)
        let corner = renderHosted(try Self.imageView(.bottomRight), size: size, window: window).image
        #expect(corner.pixmap[82, 95] == .red && corner.pixmap[98, 95] == .blue && corner.pixmap[90, 88] == .white
                && corner.pixmap[78, 95] == .white)
    }

    @Test func aSymbolImageIsDrawnInTheTint() throws {
        let symbol = try #require(UIImage(systemName: "circle.fill"))
        func tinted(_ tint: UIColor?) -> () -> UIImageView {
            {
                let view = UIImageView(image: symbol)
                view.contentMode = .scaleAspectFit
                view.tintColor = tint
                return view
            }
        }
        let red = renderHosted(tinted(.red), size: CGSize(width: 40, height: 40)).image
        #expect(red.pixmap[20, 20] == .red)
        // Without a tint, the system blue (light).
        let blue = renderHosted(tinted(nil), size: CGSize(width: 40, height: 40)).image
        #expect(blue.pixmap[20, 20] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test func noImageDrawsOnlyTheBackground() {
        let image = renderHosted({
            let view = UIImageView(image: nil)
            view.backgroundColor = .green
            return view
        }, size: CGSize(width: 10, height: 10)).image
        #expect(image.pixmap[5, 5] == .green)
    }
}
