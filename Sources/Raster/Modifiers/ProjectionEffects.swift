// ProjectionEffects.swift · Raster/Modifiers · mirrors SwiftUI GeometryEffect, rotation3DEffect(_:axis:anchor:anchorZ:perspective:), projectionEffect(_:), AnimatableModifier (iOS 17)
// Status: Partial — a projection with perspective is drawn (GraphicsContext+Projection.swift)
// but frames read in outer coordinate spaces and hit testing see only affine effects.

import Foundation

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants.
///
/// Raster: `effectValue(size:)` is asked for the transform of the view's local space
/// (points, origin at its top-left, y down) at the view's size each time it is drawn, with
/// `animatableData` sampled at the host's time, so a custom effect animates. Layout is
/// unchanged. An affine result is drawn exactly (and is seen by outer coordinate spaces
/// and hit testing); one with perspective is drawn by resampling (see `ProjectionTransform`).
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the view's local space for a view of `size` points.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("primitive modifier") }

    /// Installs the effect on `node`: its drawing is wrapped in the transform of
    /// `effectValue(size:)` with `animatableData` at its presentation value.
    func updateEffect(node: Node, content: any View, in graph: ViewGraph) {
        let animated = node.animated("geometryEffect", animatableData)
        let effect = self
        node.outputs.drawing.effects.append { size in
            var current = effect
            current.animatableData = animated.presentationValue
            return DisplayList.Effect.projecting(current.effectValue(size: size))
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

extension DisplayList.Effect {
    /// `projection` as an affine transform when it has no perspective part, so that it is
    /// drawn exactly and seen by coordinate spaces; otherwise a projection.
    static func projecting(_ projection: ProjectionTransform) -> DisplayList.Effect {
        projection.isAffine ? .transform(projection.affine) : .projection(projection)
    }
}

/// A modifier that animates a view modifier's `animatableData`.
///
/// Raster: deprecated in SwiftUI in favour of `Animatable` on the modifier itself, which
/// works the same: while a change of `animatableData` animates, the body is built again in
/// every frame from the modifier with `animatableData` at the host's time.
nonisolated public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The effect of `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
///
/// Raster: the projection Core Animation builds for a layer rotated about `axis` through the
/// point `anchor` (in the view's bounds) at depth `anchorZ`, seen with the eye at
/// `max(width, height) / perspective` points from the anchor: T(−anchor) · R(angle, axis) ·
/// P(m34 = −perspective / max(width, height)) · T(anchor), row-vector order (the formula
/// OpenSwiftUI documents for SwiftUI's _Rotation3DEffect). A perspective of 0 gives a
/// parallel projection. A positive angle about the y axis moves the trailing edge away.
public struct _Rotation3DEffect: GeometryEffect, Equatable, Sendable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The angle (radians), perspective and anchor animate; the axis does not.
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(angle.radians, AnimatablePair(perspective, AnimatablePair(anchor.x, anchor.y))) }
        set {
            angle = .radians(newValue.first)
            perspective = newValue.second.first
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }

    /// Whether the effect can be drawn; otherwise it draws as the identity.
    var isDrawable: Bool {
        let numbers = [CGFloat(angle.radians), axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective]
        return numbers.allSatisfy(\.isFinite) && (axis.x != 0 || axis.y != 0 || axis.z != 0)
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let extent = max(size.width, size.height)
        guard isDrawable, extent > 0, extent.isFinite else { return ProjectionTransform() }
        let a = anchor.resolved(in: CGRect(origin: .zero, size: size))
        var eye = CATransform3DIdentity
        eye.m34 = -perspective / extent
        let toAnchor = CATransform3DMakeTranslation(a.x, a.y, anchorZ)
        let rotated = CATransform3DRotate(CATransform3DConcat(eye, toAnchor), CGFloat(angle.radians), axis.x, axis.y, axis.z)
        return ProjectionTransform(CATransform3DTranslate(rotated, -a.x, -a.y, -anchorZ))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

/// The effect of `projectionEffect(_:)`: a fixed projection.
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) { self.transform = transform }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Renders this view's content as if it were rotated in three dimensions around `axis`.
    ///
    /// Raster: `angle` about `axis` (x right, y down, z towards the viewer; normalised),
    /// through `anchor` (a unit point of the view's frame) at depth `anchorZ` points, with
    /// the eye `max(width, height) / perspective` points away (see `_Rotation3DEffect`). Layout
    /// is unchanged. Non-finite numbers or an axis of (0, 0, 0) draw the view unrotated, with
    /// a one-time warning.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let effect = _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        if !effect.isDrawable {
            warnOnce("rotation3DEffect(.radians(\(angle.radians)), axis: (\(axis.x), \(axis.y), \(axis.z)), anchorZ: \(anchorZ), "
                     + "perspective: \(perspective)) needs finite numbers and a non-zero axis; the view is drawn unrotated")
        }
        return modifier(effect)
    }

    /// Applies a projection transform to this view's rendered output.
    ///
    /// Raster: `transform` maps the view's local space (points, y down) into the same
    /// space; layout is unchanged. A singular or non-finite transform with perspective draws
    /// nothing, with a one-time warning.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// Raster: every view is already drawn by Raster's own rasterizer, so this draws the view
    /// into a layer of its own (like `compositingGroup()`): for opaque content the pixels
    /// are the same as without it. With `opaque`, pixels the content draws become fully
    /// opaque (translucent parts over black), as an opaque offscreen image would be;
    /// `colorMode` is accepted and the layer stays 8-bit sRGB.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(DrawingModifier { drawing, _ in
            drawing.effects.append { _ in .compositingGroup }
            if opaque { drawing.effects.append { _ in .filter(.blur(radius: 0, options: .opaque)) } }
        })
    }
}
