// Color+Asset.swift · Raster/Paint · mirrors SwiftUI Color(_:bundle:) and Color(_: ColorResource), colours of an asset catalogue (iOS 17)
// Status: Complete — colour sets found as Assets/AssetCatalog.swift describes; the
// appearance is chosen when the colour is drawn.

import Foundation

/// A colour of an asset catalogue: its name and one colour per appearance (luminosity and
/// contrast), chosen from the environment when the colour is resolved.
struct AssetColor: Hashable, Sendable {
    struct Variant: Hashable, Sendable {
        var appearance: AssetAppearance
        var storage: Color.Storage
    }

    let name: String
    /// In the order of the set's `Contents.json`; empty for a missing or unreadable set
    /// (drawn clear).
    let variants: [Variant]

    /// The colour for `scheme` and `contrast` (AssetAppearance.preference), or nil when the
    /// set has none for them.
    func storage(scheme: ColorScheme, contrast: ColorSchemeContrast) -> Color.Storage? {
        AssetAppearance.best(variants.map { ($0.appearance, $0.storage) }, scheme: scheme, contrast: contrast).first
    }
}

extension Color {
    /// Creates a color from a color set that you indicate by name.
    ///
    /// Raster: the colour set `name` (`Name.colorset`, or `Group/Name` inside a folder that
    /// provides a namespace) is looked up in the asset catalogues (`.xcassets` folders) of
    /// `bundle`'s resources — when nil, of the main bundle and of every SwiftPM resource
    /// bundle beside the executable, which holds a target's `Bundle.module` — then of the
    /// folders of `RASTER_ASSET_PATH` (colon-separated) and of the current directory; the
    /// first catalogue with the name wins. The set is read once; which of its colours is used
    /// (any, light, dark, and their high-contrast variants) is decided when the colour is
    /// drawn, from the environment's `colorScheme` and `colorSchemeContrast`, as in SwiftUI.
    /// A name found nowhere prints one warning naming the name and where it looked, and the
    /// colour is clear, as SwiftUI's is (it logs "No color named '…' found in asset catalog").
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .asset(AssetColor.named(name, bundle: bundle)))
    }

    /// Initialize a `Color` with a color resource.
    ///
    /// Raster: the resource's name is looked up in its bundle as `init(_:bundle:)` does.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension AssetColor {
    /// The colour set `name` from the catalogues `bundle` leads to, or an empty colour after
    /// a warning.
    static func named(_ name: String, bundle: Bundle?) -> AssetColor {
        let folders = AssetCatalog.searchFolders(bundle: bundle)
        let catalogs = AssetCatalog.catalogs(in: folders)
        if let found = find(name, in: catalogs) { return found }
        warnOnce("no color named '\(name)' was found in an asset catalogue (\(AssetCatalog.placesLooked(catalogs, folders: folders))); "
                 + "it is drawn clear, as in SwiftUI. Add \(name).colorset to a catalogue listed in your target's resources "
                 + "(and pass bundle: .module), or add the catalogue's folder to RASTER_ASSET_PATH")
        return AssetColor(name: name, variants: [])
    }

    /// The colour set `name` of the first of `catalogs` that has it, or nil.
    static func find(_ name: String, in catalogs: [AssetCatalog]) -> AssetColor? {
        for catalog in catalogs {
            if let set = catalog.colorSets[name] { return ColorSet.color(at: set, name: name) }
        }
        return nil
    }
}
