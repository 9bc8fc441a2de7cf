// SVGPathFuzz.swift · Fuzz · the SVG path-data parser on random and damaged strings
//
// Each input is either a string of random tokens (command letters, numbers in every form SVG
// allows and some it does not, separators, arc flags, stray characters and non-ASCII scalars)
// or a valid path datum with one to four character-level mutations. It goes to
// `Path(svgPathData:)` and `Path(_:)` (which also tries SwiftUI's postfix form); a path that
// reads is printed back (`description`), measured and, one time in eight, filled on a 16×16
// pixmap. Each must throw, return nil or succeed.

import Foundation
import Raster

enum SVGPathFuzz {
    static func run(_ g: inout SplitMix64) {
        let text = g.oneIn(2) ? tokens(&g) : mutated(g.pick(valid), &g)
        if let path = try? Path(svgPathData: text) {
            _ = path.description
            _ = path.boundingRect
            if g.oneIn(8) {
                GraphicsContext(pixmap: canvas).fill(path, with: .color(.black))
            }
        }
        _ = Path(text)
    }

    nonisolated(unsafe) static let canvas = try! Pixmap(width: 16, height: 16)

    static let valid = [
        "M10 10 L20 20 Z", "M0,0 h10 v10 h-10 z", "m1.5.5-2e1,3E-2", "M10 10 C20 0 30 0 40 10 S60 20 70 10",
        "M0 0 Q10 10 20 0 T40 0", "M10 80 A45 45 0 0 0 125 125 L125 80 Z", "M0 0a1 1 0 1110 0", "M 1 2 3 4 5 6",
        "M0 0 L1e308 1e308 L-1e308 0 z", "M.1.2.3.4", "M10-10l-5-5", "M0 0 A0 0 0 0 1 10 10", "M0 0 H 5 V 5 Z M 1 1 Z",
        "0 0 m 10 0 l 10 10 5 5 q h",
    ]

    static let pieces = [
        "M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
        " ", ",", "\t", "\n", "-", "+", ".", "e", "E", "0", "1", "9", "1e308", "1e309", "-1e400", "1e-400",
        "4.9e-324", "nan", "inf", "NaN", "0x1p3", "00000000000000000000001", "1.", ".5.5.5", "--1", "1e", "1e+",
        "0 0 1 1", "10 10 0 1 1 20 20", "\u{0}", "é", "∞", "🙂", "\u{FEFF}", "\u{2009}",
    ]

    /// Random tokens: usually short, sometimes thousands long.
    static func tokens(_ g: inout SplitMix64) -> String {
        let count = g.oneIn(50) ? g.below(4000) : g.below(40)
        var text = ""
        for _ in 0..<count {
            if g.oneIn(4) {
                text += String(format: "%g", Double(g.hostile(-1000...1000)))
            } else {
                text += g.pick(pieces)
            }
        }
        return text
    }

    static func mutated(_ source: String, _ g: inout SplitMix64) -> String {
        var scalars = Array(source.unicodeScalars)
        for _ in 0...g.below(4) {
            let at = g.below(scalars.count + 1)
            switch g.below(4) {
            case 0 where at < scalars.count: scalars.remove(at: at)
            case 1: scalars.insert(contentsOf: g.pick(pieces).unicodeScalars, at: at)
            case 2: scalars = Array(scalars.prefix(at))
            default:
                let other = Array(g.pick(valid).unicodeScalars)
                scalars.insert(contentsOf: other[g.below(other.count)...], at: at)
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}
