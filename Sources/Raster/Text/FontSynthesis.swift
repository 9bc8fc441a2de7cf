// FontSynthesis.swift · Raster/Text · mirrors the synthetic bold and oblique Core Text draws for a family without such faces (iOS 17)
// Status: Partial — FreeType's emboldening and shear, applied to the primary face only.
//
// When the face matched for a font (FontLibrary+Matching.swift) is lighter than semibold
// while the font asks for semibold or heavier, or is upright while the font asks for italic,
// Core Text draws the face with synthetic traits. Raster does the same with FreeType's own
// outline functions, on the outline in design units before it is scaled:
//   bold:    FT_Outline_EmboldenXY with a strength of unitsPerEm / 24 in x and y, the
//            strength FreeType's FT_GlyphSlot_Embolden uses (ftsynth.c: em size / 24); the
//            outline grows by the strength to the right and up (its left and bottom edges
//            stay), and every advance of a non-empty advance grows by it, as
//            FT_GlyphSlot_Embolden's does;
//   oblique: FT_Outline_Transform by the shear x' = x + 0x0366A / 0x10000 · y (0.2126, a
//            12° slant), FreeType's FT_GlyphSlot_Oblique matrix; advances do not change.
// Core Text's own strength and angle are not published; these are FreeType's. Fallback faces
// (characters the primary face lacks) are drawn without synthesis.

import CFreeType
import Foundation

/// The synthetic traits a face is drawn with.
struct FontSynthesis: Hashable, Sendable {
    /// Outlines are emboldened and advances widened.
    var isBold = false
    /// Outlines are slanted.
    var isOblique = false

    /// No synthesis: the face as designed.
    static let none = FontSynthesis()

    /// The lightest weight class that asks for bold, and the lightest that counts as bold.
    static let boldWeightClass = 600

    /// The horizontal shear of the oblique, 16.16 fixed point (FT_GlyphSlot_Oblique's 0x0366A).
    static let obliqueShear: FT_Fixed = 0x0366A

    /// The synthesis `font` needs when drawn with the face `descriptor`.
    init(font: Font.Resolved, face descriptor: FontDescriptor) {
        isBold = font.weight.weightClass >= Self.boldWeightClass && descriptor.weight < Self.boldWeightClass
        isOblique = font.italic && !descriptor.isItalic
    }

    init(isBold: Bool = false, isOblique: Bool = false) {
        self.isBold = isBold
        self.isOblique = isOblique
    }

    /// The embolden strength of a face of `unitsPerEm`, design units: unitsPerEm / 24 when bold.
    func emboldenStrength(unitsPerEm: Int) -> Int { isBold ? unitsPerEm / 24 : 0 }
}

extension FontFace {
    /// Applies the face's synthesis to a loaded design-unit outline (this file's header).
    func synthesize(_ outline: UnsafeMutablePointer<FT_Outline>) {
        let strength = synthesis.emboldenStrength(unitsPerEm: unitsPerEm)
        if strength > 0 { FT_Outline_EmboldenXY(outline, FT_Pos(strength), FT_Pos(strength)) }
        if synthesis.isOblique {
            var shear = FT_Matrix(xx: 0x10000, xy: FontSynthesis.obliqueShear, yx: 0, yy: 0x10000)
            FT_Outline_Transform(outline, &shear)
        }
    }
}
