// NSTextAlignment.swift · Raster/Views/UIKit · mirrors UIKit NSTextAlignment, NSLineBreakMode (iOS 17), and how UILabel and UITextView lay text out with Raster's text engine
// Status: Partial — text is laid out left to right (natural alignment is left); justified
// lines are drawn as natural ones; character wrapping wraps at words; attributed text draws
// its fonts, colours, kerning, baseline offsets, underlines, strikethroughs and the first
// paragraph style's alignment and line spacing, and run backgrounds (no shadows or links).

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
    /// The underline, strikethrough and background of each run of attributed text; empty for
    /// plain text.
    var decorations: [Decorations] = []

    /// The lines an attributed run draws under and through its text, and the colour behind it.
    struct Decorations {
        var underline: Text.LineStyle?
        var strikethrough: Text.LineStyle?
        var background: Color?

        var isEmpty: Bool { underline == nil && strikethrough == nil && background == nil }

        /// The `underlineStyle` and `strikethroughStyle` of `attributes`, in their colours, and
        /// its `backgroundColor` (a `UIColor`).
        init(_ attributes: [NSAttributedString.Key: Any], owner: String) {
            underline = Self.line(attributes, "NSUnderline", color: "NSUnderlineColor", owner: owner)
            strikethrough = Self.line(attributes, "NSStrikethrough", color: "NSStrikethroughColor", owner: owner)
            background = (attributes[NSAttributedString.Key(rawValue: "NSBackgroundColor")] as? UIColor)?.color
        }

        /// The line a style (an `NSUnderlineStyle` or its raw value) asks for: its pattern, in the
        /// colour under `colorKey`. Raster draws `.thick` and `.double` as one line of the font's
        /// thickness, and `.byWord` under the spaces too.
        private static func line(_ attributes: [NSAttributedString.Key: Any], _ key: String, color colorKey: String,
                                 owner: String) -> Text.LineStyle? {
            let raw: Int
            switch attributes[NSAttributedString.Key(rawValue: key)] {
            case let style as NSUnderlineStyle: raw = style.rawValue
            case let number as Int: raw = number
            case let number as NSNumber: raw = number.intValue
            case nil: return nil
            case let other?:
                warnOnce("The \(key == "NSUnderline" ? "underlineStyle" : "strikethroughStyle") of \(owner) is a "
                         + "\(type(of: other)), not an NSUnderlineStyle raw value, so no line is drawn; write "
                         + "NSUnderlineStyle.single.rawValue")
                return nil
            }
            guard raw != 0 else { return nil }
            let pattern: Text.LineStyle.Pattern
            switch raw & 0x0F00 {
            case NSUnderlineStyle.patternDot.rawValue: pattern = .dot
            case NSUnderlineStyle.patternDash.rawValue: pattern = .dash
            case NSUnderlineStyle.patternDashDot.rawValue: pattern = .dashDot
            case NSUnderlineStyle.patternDashDotDot.rawValue: pattern = .dashDotDot
            default: pattern = .solid
            }
            let color = (attributes[NSAttributedString.Key(rawValue: colorKey)] as? UIColor)?.color
            return Text.LineStyle(pattern: pattern, color: color)
        }
    }

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
    /// `NSAttributedString.Key.font` (a `UIFont`; else `font`), `foregroundColor` (a `UIColor`;
    /// else `color`), `kern` and `baselineOffset` (points), with its `underlineStyle` and
    /// `strikethroughStyle` (in `underlineColor` and `strikethroughColor`, else the run's
    /// colour) and `backgroundColor`; the first run's `paragraphStyle` sets the alignment and
    /// line spacing of all lines. Other attributes are not drawn: a warning naming `owner` lists them.
    init(_ attributed: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, lines: Int?,
         truncation: TextTruncation, minimumScaleFactor: CGFloat = 1, owner: String) {
        var runs: [TextLayout.RunKey] = [], colors: [Color] = [], decorations: [Decorations] = [], ignored: Set<String> = []
        var paragraph: NSParagraphStyle?
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let runFont = attributes.uiFont(of: owner) ?? font
            runs.append(TextLayout.RunKey(string: string.substring(with: range), font: runFont.drawnFace,
                                          spacing: attributes.points("NSKern", named: "kern", of: owner),
                                          baselineOffset: attributes.points("NSBaselineOffset", named: "baselineOffset", of: owner)))
            colors.append(attributes.foregroundUIColor(of: owner) ?? color.color)
            decorations.append(Decorations(attributes, owner: owner))
            if runs.count == 1 { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            ignored.formUnion(attributes.keys.map(\.rawValue).filter { !Self.drawnAttributes.contains($0) })
        }
        if !ignored.isEmpty {
            warnOnce("\(owner) has the attributes \(ignored.sorted().joined(separator: ", ")), which Raster does not draw (it draws "
                     + "font, foregroundColor, backgroundColor, kern, baselineOffset, underline and strikethrough styles and "
                     + "colours, and the paragraph style's alignment and line spacing); the text is drawn without them")
        }
        let plain = runs.count <= 1 && runs.allSatisfy { $0.spacing == 0 && $0.baselineOffset == 0 }
            && decorations.allSatisfy(\.isEmpty)
        content = TextContent(string: attributed.string, font: runs.first?.font ?? font.drawnFace, runs: plain ? nil : runs,
                              lineLimit: lines, truncation: truncation,
                              alignment: (paragraph?.alignment ?? alignment).lineAlignment,
                              lineSpacing: max(0, paragraph?.lineSpacing ?? 0),
                              pixel: 1 / UIScreen.main.scale, fitting: TextLayout.Fitting(minimumScaleFactor: minimumScaleFactor))
        self.colors = colors.isEmpty ? [color.color] : colors
        self.decorations = decorations
    }

    /// The attribute keys `init(_: NSAttributedString…)` draws.
    private static let drawnAttributes: Set<String> = ["NSFont", "NSColor", "NSKern", "NSBaselineOffset", "NSUnderline",
                                                       "NSUnderlineColor", "NSStrikethrough", "NSStrikethroughColor",
                                                       "NSParagraphStyle", "NSBackgroundColor"]

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
        guard let styling = layout.styling else { return [.text(layout, origin: origin, paints[0])] }
        // Glyphs are drawn on the device pixel row nearest their baseline; the lines follow them.
        let pixel = 1 / max(environment.displayScale, 1)
        let lineOrigin = CGPoint(x: origin.x, y: (origin.y / pixel).rounded() * pixel)
        // A background spans its run's ascent and descent, behind the glyphs.
        var items: [DisplayList.Item] = styling.segments.compactMap { segment in
            guard segment.run < decorations.count, let background = decorations[segment.run].background,
                  let font = content.runs?[segment.run].font else { return nil }
            let metrics = TextLayout.metrics(of: font)
            let box = CGRect(x: segment.minX, y: segment.baseline - metrics.ascent, width: segment.maxX - segment.minX,
                             height: metrics.ascent + metrics.descent).offsetBy(dx: lineOrigin.x, dy: lineOrigin.y)
            return .fill(Path(box), .color(background.resolve(in: environment)), FillStyle())
        }
        // Slices carry each run's own baseline (a baseline offset), which the whole layout's
        // item does not.
        items += paints.indices.filter { run in styling.segments.contains { $0.run == run } }
            .map { .text(layout.slice(run: $0), origin: origin, paints[$0]) }
        for segment in styling.segments where segment.run < decorations.count {
            let lines = decorations[segment.run]
            for (line, isUnderline) in [(lines.underline, true), (lines.strikethrough, false)] {
                guard let line, let band = styling.decorationBand(of: segment, underline: isUnderline, pixel: pixel)
                else { continue }
                let paint = line.color.map { DisplayList.Paint.color($0.resolve(in: environment)) }
                    ?? paints[min(segment.run, paints.count - 1)]
                let path = TextDecorationPattern.path(line.pattern, from: segment.minX, to: segment.maxX, band: band)
                    .offsetBy(dx: lineOrigin.x, dy: lineOrigin.y)
                items.append(.fill(path, paint, FillStyle()))
            }
        }
        return items
    }
}
#endif
