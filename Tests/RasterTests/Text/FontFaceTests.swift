import Foundation
import Testing
@testable import Raster

@Suite struct FontFaceTests {
    let interRegular = TextFixtures.interFolder + "/Inter-Regular.otf"

    func face(_ path: String) throws -> FontFace {
        let descriptor = try #require(TextFixtures.library.descriptors.first { $0.path == path })
        return try #require(TextFixtures.library.face(for: descriptor))
    }

    @Test func interRegularMetricsAt17PointsComeFromHhea() throws {
        let sfnt = try SFNTFile(path: interRegular)
        let metrics = try face(interRegular).metrics(size: 17)
        let upem = CGFloat(sfnt.unitsPerEm)
        #expect(metrics.unitsPerEm == sfnt.unitsPerEm)
        #expect(metrics.ascent == CGFloat(sfnt.ascender) * 17 / upem)
        #expect(metrics.descent == CGFloat(-sfnt.descender) * 17 / upem)
        #expect(metrics.leading == CGFloat(sfnt.lineGap) * 17 / upem)
        #expect(metrics.lineHeight == metrics.ascent + metrics.descent + metrics.leading)
    }

    @Test func capAndXHeightFallBackToOutlinesWithoutOS2Values() throws {
        // DejaVu Sans has an OS/2 table of version 1, without sCapHeight and sxHeight.
        let dejaVu = try face(TextFixtures.dejaVuFolder + "/DejaVuSans.ttf")
        let h = try #require(dejaVu.glyphIndex(for: "H")), x = try #require(dejaVu.glyphIndex(for: "x"))
        #expect(dejaVu.capHeight == Int(-dejaVu.outlinePath(of: h).boundingRect.minY))
        #expect(dejaVu.xHeight == Int(-dejaVu.outlinePath(of: x).boundingRect.minY))
    }

    @Test func helloAdvanceIsHmtxAdvancesPlusKerning() throws {
        let sfnt = try SFNTFile(path: interRegular)
        let inter = try face(interRegular)
        let ids = try "Hello".unicodeScalars.map { try #require(inter.glyphIndex(for: $0)) }
        var expected: CGFloat = 0
        for (i, id) in ids.enumerated() {
            if i > 0 { expected += CGFloat(inter.kerning(ids[i - 1], id)) * 17 / CGFloat(sfnt.unitsPerEm) }
            expected += CGFloat(sfnt.advance(of: id)) * 17 / CGFloat(sfnt.unitsPerEm)
        }
        let layout = TextLayout("Hello", font: TextFixtures.body, maxWidth: nil, library: TextFixtures.library)
        #expect(layout.faces.map(\.descriptor.path) == [interRegular])
        #expect(layout.size.width == expected)
        #expect(layout.glyphs.map(\.id) == ids)
    }

    @Test func interGPOSKerningMatchesTheFontsPairTables() throws {
        // Cross-checked with fontTools on Inter 3.019 (units per em 2816): the `kern`
        // feature's lookup gives these first-glyph x-advance adjustments.
        let inter = try face(interRegular)
        try #require(inter.version.hasPrefix("Version 3.019"))
        func kern(_ pair: String) throws -> Int {
            let ids = try pair.unicodeScalars.map { try #require(inter.glyphIndex(for: $0)) }
            return inter.kerning(ids[0], ids[1])
        }
        #expect(try kern("AV") == -192)
        #expect(try kern("To") == -224)
        #expect(try kern("LT") == -272)
        #expect(try kern("P.") == -96)
        #expect(try kern("He") == 0)
    }

    @Test func kernTableIsUsedWhenGPOSHasNoKerning() throws {
        // NanumGothic has a `kern` table and no GPOS table.
        let nanum = try face(TextFixtures.nanumFolder + "/NanumGothic.ttf")
        var pairs = 0
        let letters = Array("AVTWYPLaoe.,".unicodeScalars).compactMap { nanum.glyphIndex(for: $0) }
        for l in letters { for r in letters where nanum.kerning(l, r) != 0 { pairs += 1 } }
        #expect(pairs > 0)
    }

    @Test func missingCharactersHaveNoGlyph() throws {
        let inter = try face(interRegular)
        #expect(inter.glyphIndex(for: "한") == nil)
        #expect(inter.glyphIndex(for: "A") != nil)
    }

    @Test func outlineIsInDesignUnitsWithYDown() throws {
        let inter = try face(interRegular)
        let h = try #require(inter.glyphIndex(for: "H"))
        let box = inter.outlinePath(of: h).boundingRect
        #expect(box.maxY == 0)
        #expect(box.minY == -CGFloat(inter.capHeight))
        #expect(box.minX >= 0 && box.maxX <= CGFloat(inter.advance(of: h)))
    }
}
