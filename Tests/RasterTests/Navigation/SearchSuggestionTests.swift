// SearchSuggestionTests.swift · RasterTests/Navigation · the scope bar, the suggestion list and
// searchPresentationToolbarBehavior of a presented search (Views/Navigation/SearchSuggestions.swift).
// Numbers: the 52-point drawer (SearchBarMetrics, UNCERTAIN), the 32-point segmented control with
// 8 below it (SearchScopeBarMetrics, UNCERTAIN), 44-point list rows (ios17-metrics.md §4); rules
// from SwiftUI's docs: `SearchScopeActivation.automatic` is `onTextEntry` on iOS, UIKit shows no
// scope bar with fewer than two scopes.

import Foundation
import Testing
@testable import Raster

private enum Scope: Hashable { case all, europe, asia }

private final class QueryBox {
    var text = ""
}

@Suite struct SearchSuggestionTests {
    private let phone = CGSize(width: 393, height: 600)

    private func scoped(text: String, activation: SearchScopeActivation, scopes: Int = 3) -> ViewHost<AnyView> {
        ViewHost(AnyView(NavigationStack {
            Color.red
                .navigationTitle("Weather")
                .searchable(text: .constant(text), isPresented: .constant(true))
                .searchScopes(.constant(Scope.all), activation: activation) {
                    Text("All").tag(Scope.all)
                    if scopes > 1 { Text("Europe").tag(Scope.europe) }
                    if scopes > 2 { Text("Asia").tag(Scope.asia) }
                }
        }), size: phone)
    }

    /// On presentation the scope bar sits under the field: the page's content starts 52 + 44
    /// points down (UIKit's 44-point scope container in a navigation bar), the segments'
    /// labels centred in the 32-point control 2 points into the bar (SearchScopeBarMetrics).
    @Test func theScopeBarShowsUnderThePresentedField() throws {
        let host = scoped(text: "", activation: .onSearchPresentation)
        #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504))
        #expect(try #require(host.frame(ofUnit: #"Text("Europe")"#)).midY == 52 + 2 + 16)
    }

    /// `.automatic` is `.onTextEntry` on iOS: no scope bar until the search has text.
    @Test func automaticScopesWaitForText() {
        #expect(scoped(text: "", activation: .automatic).frame(ofUnit: "Color")?.minY == 52)
        #expect(scoped(text: "Par", activation: .automatic).frame(ofUnit: "Color")?.minY == 96)
        #expect(scoped(text: "", activation: .onTextEntry).frame(ofUnit: #"Text("Europe")"#) == nil)
    }

    @Test func oneScopeShowsNoScopeBar() {
        #expect(scoped(text: "", activation: .onSearchPresentation, scopes: 1).frame(ofUnit: "Color")?.minY == 52)
    }

    private func suggesting(presented: Bool, box: QueryBox, cities: [String] = ["Paris", "Prague"],
                            hidden: Bool = false) -> ViewHost<AnyView> {
        ViewHost(AnyView(NavigationStack {
            Color.red
                .navigationTitle("Weather")
                .searchable(text: Binding(get: { box.text }, set: { box.text = $0 }), isPresented: .constant(presented))
                .searchSuggestions {
                    ForEach(cities, id: \.self) { Text($0).searchCompletion($0) }
                }
                .searchSuggestions(hidden ? .hidden : .automatic, for: .content)
        }), size: phone)
    }

    /// While the search is presented the suggestions are 44-point rows of a plain list under
    /// the field; a tap on one fills the field with its completion.
    @Test func suggestionsAreListedAndACompletionFillsTheField() throws {
        let box = QueryBox()
        let host = suggesting(presented: true, box: box)
        let paris = try #require(host.frame(ofUnit: #"Text("Paris")"#))
        let prague = try #require(host.frame(ofUnit: #"Text("Prague")"#))
        // The first row is the 44 points under the 52-point drawer.
        #expect(paris.minY > 52 && paris.maxY < 52 + 44)
        #expect(prague.midY == paris.midY + 44)
        host.tap(unit: #"Text("Prague")"#)
        #expect(box.text == "Prague")
    }

    /// No list at rest, with no suggestion, or hidden for the content: the content shows.
    @Test func noListAtRestWithoutSuggestionsOrWhenHidden() {
        #expect(suggesting(presented: false, box: QueryBox()).frame(ofUnit: #"Text("Paris")"#) == nil)
        #expect(suggesting(presented: true, box: QueryBox(), cities: []).frame(ofUnit: "ScrollView") == nil)
        #expect(suggesting(presented: true, box: QueryBox(), hidden: true).frame(ofUnit: #"Text("Paris")"#) == nil)
    }

    /// `searchCompletion` outside a suggestion list leaves the view as it is.
    @Test func aCompletionOutsideSuggestionsDoesNothing() {
        let host = ViewHost(Text("Paris").searchCompletion("Paris"), size: CGSize(width: 100, height: 40))
        #expect(!host.tap(unit: #"Text("Paris")"#))
    }

    /// `.avoidHidingContent` keeps the bar's row (with the inline title) above the presented
    /// field; `.automatic` shows only the field.
    @Test func avoidHidingContentKeepsTheTitleRow() throws {
        func host(_ behavior: SearchPresentationToolbarBehavior) -> ViewHost<AnyView> {
            ViewHost(AnyView(NavigationStack {
                Color.red
                    .navigationTitle("Weather")
                    .searchable(text: .constant(""), isPresented: .constant(true))
                    .searchPresentationToolbarBehavior(behavior)
            }), size: phone)
        }
        let kept = host(.avoidHidingContent)
        #expect(try #require(kept.frame(ofUnit: #"Text("Weather")"#)).midY == 22)
        #expect(kept.frame(ofUnit: "RoundedRectangle")?.minY == 52)
        #expect(kept.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504))
        let automatic = host(.automatic)
        #expect(automatic.frame(ofUnit: #"Text("Weather")"#) == nil)
        #expect(automatic.frame(ofUnit: "Color") == CGRect(x: 0, y: 52, width: 393, height: 548))
    }

    /// The scopes of `scoped(text:activation:)` declared inside the `searchable`'s content:
    /// on the page's view with `searchable` on the stack (`onStack`), or before a
    /// `searchable` on the same view.
    private func scopedInside(onStack: Bool) -> ViewHost<AnyView> {
        let page = Color.red
            .searchScopes(.constant(Scope.all), activation: .onSearchPresentation) {
                Text("All").tag(Scope.all)
                Text("Europe").tag(Scope.europe)
            }
            .navigationTitle("Weather")
        if onStack {
            return ViewHost(AnyView(NavigationStack { page }
                .searchable(text: .constant(""), isPresented: .constant(true))), size: phone)
        }
        return ViewHost(AnyView(NavigationStack {
            page.searchable(text: .constant(""), isPresented: .constant(true))
        }), size: phone)
    }

    /// Scopes applied inside the searchable content (the usual place in real code) show the
    /// same scope bar as scopes applied around the `searchable`.
    @Test func scopesInsideTheSearchableContentShowTheScopeBar() throws {
        for onStack in [true, false] {
            let host = scopedInside(onStack: onStack)
            #expect(host.frame(ofUnit: "Color") == CGRect(x: 0, y: 96, width: 393, height: 504), "on the stack: \(onStack)")
            #expect(try #require(host.frame(ofUnit: #"Text("Europe")"#)).midY == 52 + 2 + 16)
        }
    }

    /// Suggestions applied inside the searchable content are listed, and a completion fills
    /// the field, as for suggestions applied around it.
    @Test func suggestionsInsideTheSearchableContentAreListed() throws {
        let box = QueryBox()
        let host = ViewHost(AnyView(NavigationStack {
            Color.red
                .searchSuggestions {
                    ForEach(["Paris", "Prague"], id: \.self) { Text($0).searchCompletion($0) }
                }
                .navigationTitle("Weather")
        }
        .searchable(text: Binding(get: { box.text }, set: { box.text = $0 }), isPresented: .constant(true))), size: phone)
        let paris = try #require(host.frame(ofUnit: #"Text("Paris")"#))
        #expect(paris.minY > 52 && paris.maxY < 52 + 44)
        host.tap(unit: #"Text("Prague")"#)
        #expect(box.text == "Prague")
    }

    /// Declared both inside and around the `searchable`, the one around it wins.
    @Test func suggestionsAroundTheSearchableWinOverInnerOnes() {
        let host = ViewHost(AnyView(NavigationStack {
            Color.red
                .searchSuggestions { Text("Inner") }
                .navigationTitle("Weather")
                .searchable(text: .constant(""), isPresented: .constant(true))
                .searchSuggestions { Text("Outer") }
        }), size: phone)
        #expect(host.frame(ofUnit: #"Text("Outer")"#) != nil)
        #expect(host.frame(ofUnit: #"Text("Inner")"#) == nil)
    }

    /// Scopes or suggestions on a page with no `searchable` anywhere: nothing is drawn and
    /// one warning names the fix; with a field there is no warning.
    @Test func scopesWithoutASearchableFieldWarn() {
        let warnings = capturingWarnings {
            let host = ViewHost(NavigationStack {
                Color.red
                    .searchScopes(.constant(Scope.all), activation: .onSearchPresentation) {
                        Text("All").tag(Scope.all)
                        Text("Europe").tag(Scope.europe)
                    }
                    .navigationTitle("Weather")
            }, size: phone)
            #expect(host.frame(ofUnit: #"Text("Europe")"#) == nil)
        }
        #expect(warnings.filter { $0.contains("no searchable field") }.count == 1)
        let quiet = capturingWarnings { _ = scopedInside(onStack: true).render() }
        #expect(!quiet.contains { $0.contains("no searchable field") })
    }
}
