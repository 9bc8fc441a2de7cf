// UIImage.swift · Raster/Views · mirrors UIKit UIImage (iOS 17) as SwiftUI code uses it, and SwiftUI Image(uiImage:)
// Status: Partial — PNG and JPEG images (named, from data, from files, from a CGImage) and SF Symbols,
// with symbol configurations, rendering modes and tint colours (UIImage+Configuration.swift);
// no HEIC decoding, no `jpegData`, `imageOrientation` (a JPEG's EXIF orientation is applied to
// its pixels) or resizable cap insets.
//
// Only where there is no UIKit (Linux). View code that loads a `UIImage` and shows it with
// `Image(uiImage:)` compiles unchanged and draws the same pixels `Image` would.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages image data in your app.
///
/// Raster: a decoded PNG (premultiplied RGBA8 pixels and a scale, pixels per point), or an
/// SF Symbols name drawn with Raster's icon font (see `Image(systemName:)`). `size` is in
/// points.
public final class UIImage: @unchecked Sendable {
    /// What `Image(uiImage:)` draws.
    let source: Image.Source
    /// The symbol configuration (`withConfiguration(_:)`); nil for none.
    let configuration: SymbolConfiguration?
    /// How the image's colours are used (default `.automatic`).
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image; nil for none.
    let tint: UIColor?
    /// The font faces a snapshot image's text was drawn with (the SnapshotTesting module's
    /// image format keeps them, to tell a font mismatch from a pixel change); nil otherwise.
    package let snapshotFonts: [String]?

    init(source: Image.Source, configuration: SymbolConfiguration? = nil, renderingMode: RenderingMode = .automatic,
         tint: UIColor? = nil, snapshotFonts: [String]? = nil) {
        self.source = source
        self.configuration = configuration
        self.renderingMode = renderingMode
        self.tint = tint
        self.snapshotFonts = snapshotFonts
    }

    /// An image of `pixmap`'s pixels (never drawn into afterwards) at `scale`, a valid scale,
    /// with the fonts a snapshot's text was drawn with.
    package convenience init(pixmap: Pixmap, scale: CGFloat, snapshotFonts: [String]? = nil) {
        self.init(source: .pixmap(pixmap, scale: scale), snapshotFonts: snapshotFonts)
    }

    /// The image's pixels and scale (pixels per point); nil for a symbol or an empty image.
    package var pixels: (pixmap: Pixmap, scale: CGFloat)? {
        guard case .pixmap(let pixmap, let scale) = source else { return nil }
        return (pixmap, scale)
    }

    /// Creates an empty image (UIKit's `UIImage()`), the usual fallback of a failed lookup
    /// (`UIImage(named: name) ?? UIImage()`).
    ///
    /// Raster: as in UIKit, its `size` is zero, it draws nothing and `pngData()` is nil.
    public convenience init() {
        self.init(source: .missing(""))
    }

    #if !canImport(Darwin) // not canImport(CoreGraphics): Raster's CoreGraphics module answers it
    /// Creates and returns an image object that represents the specified Quartz image.
    ///
    /// Raster: the image's pixels at scale 1 (its `size` in points is its pixel size), as
    /// UIKit's initializer gives them, oriented up.
    public convenience init(cgImage: CGImage) {
        self.init(pixmap: cgImage.pixmap, scale: 1)
    }

    /// The underlying Quartz image data: the image's pixels (`width` and `height` in pixels,
    /// `size` × `scale`), or nil for a symbol image, which Raster draws from a font and holds
    /// no pixels for.
    public var cgImage: CGImage? {
        guard case .pixmap(let pixmap, _) = source else { return nil }
        return CGImage(pixmap: pixmap)
    }
    #endif

    /// Creates an image object from the specified named asset, or nil when there is none.
    ///
    /// Raster: looked up as `Image(_:bundle:)` looks names up (asset catalogue image sets,
    /// then PNG files on its search path), without its warning: UIKit returns nil for a
    /// missing name. An image set gives its file for the screen's scale (`UIScreen.main`)
    /// in the light appearance.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// Creates an image object from the named asset in `bundle`'s resources (nil: where
    /// `init(named:)` looks), or nil when there is none: an image set's file for
    /// `UIScreen.main.scale`, in the light appearance.
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// Creates an image object from the named asset in `bundle`'s resources that is
    /// compatible with `traitCollection` (UIKit's `init(named:in:compatibleWith:)`): an image
    /// set's file for the traits' interface style (dark, else light), contrast and display
    /// scale (`UIScreen.main.scale` when unspecified); nil traits: as `init(named:in:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        switch ImageLookup.load(name, bundle: bundle, warnsIfMissing: false) {
        case .pixmap(let pixmap, let scale):
            self.init(pixmap: pixmap, scale: scale)
        case .asset(let asset):
            let traits = traitCollection ?? UITraitCollection(userInterfaceStyle: .light)
            let displayScale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
            let appearance = traits.appearance
            guard let bitmap = asset.bitmap(displayScale: displayScale, scheme: appearance.scheme, contrast: appearance.contrast)
            else { return nil }
            self.init(pixmap: bitmap.pixmap, scale: bitmap.scale)
        case .missing, .symbol, .fill:
            return nil
        }
    }

    /// Creates an image object from the named asset in `bundle`'s resources with
    /// `configuration` (UIKit's `init(named:in:with:)`).
    ///
    /// Raster: the image is `init(named:in:)`'s. A `UIImage.Configuration` here carries no
    /// traits, and a `SymbolConfiguration` configures symbol images only, which an asset
    /// catalogue's image sets are not, so the configuration changes nothing, as in UIKit.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// Creates an image object that contains a system symbol image, or nil when Raster
    /// neither draws `name` itself (`DrawnSymbol`) nor has an icon for it in its symbol
    /// table (UIKit returns nil for an unknown name).
    public convenience init?(systemName name: String) {
        guard UIImage.hasSymbol(name) else { return nil }
        self.init(source: .symbol(name))
    }

    /// Whether Raster draws the symbol `name` (itself, or from its symbol table).
    static func hasSymbol(_ name: String) -> Bool {
        DrawnSymbol.isDrawn(name) || SymbolFont.codepoint(for: name, variants: .none) != nil
    }

    /// Initializes and returns the image object with the specified data (scale 1), or nil
    /// when it cannot be decoded.
    ///
    /// Raster: PNG and JPEG data (`Pixmap(imageData:source:)`: a JPEG upright as its EXIF
    /// orientation says, so its `size` is the upright one, as UIKit's is); other formats
    /// (HEIC, GIF, WebP), which UIKit decodes, return nil with a warning naming the decoder's
    /// error.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Initializes and returns the image object with the specified data and scale factor
    /// (pixels per point; not positive and finite: 1, with a warning), or nil when the data
    /// cannot be decoded (see `init(data:)`).
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data, scale: scale, call: "UIImage(data:)", source: "UIImage(data:)")
    }

    /// `init(data:scale:)` for `call`, the initializer a warning names, decoding data read
    /// from `source` (the file's path, or the call itself).
    private convenience init?(data: Data, scale: CGFloat, call: String, source: String) {
        do {
            let pixmap = try Pixmap(imageData: data, source: source)
            self.init(pixmap: pixmap, scale: PixelScale.validOrOne(scale, givenTo: "UIImage(data:scale:)"))
        } catch {
            // The error says what is wrong and, for a format Raster does not read, the fix; data
            // it does not recognise gets the fix here.
            let fix = (error as? PNGError)?.problem == .notPNG ? ". Raster decodes PNG and JPEG only: convert the image to PNG" : ""
            warnOnce("\(call) could not decode \(data.count) bytes: \(error); the image is nil\(fix)")
            return nil
        }
    }

    /// Creates and returns an image object by loading the image data from the file at the
    /// specified path, or nil when it cannot be read or decoded.
    ///
    /// Raster: a PNG file; as in UIKit, a name ending in `@2x` or `@3x` (before the
    /// extension) gives the image that scale. A missing file returns nil quietly; a file
    /// that is not a PNG returns nil with a warning.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale, call: "UIImage(contentsOfFile:)", source: path)
    }

    /// The logical dimensions, in points, of the image: pixels ÷ scale; for a symbol, the
    /// size `Image(systemName:)` lays out at in the body font, or in the configuration's font
    /// and scale.
    public var size: CGSize { Image(source: source).naturalSize(in: symbolEnvironment(EnvironmentValues())) }

    /// The scale factor of the image (pixels per point); 1 for a symbol.
    public var scale: CGFloat {
        if case .pixmap(_, let scale) = source { return scale }
        return 1
    }

    /// Returns a data object that contains the image in PNG format, or nil for a symbol
    /// image (Raster draws symbols from a font and holds no pixels for them).
    ///
    /// Raster: the pixels as they were decoded (un-premultiplied on writing), with the
    /// image's scale recorded in the pHYs chunk.
    public func pngData() -> Data? {
        guard case .pixmap(let pixmap, let scale) = source else { return nil }
        return try? pixmap.pngData(scale: scale)
    }

    /// Returns a data object that contains the image in JPEG format, or nil for a symbol
    /// image (UIKit's `jpegData(compressionQuality:)`).
    ///
    /// Raster: `compressionQuality` 0...1 (1 is the best quality, the largest data) becomes
    /// libjpeg's quality scale, round(100 × quality), at least 1 [UNCERTAIN: Apple does not say
    /// how ImageIO maps it]; values outside 0...1 are clamped, and NaN is taken as 1 with a
    /// warning. Alpha is dropped, so transparent pixels come out black, as on iOS. No EXIF or
    /// colour profile is written; the JFIF density is 72 dpi × the image's scale.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .pixmap(let pixmap, let scale) = source else { return nil }
        var quality = compressionQuality
        if quality.isNaN {
            warnOnce("UIImage.jpegData(compressionQuality:) was given NaN; it was taken as 1 (the best quality). "
                     + "Give a quality from 0 to 1")
            quality = 1
        }
        return try? JPEGEncoder.encode(pixmap, quality: Int((min(1, max(0, quality)) * 100).rounded()), scale: scale)
    }
}

extension UIImage: Equatable, Hashable {
    /// Whether two images hold the same image data, as UIKit's `isEqual(_:)` (which `==` calls
    /// on an `NSObject`) is documented to compare them: the same pixels at the same scale
    /// (two loads of one named image, two decodings of the same bytes), the same asset
    /// catalogue image or the same symbol. [UNCERTAIN: Chromium's tests note that UIKit
    /// compares the memory backing the images; Raster compares the pixels, so that the
    /// answer does not depend on what a cache kept]
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        if case .pixmap(let a, let sa) = lhs.source, case .pixmap(let b, let sb) = rhs.source {
            return sa == sb && a.width == b.width && a.height == b.height && (a === b || a.data == b.data)
        }
        return Image(source: lhs.source) == Image(source: rhs.source)
    }

    public func hash(into hasher: inout Hasher) {
        switch source {
        case .pixmap(let pixmap, let scale): hasher.combine(pixmap.width); hasher.combine(pixmap.height); hasher.combine(scale)
        case .missing(let name), .symbol(let name): hasher.combine(name)
        case .asset(let asset): hasher.combine(asset)
        case .fill: hasher.combine(0)
        }
    }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    ///
    /// Raster: draws the same pixels at the same point size as the `Image` the UIKit image
    /// was loaded like (a symbol image draws as `Image(systemName:)`); an `.alwaysTemplate`
    /// image draws as `renderingMode(.template)`. A symbol configuration and a tint colour
    /// are drawn by `UIImageView`, not here.
    public init(uiImage: UIImage) {
        self.init(source: uiImage.source)
        if uiImage.renderingMode == .alwaysTemplate { templateRenderingMode = .template }
    }
}
#endif
