// RightToLeftPlacement.swift · Raster/LayoutEngine · mirrors SwiftUI's right-to-left layout (iOS 17)
// Status: Complete for placement; see COMPATIBILITY.md "Right to left" for what else mirrors.
//
// SwiftUI lays every container out in a leading-origin space: a layout's `placeSubviews`
// puts its first HStack child at `bounds.minX`, `.leading` guides are 0, `padding(.leading)`
// insets from `minX`. When the container's layout direction is right to left the engine then
// mirrors each child's frame within the container (x ↦ width − x − childWidth), so the
// leading edge is on the right. Doing it here, once, mirrors every built-in layout and every
// user `Layout` alike; what must not mirror (`position(_:)`) undoes it in its own layout by
// reading `LayoutSubviews.layoutDirection`, and drawing (`offset`, shapes, paths, images)
// happens inside a child's frame, so it is never mirrored by placement.

import Foundation

extension Node {
    /// The direction this unit lays its subviews out in (`\.layoutDirection` of its environment).
    var layoutDirection: LayoutDirection { environment.layoutDirection }

    /// `placements`, laid out in a leading-origin space, mirrored horizontally within a
    /// container of `size` points.
    static func mirrored(_ placements: [PlacementSink.Placement], in size: CGSize) -> [PlacementSink.Placement] {
        guard size.width.isFinite else { return placements }
        return placements.map { placement in
            var mirrored = placement
            mirrored.frame.origin.x = size.width - placement.frame.maxX
            return mirrored
        }
    }

    /// The origin of a subview placed at `frame` (top-left based, as `placements` gives it) in
    /// this unit's leading-origin space: the space alignment guides are measured in.
    func leadingOrigin(of frame: CGRect, in size: CGSize) -> CGPoint {
        guard layoutDirection == .rightToLeft else { return frame.origin }
        return CGPoint(x: size.width - frame.maxX, y: frame.minY)
    }
}
