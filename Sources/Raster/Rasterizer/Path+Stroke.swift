// Path+Stroke.swift · Raster/Rasterizer · mirrors SwiftUI Path.strokedPath(_:) (iOS 17)
// Status: Complete — curves in the result are flattened (lines), round caps and joins
// are cubic arcs (a round join whose miter point lies within a quarter of the flattening
// tolerance of its arc is that point).

import Foundation

extension Path {
    /// Returns a stroked copy of the path using `style` to define how the stroked outline is
    /// created.
    ///
    /// Raster: the result is a path to fill with the non-zero rule, in the same space as this
    /// path. Curves are flattened to within 1/40 of a unit (fine enough at @4x); dashes
    /// follow SVG semantics (`Dasher`), joins and caps follow `Stroker`.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var out = Path()
        var lines = StrokePolylines(), dashes = StrokePolylines()
        strokeOutline(style, tolerance: 0.025, cull: .everything, lines: &lines, dashes: &dashes, into: &out)
        return out
    }

    /// Writes the outline of this path stroked with `style` into `sink`, curves flattened
    /// within `tolerance` (path units). Curve pieces outside `cull` may be replaced by
    /// chords: pass the visible area grown by the stroke's reach (`StrokeStyle.reach`).
    /// `lines` and `dashes` hold the polylines on the way; pass the same two stores to every
    /// stroke of a render, so that their storage is allocated once.
    func strokeOutline<S: PathElementSink>(_ style: StrokeStyle, tolerance: Double, cull: CullRect,
                                           lines: inout StrokePolylines, dashes: inout StrokePolylines,
                                           into sink: inout S) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        strokePolylines(tolerance: tolerance, cull: cull, into: &lines)
        let stroker = Stroker(style: style, tolerance: tolerance)
        if let dasher = Dasher(dash: style.dash, phase: style.dashPhase, cull: cull), dasher.dash(lines, into: &dashes) {
            stroker.outline(dashes, into: &sink)
        } else {
            stroker.outline(lines, into: &sink)
        }
    }
}

extension StrokeStyle {
    /// How far the outline can reach from the path: half the width times the largest of the
    /// miter limit and √2 (square caps).
    var reach: CGFloat { lineWidth / 2 * Swift.max(miterLimit, 1.5) }
}
