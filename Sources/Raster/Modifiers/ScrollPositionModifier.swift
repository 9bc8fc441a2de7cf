// ScrollPositionModifier.swift · Raster/Modifiers · mirrors SwiftUI scrollPosition(id:anchor:) (iOS 17)
// Status: Complete for exact scrolls — the targets are the identified rows of the scroll view's
// content (its first ForEach or lazy stack); `scrollTargetLayout()` is not needed to mark them.

import Foundation

/// A `scrollPosition(id:anchor:)` binding, passed down to the scroll views within.
struct ScrollPositionLink {
    /// The binding's value, type-erased.
    let get: () -> AnyHashable?
    /// Writes the binding (a value of another type than the binding's is written as nil).
    let set: (AnyHashable?) -> Void
    /// The unit point of the viewport a target view is scrolled to, and at which the current
    /// target is read (nil: top-leading).
    let anchor: UnitPoint?
}

private struct ScrollPositionLinkKey: EnvironmentKey { static let defaultValue: ScrollPositionLink? = nil }

extension EnvironmentValues {
    /// The binding of the nearest `scrollPosition(id:anchor:)`, if any.
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls
    /// (iOS 17).
    ///
    /// Raster: setting the binding to an id scrolls the scroll view so that the view with
    /// that id (`.id(_:)` or a `ForEach` element's id) has its `anchor` point (default
    /// top-leading) at the same point of the visible region, clamped; an id no view has
    /// scrolls nothing and warns. When a host scrolls the scroll view
    /// (`ViewHost.scroll(by:at:)`), the binding becomes the id of the first identified row
    /// of its content that reaches past the anchor's line of the visible region (the
    /// top-most visible row by default).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(get: { id.wrappedValue.map(AnyHashable.init) },
                                      set: { id.wrappedValue = $0?.base as? ID },
                                      anchor: anchor)
        return modifier(EnvironmentWritingModifier { $0.scrollPositionLink = link })
    }
}

extension Node {
    /// Brings a scroll view in line with its `scrollPosition` binding during its update:
    /// a new id scrolls to that view once the frame is laid out (along the update's animation).
    func followScrollPosition(_ link: ScrollPositionLink?, state: ScrollViewState) {
        state.positionLink = link
        guard let link else { return }
        let wanted = link.get()
        guard wanted != state.positionID else { return }
        state.positionID = wanted
        guard let wanted else { return }
        let animation = graph.animation(for: self)
        graph.afterUpdate { [weak self] in
            guard let self, !self.isRemoved else { return }
            if !self.scrollToShow(wanted, anchor: link.anchor ?? .topLeading, animation: animation) {
                let written = String(reflecting: wanted.base)
                warnOnce("scrollPosition(id:): no view in the scroll view has the id \(written); nothing scrolled. "
                         + "Mark the view with .id(\(written)) or give it that id in its ForEach")
            }
        }
    }

    /// After this scroll view scrolled: writes the id of its current row to its
    /// `scrollPosition(id:)` binding, and its `scrollPosition(_:)` binding becomes the user's
    /// position (`reportScrollPositionValue(topRow:)`), if it has them.
    func reportScrollPosition() {
        guard let state = outputs.scrollState, state.positionLink != nil || state.positionValueLink != nil else { return }
        let viewport = CGRect(origin: .zero, size: frame.size).applying(transformToGlobal)
        let anchor = state.positionLink?.anchor ?? state.positionValueLink?.anchor ?? .topLeading
        let vertical = state.axes.contains(.vertical)
        let line = vertical ? viewport.minY + anchor.y * viewport.height : viewport.minX + anchor.x * viewport.width
        let current = identifiedRows().first { row in
            let rect = row.unitsWindowFrame
            return !rect.isNull && (vertical ? rect.maxY : rect.maxX) > line
        }
        var currentID: AnyHashable?
        if case .id(let id)? = current?.key { currentID = id }
        reportScrollPositionValue(topRow: currentID)
        guard let link = state.positionLink, let id = currentID, id != state.positionID else { return }
        state.positionID = id
        link.set(id)
    }

    /// The window frame of this node's units together, points; null when it has none placed.
    var unitsWindowFrame: CGRect {
        units.map { CGRect(origin: .zero, size: $0.frame.size).applying($0.transformToGlobal) }.reduce(CGRect.null) { $0.union($1) }
    }

    /// The rows of the first node below this one, breadth first, whose children have
    /// explicit identities (a `ForEach`'s elements, a lazy stack's built rows).
    func identifiedRows() -> [Node] {
        var queue = [self]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            let rows = node.orderedChildren.filter { if case .id = $0.key { return true } else { return false } }
            if !rows.isEmpty { return rows }
            queue += node.orderedChildren
        }
        return []
    }
}
