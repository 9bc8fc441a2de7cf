// UnaryLayoutModifier.swift · Raster/Modifiers · the modifier form of one-child layouts (SwiftUI's UnaryLayout role)
// Status: Complete.

import Foundation

/// Applies a one-child layout (padding, frames, fixedSize...) to the modified view.
struct UnaryLayoutModifier<L: Layout>: ViewModifier, PrimitiveModifier {
    let layout: L
    /// Extra configuration of the modifier's node (layout priority, layout values...).
    var configure: ((Node) -> Void)?

    init(_ layout: L, configure: ((Node) -> Void)? = nil) {
        self.layout = layout
        self.configure = configure
    }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        configure?(node)
        node.becomeUnary(layout, content: content)
    }
}

/// A drawing-only modifier: the view keeps its layout, its drawing is wrapped in an effect
/// (or shifted, raised in z order...).
struct DrawingModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let configure: (inout NodeDrawing, EnvironmentValues) -> Void
    var dumpName: String { "drawing effect" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        configure(&node.outputs.drawing, node.environment)
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

extension View {
    /// Wraps the view's drawing in `effect`, computed from the view's size.
    func drawingEffect(_ effect: @escaping (CGSize, EnvironmentValues) -> DisplayList.Effect) -> some View {
        modifier(DrawingModifier { drawing, environment in
            drawing.effects.append { size in effect(size, environment) }
        })
    }
}
