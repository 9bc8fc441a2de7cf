// GraphReleaseTests.swift · RasterTests/Graph · released graphs and removed views free every node

import Foundation
import Testing
@testable import Raster

/// Weak references to every node of a tree (and its implicit stacks and unit copies), to count survivors.
private final class NodeCensus {
    private final class Entry { weak var node: Node?; init(_ node: Node) { self.node = node } }
    private var entries: [Entry] = []

    init(_ root: Node?) {
        var work = root.map { [$0] } ?? []
        while let node = work.popLast() {
            entries.append(Entry(node))
            work += node.orderedChildren
            if let stack = node.implicitStackNode { work.append(stack) }
            work += node.unitCopies
        }
    }

    var count: Int { entries.count }
    var alive: Int { entries.filter { $0.node != nil }.count }
}

private struct ReleaseRow: View {
    let index: Int
    var body: some View {
        HStack {
            Color.blue.frame(width: 24, height: 24)
            Text("Row \(index)")
            Spacer()
            Text("detail").padding()
        }
    }
}

@Observable private final class RowCount {
    var rows = 20
}

private struct Rows: View {
    let model: RowCount
    var body: some View {
        VStack {
            ForEach(0..<model.rows, id: \.self) { ReleaseRow(index: $0) }
        }
        .border(Color.red)
    }
}

private struct PaddedRows: View {
    let model: RowCount
    var body: some View {
        VStack {
            ForEach(0..<model.rows, id: \.self) { Text("Row \($0)") }.padding()
        }
    }
}

@Suite struct GraphReleaseTests {
    @Test func aReleasedGraphFreesEveryNode() {
        let census: NodeCensus
        weak var released: ViewGraph?
        do {
            let graph = FrameRenderer.makeGraph(Rows(model: RowCount()), scale: 2, colorScheme: .light)
            graph.update()
            _ = graph.layout(proposal: ProposedViewSize(width: 390, height: 844))
            census = NodeCensus(graph.root)
            released = graph
        }
        #expect(released == nil)
        #expect(census.count >= 20 * 5)
        #expect(census.alive == 0)
    }

    /// Checks the censuses of the graph of `makeView`'s view with 20 rows and after going
    /// down to 2, while the graph lives.
    private func shrinkingRows<V: View>(_ makeView: (RowCount) -> V, check: (_ before: NodeCensus, _ after: NodeCensus) -> Void) {
        let model = RowCount()
        let graph = FrameRenderer.makeGraph(makeView(model), scale: 2, colorScheme: .light)
        graph.update()
        _ = graph.layout(proposal: ProposedViewSize(width: 390, height: 844))
        let before = NodeCensus(graph.root)
        model.rows = 2
        graph.update()
        _ = graph.layout(proposal: ProposedViewSize(width: 390, height: 844))
        check(before, NodeCensus(graph.root))
    }

    @Test func viewsRemovedByAnUpdateAreFreed() {
        shrinkingRows({ Rows(model: $0) }) { before, after in
            #expect(after.count < before.count)
            #expect(before.alive == after.count)
        }
    }

    @Test func unitCopiesOfRemovedViewsAreFreed() {
        shrinkingRows({ PaddedRows(model: $0) }) { before, after in
            // 20 rows: a padding node and its 19 copies over each row's Text; then 2 of each.
            #expect(before.count - after.count == 18 * 2)
            #expect(before.alive == after.count)
        }
    }

    @Test func aMultiViewModifierFreesItsImplicitStack() {
        let census: NodeCensus
        do {
            let graph = FrameRenderer.makeGraph(Group { Text("a"); Text("b") }.padding(), scale: 1, colorScheme: .light)
            graph.update()
            _ = graph.layout(proposal: .unspecified)
            census = NodeCensus(graph.root)
        }
        #expect(census.alive == 0)
    }
}
