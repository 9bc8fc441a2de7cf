// RendererEffects.swift · Raster/Modifiers · mirrors SwiftUI opacity(_:), hidden(), zIndex(_:), compositingGroup() (iOS 17)
// Status: Partial — a zIndex counts among the subviews of the container that places the
// view directly, so it must be the view's outermost layout-affecting modifier
// (`.zIndex(1).padding()` loses it; SwiftUI keeps it as a trait of the padded view).

import Foundation

extension View {
    /// Sets the transparency of this view.
    ///
    /// Raster: `opacity` 0 (invisible) ... 1 (unchanged). The view and its descendants are
    /// drawn into one layer that is composited at that opacity, so overlapping parts do not
    /// show through each other; nested opacities multiply (swiftui-behavior.md §3.3).
    /// Layout is unchanged; at opacity 0 the view is not hit by taps, as in SwiftUI.
    public func opacity(_ opacity: Double) -> some View {
        if opacity.isNaN { warnNotFinite("opacity(\(opacity))", on: Self.self) }
        return modifier(OpacityModifier(opacity: opacity))
    }

    /// Hides this view unconditionally.
    ///
    /// Raster: a hidden view keeps its layout (it still takes its space), draws nothing and
    /// is not hit by taps.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }

    /// Controls the display order of overlapping views.
    ///
    /// Raster: among the subviews of one container (stack, overlay...), views with a higher
    /// `value` draw later, on top, and are hit first; equal values keep their order (the
    /// default is 0). Layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(DrawingModifier { drawing, _ in drawing.zIndex = value })
    }

    /// Wraps this view in a compositing group.
    ///
    /// Raster: the view and its descendants are drawn into a layer of their own before any
    /// effect outside the group (opacity, blend mode, filters) is applied to the result.
    public func compositingGroup() -> some View {
        drawingEffect { _, _ in .compositingGroup }
    }
}

/// `opacity(_:)`: draws through a layer at `opacity`; fully transparent views are not hit.
struct OpacityModifier: ViewModifier, PrimitiveModifier {
    let opacity: Double

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.allowsHitTesting = opacity > 0
        let animated = node.animated("opacity", opacity)
        node.outputs.drawing.effects = [{ _ in .opacity(animated.presentationValue) }]
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// `hidden()`: keeps the layout, drops the drawing and the hit target. Not animated: as a
/// transition's states (`isHidden` false at rest), the content is hidden as soon as its
/// removal starts.
struct HiddenModifier: ViewModifier, PrimitiveModifier {
    var isHidden = true

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if isHidden {
            node.outputs.allowsHitTesting = false
            node.outputs.drawing.effects = [{ _ in .opacity(0) }]
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
