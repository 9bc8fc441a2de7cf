// LazyGrids.swift · Raster/Views/Containers · mirrors SwiftUI LazyVGrid, LazyHGrid (iOS 17)
// Status: Partial — laid out eagerly (every cell is built); pinnedViews is accepted and
// ignored. Layout: Layout/LazyGridLayout.swift, columns: Layout/LazyGridTracks.swift.

import Foundation

/// A container view that arranges its child views in a grid that grows vertically,
/// creating items only as needed.
///
/// Raster: points. The columns come from `columns` and the width offered (see
/// `GridItem.Size`); views fill the columns in order, each row as tall as its tallest view,
/// 8 points apart unless `spacing` says otherwise. Every view is built and laid out, also
/// those a scroll view would not show.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - columns: the columns' sizes, spacings (to the next column) and alignments.
    ///   - alignment: how views are aligned in their columns, and the columns in the grid
    ///     (default `.center`).
    ///   - spacing: points between rows; nil for the default (8).
    ///   - pinnedViews: section views to pin to the scroll view's bounds; not supported yet.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                spacing: spacing, name: "LazyVGrid")
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyVGrid: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        _LayoutRoot(layout: layout, content: content).update(node: node, in: graph)
    }
}

/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed.
///
/// Raster: points. The rows come from `rows` and the height offered (see `GridItem.Size`);
/// views fill the rows in order, top to bottom then leading to trailing, each column as wide
/// as its widest view, 8 points apart unless `spacing` says otherwise. Every view is built
/// and laid out.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// - Parameters:
    ///   - rows: the rows' sizes, spacings (to the next row) and alignments.
    ///   - alignment: how views are aligned in their rows, and the rows in the grid
    ///     (default `.center`).
    ///   - spacing: points between columns; nil for the default (8).
    ///   - pinnedViews: section views to pin to the scroll view's bounds; not supported yet.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                spacing: spacing, name: "LazyHGrid")
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyHGrid: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        _LayoutRoot(layout: layout, content: content).update(node: node, in: graph)
    }
}
