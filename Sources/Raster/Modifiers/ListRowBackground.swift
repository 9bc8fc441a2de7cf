// ListRowBackground.swift · Raster/Modifiers · mirrors SwiftUI listRowBackground(_:) (iOS 17)
// Status: Complete — drawn in the row's cell as the list placed it; outside a list it draws nothing.

import Foundation

/// Where the enclosing list put the row's cell, written by `ListLayout` when it places the
/// row and read when the row places its background.
final class ListRowBackgroundSlot {
    /// The row's cell and the rectangle the row was placed in, points in the list's space;
    /// both empty until a list places the row.
    var cell: CGRect = .zero
    var content: CGRect = .zero
    /// The corners of the cell on its section's card.
    var corners = RectangleCornerRadii()

    /// The cell in the space of a row of `size` that the list centred in `content`.
    func cell(forRowOfSize size: CGSize) -> CGRect {
        CGRect(x: cell.minX - content.minX, y: cell.minY - (content.midY - size.height / 2),
               width: cell.width, height: cell.height)
    }
}

struct ListRowBackgroundKey: LayoutValueKey {
    static let defaultValue: ListRowBackgroundSlot? = nil
}

/// Lays out a row and its background: the row as proposed, the background over the row's
/// whole cell.
///
/// Proposes to child: the row the proposal, the background its cell's size. Reports size:
/// the row's. Places child: the row at the origin, the background on the cell.
struct ListRowBackgroundLayout: Layout {
    let slot: ListRowBackgroundSlot

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let cell = slot.cell(forRowOfSize: bounds.size)
        for background in subviews.dropFirst() {
            background.place(at: CGPoint(x: bounds.minX + cell.minX, y: bounds.minY + cell.minY), anchor: .topLeading,
                             proposal: ProposedViewSize(cell.size))
        }
    }
}

extension ListRowBackgroundLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var subviewGuideMerge: SubviewGuideMerge { .first }
    var dumpName: String { "listRowBackground" }
}

/// Puts a view behind a row's whole cell in place of the list style's row background.
struct ListRowBackgroundModifier: ViewModifier, PrimitiveModifier, ListRowTraitWriting {
    /// The background, or nil to keep the style's.
    let background: AnyView?
    /// The background when it is a shape style (a colour or gradient).
    let style: AnyShapeStyle?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if content is ListRowGroup, node.environment.listSectionAppearance != nil {
            // On a section or ForEach: each row's cell is filled with the style. Another view
            // cannot be copied into each row, so it is left out with a warning.
            if background != nil, style == nil {
                warnOnce("listRowBackground(_:) on a Section or ForEach: Raster draws a colour or gradient behind each of its rows, but not another view, so this background is not drawn; apply it to each row instead")
            }
            node.handTraitsToSection(content: content) { [style] in $0.background = style }
            return
        }
        guard let background, node.environment.listSectionAppearance != nil else {
            node.becomeUnary(PassthroughLayout(name: "listRowBackground"), content: content)
            return
        }
        let slot = node.storage["ListRowBackground.slot"] as? ListRowBackgroundSlot ?? ListRowBackgroundSlot()
        node.storage["ListRowBackground.slot"] = slot
        let primary = graph.reconcile(parent: node, key: .slot("content"), view: content)
        let secondary = graph.reconcile(parent: node, key: .slot("background"), view: ZStack { background })
        node.retainChildren([.slot("content"), .slot("background")], in: graph)
        node.role = .unit(Node.UnitRole(layout: AnyLayout(ListRowBackgroundLayout(slot: slot)),
                                        subviewSources: [primary, secondary], unaryWrapping: true))
        node.outputs.drawing.subviewDrawOrder = [1, 0]
        node.outputs.layoutValues[ObjectIdentifier(ListRowBackgroundKey.self)] = slot
        // The row and its background are clipped to the cell's rounded corners on the card.
        node.outputs.drawing.effects.append { size in
            let cell = slot.cell(forRowOfSize: size)
            return .clip(UnevenRoundedRectangle(cornerRadii: slot.corners).path(in: cell), FillStyle())
        }
    }
}

extension View {
    /// Places a custom background view behind a list row item; nil keeps the style's.
    ///
    /// Raster: the view fills the row's whole cell (its insets included) and is clipped to
    /// the cell's rounded corners in inset-grouped lists. On a `Section` or `ForEach` it
    /// applies to each of its rows (not a header or footer) when it is a colour or gradient.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) },
                                           style: (view as? any ShapeStyle).map { AnyShapeStyle($0) }))
    }
}
