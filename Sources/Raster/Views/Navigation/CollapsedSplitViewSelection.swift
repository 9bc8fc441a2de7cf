// CollapsedSplitViewSelection.swift · Raster/Views/Navigation · how a single-selection `List` in a collapsed `NavigationSplitView`'s column drives the stack, as iOS 17 does (Raster's own; UISplitViewController collapsed)
// Status: Partial — a single selection only (a `Set` selection pushes nothing).

import Foundation

/// The selections of the `List(selection:)` views in the columns of a collapsed split view,
/// by column (0 the sidebar, 1 the content column of a three-column view): whether each holds
/// a value, and how to set it to nil. The split view pushes the next column while its
/// selection holds a value and clears the selection when that column is popped.
struct CollapsedSplitSelectionKey: PreferenceKey {
    struct Value: Equatable {
        var isSelected: [Int: Bool] = [:]
        /// Sets a column's selection to nil. Not compared: a closure has no identity.
        var deselect: [Int: () -> Void] = [:]

        static func == (a: Value, b: Value) -> Bool { a.isSelected == b.isSelected }
    }

    static var defaultValue: Value { Value() }

    /// The first list of a column wins.
    static func reduce(value: inout Value, nextValue: () -> Value) {
        let next = nextValue()
        value.isSelected.merge(next.isSelected) { first, _ in first }
        value.deselect.merge(next.deselect) { first, _ in first }
    }
}

/// The deselecting closures a collapsed split view last read from its columns, kept out of
/// its state so that reading them in a binding's setter invalidates nothing.
final class CollapsedSplitSelectionRelay {
    var deselect: [Int: () -> Void] = [:]
}

private struct CollapsedSplitViewColumnKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The column of a collapsed split view this view is in (0 the sidebar, 1 the content
    /// column), whose `List(selection:)` reports its selection (`CollapsedSplitSelectionKey`);
    /// nil elsewhere, the detail included.
    var collapsedSplitViewColumn: Int? {
        get { self[CollapsedSplitViewColumnKey.self] }
        set { self[CollapsedSplitViewColumnKey.self] = newValue }
    }
}
