// SearchTokenTests.swift · RasterTests/Navigation · the token forms of searchable
// (Modifiers/SearchTokenModifiers.swift) and their chips in the field (Views/Navigation/
// SearchBar.swift). Tokens come before the text (Apple, UISearchTextField); the chip's
// figures are SearchBarMetrics' (UNCERTAIN).

import Foundation
import Testing
@testable import Raster

private struct City: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

@Suite struct SearchTokenTests {
    private let phone = CGSize(width: 393, height: 600)
    private let cities = [City(name: "Paris"), City(name: "Rome")]

    /// The chips sit in the field (its centre line at 122 under a large title), one after
    /// the other with 4 between chips and 6 inside each; with tokens there is no prompt, and
    /// typed text follows the last chip.
    @Test func tokensAreChipsBeforeTheText() throws {
        func host(text: String) -> ViewHost<some View> {
            ViewHost(NavigationStack {
                Color.red.navigationTitle("Weather")
                    .searchable(text: .constant(text), tokens: .constant(cities), prompt: "Cities") { Text($0.name) }
            }, size: phone)
        }
        let empty = host(text: "")
        let paris = try #require(empty.frame(ofUnit: #"Text("Paris")"#))
        let rome = try #require(empty.frame(ofUnit: #"Text("Rome")"#))
        #expect(paris.midY == 122)
        #expect(rome.midY == 122)
        let chipGap: CGFloat = 6 + 4 + 6
        #expect(abs(rome.minX - paris.maxX - chipGap) < 0.001)
        // After the field's 16-point margin, the 8-point icon inset, the glass and 6 + 6.
        let beforeGlass: CGFloat = 16 + 8 + 6 + 6
        #expect(paris.minX > beforeGlass)
        #expect(paris.minX < beforeGlass + 24)
        #expect(empty.frame(ofUnit: #"Text("Cities")"#) == nil)

        let typed = host(text: "Lyon")
        let text = try #require(typed.frame(ofUnit: #"Text("Lyon")"#))
        let typedRome = try #require(typed.frame(ofUnit: #"Text("Rome")"#))
        let textGap: CGFloat = 6 + 6
        #expect(abs(text.minX - typedRome.maxX - textGap) < 0.001)
        // The bar keeps its layout: the large title ends at 88.
        #expect(typed.frame(ofUnit: #"Text("Weather")"#)?.maxY == 88)
    }

    /// Every token form (tokens, editable tokens, suggested tokens, each with and without
    /// isPresented and with each prompt form) draws its tokens.
    @Test func everyTokenFormDrawsItsTokens() {
        func shows(_ view: some View) -> Bool {
            ViewHost(NavigationStack { view }, size: phone).frame(ofUnit: #"Text("Paris")"#) != nil
        }
        let text = Binding.constant("")
        let tokens = Binding.constant(cities)
        let suggested = Binding.constant([City(name: "Oslo")])
        let presented = Binding.constant(false)
        let view = Color.red
        #expect(shows(view.searchable(text: text, tokens: tokens) { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, prompt: LocalizedStringKey("P")) { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, prompt: String("P")) { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, isPresented: presented) { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, isPresented: presented, prompt: "P") { Text($0.name) }))
        #expect(shows(view.searchable(text: text, editableTokens: tokens) { Text($0.wrappedValue.name) }))
        #expect(shows(view.searchable(text: text, editableTokens: tokens, prompt: Text("P")) { Text($0.wrappedValue.name) }))
        #expect(shows(view.searchable(text: text, editableTokens: tokens, isPresented: presented) { Text($0.wrappedValue.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, suggestedTokens: suggested) { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, suggestedTokens: suggested, prompt: "P") { Text($0.name) }))
        #expect(shows(view.searchable(text: text, tokens: tokens, suggestedTokens: suggested, isPresented: presented) {
            Text($0.name)
        }))
    }

    /// An editable token's view gets a binding to its element: writing it changes the
    /// bound tokens.
    @Test func anEditableTokenWritesItsElement() {
        final class Box { var tokens = [City(name: "Paris")] }
        let box = Box()
        let tokens = Binding(get: { box.tokens }, set: { box.tokens = $0 })
        let host = ViewHost(NavigationStack {
            Color.red.searchable(text: .constant(""), editableTokens: tokens) { city in
                Button(city.wrappedValue.name) { city.wrappedValue = City(name: "Nice") }
            }
        }, size: phone)
        #expect(host.tap(unit: #"Text("Paris")"#))
        #expect(box.tokens == [City(name: "Nice")])
    }

    /// No tokens: the prompt shows as in the text forms.
    @Test func noTokensShowThePrompt() {
        let host = ViewHost(NavigationStack {
            Color.red.searchable(text: .constant(""), tokens: .constant([City]()), prompt: "Cities") { Text($0.name) }
        }, size: phone)
        #expect(host.frame(ofUnit: #"Text("Cities")"#) != nil)
    }
}
