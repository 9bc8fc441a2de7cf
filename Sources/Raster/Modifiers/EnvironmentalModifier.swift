// EnvironmentalModifier.swift · Raster/Modifiers · mirrors SwiftUI EnvironmentalModifier (iOS 13)
// Status: Complete.

import Foundation

/// A modifier that must resolve to a concrete modifier in an environment before use: each
/// update, `resolve(in:)` is given the environment of the modified view, and the modifier it
/// returns is applied to the view.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier

    /// Resolves to a concrete modifier in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never called: the resolved modifier's body is used instead.
    public func body(content: Content) -> Never {
        fatalError("\(type(of: self)) is an EnvironmentalModifier: its resolved modifier's body is used")
    }

    /// `content` with the modifier resolved in `environment` applied.
    func resolvedContent<V: View>(_ content: V, in environment: EnvironmentValues) -> any View {
        content.modifier(resolve(in: environment))
    }
}
