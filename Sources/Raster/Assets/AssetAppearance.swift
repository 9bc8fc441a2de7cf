// AssetAppearance.swift · Raster/Assets · the appearance a colour or image set entry is for (luminosity, contrast) and how one is chosen
// Status: Complete for iOS's luminosity (any, light, dark) and contrast (any, high)
// appearances; other traits (gamut, idiom-specific sizes) are not read.

import Foundation

/// The appearance an entry of a colour or image set's `Contents.json` is for: its
/// `appearances` array, as Xcode writes it (`{"appearance": "luminosity", "value": "dark"}`,
/// `{"appearance": "contrast", "value": "high"}`). No entry means "any".
struct AssetAppearance: Hashable, Sendable {
    /// `.light` or `.dark` for a luminosity appearance, nil for "any".
    var luminosity: ColorScheme?
    /// Whether the entry is for increased contrast (`contrast: high`).
    var highContrast = false

    /// The appearance of a `Contents.json` entry, or nil when it names an appearance Raster
    /// does not know (such an entry is never chosen).
    init?(entry: [String: Any]) {
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("luminosity", "any"): luminosity = nil
            case ("contrast", "high"): highContrast = true
            default: return nil
            }
        }
    }

    init(luminosity: ColorScheme?, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// The appearances to try for `scheme` and `contrast`, best first: the scheme's own
    /// luminosity before "any", and within each, high contrast (when increased) before
    /// standard. So a dark, increased-contrast environment tries dark + high, dark,
    /// any + high, any — the order iOS's trait matching gives (a luminosity match outranks a
    /// contrast match; "any" is the fallback of every trait).
    static func preference(scheme: ColorScheme, contrast: ColorSchemeContrast) -> [AssetAppearance] {
        let contrasts = contrast == .increased ? [true, false] : [false]
        return [scheme, nil].flatMap { luminosity in
            contrasts.map { AssetAppearance(luminosity: luminosity, highContrast: $0) }
        }
    }

    /// Of `entries` (each with its appearance), the ones for the best appearance available
    /// in `scheme` and `contrast`; empty when none fits (a set with only a dark entry, drawn
    /// light).
    static func best<Entry>(_ entries: [(appearance: AssetAppearance, entry: Entry)], scheme: ColorScheme,
                            contrast: ColorSchemeContrast) -> [Entry] {
        for wanted in preference(scheme: scheme, contrast: contrast) {
            let matching = entries.filter { $0.appearance == wanted }.map(\.entry)
            if !matching.isEmpty { return matching }
        }
        return []
    }
}

/// Whether an entry's idiom is one an iPhone uses: `universal` or `iphone` (entries for the
/// iPad, Mac, Watch, TV and car are skipped).
func assetIdiomIsForIPhone(_ entry: [String: Any]) -> Bool {
    let idiom = entry["idiom"] as? String ?? "universal"
    return idiom == "universal" || idiom == "iphone"
}
