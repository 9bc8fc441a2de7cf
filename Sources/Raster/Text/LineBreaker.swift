// LineBreaker.swift · Raster/Text · mirrors the word wrapping of SwiftUI Text (iOS 17)
// Status: Partial — a small subset of UAX #14 (Unicode Line Breaking Algorithm) classes and
// pair rules, greedy filling. No hyphenation, no Thai/Lao dictionary breaks, no
// bidirectional text. See TODO at `LineBreakClass`.
//
// Rules, for the gap between character A and the next character B (first match wins):
//   1. never before a space: spaces stay on the line they follow and hang past its end;
//   2. after a zero-width space or soft hyphen;
//   3. never before closing punctuation (",", ".", ")", "。", "」", …);
//   4. never after opening punctuation ("(", "「", "“", …);
//   5. after spaces;
//   6. after a hyphen or en dash that follows a non-space, unless B is a digit ("-5");
//   7. before and after an em dash;
//   8. before and after ideographs, kana and emoji (CJK text breaks between any characters);
//   9. nowhere else. Hangul syllables count as letters: Korean wraps at spaces, like iOS's
//      default `hangulWordPriority` strategy.
// A piece with no break opportunity that is wider than the line is split between grapheme
// clusters (emergency breaking), except in the minimum-width layout (`maxWidth` 0), where
// each piece keeps its own line and the widest piece sets the width.

import Foundation

/// How a grapheme cluster takes part in line breaking (a reduced set of UAX #14 classes).
///
/// TODO: quotation marks (QU), slash (SY), numeric prefixes and postfixes (PR, PO), Japanese
/// small kana (CJ) and combining marks (CM) are treated as letters.
enum LineBreakClass: Hashable, Sendable {
    case space, letter, digit, ideographic, hyphen, emDash, opening, closing, zeroWidthBreak

    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else { self = .letter; return }
        let v = scalar.value
        switch v {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: self = .space
        case 0x200B, 0x00AD: self = .zeroWidthBreak
        case 0x30...0x39: self = .digit
        case 0x2D, 0x2010, 0x2013: self = .hyphen
        case 0x2014: self = .emDash
        case 0x28, 0x5B, 0x7B: self = .opening
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: self = .closing
        case 0x00...0x7F: self = .letter
        default:
            if LineBreakClass.openings.contains(v) { self = .opening }
            else if LineBreakClass.closings.contains(v) { self = .closing }
            else if LineBreakClass.isIdeographic(scalar) { self = .ideographic }
            else { self = .letter }
        }
    }

    /// Beyond ASCII, whose openings and closings the switch above names.
    private static let openings: Set<UInt32> = [
        0xAB, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014,
        0xFF08, 0xFF3B, 0xFF5B,
    ]

    private static let closings: Set<UInt32> = [
        0xBB, 0x2019, 0x201D, 0x2026,
        0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x30FC,
        0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
    ]

    /// Han, kana, CJK symbols, full-width forms and emoji: UAX #14 class ID.
    private static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}

enum LineBreaker {
    /// Whether a line may end between a cluster of class `a` and the next of class `b`;
    /// `beforeA` is the class of the cluster before `a` (nil at the paragraph's start).
    static func canBreak(after a: LineBreakClass, before b: LineBreakClass, beforeA: LineBreakClass?) -> Bool {
        if b == .space { return false }
        if a == .zeroWidthBreak { return true }
        if b == .closing || b == .zeroWidthBreak { return false }
        if a == .opening { return false }
        if a == .space { return true }
        if a == .hyphen { return b != .digit && beforeA != nil && beforeA != .space }
        if a == .emDash || b == .emDash { return a != b }
        return a == .ideographic || b == .ideographic
    }

    /// Widths that agree to within this many points count as fitting, so a text proposed
    /// exactly its own ideal width stays on one line despite rounding in the caller.
    static let tolerance: CGFloat = 1e-6

    /// The narrowest `maxWidth` (within `tolerance`) at which `lines(of:maxWidth:)` keeps
    /// `text` on one line: the furthest right edge, in points, of a cluster that could start
    /// a new line. Spaces hang past the end, so they do not count.
    static func unbrokenWidth(of text: ShapedText) -> CGFloat {
        var pen: CGFloat = 0, widest: CGFloat = 0
        for (i, cluster) in text.clusters.enumerated() {
            let right = pen + (i == 0 ? 0 : cluster.kernBefore) + cluster.advance
            if cluster.breakClass != .space, i > 0 { widest = Swift.max(widest, right) }
            pen = right
        }
        return widest
    }

    /// Splits `text` into lines no wider than `maxWidth` points (trailing spaces excluded),
    /// as cluster ranges; every line holds at least one cluster. `nil` lays the paragraph out
    /// on one line. A piece wider than the line breaks between clusters, so at 0 every
    /// cluster has its own line and the width is the widest cluster: a text can be squeezed
    /// (it is flexible in a stack, as in SwiftUI).
    static func lines(of text: ShapedText, maxWidth: CGFloat?) -> [Range<Int>] {
        let clusters = text.clusters
        guard let maxWidth, !clusters.isEmpty else { return [0..<clusters.count] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            var pen: CGFloat = 0
            var lastBreak: Int?
            var end = clusters.count
            var i = start
            while i < clusters.count {
                let cluster = clusters[i]
                let right = pen + (i == start ? 0 : cluster.kernBefore) + cluster.advance
                if cluster.breakClass != .space, i > start, right > maxWidth + tolerance {
                    if let lastBreak { end = lastBreak + 1; break }
                    end = i
                    break
                }
                pen = right
                if i + 1 < clusters.count,
                   canBreak(after: cluster.breakClass, before: clusters[i + 1].breakClass,
                            beforeA: i > 0 ? clusters[i - 1].breakClass : nil) {
                    lastBreak = i
                }
                i += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}
