// VerticalEdge.swift · Raster/Geometry · mirrors SwiftUI VerticalEdge, HorizontalEdge and their Sets (iOS 17)
// Status: Complete.

import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (the left in a left-to-right layout).
    case leading
    /// The trailing edge (the right in a left-to-right layout).
    case trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}
