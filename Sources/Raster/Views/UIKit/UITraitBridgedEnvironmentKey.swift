// UITraitBridgedEnvironmentKey.swift · Raster/Views/UIKit · mirrors SwiftUI UITraitBridgedEnvironmentKey and UIKit UIMutableTraits (iOS 17)
// Status: Partial — an unset bridged key reads its value from the view's traits; a value
// set in SwiftUI is not written back to the traits of hosted UIKit views (`write` is never
// called), and there are no custom traits (`UITraitDefinition`).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A mutable set of traits (UIKit's `UIMutableTraits`), which a bridged environment key
/// writes its value into.
///
/// Raster: the parameter type of `UITraitBridgedEnvironmentKey.write(to:value:)`, which
/// Raster never calls (see that protocol).
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Base, or elevated in presented content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The Dynamic Type size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

/// An environment key bridged to a UIKit trait, so that SwiftUI views read the trait's
/// value and UIKit views see a value set in SwiftUI (SwiftUI's
/// `UITraitBridgedEnvironmentKey`).
///
/// Raster: where no view above has set the key's value, reading it calls
/// `read(from:)` with the traits of the view (its colour scheme, contrast, level, display
/// scale, Dynamic Type size and the rendered device's idiom: `.phone` on an iPhone, `.pad`
/// on an iPad), as SwiftUI reads an unset bridged key from the trait collection; a value
/// set with `environment(_:_:)` wins. `write(to:value:)` is never called: UIKit views a
/// representable hosts do not see the value.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The key's value for `traitCollection`.
    static func read(from traitCollection: UITraitCollection) -> Value
    /// Writes `value` into `mutableTraits`.
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}

extension EnvironmentValues {
    /// The value set for the bridged `key`, or, when none is, its value read from the traits
    /// of this environment (`UITraitBridgedEnvironmentKey`).
    public subscript<K: UITraitBridgedEnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard !hasValue(for: key) else { return self[key, unbridged: ()] }
            return K.read(from: UITraitCollection(environment: self))
        }
        set { self[key, unbridged: ()] = newValue }
    }

    /// The stored value or default of `key`, without reading traits.
    private subscript<K: EnvironmentKey>(key: K.Type, unbridged _: Void) -> K.Value {
        get { self[key] }
        set { self[key] = newValue }
    }
}
#endif
