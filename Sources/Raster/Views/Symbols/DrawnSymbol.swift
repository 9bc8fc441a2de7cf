// DrawnSymbol.swift · Raster/Views/Symbols · Raster's own (SF Symbols that Raster draws as paths instead of an icon-font glyph, behind SwiftUI's Image(systemName:))
// Status: Partial — two symbols, `sidebar.left` and `sidebar.leading` (the same outline,
// mirrored in right-to-left layouts as SF Symbols' localized `.leading` names are); their
// strokes keep the regular weight's thickness at every font weight (the size follows the
// weight, as the icon font's does).
//
// The icon font has no glyph close to some symbols that iOS's own bars show, so those are
// drawn here from the proportions of Apple's symbol template: the SVG that the SF Symbols
// app exports for `sidebar.left` (template v5.0, "Regular-S" at 100 pt, found in the public
// repository marcprux/symbols, file sidebar.left.svg). Every length below is that export's,
// in its units, divided by the small scale's `circle.fill` diameter at 100 pt (78.86,
// ios17-metrics.md §9), so that a length times the symbol's `circle.fill` diameter at any
// size and scale (`SymbolFont.diameter(for:scale:)`) gives points, as the font's glyphs are
// sized. Lengths that meet the pixel grid are rounded to device pixels, so the outline stays
// crisp at @2x and @3x.

import Foundation

/// A symbol drawn as a path, in its ink's frame (origin at the top-leading corner, y down).
enum DrawnSymbol {
    /// The names drawn here rather than with the icon font.
    static func isDrawn(_ name: String) -> Bool {
        name == "sidebar.left" || name == "sidebar.leading"
    }

    /// The symbol `name` (one that `isDrawn`) for a symbol whose `circle.fill` would be
    /// `diameter` points across, at `displayScale` pixels per point, in `layoutDirection`.
    ///
    /// `sidebar.leading` is `sidebar.left` in a left-to-right layout and its mirror image (the
    /// divider and lines on the right, as `sidebar.right`) in a right-to-left one: SF Symbols
    /// draws the `.leading`/`.trailing` names by the layout direction, while `.left` names
    /// keep their side.
    static func path(_ name: String, diameter: CGFloat, displayScale: CGFloat,
                     layoutDirection: LayoutDirection) -> Path {
        let left = sidebarLeft(diameter: diameter, displayScale: displayScale)
        guard name == "sidebar.leading", layoutDirection == .rightToLeft else { return left }
        // The bounds start at x = 0 and are whole device pixels wide, so the mirror image's
        // edges stay on the pixel grid.
        let width = left.boundingRect.maxX
        return left.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
    }

    /// `sidebar.left`: a rounded rectangle outline with a vertical divider near its leading
    /// side and three short rounded lines in the leading pane, for a symbol whose
    /// `circle.fill` would be `diameter` points across, at `displayScale` pixels per point.
    /// Its size is the path's bounds.
    static func sidebarLeft(diameter: CGFloat, displayScale: CGFloat) -> Path {
        let scale = max(displayScale, 1)
        /// A length of the template in points, rounded to whole device pixels (at least one).
        func pixels(_ units: CGFloat) -> CGFloat {
            max(1, (units / SidebarLeft.circleDiameter * diameter * scale).rounded()) / scale
        }
        let width = pixels(SidebarLeft.width), height = pixels(SidebarLeft.height)
        let stroke = pixels(SidebarLeft.stroke)
        let radius = SidebarLeft.cornerRadius / SidebarLeft.circleDiameter * diameter
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
        /// `circle.fill` across at 100 pt, small scale, regular weight.
        static let circleDiameter: CGFloat = 78.86
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
}
