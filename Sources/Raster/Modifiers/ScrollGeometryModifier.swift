// ScrollGeometryModifier.swift · Raster/Modifiers · mirrors SwiftUI ScrollGeometry and onScrollGeometryChange(for:of:action:) (iOS 18)
// Status: Complete for what a host does — the action runs after a placement that changed the
// transformed value (a host's scroll or drag, a scroll to an id, new content); not for the
// first placement.

import Foundation

/// The geometry of a scroll view: where its content is scrolled to and how large it is
/// (SwiftUI `ScrollGeometry`, iOS 18; UIKit's `contentOffset`, `contentSize`,
/// `adjustedContentInset` and `bounds`).
///
/// Points, in the scroll content's coordinates (y down): the content's top-leading corner is
/// the origin, so a scroll view at rest at its top under a navigation bar has a negative
/// `contentOffset.y`, minus its top inset, as UIKit's does.
public struct ScrollGeometry: Equatable, Sendable {
    /// The point of the content at the scroll view's top-leading corner: the distance
    /// scrolled from the top less the insets (`contentInsets.leading`, `contentInsets.top`).
    public var contentOffset: CGPoint
    /// The content's size, without the insets.
    public var contentSize: CGSize
    /// The room around the content: the safe area the scroll view reaches under (bars, the
    /// home indicator) plus its `contentMargins`.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// Creates a geometry from its parts.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content's coordinates the scroll view shows: `contentOffset` and
    /// `containerSize`. [UNCERTAIN — Apple's documentation does not say whether the insets
    /// are left out; here they are not, as UIKit's `bounds`.]
    public var visibleRect: CGRect { bounds }

    /// The scroll view's bounds in the content's coordinates: origin `contentOffset`, size
    /// `containerSize`, as UIScrollView's.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

extension ScrollViewState {
    /// The geometry at the last placement (`ScrollGeometry`).
    var geometry: ScrollGeometry {
        let insets = targetInsets
        return ScrollGeometry(
            contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - pull - insets.top),
            contentSize: CGSize(width: max(0, contentSize.width - insets.leading - insets.trailing),
                                height: max(0, contentSize.height - insets.top - insets.bottom)),
            contentInsets: insets, containerSize: viewportSize)
    }
}

/// One `onScrollGeometryChange`: the value it last saw and what it runs when that changes.
/// Kept by the modifier's node across updates, and handed to the scroll views below it.
protocol ScrollGeometryObserver: AnyObject {
    /// Called by a scroll view after each placement with its geometry.
    func placed(_ geometry: ScrollGeometry)
}

/// An `onScrollGeometryChange(for:of:action:)` for values of type `T`.
final class ScrollGeometryChange<T: Equatable>: ScrollGeometryObserver {
    var transform: (ScrollGeometry) -> T
    var action: (T, T) -> Void
    weak var graph: ViewGraph?
    /// The value of the last placement; nil before the first.
    private var last: T?

    init(transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void, graph: ViewGraph) {
        self.transform = transform
        self.action = action
        self.graph = graph
    }

    func placed(_ geometry: ScrollGeometry) {
        let value = transform(geometry)
        defer { last = value }
        guard let old = last, old != value, let graph else { return }
        // Placement is part of layout: the action, which may change state, runs after it.
        graph.afterUpdate { [weak self] in self?.action(old, value) }
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes
    /// (iOS 18): after a scroll view below this view is placed, `transform` makes a value of
    /// its `ScrollGeometry`, and when that differs from the value of its last placement,
    /// `action` runs with the old and the new value.
    ///
    /// Raster: applies to the outermost scroll views below the modifier (not to scroll views
    /// in their content); the first placement sets the value without running the action; the
    /// action runs after the frame's layout, so it may change state (a "scrolled" flag that
    /// shows a button), which is then laid out in the same `render()`.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollObserverModifier(
            make: { ScrollGeometryChange(transform: transform, action: action, graph: $0) },
            refresh: { kept in
                kept.transform = transform
                kept.action = action
            },
            install: { $0.geometry.append($1) }))
    }
}
