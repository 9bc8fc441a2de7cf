// NodeLayoutTests.swift · RasterTests/Layout · remembered layout results and their invalidation (LayoutEngine/Node+Layout.swift)
// A change re-measures the changed view and its ancestors only; everything else keeps its
// remembered sizes.

import Foundation
import Observation
import Testing
@testable import Raster

@Observable final class WidthModel {
    var width: CGFloat = 10
}

/// A colour whose width an observed model decides.
struct ModelSizedColour: View {
    let model: WidthModel
    var body: some View { Color.red.frame(width: model.width, height: 10) }
}

@Suite struct NodeLayoutTests {
    static func scene(_ model: WidthModel) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                ModelSizedColour(model: model)
                Color.blue.frame(width: 5, height: 5)
            }
            Color.green.frame(width: 20, height: 5)
        }
    }

    @Test func aChangedViewIsRemeasuredWithItsAncestors() {
        let model = WidthModel()
        let graph = ViewGraph(rootView: _RootView(content: Self.scene(model)), environment: EnvironmentValues())
        graph.layout(proposal: .unspecified)
        model.width = 50
        graph.layout(proposal: .unspecified)
        #expect(graph.layoutDescription() == """
        VStack(alignment: .leading, spacing: 0) (0, 0, 55, 15)
          HStack(spacing: 0) (0, 0, 55, 10)
            frame(width: 50, height: 10) (0, 0, 50, 10)
              Color (0, 0, 50, 10)
            frame(width: 5, height: 5) (50, 2.5, 5, 5)
              Color (50, 2.5, 5, 5)
          frame(width: 20, height: 5) (0, 10, 20, 5)
            Color (0, 10, 20, 5)
        """)
    }

    @Test func anUnrelatedSiblingKeepsItsRememberedSizes() throws {
        let model = WidthModel()
        let graph = ViewGraph(rootView: _RootView(content: Self.scene(model)), environment: EnvironmentValues())
        graph.layout(proposal: .unspecified)
        let stack = try #require(graph.contentUnit)
        let sibling = try #require(stack.subviewNodes.last)
        let row = try #require(stack.subviewNodes.first)
        #expect(!sibling.layoutMemo.sizes.isEmpty)
        model.width = 50
        graph.update()
        #expect(!sibling.layoutMemo.sizes.isEmpty)
        #expect(row.layoutMemo.sizes.isEmpty)
        #expect(stack.layoutMemo.sizes.isEmpty)
    }
}
