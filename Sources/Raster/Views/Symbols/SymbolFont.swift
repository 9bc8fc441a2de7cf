// SymbolFont.swift · Raster/Views/Symbols · Raster's own (plays the part of the SF Symbols font behind SwiftUI's Image(systemName:))
// Status: Partial — one weight of one icon font; see COMPATIBILITY.md "SF Symbols".
//
// SF Symbols are Apple's and not on Linux. Raster draws Google's Material Icons instead
// (Debian fonts-material-design-icons-iconfont, Apache 2.0), chosen over Pictogrammers'
// Material Design Icons (fonts-materialdesignicons-webfont) because Debian's copy of the
// latter is version 1.6.50 of 2016 with 1,650 glyphs and lacks outline forms SF Symbols'
// defaults need (house, gear, trash, clock, pencil, camera outlines), while Material Icons
// 6.7.0 has 2,193 glyphs with outline/filled pairs for the most used symbols (star_border/
// star, favorite_border/favorite, notifications_none/notifications, delete_outline/delete).
// Both are drawn on a 24-unit grid with 2-unit strokes, close to SF Symbols' regular weight.
//
// Sizing (ios17-metrics.md §9): SF's `circle.fill` is 99.61 % of the point size across at
// the medium scale and regular weight; Material's circle fills 20 of the 24 units of its
// em, so the icon font is drawn at 0.9961 × 24 / 20 = 1.1953 × the point size. The small and
// large scales are 78.86 / 99.61 and 127.2 / 99.61 of that, and the weight changes the size
// as SF's does (94.63 % at ultralight, 106.64 % at black, linear in the weight class between
// those and regular). Symbols are centred on the cap height: the middle of the icon font's
// em box lies capHeight / 2 above the text baseline of the environment's font.

import Foundation

/// The icon font system symbols are drawn with, and the geometry of one symbol at a size.
enum SymbolFont {
    /// The family name of the icon font (Material Icons' `name` table).
    static let family = "Material Icons"
    /// The Debian package that installs it.
    static let package = "fonts-material-design-icons-iconfont"

    /// The icon font's face: the first face of `family` in the library's documented search
    /// order (`RASTER_FONT_PATH` first), so no other installed font changes it; nil when the
    /// family is not installed.
    static func face(in library: FontLibrary = .shared) -> FontFace? {
        library.faces(inFamily: family).first.flatMap(library.face(for:))
    }

    /// The codepoint drawn for `name` with `variants` applied: the name with the variants'
    /// suffixes when the table has it (SwiftUI applies a variant only where the symbol has
    /// one), else the name itself; nil for a name the table lacks.
    static func codepoint(for name: String, variants: SymbolVariants) -> UInt32? {
        let varied = variants.applied(to: name)
        return SymbolNameTable.codepoints[varied] ?? SymbolNameTable.codepoints[name]
    }

    /// The icon font's em size in points for a symbol beside text of `font`, at `scale`.
    static func emSize(for font: Font.Resolved, scale: Image.Scale) -> CGFloat {
        diameter(for: font, scale: scale) * 24 / 20
    }

    /// SF Symbols' `circle.fill` across, points, beside text of `font` at `scale`: the
    /// length every symbol's size follows.
    static func diameter(for font: Font.Resolved, scale: Image.Scale) -> CGFloat {
        let scaleFactor: CGFloat
        switch scale {
        case .small: scaleFactor = 78.86 / 99.61
        case .medium: scaleFactor = 1
        case .large: scaleFactor = 127.2 / 99.61
        }
        let weight = CGFloat(font.weight.weightClass)
        let diameter = weight <= 400
            ? 94.63 + (99.61 - 94.63) * (Swift.max(weight, 100) - 100) / 300
            : 99.61 + (106.64 - 99.61) * (Swift.min(weight, 900) - 400) / 500
        return font.size * diameter / 100 * scaleFactor
    }

    /// One symbol laid out for drawing: its artwork and its ink.
    struct Glyph {
        /// What draws a symbol.
        enum Artwork {
            /// A glyph of the icon font as one-character text at the symbol's em size, its
            /// pen (the icon font's baseline) `penY` points below the text baseline.
            case text(TextLayout, penY: CGFloat)
            /// An outline Raster draws (`DrawnSymbol`), points, its ink's top-leading corner
            /// at the origin, filled with the even-odd rule.
            case path(Path)
        }

        let artwork: Artwork
        /// The glyph's ink (its outline's bounds), points, y down, origin at the text
        /// baseline under the glyph's pen position: the symbol's frame.
        let ink: CGRect

        /// The symbol's size: its ink's (SwiftUI sizes symbols by their content bounds).
        var size: CGSize { ink.size }

        /// Distance from the top of the frame down to the text baseline, points.
        var baseline: CGFloat { -ink.minY }

        /// Draws the glyph filling a frame of `size` points (its ink stretched to it),
        /// painted with `paint`.
        func items(in size: CGSize, paint: DisplayList.Paint) -> [DisplayList.Item] {
            let drawn: DisplayList.Item
            switch artwork {
            case .text(let layout, let penY):
                drawn = .text(layout, origin: CGPoint(x: -ink.minX, y: penY - ink.minY - layout.firstBaseline), paint)
            case .path(let path):
                drawn = .fill(path, paint, FillStyle(eoFill: true))
            }
            guard size != ink.size, ink.width > 0, ink.height > 0 else { return [drawn] }
            return [.group(.transform(CGAffineTransform(scaleX: size.width / ink.width, y: size.height / ink.height)), [drawn])]
        }
    }

    /// The symbol `name` drawn as a path (`DrawnSymbol`) beside text of `font` (whose cap
    /// height is `capHeight` points) at `scale`, centred on the cap height as the font's
    /// glyphs are, at `displayScale` pixels per point, in `layoutDirection`; nil for a name
    /// the icon font draws.
    static func drawnGlyph(_ name: String, font: Font.Resolved, capHeight: CGFloat, scale: Image.Scale,
                           displayScale: CGFloat, layoutDirection: LayoutDirection) -> Glyph? {
        guard let path = DrawnSymbol.path(name, diameter: diameter(for: font, scale: scale), displayScale: displayScale,
                                          layoutDirection: layoutDirection) else {
            return nil
        }
        let size = path.boundingRect.size
        let ink = CGRect(x: 0, y: -capHeight / 2 - size.height / 2, width: size.width, height: size.height)
        return Glyph(artwork: .path(path), ink: ink)
    }

    /// The glyph of `codepoint` in `face` for a symbol beside text of `font` (whose cap height
    /// is `capHeight` points) at `scale`; nil when the face has no such glyph.
    static func glyph(_ codepoint: UInt32, in face: FontFace, font: Font.Resolved, capHeight: CGFloat,
                      scale: Image.Scale, library: FontLibrary = .shared) -> Glyph? {
        guard let scalar = Unicode.Scalar(codepoint), let id = face.glyphIndex(for: scalar) else { return nil }
        let em = emSize(for: font, scale: scale)
        let layout = TextLayout(String(Character(scalar)),
                                font: Font.Resolved(size: em, weight: .regular, design: .default, italic: false, family: family),
                                maxWidth: nil, library: library)
        let units = face.scale(forSize: em)
        let outline = face.outlinePath(of: id).boundingRect
        guard !outline.isNull else { return nil }
        // Pen-relative ink (y down, icon-font baseline at 0), moved so that the middle of the em
        // box, (ascender − descender) / 2 above the icon font's baseline, sits capHeight / 2
        // above the text baseline.
        let emMiddle = CGFloat(face.ascender - face.descender) / 2 * units
        let penY = emMiddle - capHeight / 2
        let ink = CGRect(x: outline.minX * units, y: outline.minY * units + penY,
                         width: outline.width * units, height: outline.height * units)
        return Glyph(artwork: .text(layout, penY: penY), ink: ink)
    }
}
