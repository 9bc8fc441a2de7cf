// OpenTypePairKerning.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Partial — horizontal pair adjustments of the GPOS `kern` feature (lookup type 2,
// formats 1 and 2, also behind type 9 extensions). Ignores device tables, script and
// language selection (the lookups of every `kern` feature record are used) and contextual
// kerning (lookup type 8).
//
// Reads the raw GPOS table as laid out in the OpenType specification, "GPOS — Glyph
// Positioning Table" (§ Lookup Type 2: Pair Adjustment Positioning Subtable) and "OpenType
// Layout Common Table Formats" (coverage and class definition tables). All offsets are from
// the start of the table that holds them; every read is bounds-checked and reads 0 beyond
// the end, so a damaged table gives no kerning rather than a crash.

/// The pair kerning a face's GPOS table defines, answering "how much closer does glyph B
/// sit after glyph A" in design units.
struct OpenTypePairKerning: Sendable {
    /// A pair adjustment subtable: its start in the GPOS bytes and format (1 or 2).
    private struct Subtable: Sendable {
        var offset: Int
        var format: Int
    }

    private let bytes: [UInt8]
    /// Pair subtables grouped by lookup, in lookup-list order.
    private let lookups: [[Subtable]]

    /// Parses `gpos` (the whole table); nil when it has no `kern` pair adjustments.
    init?(gpos: [UInt8]) {
        bytes = gpos
        let reader = ByteReader(bytes: gpos)
        guard reader.u16(0) == 1 else { return nil }
        var lookups: [[Subtable]] = []
        for index in reader.lookupIndices(featureTags: ["kern"]) {
            let subtables = reader.subtables(ofLookup: index, extensionType: 9).compactMap { subtable -> Subtable? in
                let format = reader.u16(subtable.offset)
                return subtable.type == 2 && (format == 1 || format == 2) ? Subtable(offset: subtable.offset, format: format) : nil
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.lookups = lookups
    }

    /// The horizontal adjustment between `left` and `right` in design units: the sum over
    /// the `kern` lookups of the first subtable in each that applies to the pair. The value
    /// is the first glyph's x advance plus the second glyph's x placement.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        let reader = ByteReader(bytes: bytes)
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = pairValue(reader, subtable, left, right) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// The subtable's adjustment for the pair, or nil when the subtable does not apply.
    private func pairValue(_ r: ByteReader, _ s: Subtable, _ left: UInt16, _ right: UInt16) -> Int? {
        let base = s.offset
        guard let coverageIndex = r.coverageIndex(base + r.u16(base + 2), glyph: left) else { return nil }
        let format1 = r.u16(base + 4), format2 = r.u16(base + 6)
        let size1 = ByteReader.valueRecordSize(format1), size2 = ByteReader.valueRecordSize(format2)
        let record: Int
        if s.format == 1 {
            guard coverageIndex < r.u16(base + 8) else { return nil }
            let pairSet = base + r.u16(base + 10 + coverageIndex * 2)
            let stride = 2 + size1 + size2
            // Pair value records are sorted by their second glyph: binary search.
            var low = 0, high = r.u16(pairSet) - 1
            var found: Int?
            while low <= high {
                let mid = (low + high) / 2
                let glyph = r.u16(pairSet + 2 + mid * stride)
                if glyph == Int(right) { found = pairSet + 2 + mid * stride + 2; break }
                if glyph < Int(right) { low = mid + 1 } else { high = mid - 1 }
            }
            guard let found else { return nil }
            record = found
        } else {
            let class1 = r.classValue(base + r.u16(base + 8), glyph: left)
            let class2 = r.classValue(base + r.u16(base + 10), glyph: right)
            let class1Count = r.u16(base + 12), class2Count = r.u16(base + 14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            record = base + 16 + (class1 * class2Count + class2) * (size1 + size2)
        }
        return r.valueField(record, format: format1, bit: 0x0004)
            + r.valueField(record + size1, format: format2, bit: 0x0001)
    }
}
