// LazyGridWindowTests.swift · RasterTests/Views · lazy grids built line by line in scroll views, their sections and pinned views (LazyGrids.swift, LazyGridLayout.swift, LazyRowWindow.swift)
// Sources: Apple's LazyVGrid doc ("the grid doesn't create items until it needs to render them
// onscreen"); PinnedScrollableViews' doc (headers/footers pinned to the scroll view's bounds).
// Which lines are built (the visible ones and one more on each side) and the mean-pitch
// estimate are Raster's rules, shared with the lazy stacks (COMPATIBILITY.md "Lazy stacks").
// A section header taking a line of its own across every column, `spacing` from the cells,
// is what iOS 17 draws (Apple's "Grouping data with lazy stack views" sample).

import Foundation
import Testing
@testable import Raster

@Suite struct LazyGridWindowTests {
    /// Three 100-point columns without gaps: `GridItem(.flexible(), spacing: 0)` three times.
    static let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)

    /// 3,000 cells of 50 points (1,000 lines) in a scroll view in a 300×200 window.
    static func host() -> ViewHost<some View> {
        ViewHost(ScrollView {
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(0..<3000, id: \.self) { index in CountedRow(index: index) }
            }
        }, size: CGSize(width: 300, height: 200))
    }

    static func cellCount(_ host: ViewHost<some View>) -> Int {
        host.layoutDescription().components(separatedBy: "frame(height: 50)").count - 1
    }

    @Test func onlyTheLinesOnScreenAndOneBeyondAreBuilt() {
        let host = Self.host()
        // Lines 0...3 fill 0...200, line 4 starts at 200; one line more: lines 0...5, 18 cells.
        #expect(Self.cellCount(host) == 18)
        #expect(host.bodyRunCount(of: "CountedRow") == 18)
        let description = host.layoutDescription()
        // The grid counts every line: 1,000 × 50 points.
        #expect(ScrollViewTests.frame("LazyVGrid(spacing: 0) ", in: description) == "(0, 0, 300, 50000)")
        // Cell 4 is line 1, column 1.
        let cells = description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("frame(height: 50) ") }
        #expect(cells[4] == "frame(height: 50) (100, 50, 100, 50)")
    }

    @Test func scrollingBuildsTheLinesComingIntoViewAndDropsFarOnes() {
        let host = Self.host()
        #expect(host.scroll(by: CGSize(width: 0, height: 1000), at: CGPoint(x: 150, y: 100)))
        // Visible 1000...1200: lines 20...24, plus 19 and 25 (21 cells); lines 0...5 are more
        // than a screen away.
        let description = host.layoutDescription()
        #expect(Self.cellCount(host) == 21)
        #expect(host.bodyRunCount(of: "CountedRow") == 18 + 21)
        #expect(ScrollViewTests.frame("LazyVGrid(spacing: 0) ", in: description) == "(0, -1000, 300, 50000)")
        // Line 20 (cells 60...62) is at the window's top.
        #expect(description.contains("frame(height: 50) (200, 0, 100, 50)"))
    }

    @Test func rowsOfOtherHeightsChangeTheEstimate() {
        // Lines of 50 with 10 between them: a pitch of 60, so 1,000 lines are 60,000 − 10.
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: Self.columns, spacing: 10) {
                ForEach(0..<3000, id: \.self) { index in CountedRow(index: index) }
            }
        }, size: CGSize(width: 300, height: 200))
        #expect(ScrollViewTests.frame("LazyVGrid(spacing: 10) ", in: host.layoutDescription()) == "(0, 0, 300, 59990)")
    }

    @Test func scrollToACellNotBuiltYetReachesItExactly() {
        let host = ViewHost(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 20).onTapGesture { proxy.scrollTo(1501, anchor: .top) }
                ScrollView {
                    LazyVGrid(columns: Self.columns, spacing: 0) {
                        ForEach(0..<3000, id: \.self) { index in CountedRow(index: index) }
                    }
                }
            }
        }, size: CGSize(width: 300, height: 200))
        host.tap(at: CGPoint(x: 150, y: 10))
        let description = host.layoutDescription()
        // Cell 1501 is line 500 (25,000 points down), column 1: at the visible region's top (y 20).
        #expect(ScrollViewTests.frame("LazyVGrid(spacing: 0) ", in: description) == "(0, -24980, 300, 50000)")
        #expect(description.contains("frame(height: 50) (100, 20, 100, 50)"))
        #expect(host.bodyRunCount(of: "CountedRow") < 60)
    }

    @Test func scrollPositionReachesACellNotBuiltYet() {
        struct Feed: View {
            @State var position: Int?
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 20).onTapGesture { position = 2999 }
                    ScrollView {
                        LazyVGrid(columns: LazyGridWindowTests.columns, spacing: 0) {
                            ForEach(0..<3000, id: \.self) { index in CountedRow(index: index) }
                        }
                    }
                    .scrollPosition(id: $position)
                }
            }
        }
        let host = ViewHost(Feed(), size: CGSize(width: 300, height: 200))
        host.tap(at: CGPoint(x: 150, y: 10))
        // The last line (49,950...50,000) cannot reach the top of a 180-point region: the
        // offset is clamped to 50,000 − 180, so the grid's top is at 20 − 49,820.
        #expect(ScrollViewTests.frame("LazyVGrid(spacing: 0) ", in: host.layoutDescription()) == "(0, -49800, 300, 50000)")
        #expect(host.bodyRunCount(of: "CountedRow") < 60)
    }

    @Test func aLazyHGridInAHorizontalScrollViewBuildsColumnsLazily() {
        let host = ViewHost(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in CountedColumn(index: index) }
            }
        }, size: CGSize(width: 200, height: 100))
        // Columns of two 50-point cells: columns 0...3 fill 0...200, one more each side: 0...5.
        #expect(ScrollViewTests.frame("LazyHGrid(spacing: 0) ", in: host.layoutDescription()) == "(0, 0, 25000, 100)")
        #expect(host.bodyRunCount(of: "CountedColumn") == 12)
        #expect(host.scroll(by: CGSize(width: 1000, height: 0), at: CGPoint(x: 100, y: 50)))
        #expect(ScrollViewTests.frame("LazyHGrid(spacing: 0) ", in: host.layoutDescription()) == "(-1000, 0, 25000, 100)")
        #expect(host.bodyRunCount(of: "CountedColumn") == 12 + 14)
    }

    @Test func outsideAScrollViewEveryCellIsBuilt() {
        let host = ViewHost(LazyVGrid(columns: Self.columns, spacing: 0) {
            ForEach(0..<60, id: \.self) { index in CountedRow(index: index) }
        }, size: CGSize(width: 300, height: 200))
        _ = host.layoutDescription()
        #expect(host.bodyRunCount(of: "CountedRow") == 60)
    }
}

@Suite struct LazyGridSectionTests {
    static let layoutCases: [LayoutCase] = [
        LayoutCase("a section header takes a line across the columns, centred, 8 above the cells; the section's cells start a new line", proposal(200, 400), """
        LazyVGrid (0, 0, 200, 112)
          frame(width: 20, height: 20) (38, 0, 20, 20)
            Color (38, 0, 20, 20)
          frame(width: 40, height: 10) (80, 28, 40, 10)
            Color (80, 28, 40, 10)
          frame(width: 20, height: 20) (38, 46, 20, 20)
            Color (38, 46, 20, 20)
          frame(width: 20, height: 20) (142, 46, 20, 20)
            Color (142, 46, 20, 20)
          frame(width: 20, height: 20) (38, 74, 20, 20)
            Color (38, 74, 20, 20)
          frame(width: 60, height: 10) (70, 102, 60, 10)
            Color (70, 102, 60, 10)
        """) {
            // Columns of (200 − 8) / 2 = 96: one loose cell, then a section of a 10-point
            // header, three cells (two lines) and a 10-point footer, 8 between lines.
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Color.red.frame(width: 20, height: 20)
                Section {
                    Color.red.frame(width: 20, height: 20)
                    Color.red.frame(width: 20, height: 20)
                    Color.red.frame(width: 20, height: 20)
                } header: {
                    Color.blue.frame(width: 40, height: 10)
                } footer: {
                    Color.green.frame(width: 60, height: 10)
                }
            }
        },
        LayoutCase("LazyHGrid: a header is a column across the rows, aligned by the grid's alignment", proposal(400, 100), """
        LazyHGrid(alignment: .top, spacing: 0) (0, 0, 50, 100)
          frame(width: 10, height: 30) (0, 0, 10, 30)
            Color (0, 0, 10, 30)
          frame(width: 40, height: 20) (10, 0, 40, 20)
            Color (10, 0, 40, 20)
          frame(width: 40, height: 20) (10, 50, 40, 20)
            Color (10, 50, 40, 20)
        """) {
            LazyHGrid(rows: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], alignment: .top, spacing: 0) {
                Section {
                    Color.red.frame(width: 40, height: 20)
                    Color.red.frame(width: 40, height: 20)
                } header: {
                    Color.blue.frame(width: 10, height: 30)
                }
            }
        },
    ]

    @Test(arguments: layoutCases)
    func layout(_ row: LayoutCase) { row.check() }

    /// Two sections of ten 20-point cells in two 50-point columns (five lines) under
    /// 10-point headers and footers, in a 100×60 window. Section 0 spans 0...120 of the
    /// content (header 0...10, lines 10...110, footer 110...120), section 1 spans 120...240.
    static func pinnedHost(_ pinned: PinnedScrollableViews) -> ViewHost<some View> {
        ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0,
                      pinnedViews: pinned) {
                ForEach(0..<2) { section in
                    Section {
                        ForEach(0..<10) { _ in Color.gray.frame(height: 20) }
                    } header: {
                        Color.blue.frame(height: 10).id("header \(section)")
                    } footer: {
                        Color.green.frame(height: 10).id("footer \(section)")
                    }
                }
            }
        }, size: CGSize(width: 100, height: 60))
    }

    /// The same header frames as in a lazy stack of the same sections.
    @Test(arguments: LazyStackTests.pinnedHeaderCases)
    func pinnedHeadersStayAtTheTopWhileTheirSectionShows(scroll: CGFloat, expected: [String]) {
        let host = Self.pinnedHost(.sectionHeaders)
        host.scroll(by: CGSize(width: 0, height: scroll), at: CGPoint(x: 50, y: 30))
        #expect(LazyStackTests.frames(of: "frame(height: 10) ", in: host).enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == expected)
    }

    @Test func pinnedFootersStayAtTheBottomWhileTheirSectionShows() {
        let host = Self.pinnedHost([.sectionHeaders, .sectionFooters])
        // At rest section 0's footer (110...120) is pinned to the viewport's bottom: 50...60.
        #expect(LazyStackTests.frames(of: "frame(height: 10) ", in: host)[1] == "(0, 50, 100, 10)")
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 50, y: 30))
        // Scrolled 100: header 0 pinned at 0, footer 0 at its own place (10...20); header 1
        // at 20, footer 1 pinned at 50...60.
        #expect(LazyStackTests.frames(of: "frame(height: 10) ", in: host)
                == ["(0, 0, 100, 10)", "(0, 10, 100, 10)", "(0, 20, 100, 10)", "(0, 50, 100, 10)"])
    }

    @Test func aPinnedHeaderDrawsAboveTheCellsItCovers() {
        let host = Self.pinnedHost(.sectionHeaders)
        host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 30))
        // systemBlue, not the gray cell scrolled under it.
        #expect(host.render()[75, 5] == RGBA8(r: 0, g: 122, b: 255, a: 255))
    }
}
