// Path+Contains.swift · Raster/Geometry · mirrors SwiftUI Path.contains(_:eoFill:) (iOS 17)
// Status: Complete.
//
// The winding number of the point: curves are flattened within 1/1000 of the path's size,
// every subpath is closed (fill semantics), and each edge crossing the horizontal line
// through the point to its right adds its direction (+1 downwards, −1 upwards). Edges count
// for y in [y0, y1), so a point on a shared horizontal boundary is counted once.

import Foundation

extension Path {
    /// Whether the path, filled with the non-zero rule (or even-odd when `eoFill` is true),
    /// contains `p`.
    ///
    /// Raster: `p` is in the path's coordinate space. Points exactly on the boundary may
    /// report either way.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        let bounds = boundingRect
        guard !bounds.isNull, bounds.contains(p), p.x.isFinite, p.y.isFinite else { return false }
        let size = Swift.max(bounds.width, bounds.height)
        var counter = WindingCounter(x: Double(p.x), y: Double(p.y))
        flattenForFill(transform: .identity, tolerance: Swift.max(Double(size) / 1000, 1e-9), cull: .everything,
                       into: &counter)
        return eoFill ? counter.winding % 2 != 0 : counter.winding != 0
    }
}

/// Counts how the polygon edges wind around one point.
private struct WindingCounter: PolygonSink {
    let x: Double, y: Double
    var winding = 0
    private var cx = 0.0, cy = 0.0

    init(x: Double, y: Double) { self.x = x; self.y = y }

    mutating func moveTo(_ x: Double, _ y: Double) { cx = x; cy = y }

    mutating func lineTo(_ nx: Double, _ ny: Double) {
        defer { cx = nx; cy = ny }
        let down = cy <= y && ny > y, up = ny <= y && cy > y
        guard down || up else { return }
        let crossingX = cx + (y - cy) * (nx - cx) / (ny - cy)
        if crossingX > x { winding += down ? 1 : -1 }
    }
}
