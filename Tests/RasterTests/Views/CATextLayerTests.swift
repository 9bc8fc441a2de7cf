import Foundation
import Testing
@testable import Raster

/// CATextLayer drawn with the text engine of UILabel.
@Suite struct CATextLayerTests {
    static func text(_ configure: @escaping (CATextLayer) -> Void) -> (image: RasterImage, warnings: [String]) {
        CAShapeLayerTests.render {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.string = "Hi"
            layer.fontSize = 20
            layer.foregroundColor = UIColor.red.cgColor
            configure(layer)
            return layer
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil && layer.fontSize == 36 && layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
    }

    /// A text layer the size of its text draws the pixels of a label of that text and font,
    /// which centres it in the same frame.
    @Test func theTextHasALabelsPixels() {
        let font = UIFont.systemFont(ofSize: 20)
        let label = UILabel()
        label.text = "Hi"
        label.font = font
        label.textColor = .red
        let size = label.sizeThatFits(CGSize(width: 100, height: 100))
        let labelled = renderHosted({ () -> UIView in
            let view = UIView()
            label.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
            view.addSubview(label)
            return view
        }, size: CAShapeLayerTests.size, scale: 2).image
        let layered = Self.text { $0.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size) }
        #expect(layered.warnings.isEmpty && inkBounds(layered.image, background: .white) != nil)
        #expect(layered.image.pixmap.data == labelled.pixmap.data)
    }

    @Test func alignmentWrappingAndTruncationPlaceTheText() throws {
        let left = try #require(inkBounds(Self.text { _ in }.image, background: .white))
        let right = try #require(inkBounds(Self.text { $0.alignmentMode = .right }.image, background: .white))
        let centred = try #require(inkBounds(Self.text { $0.alignmentMode = .center }.image, background: .white))
        // Drawn from the top of the bounds; aligned left, right (within the 200-pixel width) and centred.
        #expect(left.minY < 20 && left.minX < 10 && right.maxX > 190 && right.maxX <= 200)
        #expect(abs(centred.midX - 100) <= 1 && abs(right.width - left.width) <= 1)
        let long = "A line much longer than the layer is wide"
        let oneLine = try #require(inkBounds(Self.text { $0.string = long }.image, background: .white))
        let wrapped = try #require(inkBounds(Self.text { $0.string = long; $0.isWrapped = true }.image, background: .white))
        let cut = try #require(inkBounds(Self.text { $0.string = long; $0.truncationMode = .end }.image, background: .white))
        #expect(oneLine.maxX == 200 && wrapped.height > oneLine.height * 2 && cut.height == oneLine.height && cut.maxX <= 200)
        let bad = Self.text { $0.string = 42; $0.fontSize = .nan }
        #expect(inkBounds(bad.image, background: .white) == nil)
        #expect(bad.warnings == ["A CATextLayer's string is a Int, so no text is drawn; give a String or an NSAttributedString"])
    }
}
