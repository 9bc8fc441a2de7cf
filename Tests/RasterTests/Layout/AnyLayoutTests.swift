// AnyLayoutTests.swift · RasterTests/Layout · AnyLayout switching and the layout cache (AnyLayout.swift, Node+Layout.swift)
// Rows: seed 002 L135 (AnyLayout switches layouts keeping the subviews), the Layout
// protocol's cache contract (makeCache once, updateCache when the subviews change).

import Foundation
import Testing
@testable import Raster

@Suite struct AnyLayoutTests {
    // MARK: The cache

    @Test func makeCacheOnceThenUpdateCacheWhenSubviewsChange() {
        let counter = CacheCounter()
        let graph = ViewGraph(rootView: _RootView(content: CountingScene(count: 2, counter: counter)),
                              environment: EnvironmentValues())
        graph.layout(proposal: proposal(100, 100))
        graph.layout(proposal: proposal(50, 50))
        #expect(counter.made == 1)
        #expect(counter.updated == 0)
        graph.setRootView(_RootView(content: CountingScene(count: 3, counter: counter)))
        graph.layout(proposal: proposal(100, 100))
        #expect(counter.made == 1)
        #expect(counter.updated == 1)
        #expect(graph.unitFrames().map(\.frame.width) == [100, 33.333333333333336, 33.333333333333336, 33.333333333333336])
    }

    // MARK: AnyLayout switching

    @Test func switchingAnyLayoutKeepsTheNodesAndTheirState() {
        let graph = ViewGraph(rootView: _RootView(content: Switcher(vertical: false)), environment: EnvironmentValues())
        graph.layout(proposal: .unspecified)
        #expect(graph.layoutDescription() == """
        HStack(spacing: 0) (0, 0, 30, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 20, height: 10) (10, 0, 20, 10)
            Color (10, 0, 20, 10)
        """)
        let before = graph.contentUnit?.subviewNodes.first
        graph.setRootView(_RootView(content: Switcher(vertical: true)))
        graph.layout(proposal: .unspecified)
        #expect(graph.layoutDescription() == """
        VStack(spacing: 0) (0, 0, 20, 20)
          frame(width: 10, height: 10) (5, 0, 10, 10)
            Color (5, 0, 10, 10)
          frame(width: 20, height: 10) (0, 10, 20, 10)
            Color (0, 10, 20, 10)
        """)
        #expect(graph.contentUnit?.subviewNodes.first === before)
    }

    @Test func switchingAnyLayoutResizesSpacersAlongTheNewAxis() {
        let graph = ViewGraph(rootView: _RootView(content: SpacerSwitcher(vertical: false)), environment: EnvironmentValues())
        graph.layout(proposal: proposal(100, 100))
        graph.setRootView(_RootView(content: SpacerSwitcher(vertical: true)))
        graph.layout(proposal: proposal(100, 100))
        #expect(graph.layoutDescription() == """
        VStack (0, 0, 10, 100)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          Spacer (5, 10, 0, 90)
        """)
    }

    // MARK: Explicit guide declarations

    /// A layout type's `ExplicitGuideDeclaring` conformance is looked up once
    /// (`ExplicitGuideDeclarations`), but the guides still come from each layout value: two
    /// leaves of one type declare different guides, in either order, and a user's layout,
    /// which declares nothing, may answer every guide and merges every subview's.
    @Test func explicitGuidesComeFromEachLayoutThroughItsTypesDeclaration() {
        let baseline = LeafLayout(measure: { _ in .zero }, explicitGuides: [.vertical(.firstTextBaseline)],
                                  explicitGuide: { _, _ in 3 })
        let plain = LeafLayout(measure: { _ in .zero })
        #expect(AnyLayout(baseline).ownExplicitGuides.guides == [.vertical(.firstTextBaseline)])
        #expect(AnyLayout(plain).ownExplicitGuides.isEmpty)
        #expect(AnyLayout(baseline).ownExplicitGuides.guides == [.vertical(.firstTextBaseline)])
        #expect(AnyLayout(baseline).subviewGuideMerge == .all)
        #expect(AnyLayout(OverlayLayout(alignment: .center)).subviewGuideMerge == .first)
        #expect(AnyLayout(OverlayLayout(alignment: .center)).ownExplicitGuides.isEmpty)
        let user = AnyLayout(CountingLayout(counter: CacheCounter()))
        #expect(user.ownExplicitGuides.containsEveryGuide)
        #expect(user.subviewGuideMerge == .all)
    }
}

/// Counts `makeCache` and `updateCache` calls; the cache holds the subview count.
final class CacheCounter: @unchecked Sendable {
    var made = 0
    var updated = 0
}

/// Splits the proposed width equally among its subviews, using a cached count.
struct CountingLayout: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> Int {
        counter.made += 1
        return subviews.count
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        counter.updated += 1
        cache = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        let width = bounds.width / CGFloat(max(cache, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

/// A `CountingLayout` over `count` colours.
struct CountingScene: View {
    let count: Int
    let counter: CacheCounter

    var body: some View {
        CountingLayout(counter: counter) {
            ForEach(0..<count, id: \.self) { _ in Color.red }
        }
    }
}

/// Switches between a horizontal and a vertical layout of the same children.
struct Switcher: View {
    let vertical: Bool

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
    }
}

/// Switches a stack holding a Spacer between the two axes.
struct SpacerSwitcher: View {
    let vertical: Bool

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Color.red.frame(width: 10, height: 10)
            Spacer()
        }
    }
}
