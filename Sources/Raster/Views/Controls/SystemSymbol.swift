// SystemSymbol.swift · Raster/Views/Controls · stands in for SwiftUI's Image(systemName:) inside Label and Button (iOS 17)
// Status: Partial — SF Symbols are Apple's and not on Linux: a few common symbols are drawn
// as simple vector glyphs, every other name as an outlined placeholder square.

import Foundation

/// A system symbol drawn by Raster: what `Label(_:systemImage:)` and
/// `Button(_:systemImage:action:)` show as their icon.
///
/// Raster: the symbol is a square box whose side is 1.2 × the environment's font size
/// (20.4 points for body text), rounded up to a device pixel, drawn in the foreground
/// style. These names are drawn: plus, minus, checkmark, xmark, chevron.left/right/up/down,
/// chevron.up.chevron.down, circle, square, star, heart (each also `.fill` where SF has
/// one). Any other name draws a rounded-square outline and warns once.
/// [UNCERTAIN — SF Symbols have per-symbol widths; the square box is an approximation.]
public struct _SystemSymbol: View, Equatable {
    /// The SF Symbols name, such as "star.fill".
    public let name: String

    public init(systemName: String) {
        name = systemName
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension _SystemSymbol: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let pixel = environment.pixelLength
        let side = ((environment.resolvedFontSize * SymbolGlyph.boxScale) / pixel - 1e-9).rounded(.up) * pixel
        let glyph = SymbolGlyph(name: name)
        if glyph == nil {
            warnOnce("SF Symbols are not available on Linux: the system image \"\(name)\" is drawn as a placeholder square")
        }
        node.becomeLeaf(LeafLayout(measure: { _ in CGSize(width: side, height: side) })) { size in
            let rect = CGRect(origin: .zero, size: size)
            let paint = ForegroundStyle().paint(in: environment, bounds: rect)
            return (glyph ?? .placeholder).items(in: rect, paint: paint, weight: environment.resolvedFontSize * 0.09)
        }
    }
}

/// The vector glyphs Raster draws for system symbols and for the controls' own marks
/// (the stepper's minus and plus, the menu picker's chevrons).
enum SymbolGlyph: Equatable {
    case plus, minus, checkmark, xmark
    case chevron(Edge)
    case upDownChevrons
    case circle(filled: Bool)
    case square(filled: Bool)
    case star(filled: Bool)
    case heart(filled: Bool)
    case placeholder

    /// The symbol box side over the font size.
    static let boxScale: CGFloat = 1.2

    /// The glyph for an SF Symbols name, or nil when Raster cannot draw it.
    init?(name: String) {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        switch base {
        case "plus" where !filled: self = .plus
        case "minus" where !filled: self = .minus
        case "checkmark" where !filled: self = .checkmark
        case "xmark" where !filled: self = .xmark
        case "chevron.left" where !filled: self = .chevron(.leading)
        case "chevron.right" where !filled: self = .chevron(.trailing)
        case "chevron.up" where !filled: self = .chevron(.top)
        case "chevron.down" where !filled: self = .chevron(.bottom)
        case "chevron.up.chevron.down" where !filled: self = .upDownChevrons
        case "circle": self = .circle(filled: filled)
        case "square": self = .square(filled: filled)
        case "star": self = .star(filled: filled)
        case "heart": self = .heart(filled: filled)
        default: return nil
        }
    }

    /// The glyph's items in `rect` (points), strokes `weight` points wide.
    func items(in rect: CGRect, paint: DisplayList.Paint, weight: CGFloat) -> [DisplayList.Item] {
        let stroke = StrokeStyle(lineWidth: weight, lineCap: .round, lineJoin: .round)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
        }
        func lines(_ polylines: [[CGPoint]]) -> [DisplayList.Item] {
            var path = Path()
            for points in polylines { path.addLines(points) }
            return [.stroke(path, paint, stroke)]
        }
        func shape(_ path: Path, filled: Bool) -> [DisplayList.Item] {
            filled ? [.fill(path, paint, FillStyle())] : [.stroke(path, paint, stroke)]
        }
        let inner = rect.insetBy(dx: rect.width * 0.12, dy: rect.height * 0.12)
        switch self {
        case .plus:
            return lines([[point(0.15, 0.5), point(0.85, 0.5)], [point(0.5, 0.15), point(0.5, 0.85)]])
        case .minus:
            return lines([[point(0.15, 0.5), point(0.85, 0.5)]])
        case .checkmark:
            return lines([[point(0.18, 0.54), point(0.4, 0.76), point(0.84, 0.24)]])
        case .xmark:
            return lines([[point(0.22, 0.22), point(0.78, 0.78)], [point(0.78, 0.22), point(0.22, 0.78)]])
        case .chevron(let edge):
            switch edge {
            case .leading: return lines([[point(0.64, 0.16), point(0.32, 0.5), point(0.64, 0.84)]])
            case .trailing: return lines([[point(0.36, 0.16), point(0.68, 0.5), point(0.36, 0.84)]])
            case .top: return lines([[point(0.16, 0.64), point(0.5, 0.32), point(0.84, 0.64)]])
            case .bottom: return lines([[point(0.16, 0.36), point(0.5, 0.68), point(0.84, 0.36)]])
            }
        case .upDownChevrons:
            return lines([[point(0.28, 0.38), point(0.5, 0.16), point(0.72, 0.38)],
                          [point(0.28, 0.62), point(0.5, 0.84), point(0.72, 0.62)]])
        case .circle(let filled):
            return shape(Path(ellipseIn: inner), filled: filled)
        case .square(let filled):
            return shape(Path(roundedRect: inner, cornerRadius: inner.width * 0.2), filled: filled)
        case .star(let filled):
            return shape(Self.starPath(in: inner), filled: filled)
        case .heart(let filled):
            return shape(Self.heartPath(in: inner), filled: filled)
        case .placeholder:
            return [.stroke(Path(roundedRect: inner, cornerRadius: inner.width * 0.2), paint,
                            StrokeStyle(lineWidth: weight, dash: [weight * 2, weight * 1.5]))]
        }
    }

    /// A five-pointed star, point up, inscribed in `rect`.
    private static func starPath(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY + rect.height * 0.05)
        let outer = rect.width / 2, innerRadius = outer * 0.45
        var points: [CGPoint] = []
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : innerRadius
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// A heart, point down, in `rect`.
    private static func heartPath(in rect: CGRect) -> Path {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
        var path = Path()
        path.move(to: p(0.5, 0.92))
        path.addCurve(to: p(0.02, 0.34), control1: p(0.28, 0.74), control2: p(0.02, 0.58))
        path.addCurve(to: p(0.5, 0.2), control1: p(0.02, 0.04), control2: p(0.4, 0.0))
        path.addCurve(to: p(0.98, 0.34), control1: p(0.6, 0.0), control2: p(0.98, 0.04))
        path.addCurve(to: p(0.5, 0.92), control1: p(0.98, 0.58), control2: p(0.72, 0.74))
        path.closeSubpath()
        return path
    }
}
