// TextStyleModifiers.swift · Raster/Modifiers · mirrors SwiftUI's text-styling View modifiers (iOS 17)
// Status: Complete for the modifiers here — they set the environment every Text inside
// resolves its runs with (Text+Runs.swift); a modifier on the Text itself wins.

import Foundation

private struct TextAttributesKey: EnvironmentKey {
    static let defaultValue = TextAttributes()
}

extension EnvironmentValues {
    /// The text-styling modifiers applied to views above (`bold()`, `underline()`, ...);
    /// fields nil where none is set.
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}

extension View {
    private func textAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        transformEnvironment(\.textAttributes, transform: change)
    }

    /// Sets the font weight of the text in this view (nil: the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> some View { textAttributes { $0.weight = weight } }

    /// Draws the text in this view at `scale` relative to its font, when `isEnabled` (else the
    /// scale is unchanged). Mirrors SwiftUI's `textScale(_:isEnabled:)` (iOS 17); see `Text.Scale`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        textAttributes { if isEnabled { $0.scale = scale } }
    }

    /// Sets the font width of the text in this view (nil: the font's own).
    ///
    /// Raster: carried, but faces are not matched by width (the installed families have one).
    public func fontWidth(_ width: Font.Width?) -> some View { textAttributes { $0.width = width } }

    /// Sets the system font design of the text in this view (nil: the font's own).
    public func fontDesign(_ design: Font.Design?) -> some View { textAttributes { $0.design = design } }

    /// Makes the text in this view bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View { textAttributes { $0.weight = isActive ? .bold : nil } }

    /// Makes the text in this view italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View { textAttributes { $0.italic = isActive } }

    /// Draws the text in this view in a fixed-width font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View { textAttributes { $0.monospaced = isActive } }

    /// Draws the digits of the text in this view tabular (each as wide as the widest).
    public func monospacedDigit() -> some View { textAttributes { $0.monospacedDigit = true } }

    /// Underlines the text in this view when `isActive`, with `pattern`, in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.underline = TextDecoration(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color)) }
    }

    /// Strikes through the text in this view when `isActive`, with `pattern`, in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        textAttributes { $0.strikethrough = TextDecoration(isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color)) }
    }

    /// Adds `kerning` points after each character of the text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { textAttributes { $0.kerning = kerning } }

    /// Adds `tracking` points after each character of the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { textAttributes { $0.tracking = tracking } }

    /// Raises the text in this view by `baselineOffset` points (negative: lowers it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { textAttributes { $0.baselineOffset = baselineOffset } }
}
