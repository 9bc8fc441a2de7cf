// UIPasteboard.swift · Raster/Views/UIKit · mirrors UIKit UIPasteboard's general pasteboard as view code uses it (copy buttons) (iOS 17)
// Status: Partial — strings, URLs and images, kept in process; no named pasteboards, item
// providers, expiry or change notifications. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that helps a user share data from one place to another within your app, and
/// from your app to other apps (UIKit's `UIPasteboard`).
///
/// Raster: one general pasteboard per process, holding what was last copied (strings, URLs
/// or images, each kind replacing the other kinds, as a new item does on iOS); nothing
/// reaches the system clipboard.
public final class UIPasteboard: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Any] = []
    private var count = 0

    private init() {}

    /// The general pasteboard, for copy, cut and paste.
    public static let general = UIPasteboard()

    /// The number of times the pasteboard's contents have changed (0 at launch).
    public var changeCount: Int { locked { count } }

    /// The number of items on the pasteboard.
    public var numberOfItems: Int { locked { items.count } }

    /// The strings on the pasteboard; setting replaces every item.
    public var strings: [String]? {
        get { nonEmpty(locked { items.compactMap { $0 as? String } }) }
        set { replace(with: newValue ?? []) }
    }

    /// The first string on the pasteboard; setting replaces every item with it (nil clears).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The URLs on the pasteboard; setting replaces every item.
    public var urls: [URL]? {
        get { nonEmpty(locked { items.compactMap { $0 as? URL } }) }
        set { replace(with: newValue ?? []) }
    }

    /// The first URL on the pasteboard; setting replaces every item with it (nil clears).
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The images on the pasteboard; setting replaces every item.
    public var images: [UIImage]? {
        get { nonEmpty(locked { items.compactMap { $0 as? UIImage } }) }
        set { replace(with: newValue ?? []) }
    }

    /// The first image on the pasteboard; setting replaces every item with it (nil clears).
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { images != nil }

    private func replace(with newItems: [Any]) {
        locked {
            items = newItems
            count += 1
        }
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body()
    }
}
#endif
