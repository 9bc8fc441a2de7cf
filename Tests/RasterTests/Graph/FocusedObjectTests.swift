// FocusedObjectTests.swift · RasterTests/Graph · @FocusedObject, focusedObject(_:) and focusedSceneObject(_:) (State/FocusedValues.swift)

import Foundation
import Testing
@testable import Raster

/// A document the focused editor publishes, as an ObservableObject.
private final class Draft: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

/// A library model published scene-wide.
private final class Library: ObservableObject {
    @Published var count = 3
}

/// Shows the focused draft's title and the library's count, and renames the draft through
/// the projected binding.
private struct Inspector: View {
    @FocusedObject private var draft: Draft?
    @FocusedObject private var library: Library?

    var body: some View {
        VStack(spacing: 0) {
            Text("draft: \(draft?.title ?? "none"), books: \(library.map { String($0.count) } ?? "none")")
            Button("Rename") { $draft?.title.wrappedValue = "Renamed" }
        }
    }
}

private struct Editor: View {
    let first: Draft
    let second: Draft
    let library: Library
    @FocusState private var focus: Int?

    var body: some View {
        VStack(spacing: 4) {
            TextField("First", text: .constant("")).focused($focus, equals: 1).focusedObject(first)
            TextField("Second", text: .constant("")).focused($focus, equals: 2).focusedObject(second)
            Inspector()
            Button("Focus first") { focus = 1 }
            Button("Focus second") { focus = 2 }
        }
        .focusedSceneObject(library)
    }
}

@Suite struct FocusedObjectTests {
    @Test func theFocusedViewsObjectReachesTheReaderAndItsChangesRerunIt() throws {
        let first = Draft(title: "Plan"), second = Draft(title: "List"), library = Library()
        let host = ViewHost(Editor(first: first, second: second, library: library), size: CGSize(width: 300, height: 300))
        _ = try host.frame(of: "draft: none, books: 3")
        try host.tap("Focus first")
        _ = try host.frame(of: "draft: Plan, books: 3")
        try host.tap("Focus second")
        _ = try host.frame(of: "draft: List, books: 3")
        // A change to the focused object runs the reader's body again.
        second.title = "Groceries"
        library.count = 4
        _ = try host.frame(of: "draft: Groceries, books: 4")
        // The projected value gives bindings to the object's properties.
        try host.tap("Rename")
        #expect(second.title == "Renamed")
        #expect(first.title == "Plan")
        _ = try host.frame(of: "draft: Renamed, books: 4")
    }

    @Test func outsideABodyThereIsNoFocusedObject() {
        let reader = FocusedObject<Draft>()
        #expect(reader.wrappedValue == nil)
        #expect(reader.projectedValue == nil)
    }
}
