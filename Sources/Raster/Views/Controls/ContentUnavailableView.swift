// ContentUnavailableView.swift · Raster/Views/Controls · mirrors SwiftUI ContentUnavailableView, SearchUnavailableContent (iOS 17)
// Status: Complete — the metrics are Raster's reading of iOS 17 [UNCERTAIN: no measured
// source; see `ContentUnavailableMetrics`].

import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// Raster, in points: the view fills the space proposed to it (nil: its content's size) and
/// centres, 16 from the leading and trailing edges, a centred column of the label (its icon
/// above its title: the icon 48-point in the secondary colour, then 8 below it the title in
/// bold title 2), 4 below it the description (callout, secondary) and 16 below that the
/// actions. Text is centre-aligned. See `ContentUnavailableMetrics` for the figures' sources.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with a label, and optionally a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        let metrics = ContentUnavailableMetrics.self
        return VStack(spacing: 0) {
            label
                .labelStyle(ContentUnavailableLabelStyle())
                .font(metrics.titleFont)
            if !Self.isAbsent(description) {
                description
                    .font(metrics.descriptionFont)
                    .foregroundStyle(Color.secondary)
                    .padding(.top, metrics.titleToDescription)
            }
            if !Self.isAbsent(actions) {
                VStack(spacing: metrics.actionSpacing) { actions }
                    .padding(.top, metrics.textToActions)
            }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, metrics.horizontalPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// Whether a part was left out: empty, or a nil description text (no gap is left for it).
    private static func isAbsent(_ part: Any) -> Bool {
        if part is EmptyView { return true }
        if let text = part as? Text? { return text == nil }
        return false
    }
}

/// The figures of a content-unavailable view (points). No measurement of iOS 17 was found
/// (ios17-metrics.md §7); these follow the description of the look (bold title 2
/// title, callout description) and one unverified design cookbook
/// (agenticdevelopercookbook.com, "Empty State": 48-point symbol, 8 icon → title, 4 title →
/// description, 16 description → buttons, 8 between buttons), which names title 3 semibold
/// for the title instead. [UNCERTAIN]
enum ContentUnavailableMetrics {
    static let iconSize: CGFloat = 48
    static let titleFont = Font.title2.bold()
    static let descriptionFont = Font.callout
    static let iconToTitle: CGFloat = 8
    static let titleToDescription: CGFloat = 4
    static let textToActions: CGFloat = 16
    static let actionSpacing: CGFloat = 8
    static let horizontalPadding: CGFloat = 16
}

/// The label's look inside a content-unavailable view: the icon large and secondary above
/// the title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.iconToTitle) {
            configuration.icon
                .font(.system(size: ContentUnavailableMetrics.iconSize))
                .foregroundStyle(Color.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == Raster.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled with a localized string key and a system symbol, and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Raster.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled with a string and a system symbol, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Raster.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled with a localized string key and an image resource (Raster: an image
    /// file found as `Image(_:)` finds one), and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Raster.Label { Text(title) } icon: { Image(name) } }, description: { description })
    }

    /// A view titled with a string and an image resource, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Raster.Label { Text(title) } icon: { Image(name) } }, description: { description })
    }
}

/// The content of `ContentUnavailableView.search`: the `magnifyingglass` symbol, "No
/// Results" (or "No Results for “text”" when the text is not empty: an app passes its search
/// text, empty before the user types) and "Check the spelling or try a new search.", the
/// strings iOS 17 shows in English.
public struct SearchUnavailableContent {
    /// The label of a search-unavailable view.
    public struct Label: View {
        let text: String?

        public var body: some View {
            let title = text.flatMap { $0.isEmpty ? nil : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
            return Raster.Label(title, systemImage: "magnifyingglass")
        }
    }

    /// The description of a search-unavailable view.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// The (empty) actions of a search-unavailable view.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The view shown when a search has no results.
    public static var search: ContentUnavailableView { search(text: nil) }

    /// The view shown when a search for `text` has no results; its title quotes the text.
    public static func search(text: String) -> ContentUnavailableView { search(text: Optional(text)) }

    private static func search(text: String?) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
