// EquatableViewTests.swift · RasterTests/Views · EquatableView and equatable() (Views/EquatableView.swift)

import Foundation
import Testing
@testable import Raster

/// Counts the body runs of `TitleRow`.
@MainActor private final class BodyRuns {
    var count = 0
}

/// A row whose `==` looks at its title only: its `revision` changes without making it differ.
private struct TitleRow: View, Equatable {
    let title: String
    let revision: Int
    let runs: BodyRuns

    nonisolated static func == (a: TitleRow, b: TitleRow) -> Bool { a.title == b.title }

    var body: some View {
        runs.count += 1
        return Text(title)
    }
}

/// A screen whose buttons change what it gives its row: the revision alone, or the title.
private struct RowScreen: View {
    let runs: BodyRuns
    @State private var revision = 0
    @State private var title = "Inbox"

    var body: some View {
        VStack {
            Button("Touch") { revision += 1 }
            Button("Rename") { title = "Archive" }
            TitleRow(title: title, revision: revision, runs: runs).equatable()
        }
    }
}

@MainActor @Suite struct EquatableViewTests {
    /// The row's body runs once when shown, not again when its new value is `==` to its old
    /// one (only the revision changed), and again when it differs (a new title).
    @Test func theBodyRunsOnlyWhenTheValueDiffers() throws {
        let runs = BodyRuns()
        let host = ViewHost(RowScreen(runs: runs), size: CGSize(width: 200, height: 200))
        _ = host.render()
        #expect(runs.count == 1)
        try host.tap("Touch")
        _ = host.render()
        try host.tap("Touch")
        _ = host.render()
        #expect(runs.count == 1)
        try host.tap("Rename")
        _ = host.render()
        #expect(runs.count == 2)
        #expect((try? host.frame(of: "Archive")) != nil)
    }

    /// `equatable()` wraps the view itself.
    @Test func equatableWrapsTheView() {
        let row = TitleRow(title: "Inbox", revision: 3, runs: BodyRuns())
        let wrapped: EquatableView<TitleRow> = row.equatable()
        #expect(wrapped.content.title == "Inbox")
        #expect(wrapped.content.revision == 3)
    }
}
