// Link.swift · Raster/Views/Controls · mirrors SwiftUI Link (iOS 17)
// Status: Complete — the URL goes to the environment's `openURL` action.

import Foundation

/// A control for navigating to a URL.
///
/// Raster: drawn as a button (by the innermost `buttonStyle(_:)`, by default iOS's
/// borderless look: the label in the tint colour), as iOS draws a link. A tap
/// (`ViewHost.tap(at:)`) calls the environment's `openURL` action with `destination`; the
/// system's action records the URL in `ViewHost.openedURLs`. A disabled link does nothing.
/// Its accessibility element is a link.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @Environment(\.openURL) private var openURL

    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        return Button { openURL(destination) } label: { label }
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
