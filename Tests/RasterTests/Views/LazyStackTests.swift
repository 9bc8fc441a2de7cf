// LazyStackTests.swift · RasterTests/Views · LazyVStack, LazyHStack and pinned sections (LazyStacks.swift, LazyStackLayout.swift), Section (Section.swift)
// Sources: Apple's LazyVStack doc (its example: with `alignment: .leading` "the stack aligns to
// the leading edge of the scroll view", so the stack spans the scroll view's width);
// PinnedScrollableViews' doc (headers/footers pinned to the scroll view's bounds). Rows
// proposed a nil height (no shared space) is Raster's reading, in COMPATIBILITY.md.

import Foundation
import Testing
@testable import Raster

@Suite struct LazyStackTests {
    static let cases: [LayoutCase] = [
        LayoutCase("LazyVStack spans the offered width; rows centred, default spacing between them", proposal(100, 200), """
        LazyVStack (0, 0, 100, 48)
          frame(width: 40, height: 20) (30, 0, 40, 20)
            Color (30, 0, 40, 20)
          frame(width: 60, height: 20) (20, 28, 60, 20)
            Color (20, 28, 60, 20)
        """) {
            LazyVStack {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
        },
        LayoutCase("LazyVStack(alignment: .leading) puts rows at the offered width's leading edge", proposal(100, 200), """
        LazyVStack(alignment: .leading, spacing: 0) (0, 0, 100, 40)
          frame(width: 40, height: 20) (0, 0, 40, 20)
            Color (0, 0, 40, 20)
          frame(width: 60, height: 20) (0, 20, 60, 20)
            Color (0, 20, 60, 20)
        """) {
            LazyVStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
        },
        LayoutCase("LazyVStack proposed nil across: as wide as its widest row", proposal(nil, nil), """
        LazyVStack(spacing: 0) (0, 0, 60, 40)
          frame(width: 40, height: 20) (10, 0, 40, 20)
            Color (10, 0, 40, 20)
          frame(width: 60, height: 20) (0, 20, 60, 20)
            Color (0, 20, 60, 20)
        """) {
            LazyVStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
        },
        LayoutCase("a lazy stack shares out no space: a flexible row gets a nil height, unlike in a VStack", proposal(100, 200), """
        LazyVStack(spacing: 0) (0, 0, 100, 30)
          frame(height: 20) (0, 0, 100, 20)
            Color (0, 0, 100, 20)
          Color (0, 20, 100, 10)
        """) {
            LazyVStack(spacing: 0) {
                Color.red.frame(height: 20)
                Color.blue
            }
        },
        LayoutCase("LazyHStack: the axes swapped, spanning the offered height", proposal(200, 100), """
        LazyHStack(alignment: .top, spacing: 0) (0, 0, 100, 100)
          frame(width: 40, height: 20) (0, 0, 40, 20)
            Color (0, 0, 40, 20)
          frame(width: 60, height: 50) (40, 0, 60, 50)
            Color (40, 0, 60, 50)
        """) {
            LazyHStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 50)
            }
        },
        LayoutCase("in a VStack a Section is its header, content and footer in order", proposal(100, 200), """
        VStack(spacing: 0) (0, 0, 100, 60)
          frame(height: 10) (0, 0, 100, 10)
            Color (0, 0, 100, 10)
          frame(height: 20) (0, 10, 100, 20)
            Color (0, 10, 100, 20)
          frame(height: 20) (0, 30, 100, 20)
            Color (0, 30, 100, 20)
          frame(height: 10) (0, 50, 100, 10)
            Color (0, 50, 100, 10)
        """) {
            VStack(spacing: 0) {
                Section {
                    Color.red.frame(height: 20)
                    Color.red.frame(height: 20)
                } header: {
                    Color.blue.frame(height: 10)
                } footer: {
                    Color.green.frame(height: 10)
                }
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }

    /// Two sections of five 20-point rows under 10-point headers and footers, pinned, in a
    /// 100×60 window. Section 0 spans 0...120 of the content (header 0...10, rows 10...110,
    /// footer 110...120), section 1 spans 120...240.
    static func pinnedHost(_ pinned: PinnedScrollableViews) -> ViewHost<some View> {
        ViewHost(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<2) { section in
                    Section {
                        ForEach(0..<5) { _ in Color.gray.frame(height: 20) }
                    } header: {
                        Color.blue.frame(height: 10).id("header \(section)")
                    } footer: {
                        Color.green.frame(height: 10).id("footer \(section)")
                    }
                }
            }
        }, size: CGSize(width: 100, height: 60))
    }

    /// The window y of every unit of colour `name` ("Color" lines follow their frame line).
    static func frames(of name: String, in host: ViewHost<some View>) -> [String] {
        let lines = host.layoutDescription().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.filter { $0.hasPrefix(name) }.map { String($0.dropFirst(name.count)) }
    }

    /// (scroll, header frames) for two 120-point sections under 10-point headers in a 100×60
    /// window (`pinnedHost`; the lazy grids' test has the same geometry).
    static let pinnedHeaderCases: [(CGFloat, [String])] = [
        // The viewport is y 0...60 of the window.
        (0, ["(0, 0, 100, 10)", "(0, 120, 100, 10)"]),
        // Scrolled 50: header 0 stays at the top; header 1 is at 120 − 50 = 70.
        (50, ["(0, 0, 100, 10)", "(0, 70, 100, 10)"]),
        // Scrolled 115: section 0 ends at 120 − 115 = 5, so its header is pushed up to −5.
        (115, ["(0, -5, 100, 10)", "(0, 5, 100, 10)"]),
        // Scrolled 150: header 1 pinned at the top; header 0 stays at its section's end,
        // 110 − 150 = −40, out of view.
        (150, ["(0, -40, 100, 10)", "(0, 0, 100, 10)"]),
    ]

    @Test(arguments: pinnedHeaderCases)
    func pinnedHeadersStayAtTheTopWhileTheirSectionShows(scroll: CGFloat, expected: [String]) {
        let host = Self.pinnedHost(.sectionHeaders)
        host.scroll(by: CGSize(width: 0, height: scroll), at: CGPoint(x: 50, y: 30))
        #expect(Self.frames(of: "frame(height: 10) ", in: host).enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == expected)
    }

    @Test func pinnedFootersStayAtTheBottomWhileTheirSectionShows() {
        let host = Self.pinnedHost(.sectionFooters)
        // At rest section 0's footer (110...120) is pinned to the viewport's bottom: 50...60.
        #expect(Self.frames(of: "frame(height: 10) ", in: host)[1] == "(0, 50, 100, 10)")
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 50, y: 30))
        // Scrolled 100: footer 0 at its own place (10...20); footer 1 pinned at 50...60.
        #expect(Self.frames(of: "frame(height: 10) ", in: host)[1] == "(0, 10, 100, 10)")
        #expect(Self.frames(of: "frame(height: 10) ", in: host)[3] == "(0, 50, 100, 10)")
    }

    /// A LazyHStack pins its headers to the visible region's leading edge: two sections of
    /// five 20-point columns under 10-point headers in a 60×100 window (section 0 spans
    /// 0...110 of the content, section 1 110...220).
    @Test(arguments: [
        (0, ["(0, 0, 10, 100)", "(110, 0, 10, 100)"]),
        // Scrolled 50: header 0 at the leading edge, header 1 at 110 − 50 = 60.
        (50, ["(0, 0, 10, 100)", "(60, 0, 10, 100)"]),
        // Scrolled 105: section 0 ends at 110 − 105 = 5, so its header is pushed to −5.
        (105, ["(-5, 0, 10, 100)", "(5, 0, 10, 100)"]),
        // Scrolled 150: header 1 pinned at 0; header 0 left at its section's end, 100 − 150.
        (150, ["(-50, 0, 10, 100)", "(0, 0, 10, 100)"]),
    ] as [(CGFloat, [String])])
    func lazyHStackPinsHeadersToTheLeadingEdge(scroll: CGFloat, expected: [String]) {
        let host = ViewHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<2) { _ in
                    Section {
                        ForEach(0..<5) { _ in Color.gray.frame(width: 20) }
                    } header: {
                        Color.blue.frame(width: 10)
                    }
                }
            }
        }, size: CGSize(width: 60, height: 100))
        host.scroll(by: CGSize(width: scroll, height: 0), at: CGPoint(x: 30, y: 50))
        #expect(Self.frames(of: "frame(width: 10) ", in: host) == expected)
    }

    @Test func aPinnedHeaderDrawsAboveTheRowsItCovers() {
        let host = Self.pinnedHost(.sectionHeaders)
        host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 30))
        let image = host.render()
        // systemBlue, not the gray row scrolled under it.
        #expect(image[50, 5] == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }
}

/// A 50-point row whose body runs are counted (also a lazy grid's cell, LazyGridWindowTests).
struct CountedRow: View {
    let index: Int
    var body: some View { Color.red.frame(height: 50) }
}

/// A 50-point column whose body runs are counted (also a lazy grid's cell).
struct CountedColumn: View {
    let index: Int
    var body: some View { Color.red.frame(width: 50) }
}

@Suite struct LazyRowCreationTests {
    /// 1,000 rows of 50 points in a scroll view in a 100×200 window.
    static func host() -> ViewHost<some View> {
        ViewHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000) { index in CountedRow(index: index) }
            }
        }, size: CGSize(width: 100, height: 200))
    }

    @Test func onlyTheRowsOnScreenAndOneBeyondAreBuilt() {
        let host = Self.host()
        // Rows 0...3 fill 0...200, row 4 starts at 200; one row more each side: rows 0...5.
        #expect(host.layoutDescription().components(separatedBy: "frame(height: 50)").count - 1 == 6)
        #expect(host.bodyRunCount(of: "CountedRow") == 6)
        // The stack counts every row: 1,000 × 50 points.
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 50000)")
    }

    @Test func scrollingBuildsTheRowsComingIntoViewAndDropsFarOnes() {
        let host = Self.host()
        #expect(host.scroll(by: CGSize(width: 0, height: 1000), at: CGPoint(x: 50, y: 100)))
        // Visible 1000...1200: rows 20...24, plus 19 and 25; rows 0...5 are more than a screen away.
        let description = host.layoutDescription()
        #expect(description.components(separatedBy: "frame(height: 50)").count - 1 == 7)
        #expect(host.bodyRunCount(of: "CountedRow") == 6 + 7)
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: description) == "(0, -1000, 100, 50000)")
        // Row 20 is at the window's top.
        #expect(description.contains("frame(height: 50) (0, 0, 100, 50)"))
        // Scrolling 20 more shows 1020...1220: still rows 20...24, nothing is built.
        #expect(host.scroll(by: CGSize(width: 0, height: 20), at: CGPoint(x: 50, y: 100)))
        #expect(host.bodyRunCount(of: "CountedRow") == 6 + 7)
        // 40 more shows 1060...1260: row 25 comes into view, so row 26 is built; 19 is kept.
        #expect(host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 50, y: 100)))
        #expect(host.bodyRunCount(of: "CountedRow") == 6 + 7 + 1)
        #expect(host.layoutDescription().components(separatedBy: "frame(height: 50)").count - 1 == 8)
    }

    @Test func scrollToARowNotBuiltYetReachesItExactly() {
        let host = ViewHost(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 20).onTapGesture { proxy.scrollTo(500, anchor: .top) }
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { index in CountedRow(index: index) } }
                }
            }
        }, size: CGSize(width: 100, height: 200))
        host.tap(at: CGPoint(x: 50, y: 10))
        let description = host.layoutDescription()
        // Row 500 at the top of the visible region (y 20): the stack starts 25,000 above it.
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: description) == "(0, -24980, 100, 50000)")
        #expect(description.contains("frame(height: 50) (0, 20, 100, 50)"))
        // Only rows near 0 and near 500 were ever built.
        #expect(host.bodyRunCount(of: "CountedRow") < 20)
    }

    @Test func aLazyHStackInAHorizontalScrollViewBuildsColumnsLazily() {
        let host = ViewHost(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<1000) { index in CountedColumn(index: index) } }
        }, size: CGSize(width: 200, height: 100))
        // Columns 0...3 fill 0...200, column 4 starts at 200: columns 0...5 are built.
        #expect(host.layoutDescription().components(separatedBy: "frame(width: 50)").count - 1 == 6)
        #expect(host.scroll(by: CGSize(width: 1000, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(ScrollViewTests.frame("LazyHStack(spacing: 0) ", in: host.layoutDescription()) == "(-1000, 0, 50000, 100)")
        #expect(host.bodyRunCount(of: "CountedColumn") == 6 + 7)
    }

    @Test func inAScrollViewNestedInOneOnTheSameAxisOnlyTheOuterViewportsRowsAreBuilt() {
        // The inner scroll view hugs its content (1,000 × 50 points), so its own viewport
        // shows every row; the outer one shows 0...200: rows 0...3, plus row 4 and 5.
        let host = ViewHost(ScrollView {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<1000) { index in CountedRow(index: index) } }
            }
        }, size: CGSize(width: 100, height: 200))
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 100, 50000)")
        #expect(host.bodyRunCount(of: "CountedRow") == 6)
        // Scrolling the outer one by 1,000 builds rows 19...25 there.
        #expect(host.scroll(by: CGSize(width: 0, height: 1000), at: CGPoint(x: 50, y: 100)))
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: host.layoutDescription()) == "(0, -1000, 100, 50000)")
        #expect(host.bodyRunCount(of: "CountedRow") == 6 + 7)
    }

    @Test func outsideAScrollViewEveryRowIsBuilt() {
        let host = ViewHost(LazyVStack(spacing: 0) { ForEach(0..<20) { index in CountedRow(index: index) } },
                            size: CGSize(width: 100, height: 200))
        _ = host.layoutDescription()
        #expect(host.bodyRunCount(of: "CountedRow") == 20)
    }
}

/// A row with a counter in its state, to see whether the state survives scrolling.
private struct StatefulRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Text("\(index): \(taps)").frame(height: 50).onTapGesture { taps += 1 }
    }
}

@Suite struct LazyRowLifetimeTests {
    @Test func aRowScrolledFarAwayLosesItsStateAndANearOneKeepsIt() {
        let host = ViewHost(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<100) { index in StatefulRow(index: index) } }
        }, size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 25))
        #expect(host.layoutDescription().contains("Text(\"0: 1\")"))
        // Scrolled by 50 (row 0 still in view) and back: kept.
        host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 50))
        host.scroll(by: CGSize(width: 0, height: -50), at: CGPoint(x: 50, y: 50))
        #expect(host.layoutDescription().contains("Text(\"0: 1\")"))
        // Scrolled by 1,000 (row 0 far away) and back: built anew.
        host.scroll(by: CGSize(width: 0, height: 1000), at: CGPoint(x: 50, y: 50))
        host.scroll(by: CGSize(width: 0, height: -1000), at: CGPoint(x: 50, y: 50))
        #expect(host.layoutDescription().contains("Text(\"0: 0\")"))
    }

    @Test func fewerRowsShrinkTheWindowAndTheContent() {
        struct Feed: View {
            @State var count = 100
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 20).onTapGesture { count = 2 }
                    ScrollView {
                        LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 50) } }
                    }
                }
            }
        }
        let host = ViewHost(Feed(), size: CGSize(width: 100, height: 100))
        host.scroll(by: CGSize(width: 0, height: 4000), at: CGPoint(x: 50, y: 60))
        host.tap(at: CGPoint(x: 50, y: 10))
        // Two rows (100 points) in an 80-point viewport: the offset is clamped to 20, so the
        // stack's top is at 20 − 20 = 0 in the window.
        let description = host.layoutDescription()
        #expect(ScrollViewTests.frame("LazyVStack(spacing: 0) ", in: description) == "(0, 0, 100, 100)")
        #expect(description.components(separatedBy: "frame(height: 50)").count - 1 == 2)
    }
}
