import Foundation
import Testing
@testable import Raster

/// UILabel.attributedText: each run in its font and colour, laid out as one text.
@Suite struct UILabelAttributedTextTests {
    /// The pixel rectangle of the pixels of `image` that are exactly `pixel`, nil when none is.
    private func bounds(of pixel: PremultipliedRGBA8, in image: RasterImage) -> CGRect? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.pixmap.height {
            for x in 0..<image.pixmap.width where image.pixmap[x, y] == pixel { xs.append(x); ys.append(y) }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func label(_ attributed: NSAttributedString) -> () -> UILabel {
        { let label = UILabel(); label.attributedText = attributed; return label }
    }

    /// `text` and `attributedText` replace each other, as in UIKit.
    @Test func textAndAttributedTextReplaceEachOther() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Styled")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === label.font)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    /// Runs draw in their colours and fonts: a red and a blue run each show their colour
    /// and only there; a bold run is as wide as the bold system font's text.
    @Test func runsDrawInTheirColoursAndFonts() throws {
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue,
                                                                    .font: UIFont.boldSystemFont(ofSize: 17)]))
        let (image, warnings) = renderHosted(label(text), size: CGSize(width: 200, height: 40), scale: 2)
        #expect(warnings.isEmpty)
        let redInk = try #require(bounds(of: .red, in: image))
        let blueInk = try #require(bounds(of: .blue, in: image))
        #expect(redInk.maxX < blueInk.minX)
        // The label's size is the text's as the same runs in SwiftUI measure it.
        let measured = ViewHost((Text("Red ").font(.system(size: 17)) + Text("Blue").font(.system(size: 17, weight: .bold))).fixedSize(),
                                size: CGSize(width: 300, height: 100), scale: 3)
        _ = measured.render()
        let sized = UILabel()
        sized.attributedText = text
        let measuredSize = try measured.frame(of: "Red Blue").size
        // Both are whole pixels of the 3× screen: 218 × 62.
        #expect((sized.intrinsicContentSize.width * 3).rounded() == (measuredSize.width * 3).rounded())
        #expect((sized.intrinsicContentSize.height * 3).rounded() == (measuredSize.height * 3).rounded())
        #expect((sized.intrinsicContentSize.width * 3).rounded() == 218)
        // Dark mode: a run without a colour takes textColor (.label), white in dark.
        let plain = NSMutableAttributedString(string: "Label ")
        plain.append(NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red]))
        let dark = renderHosted(label(plain), size: CGSize(width: 200, height: 40), scale: 2, colorScheme: .dark).image
        #expect(contains(dark, .white) && contains(dark, .red))
    }

    /// Attributes Raster does not draw, and a colour that is not a UIColor, warn.
    @Test func otherAttributesWarn() {
        let text = NSAttributedString(string: "Kerned", attributes: [NSAttributedString.Key(rawValue: "NSKern"): 2,
                                                                     .foregroundColor: Color.red])
        let (_, warnings) = renderHosted(label(text), size: CGSize(width: 200, height: 40))
        #expect(warnings.contains { $0.contains("NSKern") && $0.contains("does not draw") })
        #expect(warnings.contains { $0.contains("not a UIColor") })
    }

    /// UIKit's other attribute names and values compile; a label given them draws the text as
    /// without them and one warning names every attribute it leaves out.
    @Test func uikitAttributeNamesCompileAndWarn() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowColor = UIColor.black
        let styled = NSAttributedString(string: "Styled", attributes: [
            .kern: 1.5, .paragraphStyle: paragraph, .underlineStyle: NSUnderlineStyle.single.rawValue,
            .shadow: shadow, .backgroundColor: UIColor.yellow, .link: URL(string: "https://example.com")!,
        ])
        let size = CGSize(width: 200, height: 40)
        let (image, warnings) = renderHosted(label(styled), size: size)
        let (plain, _) = renderHosted(label(NSAttributedString(string: "Styled")), size: size)
        let same = image.pixmap.data == plain.pixmap.data
        #expect(same)
        #expect(warnings.contains { $0.contains("NSBackgroundColor, NSKern, NSLink, NSParagraphStyle, NSShadow, NSUnderline")
            && $0.contains("does not draw") })
        #expect(NSParagraphStyle.default.lineSpacing == 0)
        #expect(NSUnderlineStyle.double.contains(.single))
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
    }
}
