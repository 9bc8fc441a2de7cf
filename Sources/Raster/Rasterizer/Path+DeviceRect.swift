// Path+DeviceRect.swift · Raster/Rasterizer · Raster's own shape test (no SwiftUI counterpart)
// Status: Complete.
//
// Recognises paths that are one axis-aligned rectangle in device space — `Path(CGRect)`,
// `Rectangle`, backgrounds and frames under a translate or scale — so that fills take the
// rectangle rasterizer and clips only shrink the clip rectangle.

import Foundation

/// An axis-aligned rectangle in device pixels, `x0 ≤ x1`, `y0 ≤ y1`.
struct DeviceRect {
    var x0: Double, y0: Double, x1: Double, y1: Double
}

extension Path {
    /// The rectangle this path covers mapped by `t`, when it is one: a move and three or
    /// four lines round the corners (the fourth back to the start), optionally closed, under
    /// a transform without rotation or skew, all coordinates finite. Nil otherwise.
    func deviceRect(_ t: CGAffineTransform) -> DeviceRect? {
        guard t.b == 0, t.c == 0 else { return nil }
        let elements = self.elements
        var count = elements.count
        if count > 0, elements[count - 1] == .closeSubpath { count -= 1 }
        guard count == 4 || count == 5, case .move(let start) = elements[0] else { return nil }
        @inline(__always) func point(_ i: Int) -> (Double, Double)? {
            let p: CGPoint
            if i == 0 { p = start } else if case .line(let q) = elements[i] { p = q } else { return nil }
            return (Double(t.a * p.x + t.tx), Double(t.d * p.y + t.ty))
        }
        guard let p0 = point(0), let p1 = point(1), let p2 = point(2), let p3 = point(3) else { return nil }
        if count == 5 { guard let p4 = point(4), p4 == p0 else { return nil } }
        guard p0.0.isFinite, p0.1.isFinite, p2.0.isFinite, p2.1.isFinite else { return nil }
        // The sides alternate between horizontal and vertical, starting with either.
        let horizontalFirst = p0.1 == p1.1 && p1.0 == p2.0 && p2.1 == p3.1 && p3.0 == p0.0
        let verticalFirst = p0.0 == p1.0 && p1.1 == p2.1 && p2.0 == p3.0 && p3.1 == p0.1
        guard horizontalFirst || verticalFirst else { return nil }
        return DeviceRect(x0: Swift.min(p0.0, p2.0), y0: Swift.min(p0.1, p2.1),
                          x1: Swift.max(p0.0, p2.0), y1: Swift.max(p0.1, p2.1))
    }
}
