// FontSynthesisTests.swift · RasterTests/Text · synthetic bold and oblique: Text/FontSynthesis.swift
// "DejaVu Math TeX Gyre" (fonts-dejavu-core, CI) is a family of one Regular face, so bold and
// italic text in it is synthesized; Inter has every weight and italic, so it never is.

import Foundation
import Testing
@testable import Raster

@Suite struct FontSynthesisTests {
    let library = TextFixtures.library
    let family = "DejaVu Math TeX Gyre"

    func font(bold: Bool = false, italic: Bool = false, size: CGFloat = 40) -> Font.Resolved {
        var font = Font.custom(family, size: size).resolved
        if bold { font.weight = .bold }
        font.italic = italic
        return font
    }

    func face(_ font: Font.Resolved) throws -> FontFace {
        try #require(library.cascade(for: font).primary)
    }

    @Test func onlyAFamilyWithoutTheFaceIsSynthesized() throws {
        #expect(try face(font()).synthesis == .none)
        #expect(try face(font(bold: true)).synthesis == FontSynthesis(isBold: true))
        #expect(try face(font(italic: true)).synthesis == FontSynthesis(isOblique: true))
        #expect(try face(font(bold: true, italic: true)).synthesis == FontSynthesis(isBold: true, isOblique: true))
        // Semibold asks for bold; medium does not.
        var semibold = font(); semibold.weight = .semibold
        var medium = font(); medium.weight = .medium
        #expect(try face(semibold).synthesis.isBold && !face(medium).synthesis.isBold)
        // Inter has a bold and an italic face: drawn as designed.
        var interBold = TextFixtures.body; interBold.weight = .bold; interBold.italic = true
        let inter = try face(interBold)
        #expect(inter.synthesis == .none && inter.descriptor.style == "Bold Italic")
        // Each synthesis is one face object, loaded once.
        #expect(try face(font(bold: true)) === face(font(bold: true, size: 12)))
        #expect(try face(font(bold: true)) !== face(font()))
    }

    /// Every advance grows by the strength, unitsPerEm / 24 design units (FT_GlyphSlot_Embolden).
    @Test func boldAdvancesGrowByTheStrength() throws {
        let regular = try face(font()), bold = try face(font(bold: true))
        let units = regular.unitsPerEm, strength = units / 24
        #expect(strength > 0)
        let h = try #require(regular.glyphIndex(for: "H"))
        #expect(bold.advance(of: h) == regular.advance(of: h) + strength)
        let width = TextLayout("HHH", font: font(), maxWidth: nil, library: library).size.width
        let boldWidth = TextLayout("HHH", font: font(bold: true), maxWidth: nil, library: library).size.width
        #expect(abs(boldWidth - (width + 3 * CGFloat(strength) * 40 / CGFloat(units))) < 1e-9)
        // Oblique text keeps its advances.
        #expect(TextLayout("HHH", font: font(italic: true), maxWidth: nil, library: library).size.width == width)
    }

    /// The outline grows by the strength to the right and up; the oblique shears it by
    /// 0x0366A / 0x10000 of its height (FT_GlyphSlot_Oblique), its baseline fixed.
    @Test func outlinesAreEmboldenedAndSheared() throws {
        let regular = try face(font()), bold = try face(font(bold: true)), oblique = try face(font(italic: true))
        let i = try #require(regular.glyphIndex(for: "I"))
        let strength = CGFloat(regular.unitsPerEm / 24)
        let plain = regular.outlinePath(of: i).boundingRect
        let thick = bold.outlinePath(of: i).boundingRect
        let slanted = oblique.outlinePath(of: i).boundingRect
        #expect(plain.maxY == 0) // "I" stands on the baseline (y down).
        #expect(abs(thick.width - (plain.width + strength)) <= 1 && abs(thick.height - (plain.height + strength)) <= 1)
        #expect(abs(thick.minX - plain.minX) <= 1 && abs(thick.maxY - plain.maxY) <= 1)
        let shear = CGFloat(0x0366A) / 0x10000
        #expect(abs(slanted.width - (plain.width + shear * plain.height)) <= 1)
        #expect(slanted.minX == plain.minX && slanted.height == plain.height)
    }

    @Test func syntheticBoldDrawsMoreInkAndObliqueLeansRight() throws {
        func ink(_ text: Text) throws -> (count: Int, topLeft: Int, bottomLeft: Int) {
            let pixmap = try renderView(text.font(.custom(family, size: 40)).foregroundColor(.black)).pixmap
            var count = 0, rows: [Int] = []
            for y in 0..<pixmap.height {
                var left = Int.max
                for x in 0..<pixmap.width where pixmap[x, y].a > 127 { count += 1; left = min(left, x) }
                if left != .max { rows.append(left) }
            }
            return (count, rows.first ?? 0, rows.last ?? 0)
        }
        let plain = try ink(Text("I"))
        let bold = try ink(Text("I").bold())
        let italic = try ink(Text("I").italic())
        #expect(bold.count > plain.count + 40)
        #expect(abs(plain.topLeft - plain.bottomLeft) <= 1)
        #expect(italic.topLeft > italic.bottomLeft + 4)
    }
}
