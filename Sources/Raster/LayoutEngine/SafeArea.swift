// SafeArea.swift · Raster/LayoutEngine · the safe areas units are placed in, and views that ignore them (SwiftUI's safe-area geometry, iOS 17)
// Status: Partial — the container region only (no keyboard); COMPATIBILITY.md. A scroll view
// reaches into the safe area on its touching edges and insets its content by it instead of
// passing it on (Layout/ScrollViewLayout.swift), as UIKit's automatic content insets do.
//
// SwiftUI keeps a safe area beside each view's geometry: a host's root is proposed and
// placed in the screen less the device's insets, and `safeAreaInset`/`safeAreaPadding`
// inset the region their content is placed in (SwiftUI builds them as padding plus a
// safe-area element). Layouts never see it: it matters only where a view touches the edge
// of its safe area. There `ignoresSafeArea` places the view out to the edge of the region
// the safe area was cut from (SwiftUI's `_SafeAreaIgnoringLayout`: same size reported to
// its parent, placed at its frame outset by its safe-area insets, top-leading, proposed the
// outset size), and `GeometryProxy.safeAreaInsets` reports how far that region reaches
// past the view.
//
// Raster keeps the regions as layers in one layout space per subtree (points, y down; the
// window's, origin at its top-left, under a device; a `safeAreaInset`/`safeAreaPadding`
// placed outside any region starts its own at its origin; positions from layout only,
// without geometry effects, as SwiftUI's safe area ignores offsets): each layer is a safe
// rectangle and the outer rectangle it was cut from. Layers nest, outermost first. An edge
// of a view "touches" a layer when it lies on the layer's safe edge or beyond it (within
// 0.001 point); ignoring the safe area moves a touching edge out to the layer's outer edge,
// then tests the next layer out, so a view under a `safeAreaInset` bar at the bottom of an
// iPhone reaches past the bar and the home indicator. Without a device, or a `safeAreaInset`/`safeAreaPadding`
// above it, a unit has no layers, the pass does nothing more than before, and every frame
// stays what it was.

import Foundation

/// One safe region: views are placed in `safe`; views that ignore it may reach `outer`.
/// Points, in the subtree's layout space.
struct SafeAreaLayer: Equatable {
    var safe: CGRect
    var outer: CGRect
}

/// The safe area a unit is placed in: the layers enclosing it (outermost first) and the
/// origin of its layout parent in the layers' space, to turn its frame into that space.
struct SafeAreaPlacement: Equatable {
    var layers: [SafeAreaLayer]
    var parentOrigin: CGPoint

    /// A frame in the layout parent's space, in the layers' space.
    func global(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y) }

    /// How far an edge may be off a safe edge and still touch it, points.
    private static let tolerance: CGFloat = 0.001

    /// `frame` (the layers' space) with its `edges` that touch a layer moved out to that layer's
    /// outer edge, innermost layer first.
    func expanded(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        for layer in layers.reversed() {
            let t = Self.tolerance
            if edges.contains(.top), minY <= layer.safe.minY + t { minY = min(minY, layer.outer.minY) }
            if edges.contains(.leading), minX <= layer.safe.minX + t { minX = min(minX, layer.outer.minX) }
            if edges.contains(.bottom), maxY >= layer.safe.maxY - t { maxY = max(maxY, layer.outer.maxY) }
            if edges.contains(.trailing), maxX >= layer.safe.maxX - t { maxX = max(maxX, layer.outer.maxX) }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The safe-area insets of a view at `frame` (the layers' space): on each edge that touches
    /// the innermost safe rectangle, the distance from the view's edge, moved out as
    /// `ignoresSafeArea` would move it, to that safe edge; 0 on the other edges. So a view
    /// filling an iPhone 15's safe area and one ignoring it both report 59 at the top.
    func insets(of frame: CGRect) -> EdgeInsets {
        guard let safe = layers.last?.safe else { return EdgeInsets() }
        let reach = expanded(frame, edges: .all), t = Self.tolerance
        return EdgeInsets(top: frame.minY <= safe.minY + t ? max(safe.minY - reach.minY, 0) : 0,
                          leading: frame.minX <= safe.minX + t ? max(safe.minX - reach.minX, 0) : 0,
                          bottom: frame.maxY >= safe.maxY - t ? max(reach.maxY - safe.maxY, 0) : 0,
                          trailing: frame.maxX >= safe.maxX - t ? max(reach.maxX - safe.maxX, 0) : 0)
    }
}

extension Node {
    /// The edges on which this unit ignores the container safe area: those of the
    /// `ignoresSafeArea` modifiers between it and the unit that places it (they are
    /// transparent, so the unit is their content's), and every edge for a scroll view.
    var edgesIgnoringSafeArea: Edge.Set {
        // A scroll view reaches under the bars and insets its content instead (ScrollViewState).
        var edges: Edge.Set = outputs.scrollState != nil ? .all : []
        var node = parent
        while let n = node, case .list = n.role {
            if let ignored = n.outputs.ignoredSafeArea, ignored.regions.contains(.container) { edges.formUnion(ignored.edges) }
            node = n.parent
        }
        return edges
    }

    /// The frame and proposal this unit is placed at in `safeArea`: as its layout parent
    /// placed it, unless it ignores the safe area on an edge that touches it; then at its
    /// frame moved out to the region's edge (its parent's space), proposed that size and
    /// sized for it, top-leading.
    func safeAreaPlacement(frame: CGRect, proposal: ProposedViewSize,
                           in safeArea: SafeAreaPlacement) -> (frame: CGRect, proposal: ProposedViewSize) {
        let edges = edgesIgnoringSafeArea
        guard !edges.isEmpty else { return (frame, proposal) }
        let global = safeArea.global(frame)
        let expanded = safeArea.expanded(global, edges: edges)
        guard expanded != global else { return (frame, proposal) }
        let outset = ProposedViewSize(expanded.size)
        let size = sizeThatFits(outset)
        return (CGRect(origin: CGPoint(x: expanded.minX - safeArea.parentOrigin.x, y: expanded.minY - safeArea.parentOrigin.y),
                       size: size), outset)
    }

    /// The safe area this unit's subview at `index` is placed in: this unit's own, with a
    /// layer more for the content of a `safeAreaInset`/`safeAreaPadding`: the region its
    /// layout proposed it (from its placed origin, the proposed size; its own size for a nil
    /// dimension), cut from this unit's bounds. Nil when there is none. A unit placed
    /// without a safe area measures the layer it makes from its own origin: layers are only
    /// compared with frames in the same space.
    func safeArea(forSubview index: Int, at placement: PlacementSink.Placement) -> SafeAreaPlacement? {
        let insetsContent = index == 0 && outputs.insetsSafeAreaOfContent
        // A scroll view's content has no safe area: the scroll view insets it by its own.
        guard placedSafeArea != nil || insetsContent, outputs.scrollState == nil else { return nil }
        var origin = CGPoint.zero, layers: [SafeAreaLayer] = []
        if let placed = placedSafeArea {
            origin = CGPoint(x: placed.parentOrigin.x + frame.minX, y: placed.parentOrigin.y + frame.minY)
            layers = placed.layers
        }
        if insetsContent {
            let region = CGRect(x: origin.x + placement.frame.minX, y: origin.y + placement.frame.minY,
                                width: placement.proposal.width ?? placement.frame.width,
                                height: placement.proposal.height ?? placement.frame.height)
            layers.append(SafeAreaLayer(safe: region, outer: CGRect(origin: origin, size: frame.size)))
        }
        return SafeAreaPlacement(layers: layers, parentOrigin: origin)
    }

    /// This unit's safe-area insets where it is placed (zero without a safe area).
    var safeAreaInsets: EdgeInsets {
        guard let placement = placedSafeArea else { return EdgeInsets() }
        return placement.insets(of: placement.global(frame))
    }
}
