// ViewSpacing.swift · Raster/Layout · mirrors SwiftUI ViewSpacing (iOS 17)
// Status: Partial — default 8 pt, Spacer 0, explicit values, and the text edge rules of
// swiftui-behavior.md §1.3 (which that page marks uncertain).

import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Raster: points. Each edge holds a preference; the distance between two adjacent views
/// is decided by the facing edges (`distance(to:along:)`).
public struct ViewSpacing: Sendable, CustomStringConvertible {
    /// The platform's default distance between two views: 8 points on iOS.
    static let defaultDistance: CGFloat = 8

    /// One edge's preference.
    enum EdgeValue: Equatable, Sendable {
        /// No preference: 8 points next to another default edge.
        case standard
        /// An exact distance (a Spacer's 0).
        case fixed(CGFloat)
        /// The edge of a line of text, with its font metrics in points.
        case text(TextEdgeMetrics)
    }

    var top: EdgeValue = .standard
    var leading: EdgeValue = .standard
    var bottom: EdgeValue = .standard
    var trailing: EdgeValue = .standard

    /// Spacing with no preferences (8 points to any other view).
    public init() {}

    /// Zero spacing on every edge.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        s.top = .fixed(0); s.leading = .fixed(0); s.bottom = .fixed(0); s.trailing = .fixed(0)
        return s
    }()

    /// Merges `other`'s preferences on `edges` into this one (the larger preference wins).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Self.union(top, other.top) }
        if edges.contains(.leading) { leading = Self.union(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Self.union(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Self.union(trailing, other.trailing) }
    }

    /// Drops the preferences on `edges`, back to the default: what a modifier that changes
    /// those edges (padding, a fixed dimension) does to its child's spacing.
    mutating func reset(_ edges: Edge.Set) {
        if edges.contains(.top) { top = .standard }
        if edges.contains(.leading) { leading = .standard }
        if edges.contains(.bottom) { bottom = .standard }
        if edges.contains(.trailing) { trailing = .standard }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .horizontal {
            return Self.distance(trailing, next.leading, vertical: false)
        }
        return Self.distance(bottom, next.top, vertical: true)
    }

    private static func union(_ a: EdgeValue, _ b: EdgeValue) -> EdgeValue {
        switch (a, b) {
        case (.standard, _): return b
        case (_, .standard): return a
        case (.fixed(let x), .fixed(let y)): return .fixed(max(x, y))
        case (.text, _): return a
        case (_, .text): return b
        }
    }

    /// The distance between an edge and the facing edge of the next view.
    private static func distance(_ before: EdgeValue, _ after: EdgeValue, vertical: Bool) -> CGFloat {
        switch (before, after) {
        case (.fixed(let x), .fixed(let y)): return max(x, y)
        case (.fixed(let x), _), (_, .fixed(let x)): return x
        case (.text, .text(let below)) where vertical:
            return below.leadingRoundedUp
        case (.text(let above), _) where vertical:
            return above.distanceBelowText
        case (_, .text(let below)) where vertical:
            return below.distanceAboveText
        default: return defaultDistance
        }
    }

    public var description: String {
        "ViewSpacing(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

/// The font metrics a line of text publishes for spacing (swiftui-behavior.md §1.3), in points.
struct TextEdgeMetrics: Equatable, Sendable {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    /// Points per device pixel, for rounding up to whole pixels.
    var pixel: CGFloat

    private func roundUp(_ v: CGFloat) -> CGFloat { (v / pixel - 1e-9).rounded(.up) * pixel }
    private var lineHeight: CGFloat { ascent + descent }
    /// 10% of the line height, rounded up to a pixel: the extra space around a line.
    private var extraSpacing: CGFloat { roundUp(lineHeight * 0.1) }
    /// The line height plus that extra.
    private var lineSpacing: CGFloat { lineHeight + extraSpacing }

    /// Text above text: the lower text's leading, rounded up to a pixel.
    var leadingRoundedUp: CGFloat { roundUp(leading) }

    /// A non-text view above this text: the line spacing less the ascent.
    var distanceAboveText: CGFloat { lineSpacing - ascent }

    /// This text above a non-text view: the line spacing less the cap height, or the extra
    /// plus the descent if that is more.
    var distanceBelowText: CGFloat { max(lineSpacing - capHeight, extraSpacing + descent) }
}
