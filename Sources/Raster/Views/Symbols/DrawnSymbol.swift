// DrawnSymbol.swift · Raster/Views/Symbols · Raster's own (SF Symbols that Raster draws as paths instead of an icon-font glyph, behind SwiftUI's Image(systemName:))
// Status: Partial — `sidebar.left`, `sidebar.leading` (the same outline, mirrored in
// right-to-left layouts as SF Symbols' localized `.leading` names are), the circled arrows
// `arrow.up.circle(.fill)` and `arrow.down.circle(.fill)`, and `ellipsis.circle(.fill)`; their
// strokes keep the regular weight's thickness at every font weight (the size follows the
// weight, as the icon font's does).
//
// The icon font has no glyph close to some symbols that iOS's own bars and common screens
// show (Material's nearest to `arrow.up.circle.fill` is an outline), so those are drawn here
// from the proportions of Apple's symbol templates: the SVGs that the SF Symbols app exports
// (template v5.0, "Regular-S" at 100 pt, found in the public repository marcprux/symbols,
// files sidebar.left.svg, arrow.up.circle.svg, arrow.up.circle.fill.svg,
// arrow.down.circle.fill.svg, ellipsis.circle.svg and ellipsis.circle.fill.svg). Every length
// below is that export's, in its units, divided by the small scale's `circle.fill` diameter at
// 100 pt (78.86, ios17-metrics.md §9), so that a length times the symbol's `circle.fill`
// diameter at any size and scale (`SymbolFont.diameter(for:scale:)`) gives points, as the
// font's glyphs are sized. Lengths that meet the pixel grid are rounded to device pixels, so
// outlines stay crisp at @2x and @3x.

import Foundation

/// A symbol drawn as a path, in its ink's frame (origin at the top-leading corner, y down).
enum DrawnSymbol {
    /// The names drawn here rather than with the icon font.
    static func isDrawn(_ name: String) -> Bool {
        names.contains(name)
    }

    private static let names: Set<String> = [
        "sidebar.left", "sidebar.leading", "arrow.up.circle", "arrow.up.circle.fill", "arrow.down.circle", "arrow.down.circle.fill",
        "ellipsis.circle", "ellipsis.circle.fill",
    ]

    /// The outline of the symbol `name` for a symbol whose `circle.fill` would be `diameter`
    /// points across, at `displayScale` pixels per point, in `layoutDirection`, to fill with
    /// the even-odd rule; nil for a name not drawn here. Its size is the path's bounds.
    ///
    /// `sidebar.leading` is `sidebar.left` in a left-to-right layout and its mirror image (the
    /// divider and lines on the right, as `sidebar.right`) in a right-to-left one: SF Symbols
    /// draws the `.leading`/`.trailing` names by the layout direction, while `.left` names
    /// keep their side.
    static func path(_ name: String, diameter: CGFloat, displayScale: CGFloat,
                     layoutDirection: LayoutDirection = .leftToRight) -> Path? {
        switch name {
        case "sidebar.left": return sidebarLeft(diameter: diameter, displayScale: displayScale)
        case "sidebar.leading":
            let left = sidebarLeft(diameter: diameter, displayScale: displayScale)
            guard layoutDirection == .rightToLeft else { return left }
            // The bounds start at x = 0 and are whole device pixels wide, so the mirror image's
            // edges stay on the pixel grid.
            return left.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: left.boundingRect.maxX, ty: 0))
        case "arrow.up.circle": return circledArrow(.outlined, pointingDown: false, diameter: diameter, displayScale: displayScale)
        case "arrow.up.circle.fill": return circledArrow(.filled, pointingDown: false, diameter: diameter, displayScale: displayScale)
        case "arrow.down.circle": return circledArrow(.outlined, pointingDown: true, diameter: diameter, displayScale: displayScale)
        case "arrow.down.circle.fill": return circledArrow(.filled, pointingDown: true, diameter: diameter, displayScale: displayScale)
        case "ellipsis.circle": return circledEllipsis(.outlined, diameter: diameter, displayScale: displayScale)
        case "ellipsis.circle.fill": return circledEllipsis(.filled, diameter: diameter, displayScale: displayScale)
        default: return nil
        }
    }

    /// A length of a template in points, for a symbol whose `circle.fill` is `diameter` points
    /// across, rounded to whole device pixels (at least one) at `scale` pixels per point.
    private static func pixels(_ units: CGFloat, diameter: CGFloat, scale: CGFloat) -> CGFloat {
        max(1, (units / templateCircleDiameter * diameter * scale).rounded()) / scale
    }

    /// `circle.fill` across at 100 pt, small scale, regular weight: the templates' unit of size.
    private static let templateCircleDiameter: CGFloat = 78.86

    /// `sidebar.left`: a rounded rectangle outline with a vertical divider near its leading
    /// side and three short rounded lines in the leading pane, for a symbol whose
    /// `circle.fill` would be `diameter` points across, at `displayScale` pixels per point.
    /// Its size is the path's bounds.
    private static func sidebarLeft(diameter: CGFloat, displayScale: CGFloat) -> Path {
        let scale = max(displayScale, 1)
        func pixels(_ units: CGFloat) -> CGFloat { DrawnSymbol.pixels(units, diameter: diameter, scale: scale) }
        let width = pixels(SidebarLeft.width), height = pixels(SidebarLeft.height)
        let stroke = pixels(SidebarLeft.stroke)
        let radius = SidebarLeft.cornerRadius / templateCircleDiameter * diameter
        let outer = CGRect(x: 0, y: 0, width: width, height: height)
        var path = Path(roundedRect: outer, cornerRadius: radius)
        path.addRoundedRect(in: outer.insetBy(dx: stroke, dy: stroke),
                            cornerSize: CGSize(width: max(0, radius - stroke), height: max(0, radius - stroke)))
        // The divider fills the inside from top to bottom: it meets the outline, so the
        // even-odd fill leaves no seam.
        path.addRect(CGRect(x: pixels(SidebarLeft.dividerX), y: stroke,
                            width: pixels(SidebarLeft.dividerWidth), height: height - 2 * stroke))
        let lineThickness = pixels(SidebarLeft.lineThickness)
        for top in SidebarLeft.lineTops {
            let line = CGRect(x: pixels(SidebarLeft.lineX), y: pixels(top),
                              width: pixels(SidebarLeft.lineLength), height: lineThickness)
            path.addRoundedRect(in: line, cornerSize: CGSize(width: lineThickness / 2, height: lineThickness / 2),
                                style: .circular)
        }
        return path
    }

    /// The template's lengths, in its units (points at 100 pt, small scale).
    private enum SidebarLeft {
        /// The outline's outer bounds: x 9.766...100.342, y −70.801...0.391.
        static let width: CGFloat = 90.576
        static let height: CGFloat = 71.192
        /// The outline's thickness (outer edge 9.766, inner 16.797).
        static let stroke: CGFloat = 7.031
        /// The outer corner radius (22.217 − 9.766); the inner one is this less the stroke.
        static let cornerRadius: CGFloat = 12.451
        /// The divider: x 39.307...46.191 from the template's origin, 9.766 left of the outline.
        static let dividerX: CGFloat = 29.541
        static let dividerWidth: CGFloat = 6.884
        /// The three lines: x 21.875...34.375, 4.785 thick, their centres 52.002, 42.236 and
        /// 32.422 above the baseline (the outline's top is 70.801 above it), round-capped.
        static let lineX: CGFloat = 12.109
        static let lineLength: CGFloat = 12.5
        static let lineThickness: CGFloat = 4.785
        static let lineTops: [CGFloat] = [16.407, 26.173, 35.987]
    }

    /// `arrow.up.circle(.fill)` and `arrow.down.circle(.fill)`: a disc with the arrow knocked
    /// out (`.filled`), or a ring with the arrow inside it (`.outlined`). The circle is
    /// `diameter` rounded to whole device pixels across, and so is the ring's thickness; the
    /// arrow (a shaft and two arms at 45°, round-capped and round-joined) is scaled with the
    /// rounded circle and centred on it across, its length centred slightly above the
    /// circle's centre as in the templates. The down arrow is the up arrow mirrored about its
    /// own middle, as the templates are.
    private static func circledArrow(_ form: CircleForm, pointingDown: Bool, diameter: CGFloat,
                                     displayScale: CGFloat) -> Path {
        var (path, side) = circle(form, diameter: diameter, displayScale: displayScale)
        let arrow = form == .filled ? CircledArrow.filled : CircledArrow.outlined
        let unit = side / templateCircleDiameter
        let middle = CGPoint(x: side / 2, y: side / 2 - arrow.lift * unit)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: pointingDown ? -1 : 1, tx: middle.x, ty: middle.y)
        path.addPath(arrow.upwardOutline(unit: unit), transform: flip)
        return path
    }

    /// A circled symbol's disc, whose content is knocked out with the even-odd rule, or its
    /// ring, whose content is drawn inside it.
    private enum CircleForm { case filled, outlined }

    /// The circle of the circled symbols and its side in points: a disc (`.filled`) or a ring
    /// (`.outlined`) `diameter` rounded to whole device pixels across, the ring's thickness
    /// rounded likewise (the templates' circles are all x 6.836...85.693 at Regular-S, their
    /// rings 7.495 thick).
    private static func circle(_ form: CircleForm, diameter: CGFloat, displayScale: CGFloat) -> (Path, side: CGFloat) {
        let scale = max(displayScale, 1)
        let side = pixels(templateCircleDiameter, diameter: diameter, scale: scale)
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        var path = Path(ellipseIn: bounds)
        if form == .outlined {
            let ring = pixels(ringThickness, diameter: diameter, scale: scale)
            path.addEllipse(in: bounds.insetBy(dx: ring, dy: ring))
        }
        return (path, side)
    }

    /// The rings' thickness: `arrow.up.circle`'s and `ellipsis.circle`'s ring is outer
    /// x 6.836...85.693, inner x 14.356...78.223.
    private static let ringThickness: CGFloat = 7.495

    /// `ellipsis.circle(.fill)`, the "More" button of iOS's bars: three dots in a row through
    /// the circle's centre, knocked out of a disc (`.filled`) or inside a ring (`.outlined`),
    /// scaled with the rounded circle.
    ///
    /// Regular-S: `ellipsis.circle`'s dots are 11.572 across (x 22.461...34.033), centred at
    /// x 28.223, 46.191 and 64.209 (the circle's centre is x 46.265, y −35.254, as theirs);
    /// `ellipsis.circle.fill`'s are 12.012 across, centred at x 27.588, 46.240 and 64.941.
    private static func circledEllipsis(_ form: CircleForm, diameter: CGFloat, displayScale: CGFloat) -> Path {
        var (path, side) = circle(form, diameter: diameter, displayScale: displayScale)
        let unit = side / templateCircleDiameter
        let (dot, pitch): (CGFloat, CGFloat) = form == .filled ? (12.012, 18.677) : (11.572, 17.993)
        let radius = dot / 2 * unit
        for step in -1...1 {
            let centre = CGPoint(x: side / 2 + CGFloat(step) * pitch * unit, y: side / 2)
            path.addEllipse(in: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
        return path
    }

    /// The arrow of the circled arrows, in its templates' units.
    private struct CircledArrow {
        /// The shaft's and the arms' thickness.
        let thickness: CGFloat
        /// From the top of the round join to the bottom of the shaft's round cap.
        let length: CGFloat
        /// How far the arms' cap centres reach to each side of the shaft's axis.
        let reach: CGFloat
        /// How far the middle of `length` sits above the circle's centre.
        let lift: CGFloat

        /// `arrow.up.circle.fill`, Regular-S: circle x 6.836...85.693, y −74.658...4.150
        /// (centre 46.265, −35.254); shaft x 42.920...49.707 (6.787) and arms 6.70 across
        /// their parallel edges; arrow y −55.615...−15.283; arm caps reaching x 29.785 and
        /// 62.891 (centres 13.10 and 13.25 from the axis). arrow.down.circle.fill.svg has the
        /// same extents, mirrored.
        static let filled = CircledArrow(thickness: 6.75, length: 40.332, reach: 13.18, lift: 0.195)
        /// `arrow.up.circle`, Regular-S: the same circle; shaft x 43.018...49.512 (6.494) and
        /// arms 6.39 across; arrow y −54.883...−16.065; arm caps reaching x 30.322 and 62.207.
        static let outlined = CircledArrow(thickness: 6.44, length: 38.818, reach: 12.72, lift: 0.22)

        /// The upward arrow's outline in points (`unit` points per template unit), centred on
        /// the origin (its axis at x = 0, the middle of its length at y = 0, y down), traced
        /// once around so that it can be knocked out of a disc with the even-odd rule.
        func upwardOutline(unit: CGFloat) -> Path {
            let half = thickness / 2 * unit, reach = reach * unit
            let apex = CGPoint(x: 0, y: -length / 2 * unit + half)
            let end = CGPoint(x: 0, y: length / 2 * unit - half)
            // Where an arm's inner edge (offset `half` from its centre line, which falls at 45°
            // from the apex) meets the shaft's edge at x = ±half.
            let crotch = apex.y + half * (1 + 2.squareRoot())
            var path = Path()
            path.addRelativeArc(center: apex, radius: half, startAngle: .degrees(225), delta: .degrees(90))
            path.addRelativeArc(center: CGPoint(x: reach, y: apex.y + reach), radius: half,
                                startAngle: .degrees(-45), delta: .degrees(180))
            path.addLine(to: CGPoint(x: half, y: crotch))
            path.addRelativeArc(center: end, radius: half, startAngle: .degrees(0), delta: .degrees(180))
            path.addLine(to: CGPoint(x: -half, y: crotch))
            path.addRelativeArc(center: CGPoint(x: -reach, y: apex.y + reach), radius: half,
                                startAngle: .degrees(45), delta: .degrees(180))
            path.closeSubpath()
            return path
        }
    }
}
