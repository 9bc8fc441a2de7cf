// SearchFocusTests.swift · RasterTests/Navigation · searchFocused(_:) and searchFocused(_:equals:)
// binding the search field's focus (Modifiers/SearchFocusModifiers.swift, Views/Navigation/SearchBar.swift).

import Foundation
import Testing
@testable import Raster

private final class FocusBox {
    var isFocused = false
    var isSearching = false
    var query = ""
}

/// Where the screen puts `searchFocused`: around the `searchable`, inside it on the page's
/// content, or around a `searchable` applied to the stack.
enum SearchFocusPlacement: CaseIterable, Sendable {
    case outside, inside, aroundTheStack
}

private struct SearchingPage: View {
    let box: FocusBox
    @Binding var isFocused: Bool
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        let _ = (box.isSearching = isSearching)
        VStack {
            Button("Focus") { isFocused = true }
            Button("Unfocus") { isFocused = false }
        }
    }
}

private struct FocusScreen: View {
    let box: FocusBox
    let placement: SearchFocusPlacement
    @State private var query = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        let _ = (box.isFocused = isFocused, box.query = query)
        let focus = Binding(get: { isFocused }, set: { isFocused = $0 })
        switch placement {
        case .outside:
            NavigationStack {
                SearchingPage(box: box, isFocused: focus)
                    .searchable(text: $query, prompt: "Cities")
                    .searchFocused($isFocused)
                    .navigationTitle("Weather")
            }
        case .inside:
            NavigationStack {
                SearchingPage(box: box, isFocused: focus)
                    .searchFocused($isFocused)
                    .searchable(text: $query, prompt: "Cities")
                    .navigationTitle("Weather")
            }
        case .aroundTheStack:
            NavigationStack {
                SearchingPage(box: box, isFocused: focus).navigationTitle("Weather")
            }
            .searchable(text: $query, prompt: "Cities")
            .searchFocused($isFocused)
        }
    }
}

@Suite struct SearchFocusTests {
    private let phone = CGSize(width: 393, height: 600)
    private let tint = RGBA8(r: 0, g: 122, b: 255, a: 255)

    /// Setting the binding presents the search and focuses the field: its insertion point is
    /// drawn before the prompt and it takes typing; clearing the binding takes the focus away
    /// and leaves the search presented.
    @Test(arguments: SearchFocusPlacement.allCases)
    func theBindingFocusesTheField(placement: SearchFocusPlacement) throws {
        let box = FocusBox()
        let host = ViewHost(FocusScreen(box: box, placement: placement), size: phone)
        #expect(!box.isSearching)
        try host.tap("Focus")
        #expect(box.isFocused)
        #expect(box.isSearching)
        let prompt = try #require(host.frame(ofUnit: #"Text("Cities")"#))
        #expect(prompt.minY == 15.5)
        let focused = host.render()
        #expect(focused[Int(prompt.minX.rounded(.up)), Int(prompt.midY)] == tint)
        writeScratch(focused, "search-focused-\(placement)")
        #expect(host.typeText("Oslo"))
        #expect(box.query == "Oslo")
        try host.tap("Unfocus")
        #expect(!box.isFocused)
        #expect(box.isSearching)
        #expect(!host.typeText("x"))
        #expect(box.query == "Oslo")
        let text = try #require(host.frame(ofUnit: #"Text("Oslo")"#))
        #expect(host.render()[Int(text.maxX.rounded(.up)) + 1, Int(text.midY)] != tint)
    }

    /// A tap on the field sets the binding; return gives the focus up and clears it; focused
    /// again, Cancel ends the search and clears it too.
    @Test(arguments: SearchFocusPlacement.allCases)
    func theFieldSetsTheBinding(placement: SearchFocusPlacement) throws {
        let box = FocusBox()
        let host = ViewHost(FocusScreen(box: box, placement: placement), size: phone)
        #expect(host.tap(unit: #"Text("Cities")"#))
        #expect(box.isFocused)
        #expect(box.isSearching)
        #expect(host.typeText("Rome\n"))
        #expect(!box.isFocused)
        #expect(box.isSearching)
        try host.tap("Focus")
        #expect(box.isFocused)
        #expect(host.tap(unit: #"Text("Cancel")"#))
        #expect(!box.isFocused)
        #expect(!box.isSearching)
        #expect(box.query == "")
    }

    private enum Field: Hashable {
        case name, search
    }

    private final class FieldBox {
        var focused: Field?
    }

    private struct TwoFields: View {
        let box: FieldBox
        @State private var query = ""
        @State private var name = ""
        @FocusState private var focused: Field?

        var body: some View {
            let _ = (box.focused = focused)
            NavigationStack {
                VStack {
                    TextField("Name", text: $name).focused($focused, equals: .name)
                    Button("Search") { focused = .search }
                }
                .searchable(text: $query, prompt: "Cities")
                .searchFocused($focused, equals: .search)
            }
        }
    }

    /// With `equals:` one focus state moves between a text field and the search field: each
    /// takes typing only while the state holds its value.
    @Test func oneFocusStateMovesBetweenFields() throws {
        let box = FieldBox()
        let host = ViewHost(TwoFields(box: box), size: phone)
        #expect(host.tap(unit: #"Text("Name")"#))
        #expect(box.focused == .name)
        try host.tap("Search")
        #expect(box.focused == .search)
        #expect(host.typeText("Oslo"))
        #expect(host.frame(ofUnit: #"Text("Oslo")"#) != nil)
        #expect(host.tap(unit: #"Text("Name")"#))
        #expect(box.focused == .name)
        #expect(host.typeText("Ann"))
        #expect(host.frame(ofUnit: #"Text("Ann")"#) != nil)
    }
}
