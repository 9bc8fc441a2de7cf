import Foundation
import Testing
@testable import Raster

/// UIKit's string measuring and drawing (NSString+Drawing.swift): measured by the text engine
/// of `Text` and `UILabel`, drawn into the current image context.
@Suite struct NSStringDrawingTests {
    private static let font17: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    private static let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// The size is the text's own, unrounded: rounded up to the 3× screen's pixels it is the
    /// size a one-line `UILabel` (and so `Text`) of the same string and font takes.
    @Test func sizeIsTheMeasuredTextUnrounded() {
        let size = NSAttributedString(string: "Hello, world", attributes: Self.font17).size()
        let label = UILabel()
        label.text = "Hello, world"
        // Whole pixels of the 3× screen, compared as pixel counts.
        func pixelsUp(_ v: CGFloat) -> Int { Int((v * 3 - 1e-9).rounded(.up)) }
        func pixels(_ v: CGFloat) -> Int { Int((v * 3).rounded()) }
        let labelSize = label.intrinsicContentSize
        let measured: [Int] = [pixelsUp(size.width), pixelsUp(size.height)]
        let labelled: [Int] = [pixels(labelSize.width), pixels(labelSize.height)]
        #expect(measured == labelled)
        #expect(size == CGSize(width: 94.77982954545453, height: 20.573863636363637))
        // NSString, String and the attributed string measure alike; no text is no size.
        #expect(("Hello, world" as NSString).size(withAttributes: Self.font17) == size)
        #expect("Hello, world".size(withAttributes: Self.font17) == size)
        #expect(NSAttributedString(string: "").size() == .zero)
    }

    /// Without a font the text is measured in the 12-point system font.
    @Test func theDefaultFontIsTwelvePoints() {
        #expect("Hello".size() == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
        #expect("Hello".size().width < "Hello".size(withAttributes: Self.font17).width)
    }

    /// With `.usesLineFragmentOrigin` the text wraps at the width, from the origin; the
    /// height is every line's unless the last visible line is truncated.
    @Test func lineFragmentOriginWrapsAtTheWidth() {
        let text = NSAttributedString(string: "Hello, world", attributes: Self.font17)
        let oneLine = text.size()
        let wrapped = text.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 60 && wrapped.height > oneLine.height * 1.9)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 45.44602272727273, height: 41.14772727272727))
        // A multi-line label of the same width measures the same, rounded up to the 3× pixels.
        let label = UILabel()
        label.text = "Hello, world"
        label.numberOfLines = 0
        let fits = label.sizeThatFits(CGSize(width: 60, height: 10))
        let labelPixels: [Int] = [Int((fits.width * 3).rounded()), Int((fits.height * 3).rounded())]
        let wrappedPixels: [Int] = [Int((wrapped.width * 3).rounded(.up)), Int((wrapped.height * 3).rounded(.up))]
        #expect(labelPixels == wrappedPixels)
        // The height offered does not cut lines, unless the last visible line is truncated.
        let short = CGSize(width: 60, height: oneLine.height * 1.5)
        #expect(text.boundingRect(with: short, options: .usesLineFragmentOrigin, context: nil) == wrapped)
        let truncated = text.boundingRect(with: short, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        #expect(truncated.height == oneLine.height)
        // NSString and String measure as the attributed string.
        #expect(("Hello, world" as NSString).boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                         attributes: Self.font17, context: nil) == wrapped)
        #expect("Hello, world".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                            attributes: Self.font17, context: nil) == wrapped)
    }

    /// Without `.usesLineFragmentOrigin` the text is one line whose baseline is the origin,
    /// whatever the width; a drawing context keeps the bounds measured.
    @Test func withoutLineFragmentOriginTheOriginIsTheBaseline() {
        let text = NSAttributedString(string: "Hello, world", attributes: Self.font17)
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(with: CGSize(width: 60, height: 10), options: [], context: context)
        #expect(rect.size == text.size())
        #expect(rect.minY == -16.46875)
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1 && context.minimumScaleFactor == 0)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1 && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    /// Drawn text lies in the rectangle measured for it, in the runs' colours; `draw(in:)`
    /// clips to its rectangle.
    @Test func drawsTheTextWhereItIsMeasured() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let red: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: red)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60), format: format).image { _ in
            "Hello".draw(at: CGPoint(x: 10, y: 5), withAttributes: red)
            // Clipped to a 10 × 10 square at (10, 40).
            NSAttributedString(string: "Hello", attributes: red).draw(in: CGRect(x: 10, y: 40, width: 10, height: 10))
        }
        let pixmap = try #require(image.cgImage?.pixmap)
        var inked: [(x: Int, y: Int)] = []
        for y in 0..<60 { for x in 0..<100 where pixmap[x, y] != Self.clear { inked.append((x, y)) } }
        let top = inked.filter { $0.y < 35 }, bottom = inked.filter { $0.y >= 35 }
        #expect(!top.isEmpty && !bottom.isEmpty)
        let right = 10 + Int(size.width.rounded(.up)), below = 5 + Int(size.height.rounded(.up))
        #expect(top.allSatisfy { (10..<right).contains($0.x) && (5..<below).contains($0.y) })
        #expect(bottom.allSatisfy { (10..<20).contains($0.x) && (40..<50).contains($0.y) })
        // Fully covered pixels are the run's red.
        #expect(top.contains { pixmap[$0.x, $0.y] == .red })
    }

    /// Drawing outside an image context draws nothing and says where to draw.
    @Test func drawingOutsideAContextWarns() {
        let warnings = RasterDiagnostics.capturingWarnings { "Hi".draw(at: .zero, withAttributes: nil) }.warnings
        #expect(warnings == ["NSAttributedString.draw(at:) draws into the current graphics context, and there is none, so it "
                             + "draws nothing; call it inside UIGraphicsImageRenderer's actions, a UIView's draw(_:), or between "
                             + "UIGraphicsBeginImageContextWithOptions and UIGraphicsEndImageContext"])
    }
}
