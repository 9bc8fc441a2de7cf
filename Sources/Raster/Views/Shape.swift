// Shape.swift · Raster/Views · mirrors SwiftUI Shape, InsettableShape, ShapeRole (iOS 17)
// Status: Partial — fill, stroke, strokeBorder, inset, trim; no shape offset/rotation/scale shapes.

import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Raster: `path(in:)` receives the shape's frame in its own space (points, origin at the
/// top-left, y down). As a view, a shape fills its proposal (nil → 10 points) and is
/// painted with the foreground style. As in the iOS 18 SDK the protocol is `nonisolated`:
/// a shape is not inferred to be main-actor isolated by being a view, so its `path(in:)`
/// and `animatableData` may be used from any thread.
nonisolated public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path

    /// The size of the shape for a proposal; by default the proposal, nil dimensions being 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// Whether the shape's path mirrors horizontally in a layout direction; by default
    /// `.mirrors` (iOS 17), `.fixed` for the built-in shapes (Shape+LayoutDirection.swift).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

extension Shape where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// Fills the shape with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline with `content`; the line is centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// Strokes the shape's outline with `content` and a line `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with `style`, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline stroked `lineWidth` points wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// Strokes the shape inset by half the line width, so the line lies inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes the shape inset by `lineWidth / 2` with a line `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape inset by half the line width and stroked, as a shape.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's outline stroked with a style.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    /// Raster: a line width that is not a finite number, or is below 0, draws nothing, with a
    /// warning.
    init(shape: S, style: StrokeStyle) {
        if !style.lineWidth.isFinite { warnNotFinite("stroke(lineWidth: \(style.lineWidth))", on: S.self) }
        if style.lineWidth < 0 {
            warnOnce("stroke(lineWidth: \(style.lineWidth)) on \(strippingGenerics(String(describing: S.self))): a line width "
                     + "below 0 draws nothing; give a width of 0 or more")
        }
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// The strokes Raster draws as strokes rather than as filled outlines.
protocol StrokedShapeDrawing {
    func strokeParts(in rect: CGRect) -> (Path, StrokeStyle)
}

extension _StrokedShape: StrokedShapeDrawing {
    func strokeParts(in rect: CGRect) -> (Path, StrokeStyle) { (shape.path(in: rect), style) }
}

/// A shape filled or stroked with a style: what shape modifiers produce.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension _ShapeView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let (style, shadows) = self.style.splittingShadows()
        let fillStyle = self.fillStyle, target = self.shape
        let environment = node.environment
        let data = node.animated("shape", shape.animatableData)
        // A solid colour changed in an animated transaction is interpolated, as SwiftUI
        // animates a shape's fill or stroke colour (`Color.Resolved`, in sRGB); other styles
        // change at once. A solid colour does not depend on the bounds, so it is resolved
        // here once and the drawing uses its presentation value.
        var solid: AnimatedValue<Color.Resolved.AnimatableData>?
        if style.backdrop(in: environment) == nil, case .color(let color) = style.resolvedPaint(in: environment, bounds: .zero) {
            solid = node.animated("style", color.animatableData)
        }
        node.outputs.hitPath = { size in target.path(in: CGRect(origin: .zero, size: size), layoutDirection: environment.layoutDirection) }
        node.becomeLeaf(LeafLayout(measure: { target.sizeThatFits($0) })) { [unowned node] size in
            let items: [DisplayList.Item] = ShapeResolution.resolving(for: node) {
                var shape = target
                shape.animatableData = data.presentationValue
                let rect = CGRect(origin: .zero, size: size)
                let direction = environment.layoutDirection
                if !(shape is StrokedShapeDrawing), let backdrop = style.backdrop(in: environment) {
                    return [.backdrop(shape.path(in: rect, layoutDirection: direction), fillStyle, backdrop)]
                }
                let paint: DisplayList.Paint
                if let solid {
                    var color = Color.Resolved(red: 0, green: 0, blue: 0)
                    color.animatableData = solid.presentationValue
                    paint = .color(color)
                } else {
                    paint = style.resolvedPaint(in: environment, bounds: rect)
                }
                if let stroked = shape as? StrokedShapeDrawing {
                    let (path, strokeStyle) = stroked.strokeParts(in: rect)
                    let mirrored = shape.layoutDirectionBehavior.mirrors(direction)
                    return [.stroke(mirrored ? path.applying(.horizontalMirror(width: 2 * rect.midX)) : path, paint, strokeStyle)]
                }
                return [.fill(shape.path(in: rect, layoutDirection: direction), paint, fillStyle)]
            }
            return shadows.reduce(items) { [.group($1.effect(in: environment), $0)] }
        }
    }
}
