// FontCascade.swift · Raster/Text · plays the part of Core Text's font cascade list
// Status: Complete — per-character fallback across faces; one warning per script with no
// coverage. No per-language preferences (Han characters do not prefer a Japanese face for
// Japanese text).

import Foundation

/// A glyph chosen for a character: the face that has it and its index there.
struct ResolvedGlyph: Hashable, Sendable {
    var face: FontFace
    var glyph: UInt32
}

/// The chain of faces that draws one font: the primary face, then
/// `FontLibrary.fallbackFamilies`, then every other installed family sorted by name, each
/// at the face matching the font's weight and style best.
///
/// Raster: answers are cached per character and are the same on every run, whatever order
/// the folders were listed in (families are tried by name, not discovery order).
final class FontCascade: @unchecked Sendable {
    /// What selects a cascade: the font without its size, except that sizes at or above
    /// `FontLibrary.displaySizeThreshold` may pick a display family.
    struct Key: Hashable, Sendable {
        var family: String?
        var design: Font.Design
        var weight: Int
        var italic: Bool
        var isDisplaySize: Bool

        init(_ font: Font.Resolved) {
            family = font.family
            design = font.design
            weight = font.weight.weightClass
            italic = font.italic
            isDisplaySize = font.size >= FontLibrary.displaySizeThreshold
        }
    }

    /// The face used for every character it covers, and for line metrics; nil only when no
    /// font is installed.
    let primary: FontFace?

    private let key: Key
    unowned let library: FontLibrary
    /// The colour emoji face and the glyphs of emoji clusters (FontCascade+Emoji.swift).
    let emoji = EmojiGlyphCache()
    private let lock = NSLock()
    private var glyphs: [UInt32: ResolvedGlyph?] = [:]

    init(key: Key, primary: FontFace?, library: FontLibrary) {
        self.key = key
        self.primary = primary
        self.library = library
    }

    /// The glyph for `scalar`. When no installed face covers it, warns once per script and
    /// answers a box: the primary face's WHITE SQUARE (U+25A1), or its `.notdef` glyph
    /// (index 0) when it has none — fonts draw `.notdef` in many shapes (Inter's is a stack
    /// of bars taller than a line); nil only without a primary face.
    func glyph(for scalar: Unicode.Scalar) -> ResolvedGlyph? {
        lock.lock()
        if let cached = glyphs[scalar.value] { lock.unlock(); return cached }
        lock.unlock()
        let found = search(scalar)
        lock.lock()
        glyphs[scalar.value] = found
        lock.unlock()
        return found
    }

    private func search(_ scalar: Unicode.Scalar) -> ResolvedGlyph? {
        guard let primary else { return nil }
        if let glyph = primary.glyphIndex(for: scalar) { return ResolvedGlyph(face: primary, glyph: glyph) }
        var tried: Set<String> = [primary.descriptor.family.lowercased()]
        let families = FontLibrary.fallbackFamilies + library.familyNames
        for family in families where tried.insert(family.lowercased()).inserted {
            guard let descriptor = library.bestFace(inFamily: family, weight: key.weight, italic: key.italic),
                  let face = library.face(for: descriptor), let glyph = face.glyphIndex(for: scalar) else { continue }
            return ResolvedGlyph(face: face, glyph: glyph)
        }
        if let kind = FontCascade.noCharacter(scalar) {
            // No font has a glyph for a code point Unicode does not assign: installing one
            // cannot help, the text is wrong.
            library.warnOnce(String(format: "coverage:U+%04X", scalar.value), String(
                format: "U+%04X is %@, so no font has a glyph for it; drawing a missing-glyph box. Check the text "
                    + "(a wrong escape such as \\u{…}, or text decoded with the wrong encoding)", scalar.value, kind))
        } else {
            let script = FontCascade.script(of: scalar)
            library.warnOnce("coverage:\(script.name)", String(
                format: "no installed font covers %@ (first seen: U+%04X); drawing a missing-glyph box. "
                    + "Install %@ (Debian) or add a folder with such a font to RASTER_FONT_PATH (%@)",
                script.name, scalar.value, script.package, library.searchOrderHint))
        }
        return ResolvedGlyph(face: primary, glyph: primary.glyphIndex(for: "\u{25A1}") ?? 0)
    }

    /// What `scalar` is when it is no character a font draws (a noncharacter, or a code point
    /// the Unicode data of this Swift runtime leaves unassigned), or nil. Private-use code
    /// points are characters: icon fonts draw them.
    static func noCharacter(_ scalar: Unicode.Scalar) -> String? {
        if scalar.properties.isNoncharacterCodePoint { return "a noncharacter" }
        if scalar.properties.generalCategory == .unassigned { return "not assigned to any character by Unicode (general category Cn)" }
        return nil
    }

    /// The script of `scalar` by Unicode block, and the Debian package that covers it.
    static func script(of scalar: Unicode.Scalar) -> (name: String, package: String) {
        let v = scalar.value
        for (ranges, name, package) in scriptTable where ranges.contains(where: { $0.contains(v) }) {
            return (name, package)
        }
        return (String(format: "the block around U+%04X", v & ~0x7F), "fonts-noto-core")
    }

    private static let scriptTable: [([ClosedRange<UInt32>], String, String)] = [
        // Nanum Gothic has modern Hangul (syllables, compatibility jamo, the leading consonants
        // of the Jamo block); the old-Hangul jamo of Jamo Extended-A and -B are in Noto Sans CJK
        // (Source Han Sans draws U+D7B0 and its neighbours: adobe-fonts/source-han-sans#9).
        ([0xA960...0xA97F, 0xD7B0...0xD7FF], "Old Hangul jamo", "fonts-noto-cjk"),
        ([0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF], "Hangul", "fonts-nanum"),
        ([0x2E80...0x2FDF, 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F],
         "Han", "fonts-noto-cjk"),
        ([0x3040...0x30FF, 0x31F0...0x31FF], "Kana", "fonts-noto-cjk"),
        ([0x0370...0x03FF, 0x1F00...0x1FFF], "Greek", "fonts-dejavu-core"),
        ([0x0400...0x052F], "Cyrillic", "fonts-dejavu-core"),
        ([0x0590...0x05FF], "Hebrew", "fonts-noto-core"),
        ([0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF], "Arabic", "fonts-noto-core"),
        ([0x0900...0x097F], "Devanagari", "fonts-noto-core"),
        ([0x0E00...0x0E7F], "Thai", "fonts-noto-core"),
        ([0x2600...0x27BF, 0x1F000...0x1FAFF], "Emoji and symbols", "fonts-noto-color-emoji"),
    ]
}
