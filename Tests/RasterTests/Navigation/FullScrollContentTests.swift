import Testing
@testable import Raster

/// `renderingScrollContent(.full)` (the snapshot strategies' `scrollContent: .full`) with a
/// scroll view that reaches under a bar: the whole content shows below the bar.
@Suite struct FullScrollContentTests {
    /// Thirty rows in an inset-grouped list under a large title (96 points without a status bar).
    private var rows: some View {
        NavigationStack {
            List(0..<30, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Rows")
        }
        .renderingScrollContent(.full)
    }

    @Test func aListUnderALargeTitleShowsItsLastRow() throws {
        let renderer = ImageRenderer(content: rows)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        // The list is 35 + 30 × 44 + 35 = 1390 points below the 96-point bar; the scroll view
        // reaches under the bar, so it is 1486 points long, as the image is.
        let dump = renderer.layoutDescription()
        #expect(dump.contains("ScrollView (0, 0, 393, 1486)"), "\(dump)")
        #expect(dump.contains("Text(\"Row 29\") (32, 1419, 61, 21)"), "\(dump)")
        let image = try renderer.render()
        #expect((image.width, image.height) == (393, 1486))
        // The last row's white cell (1407...1451), then the grouped background below the list.
        #expect(image.pixmap[200, 1448] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixmap[200, 1470] == PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
    }

    @Test func aScrollViewProposedMoreThanItsContentFillsTheProposal() throws {
        let view = ScrollView { Color.red.frame(height: 30) }
            .renderingScrollContent(.full)
            .frame(height: 100)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
        #expect(renderer.layoutDescription().contains("ScrollView (0, 0, 50, 100)"))
    }

    /// A whole-content rendering of 100,000 rows cannot fit a canvas (at least 4,400,000
    /// points of 44-point rows against 32,768 pixels): the rows are not built, one warning
    /// says why, and the render fails at the canvas at once instead of building every row.
    @Test func aListTooLongForACanvasFailsWithoutBuildingItsRows() throws {
        let view = List(0..<100_000, id: \.self) { Text("Row \($0)") }.renderingScrollContent(.full)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        var height = 0
        let warnings = capturingWarnings {
            do {
                _ = try renderer.render()
            } catch PixmapError.invalidSize(let w, let h) {
                #expect(w == 393)
                height = h
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(height >= 4_400_000)
        #expect(warnings == ["List: the whole content of a list of 100000 rows is at least 4400000 points tall (44 points a row), "
            + "more than a canvas's 32768 pixels, so its rows are not built; render the visible part (scrollContent: .viewport) "
            + "or fewer rows"])
    }

    /// 700 rows (30,800 points) fit at scale 1 but not at scale 2: the check uses the scale.
    @Test func theCanvasCheckUsesTheScale() {
        let metrics = ListMetrics(kind: .insetGrouped, pixel: 1)
        #expect(ListRows<EmptyView>.heightPastACanvas(rows: 700, metrics: metrics, scale: 1) == nil)
        #expect(ListRows<EmptyView>.heightPastACanvas(rows: 700, metrics: metrics, scale: 2) == 30_800)
        #expect(ListRows<EmptyView>.heightPastACanvas(rows: 700, metrics: metrics, scale: .nan) == nil)
    }
}
