// TextDecorationPattern.swift · Raster/Text · draws SwiftUI Text.LineStyle.Pattern (iOS 17)
// Status: Partial — dash lengths are Raster's (below); UIKit's were not measured.
//
// Lengths in units of the line's thickness t, repeating from the segment's left edge:
//   solid       one bar;
//   dot         t on, t off (square dots);
//   dash        4t on, 2t off;
//   dashDot     4t on, 2t off, t on, 2t off;
//   dashDotDot  4t on, 2t off, t on, 2t off, t on, 2t off.

import Foundation

enum TextDecorationPattern {
    /// The on-off lengths of `pattern`, in units of the line's thickness; empty for solid.
    static func dashes(_ pattern: Text.LineStyle.Pattern) -> [CGFloat] {
        switch pattern.kind {
        case .solid: return []
        case .dot: return [1, 1]
        case .dash: return [4, 2]
        case .dashDot: return [4, 2, 1, 2]
        case .dashDotDot: return [4, 2, 1, 2, 1, 2]
        }
    }

    /// The rectangles of a line with `pattern` from `minX` to `maxX` (points) over the
    /// vertical `band` (points, y down), as one path.
    static func path(_ pattern: Text.LineStyle.Pattern, from minX: CGFloat, to maxX: CGFloat,
                     band: ClosedRange<CGFloat>) -> Path {
        var path = Path()
        let thickness = band.upperBound - band.lowerBound
        let dashes = self.dashes(pattern).map { $0 * thickness }
        guard !dashes.isEmpty, thickness > 0 else {
            path.addRect(CGRect(x: minX, y: band.lowerBound, width: Swift.max(0, maxX - minX), height: thickness))
            return path
        }
        var x = minX, i = 0
        while x < maxX {
            if i % 2 == 0 {
                path.addRect(CGRect(x: x, y: band.lowerBound, width: Swift.min(dashes[i], maxX - x), height: thickness))
            }
            x += dashes[i]
            i = (i + 1) % dashes.count
        }
        return path
    }
}
