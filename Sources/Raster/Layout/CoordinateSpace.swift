// CoordinateSpace.swift · Raster/Layout · mirrors SwiftUI CoordinateSpace, CoordinateSpaceProtocol, NamedCoordinateSpace (iOS 17)
// Status: Complete.

import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    /// The root view's space: points, origin at the top-left of the rendered image.
    case global
    /// The view's own space: origin at its top-left corner.
    case local
    /// The space of the nearest enclosing view given this name.
    case named(AnyHashable)
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space (`.named("stack")`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The global coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view.
    ///
    /// Raster: the scroll view's own space, its visible region: origin at the scroll view's
    /// top-leading corner, whatever its content is scrolled to (a row scrolled 40 points
    /// under the top edge has a `minY` of −40).
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }

    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view that allows scrolling along `axis` (see `scrollView`).
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

/// The name of the `.scrollView` spaces: the innermost scroll view enclosing a view, or the
/// innermost one scrolling along `axis`.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?

    /// Whether `state`'s scroll view is the one this space names.
    func names(_ state: ScrollViewState) -> Bool {
        guard let axis else { return true }
        return state.axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}
