// DisplayList.swift · Raster/DisplayList · SwiftUI's DisplayList role (internal in SwiftUI too)
// Status: Partial — fills, strokes, text, images and the effects the modifiers need.

import Foundation

/// What a frame draws, independent of resolution: a tree of items in points, y down,
/// origin at the top-left of the root view's frame.
struct DisplayList {
    var items: [Item] = []

    /// Whether drawing the list calls a `Canvas` renderer (view code, which may require the
    /// thread the view runs on).
    var drawsCanvas: Bool { items.contains { $0.drawsCanvas } }

    /// One drawing instruction.
    indirect enum Item {
        case fill(Path, Paint, FillStyle)
        case stroke(Path, Paint, StrokeStyle)
        /// A laid-out text drawn with its top-left corner at `origin`.
        case text(TextLayout, origin: CGPoint, Paint)
        /// An image stretched over `rect`.
        case image(Pixmap, rect: CGRect, smooth: Bool)
        /// A `Canvas` renderer called with a context whose origin is the item's origin and
        /// the canvas size in points.
        case canvas((inout GraphicsContext, CGSize) -> Void, size: CGSize)
        /// What is already drawn behind the path, blurred, saturated and tinted (a material).
        case backdrop(Path, FillStyle, Backdrop)
        case group(Effect, [Item])
    }

    /// How the items of a group are modified.
    enum Effect {
        case transform(CGAffineTransform)
        /// A projective transform of the group's local space; one with no perspective part
        /// is drawn as the equivalent affine transform.
        case projection(ProjectionTransform)
        case opacity(Double)
        case clip(Path, FillStyle)
        case blendMode(GraphicsContext.BlendMode)
        /// A drop shadow of the group's content: colour, blur radius (points) and offset.
        case shadow(Color.Resolved, radius: CGFloat, offset: CGSize)
        case blur(radius: CGFloat)
        /// Draws the group into a layer of its own before compositing it.
        case compositingGroup
        /// Keeps the group where the mask's items have alpha.
        case mask([Item])
        /// Draws the group into a layer of its own and applies a filter to it.
        case filter(GraphicsContext.Filter)
    }

    /// A resolved paint: a colour or a gradient in the coordinates of the item it fills.
    enum Paint {
        case color(Color.Resolved)
        case linearGradient([ResolvedStop], start: CGPoint, end: CGPoint)
        case radialGradient([ResolvedStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angularGradient([ResolvedStop], center: CGPoint, angle: Angle)
        /// A radial gradient stretched into an ellipse: location t lies on the ellipse of
        /// radii `t`-scaled `radii` around `center`, between `startRadius` and `endRadius`
        /// (fractions of `radii`).
        case ellipticalGradient([ResolvedStop], center: CGPoint, radii: CGSize, startRadius: CGFloat, endRadius: CGFloat)
        /// A pixmap repeated over the plane (`ImagePaint`): `imageToUser` maps its pixels to
        /// the local space of the item.
        case tiledImage(Pixmap, imageToUser: CGAffineTransform)
        /// A mesh gradient (`MeshGradient`), its geometry in the item's local space.
        case meshGradient(MeshPaint)
    }

    struct ResolvedStop {
        var color: Color.Resolved
        var location: CGFloat
    }
}

extension DisplayList.Item {
    /// Whether drawing the item calls a `Canvas` renderer.
    var drawsCanvas: Bool {
        switch self {
        case .canvas: true
        case .group(.mask(let mask), let items): mask.contains { $0.drawsCanvas } || items.contains { $0.drawsCanvas }
        case .group(_, let items): items.contains { $0.drawsCanvas }
        case .fill, .stroke, .text, .image, .backdrop: false
        }
    }
}
