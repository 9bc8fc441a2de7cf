// EdgeInsets.swift · Raster/Geometry · mirrors SwiftUI Edge, Edge.Set, VerticalEdge, HorizontalEdge, EdgeInsets (iOS 17)
// Status: Complete.

import Foundation

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
///
/// Raster: points; `leading` is the left side and `trailing` the right side in a
/// left-to-right layout.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The same inset on every edge in `edges`, zero on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}
