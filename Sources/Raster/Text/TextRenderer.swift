// TextRenderer.swift · Raster/Text · mirrors SwiftUI TextRenderer, TextProxy and View.textRenderer(_:) (iOS 17; sizing and padding iOS 18)
// Status: Complete.
//
// A text view below `textRenderer(_:)` lays out as it would, then, instead of drawing its
// glyphs, hands its layout (Text+Layout.swift) to the renderer with a graphics context whose
// origin is the view's top-left. The renderer's `animatableData` animates: the modifier is
// `Animatable`, so an animated change draws every frame with the interpolated renderer.

import Foundation

/// A value that draws text views in place of their own drawing.
///
/// Implement `draw(layout:in:)`, drawing the layout's lines, runs or glyph slices with
/// `GraphicsContext.draw(_:options:)` after changing the context (opacity, transform,
/// filters). Declare `animatableData` to animate the renderer between values.
public protocol TextRenderer: Animatable {
    /// Draws `layout` (points, the text view's top-left at the origin) into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The size of the text view for `proposal`; by default `text.sizeThatFits(proposal)`,
    /// the text's own size.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// Extra room the renderer draws outside the text's bounds (a shadow), points.
    ///
    /// Raster: accepted; text drawing is never clipped to its bounds, so nothing needs it.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text view as a `TextRenderer` sees it when choosing its size.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size in points the text view takes for `proposal`, as it would without a renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

private struct TextRendererKey: EnvironmentKey {
    static let defaultValue: (any TextRenderer)? = nil
}

extension EnvironmentValues {
    /// The renderer text views below draw with (`textRenderer(_:)`); nil: their own drawing.
    var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

/// Hands its renderer to the text below; animates the renderer's `animatableData`.
struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier, Animatable {
    var renderer: Renderer

    var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    func body(content: Content) -> some View {
        content.environment(\.textRenderer, renderer)
    }
}

extension View {
    /// Draws the text views inside this view with `renderer` instead of their own drawing;
    /// they keep their layout (unless the renderer's `sizeThatFits(proposal:text:)` changes it).
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextRendererModifier(renderer: renderer))
    }
}

extension TextContent {
    /// The leaf layout of a text drawn by `renderer`: sized by the renderer's
    /// `sizeThatFits(proposal:text:)`; a size that is not finite and positive-or-zero is
    /// replaced by the text's own, with a warning.
    func layout(renderedBy renderer: any TextRenderer) -> LeafLayout {
        var leaf = layout()
        let natural = leaf.measure
        leaf.measure = { proposal in
            let size = renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: natural))
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                warnOnce("\(type(of: renderer)).sizeThatFits(proposal:text:) returned \(size), which is not a finite size of zero or more; the text takes its own size. Return text.sizeThatFits(proposal) or a finite size")
                return natural(proposal)
            }
            return size
        }
        return leaf
    }
}
