// NSTextAlignment.swift · Raster/Views/UIKit · mirrors UIKit NSTextAlignment, NSLineBreakMode (iOS 17), and how UILabel and UITextView lay text out with Raster's text engine
// Status: Partial — text is laid out left to right (natural alignment is left); justified
// lines are drawn as natural ones; character wrapping wraps at words; attributed text draws
// its fonts and colours only.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// Constants that specify text alignment (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text aligned along the centre.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Text justified. Raster: drawn as `.natural` (lines are not stretched).
    case justified = 3
    /// The default alignment of the script: Raster lays UIKit text out left to right, so left.
    case natural = 4

    /// The SwiftUI alignment of the lines within the text's frame.
    var lineAlignment: TextAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// Constants that specify what happens when a line is too long for its container
/// (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrapping at word boundaries. On a label's last line the text is cut at the edge.
    case byWordWrapping = 0
    /// Wrapping at characters. Raster: wraps at words, as `.byWordWrapping`.
    case byCharWrapping = 1
    /// The line is cut at the container's edge.
    case byClipping = 2
    /// "…" then the end of the line.
    case byTruncatingHead = 3
    /// The start of the line then "…".
    case byTruncatingTail = 4
    /// The start, "…", then the end of the line.
    case byTruncatingMiddle = 5

    /// The truncation of the last line, nil for the modes that cut the text at the edge.
    var truncation: TextTruncation? {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }
}

/// Text as UIKit's text views lay it out, measured and drawn with Raster's text engine
/// (`TextContent`, the engine of `Text`). Points, y down.
struct UIKitText {
    let content: TextContent
    /// The colour of each styled run of `content`, or the one colour of plain text.
    let colors: [Color]

    /// `string` in `font` (at its `pointSize`, as a UIFont is fixed once made), its lines
    /// aligned by `alignment`, at most `lines` of them (nil: unlimited), the last one cut by
    /// `truncation`, shrinking down to `minimumScaleFactor` to fit (1: never); sizes rounded
    /// up to the pixels of `UIScreen.main`.
    init(_ string: String, font: UIFont, color: UIColor, alignment: NSTextAlignment, lines: Int?,
         truncation: TextTruncation, minimumScaleFactor: CGFloat = 1) {
        content = TextContent(string: string, font: font.drawnFace, lineLimit: lines,
                              truncation: truncation, alignment: alignment.lineAlignment, lineSpacing: 0,
                              pixel: 1 / UIScreen.main.scale,
                              fitting: TextLayout.Fitting(minimumScaleFactor: minimumScaleFactor))
        colors = [color.color]
    }

    /// `attributed` laid out as `init(_:font:…)` lays a string out, each run in its
    /// `NSAttributedString.Key.font` (a `UIFont`; else `font`) and `foregroundColor` (a
    /// `UIColor`; else `color`). Other attributes are not drawn: a warning naming `owner` lists them.
    init(_ attributed: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, lines: Int?,
         truncation: TextTruncation, minimumScaleFactor: CGFloat = 1, owner: String) {
        var runs: [TextLayout.RunKey] = [], colors: [Color] = [], ignored: Set<String> = []
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let runFont = attributes.uiFont(of: owner) ?? font
            runs.append(TextLayout.RunKey(string: string.substring(with: range), font: runFont.drawnFace, spacing: 0, baselineOffset: 0))
            colors.append(attributes.foregroundUIColor(of: owner) ?? color.color)
            ignored.formUnion(attributes.keys.map(\.rawValue).filter { $0 != "NSFont" && $0 != "NSColor" })
        }
        if !ignored.isEmpty {
            warnOnce("\(owner) has the attributes \(ignored.sorted().joined(separator: ", ")), which Raster does not draw (it draws "
                     + "font and foregroundColor); the text is drawn without them")
        }
        let single = runs.count <= 1
        content = TextContent(string: attributed.string, font: runs.first?.font ?? font.drawnFace, runs: single ? nil : runs,
                              lineLimit: lines, truncation: truncation, alignment: alignment.lineAlignment, lineSpacing: 0,
                              pixel: 1 / UIScreen.main.scale, fitting: TextLayout.Fitting(minimumScaleFactor: minimumScaleFactor))
        self.colors = colors.isEmpty ? [color.color] : colors
    }

    /// The size of the text wrapped to `width` (nil: not wrapped), rounded up to pixels.
    func size(wrappingTo width: CGFloat?) -> CGSize {
        let size = content.textSize(for: ProposedViewSize(width: width, height: nil))
        func roundedUp(_ v: CGFloat) -> CGFloat { (v / content.pixel - 1e-9).rounded(.up) * content.pixel }
        return CGSize(width: roundedUp(size.width), height: roundedUp(size.height))
    }

    /// The text laid out for `proposal` and drawn in `rect`: its frame placed by the line
    /// alignment across `rect` and at `verticalFraction` of the free height (½ centres it,
    /// 0 puts it at the top), each run in its colour resolved in `environment`.
    func items(for proposal: ProposedViewSize, in rect: CGRect, verticalFraction: CGFloat,
               environment: EnvironmentValues) -> [DisplayList.Item] {
        let layout = content.textLayout(for: proposal)
        let origin = CGPoint(x: rect.minX + (rect.width - layout.size.width) * content.alignment.lineOffsetFraction,
                             y: rect.minY + (rect.height - layout.size.height) * verticalFraction)
        let paints = colors.map { DisplayList.Paint.color($0.resolve(in: environment)) }
        guard let styling = layout.styling, paints.count > 1 else { return [.text(layout, origin: origin, paints[0])] }
        return paints.indices.filter { run in styling.segments.contains { $0.run == run } }
            .map { .text(layout.slice(run: $0), origin: origin, paints[$0]) }
    }
}
#endif
