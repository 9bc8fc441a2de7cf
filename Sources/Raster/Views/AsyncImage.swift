// AsyncImage.swift · Raster/Views · mirrors SwiftUI AsyncImage, AsyncImagePhase (iOS 17); AsyncImageLoader is Raster's
// Status: Partial — images load while the view's body runs, so the first frame already shows
// the loaded phase and `transaction` has no phase change to animate; PNG and JPEG only; no network
// (a loader installed in the environment answers for URLs that are not files).

import Foundation

/// A view that asynchronously loads and displays an image.
///
/// Raster: nothing is loaded in the background and the network is never used while
/// rendering, so snapshots are deterministic. The phase is decided when the view's body first
/// runs for a URL (and again when the URL or scale changes):
/// - `nil`: `.empty`.
/// - a file URL (as `Bundle.module.url(forResource:withExtension:)` gives for a bundled
///   resource): the PNG file is read, `.success` with an image of `scale`, or `.failure` with
///   a warning naming the file.
/// - any other URL: the environment's `asyncImageLoader` (`AsyncImageLoader`) is asked for the
///   PNG data; without one the phase stays `.empty` (the placeholder shows) with one warning
///   naming the URL.
/// The loaded phase is kept for the life of the view.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @Environment(\.asyncImageLoader) private var loader
    @State private var loaded = AsyncImageLoadedPhase()

    /// Loads and displays an image from the specified URL.
    ///
    /// Until the image loads, and when it fails, a default placeholder fills the space
    /// offered. Raster: the placeholder is the secondary system fill colour (120, 120, 128 at
    /// 16% in light, 32% in dark), resizable; the grey of Apple's AsyncImage illustration,
    /// not measured on a device. `scale` is pixels per point of the loaded image (default 1).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase in
            phase.image ?? Image(source: .fill(Color(storage: .system(.secondaryFill)))).resizable()
        }
    }

    /// Loads and displays a modifiable image from the specified URL using a custom
    /// placeholder until the image loads.
    ///
    /// `content` is given the loaded image; `placeholder` shows until then and when the load
    /// fails.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    ///
    /// Raster: `transaction` is accepted; the phase is known when the body first runs, so
    /// there is no later phase change for it to animate.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        content(loaded.phase(for: url, scale: scale, loader: loader))
    }
}

/// The current phase of the asynchronous image loading operation.
///
/// Raster: `@unchecked Sendable` as SwiftUI's is `Sendable`: an image's pixels are not
/// changed once loaded.
public enum AsyncImagePhase: @unchecked Sendable {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// How `AsyncImage` gets the images of URLs that are not files.
///
/// Raster addition (SwiftUI loads through `URLSession.shared`; Raster never uses the network
/// while rendering). Install one for a view tree with
/// `.environment(\.asyncImageLoader, AsyncImageLoader { url in … })`, for example in a test
/// or on the root of a `ViewHost`. The closure returns the PNG data for a URL, nil when it
/// has no image for it (the placeholder shows, with a warning), or throws (the phase is
/// `.failure` with that error). It is called while a body runs, on the rendering thread.
public struct AsyncImageLoader: Sendable {
    let load: @Sendable (URL) throws -> Data?

    /// A loader answering with `load`'s PNG data.
    public init(_ load: @escaping @Sendable (URL) throws -> Data?) {
        self.load = load
    }

    /// A loader serving the files of `folder` by URL path: `https://example.com/a/b.png`
    /// reads `folder/a/b.png`; a path with no file gives nil.
    public static func directory(_ folder: URL) -> AsyncImageLoader {
        AsyncImageLoader { url in
            let file = folder.appendingPathComponent(url.path)
            return FileManager.default.fileExists(atPath: file.path) ? try Data(contentsOf: file) : nil
        }
    }
}

private struct AsyncImageLoaderKey: EnvironmentKey {
    static let defaultValue: AsyncImageLoader? = nil
}

extension EnvironmentValues {
    /// The loader `AsyncImage` asks for URLs that are not files (Raster addition; default nil:
    /// such URLs show the placeholder).
    public var asyncImageLoader: AsyncImageLoader? {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}

/// The phase an `AsyncImage` loaded, kept in its state: loaded once per URL and scale.
final class AsyncImageLoadedPhase {
    private var key: (url: URL?, scale: CGFloat)?
    private var phase = AsyncImagePhase.empty

    func phase(for url: URL?, scale: CGFloat, loader: AsyncImageLoader?) -> AsyncImagePhase {
        if let key, key.url == url, key.scale == scale { return phase }
        key = (url, scale)
        phase = Self.load(url, scale: scale, loader: loader)
        return phase
    }

    /// The phase of `url`: see `AsyncImage`.
    static func load(_ url: URL?, scale: CGFloat, loader: AsyncImageLoader?) -> AsyncImagePhase {
        guard let url else { return .empty }
        let data: Data
        do {
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else if let loader {
                guard let loaded = try loader.load(url) else {
                    warnOnce("AsyncImage(url: \(url.absoluteString)): the installed AsyncImageLoader has no image for this URL, "
                             + "so the placeholder is shown")
                    return .empty
                }
                data = loaded
            } else {
                warnOnce("AsyncImage(url: \(url.absoluteString)): Raster never uses the network while rendering, so the "
                         + "placeholder is shown; install a loader with .environment(\\.asyncImageLoader, "
                         + "AsyncImageLoader { url in … }) or use a file URL")
                return .empty
            }
            let pixmap = try Pixmap(imageData: data, source: url.isFileURL ? url.path : url.absoluteString)
            return .success(Image(pixmap: pixmap, scale: scale))
        } catch {
            warnOnce("AsyncImage(url: \(url.isFileURL ? url.path : url.absoluteString)) failed to load: \(error); "
                     + "the phase is .failure")
            return .failure(error)
        }
    }
}
