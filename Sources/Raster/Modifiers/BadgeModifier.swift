// BadgeModifier.swift · Raster/Modifiers · mirrors SwiftUI badge(_:) (iOS 17)
// Status: Complete — drawn trailing in list rows, and in red on a tab's item (TabView reads
// the modifier from the tab's view value).

import Foundation

/// Shows a badge after a list row's content: the label in the secondary colour at the
/// row's trailing edge. On a tab of a `TabView` the tab bar draws it on the tab's item.
///
/// `badgeProminence`: `.standard` secondary, `.decreased` tertiary, `.increased` white on a
/// systemRed capsule 2 pt taller than the text and at least as wide as tall, the text 7 pt
/// from its ends [UNCERTAIN: Raster's reading of iOS 17 screenshots (Mail's unread counts),
/// not measured].
struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.listSectionAppearance) private var list
    @Environment(\.badgeProminence) private var prominence

    func body(content: Content) -> some View {
        if let label, list != nil {
            HStack {
                content
                Spacer(minLength: ControlMetrics.labelSpacing)
                switch prominence.level {
                case .standard: label.foregroundStyle(.secondary)
                case .decreased: label.foregroundStyle(.tertiary)
                case .increased:
                    label.foregroundStyle(Color.white)
                        .padding(.horizontal, 7)
                        .padding(.vertical, 1)
                        .frame(minWidth: 23)
                        .background(Capsule().fill(Color.red))
                }
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
