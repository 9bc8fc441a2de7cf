// LocalizedText.swift · Raster/Localization · what a Text made from a LocalizedStringKey or LocalizedStringResource holds until it is resolved
// Status: Complete.

import Foundation

/// A key to look up, the value giving its arguments and untranslated text, and the table and
/// bundle it is looked up in.
struct LocalizedText: Equatable {
    var key: String
    var value: LocalizedStringKey
    var tableName: String?
    var bundle: Bundle?

    init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle?) {
        self.key = key.key
        value = key
        self.tableName = tableName
        self.bundle = bundle
    }

    init(_ resource: LocalizedStringResource) {
        key = resource.key
        value = resource.defaultValue.key
        tableName = resource.table
        bundle = resource.bundle.bundle
    }

    /// The text shown in `environment` (see `LocalizedStringKey.resolved(tableName:bundle:in:)`).
    func resolved(in environment: EnvironmentValues, markingTexts: Bool = false) -> String {
        Localization.resolve(key: key, value: value, table: tableName, bundle: bundle, locale: environment.locale) {
            Localization.text(of: $0, in: environment, markingTexts: markingTexts)
        }
    }
}

extension Text {
    /// Text of a localized string resource, translated for the environment's locale.
    ///
    /// Mirrors SwiftUI's `Text(_:)` of a `LocalizedStringResource` (iOS 16). Raster: the
    /// environment's locale is used, not the resource's `locale`. A string literal picks the
    /// `LocalizedStringKey` form, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: "")
        storage = .localized(LocalizedText(resource))
    }
}
