import Testing
@testable import Raster

/// Hand-built GPOS tables (OpenType spec, GPOS lookup type 2) with known answers.
@Suite struct OpenTypePairKerningTests {
    /// A GPOS table with one `kern` feature over one lookup of `type` holding `subtable`.
    static func gpos(lookupType type: Int, subtable: [UInt8]) -> [UInt8] {
        // Header (10 bytes), ScriptList at 10 (empty: 2), FeatureList at 12, LookupList at 26.
        var bytes = words([1, 0, 10, 12, 26])
        bytes += words([0])                                            // ScriptList: no scripts
        bytes += words([1]) + Array("kern".utf8) + words([8])          // FeatureList, feature at +8
        bytes += words([0, 1, 0])                                      // Feature: lookup 0
        bytes += words([1, 4])                                         // LookupList: lookup at +4
        bytes += words([type, 0, 1, 8])                                // Lookup: subtable at +8
        return bytes + subtable
    }

    @Test func format1FindsPairsInSortedPairSets() throws {
        // Coverage {5, 9}; value format 1 = XAdvance (4); value format 2 = none.
        let coverage = words([1, 2, 5, 9])
        let set5 = words([2, 7, -50 & 0xFFFF, 12, 30])                   // (5,7) −50, (5,12) +30
        let set9 = words([1, 5, -80 & 0xFFFF])                           // (9,5) −80
        let coverageOffset = 14                                          // after the 7-word header
        let set5Offset = coverageOffset + coverage.count, set9Offset = set5Offset + set5.count
        let subtable = words([1, coverageOffset, 4, 0, 2, set5Offset, set9Offset]) + coverage + set5 + set9
        let kerning = try #require(OpenTypePairKerning(gpos: Self.gpos(lookupType: 2, subtable: subtable)))
        #expect(kerning.adjustment(5, 7) == -50)
        #expect(kerning.adjustment(5, 12) == 30)
        #expect(kerning.adjustment(9, 5) == -80)
        #expect(kerning.adjustment(5, 9) == 0)
        #expect(kerning.adjustment(7, 5) == 0)
    }

    @Test func format2ReadsTheClassMatrixBehindAnExtension() throws {
        // Class 1 of glyphs 20...21 (format 2 class def), class 2 of glyph 30 (format 1).
        // Value format 1 = XPlacement | XAdvance (0x5), so XAdvance is the record's 2nd word.
        let coverage = words([2, 1, 20, 21, 0])
        let classDef1 = words([2, 1, 20, 21, 1])
        let classDef2 = words([1, 30, 1, 1])
        let header = 16
        let matrix = words([0, 0, 0, 0,  0, 0, 7, -120 & 0xFFFF])      // [class1][class2] (xPla, xAdv)
        let coverageOffset = header + matrix.count
        let class1Offset = coverageOffset + coverage.count, class2Offset = class1Offset + classDef1.count
        let pairPos = words([2, coverageOffset, 5, 0, class1Offset, class2Offset, 2, 2]) + matrix + coverage
            + classDef1 + classDef2
        let extensionSubtable = words([1, 2, 0, 8]) + pairPos            // type 9 → type 2 at +8
        let kerning = try #require(OpenTypePairKerning(gpos: Self.gpos(lookupType: 9, subtable: extensionSubtable)))
        #expect(kerning.adjustment(20, 30) == -120)
        #expect(kerning.adjustment(21, 30) == -120)
        #expect(kerning.adjustment(21, 31) == 0)
        #expect(kerning.adjustment(19, 30) == 0)
    }

    @Test func tablesWithoutKernLookupsOrDamagedGiveNil() {
        #expect(OpenTypePairKerning(gpos: []) == nil)
        #expect(OpenTypePairKerning(gpos: Self.gpos(lookupType: 1, subtable: words([1, 0, 0]))) == nil)
        #expect(OpenTypePairKerning(gpos: Array(Self.gpos(lookupType: 2, subtable: []).prefix(20))) == nil)
    }
}
