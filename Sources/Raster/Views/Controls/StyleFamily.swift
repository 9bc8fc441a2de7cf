// StyleFamily.swift · Raster/Views/Controls · the mechanism every control style family shares: a style stack per family in the environment, pushed by its `xStyle(_:)`, drawn from by its control

import Foundation

/// A family of control styles: the styles one `xStyle(_:)` modifier sets and one kind of
/// control draws itself with (`LabelStyleFamily` for `Label` and `labelStyle(_:)`).
///
/// The environment keeps a stack of each family's styles, outermost first. The family's
/// public modifier pushes its style for the views inside (`pushingStyle(_:onto:)`); the
/// control hands its configuration to `resolvedBody(_:styles:)`, which draws it with the
/// innermost style, or `defaultStyle` when none is set. That style's body sees only the
/// styles outside it, so a control made from the configuration inside a custom style
/// (`Label(configuration)`) is drawn by the next style out, as in SwiftUI. See "A new style
/// family" in ARCHITECTURE.md.
protocol StyleFamily {
    /// A style as the environment keeps it: the public style protocol's existential
    /// (`any LabelStyle`), or an enum when the modifier takes several protocols (`AnyButtonStyle`).
    associatedtype Style
    /// What the control hands its style (`LabelStyleConfiguration`).
    associatedtype Configuration

    /// The style of controls with no style of the family set around them; the family's
    /// `.automatic` style resolves to the same look.
    static var defaultStyle: Style { get }

    /// The body `style` makes for `configuration`, type-erased.
    static func body(of style: Style, configuration: Configuration) -> AnyView
}

extension StyleFamily {
    /// The family's style stack in the environment, outermost first (empty by default).
    /// Controls read it with `@Environment(XStyleFamily.styles)`.
    static var styles: WritableKeyPath<EnvironmentValues, [Style]> {
        \.[styleStack: StyleStackKey<Self>()]
    }

    /// `configuration` drawn by the last (innermost) of `styles`, or by `defaultStyle` when
    /// `styles` is empty, with the styles before it as the environment's stack.
    static func resolvedBody(_ configuration: Configuration, styles: [Style]) -> some View {
        var outer = styles
        let style = outer.popLast() ?? defaultStyle
        return body(of: style, configuration: configuration).environment(Self.styles, outer)
    }
}

/// The environment key of `Family`'s style stack. It is also the (Hashable) index of the
/// subscript the stack's key path goes through, since a key path cannot take a type.
private struct StyleStackKey<Family: StyleFamily>: EnvironmentKey, Hashable {
    static var defaultValue: [Family.Style] { [] }
}

extension EnvironmentValues {
    fileprivate subscript<Family: StyleFamily>(styleStack key: StyleStackKey<Family>) -> [Family.Style] {
        get { self[StyleStackKey<Family>.self] }
        set { self[StyleStackKey<Family>.self] = newValue }
    }
}

extension View {
    /// Pushes `style` onto `family`'s stack for the views inside: the body of every public
    /// `xStyle(_:)` modifier. An inner `xStyle(_:)` wins over an outer one.
    func pushingStyle<Family: StyleFamily>(_ style: Family.Style, onto family: Family.Type) -> some View {
        modifier(EnvironmentWritingModifier { $0[StyleStackKey<Family>.self].append(style) })
    }
}

/// A style configuration's optional part: nil when the control was not given it (`view` is
/// `EmptyView`), else `view` type-erased and wrapped by `make`
/// (`GaugeStyleConfiguration.CurrentValueLabel.init`).
func optionalPart<V: View, Part>(_ view: V, _ make: (AnyView) -> Part) -> Part? {
    view is EmptyView ? nil : make(AnyView(view))
}
