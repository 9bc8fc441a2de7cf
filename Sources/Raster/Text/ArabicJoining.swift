// ArabicJoining.swift · Raster/Text · Arabic contextual forms from the Presentation Forms-B block, without a shaper
// Status: Partial — the 36 letters U+0621–U+064A and the four mandatory lam-alef ligatures,
// by the joining types of Unicode's ArabicShaping.txt; marks ride in their letter's grapheme
// cluster, so they never break a join. TODO: the letters of Persian, Urdu and other
// languages (U+0671 on) have no Presentation Forms-B and draw isolated; no GSUB, so fonts'
// own contextual alternates and further ligatures are not used.
//
// Before a font shaper, Arabic text was drawn by mapping each letter to the presentation
// form (U+FE70–U+FEFC) for its position: isolated, final, initial or medial. DejaVu Sans,
// the fallback face that covers Arabic here, has glyphs for all of them, so letters join
// as they do on iOS; the pen still moves by each form's own advance.

import Foundation

enum ArabicJoining {
    /// How a letter joins its neighbours (ArabicShaping.txt): U joins neither, R (right
    /// joining) only the letter before it, D (dual joining) both; C is the tatweel, which joins
    /// both and has no forms of its own.
    private enum JoiningType { case u, r, d, c }

    /// The letters U+0621…U+064A: joining type and isolated form (the other forms follow it:
    /// final +1, initial +2, medial +3); U+063B…U+063F have no forms.
    private static let letters: [(type: JoiningType, isolated: UInt32)] = [
        (.u, 0xFE80), (.r, 0xFE81), (.r, 0xFE83), (.r, 0xFE85), (.r, 0xFE87), (.d, 0xFE89), (.r, 0xFE8D), // ء آ أ ؤ إ ئ ا
        (.d, 0xFE8F), (.r, 0xFE93), (.d, 0xFE95), (.d, 0xFE99), (.d, 0xFE9D), (.d, 0xFEA1), (.d, 0xFEA5), // ب ة ت ث ج ح خ
        (.r, 0xFEA9), (.r, 0xFEAB), (.r, 0xFEAD), (.r, 0xFEAF), (.d, 0xFEB1), (.d, 0xFEB5), (.d, 0xFEB9), // د ذ ر ز س ش ص
        (.d, 0xFEBD), (.d, 0xFEC1), (.d, 0xFEC5), (.d, 0xFEC9), (.d, 0xFECD),                             // ض ط ظ ع غ
        (.u, 0), (.u, 0), (.u, 0), (.u, 0), (.u, 0),                                                      // U+063B…U+063F
        (.c, 0), (.d, 0xFED1), (.d, 0xFED5), (.d, 0xFED9), (.d, 0xFEDD), (.d, 0xFEE1), (.d, 0xFEE5),      // ـ ف ق ك ل م ن
        (.d, 0xFEE9), (.r, 0xFEED), (.r, 0xFEEF), (.d, 0xFEF1),                                           // ه و ى ي
    ]

    /// Lam (U+0644) followed by these alefs becomes one ligature: isolated form, final +1.
    private static let lamAlef: [UInt32: UInt32] = [0x0622: 0xFEF5, 0x0623: 0xFEF7, 0x0625: 0xFEF9, 0x0627: 0xFEFB]

    private static func joiningType(_ character: Character?) -> JoiningType {
        guard let value = character?.unicodeScalars.first?.value, (0x0621...0x064A).contains(value) else { return .u }
        return letters[Int(value - 0x0621)].type
    }

    /// Whether `character` is an Arabic letter (or tatweel) that joins its neighbours: text
    /// without one is text `contextualForms` leaves as it is.
    static func joins(_ character: Character) -> Bool { joiningType(character) != .u }

    /// `characters` with every Arabic letter replaced by its contextual presentation form
    /// (and lam-alef pairs by their ligature), marks kept after it; nil when there is no
    /// Arabic letter, which leaves the text as it is.
    static func contextualForms<C: Collection>(_ characters: C) -> [Character]? where C.Element == Character {
        guard characters.contains(where: joins) else { return nil }
        let input = Array(characters)
        var output: [Character] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let character = input[index], scalars = character.unicodeScalars
            let type = joiningType(character)
            let previous = index > 0 ? joiningType(input[index - 1]) : .u
            let joinsBefore = (type == .r || type == .d) && (previous == .d || previous == .c)
            if scalars.first?.value == 0x0644, index + 1 < input.count,
               let ligature = input[index + 1].unicodeScalars.first.flatMap({ lamAlef[$0.value] }) {
                // The ligature takes the lam's join before it and ends the join (alef is right joining).
                output.append(replacing(first: ligature + (joinsBefore ? 1 : 0), of: character, marksFrom: input[index + 1]))
                index += 2
                continue
            }
            let next = index + 1 < input.count ? joiningType(input[index + 1]) : .u
            let joinsAfter = (type == .d || type == .c) && next != .u
            guard let value = scalars.first?.value, (0x0621...0x064A).contains(value),
                  case let isolated = letters[Int(value - 0x0621)].isolated, isolated != 0 else {
                output.append(character)
                index += 1
                continue
            }
            let form: UInt32
            switch (joinsBefore, joinsAfter) {
            case (true, true): form = isolated + 3
            case (false, true): form = isolated + 2
            case (true, false): form = isolated + 1
            case (false, false): form = isolated
            }
            output.append(replacing(first: form, of: character, marksFrom: nil))
            index += 1
        }
        return output
    }

    /// `character` with its first scalar replaced by `value`, followed by its marks and
    /// those of `other` (the alef of a ligature).
    private static func replacing(first value: UInt32, of character: Character, marksFrom other: Character?) -> Character {
        var scalars = String.UnicodeScalarView()
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        scalars.append(contentsOf: character.unicodeScalars.dropFirst())
        if let other { scalars.append(contentsOf: other.unicodeScalars.dropFirst()) }
        return Character(String(scalars))
    }
}
