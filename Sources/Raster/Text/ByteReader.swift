// ByteReader.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Complete — the reads the GPOS kerning and GSUB ligature readers share.
//
// Formats from the OpenType specification, "OpenType Layout Common Table Formats"
// (feature and lookup lists, coverage and class definition tables) and "GPOS" (value
// records). Every read is
// bounds-checked and reads 0 beyond the end, so a damaged table gives no result, not a crash.

/// Bounds-checked big-endian reads from an OpenType table.
struct ByteReader {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func s16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }

    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    func tag(_ offset: Int) -> String {
        guard offset >= 0, offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// The lookup indices, ascending and below the lookup count, of every feature record
    /// tagged one of `tags` in the GSUB or GPOS table these bytes hold (its feature list
    /// offset at 6, lookup list offset at 8). Script and language records are not consulted.
    func lookupIndices(featureTags tags: Set<String>) -> [Int] {
        let featureList = u16(6)
        var indices = Set<Int>()
        for i in 0..<u16(featureList) {
            let record = featureList + 2 + i * 6
            guard tags.contains(tag(record)) else { continue }
            let feature = featureList + u16(record + 4)
            for j in 0..<u16(feature + 2) { indices.insert(u16(feature + 4 + j * 2)) }
        }
        let lookupCount = u16(u16(8))
        return indices.filter { $0 < lookupCount }.sorted()
    }

    /// The subtables of lookup `index` (GSUB or GPOS): each one's lookup type and start,
    /// looking through extension subtables (format 1) of `extensionType` (7 in GSUB, 9 in
    /// GPOS) to the subtable they point at.
    func subtables(ofLookup index: Int, extensionType: Int) -> [(type: Int, offset: Int)] {
        let lookupList = u16(8)
        let lookup = lookupList + u16(lookupList + 2 + index * 2)
        let type = u16(lookup)
        return (0..<u16(lookup + 4)).map { k in
            let offset = lookup + u16(lookup + 6 + k * 2)
            if type == extensionType, u16(offset) == 1 { return (u16(offset + 2), offset + u32(offset + 4)) }
            return (type, offset)
        }
    }

    /// Bytes in a value record of `format`: two per field bit set in the low byte.
    static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The signed field `bit` of the value record at `offset`, or 0 when the format lacks it.
    /// Fields are stored in bit order, so the field's position is the count of lower bits.
    func valueField(_ offset: Int, format: Int, bit: Int) -> Int {
        guard format & bit != 0 else { return 0 }
        return s16(offset + (format & (bit - 1)).nonzeroBitCount * 2)
    }

    /// The coverage index of `glyph` in the coverage table at `offset`, or nil.
    func coverageIndex(_ offset: Int, glyph: UInt16) -> Int? {
        let g = Int(glyph)
        switch u16(offset) {
        case 1:
            var low = 0, high = u16(offset + 2) - 1
            while low <= high {
                let mid = (low + high) / 2, value = u16(offset + 4 + mid * 2)
                if value == g { return mid }
                if value < g { low = mid + 1 } else { high = mid - 1 }
            }
        case 2:
            var low = 0, high = u16(offset + 2) - 1
            while low <= high {
                let mid = (low + high) / 2, range = offset + 4 + mid * 6
                let start = u16(range), end = u16(range + 2)
                if g < start { high = mid - 1 } else if g > end { low = mid + 1 } else { return u16(range + 4) + g - start }
            }
        default: break
        }
        return nil
    }

    /// The class of `glyph` in the class definition table at `offset`; 0 when unlisted.
    func classValue(_ offset: Int, glyph: UInt16) -> Int {
        let g = Int(glyph)
        switch u16(offset) {
        case 1:
            let start = u16(offset + 2), count = u16(offset + 4)
            return g >= start && g < start + count ? u16(offset + 6 + (g - start) * 2) : 0
        case 2:
            var low = 0, high = u16(offset + 2) - 1
            while low <= high {
                let mid = (low + high) / 2, range = offset + 4 + mid * 6
                let start = u16(range), end = u16(range + 2)
                if g < start { high = mid - 1 } else if g > end { low = mid + 1 } else { return u16(range + 4) }
            }
            return 0
        default:
            return 0
        }
    }
}
