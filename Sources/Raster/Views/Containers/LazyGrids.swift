// LazyGrids.swift · Raster/Views/Containers · mirrors SwiftUI LazyVGrid, LazyHGrid (iOS 17)
// Status: Partial — lines are built lazily only when the content is one ForEach (other content
// is built whole), as for lazy stacks. Layout: Layout/LazyGridLayout.swift, columns:
// Layout/LazyGridTracks.swift, the built lines: Layout/LazyRowWindow.swift. See COMPATIBILITY.md.

import Foundation

/// A container view that arranges its child views in a grid that grows vertically,
/// creating items only as needed.
///
/// Raster: points. The columns come from `columns` and the width offered (see
/// `GridItem.Size`); views fill the columns in order, each row as tall as its tallest view,
/// 8 points apart unless `spacing` says otherwise. A `Section` starts a new row; its header
/// and footer each take a row across every column, and stay at the top (bottom) of the
/// scroll view's visible region while their section shows when `pinnedViews` says so.
///
/// In a vertical scroll view, when the content is one `ForEach`, only the rows in the
/// visible region and one more on each side are built, as in a `LazyVStack`; rows not built
/// count as the built rows' mean height. Other content is built whole.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// - Parameters:
    ///   - columns: the columns' sizes, spacings (to the next column) and alignments.
    ///   - alignment: how views are aligned in their columns, and the columns in the grid
    ///     (default `.center`).
    ///   - spacing: points between rows; nil for the default (8).
    ///   - pinnedViews: the section parts pinned to the scroll view's visible region while
    ///     scrolling (default none).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing, name: "LazyVGrid")
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyVGrid: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        LazyGridRole.update(node: node, layout: layout, pinnedViews: pinnedViews, content: content, in: graph)
    }
}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed.
///
/// Raster: points. The rows come from `rows` and the height offered (see `GridItem.Size`);
/// views fill the rows in order, top to bottom then leading to trailing, each column as wide
/// as its widest view, 8 points apart unless `spacing` says otherwise. Sections and pinned
/// views as in `LazyVGrid`, across; in a horizontal scroll view the columns of one
/// `ForEach` are built lazily.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// - Parameters:
    ///   - rows: the rows' sizes, spacings (to the next row) and alignments.
    ///   - alignment: how views are aligned in their rows, and the rows in the grid
    ///     (default `.center`).
    ///   - spacing: points between columns; nil for the default (8).
    ///   - pinnedViews: the section parts pinned to the scroll view's visible region while
    ///     scrolling (default none).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing, name: "LazyHGrid")
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyHGrid: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        LazyGridRole.update(node: node, layout: layout, pinnedViews: pinnedViews, content: content, in: graph)
    }
}

/// The node setup both lazy grids share: a lazy container (`LazyStackRole`) whose rows are
/// lines of cells.
enum LazyGridRole {
    static func update(node: Node, layout: LazyGridLayout, pinnedViews: PinnedScrollableViews, content: some View, in graph: ViewGraph) {
        let pinning = LazyStackPinning(pinnedViews: pinnedViews)
        // A ForEach of sections makes one row of the window per section, not per cell.
        let elementsAreCells = (content as? LazyRowSource).map { $0.rowCount == 0 || !($0.row(at: 0).view is AnySection) } ?? true
        LazyStackRole.update(node: node, axis: layout.axis, pinning: pinning, sectionsShapeLayout: true, content: content,
                             in: graph) { rows in
            var layout = layout
            layout.pinning = pinning
            layout.rows = rows
            layout.elementsAreCells = elementsAreCells
            return AnyLayout(layout)
        }
    }
}
