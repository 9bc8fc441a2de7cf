// Invocation+Values.swift · RendershotKit · the values rendershot's options accept
// Status: Complete.
//
// Numbers are decimal (`3`, `0.5`); NaN, infinities, hexadecimal and empty text are refused.
// Each option's accepted form, as error messages state it, is in `expectedValue`.

import Foundation
import Raster

extension Invocation {
    /// The smallest scale rendershot renders at, pixels per point: smaller ones cannot be
    /// recorded in a PNG's pHYs chunk (under one pixel per metre from about 0.0002), and a
    /// 390-point window is then under 4 pixels wide.
    static let minimumScale = 0.01

    /// What `option` accepts, as error messages say it.
    static func expectedValue(of option: String, command: String) -> String {
        switch option {
        case "--out": return command == "diff" ? "a PNG file path for the diff image" : "a directory path"
        case "--size": return "WIDTHxHEIGHT in points, both positive and at most 100000, e.g. 390x844"
        case "--scale": return "a number of pixels per point from 0.01 to 16, e.g. 2"
        case "--color-scheme": return "light or dark"
        case "--layout-direction": return "ltr or rtl (or leftToRight, rightToLeft)"
        case "--dynamic-type": return "a Dynamic Type size, one of: " + DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")
        case "--locale":
            return "a locale identifier: an ISO 639 language code, optionally a script and an ISO 3166 region, "
                + "e.g. fr_FR, ko_KR, pt-BR, zh-Hant_TW"
        case "--format": return "png or svg"
        case "--jobs": return "a whole number of threads from 1 to 64, e.g. 4"
        case "--shard": return "INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, e.g. 2/4"
        case "--fps": return "frames per second from 0.01 (a frame every 100 s) to 240, e.g. 30"
        case "--duration": return "seconds from 0 to 600, e.g. 1.5"
        case "--apng", "--contact-sheet": return "a PNG file path"
        case "--frames": return "a directory path for one PNG per frame"
        case "--module": return "a module name, e.g. MyViews"
        case "--against": return "the folder of the previews' reference PNGs, e.g. Snapshots/previews"
        case "--artifacts": return "the artifacts folder of a snapshot run, e.g. .build/snapshot-artifacts"
        case "--references": return "the folder of reference files, e.g. Snapshots"
        case "--device":
            return "a device name (case and spaces ignored; the generation may be left out; add 'landscape' to turn it), one of: "
                + Device.presets.map(\.name).joined(separator: ", ")
        default: return "a value"
        }
    }

    /// A layout direction: `ltr`/`leftToRight` or `rtl`/`rightToLeft`, any case; nil otherwise.
    static func parseLayoutDirection(_ text: String) -> LayoutDirection? {
        switch text.lowercased() {
        case "ltr", "lefttoright": return .leftToRight
        case "rtl", "righttoleft": return .rightToLeft
        default: return nil
        }
    }

    /// Points in `WIDTHxHEIGHT` form, both positive, finite and at most 100 000; nil otherwise.
    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = parseNumber(String(parts[0]), above: 0, upTo: 100_000),
              let height = parseNumber(String(parts[1]), above: 0, upTo: 100_000) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A decimal number in (lower, upper]; nil otherwise.
    static func parseNumber(_ text: String, above lower: Double, upTo upper: Double) -> Double? {
        guard let value = decimal(text), value > lower, value <= upper else { return nil }
        return value
    }

    /// A decimal number in [lower, upper]; nil otherwise.
    static func parseNumber(_ text: String, from lower: Double, upTo upper: Double) -> Double? {
        guard let value = decimal(text), value >= lower, value <= upper else { return nil }
        return value
    }

    /// `text` as a finite decimal number: digits with an optional sign, point and exponent.
    private static func decimal(_ text: String) -> Double? {
        let allowed = Set("0123456789.+-eE")
        guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The `DynamicTypeSize` named as SwiftUI names its case (`xSmall` … `accessibility5`,
    /// case ignored); nil otherwise.
    static func parseDynamicTypeSize(_ text: String) -> DynamicTypeSize? {
        DynamicTypeSize.allCases.first { "\($0)".lowercased() == text.lowercased() }
    }

    /// The locale of an identifier such as `fr_FR`, `pt-BR` or `zh-Hant_TW`: a known ISO 639
    /// language code, then optionally a four-letter script and a known ISO 3166 region
    /// (separated by `_` or `-`); nil otherwise (Foundation accepts any text as an identifier).
    static func parseLocale(_ text: String) -> Locale? {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }.map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              Locale.LanguageCode.isoLanguageCodes.contains(Locale.LanguageCode(language.lowercased())) else { return nil }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) { rest = rest.dropFirst() }
        if let region = rest.first {
            guard Locale.Region.isoRegions.contains(Locale.Region(region.uppercased())) else { return nil }
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? Locale(identifier: text) : nil
    }

    /// `INDEX/COUNT` with 1 ≤ INDEX ≤ COUNT ≤ 10 000; nil otherwise.
    static func parseShard(_ text: String) -> Shard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000, index >= 1, index <= count
        else { return nil }
        return Shard(index: index, count: count)
    }
}

/// The name in `names` closest to `name` by edit distance, letter case aside (a name in
/// other capitals, `STATE-COUNTER`, is 0 edits from `state-counter`), if it is close enough
/// to be a typo (at most 2 edits, or a third of the name's length); ties go to the earlier
/// name.
func closestName(to name: String, in names: [String]) -> String? {
    var best: (name: String, distance: Int)?
    let lowered = name.lowercased()
    for candidate in names {
        let distance = editDistance(lowered, candidate.lowercased())
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, name.count / 3) else { return nil }
    return best.name
}

/// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

extension Invocation {
    /// `--matrix`: one invocation per combination of the axis options' values (the first
    /// axis varying slowest), each with its variant name, such as `iPhone15-dark`: the device's
    /// file name, then each other axis's value as given. Without `--matrix`, this invocation
    /// alone with an empty name.
    func combinations() throws -> [(name: String, invocation: Invocation)] {
        guard matrix else { return [("", self)] }
        var result: [(name: String, invocation: Invocation)] = [("", self)]
        for option in Self.axisOptions {
            guard let values = axisValues[option] else { continue }
            result = try result.flatMap { base in
                try values.map { value in
                    var combined = base.invocation
                    try combined.set(option, to: value, command: "render")
                    let part = option == "--device" ? (combined.device?.fileName ?? value) : value
                    return (base.name.isEmpty ? part : base.name + "-" + part, combined)
                }
            }
        }
        return result
    }
}
