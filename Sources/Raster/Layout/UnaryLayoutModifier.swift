// UnaryLayoutModifier.swift · Raster/Layout · the modifier form of one-child layouts (SwiftUI's UnaryLayout role)
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

/// A layout that gives its one subview exactly its own proposal and takes the subview's
/// size: the layout of drawing-only modifiers.
///
/// Proposes to child: the same proposal. Reports size: the child's. Places child: at the origin.
struct PassthroughLayout: Layout {
    /// The modifier's name in layout dumps; nil names it after the modifier's type.
    var name: String?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

extension PassthroughLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String { name ?? "" }
}

/// A drawing-only modifier: the view keeps its layout, its drawing is wrapped in an effect
/// (or shifted, raised in z order...).
struct DrawingModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let configure: (inout NodeDrawing, EnvironmentValues) -> Void
    var dumpName: String { "drawing effect" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        configure(&node.drawing, node.environment)
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
