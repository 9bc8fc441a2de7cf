// EdgeList.swift · Raster/Rasterizer · Raster's own edge builder (no SwiftUI counterpart)
// Status: Complete.
//
// Collects the straight edges of flattened polygons in device space, clipped to the
// rasterizer's clip rectangle, in the fixed-point form CoverageRasterizer consumes.
//
// Clipping happens here, in Double, before anything becomes fixed point, so coordinates
// of 1e9 never overflow and off-canvas geometry costs nothing later:
// - above the top or below the bottom: dropped (rows are independent in the accumulator);
// - right of the right edge: dropped (accumulation runs left to right, so cells past the
//   right edge never reach a visible pixel);
// - left of the left edge: moved onto the left edge as a vertical segment, which gives every
//   visible cell of those rows the same winding the original segment gave them.
//
// Every edge is stored pointing down with its direction kept as a ±1 winding. Two shapes that
// share an edge therefore store bit-identical edges with opposite windings, so their coverage
// contributions cancel exactly and abutting shapes show no seam.
//
// The clipping and the fixed-point conversion are CRasterKernels' `raster_edge_list_add_line`
// (EdgeBuilder.c), the same double operations as the Swift code it ports, which the tests keep
// as their reference (Tests/RasterTests/Rasterizer/EdgeListReference.swift). In Swift a
// segment inside the clip cost about 185 instructions, many of them range checks on
// conversions and differences that the clipping already keeps in range; in C about 135
// (strokes_2k: 1.6% fewer instructions a frame; ARCHITECTURE.md has the figures).

import CRasterKernels
import Foundation

/// Device-space fixed point with 8 fractional bits (1/256 pixel): 24.8.
typealias Fixed24_8 = Int32

/// One straight edge, pointing down (`y0 < y1`): x in 1/256 px from the clip rectangle's left
/// edge (never negative), y in 1/256 px device space, `winding` +1 when the original segment
/// ran down the screen and −1 when it ran up, `dydx` = |(y1 − y0) / (x1 − x0)| (0 for vertical
/// edges). CRasterKernels' struct, which its cell writer reads (`RasterKernels.add_edges`).
typealias LineEdge = RasterLineEdge

/// The edges of one fill, clipped to a device rectangle. Reused between fills.
final class EdgeList: PolygonSink {
    /// The edges, their clip rectangle and extents, as the C edge builder reads and writes them
    /// (one allocation for the list's life, so no Swift access checks per segment).
    private let list: UnsafeMutablePointer<RasterEdgeList>
    /// Edges `list.edges` has room for.
    private var capacity = 256
    private var cursorX = 0.0, cursorY = 0.0

    init() {
        list = .allocate(capacity: 1)
        list.initialize(to: RasterEdgeList(edges: .allocate(capacity: capacity), count: 0, left: 0, top: 0, right: 0,
                                           bottom: 0, min_x: .max, max_x: .min, min_y: .max, max_y: .min,
                                           dropped_right: 0, tall_verticals: 0))
    }

    deinit {
        list.pointee.edges.deallocate()
        list.deallocate()
    }

    /// Clip rectangle in device pixels, `left..<right` × `top..<bottom`.
    var left: Int { Int(list.pointee.left) }
    var top: Int { Int(list.pointee.top) }
    var right: Int { Int(list.pointee.right) }
    var bottom: Int { Int(list.pointee.bottom) }
    var edges: UnsafeMutablePointer<LineEdge> { list.pointee.edges }
    var count: Int { list.pointee.count }
    /// Smallest `y0` and largest `y1` of the stored edges (1/256 px).
    var minY: Fixed24_8 { list.pointee.min_y }
    var maxY: Fixed24_8 { list.pointee.max_y }
    /// Smallest and largest x of the stored edges (1/256 px from `left`).
    var minX: Fixed24_8 { list.pointee.min_x }
    var maxX: Fixed24_8 { list.pointee.max_x }
    /// Whether some segment was dropped for lying right of the clip (then coverage can run
    /// on to the right edge).
    var droppedRight: Bool { list.pointee.dropped_right != 0 }
    /// How many stored edges are vertical and at least four rows high
    /// (`RASTER_TALL_VERTICAL`): the sides a fill's rows of one rectangle lie between.
    var tallVerticals: Int { Int(list.pointee.tall_verticals) }

    /// Empties the list and sets the clip rectangle (device pixels).
    func reset(left: Int, top: Int, right: Int, bottom: Int) {
        list.pointee.left = Int64(left); list.pointee.top = Int64(top)
        list.pointee.right = Int64(right); list.pointee.bottom = Int64(bottom)
        list.pointee.count = 0
        list.pointee.min_y = .max; list.pointee.max_y = .min
        list.pointee.min_x = .max; list.pointee.max_x = .min
        list.pointee.dropped_right = 0
        list.pointee.tall_verticals = 0
    }

    var isEmpty: Bool { count == 0 }

    /// The device pixels the stored edges can cover: their box, extended to the clip's right
    /// edge when segments right of the clip were dropped (coverage then runs on to the edge).
    var pixelBounds: PixelRect {
        guard count > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let x1 = droppedRight ? right : Swift.min(right, left + Int((maxX + 255) >> 8))
        return PixelRect(x0: left + Int(minX >> 8), y0: Int(minY >> 8), x1: x1, y1: Int((maxY + 255) >> 8))
    }

    func moveTo(_ x: Double, _ y: Double) {
        cursorX = x; cursorY = y
    }

    func lineTo(_ x: Double, _ y: Double) {
        addLine(cursorX, cursorY, x, y)
        cursorX = x; cursorY = y
    }

    /// Adds the segment `(x0, y0) → (x1, y1)` (device pixels), clipped: at most three edges
    /// (the parts left of, inside and right of the clip's sides). A segment with an end that
    /// is not finite is dropped, and counts as dropped right of the clip: it unbalances the
    /// winding of the rows it crossed, so coverage may run on to the clip's right edge (a clip
    /// mask sized to the edges' box was written past its end: fuzz finding, heap corruption,
    /// `Fuzz --target raster --seed 1 --from 615`).
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if list.pointee.count + 3 > capacity {
            let grown = UnsafeMutablePointer<LineEdge>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: list.pointee.edges, count: list.pointee.count)
            list.pointee.edges.deallocate()
            list.pointee.edges = grown
            capacity *= 2
        }
        raster_edge_list_add_line(list, x0, y0, x1, y1)
    }
}
