// RootView.swift · Raster/Graph · the primitive views at the root of every graph: the window root, the screen it shows and the presentations over it
// Status: Complete.

import Foundation

/// The root of every graph: gives the user's view one unit (several top-level views are
/// stacked vertically, as a window's root does), and lays the presentation layer (sheets,
/// alerts) over the window when something is presented.
struct _RootView: View, PrimitiveView {
    let content: any View

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        let store = graph.presentations
        store.root = node
        let card = store.screenCard
        let screen = graph.reconcile(parent: node, key: .slot("content"), view: _PresentedScreen(content: content, card: card))
        let layer = graph.reconcile(parent: node, key: .slot("presentations"), view: _PresentationLayer())
        node.retainChildren([.slot("content"), .slot("presentations")], in: graph)
        node.role = .unit(Node.UnitRole(layout: AnyLayout(WindowRootLayout(window: graph.windowContainer, layer: layer)),
                                        subviewSources: [screen, layer], unaryWrapping: true))
        if let card {
            // Black around the scaled-back screen, over the whole window.
            node.outputs.drawing.content = { [unowned node] _ in
                let origin = node.frame.origin
                return [.fill(Path(CGRect(x: -origin.x, y: -origin.y, width: card.window.width, height: card.window.height)),
                              .color(Color.Resolved(red: 0, green: 0, blue: 0)), FillStyle())]
            }
        }
    }
}

/// The window's screen: the user's view, drawn scaled back with rounded corners on the
/// window background while a sheet at its large detent covers it (`ScreenCard`).
struct _PresentedScreen: View, PrimitiveView {
    let content: any View
    let card: ScreenCard?

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        node.becomeUnary(PassthroughLayout(), content: content, distributing: false)
        guard let card else { return }
        let background = node.environment.colorScheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0)
            : Color.Resolved(red: 1, green: 1, blue: 1)
        // The unit's origin in the window: its frame in the root, which is placed in the window.
        let windowOrigin: (Node) -> CGPoint = { node in
            let root = node.parent?.frame.origin ?? .zero
            return CGPoint(x: root.x + node.frame.minX, y: root.y + node.frame.minY)
        }
        node.outputs.drawing.content = { [unowned node] _ in
            let origin = windowOrigin(node)
            return [.fill(Path(CGRect(x: -origin.x, y: -origin.y, width: card.window.width, height: card.window.height)),
                          .color(background), FillStyle())]
        }
        node.outputs.drawing.effects = [
            { [unowned node] _ in .transform(card.transform(forUnitAt: windowOrigin(node))) },
            { [unowned node] _ in
                let origin = windowOrigin(node)
                let screen = CGRect(x: -origin.x, y: -origin.y, width: card.window.width, height: card.window.height)
                return .clip(Path(roundedRect: screen, cornerRadius: card.cornerRadius / card.scale), FillStyle())
            },
        ]
    }
}

/// The window root's layout: the screen's size is the root's, placed as the window places
/// its root; the presentation layer, when there is one, covers the whole window.
///
/// Proposes to child: the screen the root's proposal, the layer the window's size. Reports
/// size: the screen's. Places child: the screen at the root's origin, the layer at the
/// window's origin (the root's bounds moved back by the root node's origin in the window).
struct WindowRootLayout: Layout {
    /// The window's size (nil for an ideal-size render: the layer then covers the root).
    let window: ContainerSize
    /// The presentation layer's node: the last subview when it is a unit (it has none when
    /// nothing is presented, and the screen none for an empty view).
    unowned let layer: Node

    private var hasLayer: Bool {
        if case .unit = layer.role { return true }
        return false
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard subviews.count > (hasLayer ? 1 : 0) else { return .zero }
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let hasLayer = self.hasLayer
        if subviews.count > (hasLayer ? 1 : 0) {
            subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
        guard hasLayer, let layer = subviews.last else { return }
        // `bounds` is where the root is placed in the window (at the root node's frame origin).
        let rootOrigin = self.layer.parent?.frame.origin ?? .zero
        let window = self.window.size.map {
            CGRect(x: bounds.minX - rootOrigin.x, y: bounds.minY - rootOrigin.y, width: $0.width, height: $0.height)
        } ?? bounds
        layer.place(at: window.origin, anchor: .topLeading, proposal: ProposedViewSize(window.size))
    }
}

extension WindowRootLayout: LayoutDumpNaming {
    var dumpName: String { "" }
}

extension Node {
    /// Whether this unit is the window's own structure (its root or screen), which layout
    /// dumps leave out: they list the user's views.
    var isWindowStructure: Bool { view is _RootView || view is _PresentedScreen }
}

extension ViewGraph {
    /// The unit of the user's view: the window screen's one subview (nil for an empty view).
    var contentUnit: Node? { root?.subviewNodes.first.flatMap { $0.isWindowStructure ? $0.subviewNodes.first : nil } }
}
