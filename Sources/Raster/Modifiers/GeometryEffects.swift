// GeometryEffects.swift · Raster/Modifiers · mirrors SwiftUI offset(_:), offset(x:y:), scaleEffect(_:anchor:), scaleEffect(x:y:anchor:), rotationEffect(_:anchor:), transformEffect(_:) (iOS 17)
// Status: Complete — swiftui-behavior.md §1.12: drawing moves, layout does not; frames
// measured in outer coordinate spaces (GeometryProxy, anchors) and hit testing include
// the effect (seed 002-17).

import Foundation

extension View {
    /// Offsets this view by the horizontal and vertical amounts in `offset`.
    ///
    /// Raster: points, x to the right and y down. Only the drawing moves: the view keeps its
    /// layout frame (a border applied after the offset surrounds the original place), while
    /// frames read in outer coordinate spaces and taps follow the drawing. The moved frame
    /// is rounded to device pixels like any other (swiftui-behavior.md §1.16).
    public func offset(_ offset: CGSize) -> some View {
        if !offset.width.isFinite || !offset.height.isFinite {
            warnNotFinite("offset(x: \(offset.width), y: \(offset.height))", on: Self.self)
        }
        return modifier(OffsetModifier(offset: offset))
    }

    /// Offsets this view by `x` points to the right and `y` points down (see `offset(_:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Scales this view's drawing by `scale` (width and height factors) about `anchor`.
    ///
    /// Raster: `anchor` is a unit point of the view's own frame (default `.center`). Layout is
    /// unchanged; frames read in outer coordinate spaces are scaled (a view scaled by 0.5
    /// reports half its local size in `.global`). A factor of 0 draws nothing; negative
    /// factors mirror the drawing about the anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        if !scale.width.isFinite || !scale.height.isFinite {
            warnNotFinite("scaleEffect(x: \(scale.width), y: \(scale.height))", on: Self.self)
        }
        return animatableEffect("scaleEffect", scale.animatableData) { value, size in
            .transform(GeometryEffectTransform.about(anchor, in: CGRect(origin: .zero, size: size),
                                                     CGAffineTransform(scaleX: value.first, y: value.second)))
        }
    }

    /// Scales this view's drawing uniformly by `s` about `anchor` (see `scaleEffect(_:anchor:)`).
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing by `x` horizontally and `y` vertically about `anchor`
    /// (see `scaleEffect(_:anchor:)`).
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates this view's drawing by `angle` about `anchor`.
    ///
    /// Raster: positive angles turn clockwise on screen (y points down); `anchor` is a unit
    /// point of the view's frame (default `.center`). Layout is unchanged; outer frames and
    /// taps follow the rotated drawing (a frame read in an outer space is the bounding box
    /// of the rotated rectangle).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        if !angle.radians.isFinite { warnNotFinite("rotationEffect(.radians(\(angle.radians)))", on: Self.self) }
        return animatableEffect("rotationEffect", angle.radians) { radians, size in
            .transform(GeometryEffectTransform.about(anchor, in: CGRect(origin: .zero, size: size),
                                                     CGAffineTransform(rotationAngle: CGFloat(radians))))
        }
    }

    /// Applies an affine transform to this view's drawing.
    ///
    /// Raster: `transform` maps the view's local space (points, origin at its top-left
    /// corner, y down) into the same space; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        drawingEffect { _, _ in .transform(transform) }
    }
}

/// Builds the transforms of geometry effects.
enum GeometryEffectTransform {
    /// `transform` applied about the point `anchor` names in `rect` (points): the anchor
    /// stays where it is.
    static func about(_ anchor: UnitPoint, in rect: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
        let p = anchor.resolved(in: rect)
        return CGAffineTransform(translationX: -p.x, y: -p.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }
}

/// Shifts the drawing of the modified view; the offset animates.
struct OffsetModifier: ViewModifier, PrimitiveModifier {
    let offset: CGSize

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.drawing.offsetSource = node.animated("offset", offset.animatableData)
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
