// BadgeModifier.swift · Raster/Modifiers · mirrors SwiftUI badge(_:) (iOS 17)
// Status: Complete — drawn trailing in list rows, and in red on a tab's item (TabView reads
// the modifier from the tab's view value).

import Foundation

/// Shows a badge after a list row's content: the label in the secondary colour at the
/// row's trailing edge, or, on a `NavigationLink`, before its disclosure chevron, as iOS
/// draws a cell's detail before its accessory. On a tab of a `TabView` the tab bar draws it
/// on the tab's item.
struct BadgeModifier: ViewModifier {
    let label: Text?
    /// Whether the modified view is a navigation link, which draws the badge itself.
    var beforeChevron = false
    @Environment(\.listSectionAppearance) private var list

    func body(content: Content) -> some View {
        if let label, list != nil {
            if beforeChevron {
                content.environment(\.navigationLinkBadge, label)
            } else {
                HStack {
                    content
                    Spacer(minLength: ControlMetrics.labelSpacing)
                    BadgeLabel(label: label)
                }
            }
        } else {
            content
        }
    }
}

/// A list row's badge in the environment's `badgeProminence`: `.standard` secondary,
/// `.decreased` tertiary, `.increased` white on a systemRed capsule 2 pt taller than the
/// text and at least as wide as tall, the text 7 pt from its ends [UNCERTAIN: Raster's reading
/// of iOS 17 screenshots (Mail's unread counts), not measured].
struct BadgeLabel: View {
    let label: Text
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
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
}

/// A view that draws a badge given to it in the environment (`navigationLinkBadge`) itself.
protocol DrawsOwnListRowBadge {}

private struct NavigationLinkBadgeKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

extension EnvironmentValues {
    /// The badge a navigation link in a list row draws before its chevron; the link clears it
    /// for what it contains.
    var navigationLinkBadge: Text? {
        get { self[NavigationLinkBadgeKey.self] }
        set { self[NavigationLinkBadgeKey.self] = newValue }
    }
}

extension View {
    /// Generates a badge for the view from an integer value; zero shows no badge.
    ///
    /// Raster: in a list row, the number trailing in the secondary colour (before the chevron
    /// of a `NavigationLink` it is applied to); on a tab, the count in a red badge on the
    /// tab's item.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)"), beforeChevron: Self.self is DrawsOwnListRowBadge.Type))
    }

    /// Generates a badge for the view from a text view; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label, beforeChevron: Self.self is DrawsOwnListRowBadge.Type))
    }

    /// Generates a badge for the view from a localized string key; nil shows no badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }, beforeChevron: Self.self is DrawsOwnListRowBadge.Type))
    }

    /// Generates a badge for the view from a string; nil shows no badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }, beforeChevron: Self.self is DrawsOwnListRowBadge.Type))
    }
}
