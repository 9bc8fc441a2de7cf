// OpenTypeLigatures.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Partial — GSUB ligature substitution (lookup type 4, also behind type 7
// extensions) of the `ccmp`, `liga`, `clig` and `rlig` features, which is how emoji fonts
// (Noto Color Emoji) map ZWJ sequences, skin tones, keycaps and flags to one glyph. Ignores
// script and language selection (the lookups of every such feature record are used), lookup
// flags (no glyph is skipped while matching) and every other lookup type (contextual and
// chaining substitutions, single and multiple substitutions).
//
// Reads the raw GSUB table as laid out in the OpenType specification, "GSUB — Glyph
// Substitution Table" (§ Lookup Type 4: Ligature Substitution Subtable, § Lookup Type 7:
// Extension Substitution), with the common coverage format of ByteReader.swift.

/// The ligatures a face's GSUB table defines, applied to a run of glyphs.
struct OpenTypeLigatures: Sendable {
    /// One ligature: the glyphs after the first that it replaces, and the glyph it becomes.
    private struct Ligature: Sendable {
        var components: [UInt16]
        var glyph: UInt16
    }

    /// Per lookup in lookup-list order: the ligatures starting with each first glyph, in the
    /// font's order of preference (the first that matches applies).
    private let lookups: [[UInt16: [Ligature]]]

    /// The features whose ligature lookups a shaper applies by default to horizontal text.
    private static let features: Set<String> = ["ccmp", "liga", "clig", "rlig"]

    /// Parses `gsub` (the whole table); nil when it has no ligature substitutions.
    init?(gsub: [UInt8]) {
        let reader = ByteReader(bytes: gsub)
        guard reader.u16(0) == 1 else { return nil }
        var lookups: [[UInt16: [Ligature]]] = []
        for index in reader.lookupIndices(featureTags: OpenTypeLigatures.features) {
            var table: [UInt16: [Ligature]] = [:]
            for subtable in reader.subtables(ofLookup: index, extensionType: 7)
            where subtable.type == 4 && reader.u16(subtable.offset) == 1 {
                OpenTypeLigatures.read(subtable: subtable.offset, reader, into: &table)
            }
            if !table.isEmpty { lookups.append(table) }
        }
        guard !lookups.isEmpty else { return nil }
        self.lookups = lookups
    }

    /// Replaces every run of `glyphs` that a ligature lists by the ligature glyph, lookup by
    /// lookup, left to right, as a shaper does for one run of one face.
    func apply(to glyphs: inout [UInt32]) {
        for table in lookups {
            var i = 0
            while i < glyphs.count {
                if let first = UInt16(exactly: glyphs[i]), let candidates = table[first],
                   let match = candidates.first(where: { matches($0.components, glyphs, after: i) }) {
                    glyphs.replaceSubrange(i...(i + match.components.count), with: [UInt32(match.glyph)])
                }
                i += 1
            }
        }
    }

    private func matches(_ components: [UInt16], _ glyphs: [UInt32], after i: Int) -> Bool {
        guard i + components.count < glyphs.count else { return false }
        for (k, component) in components.enumerated() where glyphs[i + 1 + k] != UInt32(component) { return false }
        return true
    }

    /// Adds the ligatures of the format 1 ligature subtable at `offset` to `table`, after
    /// those of earlier subtables (which take precedence).
    private static func read(subtable offset: Int, _ reader: ByteReader, into table: inout [UInt16: [Ligature]]) {
        let firstGlyphs = reader.coverageGlyphs(offset + reader.u16(offset + 2))
        let setCount = reader.u16(offset + 4)
        for (index, first) in firstGlyphs.enumerated() where index < setCount {
            let set = offset + reader.u16(offset + 6 + index * 2)
            for l in 0..<reader.u16(set) {
                let ligature = set + reader.u16(set + 2 + l * 2)
                let componentCount = reader.u16(ligature + 2)
                guard componentCount >= 1 else { continue }
                let components = (0..<(componentCount - 1)).map { UInt16(reader.u16(ligature + 4 + $0 * 2)) }
                table[UInt16(first), default: []].append(Ligature(components: components,
                                                                  glyph: UInt16(reader.u16(ligature))))
            }
        }
    }
}

private extension ByteReader {
    /// The glyphs of the coverage table at `offset`, in coverage-index order.
    func coverageGlyphs(_ offset: Int) -> [Int] {
        switch u16(offset) {
        case 1:
            return (0..<u16(offset + 2)).map { u16(offset + 4 + $0 * 2) }
        case 2:
            var glyphs: [Int] = []
            for r in 0..<u16(offset + 2) {
                let range = offset + 4 + r * 6
                let start = u16(range), end = u16(range + 2)
                if end >= start { glyphs += Array(start...end) }
            }
            return glyphs
        default:
            return []
        }
    }
}
