// ShareLink.swift · Raster/Views/Controls · mirrors SwiftUI ShareLink, SharePreview, DefaultShareLinkLabel (iOS 17)
// Status: Partial — a tap records the share (`ViewHost.sharedItems`); no share sheet is drawn,
// and the `items:` forms with a per-item preview are missing.

import Foundation

/// A view that controls a sharing presentation.
///
/// Raster: drawn as a button (by the innermost `buttonStyle(_:)`, by default borderless in
/// the tint colour) whose default label is `Label("Share", systemImage:
/// "square.and.arrow.up")`, as on iOS. A tap (`ViewHost.tap(at:)`) records a
/// `ShareRequest` of its items, subject and message in `ViewHost.sharedItems`; the share
/// sheet iOS would present is not drawn. A disabled link does nothing.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let previewTitle: Text?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, previewTitle: Text? = nil, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.previewTitle = previewTitle
        self.label = label
    }

    @Environment(\.systemRequests) private var system

    public var body: some View {
        let request = ShareRequest(items: items.map { $0 }, subject: subject, message: message, previewTitle: previewTitle)
        let system = self.system
        return Button { system?.share(request) } label: { label }
    }
}

/// The label of a share link without one of its own: "Share" (or the title given) with the
/// `square.and.arrow.up` symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        Raster.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// A representation of a type to display in a share preview: its title, image and icon.
///
/// Raster: no share sheet shows it; its title is recorded with the share
/// (`ShareRequest.previewTitle`), its image and icon are not kept.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text

    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
    }

    /// A preview with a title (as text), an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
    }

    /// A preview with only a title, as text.
    public init(_ title: Text) {
        self.title = title
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
    }

    /// A preview with a title (as text) and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
    }

    /// A preview with a title (as text) and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = Text(title)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share link for a URL, labelled "Share".
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for a string, labelled "Share".
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for several items, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A share link for a URL, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share link for a string, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share link for a URL, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share link for a string, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share link for a URL, titled with text.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A share link for a string, titled with text.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A share link for several items, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share link for several items, titled with text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// A share link for several items, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for a transferable item with a preview, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text("Share"), item: item, subject: subject, message: message, preview: preview)
    }

    /// A share link for a transferable item with a preview, titled with a localized string key.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
    }

    /// A share link for a transferable item with a preview, titled with text: the title labels
    /// the link, the preview's title is recorded with the share (`ShareRequest.previewTitle`).
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title,
                  label: DefaultShareLinkLabel(title: title))
    }

    /// A share link for a transferable item with a preview, titled with a string.
    @_disfavoredOverload
    public init<I: Transferable, S: StringProtocol>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A share link for a URL with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A share link for a string with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A share link for several items with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink {
    /// A share link for a transferable item with a preview and a custom label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title,
                  label: label())
    }
}
