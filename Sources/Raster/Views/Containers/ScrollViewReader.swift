// ScrollViewReader.swift · Raster/Views/Containers · mirrors SwiftUI ScrollViewReader, ScrollViewProxy (iOS 17)
// Status: Complete — lazy rows not built yet are reached in two steps (estimated place, then exact); see COMPATIBILITY.md.

import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to
/// known child views.
///
/// Raster: the content is built at once with a proxy; call the proxy's `scrollTo` from
/// actions (`onTapGesture`, buttons, `onAppear`), not while the body is evaluated.
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content with the reader's proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension ScrollViewReader: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.becomeTransparent(content: content(ScrollViewProxy(reader: node)))
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
public struct ScrollViewProxy {
    weak var reader: Node?

    /// Scans the scroll views inside the reader for the first view with identifier `id`
    /// (`.id(_:)`, or a `ForEach` element's id) and scrolls the innermost scroll view that
    /// contains it.
    ///
    /// Raster: with an `anchor`, the scroll moves the view's anchor point onto the same unit
    /// point of the visible region — the scroll view less its safe-area insets, so `.top` puts
    /// the view's top edge just below a navigation bar and `.bottom` its bottom edge just
    /// above a `safeAreaInset` bar or the tab bar (under a large title the inset is the
    /// expanded bar's, so a row scrolled to `.top` ends up below the large title's room
    /// [UNCERTAIN: not measured on a device]); without one
    /// it scrolls as little as makes the view fully visible (its leading or top edge first
    /// when it is larger than the viewport). Offsets are clamped to the content, so a view
    /// near the end stops short of the anchor. An id no view has scrolls nothing and warns
    /// once, naming the id. Called inside `withAnimation`, the content moves there along the
    /// animation (AnimatedScroll.swift); a lazy row not built yet is first jumped near to.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader else { return }
        guard reader.scrollToShow(AnyHashable(id), anchor: anchor, animation: Transaction.current?.effectiveAnimation) else {
            let written = String(reflecting: id)
            warnOnce("ScrollViewProxy.scrollTo(\(written)): no view inside the ScrollViewReader's scroll views has the id \(written) "
                     + "(\(ID.self)); nothing scrolled. Mark the view with .id(\(written)) or give it that id in its ForEach")
            return
        }
    }
}

extension Node {
    /// Scrolls the innermost scroll view holding the first view below this node with
    /// identity `id` so that the view shows at `anchor` (see `ScrollViewProxy.scrollTo`). A
    /// lazy stack's row not built yet is scrolled to its estimated place first, then to the
    /// exact one once the next layout pass has built it. With an `animation`, the content
    /// moves to the view along it, from where it was before (for an unbuilt row, once its
    /// exact place is known).
    /// - Returns: false when no view or lazy row in a scroll view below has that id.
    func scrollToShow(_ id: AnyHashable, anchor: UnitPoint?, animation: Animation?) -> Bool {
        if let anchor, !anchor.x.isFinite || !anchor.y.isFinite {
            warnOnce("scrolling to the view with id \(String(reflecting: id.base)) at anchor \(anchor): the anchor is not "
                     + "finite; nothing scrolled. Use a finite unit point such as .top, .center or UnitPoint(x: 0.5, y: 1)")
            return true
        }
        if scrollToBuiltView(id, anchor: anchor, animation: animation) { return true }
        guard let jump = scrollTowardsUnbuiltRow(id) else { return false }
        graph.afterUpdate { [weak self] in
            guard let self, self.scrollToBuiltView(id, anchor: anchor, animation: nil), let animation else { return }
            let target = jump.state.offset
            jump.state.offset = jump.from
            jump.state.scroll(to: target, animation: animation)
            jump.state.contentMoved()
        }
        return true
    }

    /// `scrollToShow` for a view that exists.
    private func scrollToBuiltView(_ id: AnyHashable, anchor: UnitPoint?, animation: Animation?) -> Bool {
        guard let target = firstDescendant(withKey: .id(id)), let unit = target.units.first,
              let scrollNode = unit.enclosingScrollView, let state = scrollNode.outputs.scrollState else { return false }
        let rect = target.units.map { CGRect(origin: .zero, size: $0.frame.size).applying($0.transformToGlobal) }
            .reduce(CGRect.null) { $0.union($1) }
        // The region the content shows in: the scroll view less its safe-area insets (the bars
        // and insets it scrolls under), as scrollTo aligns rows below a navigation bar on iOS.
        let insets = state.safeAreaInsets
        let viewport = CGRect(x: insets.leading, y: insets.top,
                              width: max(0, scrollNode.frame.width - insets.leading - insets.trailing),
                              height: max(0, scrollNode.frame.height - insets.top - insets.bottom))
            .applying(scrollNode.transformToGlobal)
        var offset = state.offset
        if state.axes.contains(.horizontal) {
            offset.x += ScrollViewState.distance(toShow: rect.minX, length: rect.width, from: viewport.minX,
                                                 viewportLength: viewport.width, anchor: anchor?.x)
        }
        if state.axes.contains(.vertical) {
            offset.y += ScrollViewState.distance(toShow: rect.minY, length: rect.height, from: viewport.minY,
                                                 viewportLength: viewport.height, anchor: anchor?.y)
        }
        guard offset.x.isFinite, offset.y.isFinite else {
            warnOnce("scrolling to the view with id \(String(reflecting: id.base)): its frame is not finite, so neither is the "
                     + "offset that shows it; nothing scrolled. Give the view a finite frame")
            return true
        }
        let clamped = state.clamped(offset)
        if clamped != state.offset {
            state.scroll(to: clamped, animation: animation)
            scrollNode.scrollOffsetDidChange()
        }
        return true
    }

    /// The first node below this one, depth first in child order, whose key is `key`.
    func firstDescendant(withKey key: ChildKey) -> Node? {
        var work = orderedChildren.reversed() as [Node]
        while let node = work.popLast() {
            if node.key == key { return node }
            work += node.orderedChildren.reversed()
        }
        return nil
    }

    /// The nearest scroll view unit enclosing this unit in layout.
    var enclosingScrollView: Node? {
        var node = layoutParent
        while let n = node {
            if n.outputs.scrollState != nil { return n }
            node = n.layoutParent
        }
        return nil
    }
}
