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

    /// Attributes Raster does not draw, a colour that is not a UIColor and a kern that is not
    /// a number warn.
    @Test func otherAttributesWarn() {
        let text = NSAttributedString(string: "Shaded", attributes: [.link: "https://example.com", .foregroundColor: Color.red,
                                                                     .kern: "wide"])
        let (_, warnings) = renderHosted(label(text), size: CGSize(width: 200, height: 40))
        #expect(warnings.contains { $0.contains("NSLink") && $0.contains("does not draw") })
        #expect(warnings.contains { $0.contains("not a UIColor") })
        #expect(warnings.contains { $0.contains("The kern of") && $0.contains("not a finite number of points") })
    }

    /// The rows of `image` in which at least `share` of the columns from `minX` to `maxX` are
    /// exactly `pixel`.
    private func fullRows(of pixel: PremultipliedRGBA8, in image: RasterImage, minX: Int, maxX: Int, share: Double = 0.95) -> [Int] {
        (0..<image.pixmap.height).filter { y in
            let hits = (minX...maxX).filter { image.pixmap[$0, y] == pixel }.count
            return Double(hits) >= share * Double(maxX - minX + 1)
        }
    }

    /// An underline is the band SwiftUI's `underline()` draws under the same text: as many
    /// rows, as far below the top of the ink, across the text's width.
    @Test func underlinesAndStrikethroughsAreSwiftUIsBands() throws {
        let size = CGSize(width: 200, height: 40)
        let underlined = NSAttributedString(string: "Hello", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                           .foregroundColor: UIColor.red])
        let (image, warnings) = renderHosted(label(underlined), size: size, scale: 2)
        #expect(warnings.isEmpty)
        let plain = renderHosted(label(NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red])),
                                 size: size, scale: 2).image
        let ink = try #require(bounds(of: .red, in: plain))
        let rows = fullRows(of: .red, in: image, minX: Int(ink.minX), maxX: Int(ink.maxX))
        #expect(!rows.isEmpty)
        #expect(fullRows(of: .red, in: plain, minX: Int(ink.minX), maxX: Int(ink.maxX)).isEmpty)
        let swiftUI = ViewHost(Text("Hello").font(.system(size: 17)).foregroundStyle(Color(uiColor: .red)).underline()
                                   .frame(width: 200, height: 40, alignment: .leading),
                               size: size, scale: 2).render()
        let swiftUIPlain = ViewHost(Text("Hello").font(.system(size: 17)).foregroundStyle(Color(uiColor: .red))
                                        .frame(width: 200, height: 40, alignment: .leading),
                                    size: size, scale: 2).render()
        let swiftUIInk = try #require(bounds(of: .red, in: swiftUIPlain))
        let swiftUIRows = fullRows(of: .red, in: swiftUI, minX: Int(swiftUIInk.minX), maxX: Int(swiftUIInk.maxX))
        #expect(rows.map { $0 - Int(ink.minY) } == swiftUIRows.map { $0 - Int(swiftUIInk.minY) })
        // A blue strikethrough lies inside the ink's rows, above the baseline's underline.
        let struck = NSAttributedString(string: "Hello", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                                       .strikethroughColor: UIColor.blue,
                                                                       .foregroundColor: UIColor.red])
        let struckImage = renderHosted(label(struck), size: size, scale: 2).image
        let strike = fullRows(of: .blue, in: struckImage, minX: Int(ink.minX), maxX: Int(ink.maxX))
        #expect(!strike.isEmpty)
        #expect(strike.allSatisfy { $0 > Int(ink.minY) && $0 < rows[0] })
    }

    /// A background colour fills the run's box, from its ascent to its descent, behind the
    /// glyphs, which keep their pixels inside it.
    @Test func backgroundColorFillsTheRunsBox() throws {
        let size = CGSize(width: 200, height: 40)
        let yellow = PremultipliedRGBA8(r: 255, g: 255, b: 0, a: 255)
        let text = NSMutableAttributedString(string: "Plain ")
        text.append(NSAttributedString(string: "marked", attributes: [.backgroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)]))
        let (image, warnings) = renderHosted(label(text), size: size, scale: 2)
        #expect(warnings.isEmpty)
        let box = try #require(bounds(of: yellow, in: image))
        let ink = try #require(inkBounds(image, background: .white))
        // The box is the run's: it starts after "Plain " and ends with the text.
        #expect(box.minX > ink.minX + 40 && abs(box.maxX - ink.maxX) <= 1)
        let font = UIFont.systemFont(ofSize: 17).drawnFace
        let metrics = TextLayout.metrics(of: font)
        #expect(abs(box.height - (metrics.ascent + metrics.descent) * 2) <= 1)
        // Glyph pixels lie inside the box (none of its rows is all yellow across the text).
        #expect((Int(box.minY)...Int(box.maxY)).contains { y in (Int(box.minX)...Int(box.maxX)).contains { image.pixmap[$0, y] != yellow } })
    }

    /// `kern` adds its points after every character, as SwiftUI's `kerning` does; a baseline
    /// offset raises the run's ink by its points.
    @Test func kernAndBaselineOffsetMoveTheGlyphs() throws {
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Kerned")
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: "Kerned", attributes: [.kern: 2])
        let swiftUI = ViewHost(Text("Kerned").font(.system(size: 17)).kerning(2).fixedSize(), size: CGSize(width: 300, height: 100),
                               scale: 3)
        _ = swiftUI.render()
        let swiftUIWidth = try swiftUI.frame(of: "Kerned").size.width
        #expect(kerned.intrinsicContentSize.width == (swiftUIWidth * 3 - 1e-9).rounded(.up) / 3)
        #expect(kerned.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12)
        // A red "2" raised by 3 points: 6 pixels higher against the black "x" at 2×.
        func superscript(_ offset: CGFloat) throws -> (base: CGRect, raised: CGRect) {
            let text = NSMutableAttributedString(string: "x")
            text.append(NSAttributedString(string: "2", attributes: [.foregroundColor: UIColor.red, .baselineOffset: offset]))
            let image = renderHosted(label(text), size: CGSize(width: 200, height: 40), scale: 2).image
            return (try #require(bounds(of: .black, in: image)), try #require(bounds(of: .red, in: image)))
        }
        let level = try superscript(0), raised = try superscript(3)
        #expect((level.raised.minY - level.base.minY) - (raised.raised.minY - raised.base.minY) == 6)
        #expect(raised.raised.minX == level.raised.minX)
    }

    /// The first paragraph style's alignment places the lines, and its line spacing separates
    /// them, overriding the label's own alignment.
    @Test func paragraphStyleAlignsAndSpacesTheLines() throws {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let size = CGSize(width: 200, height: 40)
        let image = renderHosted(label(NSAttributedString(string: "Mid", attributes: [.paragraphStyle: centered])),
                                 size: size).image
        let ink = try #require(inkBounds(image, background: .white))
        #expect(abs(ink.midX - 100) <= 1)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let two = UILabel()
        two.numberOfLines = 0
        two.attributedText = NSAttributedString(string: "One\nTwo", attributes: [.paragraphStyle: spaced])
        let tight = UILabel()
        tight.numberOfLines = 0
        tight.attributedText = NSAttributedString(string: "One\nTwo")
        #expect(two.intrinsicContentSize.height == tight.intrinsicContentSize.height + 10)
    }

    /// UIKit's other attribute names and values compile; one warning names every attribute a
    /// label leaves out.
    @Test func uikitAttributeNamesCompileAndWarn() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowColor = UIColor.black
        let styled = NSAttributedString(string: "Styled", attributes: [
            .shadow: shadow, .link: URL(string: "https://example.com")!,
        ])
        let size = CGSize(width: 200, height: 40)
        let (image, warnings) = renderHosted(label(styled), size: size)
        let (plain, _) = renderHosted(label(NSAttributedString(string: "Styled")), size: size)
        let same = image.pixmap.data == plain.pixmap.data
        #expect(same)
        #expect(warnings.contains { $0.contains("NSLink, NSShadow") && $0.contains("does not draw") })
        #expect(NSParagraphStyle.default.lineSpacing == 0)
        #expect(NSUnderlineStyle.double.contains(.single))
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
    }
}
