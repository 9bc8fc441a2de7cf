// InitialAppearanceTests.swift · RasterTests/Animation · a view's first appearance is never
// animated, even when a fresh host's first render happens inside `withAnimation` (issue 16,
// item 4): only the changes made inside the transaction animate
// (LayoutEngine/ViewGraph+Layout.swift).

import Foundation
import Testing
@testable import Raster

@Suite struct InitialAppearanceTests {
    /// A list of trips under a large title; tapping a row stars it.
    private struct Trips: View {
        @State private var starred: String?

        var body: some View {
            NavigationStack {
                List(["Kyoto", "Lisbon", "Oslo"], id: \.self) { city in
                    Button { starred = city } label: {
                        Label(city, systemImage: starred == city ? "star.fill" : "star")
                    }
                }
                .navigationTitle("Trips")
            }
        }
    }

    @Test func issue16_aFirstRenderInsideWithAnimationIsNotAnimated() throws {
        let fresh = ViewHost(Trips(), device: .iPhone15)
        // The first render happens inside the tap, inside the transaction.
        _ = try withAnimation { try fresh.tap("Kyoto") }
        let settled = ViewHost(Trips(), device: .iPhone15)
        _ = settled.render()
        _ = try withAnimation { try settled.tap("Kyoto") }
        // Both show the tap's change at the start of its animation over the same layout.
        #expect(fresh.graph.unitFrames().map(\.frame) == settled.graph.unitFrames().map(\.frame))
        #expect(fresh.render().pixmap.data == settled.render().pixmap.data)
        fresh.advance(by: 1)
        settled.advance(by: 1)
        #expect(fresh.render().pixmap.data == settled.render().pixmap.data)
    }
}
