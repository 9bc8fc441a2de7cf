// CoverageRasterizer+StraightRows.swift · Raster/Rasterizer/Scan · Raster's own rectangle rows inside fills (no SwiftUI counterpart)
// Status: Complete.
//
// A rounded rectangle is a rectangle between its corners: in the rows between the ends of its
// two vertical sides no other edge is active, and each row's cells hold the same two vertical
// pieces. The cell path pays for those rows as for any other (finding the row's extent,
// summing its cells in steps, compositing the steps with the edges one at a time); the
// rectangle path (CoverageRasterizer+Rect.swift) paints them as a left pixel, a run and a
// right pixel per row, with the same arithmetic, so with the same bytes (RectFillTests and
// StraightRowsTests compare them). A third of shapes_10k's rounded rectangles' and ellipses'
// rows are such rows: its steady frames took 7.1% fewer instructions (callgrind, AVX2 path:
// 399.7 → 371.5 million), gradients_1k's 3.2% fewer, ui_frame's 0.4%; a fill without two
// tall sides pays only their count in the edge builder.
//
// Only a fill with exactly two tall vertical edges (`EdgeList.tallVerticals`), of opposite
// winding and at different x, qualifies; the rows are the whole rows both span, less those
// where any other edge is active. A fill whose segments were dropped right of the clip does
// not: its rows' coverage may run on to the clip's edge.

import CRasterKernels

extension CoverageRasterizer {
    /// The fewest whole rows worth painting as a rectangle: fewer cost more to split off than
    /// they save.
    static let minimumStraightRows = 4

    /// Rows of a fill where only two vertical edges are active, and the edges' x (1/256 px
    /// from the clip's left edge), `left < right`.
    struct StraightRows: Equatable {
        var rows: Range<Int>
        var left: Int
        var right: Int
    }

    /// The rows where the only active edges of `edges` are two vertical ones of opposite
    /// winding, at least `minimumStraightRows` whole rows of them; nil when there are none.
    func straightRows(_ edges: EdgeList) -> StraightRows? {
        guard edges.tallVerticals == 2, !edges.droppedRight else { return nil }
        let e = edges.edges, n = edges.count
        var first = -1, second = -1
        for i in 0..<n where e[i].x0 == e[i].x1 && e[i].y1 - e[i].y0 >= RASTER_TALL_VERTICAL {
            if first < 0 { first = i } else { second = i }
        }
        guard second >= 0 else { return nil }
        let a = e[first], b = e[second]
        guard a.winding == -b.winding, a.x0 != b.x0 else { return nil }
        var top = (Int(Swift.max(a.y0, b.y0)) + 255) >> 8, bottom = Int(Swift.min(a.y1, b.y1)) >> 8
        // Any other edge reaching into the rows cuts them: from above when it starts at or
        // above their top, else from below. Cutting only shrinks the rows, so an edge already
        // outside them stays outside.
        for i in 0..<n where i != first && i != second {
            guard bottom - top >= Self.minimumStraightRows else { return nil }
            let y0 = Int(e[i].y0), y1 = Int(e[i].y1)
            guard y1 > top << 8 && y0 < bottom << 8 else { continue }
            if y0 <= top << 8 { top = (y1 + 255) >> 8 } else { bottom = y0 >> 8 }
        }
        guard bottom - top >= Self.minimumStraightRows else { return nil }
        return StraightRows(rows: top..<bottom, left: Int(Swift.min(a.x0, b.x0)), right: Int(Swift.max(a.x0, b.x0)))
    }
}
