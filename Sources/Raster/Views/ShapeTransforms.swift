// ShapeTransforms.swift · Raster/Views · mirrors SwiftUI OffsetShape, RotatedShape, ScaledShape, TransformedShape, _SizedShape and Shape.offset/rotation/scale/transform/size (iOS 17)
// Status: Complete.

import Foundation

/// A shape with a translation offset transform applied to it.
///
/// Raster: `offset` in points (x right, y down). The shape keeps its frame and sizing; only
/// its outline moves.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves, points.
    public var offset: CGSize

    /// The outline of `shape` moved by `offset` points.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape with a rotation transform applied to it.
///
/// Raster: positive angles turn clockwise on screen (y down), about `anchor`, a unit point
/// of the shape's frame. The frame and sizing are unchanged.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise on screen.
    public var angle: Angle
    /// The unit point of the frame it turns about (default `.center`).
    public var anchor: UnitPoint

    /// The outline of `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            GeometryEffectTransform.about(anchor, in: rect, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y))) }
        set {
            shape.animatableData = newValue.first
            angle = Angle(radians: newValue.second.first)
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape with a scale transform applied to it.
///
/// Raster: `scale` holds the horizontal and vertical factors, applied about `anchor`, a
/// unit point of the shape's frame. The frame and sizing are unchanged.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The unit point of the frame that stays put (default `.center`).
    public var anchor: UnitPoint

    /// The outline of `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            GeometryEffectTransform.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>> {
        get {
            AnimatablePair(shape.animatableData,
                           AnimatablePair(AnimatablePair(scale.width, scale.height), AnimatablePair(anchor.x, anchor.y)))
        }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }
}

/// A shape with an affine transform applied to it.
///
/// Raster: `transform` maps the shape's outline in its frame's space (points, y down).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the space of the shape's frame (points, y down).
    public var transform: CGAffineTransform

    /// The outline of `shape` mapped by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape that creates its path from a rect of a fixed size: what `Shape.size(_:)` returns.
///
/// Raster: `size` in points. The path is made in the rect of that size whose origin is the
/// frame's origin (top-leading, y down); the view's frame and sizing stay the shape's own, so
/// the outline may overflow it or leave part of it empty. Apple's documentation of
/// `size(_:)` says only "a rect of size" [UNCERTAIN — that it is placed at the frame's
/// origin is Raster's reading; iOS 18's `size(_:anchor:)` adds an anchor to position it].
public struct _SizedShape<S: Shape>: Shape {
    /// The shape whose path is made at `size`.
    public var shape: S
    /// The size of the rect the path is made in, points.
    public var size: CGSize

    /// `shape` made in a rect of `size` points.
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(size.width, size.height)) }
        set {
            shape.animatableData = newValue.first
            size = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

extension Shape {
    /// Returns the same shape, asked to create its path from a rect of `size` points instead of
    /// its frame; SwiftUI's `Shape.size(_:)` (iOS 13). The layout of views made from the shape
    /// (by filling it, say) is unchanged. See `_SizedShape` for where the rect is placed.
    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    /// Returns the same shape, asked to create its path from a rect `width` by `height` points
    /// instead of its frame; SwiftUI's `Shape.size(width:height:)` (iOS 13).
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// Changes the relative position of this shape by `offset` points.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape by the point `offset` (points).
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape by `x` points right and `y` points down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Rotates this shape by `angle` (clockwise on screen) about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Scales this shape by `x` and `y` about `anchor`, without changing its bounding frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape by `scale` in both directions about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Applies an affine transform to this shape's outline.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
