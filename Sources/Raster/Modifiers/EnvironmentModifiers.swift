// EnvironmentModifiers.swift · Raster/Modifiers · mirrors SwiftUI environment(_:_:), font, foregroundStyle, foregroundColor, tint and text modifiers (iOS 17)
// Status: Complete for the values Raster keeps.

import Foundation
import Observation

/// Writes into the environment of the modified view and its descendants.
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.environmentModifier = write
        node.becomeTransparent(content: content)
    }
}

/// `environment(\.keyPath, value)`: compared by value so that an unchanged value does not
/// re-run anything below.
struct EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let keyPath = self.keyPath, value = self.value
        node.outputs.environmentModifier = { $0[keyPath: keyPath] = value }
        node.becomeTransparent(content: content)
    }
}

extension EnvironmentKeyWritingModifier: ComparableProperty {
    func isSameProperty(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other.keyPath == keyPath && EnvironmentComparison.areSame(other.value, value)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Puts an Observable object in the environment, found by its type with
    /// `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0.setObject(object, of: ObjectIdentifier(T.self)) })
    }

    /// Transforms the environment value at `keyPath`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the foreground style of this view (text, shapes filled with `.foreground`).
    ///
    /// Raster: a hierarchical level (`.secondary`...) is taken relative to the foreground
    /// style it replaces.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { Self.setForeground(style, levels: [], in: &$0) })
    }

    /// Sets the primary and secondary levels of the foreground style of this view.
    ///
    /// Raster: `primary` becomes the foreground style; `.secondary` (as a style inside the
    /// view) paints with `secondary`, and the tertiary and quaternary levels are `secondary`
    /// at their usual fraction of its opacity relative to the secondary level. Symbols are
    /// still drawn in one colour (no `.palette` layers).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentWritingModifier { Self.setForeground(primary, levels: [AnyShapeStyle(secondary)], in: &$0) })
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style of this view.
    ///
    /// Raster: as `foregroundStyle(_:_:)`, with `.tertiary` painting with `tertiary` (and the
    /// quaternary level derived from it).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                           _ tertiary: S3) -> some View {
        modifier(EnvironmentWritingModifier {
            Self.setForeground(primary, levels: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)], in: &$0)
        })
    }

    /// Sets `style` as the foreground and `levels` as its secondary, tertiary... levels;
    /// a hierarchical level is taken relative to the foreground style it replaces.
    private static func setForeground<S: ShapeStyle>(_ style: S, levels: [AnyShapeStyle], in environment: inout EnvironmentValues) {
        if let level = style as? HierarchicalShapeStyle {
            environment.foregroundStyle = AnyShapeStyle(RelativeHierarchicalStyle(level: level, base: environment.foregroundStyle,
                                                                                   levels: environment.foregroundLevels))
        } else {
            environment.foregroundStyle = AnyShapeStyle(style)
        }
        environment.foregroundLevels = levels
    }

    /// Sets the background style of this view and its descendants (`ShapeStyle.background`).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.backgroundStyle = AnyShapeStyle(style) })
    }

    /// Sets the foreground colour of this view; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }

    /// Sets the foreground of this view's content where no `foregroundStyle(_:)` is set
    /// (`EnvironmentValues.defaultForegroundStyle`): controls that colour themselves, such as
    /// a borderless button's tinted label, ignore it.
    func defaultForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.defaultForegroundStyle, AnyShapeStyle(style))
    }

    /// Sets the tint of controls and `.tint` styles in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// Sets the tint colour of this view.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// Sets this view's colour scheme: the environment's `colorScheme` for it and its
    /// descendants, as the deprecated SwiftUI modifier does (unlike `preferredColorScheme(_:)`,
    /// which asks for a scheme for the whole presentation). SwiftUI deprecates it only in a
    /// future release, so no warning.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Sets the colour scheme of this view and its descendants.
    public func environment(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Sets how lines of multiline text are aligned within the text's frame.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the maximum number of lines of text; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.self) { $0.lineLimit = number; $0.reservedLines = nil }
    }

    /// Sets a limit for the number of lines text can occupy; with `reservesSpace`, text takes
    /// the height of `limit` lines even when it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.self) { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? limit : nil }
    }

    /// Sets a closed range of lines text can occupy: at most the upper bound, and the height of
    /// the lower bound even with fewer lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.self) { $0.lineLimit = limit.upperBound; $0.reservedLines = limit.lowerBound }
    }

    /// Sets a minimum number of lines text occupies (the height of `limit.lowerBound` lines),
    /// with no maximum.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.self) { $0.lineLimit = nil; $0.reservedLines = limit.lowerBound }
    }

    /// Sets a maximum number of lines text can occupy.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.self) { $0.lineLimit = limit.upperBound; $0.reservedLines = nil }
    }

    /// Sets the distance in points between lines of text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets where text is truncated when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets whether this view and its descendants are enabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
}
