// ToolbarSpacerTests.swift · RasterTests/Navigation · iOS 26's ToolbarSpacer in the navigation bar and
// the bottom toolbar (Views/Navigation/ToolbarSpacer.swift, Layout/NavigationBarLayout.swift).
// Bar items are 8 points apart and the bar's margins 16 (NavigationBarMetrics).

import Foundation
import Testing
@testable import Raster

private struct SpacedPage<Items: ToolbarContent>: View {
    @ToolbarContentBuilder let items: () -> Items

    var body: some View {
        NavigationStack {
            Color.clear
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar(content: items)
        }
    }
}

@MainActor
@Suite struct ToolbarSpacerTests {
    private let phone = CGSize(width: 393, height: 600)

    /// A fixed spacer between two trailing items doubles the gap between them: 16 points
    /// instead of 8.
    @Test func aFixedSpacerSeparatesTrailingGroups() throws {
        let plain = ViewHost(SpacedPage {
            ToolbarItem(placement: .topBarTrailing) { Button("Tag") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
        }, size: phone)
        let spaced = ViewHost(SpacedPage {
            ToolbarItem(placement: .topBarTrailing) { Button("Tag") {} }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
        }, size: phone)
        let plainGap = try plain.frame(of: "Share").minX - plain.frame(of: "Tag").maxX
        let spacedGap = try spaced.frame(of: "Share").minX - spaced.frame(of: "Tag").maxX
        #expect(plainGap == 8)
        #expect(spacedGap == 16)
        // The trailing item stays at the trailing margin.
        #expect(try spaced.frame(of: "Share").maxX == 377)
        writeScratch(spaced.render(), "toolbar-spacer-fixed")
    }

    /// In the bottom toolbar a flexible spacer pushes the items after it to the trailing
    /// margin; between two flexible spacers (equal widths, as UIToolbar's flexible spaces)
    /// an item sits midway between its neighbours: 188.5, left of the bar's middle (196.5)
    /// since "Share" is wider than "Edit".
    @Test func flexibleSpacersPushBottomItemsApart() throws {
        let host = ViewHost(SpacedPage {
            ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
            ToolbarSpacer(placement: .bottomBar)
            ToolbarItem(placement: .bottomBar) { Button("Count") {} }
            ToolbarSpacer(.flexible, placement: .bottomBar)
            ToolbarItem(placement: .bottomBar) { Button("Share") {} }
        }, size: phone)
        #expect(try host.frame(of: "Edit").minX == 16)
        #expect(try host.frame(of: "Share").maxX == 377)
        let count = try host.frame(of: "Count")
        #expect(count.midX == 188.5)
        #expect(try count.midX == (host.frame(of: "Edit").maxX + host.frame(of: "Share").minX) / 2)
        writeScratch(host.render(), "toolbar-spacer-flexible")
    }

    /// A flexible spacer in the navigation bar, whose trailing group takes only its items'
    /// width, adds an empty item, as a fixed one does.
    @Test func aFlexibleSpacerInTheNavigationBarIsAnEmptyItem() throws {
        let host = ViewHost(SpacedPage {
            ToolbarItem(placement: .topBarTrailing) { Button("Tag") {} }
            ToolbarSpacer(placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
        }, size: phone)
        #expect(try host.frame(of: "Share").minX - host.frame(of: "Tag").maxX == 16)
    }
}
