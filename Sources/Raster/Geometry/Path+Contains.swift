// Path+Contains.swift · Raster/Geometry · mirrors SwiftUI Path.contains(_:eoFill:) (iOS 17)
// Status: Complete.

import Foundation

extension Path {
    /// Whether `point` is inside the path under the non-zero rule, or the even-odd rule
    /// when `eoFill` is true. Open subpaths count as closed, as for filling.
    ///
    /// Raster: the path is flattened within 0.01 units and the winding number of the
    /// point is counted with a horizontal ray; points exactly on an edge count as inside
    /// when the edge is a left or top edge (the rasterizer's half-open convention).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var counter = WindingCounter(x: Double(point.x), y: Double(point.y))
        flattenForFill(transform: .identity, tolerance: 0.01, cull: .everything, into: &counter)
        return eoFill ? counter.winding & 1 != 0 : counter.winding != 0
    }
}

/// Counts how often a path's edges cross the horizontal ray to the right of a point.
private struct WindingCounter: PolygonSink {
    let x: Double
    let y: Double
    var winding = 0
    private var lastX = 0.0, lastY = 0.0

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    mutating func moveTo(_ x: Double, _ y: Double) {
        lastX = x
        lastY = y
    }

    mutating func lineTo(_ x1: Double, _ y1: Double) {
        let x0 = lastX, y0 = lastY
        lastX = x1
        lastY = y1
        // Half-open in y: an edge covers [min y, max y).
        guard (y0 <= y && y < y1) || (y1 <= y && y < y0) else { return }
        let crossing = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        guard crossing > x else { return }
        winding += y1 > y0 ? 1 : -1
    }
}
