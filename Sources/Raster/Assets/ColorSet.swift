// ColorSet.swift · Raster/Assets · reads a colour set (`Name.colorset/Contents.json`) as Xcode writes it
// Status: Complete for components in sRGB, extended sRGB, extended linear sRGB, Display P3 and
// grey (gamma 2.2), written as floats, 8-bit integers or hexadecimal, and for references to the
// iOS system colours Raster has; other colour spaces are read as sRGB with a warning.
//
// The format, as Xcode 15 writes it:
//   {"colors": [{"idiom": "universal",
//                "appearances": [{"appearance": "luminosity", "value": "dark"}],   // optional
//                "color": {"color-space": "display-p3",
//                          "components": {"red": "0.200", "green": "128", "blue": "0xFF", "alpha": "1.000"}}}],
//    "info": {"author": "xcode", "version": 1}}
// Xcode's colour inspector writes a component as "Floating point (0.0–1.0)" ("0.502"),
// "8-bit (0–255)" ("128") or "8-bit Hexadecimal" ("0x80"); alpha is always a float. A
// reference to a system colour is {"platform": "ios", "reference": "systemBlueColor"}.

import Foundation

enum ColorSet {
    /// Colour sets already read, by folder path and name: each is read once per process.
    private static let colorsRead = LRUCache<String, AssetColor>(capacity: 256)

    /// The colour set folder `folder` as the colour named `name`, read once.
    static func color(at folder: URL, name: String) -> AssetColor {
        colorsRead.value(for: folder.path + "\u{0}" + name) { read(folder, name: name) }
    }

    /// The colour set folder `folder`, read as the colour named `name`: one colour per
    /// appearance. A file that cannot be read or parsed, or entries without a colour, give a
    /// warning naming the file and leave those appearances out (a colour with none is clear).
    static func read(_ folder: URL, name: String) -> AssetColor {
        let file = folder.appendingPathComponent("Contents.json")
        guard let json = AssetCatalog.setContents(of: folder, set: "the colour set '\(name)'",
                                                  consequence: "Color(\"\(name)\") is drawn clear") else {
            return AssetColor(name: name, variants: [])
        }
        var variants: [AssetColor.Variant] = []
        // An entry for the iPhone idiom comes before a universal one of the same appearance.
        let entries = (json["colors"] as? [[String: Any]] ?? []).filter(assetIdiomIsForIPhone)
            .sorted { ($0["idiom"] as? String == "iphone" ? 0 : 1) < ($1["idiom"] as? String == "iphone" ? 0 : 1) }
        for entry in entries {
            guard let appearance = AssetAppearance(entry: entry),
                  !variants.contains(where: { $0.appearance == appearance }) else { continue }
            guard let color = entry["color"] as? [String: Any] else {
                warnOnce("the colour set '\(name)' (\(file.path)) has an entry without a \"color\"; it is skipped")
                continue
            }
            if let storage = storage(of: color, name: name, file: file) {
                variants.append(AssetColor.Variant(appearance: appearance, storage: storage))
            }
        }
        if variants.isEmpty {
            warnOnce("the colour set '\(name)' (\(file.path)) has no colour for an iPhone (idiom universal or iphone); "
                     + "Color(\"\(name)\") is drawn clear")
        }
        return AssetColor(name: name, variants: variants)
    }

    /// The colour of one entry's `color` object, or nil after a warning.
    private static func storage(of color: [String: Any], name: String, file: URL) -> Color.Storage? {
        if let reference = color["reference"] as? String {
            guard let system = systemColor(reference) else {
                warnOnce("the colour set '\(name)' (\(file.path)) refers to the system colour '\(reference)', which Raster "
                         + "does not have; that appearance is skipped. Give the colour's components instead")
                return nil
            }
            return system
        }
        guard let components = color["components"] as? [String: Any] else {
            warnOnce("the colour set '\(name)' (\(file.path)) has a colour without \"components\"; that appearance is skipped")
            return nil
        }
        func value(_ key: String, default fallback: Double) -> Double {
            guard let raw = components[key] else {
                warnOnce("the colour set '\(name)' (\(file.path)) has a colour without a \"\(key)\" component; \(fallback) is used")
                return fallback
            }
            guard let parsed = component(raw, isAlpha: key == "alpha") else {
                warnOnce("the colour set '\(name)' (\(file.path)) has a \"\(key)\" component '\(raw)' that is not a number "
                         + "(write 0.0–1.0, 0–255 or 0x00–0xFF); \(fallback) is used")
                return fallback
            }
            return parsed
        }
        let alpha = value("alpha", default: 1)
        let space = color["color-space"] as? String ?? "srgb"
        switch space {
        case "gray-gamma-22", "extended-gray":
            // Grey gamma 2.2: linear light is white^2.2 (sign kept for extended values).
            let white = value("white", default: 0)
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
            return Color(.sRGBLinear, white: linear, opacity: alpha).storage
        default:
            let colorSpace: Color.RGBColorSpace
            switch space {
            case "srgb", "extended-srgb": colorSpace = .sRGB
            case "display-p3": colorSpace = .displayP3
            case "extended-linear-srgb": colorSpace = .sRGBLinear
            default:
                warnOnce("the colour set '\(name)' (\(file.path)) uses the colour space '\(space)', which Raster does not "
                         + "read; its components are taken as sRGB. Use sRGB or Display P3")
                colorSpace = .sRGB
            }
            return Color(colorSpace, red: value("red", default: 0), green: value("green", default: 0),
                         blue: value("blue", default: 0), opacity: alpha).storage
        }
    }

    /// A component as Xcode writes it: "0x80" (hexadecimal byte), "128" (decimal byte), or
    /// "0.502" (float, 0–1 or beyond for extended ranges). An alpha written as a bare "0" or
    /// "1" is a float. JSON numbers are floats when at most 1, else bytes.
    static func component(_ raw: Any, isAlpha: Bool = false) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) {
            let v = number.doubleValue
            return v > 1 ? v / 255 : v
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || text.contains("e") || text.contains("E") {
            return Double(text)
        }
        guard let integer = Int(text) else { return nil }
        return isAlpha && integer <= 1 ? Double(integer) : Double(integer) / 255
    }

    /// The colour a `reference` names (UIKit's names, as Xcode writes them), when Raster has it.
    static func systemColor(_ reference: String) -> Color.Storage? {
        let names: [String: SystemColor] = [
            "labelColor": .primary, "secondaryLabelColor": .secondary, "tertiaryLabelColor": .tertiary,
            "quaternaryLabelColor": .quaternary, "systemFillColor": .primaryFill, "secondarySystemFillColor": .secondaryFill,
            "tertiarySystemFillColor": .tertiaryFill, "quaternarySystemFillColor": .quaternaryFill,
            "separatorColor": .separator, "systemBackgroundColor": .systemBackground,
            "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground, "systemGray4Color": .systemGray4,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground, "opaqueSeparatorColor": .opaqueSeparator,
            "linkColor": .link, "placeholderTextColor": .placeholderText, "systemGray2Color": .systemGray2,
            "systemGray3Color": .systemGray3, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        ]
        if let system = names[reference] { return .system(system) }
        switch reference {
        case "whiteColor": return Color.white.storage
        case "blackColor": return Color.black.storage
        case "clearColor": return Color.clear.storage
        default: break
        }
        // systemRedColor … systemGrayColor: the palette colours.
        guard reference.hasPrefix("system"), reference.hasSuffix("Color") else { return nil }
        let hue = reference.dropFirst("system".count).dropLast("Color".count).lowercased()
        guard let system = SystemColor(rawValue: hue), system.isPaletteHue else { return nil }
        return .system(system)
    }
}

extension SystemColor {
    /// Whether the colour is one of the palette's hues (`.red` … `.gray`), named
    /// `systemRedColor` … in UIKit.
    var isPaletteHue: Bool {
        switch self {
        case .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray: return true
        default: return false
        }
    }
}
