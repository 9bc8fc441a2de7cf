// CoordinateSpace.swift · Raster/Layout · mirrors SwiftUI CoordinateSpace, CoordinateSpaceProtocol, NamedCoordinateSpace (iOS 17)
// Status: Complete (no scroll views, so no `.scrollView` space).

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

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}
