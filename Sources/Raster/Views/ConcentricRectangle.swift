// ConcentricRectangle.swift · Raster/Views · mirrors SwiftUI ConcentricRectangle, Edge.Corner, Edge.Corner.Style, Shape.rect(corners:isUniform:) (iOS 26)
// Status: Partial — corners concentric with the nearest `containerShape(_:)` (a Rectangle,
// RoundedRectangle, UnevenRoundedRectangle or Capsule) or else the device's display corners;
// sheets and popovers offer no container shape of their own (Raster draws iOS 17's).

import Foundation

extension Edge {
    /// An enumeration to indicate one corner of a rectangle (iOS 26).
    ///
    /// Raster: leading and trailing are left and right (no right-to-left flip).
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// A style that describes the corner of a rectangular shape: square, rounded with a
        /// fixed radius, or rounded concentric with the container shape (iOS 26).
        ///
        /// Raster: radii in points.
        public struct Style: Hashable, Sendable {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                /// Concentric, never below the minimum style's radius.
                indirect case concentric(minimum: Style?)
            }

            let kind: Kind

            /// A rounded corner whose radius shares its centre with the container shape's
            /// corner: the container's radius minus the distance between the corners, square
            /// when that is 0 or less.
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

            /// A concentric corner (see `concentric`) whose radius is at least `minimum`'s.
            ///
            /// Raster: a `minimum` that is itself concentric takes the radius it resolves to.
            public static func concentric(minimum: Style? = nil) -> Style { Style(kind: .concentric(minimum: minimum)) }

            /// A rounded corner of `radius` points; 0 gives a square corner.
            ///
            /// Raster: a negative or non-finite radius warns and gives a square corner.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }
        }
    }
}

/// A shape whose corners you configure, individually or uniformly, to be squared, rounded,
/// or concentric relative to a container shape's corners (iOS 26).
///
/// Raster: a concentric corner's radius is the container's radius at that corner minus the
/// distance between the corners, the larger of the horizontal and vertical insets
/// [UNCERTAIN: Apple says "the distance between corners"; for a corner inset equally both
/// ways the two readings agree], never below 0 or the style's minimum. The container is the
/// nearest enclosing `containerShape(_:)` (its frame and its corner radii: a `Rectangle`'s
/// are 0, a `Capsule`'s half its shorter side; any other shape counts as square, with a
/// warning) or, without one, the device's display (`Device.screenCornerRadius`, in window
/// coordinates, y down); an `ImageRenderer` or a host without a device has square display
/// corners. Uniform corners (`isUniform`, the `uniform…` initializers) each take the largest
/// radius of their group. Corners are continuous, as `RoundedRectangle`'s default; each radius
/// is clamped to half the shorter side. As `ContainerRelativeShape`, the container is found
/// when the shape is drawn or used as a clip; a path asked for directly sees no container,
/// so concentric corners are their minimum.
public struct ConcentricRectangle: InsettableShape {
    var corners: [Edge.Corner: Edge.Corner.Style]
    /// Groups of corners that share the largest of their radii.
    var uniformGroups: [[Edge.Corner]]
    var insetAmount: CGFloat = 0

    /// A rectangle with concentric corners, each corner's radius computed individually.
    public init() {
        self.init(corners: .concentric, isUniform: false)
    }

    /// A rectangle with the same corner style on all four corners; with `isUniform`, every
    /// corner takes the largest of the four radii.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, uniform: isUniform ? [Edge.Corner.allCases] : [])
    }

    /// A rectangle with a style for each corner.
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner, uniform: [])
    }

    /// A rectangle whose top corners share one style and the largest of their radii, and
    /// whose bottom corners share another.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners,
                  uniform: [[.topLeading, .topTrailing], [.bottomLeading, .bottomTrailing]])
    }

    /// A rectangle whose leading corners share one style and the largest of their radii, and
    /// whose trailing corners share another.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners,
                  uniform: [[.topLeading, .bottomLeading], [.topTrailing, .bottomTrailing]])
    }

    /// A rectangle whose top corners share one style and the largest of their radii, with a
    /// style for each bottom corner.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner, uniform: [[.topLeading, .topTrailing]])
    }

    /// A rectangle whose bottom corners share one style and the largest of their radii, with
    /// a style for each top corner.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners,
                  uniform: [[.bottomLeading, .bottomTrailing]])
    }

    /// A rectangle whose leading corners share one style and the largest of their radii,
    /// with a style for each trailing corner.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner,
                  uniform: [[.topLeading, .bottomLeading]])
    }

    /// A rectangle whose trailing corners share one style and the largest of their radii,
    /// with a style for each leading corner.
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners,
                  uniform: [[.topTrailing, .bottomTrailing]])
    }

    /// The four corners' styles (top-leading, top-trailing, bottom-leading, bottom-trailing)
    /// and the groups of corners that share their largest radius.
    private init(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
                 _ bottomTrailing: Edge.Corner.Style, uniform: [[Edge.Corner]]) {
        corners = [.topLeading: topLeading, .topTrailing: topTrailing, .bottomLeading: bottomLeading, .bottomTrailing: bottomTrailing]
        uniformGroups = uniform
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radii = cornerRadii(in: r, container: ConcentricContainer.current())
        return UnevenRoundedRectangle(cornerRadii: radii, style: .continuous).path(in: r)
    }

    /// The corner radii (points) of the shape drawn in `rect`, inside `container` (nil: no
    /// container, concentric corners are their minimum).
    func cornerRadii(in rect: CGRect, container: ConcentricContainer?) -> RectangleCornerRadii {
        var radius: [Edge.Corner: CGFloat] = [:]
        for corner in Edge.Corner.allCases {
            radius[corner] = Self.radius(of: corners[corner] ?? .concentric, at: corner, in: rect, container: container)
        }
        for group in uniformGroups {
            let largest = group.map { radius[$0] ?? 0 }.max() ?? 0
            for corner in group { radius[corner] = largest }
        }
        return RectangleCornerRadii(topLeading: radius[.topLeading] ?? 0, bottomLeading: radius[.bottomLeading] ?? 0,
                                    bottomTrailing: radius[.bottomTrailing] ?? 0, topTrailing: radius[.topTrailing] ?? 0)
    }

    /// The radius `style` gives `corner` of `rect`, points, never negative.
    private static func radius(of style: Edge.Corner.Style, at corner: Edge.Corner, in rect: CGRect,
                               container: ConcentricContainer?) -> CGFloat {
        switch style.kind {
        case .fixed(let radius):
            guard radius.isFinite, radius >= 0 else {
                warnOnce("ConcentricRectangle corner .fixed(\(radius)) is not a radius of 0 or more points; the corner is drawn square. Pass a finite radius ≥ 0")
                return 0
            }
            return radius
        case .concentric(let minimum):
            let least = minimum.map { radius(of: $0, at: corner, in: rect, container: container) } ?? 0
            guard let container else { return least }
            return max(least, container.radius(at: corner) - container.distance(from: corner, of: rect))
        }
    }

    public func inset(by amount: CGFloat) -> ConcentricRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with the same corner style on all four corners (iOS 26); see
    /// `ConcentricRectangle.init(corners:isUniform:)`.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}

/// The shape a concentric corner follows: a frame and its corner radii, in the coordinates
/// of the shape being drawn (points, y down).
struct ConcentricContainer {
    let frame: CGRect
    let radii: RectangleCornerRadii

    func radius(at corner: Edge.Corner) -> CGFloat {
        switch corner {
        case .topLeading: radii.topLeading
        case .topTrailing: radii.topTrailing
        case .bottomLeading: radii.bottomLeading
        case .bottomTrailing: radii.bottomTrailing
        }
    }

    /// How far `corner` of `rect` lies inside the container's same corner: the larger of the
    /// horizontal and vertical insets, 0 when outside.
    func distance(from corner: Edge.Corner, of rect: CGRect) -> CGFloat {
        let dx = corner == .topLeading || corner == .bottomLeading ? rect.minX - frame.minX : frame.maxX - rect.maxX
        let dy = corner == .topLeading || corner == .topTrailing ? rect.minY - frame.minY : frame.maxY - rect.maxY
        return max(0, dx, dy)
    }

    /// The container of the view whose shape is being drawn: its nearest container shape, or
    /// else the device's display; nil outside a drawing, or with neither.
    static func current() -> ConcentricContainer? {
        guard let node = ShapeResolution.currentNode else { return nil }
        if let container = node.environment.containerShape, let containerNode = container.node {
            let toLocal = ShapeResolution.readingGeometry {
                containerNode.transformToGlobal.concatenating(node.transformToGlobal.inverted())
            }
            let size = containerNode.frame.size
            let radii = container.cornerRadii?(size)
            if radii == nil {
                warnOnce("ConcentricRectangle: the corners of the container shape are not known, so they count as square; pass a Rectangle, RoundedRectangle, UnevenRoundedRectangle or Capsule to containerShape(_:)")
            }
            return ConcentricContainer(frame: CGRect(origin: .zero, size: size).applying(toLocal),
                                       radii: radii ?? RectangleCornerRadii())
        }
        guard let device = node.graph.device, device.screenCornerRadius > 0 else { return nil }
        let toLocal = ShapeResolution.readingGeometry { node.transformToGlobal.inverted() }
        let radius = device.screenCornerRadius
        return ConcentricContainer(frame: CGRect(origin: .zero, size: device.size).applying(toLocal),
                                   radii: RectangleCornerRadii(topLeading: radius, bottomLeading: radius,
                                                               bottomTrailing: radius, topTrailing: radius))
    }
}

/// Shapes whose corner radii a concentric corner can follow.
protocol ContainerCornerRadii {
    /// The radii of the shape's corners drawn in a frame of `size`, points.
    func cornerRadii(in size: CGSize) -> RectangleCornerRadii
}

extension Rectangle: ContainerCornerRadii {
    func cornerRadii(in size: CGSize) -> RectangleCornerRadii { RectangleCornerRadii() }
}

extension RoundedRectangle: ContainerCornerRadii {
    func cornerRadii(in size: CGSize) -> RectangleCornerRadii {
        let r = min(cornerSize.width, min(size.width, size.height) / 2)
        return RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
    }
}

extension UnevenRoundedRectangle: ContainerCornerRadii {
    func cornerRadii(in size: CGSize) -> RectangleCornerRadii { cornerRadii }
}

extension Capsule: ContainerCornerRadii {
    func cornerRadii(in size: CGSize) -> RectangleCornerRadii {
        let r = min(size.width, size.height) / 2
        return RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
    }
}
