// String+Paragraphs.swift · Raster/Text · Raster's own helpers (no SwiftUI counterpart)

import Foundation

extension String {
    /// The string in Unicode Normalization Form C, the form layouts shape (so that a decomposed
    /// "é" and a precomposed one look the same).
    ///
    /// ASCII text is its own NFC form and comes back as it is, without Foundation's
    /// normalization: a round trip through NSString that was the largest single cost of laying
    /// out a short label.
    var canonicallyComposed: String {
        utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping
    }

    /// The pieces between the string's newlines (`Character.isNewline`), empty pieces kept:
    /// one for a string without newlines, none for an empty string.
    var paragraphs: [Substring] {
        guard !isEmpty else { return [] }
        // Newlines are U+000A…U+000D in ASCII; the others (U+0085, U+2028, U+2029) are not ASCII.
        let mayBreak = utf8.contains { (0x0A...0x0D).contains($0) || $0 >= 0x80 }
        return mayBreak ? split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) : [self[...]]
    }
}
