// NSAttributedString+UIKitAttributes.swift · Raster/Views/UIKit · mirrors UIKit's attribute keys and values NSParagraphStyle, NSMutableParagraphStyle, NSUnderlineStyle and NSShadow (iOS 17)
// Status: Partial — the names compile, so attributed strings built for UILabel and UITextView
// do; Raster draws `font`, `foregroundColor`, `kern`, `baselineOffset`, underlines and
// strikethroughs, backgrounds and the paragraph style's alignment and line spacing, and a
// label given any other attribute warns, naming it (Views/UIKit/NSTextAlignment.swift). Only where there is no UIKit
// or AppKit: Foundation on Linux lacks them.

#if !canImport(AppKit) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSAttributedString.Key {
    /// Extra space after each character, points (a number). Drawn by labels, text views and
    /// string drawing.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The line and paragraph layout, an `NSParagraphStyle`. Raster: the first run's
    /// alignment and line spacing set every line's; its other values are not drawn.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// An underline, an `NSUnderlineStyle` raw value. Raster: drawn with its pattern; `.thick`
    /// and `.double` as one line of the font's thickness, `.byWord` under spaces too.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The underline's colour, a `UIColor` (default: the text's colour).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// A line through the text, an `NSUnderlineStyle` raw value, drawn as `underlineStyle` is.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The strikethrough's colour, a `UIColor` (default: the text's colour).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The colour behind the text, a `UIColor`: drawn over the run's ascent and descent
    /// [UNCERTAIN: TextKit fills the line fragment's height].
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// A shadow, an `NSShadow`. Raster: not drawn.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// A link, a `URL` or a `String`. Raster: not drawn as a link.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// Points the baseline is raised by (a number; negative lowers it).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}

/// The paragraph attributes of an attributed string's text (UIKit's `NSParagraphStyle`).
///
/// Raster: kept on the string; a label or text view given one draws its text without it,
/// with a warning naming the attribute. Its properties can be set here as on the mutable
/// style (UIKit's are read-only), so code that compiles for iOS compiles here.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The style with every value at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned (default `.natural`).
    open var alignment: NSTextAlignment = .natural
    /// Extra space between lines, points (default 0).
    open var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, points (default 0).
    open var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph, points (default 0).
    open var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent, points (default 0).
    open var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent, points (default 0).
    open var headIndent: CGFloat = 0
    /// The trailing indent, points: positive from the leading margin, negative from the
    /// trailing one (default 0).
    open var tailIndent: CGFloat = 0
    /// How lines break and truncate (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The smallest line height, points (default 0: none).
    open var minimumLineHeight: CGFloat = 0
    /// The largest line height, points (default 0: none).
    open var maximumLineHeight: CGFloat = 0
    /// The factor line heights are multiplied by (default 0: none).
    open var lineHeightMultiple: CGFloat = 0

    public override init() {}
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

/// The line style and pattern of an underline or strikethrough (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes each followed by two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow drawn under text (UIKit's `NSShadow`).
///
/// Raster: kept on the string; text is drawn without it, with a warning naming the attribute.
open class NSShadow: NSObject, @unchecked Sendable {
    /// The shadow's offset, points, y down (default zero).
    open var shadowOffset = CGSize.zero
    /// The shadow's blur radius, points (default 0).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor` (default nil: black at a third opacity).
    open var shadowColor: Any?

    public override init() {}
}
#endif
