// ScrollPositionValue.swift · Raster/Modifiers · mirrors SwiftUI ScrollPosition and scrollPosition(_:anchor:) (iOS 18)
// Status: Partial — edges, points and view IDs scroll the scroll view; after a host's scroll the
// position is the user's, with the view ID of the top row [UNCERTAIN: what iOS 18 reports then].

import Foundation

/// Where a scroll view is, or is to be, scrolled to: an edge, a point of its content, or a
/// view with an ID (SwiftUI `ScrollPosition`, iOS 18).
///
/// Raster: points are content offsets, the distance scrolled from the content's top-leading
/// edge (0 at rest at the top, inside the safe area), as `ViewHost.scroll(by:at:)` moves it.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(AnyHashable, anchor: UnitPoint?)
    }

    var target: Target?
    /// The ID of the view at the top after a host's scroll, when the content has identified rows.
    var scrolledViewID: AnyHashable?

    /// Whether a person (a host's scroll or drag) put the scroll view where it is, rather
    /// than the app.
    public private(set) var isPositionedByUser = false

    /// A position with no target, for a scroll view whose views have IDs of type `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self) {}
    /// A position at `edge` of the content, for views with IDs of type `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { target = .edge(edge) }
    /// A position at `point`, for views with IDs of type `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { target = .point(point) }
    /// A position at the horizontal offset `x`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { target = .x(x) }
    /// A position at the vertical offset `y`.
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { target = .y(y) }
    /// A position showing the view with `id`, its `anchor` point at the same point of the
    /// visible region (nil: as little scrolling as shows it).
    public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor: anchor) }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls to the content offset `point`.
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }
    /// Scrolls to the horizontal offset `x`.
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }
    /// Scrolls to the vertical offset `y`.
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }
    /// Scrolls to show the view with `id`, its `anchor` point at the same point of the
    /// visible region.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(.view(AnyHashable(id), anchor: anchor)) }

    private mutating func set(_ target: Target) {
        self.target = target
        scrolledViewID = nil
        isPositionedByUser = false
    }

    /// The edge scrolled to, if the position is an edge.
    public var edge: Edge? { if case .edge(let edge)? = target { return edge } else { return nil } }

    /// The content offset scrolled to, if the position is a point.
    public var point: CGPoint? { if case .point(let point)? = target { return point } else { return nil } }

    /// The ID of the view scrolled to, or after a host's scroll the view at the top.
    public var viewID: (any Hashable)? {
        if case .view(let id, _)? = target { return id.base as? any Hashable }
        return scrolledViewID?.base as? any Hashable
    }

    /// `viewID` as a value of `type`, or nil.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// The position after a host scrolled the scroll view, its top row `viewID`.
    static func positionedByUser(viewID: AnyHashable?) -> ScrollPosition {
        var position = ScrollPosition()
        position.scrolledViewID = viewID
        position.isPositionedByUser = true
        return position
    }
}

/// A `scrollPosition(_:anchor:)` binding, passed down to the scroll views within.
struct ScrollPositionValueLink {
    let binding: Binding<ScrollPosition>
    /// The unit point of the visible region a target view is brought to.
    let anchor: UnitPoint?
}

private struct ScrollPositionValueLinkKey: EnvironmentKey { static let defaultValue: ScrollPositionValueLink? = nil }

extension EnvironmentValues {
    /// The binding of the nearest `scrollPosition(_:anchor:)`, if any.
    var scrollPositionValueLink: ScrollPositionValueLink? {
        get { self[ScrollPositionValueLinkKey.self] }
        set { self[ScrollPositionValueLinkKey.self] = newValue }
    }
}

extension View {
    /// Associates a binding to a scroll position with the scroll views within this view
    /// (iOS 18): setting it (`position.scrollTo(edge: .bottom)`) scrolls them; a host's
    /// scroll writes it back, `isPositionedByUser` then true.
    ///
    /// Raster: an edge or offset is clamped to the content; an ID no view has scrolls nothing
    /// and warns; `anchor` places a target view as `scrollPosition(id:anchor:)` does.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionValueLink(binding: position, anchor: anchor)
        return modifier(EnvironmentWritingModifier { $0.scrollPositionValueLink = link })
    }
}

extension Node {
    /// Brings a scroll view in line with its `scrollPosition(_:)` binding during its update: a
    /// new target is scrolled to once the frame is laid out, along the update's animation
    /// when the binding was set in one (`withAnimation { position.scrollTo(edge: .bottom) }`).
    func followScrollPositionValue(_ link: ScrollPositionValueLink?, state: ScrollViewState) {
        state.positionValueLink = link
        guard let link else { return }
        let target = link.binding.wrappedValue.target
        guard target != state.appliedPositionTarget else { return }
        state.appliedPositionTarget = target
        guard let target else { return }
        let animation = graph.animation(for: self)
        graph.afterUpdate { [weak self] in
            guard let self, !self.isRemoved, let state = self.outputs.scrollState else { return }
            let limit = state.maximumOffset
            var offset = state.offset
            switch target {
            case .edge(.top): offset.y = 0
            case .edge(.bottom): offset.y = limit.y
            case .edge(.leading): offset.x = 0
            case .edge(.trailing): offset.x = limit.x
            case .point(let point): offset = point
            case .x(let x): offset.x = x
            case .y(let y): offset.y = y
            case .view(let id, let anchor):
                if !self.scrollToShow(id, anchor: anchor ?? link.anchor, animation: animation) {
                    let written = String(reflecting: id.base)
                    warnOnce("scrollPosition(_:): no view in the scroll view has the id \(written); nothing scrolled. "
                             + "Mark the view with .id(\(written)) or give it that id in its ForEach")
                }
                return
            }
            guard offset.x.isFinite, offset.y.isFinite else {
                warnOnce("scrollPosition(_:): the point \(offset) is not finite; nothing scrolled. Scroll to finite "
                         + "content offsets (points from the content's top-leading edge)")
                return
            }
            let clamped = state.clamped(offset)
            guard clamped != state.offset else { return }
            state.scroll(to: clamped, animation: animation)
            self.scrollOffsetDidChange()
        }
    }

    /// After a host scrolled this scroll view: its `scrollPosition(_:)` binding becomes the
    /// user's position, with the ID of its current top row.
    func reportScrollPositionValue(topRow: AnyHashable?) {
        guard let state = outputs.scrollState, let link = state.positionValueLink else { return }
        let position = ScrollPosition.positionedByUser(viewID: topRow)
        state.appliedPositionTarget = position.target
        link.binding.wrappedValue = position
    }
}
