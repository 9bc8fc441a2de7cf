// SearchModifiers.swift · Raster/Modifiers · mirrors SwiftUI searchable(text:placement:prompt:) and its isPresented: and suggestions: forms, SearchFieldPlacement, searchScopes, searchSuggestions, searchCompletion, isSearching, dismissSearch (iOS 17)
// Status: Partial — the field is drawn in a navigation stack's bar (Views/Navigation/
// SearchBar.swift); suggestions, completions and scopes are recorded, not drawn (their
// overlay and scope bar need typing, which a still frame has none of); the token forms are
// in SearchTokenModifiers.swift.

import Foundation

/// The placement of a search field in a view hierarchy.
///
/// Raster: on iPhone every placement is the navigation bar's drawer under the title, as iOS
/// 17 puts the field of a stack's page there whatever the placement asks; the drawer's
/// display mode changes nothing while the content is at its top (there is no scrolling
/// under the bar).
public struct SearchFieldPlacement: Equatable, Sendable {
    /// A type of search field placement in the navigation bar drawer.
    public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
        let name: String

        /// Allow the search field to be collapsed as the user scrolls their content.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always display the search field no matter the scroll position of the user's content.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    let name: String
    var drawerDisplayMode: NavigationBarDrawerDisplayMode?

    /// SwiftUI places the search field automatically for the platform: the navigation
    /// bar's drawer on iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The search field is placed in the toolbar (on iPhone, the navigation bar's drawer).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The search field is placed in the sidebar of a navigation split view (on iPhone, the
    /// collapsed stack's drawer).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The search field is placed in a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The search field is placed in a drawer of the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer", drawerDisplayMode: displayMode)
    }
}

/// What a `searchable` modifier declares for the navigation bar that draws its field.
struct SearchFieldDeclaration {
    var text: Binding<String>
    /// Whether the search is active: the field is focused, with its Cancel button.
    var isPresented: Binding<Bool>
    /// The placeholder; nil for "Search".
    var prompt: Text?
    var placement: SearchFieldPlacement
    /// The views of the search tokens (`searchable(text:tokens:…)`), drawn as chips before
    /// the text; empty without tokens.
    var tokens: [AnyView] = []
    /// The scope bar declared around the `searchable` (`searchScopes`); nil without one.
    var scopes: SearchScopesDeclaration?
    /// The suggestions declared around the `searchable` (`searchSuggestions`); nil without.
    var suggestions: SearchSuggestionsDeclaration?
    /// Whether the bar keeps its title row while the search is presented
    /// (`searchPresentationToolbarBehavior(.avoidHidingContent)`).
    var keepsTitleRow = false
    /// The `onSubmit(of:_:)` actions around the `searchable`, outermost first: return in the
    /// field runs the `.search` ones.
    var submitActions: [(triggers: SubmitTriggers, action: () -> Void)]
    /// The field's identity for the window's focus: the `searchable`'s, since the bar draws
    /// the field anew when the search is presented.
    var focusToken: ImplicitFocusToken
    /// The `searchFocused` binding the field's focus follows; nil for the window's implicit
    /// focus alone.
    var focus: SearchFocusBinding?

    /// How the page's drawer is shown: at rest, or presented with its scope bar (when its
    /// activation says so) and the title row (when kept).
    var drawerState: SearchDrawerState { drawerState(contentScopes: nil) }

    /// The drawer's state when the field has no scopes of its own and its content declared
    /// `contentScopes`.
    func drawerState(contentScopes: SearchScopesSummary?) -> SearchDrawerState {
        guard isPresented.wrappedValue else { return .resting }
        let shown = (scopes?.summary ?? contentScopes)?.shows(presented: true, text: text.wrappedValue) ?? false
        return .presented(scopeBar: shown, titleRow: keepsTitleRow)
    }

    /// The declaration with the scopes and suggestions of its content where it has none.
    func adopting(_ content: SearchContentDeclarations) -> SearchFieldDeclaration {
        var adopted = self
        adopted.scopes = scopes ?? content.scopes
        adopted.suggestions = suggestions ?? content.suggestions
        adopted.focus = focus ?? content.focus
        return adopted
    }

    /// The suggestions to list over the page's content: while the search is presented,
    /// when there is at least one and they are not hidden for the content.
    var visibleSuggestions: SearchSuggestionsDeclaration? {
        guard isPresented.wrappedValue, let suggestions, suggestions.count > 0 else { return nil }
        return suggestions
    }
}

/// An action that ends the current search interaction (`\.dismissSearch`): it clears the
/// search text and sets `isSearching` to false, as tapping Cancel does.
public struct DismissSearchAction {
    let action: () -> Void

    /// Dismisses the current search operation, if any.
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

/// A `searchable` applied to a navigation container (around a `NavigationStack`): the stack
/// gives it to its root page.
private struct ContainerSearchFieldKey: EnvironmentKey {
    static let defaultValue: SearchFieldDeclaration? = nil
}

/// What `searchScopes`, `searchSuggestions` and `searchPresentationToolbarBehavior`
/// declared around a `searchable`, which reads it into its field's declaration.
struct SearchRecord {
    var scopeCount = 0
    var scopeActivation: SearchScopeActivation?
    var hasSuggestions = false
    var suggestionsVisibility: [SearchSuggestionsPlacement: Visibility] = [:]
    var scopes: SearchScopesDeclaration?
    var suggestions: SearchSuggestionsDeclaration?
    var toolbarBehavior: SearchPresentationToolbarBehavior?

    /// The suggestions, unless hidden for the content (`searchSuggestions(.hidden, for:)`
    /// with `.content` or `.automatic`, which is the content on iPhone).
    var shownSuggestions: SearchSuggestionsDeclaration? {
        if suggestionsVisibility[.content] == .hidden || suggestionsVisibility[.automatic] == .hidden { return nil }
        return suggestions
    }
}

private struct SearchRecordKey: EnvironmentKey {
    static var defaultValue: SearchRecord { SearchRecord() }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching (the field of an enclosing
    /// `searchable` is active): its `isPresented` binding's value, or true after a tap on the
    /// field until Cancel or `dismissSearch`. False outside any `searchable`.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction of the enclosing `searchable`:
    /// clears its text and deactivates its field. Does nothing outside any `searchable`.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// A `searchable` applied around a navigation container, for the container's root page.
    var containerSearchField: SearchFieldDeclaration? {
        get { self[ContainerSearchFieldKey.self] }
        set { self[ContainerSearchFieldKey.self] = newValue }
    }

    /// What `searchScopes`, `searchSuggestions` and `searchCompletion` declared above this view.
    var searchRecord: SearchRecord {
        get { self[SearchRecordKey.self] }
        set { self[SearchRecordKey.self] = newValue }
    }
}

/// Whether a navigation container is inside a view: its stack states it, so a `searchable`
/// around it knows its field will be drawn.
struct NavigationContainerKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// The `searchable` modifier: declares its field to the page it is on (or, around a
/// navigation container, to the container's root page) and gives its content `isSearching`
/// and `dismissSearch`.
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    let placement: SearchFieldPlacement
    let source: String
    /// The token views of the token forms; empty for the others.
    var tokens: [AnyView] = []

    @State private var ownIsPresented = false
    @State private var focusToken = ImplicitFocusToken()
    @Environment(\.navigationContext) private var navigationContext
    @Environment(\.searchRecord) private var record
    @Environment(\.submitActions) private var submitActions
    @Environment(\.implicitFocus) private var implicitFocus
    @Environment(\.searchFocus) private var searchFocus

    func body(content: Content) -> some View {
        let presented = isPresented ?? $ownIsPresented
        let declaration = SearchFieldDeclaration(text: text, isPresented: presented, prompt: prompt, placement: placement,
                                                 tokens: tokens, scopes: record.scopes, suggestions: record.shownSuggestions,
                                                 keepsTitleRow: record.toolbarBehavior == .avoidHidingContent,
                                                 submitActions: submitActions, focusToken: focusToken, focus: searchFocus)
        let text = self.text, source = self.source
        let searchFocus = self.searchFocus
        let dismiss = DismissSearchAction {
            searchFocus?.release()
            text.wrappedValue = ""
            presented.wrappedValue = false
        }
        let focus = implicitFocus, token = focusToken
        let searching = content
            .environment(\.isSearching, presented.wrappedValue)
            .environment(\.dismissSearch, dismiss)
            .onChange(of: presented.wrappedValue) { _, isPresented in
                // The search ended (Cancel, dismissSearch, the binding): its field loses focus.
                if !isPresented, focus?.focused === token { focus?.focused = nil }
                if !isPresented { searchFocus?.release() }
            }
        return Group {
            if navigationContext != nil {
                searching.declaringSearchField(declaration)
            } else {
                searching
                    .environment(\.containerSearchField, declaration)
                    .backgroundPreferenceValue(NavigationContainerKey.self) { hasContainer in
                        if !hasContainer { SearchableOutsideNavigationWarning(source: source) }
                    }
            }
        }
    }
}

extension View {
    /// Declares a search field to the navigation page the view is on.
    /// Scopes and suggestions declared in the view (inside the `searchable`, as on the `List`
    /// in a stack) are the field's where none were declared around it.
    func declaringSearchField(_ declaration: SearchFieldDeclaration) -> some View {
        navigationBarContent { $0.search = declaration.adopting($0.searchContent) }
            .navigationPageInfo { $0.search = declaration.drawerState(contentScopes: $0.searchContentScopes) }
    }
}

/// Warns that a `searchable` has no navigation container to draw its field; draws nothing.
private struct SearchableOutsideNavigationWarning: View {
    let source: String

    var body: some View {
        warnOnce("\(source) is applied to a view outside any NavigationStack, NavigationSplitView or NavigationView, "
                 + "so no search field is drawn (on iOS the navigation bar draws it). Put the view in a NavigationStack, "
                 + "or apply searchable to the NavigationStack")
        return EmptyView()
    }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// Raster: in a navigation stack the field is drawn in the drawer under the page's title
    /// (the iOS 17 look: a 36-point rounded field with a magnifying glass and the prompt, or
    /// the text when `text` is not empty; Views/Navigation/SearchBar.swift); applied around
    /// the stack, on its root page. A tap on the field activates the search (`isSearching`),
    /// shows Cancel, which clears the text, and focuses the field: `ViewHost.typeText(_:)`
    /// then edits `text`, and return runs the `onSubmit(of: .search)` actions around the
    /// `searchable`. Outside any navigation container nothing is drawn and a warning names
    /// the fix.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (the navigation bar's
    ///     drawer on iPhone, whatever the placement).
    ///   - prompt: The placeholder; nil for "Search".
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt, placement: placement,
                                    source: "searchable(text:placement:prompt:)"))
    }

    /// Marks this view as searchable, with a prompt given by a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt given by a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field
    /// (iOS 17): `isPresented` is true while the search is active (the field focused, with
    /// Cancel); setting it activates or ends the search.
    ///
    /// Raster: while presented, the bar shows only the field and its Cancel button, as iOS
    /// moves the field up over the hidden title.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt, placement: placement,
                                    source: "searchable(text:isPresented:placement:prompt:)"))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// localized string key (iOS 17).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt given by a
    /// string (iOS 17).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with suggestions shown while searching (deprecated in
    /// favour of `searchSuggestions(_:)`).
    ///
    /// Raster: the suggestions are recorded, not drawn (`searchSuggestions(_:)`).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with suggestions and a prompt given by a localized
    /// string key.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with suggestions and a prompt given by a string.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Configures the search suggestions for this view: shown under the field while searching.
    ///
    /// Raster: for a `searchable` inside this view (applied after `searchable`, as Apple's
    /// examples do) or around it (on the `List` inside a searchable `NavigationStack`; a
    /// declaration around the `searchable` wins), the suggestion views are listed in a plain list over the page's
    /// content while the search is presented (a tap on the field, or `isPresented:` true)
    /// and there is at least one; a view marked with `searchCompletion(_:)` fills the field
    /// when tapped (Views/Navigation/SearchSuggestions.swift).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let declaration = SearchSuggestionsDeclaration(suggestions())
        return transformEnvironment(\.searchRecord) {
            $0.hasSuggestions = true
            $0.suggestions = declaration
        }
        .navigationBarContent { $0.searchContent.suggestions = declaration }
    }

    /// Configures how to display search suggestions within this view (iOS 16).
    ///
    /// Raster: `.hidden` for `.content` or `.automatic` (the content placement on iPhone)
    /// hides the suggestion list; `.menu` changes nothing on iPhone.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\.searchRecord) { record in
            for placement in SearchSuggestionsPlacement.allPlacements where placements.contains(placement.set) {
                record.suggestionsVisibility[placement] = visibility
            }
        }
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion: tapping it fills the search field.
    ///
    /// Raster: in the suggestion list a tap on the view sets the search text to
    /// `completion`; elsewhere the view is unchanged.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }

    /// Configures the search scopes for this view: a scope bar under the field while searching.
    ///
    /// Raster: for a `searchable` inside this view or around it (as `searchSuggestions`
    /// finds it), the scopes are a segmented picker bound
    /// to `scope` under the field (44 points more bar: `SearchScopeBarMetrics`), shown as
    /// `SearchScopeActivation.automatic` says on iOS (once the presented search has text),
    /// and only with two scopes or more.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Configures the search scopes for this view with the given activation strategy (iOS 16.4).
    ///
    /// Raster: as `searchScopes(_:scopes:)`; `.onSearchPresentation` shows the bar as soon
    /// as the search is presented, `.onTextEntry` and `.automatic` once it has text.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let options = scopes()
        let declaration = SearchScopesDeclaration(
            picker: AnyView(Picker(selection: scope, content: { options }, label: { EmptyView() }).pickerStyle(.segmented)),
            count: PickerOptions.of(options).count, activation: activation)
        return transformEnvironment(\.searchRecord) { record in
            record.scopeCount = declaration.count
            record.scopeActivation = activation
            record.scopes = declaration
        }
        .navigationBarContent { $0.searchContent.scopes = declaration }
        .navigationPageInfo { $0.searchContentScopes = declaration.summary }
    }

    /// Configures the search toolbar presentation behavior for any searchable modifiers
    /// within this view (iOS 17.1).
    ///
    /// Raster: with `.avoidHidingContent` a presented search keeps the bar's row (items
    /// and the inline title) above the field; with `.automatic` only the field shows, as
    /// iOS hides the row to focus on searching.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        transformEnvironment(\.searchRecord) { $0.toolbarBehavior = behavior }
    }
}

/// How the toolbar behaves when presenting search (iOS 17.1; mirrors SwiftUI's
/// `SearchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    let name: String

    /// The automatic behavior: on iOS the bar hides its row while searching.
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    /// The avoid hiding content behavior: the bar keeps its content while searching.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "avoidHidingContent")
    }
}

/// The ways search scopes can be activated (iOS 16.4).
public struct SearchScopeActivation: Equatable, Sendable {
    let name: String

    /// The default: `onTextEntry` on iOS, `onSearchPresentation` on macOS.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// Scopes show when text is entered.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// Scopes show when the search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// A placement for search suggestions (iOS 16).
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let set: Set

    /// Search suggestions render automatically based on the surrounding context.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(set: .automatic) }
    /// Search suggestions render inside of a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(set: .menu) }
    /// Search suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(set: .content) }

    static let allPlacements: [SearchSuggestionsPlacement] = [.automatic, .menu, .content]

    /// An efficient set of search suggestion display modes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Search suggestions render automatically based on the surrounding context.
        public static let automatic = Set(rawValue: 1 << 0)
        /// Search suggestions render inside of a menu attached to the search field.
        public static let menu = Set(rawValue: 1 << 1)
        /// Search suggestions render in the main content of the app.
        public static let content = Set(rawValue: 1 << 2)
    }
}
