// Text+Styling.swift · Raster/Views · mirrors SwiftUI's Text-returning modifiers and Text.LineStyle (iOS 17)
// Status: Partial — `fontWidth` is carried but faces are not chosen by width (see
// COMPATIBILITY.md); `kerning` and `tracking` both add space after every character.

import Foundation

extension Text {
    /// A description of a line to draw over (strikethrough) or under (underline) text.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern the line is drawn with.
        public struct Pattern: Hashable, Sendable {
            enum Kind: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
            let kind: Kind

            /// A solid line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// A line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line style drawn with `pattern` in `color`; nil draws in the text's own colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// Whether a modifier set a style on this text itself (its parts may have their own).
    var hasOwnStyle: Bool {
        font != nil || fontWeight != nil || isItalic || foregroundStyle != nil || attributes != TextAttributes()
    }

    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var copy = self
        change(&copy.attributes)
        return copy
    }

    /// The text drawn at `scale` relative to its font, when `isEnabled` (else unchanged).
    /// Mirrors SwiftUI's `Text.textScale(_:isEnabled:)` (iOS 17); see `Text.Scale`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? with { $0.scale = scale } : self
    }

    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The text with the font's width set to `width` (nil: the font's own).
    ///
    /// Raster: carried, but faces are not matched by width (the installed families have one).
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.width = width } }

    /// The text in the system font's `design` (nil: the font's own).
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }

    /// The text in a fixed-width font of the same size and weight when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.monospaced = isActive } }

    /// The text with every digit as wide as the widest (tabular figures), so columns of numbers line up.
    ///
    /// Raster: each digit is centred in the widest digit's advance of its face, as tabular
    /// figures are (the fonts' `tnum` feature is not applied: Raster has no OpenType shaper).
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }

    /// The text underlined when `isActive`, with `pattern`, in `color` (nil: the text's colour).
    ///
    /// Raster: at the face's underline position and thickness (FreeType's `underline_position`
    /// and `underline_thickness`), rounded to whole device pixels.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with { $0.underline = TextDecoration(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// The text struck through when `isActive`, with `pattern`, in `color` (nil: the text's colour).
    ///
    /// Raster: at the face's OS/2 strikeout position and size, rounded to whole device pixels.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with { $0.strikethrough = TextDecoration(isActive: isActive, style: LineStyle(pattern: pattern, color: color)) }
    }

    /// The text with `kerning` points added after each character (negative: removed).
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }

    /// The text with `tracking` points added after each character (negative: removed).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }

    /// The text raised by `baselineOffset` points (negative: lowered); the line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.baselineOffset = baselineOffset } }
}

/// An underline or strikethrough set by a modifier: `isActive` false removes one set further out.
struct TextDecoration: Hashable, Sendable {
    var isActive: Bool
    var style: Text.LineStyle
}

extension Text {
    /// A logical size for text relative to its font: the default, or the smaller secondary
    /// scale for text of less importance beside other text (units after a number).
    ///
    /// Mirrors SwiftUI's `Text.Scale` (iOS 17). Raster: `.secondary` draws the font at 0.8 of
    /// its size [UNCERTAIN: Apple documents no factor; estimated], in every script.
    public struct Scale: Hashable, Sendable {
        /// The font's size multiplier.
        let factor: CGFloat

        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// Smaller than the font: 0.8 of its size in Raster.
        public static let secondary = Scale(factor: 0.8)
    }
}

/// The styling modifiers of a text or of an environment (`EnvironmentValues.textAttributes`):
/// nil fields are not set and take the value from further out.
struct TextAttributes: Hashable, Sendable {
    var weight: Font.Weight?
    var width: Font.Width?
    var design: Font.Design?
    var italic: Bool?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    /// Points after each character.
    var kerning: CGFloat?
    /// Points after each character.
    var tracking: CGFloat?
    /// Points up from the baseline.
    var baselineOffset: CGFloat?
    /// The destination of a Markdown or AttributedString link; the text is drawn in the tint.
    var link: URL?
    /// Values for a text renderer (`Text.customAttribute(_:)`, TextAttribute.swift).
    var custom = CustomTextAttributes()
    var scale: Text.Scale?

    /// These attributes with the fields they leave unset taken from `outer`.
    func inheriting(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(weight: weight ?? outer.weight, width: width ?? outer.width, design: design ?? outer.design,
                       italic: italic ?? outer.italic, monospaced: monospaced ?? outer.monospaced,
                       monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
                       underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                       kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                       baselineOffset: baselineOffset ?? outer.baselineOffset, link: link ?? outer.link,
                       custom: custom.inheriting(outer.custom), scale: scale ?? outer.scale)
    }

    /// `font` with the weight, width, design, italic, digit and scale attributes applied.
    func apply(to font: Font.Resolved) -> Font.Resolved {
        var font = font
        if let weight { font.weight = weight }
        if let width { font.width = width }
        if let design { font.design = design }
        if italic == true { font.italic = true }
        if monospaced == true { font.design = .monospaced }
        if monospacedDigit == true { font.monospacedDigit = true }
        if let scale { font.size *= scale.factor }
        return font
    }
}
