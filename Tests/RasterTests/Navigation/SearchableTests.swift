// SearchableTests.swift · RasterTests/Navigation · searchable and the search drawer of a navigation
// page (Modifiers/SearchModifiers.swift, Views/Navigation/SearchBar.swift).
// Numbers: ios17-metrics.md §5 (field 36 tall, corner 10, tertiarySystemFill; FLT, ION, DIJA),
// §2 (bar 44, large title +52; FLT, QIITA); the 52-point drawer is UNCERTAIN (SearchBarMetrics).

import Foundation
import Testing
@testable import Raster

/// A searchable list page as apps write it, reporting what its content sees.
private struct CitiesPage: View {
    @Binding var query: String
    let box: SearchBox

    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        let _ = (box.isSearching = isSearching)
        VStack {
            Text(query.isEmpty ? "All cities" : "Results")
            Button("Done") { dismissSearch() }
        }
    }
}

private final class SearchBox {
    var query = ""
    var isPresented = false
    var isSearching = false
}

/// The screen's state is its own (`@State`), mirrored into the box for the test to read.
private struct SearchScreen: View {
    let box: SearchBox
    var usesPresentedBinding = false
    @State private var query: String
    @State private var isPresented: Bool

    init(box: SearchBox, usesPresentedBinding: Bool = false) {
        self.box = box
        self.usesPresentedBinding = usesPresentedBinding
        _query = State(initialValue: box.query)
        _isPresented = State(initialValue: box.isPresented)
    }

    var body: some View {
        let _ = (box.query = query, box.isPresented = isPresented)
        let query = $query, presented = $isPresented
        NavigationStack {
            Group {
                if usesPresentedBinding {
                    CitiesPage(query: query, box: box).searchable(text: query, isPresented: presented, prompt: "Cities")
                } else {
                    CitiesPage(query: query, box: box).searchable(text: query, prompt: "Cities")
                }
            }
            .navigationTitle("Weather")
        }
    }
}

@Suite struct SearchableTests {
    private let phone = CGSize(width: 393, height: 600)

    /// Under a large title the drawer adds 52 points: the content starts at 96 + 52; the field
    /// is 36 tall, 8 under the large title's area, at the 16-point margins.
    @Test func theFieldSitsUnderTheLargeTitleAndPushesTheContentDown() throws {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Weather").searchable(text: .constant(""))
        }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 148, width: 393, height: 452))
        #expect(host.frame(ofUnit: "RoundedRectangle") == CGRect(x: 16, y: 104, width: 361, height: 36))
        let prompt = try #require(host.frame(ofUnit: #"Text("Search")"#))
        #expect(prompt.midY == 122)
        // The large title keeps its place: its line ends 8 above the 96-point bar's bottom.
        #expect(host.frame(ofUnit: #"Text("Weather")"#)?.maxY == 88)
    }

    /// An inline title: 44 + 52.
    @Test func underAnInlineTitleTheDrawerStartsAt44() {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Weather").navigationBarTitleDisplayMode(.inline).searchable(text: .constant(""))
        }, size: phone)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504))
        #expect(host.frame(ofUnit: "RoundedRectangle") == CGRect(x: 16, y: 52, width: 361, height: 36))
    }

    /// Wider than 414 points the bar's margin, and so the field's, is 20.
    @Test func onWideScreensTheFieldIsAtTheTwentyPointMargins() {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Weather").searchable(text: .constant(""))
        }, size: CGSize(width: 430, height: 600))
        #expect(host.frame(ofUnit: "RoundedRectangle") == CGRect(x: 20, y: 104, width: 390, height: 36))
    }

    /// Every prompt overload shows its prompt; nil shows "Search".
    @Test func everyPromptFormShowsItsPrompt() {
        func shows(_ text: String, _ view: some View) -> Bool {
            ViewHost(NavigationStack { view }, size: phone).frame(ofUnit: "Text(\"\(text)\")") != nil
        }
        let query = Binding.constant("")
        let presented = Binding.constant(false)
        #expect(shows("Search", Color.red.searchable(text: query)))
        #expect(shows("Text prompt", Color.red.searchable(text: query, prompt: Text("Text prompt"))))
        #expect(shows("Key prompt", Color.red.searchable(text: query, prompt: LocalizedStringKey("Key prompt"))))
        #expect(shows("String prompt", Color.red.searchable(text: query, prompt: String("String prompt"))))
        #expect(shows("Search", Color.red.searchable(text: query, isPresented: presented)))
        #expect(shows("P1", Color.red.searchable(text: query, isPresented: presented, prompt: Text("P1"))))
        #expect(shows("P2", Color.red.searchable(text: query, isPresented: presented, prompt: LocalizedStringKey("P2"))))
        #expect(shows("P3", Color.red.searchable(text: query, isPresented: presented, prompt: String("P3"))))
        #expect(shows("P4", Color.red.searchable(text: query, prompt: "P4") { Text("Suggestion") }))
        #expect(shows("P5", Color.red.searchable(text: query, prompt: Text("P5")) { Text("Suggestion") }))
        #expect(shows("P6", Color.red.searchable(text: query, prompt: String("P6")) { Text("Suggestion") }))
    }

    /// Every placement draws the drawer on iPhone, at the same place.
    @Test(arguments: [SearchFieldPlacement.automatic, .toolbar, .sidebar, .navigationBarDrawer,
                      .navigationBarDrawer(displayMode: .always), .navigationBarDrawer(displayMode: .automatic)])
    func everyPlacementIsTheDrawerOnIPhone(placement: SearchFieldPlacement) {
        let host = ViewHost(NavigationStack {
            Color.red.navigationTitle("Weather").searchable(text: .constant(""), placement: placement)
        }, size: phone)
        #expect(host.frame(ofUnit: "RoundedRectangle") == CGRect(x: 16, y: 104, width: 361, height: 36))
    }

    /// With text the field shows it instead of the prompt, in the label colour.
    @Test func aNonEmptyQueryIsDrawnInsteadOfThePrompt() throws {
        let box = SearchBox()
        box.query = "Tokyo"
        let host = ViewHost(SearchScreen(box: box), size: phone, scale: 1)
        #expect(host.frame(ofUnit: #"Text("Cities")"#) == nil)
        let text = try #require(host.frame(ofUnit: #"Text("Tokyo")"#))
        let image = host.render()
        let darkest = (Int(text.minX)..<Int(text.maxX)).flatMap { x in
            (Int(text.minY)..<Int(text.maxY)).map { image[x, $0] }
        }.min { $0.r < $1.r }
        // Black text (label) on the field: the darkest pixel is black.
        #expect(darkest == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// The field's fill is tertiarySystemFill over the system background: (120, 120, 128) at
    /// 12 % over white, (118, 118, 128) at 24 % over black.
    @Test(arguments: [(ColorScheme.light, RGBA8(r: 239, g: 239, b: 240, a: 255)),
                      (ColorScheme.dark, RGBA8(r: 28, g: 28, b: 31, a: 255))])
    func theFieldIsFilledWithTertiarySystemFill(scheme: ColorScheme, expected: RGBA8) {
        let host = ViewHost(NavigationStack {
            Color.clear.navigationTitle("Weather").searchable(text: .constant(""))
        }, size: phone, scale: 1, colorScheme: scheme)
        #expect(host.render()[360, 122] == expected)
        // Outside the field, the background.
        #expect(host.render()[360, 100] == (scheme == .dark ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 255, g: 255, b: 255, a: 255)))
    }

    /// A tap on the field starts the search: content sees `isSearching`, the bar shows only
    /// the drawer with Cancel, which clears the text and ends the search.
    @Test func tappingTheFieldSearchesAndCancelEndsIt() throws {
        let box = SearchBox()
        let host = ViewHost(SearchScreen(box: box), size: phone)
        #expect(!box.isSearching)
        #expect(host.frame(ofUnit: #"Text("Cancel")"#) == nil)
        #expect(host.tap(unit: #"Text("Cities")"#))
        #expect(box.isSearching)
        #expect(host.frame(ofUnit: #"Text("Weather")"#) == nil)
        #expect(host.frame(ofUnit: "RoundedRectangle")?.minY == 8)
        let cancel = try #require(host.frame(ofUnit: #"Text("Cancel")"#))
        #expect(cancel.maxX == 377)
        #expect(host.tap(unit: #"Text("Cancel")"#))
        #expect(!box.isSearching)
        #expect(box.query == "")
        #expect(host.frame(ofUnit: #"Text("Weather")"#) != nil)
    }

    /// A tap focuses the field as well as starting the search: typed keys edit the query and
    /// delete removes the last character; after Cancel nothing has focus and typing warns.
    @Test func theTappedFieldTakesTyping() throws {
        let box = SearchBox()
        let host = ViewHost(SearchScreen(box: box), size: phone)
        #expect(!host.typeText("x"))
        #expect(host.tap(unit: #"Text("Cities")"#))
        #expect(host.typeText("Romx"))
        #expect(host.pressKey(.delete))
        #expect(box.query == "Rom")
        #expect(host.frame(ofUnit: #"Text("Results")"#) != nil)
        #expect(host.accessibilityDescription().contains(#"[searchField] "Cities" value: "Rom" (16, 8, "#))
        #expect(host.tap(unit: #"Text("Cancel")"#))
        #expect(box.query == "")
        #expect(!host.typeText("y"))
        #expect(box.query == "")
    }

    /// While the field has focus its insertion point is drawn in the tint colour before the
    /// prompt (empty query) and after the text; it goes with the focus.
    @Test func theFocusedFieldDrawsItsInsertionPoint() throws {
        let host = ViewHost(SearchScreen(box: SearchBox()), size: phone)
        #expect(host.tap(unit: #"Text("Cities")"#))
        let prompt = try #require(host.frame(ofUnit: #"Text("Cities")"#))
        let tint = RGBA8(r: 0, g: 122, b: 255, a: 255)
        let caret = host.render()
        #expect(caret[Int(prompt.minX.rounded(.up)), Int(prompt.midY)] == tint)
        #expect(host.typeText("Oslo"))
        let text = try #require(host.frame(ofUnit: #"Text("Oslo")"#))
        #expect(host.render()[Int(text.maxX.rounded(.up)) + 1, Int(text.midY)] == tint)
        #expect(host.pressKey(.return))
        #expect(host.render()[Int(text.maxX.rounded(.up)) + 1, Int(text.midY)] != tint)
    }

    /// A query longer than the field scrolls while the field has focus: its end and the
    /// insertion point show at the field's trailing side (before the clear button), its start
    /// is cut off; unfocused after return, it is tail-truncated from its start again.
    @Test func aLongQueryScrollsToShowItsEnd() throws {
        let host = ViewHost(SearchScreen(box: SearchBox()), size: phone)
        #expect(host.tap(unit: #"Text("Cities")"#))
        let query = "Llanfairpwllgwyngyll and Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu"
        #expect(host.typeText(query))
        // The query is wider than the screen: focused, it starts off screen and ends inside
        // the field, left of the clear button (16 + 22 points from the edge, and more).
        // (Layout descriptions name a text by its first 23 characters.)
        let name = "Text(\"\(query.prefix(23))…\")"
        let text = try #require(host.frame(ofUnit: name))
        #expect(text.minX < 0)
        #expect(text.maxX + TextCaret.reachPastEnd < phone.width - 38)
        let tint = RGBA8(r: 0, g: 122, b: 255, a: 255)
        #expect(host.render()[Int(text.maxX.rounded(.up)) + 1, Int(text.midY)] == tint)
        #expect(host.pressKey(.return))
        let resting = try #require(host.frame(ofUnit: name))
        #expect(resting.minX > 16 && resting.maxX < phone.width - 38)
    }

    /// Return in the field runs the `.search` submit actions around the `searchable` (not the
    /// `.text` ones) and gives up focus; the search stays presented, as the Search key leaves it.
    @Test func returnSubmitsTheSearchAndKeepsItPresented() throws {
        final class Log { var submitted: [String] = [] }
        struct Screen: View {
            let log: Log
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text(query)
                        .searchable(text: $query, prompt: "Cities")
                        .onSubmit(of: .search) { log.submitted.append("search \(query)") }
                        .onSubmit(of: .text) { log.submitted.append("text \(query)") }
                        .navigationTitle("Weather")
                }
            }
        }
        let log = Log()
        let host = ViewHost(Screen(log: log), size: phone)
        #expect(host.tap(unit: #"Text("Cities")"#))
        #expect(host.typeText("Oslo\n"))
        #expect(log.submitted == ["search Oslo"])
        #expect(host.frame(ofUnit: #"Text("Cancel")"#) != nil)
        #expect(!host.typeText("x"))
        // A second tap focuses the presented field again.
        #expect(host.tap(unit: #"Text("Oslo")"#))
        #expect(host.typeText("!"))
        #expect(host.frame(ofUnit: #"Text("Oslo!")"#) != nil)
    }

    /// With `isPresented:` the binding presents the search, and `dismissSearch` ends it.
    @Test func isPresentedDrivesTheSearchAndDismissSearchEndsIt() throws {
        let box = SearchBox()
        box.isPresented = true
        box.query = "Rome"
        let host = ViewHost(SearchScreen(box: box, usesPresentedBinding: true), size: phone)
        // Presented: only the drawer (52) over the content; the clear button shows with text.
        #expect(host.frame(ofUnit: #"Text("Results")"#) != nil)
        let field = try #require(host.frame(ofUnit: "RoundedRectangle"))
        let cancel = try #require(host.frame(ofUnit: #"Text("Cancel")"#))
        #expect(field.minX == 16 && field.minY == 8 && field.height == 36)
        #expect(field.maxX == cancel.minX - 8)
        #expect(box.isSearching)
        #expect(host.accessibilityDescription().contains(#"[button] "Clear text""#))
        #expect(host.tap(unit: #"Text("Done")"#))
        #expect(!box.isPresented)
        #expect(box.query == "")
        #expect(!box.isSearching)
    }

    /// Applied around the stack, the field is the root page's; a pushed page has none.
    @Test func searchableOnTheStackIsTheRootPages() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Details") { Color.blue.navigationTitle("Detail") }
                .navigationTitle("Root")
        }
        .searchable(text: .constant("")), size: phone)
        #expect(host.frame(ofUnit: "RoundedRectangle") == CGRect(x: 16, y: 104, width: 361, height: 36))
        host.tap(unit: #"Text("Details")"#)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504))
    }

    /// Outside any navigation container iOS draws no field (the navigation bar draws it):
    /// Raster draws nothing either and warns once, naming the fix.
    @Test func outsideANavigationContainerNothingIsDrawnAndItWarns() {
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(Color.red.searchable(text: .constant("")), size: phone)
            _ = host.render()
            return host
        }
        #expect(host.frame(ofUnit: "RoundedRectangle") == nil)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 0, width: 393, height: 600))
        #expect(warnings == [
            "searchable(text:placement:prompt:) is applied to a view outside any NavigationStack, NavigationSplitView or "
            + "NavigationView, so no search field is drawn (on iOS the navigation bar draws it). Put the view in a "
            + "NavigationStack, or apply searchable to the NavigationStack",
        ])
    }

    /// Scopes, suggestions and completions are accepted and recorded for the content.
    @Test func scopesSuggestionsAndCompletionsAreRecorded() {
        enum Scope: Hashable { case all, europe, asia }
        var record = SearchRecord()
        let host = ViewHost(NavigationStack {
            EnvironmentReader { record = $0.searchRecord }
                .searchable(text: .constant(""))
                .searchScopes(.constant(Scope.all), activation: .onSearchPresentation) {
                    Text("All").tag(Scope.all)
                    Text("Europe").tag(Scope.europe)
                    Text("Asia").tag(Scope.asia)
                }
                .searchSuggestions { Text("Paris").searchCompletion("Paris") }
                .searchSuggestions(.hidden, for: .menu)
                .onSubmit(of: .search) {}
        }, size: phone)
        _ = host.render()
        #expect(record.scopeCount == 3)
        #expect(record.scopeActivation == .onSearchPresentation)
        #expect(record.hasSuggestions)
        #expect(record.suggestionsVisibility == [.menu: .hidden])
    }

    /// The field is one accessibility element: a search field labelled with its prompt.
    @Test func theFieldIsASearchFieldElement() {
        let host = ViewHost(NavigationStack {
            Color.red.searchable(text: .constant("Oslo"), prompt: "Cities")
        }, size: phone)
        #expect(host.accessibilityDescription().contains(#"[searchField] "Cities" value: "Oslo" (16, 52, 361, 36)"#))
    }
}

/// Reads the environment it is drawn in.
private struct EnvironmentReader: View {
    let read: (EnvironmentValues) -> Void
    @Environment(\.self) private var environment

    var body: some View {
        let _ = read(environment)
        Color.clear
    }
}
