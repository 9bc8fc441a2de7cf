// SymbolGlyph.swift · Raster/Views/Controls · the marks controls draw themselves (the stepper's minus and plus, the menu picker's and disclosure group's chevrons)
// Status: Complete — system symbols elsewhere are `Image(systemName:)` (Views/Symbols/).
//
// These stay hand-drawn strokes rather than icon-font glyphs: they sit in boxes whose size
// and stroke weight come from the controls' metrics (ios17-metrics.md), and Material Icons'
// chevrons are about a quarter smaller than SF Symbols' (10 points tall at 17-point text
// where iOS's disclosure chevron is about 13), so the strokes look closer to iOS.

import Foundation

/// A mark a control draws in its own canvas.
enum SymbolGlyph: Equatable {
    case plus, minus
    case upDownChevrons
    /// A chevron pointing right (a collapsed disclosure group, the calendar's next month) or
    /// down (expanded).
    case chevronRight, chevronDown
    /// A chevron pointing left (the calendar's previous month).
    case chevronLeft

    /// The glyph's items in `rect` (points), strokes `weight` points wide with round ends.
    func items(in rect: CGRect, paint: DisplayList.Paint, weight: CGFloat) -> [DisplayList.Item] {
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
        }
        let polylines: [[CGPoint]]
        switch self {
        case .plus:
            polylines = [[point(0.15, 0.5), point(0.85, 0.5)], [point(0.5, 0.15), point(0.5, 0.85)]]
        case .minus:
            polylines = [[point(0.15, 0.5), point(0.85, 0.5)]]
        case .upDownChevrons:
            polylines = [[point(0.28, 0.38), point(0.5, 0.16), point(0.72, 0.38)],
                         [point(0.28, 0.62), point(0.5, 0.84), point(0.72, 0.62)]]
        case .chevronRight:
            polylines = [[point(0.36, 0.16), point(0.68, 0.5), point(0.36, 0.84)]]
        case .chevronLeft:
            polylines = [[point(0.64, 0.16), point(0.32, 0.5), point(0.64, 0.84)]]
        case .chevronDown:
            polylines = [[point(0.16, 0.36), point(0.5, 0.68), point(0.84, 0.36)]]
        }
        var path = Path()
        for points in polylines { path.addLines(points) }
        return [.stroke(path, paint, StrokeStyle(lineWidth: weight, lineCap: .round, lineJoin: .round))]
    }
}
