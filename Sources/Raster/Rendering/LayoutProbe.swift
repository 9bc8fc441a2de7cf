// LayoutProbe.swift · Raster/Rendering · the phases of a frame, one by one, for benchmarks (Raster's own, SPI)
// Status: Complete.

import Foundation

/// Drives one view through the phases of a frame separately so that each can be timed:
/// body evaluation (`update`), layout (`layout`), display list (`displayList`).
/// Available as `@_spi(Benchmarks) import Raster`; not part of the stable API.
@_spi(Benchmarks)
public final class LayoutProbe {
    let graph: ViewGraph
    let proposal: ProposedViewSize
    let scale: CGFloat

    public init<V: View>(_ view: V, proposal: ProposedViewSize, scale: CGFloat = 1) {
        graph = FrameRenderer.makeGraph(view, scale: scale, colorScheme: .light)
        self.proposal = proposal
        self.scale = scale
    }

    /// Runs every body that needs to run (all of them the first time).
    public func update() { graph.update() }

    /// Lays the root out (sizes cached from earlier layouts are reused).
    @discardableResult
    public func layout() -> CGSize { graph.layout(proposal: proposal) }

    /// Drops every cached size, guide value, spacing and placement, so that the next
    /// `layout()` measures and places every view again. The structure (which units are
    /// whose subviews) is kept: it belongs to the view graph, which rebuilds it on update.
    public func invalidateLayout() {
        var work = graph.root.map { [$0] } ?? []
        while let node = work.popLast() {
            node.layoutMemo.forgetResults()
            node.implicitStackNode?.layoutMemo.forgetResults()
            for copy in node.unitCopies {
                copy.layoutMemo.forgetResults()
                copy.placementIsCurrent = false
            }
            node.placementIsCurrent = false
            work += node.orderedChildren
        }
    }

    /// Builds the display list; returns its number of top-level items.
    @discardableResult
    public func displayList() -> Int {
        guard let root = graph.root else { return 0 }
        return DisplayListBuilder.build(root: root, scale: scale).items.count
    }

    /// How many bodies have run so far.
    public var bodyRunCount: Int { graph.bodyRunCount }

    /// How many laid-out units the tree has.
    public var unitCount: Int { graph.unitFrames().count }
}
