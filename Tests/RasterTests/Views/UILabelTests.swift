import Foundation
import Testing
@testable import Raster

@Suite struct UILabelTests {
    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        label.font = .systemFont(ofSize: 30)
        label.font = nil
        #expect(label.font.pointSize == 17)
        #expect(label.intrinsicContentSize == .zero)
    }

    /// UIKit's standard font sizes on iOS: a label's 17 (its default font's), a button's 18,
    /// the system size 14 and the small one 12.
    @Test func standardFontSizesAreIOSs() {
        #expect(UIFont.labelFontSize == UILabel().font.pointSize)
        #expect([UIFont.systemFontSize, UIFont.smallSystemFontSize, UIFont.labelFontSize, UIFont.buttonFontSize] == [14, 12, 17, 18])
    }

    /// The intrinsic size is the text's own, measured as `Text` measures the same string in
    /// the same font at the screen's scale (3: the iPhone 15's, UIScreen.main outside a host).
    @Test func intrinsicSizeIsTheMeasuredText() throws {
        // Sizes are whole pixels of the 3× screen.
        let pixel: CGFloat = 1.0 / 3
        let label = UILabel()
        label.text = "Hello, world"
        let text = ViewHost(Text("Hello, world").font(.system(size: 17)).fixedSize(), size: CGSize(width: 300, height: 100), scale: 3)
        _ = text.render()
        let measured = try text.frame(of: "Hello, world").size
        #expect(label.intrinsicContentSize == measured)
        #expect(label.intrinsicContentSize == CGSize(width: 95, height: 62 * pixel))
        // One line ignores the width offered; several lines wrap to it.
        #expect(label.sizeThatFits(CGSize(width: 40, height: 10)) == measured)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: 10))
        #expect(wrapped == CGSize(width: 137 * pixel, height: 124 * pixel))
        label.numberOfLines = 1
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height == 124 * pixel)
    }

    /// A representable's label takes the proposal, its intrinsic size where a dimension is
    /// unspecified (`fixedSize()`), as on iOS.
    @Test func aRepresentedLabelSizesByItsText() throws {
        let label = UILabel()
        label.text = "Hello, world"
        let host = ViewHost(HostedUIView { label }.fixedSize(), size: CGSize(width: 300, height: 100), scale: 3)
        _ = RasterDiagnostics.capturingWarnings { host.render() }
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    /// The text is centred vertically in the bounds and aligned across them; black in
    /// light mode and white in dark mode by default, in `textColor` when set.
    @Test func drawsItsTextCentredVerticallyAndAligned() throws {
        func label(_ alignment: NSTextAlignment, color: UIColor? = nil) -> () -> UILabel {
            {
                let label = UILabel()
                label.text = "Hi"
                label.textAlignment = alignment
                if let color { label.textColor = color }
                return label
            }
        }
        let size = CGSize(width: 100, height: 60)
        let textSize = label(.natural)().intrinsicContentSize
        let (left, warnings) = renderHosted(label(.natural), size: size, scale: 2)
        #expect(warnings.isEmpty)
        let ink = try #require(inkBounds(left, background: .white))
        // The text's frame spans (60 − height) / 2 ... + height points; its ink lies inside.
        #expect(ink.minY >= ((60 - textSize.height) / 2 * 2).rounded(.down) && ink.maxY <= ((60 + textSize.height) / 2 * 2).rounded(.up))
        #expect(ink.minX <= 4)
        #expect(contains(left, .black))
        let right = try #require(inkBounds(renderHosted(label(.right), size: size, scale: 2).image, background: .white))
        // Glyphs sit at fractional pixels, so the ink's first column moves by up to one pixel.
        #expect(abs(right.minX - ink.minX - (200 - textSize.width * 2)) <= 1)
        let centred = try #require(inkBounds(renderHosted(label(.center), size: size, scale: 2).image, background: .white))
        #expect(abs((centred.minX + centred.maxX) / 2 - 100) <= 2)
        let dark = renderHosted(label(.natural), size: size, scale: 2, colorScheme: .dark).image
        #expect(dark.pixmap[0, 0] == .black)
        #expect(contains(dark, .white))
        let red = renderHosted(label(.natural, color: .red), size: size, scale: 2).image
        #expect(contains(red, .red))
        #expect(!contains(red, .black))
    }

    /// One line too long for the bounds ends in "…"; `numberOfLines` 0 wraps every word.
    @Test func truncatesAndWraps() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = "Hello, wonderful world"
        let oneLine = try #require(label.textLayout(in: label.bounds))
        #expect(oneLine.lines.count == 1 && oneLine.lines[0].isTruncated && oneLine.lines[0].text.hasSuffix("…"))
        label.numberOfLines = 0
        let wrapped = try #require(label.textLayout(in: label.bounds))
        #expect(wrapped.lines.map(\.text) == ["Hello,", "wonderful", "world"])
        label.numberOfLines = 2
        let two = try #require(label.textLayout(in: label.bounds))
        #expect(two.lines.count == 2 && two.lines[1].isTruncated)
    }

    @Test func aNegativeLineCountWarnsAndDrawsEveryLine() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = "Hello, wonderful world"
        label.numberOfLines = -2
        let warnings = RasterDiagnostics.capturingWarnings { label.textLayout(in: label.bounds) }
        #expect(warnings.result?.lines.count == 3)
        #expect(warnings.warnings == ["UILabel.numberOfLines is -2; a label draws 1 or more lines, or any number for 0, "
                                      + "so it is drawn with no limit. Set 0 for no limit"])
    }
}
