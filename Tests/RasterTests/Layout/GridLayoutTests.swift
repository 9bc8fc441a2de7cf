// GridLayoutTests.swift · RasterTests/Layout · Grid, GridRow and the grid cell modifiers (GridLayout.swift, GridStructure.swift, Grid.swift)
// Expected values are derived by hand from the rules documented on GridLayout (Apple's
// Grid, GridRow and grid cell modifier documentation, read as GridLayout.swift states), the
// arithmetic shown in each row. No iOS measurement of these cases is available to us.

import Foundation
import Testing
@testable import Raster

@Suite struct GridLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("columns as wide as their widest cell (30, 40), rows as tall as their tallest (10, 20); cells centred", proposal(300, 300), """
        Grid(horizontalSpacing: 4, verticalSpacing: 2) (0, 0, 74, 32)
          frame(width: 20, height: 10) (5, 0, 20, 10)
            Color (5, 0, 20, 10)
          frame(width: 40, height: 10) (34, 0, 40, 10)
            Color (34, 0, 40, 10)
          frame(width: 30, height: 20) (0, 12, 30, 20)
            Color (0, 12, 30, 20)
          frame(width: 10, height: 5) (49, 19.5, 10, 5)
            Color (49, 19.5, 10, 5)
        """) {
            Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Color.red.frame(width: 20, height: 10); Color.green.frame(width: 40, height: 10) }
                GridRow { Color.blue.frame(width: 30, height: 20); Color.gray.frame(width: 10, height: 5) }
            }
        },
        LayoutCase("default spacing between non-text cells is 8 both ways", .unspecified, """
        Grid (0, 0, 28, 28)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 10, height: 10) (18, 0, 10, 10)
            Color (18, 0, 10, 10)
          frame(width: 10, height: 10) (0, 18, 10, 10)
            Color (0, 18, 10, 10)
        """) {
            Grid {
                GridRow { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10) }
                GridRow { Color.blue.frame(width: 10, height: 10) }
            }
        },
        LayoutCase("flexible cells share the proposal as a stack: the 50-wide column first, the colour column 200 − 8 − 50", proposal(200, 100), """
        Grid (0, 0, 200, 100)
          Color (0, 0, 142, 100)
          frame(width: 50) (150, 0, 50, 100)
            Color (150, 0, 50, 100)
        """) {
            Grid { GridRow { Color.red; Color.blue.frame(width: 50) } }
        },
        LayoutCase("rows share a proposed height as a VStack: the 20-tall row first, the colour row 100 − 8 − 20", proposal(100, 100), """
        Grid (0, 0, 100, 100)
          Color (0, 0, 100, 72)
          frame(height: 20) (0, 80, 100, 20)
            Color (0, 80, 100, 20)
        """) {
            Grid {
                GridRow { Color.red }
                GridRow { Color.blue.frame(height: 20) }
            }
        },
        LayoutCase("a Divider outside rows takes the 200 offered; the 105 beyond the columns (30 + 8 + 57) is shared, 52.5 each: 82.5 and 109.5 wide", proposal(200, 100), """
        Grid(horizontalSpacing: 8, verticalSpacing: 0) (0, 0, 200, 21)
          frame(width: 30, height: 10) (26.25, 0, 30, 10)
            Color (26.25, 0, 30, 10)
          frame(width: 57, height: 10) (116.75, 0, 57, 10)
            Color (116.75, 0, 57, 10)
          Divider (0, 10, 200, 1)
          frame(width: 30, height: 10) (26.25, 11, 30, 10)
            Color (26.25, 11, 30, 10)
        """) {
            Grid(horizontalSpacing: 8, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 30, height: 10); Color.green.frame(width: 57, height: 10) }
                Divider()
                GridRow { Color.blue.frame(width: 30, height: 10) }
            }
        },
        LayoutCase("gridCellUnsizedAxes(.horizontal): the Divider takes the columns' 95, not the 200 offered", proposal(200, 100), """
        Grid(horizontalSpacing: 8, verticalSpacing: 0) (0, 0, 95, 11)
          frame(width: 30, height: 10) (0, 0, 30, 10)
            Color (0, 0, 30, 10)
          frame(width: 57, height: 10) (38, 0, 57, 10)
            Color (38, 0, 57, 10)
          gridCellUnsizedAxes(.horizontal) (0, 10, 95, 1)
            Divider (0, 10, 95, 1)
        """) {
            Grid(horizontalSpacing: 8, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 30, height: 10); Color.green.frame(width: 57, height: 10) }
                Divider().gridCellUnsizedAxes(.horizontal)
            }
        },
        LayoutCase("gridCellColumns(2) centres over 30 + 8 + 40; needing 98 it widens both columns by (98 − 78) / 2, to 40 and 50", proposal(300, 300), """
        Grid(horizontalSpacing: 8, verticalSpacing: 0) (0, 0, 98, 20)
          frame(width: 30, height: 10) (5, 0, 30, 10)
            Color (5, 0, 30, 10)
          frame(width: 40, height: 10) (53, 0, 40, 10)
            Color (53, 0, 40, 10)
          gridCellColumns(2) (0, 10, 98, 10)
            frame(width: 98, height: 10) (0, 10, 98, 10)
              Color (0, 10, 98, 10)
        """) {
            Grid(horizontalSpacing: 8, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 30, height: 10); Color.green.frame(width: 40, height: 10) }
                GridRow { Color.blue.frame(width: 98, height: 10).gridCellColumns(2) }
            }
        },
        LayoutCase("gridColumnAlignment on the lower cell aligns the whole column; gridCellAnchor puts the cell's point on its rectangle's", proposal(300, 300), """
        Grid(horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 70, 40)
          frame(width: 10, height: 10) (0, 5, 10, 10)
            Color (0, 5, 10, 10)
          frame(width: 40, height: 20) (30, 0, 40, 20)
            Color (30, 0, 40, 20)
          gridColumnAlignment(.leading) (0, 20, 30, 20)
            frame(width: 30, height: 20) (0, 20, 30, 20)
              Color (0, 20, 30, 20)
          gridCellAnchor(1, 1) (60, 30, 10, 10)
            frame(width: 10, height: 10) (60, 30, 10, 10)
              Color (60, 30, 10, 10)
        """) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 40, height: 20) }
                GridRow {
                    Color.blue.frame(width: 30, height: 20).gridColumnAlignment(.leading)
                    Color.gray.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                }
            }
        },
        LayoutCase("GridRow(alignment: .top) overrides the grid's .bottomTrailing in its row only", proposal(300, 300), """
        Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 40, 40)
          frame(width: 10, height: 10) (10, 0, 10, 10)
            Color (10, 0, 10, 10)
          frame(width: 20, height: 20) (20, 0, 20, 20)
            Color (20, 0, 20, 20)
          frame(width: 20, height: 20) (0, 20, 20, 20)
            Color (0, 20, 20, 20)
          frame(width: 5, height: 5) (35, 35, 5, 5)
            Color (35, 35, 5, 5)
        """) {
            Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 20, height: 20) }
                GridRow { Color.blue.frame(width: 20, height: 20); Color.gray.frame(width: 5, height: 5) }
            }
        },
        LayoutCase("a row shares its guide like an HStack: guides at 15 and 2 line up, the row 15 above and 8 below", proposal(300, 300), """
        Grid(horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 20, 23)
          alignmentGuide(.firstTextBaseline) (0, 0, 10, 20)
            frame(width: 10, height: 20) (0, 0, 10, 20)
              Color (0, 0, 10, 20)
          alignmentGuide(.firstTextBaseline) (10, 13, 10, 10)
            frame(width: 10, height: 10) (10, 13, 10, 10)
              Color (10, 13, 10, 10)
        """) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .firstTextBaseline) {
                    Color.red.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 15 }
                    Color.blue.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 2 }
                }
            }
        },
        LayoutCase("an empty cell: Color.clear unsized in both axes fills its 20 × 10 cell without sizing it", proposal(300, 300), """
        Grid(horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 50, 20)
          gridCellUnsizedAxes([.horizontal, .vertical]) (0, 0, 20, 10)
            Color (0, 0, 20, 10)
          frame(width: 30, height: 10) (20, 0, 30, 10)
            Color (20, 0, 30, 10)
          frame(width: 20, height: 10) (0, 10, 20, 10)
            Color (0, 10, 20, 10)
          frame(width: 30, height: 10) (20, 10, 30, 10)
            Color (20, 10, 30, 10)
        """) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]); Color.green.frame(width: 30, height: 10) }
                GridRow { Color.blue.frame(width: 20, height: 10); Color.gray.frame(width: 30, height: 10) }
            }
        },
        LayoutCase("a Grid in a cell: its own views outside rows are its full-width rows, not the outer row's cells", proposal(300, 300), """
        Grid(horizontalSpacing: 0, verticalSpacing: 0) (0, 0, 30, 20)
          frame(width: 10, height: 10) (0, 5, 10, 10)
            Color (0, 5, 10, 10)
          Grid(horizontalSpacing: 0, verticalSpacing: 0) (10, 0, 20, 20)
            frame(width: 20, height: 10) (10, 0, 20, 10)
              Color (10, 0, 20, 10)
            frame(width: 20, height: 10) (10, 10, 20, 10)
              Color (10, 10, 20, 10)
        """) {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 10, height: 10)
                    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                        Color.green.frame(width: 20, height: 10)
                        Color.blue.frame(width: 20, height: 10)
                    }
                }
            }
        },
        LayoutCase("GridRow outside a Grid adds nothing: its views are the VStack's", proposal(300, 300), """
        VStack(spacing: 0) (0, 0, 10, 20)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 10, height: 10) (0, 10, 10, 10)
            Color (0, 10, 10, 10)
        """) {
            VStack(spacing: 0) { GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) } }
        },
        LayoutCase("GridLayout as a Layout lays out GridRows as Grid does (and is named Grid in dumps)", proposal(300, 300), """
        Grid(horizontalSpacing: 0) (0, 0, 30, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 20, height: 10) (10, 0, 20, 10)
            Color (10, 0, 20, 10)
        """) {
            GridLayout(horizontalSpacing: 0) {
                GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
            }
        },
    ]

    @Test(arguments: cases)
    func layout(_ row: LayoutCase) { row.check() }

    @Test func spanBelowOneIsOneColumnWithAWarning() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(Grid(horizontalSpacing: 0) {
                GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(0); Color.blue.frame(width: 20, height: 10) }
            }, proposal: proposal(100, 100))
        }
        #expect(dump == """
        Grid(horizontalSpacing: 0) (0, 0, 30, 10)
          gridCellColumns(0) (0, 0, 10, 10)
            frame(width: 10, height: 10) (0, 0, 10, 10)
              Color (0, 0, 10, 10)
          frame(width: 20, height: 10) (10, 0, 20, 10)
            Color (10, 0, 20, 10)
        """)
        #expect(warnings == ["Grid: gridCellColumns(0) is outside 1...1000; the cell spans 1 column. Give a count of at least 1"])
    }

    @Test func nanSpacingIsThePreferredSpacingWithAWarning() {
        var dump = ""
        let warnings = capturingWarnings {
            dump = layoutDump(Grid(horizontalSpacing: .nan) {
                GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            }, proposal: proposal(100, 100))
        }
        #expect(dump == """
        Grid(horizontalSpacing: nan) (0, 0, 28, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 10, height: 10) (18, 0, 10, 10)
            Color (18, 0, 10, 10)
        """)
        #expect(warnings == ["Grid has the horizontalSpacing nan; the cells' preferred spacing is used. Give a finite spacing, or nil"])
    }

    @Test func emptyGridIsZeroSized() {
        #expect(layoutDump(Grid {}, proposal: proposal(100, 100)) == "Grid (0, 0, 0, 0)")
    }
}
