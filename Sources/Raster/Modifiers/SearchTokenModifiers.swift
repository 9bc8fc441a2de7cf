// SearchTokenModifiers.swift · Raster/Modifiers · mirrors SwiftUI's token forms of searchable: searchable(text:tokens:placement:prompt:token:), searchable(text:editableTokens:placement:prompt:token:), searchable(text:tokens:suggestedTokens:placement:prompt:token:) and their isPresented: forms (iOS 16 and 17)
// Status: Partial — the tokens are drawn as chips before the text (SearchBar.swift); suggested
// tokens are accepted and not drawn (iOS lists them while the field is focused and empty);
// tokens cannot be typed, selected or deleted (there is no keyboard).

import Foundation

extension View {
    /// The token views of `tokens`, one per element, built now (the field shows the tokens
    /// as they are when the view's body runs).
    fileprivate func searchTokenViews<C: RandomAccessCollection, T: View>(_ tokens: Binding<C>,
                                                                         _ token: (C.Element) -> T) -> [AnyView] {
        tokens.wrappedValue.map { AnyView(token($0)) }
    }

    /// The token views of editable tokens: each built from a binding to its element.
    fileprivate func editableSearchTokenViews<C: RandomAccessCollection & MutableCollection, T: View>(
        _ tokens: Binding<C>, _ token: (Binding<C.Element>) -> T
    ) -> [AnyView] {
        tokens.wrappedValue.indices.map { index in
            AnyView(token(Binding(get: { tokens.wrappedValue[index] }, set: { tokens.wrappedValue[index] = $0 })))
        }
    }

    fileprivate func searchableWithTokens(text: Binding<String>, tokenViews: [AnyView], isPresented: Binding<Bool>?,
                                          placement: SearchFieldPlacement, prompt: Text?, source: String) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt, placement: placement,
                                    source: source, tokens: tokenViews))
    }

    // MARK: tokens (iOS 16)

    /// Marks this view as searchable with text and tokens.
    ///
    /// Raster: drawn as `searchable(text:placement:prompt:)` is, with each token's view
    /// (`token(element)`) in a chip before the text, in the order of `tokens`, as iOS keeps
    /// tokens before the field's text (Apple, UISearchTextField: "Tokens always occur
    /// contiguously before any text in the search field"); with tokens the prompt is not
    /// shown.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - tokens: The tokens in the field, before the text.
    ///   - placement: The preferred placement of the search field.
    ///   - prompt: The placeholder; nil for "Search".
    ///   - token: The view of one token.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: searchTokenViews(tokens, token), isPresented: nil, placement: placement,
                   prompt: prompt, source: "searchable(text:tokens:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text and tokens, with a prompt given by a
    /// localized string key.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and tokens, with a prompt given by a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    // MARK: tokens, isPresented (iOS 17)

    /// Marks this view as searchable with text and tokens, and programmatic presentation of
    /// the search field (iOS 17).
    ///
    /// Raster: the tokens as in `searchable(text:tokens:placement:prompt:token:)`; the
    /// presentation as in `searchable(text:isPresented:placement:prompt:)`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: searchTokenViews(tokens, token), isPresented: isPresented, placement: placement,
                   prompt: prompt, source: "searchable(text:tokens:isPresented:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text, tokens and programmatic presentation, with a
    /// prompt given by a localized string key (iOS 17).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens and programmatic presentation, with a
    /// prompt given by a string (iOS 17).
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    // MARK: editable tokens (iOS 17)

    /// Marks this view as searchable with text and editable tokens (iOS 17): each token's
    /// view gets a binding to its element.
    ///
    /// Raster: drawn as `searchable(text:tokens:placement:prompt:token:)`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: editableSearchTokenViews(editableTokens, token), isPresented: nil,
                   placement: placement, prompt: prompt, source: "searchable(text:editableTokens:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text and editable tokens, with a prompt given by a
    /// localized string key (iOS 17).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and editable tokens, with a prompt given by a
    /// string (iOS 17).
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View,
                           S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, editable tokens and programmatic
    /// presentation (iOS 17).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: editableSearchTokenViews(editableTokens, token), isPresented: isPresented,
                   placement: placement, prompt: prompt,
                   source: "searchable(text:editableTokens:isPresented:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text, editable tokens and programmatic
    /// presentation, with a prompt given by a localized string key (iOS 17).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement,
                   prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, editable tokens and programmatic
    /// presentation, with a prompt given by a string (iOS 17).
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View,
                           S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement,
                   prompt: Text(prompt), token: token)
    }

    // MARK: suggested tokens (iOS 16; isPresented: iOS 17)

    /// Marks this view as searchable with text, tokens and suggested tokens.
    ///
    /// Raster: the tokens are drawn as in `searchable(text:tokens:placement:prompt:token:)`;
    /// the suggested tokens are accepted and not drawn (iOS lists them under the field while
    /// it is focused and empty).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: searchTokenViews(tokens, token), isPresented: nil, placement: placement,
                   prompt: prompt, source: "searchable(text:tokens:suggestedTokens:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text, tokens and suggested tokens, with a prompt
    /// given by a localized string key.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token)
    }

    /// Marks this view as searchable with text, tokens and suggested tokens, with a prompt
    /// given by a string.
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
                           S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token)
    }

    /// Marks this view as searchable with text, tokens, suggested tokens and programmatic
    /// presentation (iOS 17).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableWithTokens(text: text, tokenViews: searchTokenViews(tokens, token), isPresented: isPresented, placement: placement,
                   prompt: prompt, source: "searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)")
    }

    /// Marks this view as searchable with text, tokens, suggested tokens and programmatic
    /// presentation, with a prompt given by a localized string key (iOS 17).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
                   placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, suggested tokens and programmatic
    /// presentation, with a prompt given by a string (iOS 17).
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
                           S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
                   placement: placement, prompt: Text(prompt), token: token)
    }
}
