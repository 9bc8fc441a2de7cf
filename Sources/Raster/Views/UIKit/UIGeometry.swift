// UIGeometry.swift · Raster/Views/UIKit · mirrors UIKit NSDirectionalEdgeInsets and UIRectEdge (iOS 17), the UIGeometry value types SwiftUI code converts to and from
// Status: Complete — plain values; nothing in Raster lays UIKit views out by them.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The inset distances for views, taking the layout direction into account (UIKit's
/// `NSDirectionalEdgeInsets`). Raster: points; leading and trailing follow the layout
/// direction, as `EdgeInsets`' do.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, points (default 0).
    public var top: CGFloat
    /// Inset from the leading edge, points (default 0).
    public var leading: CGFloat
    /// Inset from the bottom edge, points (default 0).
    public var bottom: CGFloat
    /// Inset from the trailing edge, points (default 0).
    public var trailing: CGFloat

    /// Creates insets with the given distances, points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Mirrors UIKit's `NSDirectionalEdgeInsets.init(_:)` (iOS 14): the same distances as a
    /// SwiftUI `EdgeInsets`, points.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

/// The edges of a rectangle (UIKit's `UIRectEdge`): left and right are physical edges,
/// whatever the layout direction.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
#endif
