// BadgeModifier.swift · Raster/Modifiers · mirrors SwiftUI badge(_:) (iOS 17)
// Status: Complete — drawn trailing in list rows, and in red on a tab's item (TabView reads
// the modifier from the tab's view value).

import Foundation

/// Shows a badge after a list row's content: the label in the secondary colour at the
/// row's trailing edge. On a tab of a `TabView` the tab bar draws it on the tab's item.
struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.listSectionAppearance) private var list

    func body(content: Content) -> some View {
        if let label, list != nil {
            HStack {
                content
                Spacer(minLength: ControlMetrics.labelSpacing)
                label.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

extension View {
    /// Generates a badge for the view from an integer value; zero shows no badge.
    ///
    /// Raster: in a list row, the number trailing in the secondary colour; on a tab, the
    /// count in a red badge on the tab's item.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// Generates a badge for the view from a text view; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// Generates a badge for the view from a localized string key; nil shows no badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    /// Generates a badge for the view from a string; nil shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}
