// String+Localized.swift · Raster/Localization · Foundation's String(localized:), String.LocalizationValue and LocalizedStringResource, which Linux's Foundation lacks
// Status: Partial — lookup as LocalizationLookup.swift describes (Foundation on Apple
// platforms reads the compiled tables of the app bundle); no `String.LocalizationOptions`,
// no `LocalizedStringResource` in other processes.
//
// swift-corelibs-foundation (Swift 6.3 on Linux) has none of these, so Raster declares them
// with Foundation's names, labels and defaults (iOS 15/16), to let view files that use them
// compile unchanged. Where Foundation gains them, these must go (a module's own declaration
// would shadow Foundation's).

import Foundation

extension String {
    /// A localized string's key and default value, written as a string literal whose
    /// interpolations become format specifiers and arguments: `"\(count) items"` is the key
    /// `"%lld items"` with `count` as its argument.
    ///
    /// Mirrors Foundation's `String.LocalizationValue` (iOS 15). Raster: its interpolations
    /// are `LocalizedStringKey`'s (`%lld` for `Int`, `%lf` for `Double`, `%@` for strings).
    public struct LocalizationValue: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

        let key: LocalizedStringKey

        /// A value with no interpolations: `value` is the key and the default text.
        public init(_ value: String) { key = LocalizedStringKey(value) }

        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }

        public init(stringInterpolation: StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation) }
    }

    /// Creates a localized string from an interpolated string: `keyAndValue`'s key looked up
    /// in `table` (nil or empty: "Localizable") of `bundle` (nil: the main bundle) for
    /// `locale`, its arguments formatted in; the key's own text when no table has it.
    ///
    /// Mirrors Foundation's `init(localized:table:bundle:locale:comment:)` (iOS 15). Raster:
    /// the lookup order and search path are LocalizationLookup.swift's; `locale` defaults to
    /// `Locale.current`, the process's, not a view's environment locale.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Localization.resolve(key: keyAndValue.key.key, value: keyAndValue.key, table: table, bundle: bundle, locale: locale)
    }

    /// Creates a localized string from a static key: `key` looked up as
    /// `init(localized:table:bundle:locale:comment:)` does, `defaultValue` (formatted) when
    /// no table has it.
    ///
    /// Mirrors Foundation's `init(localized:defaultValue:table:bundle:locale:comment:)` (iOS 15).
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Localization.resolve(key: "\(key)", value: defaultValue.key, table: table, bundle: bundle, locale: locale)
    }

    /// Creates a localized string from a localized string resource, in the resource's locale.
    ///
    /// Mirrors Foundation's `init(localized:)` (iOS 16).
    public init(localized resource: LocalizedStringResource) {
        self = Localization.resolve(key: resource.key, value: resource.defaultValue.key, table: resource.table,
                                    bundle: resource.bundle.bundle, locale: resource.locale)
    }
}

extension Localization {
    /// `Localization.resolve` outside any view: `%@` arguments written in an environment of
    /// `locale` alone.
    static func resolve(key: String, value: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale) -> String {
        var environment = EnvironmentValues()
        environment.locale = locale
        return resolve(key: key, value: value, table: table, bundle: bundle, locale: locale) { text(of: $0, in: environment) }
    }
}

/// A reference to a localizable string: its key, default value, table, bundle and locale,
/// resolved later (by `String(localized:)` or a `Text`).
///
/// Mirrors Foundation's `LocalizedStringResource` (iOS 16). Raster: `Text(_:)` of a resource
/// translates it for the environment's locale, not the resource's `locale`.
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// Where a resource's strings are: a bundle described so that another process could find it.
    public enum BundleDescription: Equatable, Sendable {
        /// The main bundle (and, in Raster, RASTER_LOCALIZATION_PATH).
        case main
        /// The bundle that contains `AnyClass`'s code.
        case forClass(AnyClass)
        /// The bundle at a file URL.
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): return true
            case (.forClass(let a), .forClass(let b)): return a == b
            case (.atURL(let a), .atURL(let b)): return a == b
            default: return false
            }
        }

        /// The bundle described; nil for the main bundle, whose search path Raster extends.
        var bundle: Bundle? {
            switch self {
            case .main: return nil
            case .forClass(let type): return Bundle(for: type)
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// The text when no table has the key, and the arguments of its format specifiers.
    public var defaultValue: String.LocalizationValue
    /// The table looked in; nil is "Localizable".
    public var table: String?
    /// The locale `String(localized:)` translates it for. Default `Locale.current`.
    public var locale: Locale
    /// The bundle looked in. Default `.main`.
    public var bundle: BundleDescription

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a static key and a separate default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: StringInterpolation) { self.init(String.LocalizationValue(stringInterpolation: stringInterpolation)) }
}
