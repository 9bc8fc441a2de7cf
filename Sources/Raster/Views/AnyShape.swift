// AnyShape.swift · Raster/Views · mirrors SwiftUI AnyShape, Path as a Shape, and the iOS 17 static shape members (.rect, .capsule, .circle, .ellipse)
// Status: Complete. (The uneven `.rect(...)` members are in UnevenRoundedRectangle.swift,
// `.containerRelative` in ContainerRelativeShape.swift.)

import Foundation

/// A type-erased shape value.
///
/// Raster: the path and the size for a proposal are those of the wrapped shape.
public struct AnyShape: Shape {
    private let pathIn: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize
    /// The wrapped shape's behaviour.
    public let layoutDirectionBehavior: LayoutDirectionBehavior

    /// Creates a type-erased shape.
    public init<S: Shape>(_ shape: S) {
        pathIn = shape.path(in:)
        sizing = shape.sizeThatFits
        layoutDirectionBehavior = shape.layoutDirectionBehavior
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}

/// Raster: a path used as a shape is drawn as it is, in the coordinates of the view's
/// frame (points, origin at its top-left corner), whatever the frame; as a view it fills
/// its proposal like other shapes.
extension Path: Shape {
    public func path(in _: CGRect) -> Path { self }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners of `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule shape with continuous corners.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle centred on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}
