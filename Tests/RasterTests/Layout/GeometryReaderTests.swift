// GeometryReaderTests.swift · RasterTests/Layout · GeometryReader (GeometryReader.swift)
// Rows: swiftui-behavior.md §1.10 (greedy, top-leading content, nil → 10 as the seed says),
// §1.14 (GeometryReader row); seed 002 L151-155.

import Foundation
import Testing
@testable import Raster

@Suite struct GeometryReaderTests {
    static let cases: [LayoutCase] = [
        LayoutCase("§1.10 accepts the proposal unconditionally", proposal(120, 80), "GeometryReader (0, 0, 120, 80)") {
            GeometryReader { _ in EmptyView() }
        },
        LayoutCase("§1.10 seed: a nil proposal becomes 10 points", .unspecified, "GeometryReader (0, 0, 10, 10)") {
            GeometryReader { _ in EmptyView() }
        },
        LayoutCase("§1.14 a zero proposal → 0×0", .zero, "GeometryReader (0, 0, 0, 0)") { GeometryReader { _ in EmptyView() } },
        LayoutCase("§1.14 an infinite proposal → ∞", .infinity, "GeometryReader (0, 0, inf, inf)") {
            GeometryReader { _ in EmptyView() }
        },
        LayoutCase("§1.10 content at the top-leading corner, not centred", proposal(100, 100), """
        GeometryReader (0, 0, 100, 100)
          frame(width: 20, height: 20) (0, 0, 20, 20)
            Color (0, 0, 20, 20)
        """) { GeometryReader { _ in Color.red.frame(width: 20, height: 20) } },
        LayoutCase("§1.10 content is proposed the reader's size", proposal(100, 60), """
        GeometryReader (0, 0, 100, 60)
          Color (0, 0, 100, 60)
        """) { GeometryReader { _ in Color.red } },
        LayoutCase("§1.10 proxy.size is the reader's size", proposal(100, 60), """
        GeometryReader (0, 0, 100, 60)
          frame(width: 50, height: 20) (0, 0, 50, 20)
            Color (0, 0, 50, 20)
        """) { GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 3) } },
        LayoutCase("§1.10 seed L153: in an HStack a reader takes a share of the space, unlike a Text", proposal(200, 50), """
        HStack (0, 0, 200, 50)
          frame(width: 40, height: 20) (0, 15, 40, 20)
            Color (0, 15, 40, 20)
          GeometryReader (48, 0, 152, 50)
        """) {
            HStack {
                Color.red.frame(width: 40, height: 20)
                GeometryReader { _ in EmptyView() }
            }
        },
        LayoutCase("§1.10 the proxy frame in a named space", proposal(100, 100), """
        coordinateSpace(name: "box") (0, 0, 100, 100)
          padding(10) (0, 0, 100, 100)
            GeometryReader (10, 10, 80, 80)
              frame(width: 10, height: 10) (10, 10, 10, 10)
                Color (10, 10, 10, 10)
        """) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .named("box")).minX, height: proxy.frame(in: .named("box")).minY)
            }
            .padding(10)
            .coordinateSpace(name: "box")
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    /// A view inside the content that changes its own state is updated and laid out again
    /// alone: the reader, whose geometry did not change, does not build its content again.
    @Test func aChangeInsideTheContentDoesNotBuildItAgain() {
        let builds = BuildCount()
        let host = ViewHost(GeometryReader { _ in
            let _ = builds.value += 1
            GrowingOnTap()
        }, size: CGSize(width: 100, height: 100))
        let before = host.render()
        let built = builds.value, grown = host.bodyRunCount(of: "GrowingOnTap")
        #expect(host.tap(at: CGPoint(x: 20, y: 10)))
        let after = host.render()
        #expect(host.bodyRunCount(of: "GrowingOnTap") == grown + 1)
        #expect(builds.value == built)
        #expect(after.pixel(atPoint: 20, 50) == after.pixel(atPoint: 20, 10))
        #expect(before.pixel(atPoint: 20, 50) != before.pixel(atPoint: 20, 10))
    }
}

private final class BuildCount {
    var value = 0
}

/// A 40 × 20 red box that grows to 60 points tall when tapped.
private struct GrowingOnTap: View {
    @State private var height: CGFloat = 20

    var body: some View {
        Color.red.frame(width: 40, height: height).onTapGesture { height = 60 }
    }
}
