// Path+SVG.swift · Raster/Geometry · mirrors SwiftUI Path's CustomStringConvertible and init?(_ string:) (iOS 17)
// Status: Complete — Raster prints SVG path data (SwiftUI prints its own postfix form,
// which Raster also reads). Parsing follows SVG 1.1 §8.3 path data, arcs §F.6.5.

import Foundation

/// Why SVG path data could not be read.
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    /// The character offset (0-based, in Unicode scalars) where reading stopped.
    public let offset: Int
    /// What was expected there.
    public let reason: String

    public var description: String { "invalid SVG path data at character \(offset): \(reason)" }
}

extension Path: LosslessStringConvertible {
    /// Reads SVG path data (`"M10 10 L20 20 Z"`, all commands of SVG 1.1 including arcs,
    /// relative forms and implicit repetition).
    ///
    /// Raster-specific. Units are whatever the path is drawn in (points for views), y down.
    /// - Throws: `SVGPathError` naming the offending character offset.
    public init(svgPathData: String) throws {
        var parser = SVGPathParser(Array(svgPathData.unicodeScalars))
        self = try parser.parse()
    }

    /// A path read from `description`: SVG path data, or SwiftUI's postfix form
    /// (`"0 0 m 10 0 l 10 10 5 5 q h"`). Nil when neither reads.
    public init?(_ description: String) {
        if let path = try? Path(svgPathData: description) {
            self = path
        } else if let path = Path(postfix: description) {
            self = path
        } else {
            return nil
        }
    }

    /// The path as SVG path data in absolute commands, numbers rounded to 1/1000
    /// (`"M10 10 L20 20 Q25 30 30 20 C… Z"`): stable across runs, ready to snapshot.
    public var description: String {
        func n(_ v: CGFloat) -> String {
            guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
            let r = (Double(v) * 1000).rounded() / 1000
            if r == 0 { return "0" }
            if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
            var s = String(format: "%.3f", r)
            while s.hasSuffix("0") { s.removeLast() }
            return s
        }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let a): return "M\(p(a))"
            case .line(let a): return "L\(p(a))"
            case .quadCurve(let a, let c): return "Q\(p(c)) \(p(a))"
            case .curve(let a, let c1, let c2): return "C\(p(c1)) \(p(c2)) \(p(a))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }

    /// SwiftUI's postfix description: coordinates, then `m`, `l`, `q`, `c` or `h`.
    private init?(postfix: String) {
        var path = Path()
        var numbers: [CGFloat] = []
        for token in postfix.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let v = Double(token) { numbers.append(CGFloat(v)); continue }
            let need = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0][String(token)]
            guard let need, numbers.count == need else { return nil }
            let pts = stride(from: 0, to: need, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch token {
            case "m": path.move(to: pts[0])
            case "l": path.addLine(to: pts[0])
            case "q": path.addQuadCurve(to: pts[1], control: pts[0])
            case "c": path.addCurve(to: pts[2], control1: pts[0], control2: pts[1])
            default: path.closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty, !postfix.isEmpty else { return nil }
        self = path
    }
}

/// A recursive-descent reader of SVG path data.
private struct SVGPathParser {
    let text: [Unicode.Scalar]
    var i = 0
    var path = Path()
    var current = CGPoint.zero, start = CGPoint.zero
    /// The last control point of the previous curve, for S and T reflections.
    var lastCubicControl: CGPoint?, lastQuadControl: CGPoint?

    init(_ text: [Unicode.Scalar]) { self.text = text }

    func error(_ reason: String) -> SVGPathError { SVGPathError(offset: i, reason: reason) }

    mutating func skipSeparators() {
        while i < text.count, text[i] == " " || text[i] == "," || text[i] == "\n" || text[i] == "\t" || text[i] == "\r" {
            i += 1
        }
    }

    /// Whether a number (not a command letter) comes next.
    mutating func numberFollows() -> Bool {
        skipSeparators()
        guard i < text.count else { return false }
        let c = text[i]
        return c == "-" || c == "+" || c == "." || ("0"..."9").contains(c)
    }

    mutating func number(after command: Character) throws -> CGFloat {
        skipSeparators()
        let begin = i
        if i < text.count, text[i] == "-" || text[i] == "+" { i += 1 }
        var digits = 0, dot = false
        while i < text.count {
            if ("0"..."9").contains(text[i]) { digits += 1 } else if text[i] == ".", !dot { dot = true } else { break }
            i += 1
        }
        if digits > 0, i < text.count, text[i] == "e" || text[i] == "E" {
            var j = i + 1
            if j < text.count, text[j] == "-" || text[j] == "+" { j += 1 }
            if j < text.count, ("0"..."9").contains(text[j]) {
                i = j
                while i < text.count, ("0"..."9").contains(text[i]) { i += 1 }
            }
        }
        guard digits > 0, let v = Double(String(String.UnicodeScalarView(text[begin..<i]))) else {
            i = begin
            throw error("expected a number for '\(command)'")
        }
        guard v.isFinite else {
            i = begin
            throw error("the number for '\(command)' is too large for a coordinate")
        }
        return CGFloat(v)
    }

    mutating func flag(after command: Character) throws -> Bool {
        skipSeparators()
        guard i < text.count, text[i] == "0" || text[i] == "1" else { throw error("expected an arc flag (0 or 1) for '\(command)'") }
        defer { i += 1 }
        return text[i] == "1"
    }

    mutating func point(after command: Character, relative: Bool) throws -> CGPoint {
        let x = try number(after: command), y = try number(after: command)
        return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
    }

    mutating func parse() throws -> Path {
        skipSeparators()
        guard i < text.count else { return path }
        guard text[i] == "M" || text[i] == "m" else { throw error("path data must start with 'M' or 'm'") }
        while true {
            skipSeparators()
            guard i < text.count else { return path }
            let command = Character(text[i])
            i += 1
            try run(command)
        }
    }

    mutating func run(_ command: Character) throws {
        let relative = command.isLowercase
        var first = true
        repeat {
            var cubicControl: CGPoint?, quadControl: CGPoint?
            switch command.lowercased() {
            case "m":
                let p = try point(after: command, relative: relative)
                if first { path.move(to: p); start = p } else { path.addLine(to: p) }
                current = p
            case "l":
                current = try point(after: command, relative: relative); path.addLine(to: current)
            case "h":
                let x = try number(after: command); current.x = relative ? current.x + x : x; path.addLine(to: current)
            case "v":
                let y = try number(after: command); current.y = relative ? current.y + y : y; path.addLine(to: current)
            case "c", "s":
                let c1 = command.lowercased() == "c" ? try point(after: command, relative: relative)
                    : reflect(lastCubicControl)
                let c2 = try point(after: command, relative: relative)
                current = try point(after: command, relative: relative)
                path.addCurve(to: current, control1: c1, control2: c2)
                cubicControl = c2
            case "q", "t":
                let c = command.lowercased() == "q" ? try point(after: command, relative: relative)
                    : reflect(lastQuadControl)
                current = try point(after: command, relative: relative)
                path.addQuadCurve(to: current, control: c)
                quadControl = c
            case "a":
                let rx = try number(after: command), ry = try number(after: command), rotation = try number(after: command)
                let large = try flag(after: command), sweep = try flag(after: command)
                let end = try point(after: command, relative: relative)
                addSVGArc(to: end, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
                current = end
            case "z":
                path.closeSubpath(); current = start
                lastCubicControl = nil; lastQuadControl = nil
                return
            default:
                i -= 1
                throw error("unknown command '\(command)'")
            }
            lastCubicControl = cubicControl; lastQuadControl = quadControl
            first = false
        } while numberFollows()
    }

    func reflect(_ control: CGPoint?) -> CGPoint {
        guard let c = control else { return current }
        return CGPoint(x: 2 * current.x - c.x, y: 2 * current.y - c.y)
    }

    /// SVG's endpoint arc, converted to centre form (SVG 1.1 §F.6.5) and appended as cubics.
    mutating func addSVGArc(to end: CGPoint, rx rx0: CGFloat, ry ry0: CGFloat, rotationDegrees: CGFloat,
                            largeArc: Bool, sweep: Bool) {
        guard end != current else { return }
        var rx = abs(Double(rx0)), ry = abs(Double(ry0))
        guard rx > 0, ry > 0 else { path.addLine(to: end); return }
        let dx = Double(current.x - end.x) / 2, dy = Double(current.y - end.y) / 2
        // Radii a trillion times the chord (or whose squares overflow) bend it by less than
        // a trillionth: a line, as SVG draws for radii of 0, keeps the end point.
        guard Swift.max(rx, ry) < 1e12 * Swift.max(abs(dx), abs(dy)), Swift.max(rx, ry) < 1e150 else {
            path.addLine(to: end)
            return
        }
        let phi = Double(rotationDegrees) * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coefficient = (largeArc != sweep ? 1.0 : -1.0) * Swift.max(0, numerator / denominator).squareRoot()
        let cxp = coefficient * rx * y1 / ry, cyp = -coefficient * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + Double(current.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + Double(current.y + end.y) / 2
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry, vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        // The unit circle, scaled to the radii, rotated by φ and moved to the centre.
        let ellipse = CGAffineTransform(a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: cx, ty: cy)
        guard [ellipse.a, ellipse.b, ellipse.c, ellipse.d, ellipse.tx, ellipse.ty, theta1, delta].allSatisfy(\.isFinite) else {
            path.addLine(to: end)
            return
        }
        path.appendArcCurves(center: .zero, radius: 1, start: theta1, delta: delta, transform: ellipse)
    }
}
