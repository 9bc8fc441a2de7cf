// UITraitCollection.swift · Raster/Views/UIKit · mirrors UIKit UITraitCollection, UIUserInterfaceLevel, UIAccessibilityContrast, UIUserInterfaceSizeClass, UITraitEnvironmentLayoutDirection and UILegibilityWeight (iOS 17), as dynamic colours, Dynamic Type, bridged environment keys and snapshot strategies read them
// Status: Partial — the appearance traits a colour is chosen by (style, contrast, level), the
// display scale, the content size category, the idiom, the size classes, the layout direction
// and the legibility weight; no custom traits or trait change registration.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The visual level of content (UIKit's `UIUserInterfaceLevel`): elevated in presented content.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// Whether the user asked for increased contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The width or height class of an interface (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The direction of an interface's layout (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Whether the user asked for bold text (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Hashable, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// The traits of an interface's environment: what a dynamic colour
/// (`UIColor(dynamicProvider:)`) is resolved for.
///
/// Raster: made for each drawing of a dynamic colour from the view's environment (its colour
/// scheme, colour scheme contrast and presentation level); unspecified traits are read as
/// light, normal contrast and base level, as UIKit resolves colours for them.
public final class UITraitCollection: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base, or elevated in presented content.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Normal or increased contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The Dynamic Type size; `.unspecified` when unset.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The kind of device (phone, pad); `.unspecified` when unset.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Compact or regular width; `.unspecified` when unset.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Compact or regular height; `.unspecified` when unset.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Left to right or right to left; `.unspecified` when unset.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Regular or bold text; `.unspecified` when unset.
    public let legibilityWeight: UILegibilityWeight

    init(userInterfaceStyle: UIUserInterfaceStyle, userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
         accessibilityContrast: UIAccessibilityContrast = .unspecified, displayScale: CGFloat = 0,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified, legibilityWeight: UILegibilityWeight = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.legibilityWeight = legibilityWeight
    }

    /// A collection with no trait set.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// A collection with only the width class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    /// A collection with only the height class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// A collection with only the legibility weight set.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(userInterfaceStyle: .unspecified, legibilityWeight: legibilityWeight)
    }

    /// A collection with only the idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// The traits of a view with `environment` on the device being rendered: its colour
    /// scheme, contrast, level, display scale, Dynamic Type size, size classes, layout
    /// direction and legibility weight, and the device's idiom (`UIDevice.current`).
    convenience init(environment: EnvironmentValues) {
        func sizeClass(_ value: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
            switch value {
            case .compact: .compact
            case .regular: .regular
            case nil: .unspecified
            }
        }
        self.init(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light,
                  userInterfaceLevel: environment.userInterfaceLevel == .elevated ? .elevated : .base,
                  accessibilityContrast: environment.colorSchemeContrast == .increased ? .high : .normal,
                  displayScale: environment.displayScale,
                  preferredContentSizeCategory: UIContentSizeCategory(environment.dynamicTypeSize),
                  userInterfaceIdiom: UIDevice.current.userInterfaceIdiom,
                  horizontalSizeClass: sizeClass(environment.horizontalSizeClass),
                  verticalSizeClass: sizeClass(environment.verticalSizeClass),
                  layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                  legibilityWeight: environment.legibilityWeight == .bold ? .bold : .regular)
    }

    /// A collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, userInterfaceLevel: .unspecified)
    }

    /// A collection with only the interface level set.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceLevel: userInterfaceLevel)
    }

    /// A collection with only the contrast set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
    }

    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// A collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of `traitCollections` combined: each trait from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T>(_ value: (UITraitCollection) -> T, unless unspecified: T) -> T where T: Equatable {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(userInterfaceStyle: last(\.userInterfaceStyle, unless: .unspecified),
                  userInterfaceLevel: last(\.userInterfaceLevel, unless: .unspecified),
                  accessibilityContrast: last(\.accessibilityContrast, unless: .unspecified),
                  displayScale: last(\.displayScale, unless: 0),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unless: .unspecified),
                  userInterfaceIdiom: last(\.userInterfaceIdiom, unless: .unspecified),
                  horizontalSizeClass: last(\.horizontalSizeClass, unless: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unless: .unspecified),
                  layoutDirection: last(\.layoutDirection, unless: .unspecified),
                  legibilityWeight: last(\.legibilityWeight, unless: .unspecified))
    }

    /// These traits with `style` as their interface style, unless it is `.unspecified`
    /// (`overrideUserInterfaceStyle` of a view or controller).
    func overriding(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The traits colours resolve for outside a view's drawing. Raster: light, normal
    /// contrast, base level (there is no current drawing), the content size category of
    /// the view whose code is running (its environment's Dynamic Type size; Large outside a
    /// host) and the device's idiom.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .base, accessibilityContrast: .normal, displayScale: 1,
                          preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize(of: nil)),
                          userInterfaceIdiom: UIDevice.current.userInterfaceIdiom)
    }

    /// The environment of the view whose code is running (a body, an action, a
    /// representable's make or update), nil outside a host.
    static var runningEnvironment: EnvironmentValues? { (Node.evaluating ?? Node.acting)?.environment }

    /// The Dynamic Type size of `traitCollection`'s category, or, when it is nil or
    /// unspecified, of the view whose code is running (Large outside a host).
    static func dynamicTypeSize(of traitCollection: UITraitCollection?) -> DynamicTypeSize {
        traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? runningEnvironment?.dynamicTypeSize ?? .large
    }

    /// The traits of a view drawn in a `scheme` colour scheme at `contrast` and `level`.
    convenience init(scheme: ColorScheme, contrast: ColorSchemeContrast, level: UserInterfaceLevel) {
        self.init(userInterfaceStyle: scheme == .dark ? .dark : .light,
                  userInterfaceLevel: level == .elevated ? .elevated : .base,
                  accessibilityContrast: contrast == .increased ? .high : .normal)
    }

    /// The colour scheme, contrast and level a colour resolves with for these traits.
    var appearance: (scheme: ColorScheme, contrast: ColorSchemeContrast, level: UserInterfaceLevel) {
        (userInterfaceStyle == .dark ? .dark : .light, accessibilityContrast == .high ? .increased : .standard,
         userInterfaceLevel == .elevated ? .elevated : .base)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.userInterfaceLevel == rhs.userInterfaceLevel
            && lhs.accessibilityContrast == rhs.accessibilityContrast && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.layoutDirection == rhs.layoutDirection
            && lhs.legibilityWeight == rhs.legibilityWeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(userInterfaceLevel)
        hasher.combine(accessibilityContrast)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(layoutDirection)
        hasher.combine(legibilityWeight)
    }

    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), userInterfaceLevel: \(userInterfaceLevel), "
            + "accessibilityContrast: \(accessibilityContrast), displayScale: \(displayScale), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue), userInterfaceIdiom: \(userInterfaceIdiom), "
            + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "layoutDirection: \(layoutDirection), legibilityWeight: \(legibilityWeight))"
    }
}
#endif
