// ClipMask.swift · Raster/Rasterizer · Raster's own clip representation (no SwiftUI counterpart)
// Status: Complete.

import Foundation

/// An integer rectangle of device pixels, `x0..<x1` × `y0..<y1`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { Swift.max(0, x1 - x0) }
    var height: Int { Swift.max(0, y1 - y0) }

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
    }

    /// The pixels touched by `rect` (device space), clamped to ±2^30 first.
    init(covering rect: CGRect) {
        let limit = Double(1 << 30)
        func clamp(_ v: CGFloat) -> Int { Int(Swift.max(-limit, Swift.min(limit, v.isNaN ? 0 : Double(v)))) }
        guard !rect.isNull else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        self.init(x0: clamp(rect.minX.rounded(.down)), y0: clamp(rect.minY.rounded(.down)),
                  x1: clamp(rect.maxX.rounded(.up)), y1: clamp(rect.maxY.rounded(.up)))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}

/// An 8-bit coverage mask over a rectangle of device pixels (`rect.width` bytes per row,
/// row 0 at `rect.y0`). Immutable once built, so contexts copied from one another can share
/// it. It covers the clip's bounds, so drawing (always inside the bounds) never reads past it.
final class ClipMask {
    let rect: PixelRect
    let coverage: UnsafeMutablePointer<UInt8>

    init(rect: PixelRect, filledWith value: UInt8) {
        self.rect = rect
        coverage = .allocate(capacity: Swift.max(1, rect.width * rect.height))
        coverage.initialize(repeating: value, count: Swift.max(1, rect.width * rect.height))
    }

    deinit { coverage.deallocate() }

    /// The coverage at device pixel `(x, y)`, which must lie in `rect`.
    @inline(__always)
    func at(_ x: Int, _ y: Int) -> UInt8 { coverage[(y - rect.y0) * rect.width + (x - rect.x0)] }
}

/// Where drawing may land: a device rectangle and, inside it, an optional coverage mask
/// (whose rectangle contains `bounds`).
struct ClipState {
    var bounds: PixelRect
    var mask: ClipMask?
}
