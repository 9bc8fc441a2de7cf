// AnimatableEffectModifier.swift · Raster/Modifiers · the animatable drawing effect behind opacity, scale, offset and transitions (SwiftUI's GeometryEffect/RendererEffect role)
// Status: Complete.

import Foundation

/// A drawing-only effect whose parameter animates: the view keeps its layout; its drawing
/// is wrapped in `make(value, size)` with `value` sampled at the host's time.
struct AnimatableEffectModifier<V: VectorArithmetic>: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    /// The modifier as written, for layout dumps (`scaleEffect`).
    let dumpName: String
    let value: V
    let make: (V, CGSize) -> DisplayList.Effect

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let animated = node.animated("effect", value)
        let make = self.make
        node.outputs.drawing.effects.append { size in make(animated.presentationValue, size) }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

extension View {
    /// Wraps the view's drawing in an effect of an animatable parameter.
    func animatableEffect<V: VectorArithmetic>(_ name: String, _ value: V, _ make: @escaping (V, CGSize) -> DisplayList.Effect) -> some View {
        modifier(AnimatableEffectModifier(dumpName: name, value: value, make: make))
    }
}

extension DisplayList.Effect {
    /// A scale by (x, y) about `anchor` of a box of `size`.
    static func scale(x: CGFloat, y: CGFloat, anchor: UnitPoint, size: CGSize) -> DisplayList.Effect {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return .transform(CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: x, y: y))
            .concatenating(CGAffineTransform(translationX: ax, y: ay)))
    }

    /// A translation by `offset`.
    static func offset(_ offset: CGSize) -> DisplayList.Effect {
        .transform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}
