// VisualEffectModifier.swift · Raster/Modifiers · mirrors SwiftUI visualEffect(_:) (iOS 17)
// Status: Complete for the effects VisualEffect.swift lists; effect values do not animate
// between updates (each frame is drawn from the geometry it is drawn with).

import Foundation

extension View {
    /// Applies effects to this view, while providing access to layout information through
    /// a geometry proxy.
    ///
    /// Raster: `effect` is called each time the view is drawn, after layout, with an
    /// `EmptyVisualEffect` to chain effects on and the proxy of this view: its size and its
    /// frame in any coordinate space (`.global`, `.named`, `.scrollView`), as placed by that
    /// layout, so an effect driven by a scroll position follows the scroll view's offset. The
    /// frame is the view's own, without the effect. The effects change the drawing only:
    /// layout, frames read in outer coordinate spaces and hit testing are as without them.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        modifier(VisualEffectModifier { node, _ in
            effect(EmptyVisualEffect(), GeometryProxy(node: node)).visualEffectSteps
        })
    }
}

/// Draws its content through the visual effects `steps` makes from the node's geometry
/// when the display list is built (`NodeDrawing.visualEffects`).
struct VisualEffectModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    /// The effects, innermost first, for the modifier's node in its environment.
    let steps: (Node, EnvironmentValues) -> [VisualEffectStep]
    var dumpName: String { "visualEffect" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let environment = node.environment
        let steps = self.steps
        node.outputs.drawing.visualEffects = { [unowned node] size in
            steps(node, environment).displayEffects(size: size, environment: environment)
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
