// FontCascade+Emoji.swift · Raster/Text · plays the part of Core Text's emoji font fallback
// (Apple Color Emoji in iOS 17's cascade list)
// Status: Partial — clusters with emoji presentation draw from the colour emoji face, their
// sequences joined by the face's GSUB ligatures (OpenTypeLigatures.swift). Emoji with text
// presentation by default (U+2764 ❤ without U+FE0F) keep the text fonts, as they would on
// iOS only where a text font has them.
//
// Which clusters are emoji follows Unicode Technical Standard #51, "Unicode Emoji" (§ 4,
// Presentation Style): a character whose first scalar has Emoji_Presentation, or an emoji
// followed by VARIATION SELECTOR-16 (U+FE0F) or COMBINING ENCLOSING KEYCAP (U+20E3), unless
// VARIATION SELECTOR-15 (U+FE0E) asks for text. Swift's `Character` already groups ZWJ
// sequences, modifiers, flags and tag sequences into one grapheme cluster (UAX #29).

import Foundation

/// A cascade's colour emoji face, found on first use, and the glyphs of the emoji clusters it
/// has shaped recently (at most 4,096, so text of endless distinct sequences stays bounded).
final class EmojiGlyphCache: @unchecked Sendable {
    fileprivate let lock = NSLock()
    /// nil before the first lookup; `.some(nil)` when no colour emoji family is installed.
    fileprivate var face: FontFace??
    fileprivate let clusters = LRUCache<Character, [ResolvedGlyph]?>(capacity: 4096)
}

extension FontLibrary {
    /// Colour emoji families, in order of preference: the one `scripts/install-dependencies.sh`
    /// installs first, so that Apple's installed beside it does not change what is drawn.
    static let emojiFamilies = ["Noto Color Emoji", "Apple Color Emoji"]
}

extension FontCascade {
    /// The glyphs that draw `character` as colour emoji: nil when it does not ask for emoji
    /// presentation, when no colour emoji face is installed, or when that face lacks one of its
    /// scalars (the text fonts then draw it scalar by scalar, as before).
    ///
    /// Raster: variation selectors are dropped, the other scalars are mapped through the
    /// emoji face's character map and the face's ligatures applied, so a sequence the font
    /// has (a ZWJ family, a flag, a keycap, a skin tone) becomes its one glyph; a sequence it
    /// lacks draws as its parts side by side, as on iOS.
    func emojiGlyphs(for character: Character) -> [ResolvedGlyph]? {
        guard FontCascade.wantsEmojiPresentation(character) else { return nil }
        return emoji.clusters.value(for: character) { emojiFace().flatMap { shape(character, in: $0) } }
    }

    /// Whether `character` asks for emoji presentation (UTS #51 § 4, in this file's header).
    static func wantsEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji, !scalars.contains("\u{FE0E}") else { return false }
        return first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}")
    }

    private func emojiFace() -> FontFace? {
        emoji.lock.lock()
        if let found = emoji.face { emoji.lock.unlock(); return found }
        emoji.lock.unlock()
        let face = FontLibrary.emojiFamilies.lazy.compactMap { family in
            self.library.bestFace(inFamily: family, weight: 400, italic: false).flatMap(self.library.face(for:))
        }.first { $0.hasColorBitmaps }
        emoji.lock.lock()
        emoji.face = .some(face)
        emoji.lock.unlock()
        return face
    }

    private func shape(_ character: Character, in face: FontFace) -> [ResolvedGlyph]? {
        var glyphs: [UInt32] = []
        for scalar in character.unicodeScalars where !(0xFE00...0xFE0F).contains(scalar.value) {
            guard let glyph = face.glyphIndex(for: scalar) else { return nil }
            glyphs.append(glyph)
        }
        face.ligatures?.apply(to: &glyphs)
        return glyphs.map { ResolvedGlyph(face: face, glyph: $0) }
    }
}
