// SearchFocusModifiers.swift · Raster/Modifiers · mirrors SwiftUI searchFocused(_:) and searchFocused(_:equals:) (iOS 18)
// Status: Complete — the search field's focus follows the binding and the binding follows the
// field (a tap, return, Cancel), in either order of `searchable` and `searchFocused`.

import Foundation

/// A `searchFocused` binding as the search field uses it: whether it says the field has
/// focus, and how the field takes and gives up focus through it.
struct SearchFocusBinding {
    /// Whether the binding holds the field's value.
    let isFocused: Bool
    /// Sets the binding to the field's value.
    let focus: () -> Void
    /// Sets the binding to its unfocused value (false or nil) if it holds the field's.
    let release: () -> Void

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        isFocused = binding.wrappedValue == value
        focus = { binding.wrappedValue = value }
        release = { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } }
    }
}

private struct SearchFocusKey: EnvironmentKey {
    static let defaultValue: SearchFocusBinding? = nil
}

extension EnvironmentValues {
    /// The `searchFocused` binding applied around a `searchable`, for its field.
    var searchFocus: SearchFocusBinding? {
        get { self[SearchFocusKey.self] }
        set { self[SearchFocusKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the search field of the `searchable` around or inside this view to
    /// `condition` (iOS 18): true while the field has focus.
    ///
    /// Raster: setting `condition` to true presents the search (as a tap on the field does:
    /// `isSearching` becomes true, Cancel shows) and focuses the field, which draws its
    /// insertion point and takes `ViewHost.typeText(_:)`; false takes the focus away and
    /// leaves the search presented, as iOS's keyboard dismissal does. A tap on the field sets
    /// it true; return in the field, Cancel and `dismissSearch` set it false. Without a
    /// `searchable` the binding never changes.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        searchFocused(condition, equals: true)
    }

    /// Binds the focus of the search field to `binding` (iOS 18): the field has focus while
    /// the binding equals `value`; see `searchFocused(_:)`. Focus leaving the field sets the
    /// binding to nil.
    public func searchFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let focus = SearchFocusBinding(binding, equals: value)
        return environment(\.searchFocus, focus)
            .navigationBarContent { $0.searchContent.focus = focus }
    }
}
