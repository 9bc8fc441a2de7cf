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
}
