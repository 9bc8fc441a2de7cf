// Bidi.swift · Raster/Text · the Unicode Bidirectional Algorithm (UAX #9) over one line of characters
// Status: Partial — rules X1–X10 (with isolates), W1–W7, N0 (paired brackets), N1–N2, I1–I2,
// L1, L2 and L4 (mirrored glyphs) of UAX #9 (classes of Unicode 14); X1–I2 run once per
// paragraph (`paragraphLevels`), L1–L2 per laid-out line (`lineLevels(_:classes:paragraphLevel:)`).
// TODO: L3 (combining marks are kept with their base by working on grapheme clusters);
// shaping of Arabic joining forms (COMPATIBILITY.md "Right to left").
//
// The algorithm works on a line's grapheme clusters (Swift `Character`s), each taking the
// class of its first scalar: the marks that follow in the same cluster are NSM, which W1
// gives that same class, so nothing is lost. The paragraph level comes from the layout
// direction (0 left to right, 1 right to left), as SwiftUI's `Text` takes its base writing
// direction from `\.layoutDirection`; the first-strong rule (P2–P3) is used only for FSI.

import Foundation

/// The bidirectional character types of UAX #9 (table 4).
enum BidiClass: UInt8, Sendable {
    case l, r, al, en, es, et, an, cs, nsm, bn, b, s, ws, on, lre, lro, rle, rlo, pdf, lri, rli, fsi, pdi

    /// The class of `scalar`, from `table` (BidiClass+Table.swift), marks by general category.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value, table = Self.table
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].last < value { low = middle + 1 } else { high = middle }
        }
        if low < table.count, table[low].first <= value {
            self = table[low].bidiClass
            return
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: self = .nsm
        default: self = .l
        }
    }

    /// A cluster's class: its first scalar's.
    init(_ character: Character) {
        self.init(character.unicodeScalars.first ?? " ")
    }

    /// Removed by rule X9: embedding and override controls and boundary neutrals.
    var isRemovedByX9: Bool {
        switch self {
        case .lre, .rle, .lro, .rlo, .pdf, .bn: return true
        default: return false
        }
    }

    var isIsolateInitiator: Bool { self == .lri || self == .rli || self == .fsi }

    /// A neutral or isolate formatting character (NI of UAX #9).
    var isNeutralOrIsolate: Bool {
        switch self {
        case .b, .s, .ws, .on, .lri, .rli, .fsi, .pdi: return true
        default: return false
        }
    }

    /// The strong direction this type counts as in rules N0–N2 (EN and AN count as R).
    var strongDirection: BidiClass? {
        switch self {
        case .l: return .l
        case .r, .al, .en, .an: return .r
        default: return nil
        }
    }
}

/// The Unicode Bidirectional Algorithm for one line of text.
enum Bidi {
    /// The visual order of a line's characters, left to right, as indices into `characters`,
    /// and each character's resolved embedding level (odd is right to left); nil when the
    /// line reads in logical order with nothing mirrored (a left-to-right paragraph without
    /// right-to-left characters), which is every line of left-to-right text.
    static func visualOrder<C: Collection>(of characters: C, direction: LayoutDirection)
        -> (order: [Int], levels: [UInt8])? where C.Element == Character {
        let paragraphLevel: UInt8 = direction == .rightToLeft ? 1 : 0
        if paragraphLevel == 0, !characters.contains(where: mayReorder) { return nil }
        let scalars = characters.map { $0.unicodeScalars.first ?? " " }
        let levels = lineLevels(scalars, paragraphLevel: paragraphLevel)
        return (reorder(levels), levels)
    }

    /// Whether `character` can make a left-to-right line read out of logical order (an R,
    /// AL or AN character or an explicit control): false below U+0590, the first Hebrew point.
    static func mayReorder(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x0590 else { return false }
        return [.r, .al, .an, .rle, .rlo, .rli, .fsi].contains(BidiClass(scalar))
    }

    /// The embedding levels of a line whose characters start with `scalars`, after rules X1–I2 and L1.
    static func lineLevels(_ scalars: [Unicode.Scalar], paragraphLevel: UInt8) -> [UInt8] {
        let classes = scalars.map(BidiClass.init)
        let levels = paragraphLevels(classes, scalars: scalars, paragraphLevel: paragraphLevel)
        return lineLevels(levels[...], classes: classes[...], paragraphLevel: paragraphLevel)
    }

    /// The embedding levels of a paragraph's characters of `classes` (`scalars`' classes),
    /// after rules X1–I2: what every line of the paragraph shares before L1.
    static func paragraphLevels(_ classes: [BidiClass], scalars: [Unicode.Scalar], paragraphLevel: UInt8) -> [UInt8] {
        var (levels, types) = explicitLevels(classes, paragraphLevel: paragraphLevel)
        for sequence in isolatingRunSequences(classes, levels: levels, paragraphLevel: paragraphLevel) {
            resolveWeakTypes(sequence, &types)
            resolvePairedBrackets(sequence, &types, original: classes, scalars: scalars)
            resolveNeutrals(sequence, &types)
            for index in sequence.indices {
                let level = levels[index]
                switch (level % 2 == 0, types[index]) {
                case (true, .r): levels[index] = level + 1
                case (true, .an), (true, .en): levels[index] = level + 2
                case (false, .l), (false, .en), (false, .an): levels[index] = level + 1
                default: break
                }
            }
        }
        // X9: a removed character takes the level of the one before it.
        for index in classes.indices where classes[index].isRemovedByX9 {
            levels[index] = index > 0 ? levels[index - 1] : paragraphLevel
        }
        return levels
    }

    /// One line's levels, indexed from 0: the paragraph's `levels` of the line's characters
    /// (of `classes`) after rule L1, which gives separators, and whitespace before them or
    /// at the end of the line, the paragraph level.
    static func lineLevels(_ levels: ArraySlice<UInt8>, classes: ArraySlice<BidiClass>, paragraphLevel: UInt8) -> [UInt8] {
        var line = Array(levels)
        var trailing = true
        for (offset, type) in classes.enumerated().reversed() {
            switch type {
            case .s, .b:
                line[offset] = paragraphLevel
                trailing = true
            case .ws, .lri, .rli, .fsi, .pdi, .lre, .rle, .lro, .rlo, .pdf, .bn:
                if trailing { line[offset] = paragraphLevel }
            default:
                trailing = false
            }
        }
        return line
    }

    /// Rule L2: the indices of a line, left to right, for its `levels`: from the highest
    /// level down to the lowest odd one, every run at that level or higher is reversed.
    static func reorder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// Rule L4: the mirrored form of a character drawn right to left (`(` for `)`), nil when it has none.
    static func mirrored(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.isBidiMirrored, let mirror = mirrors[scalar.value] else { return nil }
        return Unicode.Scalar(mirror).map(Character.init)
    }

    // MARK: Explicit levels (X1–X8)

    private struct Embedding {
        var level: UInt8
        var override: BidiClass?
        var isolate: Bool
    }

    /// The level of each character and its type after overrides; removed characters become BN.
    private static func explicitLevels(_ classes: [BidiClass], paragraphLevel: UInt8) -> ([UInt8], [BidiClass]) {
        let maxDepth: UInt8 = 125
        var stack = [Embedding(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        var levels = [UInt8](repeating: paragraphLevel, count: classes.count)
        var types = classes
        func next(odd: Bool) -> UInt8 {
            let level = stack[stack.count - 1].level
            return odd ? (level + 1) | 1 : (level + 2) & ~1
        }
        for (index, type) in classes.enumerated() {
            let current = stack[stack.count - 1]
            switch type {
            case .rle, .lre, .rlo, .lro:
                let level = next(odd: type == .rle || type == .rlo)
                if level <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    stack.append(Embedding(level: level, override: type == .rlo ? .r : type == .lro ? .l : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
                levels[index] = current.level
                types[index] = .bn
            case .rli, .lri, .fsi:
                levels[index] = current.level
                if let override = current.override { types[index] = override }
                let rightToLeft = type == .rli || (type == .fsi && firstStrongIsRightToLeft(classes, after: index))
                let level = next(odd: rightToLeft)
                if level <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Embedding(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .pdi:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while let last = stack.last, !last.isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[index] = now.level
                if let override = now.override { types[index] = override }
            case .pdf:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !current.isolate, stack.count >= 2 {
                    stack.removeLast()
                }
                levels[index] = current.level
                types[index] = .bn
            case .b:
                levels[index] = paragraphLevel
            case .bn:
                levels[index] = current.level
            default:
                levels[index] = current.level
                if let override = current.override { types[index] = override }
            }
        }
        return (levels, types)
    }

    /// Rules P2–P3 for an FSI: whether the first strong character before its matching PDI is R or AL.
    private static func firstStrongIsRightToLeft(_ classes: [BidiClass], after start: Int) -> Bool {
        var depth = 0
        for type in classes[(start + 1)...] {
            switch type {
            case .lri, .rli, .fsi: depth += 1
            case .pdi:
                if depth == 0 { return false }
                depth -= 1
            case .l where depth == 0: return false
            case .r where depth == 0, .al where depth == 0: return true
            default: break
            }
        }
        return false
    }

    // MARK: Isolating run sequences (X10, BD13)

    /// The indices of one isolating run sequence, with the types at its start and end.
    private struct RunSequence {
        var indices: [Int]
        var level: UInt8
        var sos: BidiClass
        var eos: BidiClass
        var embeddingDirection: BidiClass { level % 2 == 0 ? .l : .r }
    }

    private static func isolatingRunSequences(_ classes: [BidiClass], levels: [UInt8], paragraphLevel: UInt8) -> [RunSequence] {
        let kept = classes.indices.filter { !classes[$0].isRemovedByX9 }
        // Level runs (BD7) over the characters X9 keeps.
        var runs: [[Int]] = []
        for index in kept {
            if let last = runs.last?.last, levels[last] == levels[index] { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        // BD9: each isolate initiator's matching PDI.
        var matchingPDI: [Int: Int] = [:], open: [Int] = []
        for index in kept {
            if classes[index].isIsolateInitiator { open.append(index) } else if classes[index] == .pdi, let initiator = open.popLast() {
                matchingPDI[initiator] = index
            }
        }
        let matchedPDIs = Set(matchingPDI.values)
        var runStartingAt: [Int: Int] = [:]
        for (number, run) in runs.enumerated() { runStartingAt[run[0]] = number }

        var sequences: [RunSequence] = []
        for run in runs where !matchedPDIs.contains(run[0]) {
            var indices = run
            while let last = indices.last, let pdi = matchingPDI[last], let number = runStartingAt[pdi] {
                indices += runs[number]
            }
            let level = levels[indices[0]]
            let first = indices[0], last = indices[indices.count - 1]
            let before = kept.last(where: { $0 < first }).map { levels[$0] } ?? paragraphLevel
            let after = classes[last].isIsolateInitiator ? paragraphLevel
                : kept.first(where: { $0 > last }).map { levels[$0] } ?? paragraphLevel
            sequences.append(RunSequence(indices: indices, level: level,
                                         sos: max(level, before) % 2 == 0 ? .l : .r,
                                         eos: max(level, after) % 2 == 0 ? .l : .r))
        }
        return sequences
    }

    // MARK: Weak types (W1–W7)

    private static func resolveWeakTypes(_ sequence: RunSequence, _ types: inout [BidiClass]) {
        let indices = sequence.indices
        // W1: a mark takes the type before it (ON after an isolate initiator or PDI).
        var previous = sequence.sos
        for index in indices {
            if types[index] == .nsm { types[index] = previous.isIsolateInitiator || previous == .pdi ? .on : previous }
            previous = types[index]
        }
        // W2, W3: European digits after Arabic letters are Arabic digits; AL becomes R.
        var lastStrong = sequence.sos
        for index in indices {
            switch types[index] {
            case .l, .r: lastStrong = types[index]
            case .al: lastStrong = .al; types[index] = .r
            case .en where lastStrong == .al: types[index] = .an
            default: break
            }
        }
        // W4: one separator between two numbers of a kind joins them.
        for position in indices.indices.dropFirst().dropLast() {
            let before = types[indices[position - 1]], after = types[indices[position + 1]]
            switch types[indices[position]] {
            case .es where before == .en && after == .en: types[indices[position]] = .en
            case .cs where before == after && (before == .en || before == .an): types[indices[position]] = before
            default: break
            }
        }
        // W5: terminators next to European digits become digits.
        var position = 0
        while position < indices.count {
            guard types[indices[position]] == .et else { position += 1; continue }
            var end = position
            while end < indices.count, types[indices[end]] == .et { end += 1 }
            let touchesDigit = (position > 0 && types[indices[position - 1]] == .en) || (end < indices.count && types[indices[end]] == .en)
            if touchesDigit { for p in position..<end { types[indices[p]] = .en } }
            position = end
        }
        // W6, W7: other separators are neutral; European digits in left-to-right context are L.
        lastStrong = sequence.sos
        for index in indices {
            switch types[index] {
            case .es, .et, .cs: types[index] = .on
            case .l, .r: lastStrong = types[index]
            case .en where lastStrong == .l: types[index] = .l
            default: break
            }
        }
    }

    // MARK: Paired brackets (N0, BD16)

    private static func resolvePairedBrackets(_ sequence: RunSequence, _ types: inout [BidiClass], original: [BidiClass],
                                              scalars: [Unicode.Scalar]) {
        let indices = sequence.indices
        var pairs: [(open: Int, close: Int)] = [], stack: [(closing: UInt32, position: Int)] = []
        scan: for (position, index) in indices.enumerated() where types[index] == .on {
            let scalar = scalars[index].value
            if let closing = closingBrackets[scalar] {
                guard stack.count < 63 else { break scan }
                stack.append((closing, position))
            } else if let depth = stack.lastIndex(where: { $0.closing == scalar || ($0.closing == 0x232A && scalar == 0x3009) }) {
                pairs.append((stack[depth].position, position))
                stack.removeSubrange(depth...)
            }
        }
        let embedding = sequence.embeddingDirection
        for pair in pairs.sorted(by: { $0.open < $1.open }) {
            var foundEmbedding = false, foundOpposite = false
            for position in (pair.open + 1)..<pair.close {
                guard let direction = types[indices[position]].strongDirection else { continue }
                if direction == embedding { foundEmbedding = true } else { foundOpposite = true }
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sequence.sos
                for position in stride(from: pair.open - 1, through: 0, by: -1) {
                    if let direction = types[indices[position]].strongDirection { context = direction; break }
                }
                resolved = context == embedding ? embedding : context
            } else {
                continue
            }
            for position in [pair.open, pair.close] {
                types[indices[position]] = resolved
                var mark = position + 1
                while mark < indices.count, original[indices[mark]] == .nsm {
                    types[indices[mark]] = resolved
                    mark += 1
                }
            }
        }
    }

    // MARK: Neutrals (N1–N2)

    private static func resolveNeutrals(_ sequence: RunSequence, _ types: inout [BidiClass]) {
        let indices = sequence.indices
        var position = 0
        while position < indices.count {
            guard types[indices[position]].isNeutralOrIsolate else { position += 1; continue }
            var end = position
            while end < indices.count, types[indices[end]].isNeutralOrIsolate { end += 1 }
            let before = position > 0 ? types[indices[position - 1]].strongDirection ?? sequence.embeddingDirection : sequence.sos
            let after = end < indices.count ? types[indices[end]].strongDirection ?? sequence.embeddingDirection : sequence.eos
            let resolved = before == after ? before : sequence.embeddingDirection
            for p in position..<end { types[indices[p]] = resolved }
            position = end
        }
    }

    // MARK: Tables

    /// Opening paired brackets (Bidi_Paired_Bracket_Type Open, BidiBrackets.txt) → their closing bracket.
    private static let closingBrackets: [UInt32: UInt32] = [
        0x0028: 0x0029, 0x005B: 0x005D, 0x007B: 0x007D, 0x0F3A: 0x0F3B, 0x0F3C: 0x0F3D, 0x169B: 0x169C,
        0x2045: 0x2046, 0x207D: 0x207E, 0x208D: 0x208E, 0x2308: 0x2309, 0x230A: 0x230B, 0x2329: 0x232A,
        0x2768: 0x2769, 0x276A: 0x276B, 0x276C: 0x276D, 0x276E: 0x276F, 0x2770: 0x2771, 0x2772: 0x2773,
        0x2774: 0x2775, 0x27C5: 0x27C6, 0x27E6: 0x27E7, 0x27E8: 0x27E9, 0x27EA: 0x27EB, 0x27EC: 0x27ED,
        0x27EE: 0x27EF, 0x2983: 0x2984, 0x2985: 0x2986, 0x2987: 0x2988, 0x2989: 0x298A, 0x298B: 0x298C,
        0x298D: 0x2990, 0x298F: 0x298E, 0x2991: 0x2992, 0x2993: 0x2994, 0x2995: 0x2996, 0x2997: 0x2998,
        0x29D8: 0x29D9, 0x29DA: 0x29DB, 0x29FC: 0x29FD, 0x3008: 0x3009, 0x300A: 0x300B, 0x300C: 0x300D,
        0x300E: 0x300F, 0x3010: 0x3011, 0x3014: 0x3015, 0x3016: 0x3017, 0x3018: 0x3019, 0x301A: 0x301B,
        0xFE59: 0xFE5A, 0xFE5B: 0xFE5C, 0xFE5D: 0xFE5E, 0xFF08: 0xFF09, 0xFF3B: 0xFF3D, 0xFF5B: 0xFF5D,
        0xFF5F: 0xFF60, 0xFF62: 0xFF63,
    ]

    /// Bidi_Mirroring_Glyph (BidiMirroring.txt) of the paired brackets, both ways, and of the
    /// other common mirrored characters: comparison signs, guillemets, set and order relations.
    private static let mirrors: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [
            0x003C: 0x003E, 0x00AB: 0x00BB, 0x2039: 0x203A, 0x2264: 0x2265, 0x2266: 0x2267, 0x226A: 0x226B,
            0x2208: 0x220B, 0x2209: 0x220C, 0x2282: 0x2283, 0x2286: 0x2287, 0x228F: 0x2290, 0x2291: 0x2292,
            0x22A2: 0x22A3, 0x22B0: 0x22B1, 0x22B2: 0x22B3, 0x22B4: 0x22B5, 0x22D6: 0x22D7, 0xFF1C: 0xFF1E,
        ]
        for (open, close) in closingBrackets { table[open] = close }
        for (from, to) in table { table[to] = from }
        return table
    }()
}
