// Shape+LayoutDirection.swift · Raster/Views · mirrors SwiftUI Shape.layoutDirectionBehavior (iOS 17)
// Status: Complete for drawing — fills, strokes, `background(_:in:)`/`overlay(_:in:)` and
// `clipShape(_:)` mirror; a `contentShape(_:)` is hit-tested unmirrored.
//
// Apple's documentation of `Shape.layoutDirectionBehavior`: "Defaults to `.mirrors` when
// deploying on iOS 17.0 [...] If the layoutDirectionBehavior for a Shape is one that mirrors,
// the shape's path will be mirrored horizontally when in the specified layout direction."
// The built-in symmetric shapes (and `Path`, drawn where its points say) are `.fixed`;
// `UnevenRoundedRectangle` keeps the default, so its leading corners are on the right in a
// right-to-left layout. Wrapping shapes (stroke, trim, offset, rotation, scale, transform,
// `AnyShape`) take the wrapped shape's behaviour, and the whole wrapped outline is mirrored
// [UNCERTAIN — whether SwiftUI mirrors before or after an offset or rotation is not measured].

import Foundation

extension Shape {
    /// Mirrors in right-to-left layouts: a custom shape is drawn reflected about its frame's
    /// vertical centre line, as on iOS 17.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// The shape's outline in `rect` as drawn in `direction`: reflected about `rect`'s
    /// vertical centre line when `layoutDirectionBehavior` mirrors in that direction.
    func path(in rect: CGRect, layoutDirection direction: LayoutDirection) -> Path {
        let path = path(in: rect)
        return layoutDirectionBehavior.mirrors(direction) ? path.applying(.horizontalMirror(width: 2 * rect.midX)) : path
    }
}

extension Rectangle {
    /// `.fixed`: a rectangle is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
    /// `.fixed`: a rounded rectangle is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// `.fixed`: a circle is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
    /// `.fixed`: an ellipse is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
    /// `.fixed`: a capsule is its own mirror image.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension ContainerRelativeShape {
    /// `.fixed`: the container's shape is used as it is.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension ButtonBorderShape {
    /// `.fixed`: button borders are symmetric.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension ResolvedButtonBorder {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Path {
    /// `.fixed`: a path is drawn where its points are.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension _StrokedShape {
    /// The stroked shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension _TrimmedShape {
    /// The trimmed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension OffsetShape {
    /// The moved shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape {
    /// The rotated shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension ScaledShape {
    /// The scaled shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension TransformedShape {
    /// The transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
