// SearchSuggestions.swift · Raster/Views/Navigation · the scope bar and the suggestion list a presented search draws (UIKit's UISearchBar scope bar and SwiftUI's suggestions list on iOS 17)
// Status: Partial — the scope bar is the segmented picker under the field, its spacing
// UNCERTAIN; suggestions are a plain list over the page's content with no sections of their
// own; token completions are not drawn.

import Foundation

/// What `searchScopes` declares: the segmented picker of the scopes, how many there are,
/// and when the scope bar shows.
struct SearchScopesDeclaration {
    let picker: AnyView
    let count: Int
    let activation: SearchScopeActivation

    var summary: SearchScopesSummary { SearchScopesSummary(count: count, activation: activation) }
}

/// What `searchSuggestions` declares: the suggestion views and how many there are (a
/// `ForEach` over nothing is none, so the content stays visible).
struct SearchSuggestionsDeclaration {
    let content: AnyView
    let count: Int

    init<S: View>(_ suggestions: S) {
        content = AnyView(suggestions)
        count = PickerOptions.views(in: suggestions).filter { !($0 is EmptyView) }.count
    }
}

/// What `searchScopes` and `searchSuggestions` declared inside a `searchable`'s content (on
/// the `List` in the stack, say), gathered with the page's bar declarations: the field uses
/// them where nothing around the `searchable` declared its own.
struct SearchContentDeclarations {
    var scopes: SearchScopesDeclaration?
    var suggestions: SearchSuggestionsDeclaration?
    /// A `searchFocused` binding in the page's content (`SearchFocusModifiers.swift`).
    var focus: SearchFocusBinding?

    /// The inner `later` replaces these (the outermost declaration wins).
    mutating func merge(_ later: SearchContentDeclarations) {
        scopes = later.scopes ?? scopes
        suggestions = later.suggestions ?? suggestions
        focus = later.focus ?? focus
    }
}

/// The part of inner scopes that decides the bar's height: how many scopes there are and
/// when their bar shows (`SearchScopesDeclaration.shows`).
struct SearchScopesSummary: Equatable {
    let count: Int
    let activation: SearchScopeActivation

    /// Whether the scope bar shows for a search that is `presented` with `text`: only with
    /// two scopes or more (UIKit's rule, `scopeBarActivation` docs); on presentation for
    /// `.onSearchPresentation`, else once text is entered (`.automatic` is `.onTextEntry`
    /// on iOS, per SwiftUI's `SearchScopeActivation.automatic` docs).
    func shows(presented: Bool, text: String) -> Bool {
        guard presented, count >= 2 else { return false }
        return activation == .onSearchPresentation || !text.isEmpty
    }
}

/// The scope bar's figures, points: in a navigation bar UIKit gives the scope bar a 44-point
/// container under the search field's drawer and puts the segmented control (32 points,
/// `SegmentedControl.height`) 2 points below its top, so 10 are left below it; the control
/// sits at the bar's layout margins. Source: UIKit's `_UISearchBarVisualProviderIOS`,
/// `hostedScopeBarHeightForBarMetrics:` (44 at the default bar metrics, 32 at the compact
/// ones) and `hostedScopeBarTopInsetForBarMetrics:` (2), which
/// `_UISearchBarScopeContainerLayout` uses for a search bar hosted by a navigation bar, read
/// in the iOS 18.0 decompilation (22A3354) in the public repository
/// EthanArbuckle/iPad_10.2_18.0_22A3354_Restore. [UNCERTAIN only in version: iOS 17's build
/// was not read; a search bar outside a navigation bar uses other insets, 7 above and 8
/// below (`defaultScopeBarInsets`)]
enum SearchScopeBarMetrics {
    static let topPadding: CGFloat = 2
    static let height: CGFloat = 44
    static var bottomPadding: CGFloat { height - topPadding - SegmentedControl.height }
}

/// The scope bar: the scopes' segmented picker at the bar's layout margins.
struct SearchScopeBar: View {
    let scopes: SearchScopesDeclaration

    var body: some View {
        GeometryReader { proxy in
            scopes.picker
                .padding(.horizontal, NavigationBarMetrics.margin(forWidth: proxy.size.width))
        }
        .frame(height: SegmentedControl.height)
        .padding(.top, SearchScopeBarMetrics.topPadding)
        .padding(.bottom, SearchScopeBarMetrics.bottomPadding)
    }
}

/// The suggestions of a presented search: a plain list of the suggestion views over the
/// page's content, on the system background, as iOS 17 lists them while the field is
/// focused. A row marked with `searchCompletion` fills the field with its completion when
/// tapped.
struct SearchSuggestionList: View {
    let suggestions: SearchSuggestionsDeclaration
    let text: Binding<String>

    var body: some View {
        List { suggestions.content }
            .listStyle(.plain)
            .environment(\.searchCompletionText, text)
            .background(Color(storage: .system(.systemBackground)))
    }
}

/// `searchCompletion(_:)`: inside a suggestion list, a tap on the view sets the search text
/// to the completion.
struct SearchCompletionModifier: ViewModifier {
    let completion: String

    @Environment(\.searchCompletionText) private var text

    func body(content: Content) -> some View {
        if let text {
            let completion = self.completion
            content
                .contentShape(Rectangle())
                .onTapGesture { text.wrappedValue = completion }
                .accessibilityAddTraits(.isButton)
        } else {
            content
        }
    }
}

private struct SearchCompletionTextKey: EnvironmentKey {
    static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
    /// The search text a suggestion's completion fills; nil outside a suggestion list.
    var searchCompletionText: Binding<String>? {
        get { self[SearchCompletionTextKey.self] }
        set { self[SearchCompletionTextKey.self] = newValue }
    }
}
