// ShapeViewChaining.swift · Raster/Views · mirrors SwiftUI ShapeView, FillShapeView, StrokeShapeView and StrokeBorderShapeView (iOS 17: a filled shape stroked, `Circle().fill(.red).stroke(.blue)`)
// Status: Complete.

import Foundation

/// A view that draws a shape (SwiftUI `ShapeView`, iOS 17): a filled or stroked shape, which
/// can be filled or stroked again, each new layer drawn over the ones before in the same frame.
public protocol ShapeView<Content>: View {
    /// The type of shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// Fills the shape with `content` over this view (SwiftUI `ShapeView.fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` and `style` over this view, the line centred
    /// on the outline (SwiftUI `ShapeView.stroke(_:style:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                      antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` points wide, over this view
    /// (SwiftUI `ShapeView.stroke(_:lineWidth:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                      antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape inset by half the line width, so the line lies inside the frame,
    /// over this view (SwiftUI `ShapeView.strokeBorder(_:style:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape inset by `lineWidth / 2`, `lineWidth` points wide, over this view
    /// (SwiftUI `ShapeView.strokeBorder(_:lineWidth:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView {
    // A stroked shape's view draws the outline of its shape: what is filled or stroked over it
    // is that shape, not the outline (`Capsule().stroke(.blue).fill(.pink)` fills the capsule).

    /// Fills the stroked shape with `content` over this view (SwiftUI `ShapeView.fill(_:style:)`).
    public func fill<Base: Shape, S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Base, S, Self> where Content == _StrokedShape<Base> {
        FillShapeView(shape: shape.shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the stroked shape's outline again with `content` and `style` over this view.
    public func stroke<Base: Shape, S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Base, S, Self> where Content == _StrokedShape<Base> {
        StrokeShapeView(shape: shape.shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the stroked shape's outline again with `content`, `lineWidth` points wide, over this view.
    public func stroke<Base: Shape, S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Base, S, Self> where Content == _StrokedShape<Base> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled over a view that draws it already (SwiftUI `FillShapeView`, iOS 17).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// What fills it.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// The view the fill is drawn over, which gives the frame.
    public var background: Background

    public var body: some View {
        background.overlay { shape.fill(style, style: fillStyle) }
    }
}

/// A shape's outline stroked over a view that draws it already (SwiftUI `StrokeShapeView`,
/// iOS 17): `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape stroked.
    public var shape: Content
    /// What the line is drawn with.
    public var style: Style
    /// The line's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the line's edges are antialiased.
    public var isAntialiased: Bool
    /// The view the line is drawn over, which gives the frame.
    public var background: Background

    public var body: some View {
        background.overlay { shape.stroke(style, style: strokeStyle, antialiased: isAntialiased) }
    }
}

/// A shape's border stroked inside its frame over a view that draws it already (SwiftUI
/// `StrokeBorderShapeView`, iOS 17).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape whose border is stroked.
    public var shape: Content
    /// What the line is drawn with.
    public var style: Style
    /// The line's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the line's edges are antialiased.
    public var isAntialiased: Bool
    /// The view the line is drawn over, which gives the frame.
    public var background: Background

    public var body: some View {
        background.overlay { shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased) }
    }
}
