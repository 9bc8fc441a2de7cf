// Grid.swift · Raster/Views/Containers · mirrors SwiftUI Grid, GridRow (iOS 17)
// Status: Partial — see Layout/GridLayout.swift for the sizing rules and COMPATIBILITY.md
// for where they are Raster's reading of SwiftUI.

import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// Raster: points. The views of each `GridRow` are the cells of one row, in successive
/// columns; any other view is a row of its own spanning every column (a `Divider` between
/// rows, say). Columns are as wide as their widest cell and rows as tall as their tallest;
/// the grid shares a proposed width among columns, and a proposed height among rows, as a
/// stack shares space (`GridLayout`).
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: how cells are aligned in their rectangles (default `.center`);
    ///     `GridRow(alignment:)`, `gridColumnAlignment(_:)` and `gridCellAnchor(_:)` override it.
    ///   - horizontalSpacing: points between columns; nil for the cells' preferred spacing.
    ///   - verticalSpacing: points between rows; nil for the cells' preferred spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension Grid: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        // A row around the grid (a grid nested in a cell) does not reach the grid's own views.
        node.outputs.environmentModifier = { $0.gridRowMembership = nil }
        _LayoutRoot.update(node: node, layout: layout, content: content, in: graph)
    }
}

/// A horizontal row in a two dimensional grid container.
///
/// Raster: its views become cells of the enclosing `Grid` (or `GridLayout`), one column each
/// unless `gridCellColumns(_:)` says otherwise. Outside a grid it adds nothing: its views are
/// laid out by the enclosing container as a `Group`'s are.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameters:
    ///   - alignment: the vertical guide the row's cells share; nil for the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension GridRow: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let membership = GridRowMembership(row: ObjectIdentifier(node), alignment: alignment)
        node.outputs.environmentModifier = { $0.gridRowMembership = membership }
        node.becomeTransparent(content: content)
    }
}

private struct GridRowMembershipKey: EnvironmentKey {
    static let defaultValue: GridRowMembership? = nil
}

extension EnvironmentValues {
    /// The `GridRow` the views here were declared in, which the grid reads from its subviews.
    var gridRowMembership: GridRowMembership? {
        get { self[GridRowMembershipKey.self] }
        set { self[GridRowMembershipKey.self] = newValue }
    }
}
