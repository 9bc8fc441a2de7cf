// SearchBar.swift · Raster/Views/Navigation · the search field a `searchable` page shows in its navigation bar's drawer (UIKit's UISearchBar in a navigation item, which SwiftUI uses on iOS 17)
// Status: Partial — a tap activates and focuses the field, which takes typing
// (`ViewHost.typeText`) with its caret at the end; no keyboard is drawn; the clear button
// shows while searching with text; metrics from ios17-metrics.md §5, several UNCERTAIN.

import Foundation

/// The search drawer's figures, points. Sources as in ios17-metrics.md §5: FLT is Flutter's
/// Cupertino search field (search_field.dart) and navigation bar (nav_bar.dart, the search
/// field "eyeballed on an iPhone 15 simulator running iOS 17.5"), ION Ionic's iOS search bar,
/// DIJA a compiled reference used as a cross-check.
enum SearchBarMetrics {
    /// The field's height: 36 (FLT `_kSearchFieldHeight`; ION `input-min-height`; DIJA).
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius: 10 (ION, DIJA). [UNCERTAIN — Flutter uses 9; UIKit's
    /// corner is continuous]
    static let cornerRadius: CGFloat = 10
    /// The drawer under the bar's title that holds the field: 52, the field with 8 above
    /// and below. [UNCERTAIN — UIKit's search bar in a navigation item is 52 points tall on
    /// iOS 13 and later by our reading of screenshots; Flutter's navigation-bar sample pads
    /// its field by 8]
    static let drawerHeight: CGFloat = 52
    /// Space above the field in the drawer.
    static let fieldTop: CGFloat = 8
    /// The magnifying glass: 8 from the field's leading edge, 17-point glyph (the body
    /// size), 6 before the text. [UNCERTAIN — FLT: icon start 6, 20-point icon, 5.5 text
    /// padding; ION: 22; DIJA: 14]
    static let iconLeading: CGFloat = 8
    static let iconSize: CGFloat = 17
    static let iconGap: CGFloat = 6
    /// The clear button's trailing inset: 8 (FLT: 5 plus the icon's padding). [UNCERTAIN]
    static let clearTrailing: CGFloat = 8
    /// Space between the field and its Cancel button while searching: 8. [UNCERTAIN — read
    /// from screenshots; FLT sizes the Cancel button 67 wide including its padding]
    static let cancelGap: CGFloat = 8
    /// A search token's chip: 28 tall (4 inside the field above and below), corner radius 6,
    /// 6 either side of its view, 4 between chips, in the system fill (Apple's UISearchToken
    /// page shows the token "in a gray box" before the text). [UNCERTAIN — sizes read from
    /// screenshots, not measured]
    static let tokenHeight: CGFloat = 28
    static let tokenCornerRadius: CGFloat = 6
    static let tokenPadding: CGFloat = 6
    static let tokenSpacing: CGFloat = 4
}

/// A page's search drawer: the field at the bar's layout margins, and while the search is
/// presented the Cancel button after it (tint colour, body font). A tap on the field
/// presents the search and focuses the field; Cancel clears the text and ends it, as iOS does.
struct SearchBar: View {
    let declaration: SearchFieldDeclaration

    var body: some View {
        let declaration = self.declaration
        let isPresented = declaration.isPresented.wrappedValue
        return GeometryReader { proxy in
            let margin = NavigationBarMetrics.margin(forWidth: proxy.size.width)
            HStack(spacing: SearchBarMetrics.cancelGap) {
                SearchFieldInput(declaration: declaration)
                if isPresented {
                    Button("Cancel") {
                        // The binding first: the field drawn at rest is a new one.
                        declaration.focus?.release()
                        declaration.text.wrappedValue = ""
                        declaration.isPresented.wrappedValue = false
                    }
                    .font(.body)
                    .fixedSize()
                }
            }
            .padding(.horizontal, margin)
            .padding(.top, SearchBarMetrics.fieldTop)
        }
        .frame(height: SearchBarMetrics.drawerHeight)
    }
}

/// The field as a text input control: it holds the window's focus like a `TextField` without
/// a focus binding (State/ImplicitFocus.swift). A tap presents the search and focuses it;
/// typed keys edit the search text, return runs the `.search` submit actions and gives up
/// focus (the search stays presented, as iOS's Search key leaves it); the `searchable` takes
/// the field's focus away when the search ends (Cancel, `dismissSearch`, `isPresented` false).
struct SearchFieldInput: View {
    let declaration: SearchFieldDeclaration

    @Environment(\.focusRequest) private var focusRequest
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        if let focus = declaration.focus {
            SearchFieldInput(declaration: declaration.withoutFocusBinding)
                .modifier(SearchFocusModifier(focus: focus, isPresented: declaration.isPresented))
        } else if focusRequest == nil {
            modifier(ImplicitFocusModifier(token: declaration.focusToken))
        } else {
            field
        }
    }

    private var field: some View {
        let declaration = self.declaration, focusRequest = self.focusRequest
        let isPresented = declaration.isPresented.wrappedValue
        let editing = TextEditing(text: declaration.text, selection: nil, isMultiline: false, trigger: .search,
                                  submitActions: declaration.submitActions)
        return SearchFieldShape(declaration: declaration, showsCaret: isFocused && isPresented)
            .modifier(FocusOnTap(request: {
                if !declaration.isPresented.wrappedValue { declaration.isPresented.wrappedValue = true }
                focusRequest?()
            }, editing: editing))
    }
}

/// Gives the search field the focus of its `searchFocused` binding, as `focused(_:equals:)`
/// gives a text field its binding's: focused while the binding holds the field's value; a tap
/// sets it (taking focus from whichever view had it); return gives it up. The binding set
/// while the search is not presented presents it, as focusing iOS's field does; the search
/// ending (Cancel, `dismissSearch`, `isPresented` false) gives the focus up.
struct SearchFocusModifier: ViewModifier {
    let focus: SearchFocusBinding
    let isPresented: Binding<Bool>
    @Environment(\.implicitFocus) private var implicitFocus

    func body(content: Content) -> some View {
        let focus = self.focus, implicitFocus = self.implicitFocus, isPresented = self.isPresented
        return content
            .transformEnvironment(\.self) { environment in
                environment.isFocused = focus.isFocused
                environment.focusRequest = {
                    if !focus.isFocused { implicitFocus?.releaseCurrent() }
                    focus.focus()
                }
                environment.focusRelease = focus.release
            }
            .onChange(of: focus.isFocused, initial: true) { _, isFocused in
                if isFocused && !isPresented.wrappedValue { isPresented.wrappedValue = true }
            }
            .onChange(of: isPresented.wrappedValue) { _, isPresented in
                if !isPresented { focus.release() }
            }
    }
}

extension SearchFieldDeclaration {
    /// The declaration without its `searchFocused` binding, for the field inside the
    /// modifier that applies it.
    var withoutFocusBinding: SearchFieldDeclaration {
        var declaration = self
        declaration.focus = nil
        return declaration
    }
}

/// The rounded field: tertiary system fill, the magnifying glass, the tokens' chips, and the
/// prompt (secondary label colour, only without tokens) or the text (label colour), and the
/// clear button while searching with text; the insertion point (`TextCaret`) while it has focus.
/// The field is one accessibility element (a search field labelled with its prompt, valued
/// with its text); the clear button is another.
struct SearchFieldShape: View {
    let declaration: SearchFieldDeclaration
    var showsCaret = false

    var body: some View {
        let text = declaration.text.wrappedValue
        let binding = declaration.text
        let showsClear = !text.isEmpty && declaration.isPresented.wrappedValue
        HStack(spacing: SearchBarMetrics.iconGap) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: SearchBarMetrics.iconSize))
                .foregroundStyle(.secondary)
            if !declaration.tokens.isEmpty {
                SearchTokenChips(tokens: declaration.tokens)
            }
            Group {
                if text.isEmpty, !declaration.tokens.isEmpty {
                    Spacer(minLength: 0)
                } else if text.isEmpty {
                    (declaration.prompt ?? Text("Search")).foregroundStyle(.secondary)
                } else {
                    Text(verbatim: text).foregroundStyle(.primary)
                }
            }
            .font(.body)
            .modifier(EditedLine(isEmpty: text.isEmpty, showsCaret: showsCaret))
        }
        .padding(.leading, SearchBarMetrics.iconLeading)
        .padding(.trailing, SearchBarMetrics.clearTrailing + (showsClear ? SearchBarMetrics.iconSize + SearchBarMetrics.iconGap : 0))
        .frame(height: SearchBarMetrics.fieldHeight)
        .background(RoundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius, style: .continuous)
            .fill(Color(storage: .system(.tertiaryFill))))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(declaration.prompt ?? Text("Search"))
        .accessibilityValue(Text(verbatim: text))
        .accessibilityAddTraits(.isSearchField)
        .overlay(alignment: .trailing) {
            if showsClear {
                Button { binding.wrappedValue = "" } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.system(size: SearchBarMetrics.iconSize))
                        .foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Clear text")
                .padding(.trailing, SearchBarMetrics.clearTrailing)
            }
        }
    }
}

/// The chips of a search field's tokens, in order, each its token's view (body font, label
/// colour) on the system fill.
struct SearchTokenChips: View {
    let tokens: [AnyView]

    var body: some View {
        HStack(spacing: SearchBarMetrics.tokenSpacing) {
            ForEach(tokens.indices, id: \.self) { index in
                tokens[index]
                    .font(.body)
                    .foregroundStyle(.primary)
                    .lineLimit(1)
                    .padding(.horizontal, SearchBarMetrics.tokenPadding)
                    .frame(height: SearchBarMetrics.tokenHeight)
                    .background(RoundedRectangle(cornerRadius: SearchBarMetrics.tokenCornerRadius, style: .continuous)
                        .fill(Color(storage: .system(.primaryFill))))
            }
        }
        .fixedSize()
    }
}
