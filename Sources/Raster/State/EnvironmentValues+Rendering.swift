// EnvironmentValues+Rendering.swift · Raster/State · mirrors SwiftUI's built-in environment values (iOS 17)
// Status: Partial — the values a renderer needs.

import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct DefaultForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: ToolbarInheritedKey { static let defaultValue: AnyShapeStyle? = nil }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
private struct LocaleKey: ToolbarInheritedKey { static let defaultValue = Locale(identifier: "en_US") }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct IsEnabledKey: ToolbarInheritedKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The default font of this environment; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The foreground style set with `foregroundStyle(_:)`; nil means `.primary`.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The foreground a container gives its content when no `foregroundStyle(_:)` is set
    /// (the secondary colour of a labeled content's value); nil means `.primary`. Unlike
    /// `foregroundStyle`, it does not replace the colours of controls that colour themselves
    /// (a borderless button keeps its tint), as SwiftUI's default foreground colour does not.
    var defaultForegroundStyle: AnyShapeStyle? {
        get { self[DefaultForegroundStyleKey.self] }
        set { self[DefaultForegroundStyleKey.self] = newValue }
    }

    /// The background style set with `backgroundStyle(_:)`; nil means the system
    /// background colour.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The secondary, tertiary... levels set with `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` (index 0 is the secondary level); empty when only a primary
    /// style (or none) is set.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The tint set with `tint(_:)`; nil means the accent colour (system blue).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The locale (default en_US, not the machine's, so output does not depend on it).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The lines of height a text keeps even when it has fewer (`lineLimit(_:reservesSpace:)`
    /// and the range forms of `lineLimit`); nil for none.
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}
