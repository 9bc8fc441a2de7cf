// Image.swift · Raster/Views · mirrors SwiftUI Image, Image.ResizingMode, Image.Interpolation, Image.TemplateRenderingMode (iOS 17)
// Status: Partial — PNG files and pixmaps; `Image(systemName:)` draws an icon of the
// Material Icons font (Views/Symbols/); `antialiased(_:)` is accepted but image edges are
// always smooth.
// Loading is in Image+Loading.swift, layout and drawing in Image+View.swift.

import Foundation

/// A view that displays an image.
///
/// Raster: an image is a `Pixmap` (device pixels) with a scale, pixels per point. Not
/// resizable, it is fixed at its point size (pixels ÷ scale) whatever it is proposed
/// (swiftui-behavior.md §1.14); `resizable()` makes it take the proposal, its point size
/// being the ideal. Images load from PNG files: `Image(_:)` looks the name up in asset
/// catalogues, then in the folders of `RASTER_IMAGE_PATH` and the current directory (see
/// `init(_:bundle:)`).
public struct Image: Equatable {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image (between its cap insets) at its point size.
        case tile
        /// Stretches the image (between its cap insets) to fill the space.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation, such as a
    /// scaled image.
    ///
    /// Raster: `.none` picks the nearest pixel; the other levels are all bilinear.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the image's alpha is used, filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// Where the pixels come from.
    enum Source {
        /// A decoded bitmap and its scale (pixels per point).
        case pixmap(Pixmap, scale: CGFloat)
        /// A named image that could not be found or read (a warning said why): draws nothing.
        case missing(String)
        /// An SF Symbols name, drawn from the icon font (Views/Symbols/SymbolFont.swift).
        case symbol(String)
        /// An image set of an asset catalogue, its file chosen by display scale and appearance
        /// when drawn (Assets/ImageSet.swift).
        case asset(AssetImage)
        /// A flat colour that takes any size (`AsyncImage`'s default placeholder).
        case fill(Color)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.high
    var isAntialiased = true
    var templateRenderingMode: TemplateRenderingMode?
    /// What the image is called for accessibility: its name or label, read in the
    /// environment's locale when the accessibility tree is built; nothing when decorative
    /// (`Image(decorative:)`, hidden from the accessibility tree).
    var accessibilityLabel: Text? {
        get { label?.text }
        set { label = newValue.map(LabelBox.init) }
    }
    private var label: LabelBox?

    /// The label held by reference: a `Text` may hold an `Image`, so an `Image` cannot hold a
    /// `Text` inline.
    private final class LabelBox: Equatable {
        let text: Text
        init(_ text: Text) { self.text = text }
        static func == (lhs: LabelBox, rhs: LabelBox) -> Bool { lhs.text == rhs.text }
    }
    var isDecorative = false
    /// The rendering mode set with `symbolRenderingMode(_:)`, recorded (symbols draw monochrome).
    var symbolRenderingMode: SymbolRenderingMode?

    init(source: Source) {
        self.source = source
    }

    /// An image of `pixmap`'s pixels.
    ///
    /// Raster addition: `scale` is pixels per point (default 1; a 60×60 pixmap at scale 3
    /// is a 20×20-point image). A scale that is not positive and finite is replaced by 1
    /// with a warning. The image draws `pixmap` as it is when the view is drawn.
    public init(pixmap: Pixmap, scale: CGFloat = 1) {
        self.init(source: .pixmap(pixmap, scale: PixelScale.validOrOne(scale, givenTo: "Image(pixmap:scale:)")))
    }

    /// An image read from the PNG file at `url`.
    ///
    /// Raster addition (SwiftUI reads files through `UIImage(contentsOfFile:)`): `scale` is
    /// pixels per point (default 1).
    /// - Throws: the `PNGError` of `Pixmap(contentsOf:)` when the file cannot be read or decoded.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws {
        self.init(pixmap: try Pixmap(contentsOf: url), scale: scale)
    }

    /// A system symbol image.
    ///
    /// Raster: SF Symbols are Apple's and not on Linux; the symbol is drawn with the glyph of
    /// Google's Material Icons font that Raster's table maps the name to (COMPATIBILITY.md,
    /// "SF Symbols"), in the foreground style. As in SwiftUI it is sized by the environment's
    /// font, weight, `imageScale` and `symbolVariant`, its frame is the glyph's ink, and its
    /// text baseline lies capHeight / 2 below the glyph's middle (symbols are centred on the
    /// cap height). A name the table lacks, or a machine without the font, draws the outline of
    /// a rounded square as tall as the font's capital letters, with one warning naming the
    /// symbol and the fix.
    public init(systemName: String) {
        self.init(source: .symbol(systemName))
        accessibilityLabel = Text(verbatim: systemName)
    }

    /// A system symbol image whose layers are lit up to `variableValue` (0...1).
    ///
    /// Raster: the icon font has one layer per glyph, so the value is ignored and the whole
    /// symbol is drawn, as `init(systemName:)` draws it.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    // MARK: Modifiers

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    ///
    /// Raster: `capInsets` (points) keep the image's edges at their size while the middle
    /// stretches or, with `.tile`, repeats at its point size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Specifies the current level of quality for rendering an image that requires
    /// interpolation (default `.high`; `.none` keeps hard pixel edges when scaled).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    ///
    /// Raster: accepted for source compatibility; the image's edges are always antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    ///
    /// Raster: `.template` draws the image's alpha filled with the foreground style (as a
    /// button tints its template images); `.original` and nil draw its colours. Symbol
    /// placeholders always use the foreground style.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateRenderingMode = renderingMode
        return copy
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        let sameSource: Bool
        switch (lhs.source, rhs.source) {
        case (.pixmap(let a, let sa), .pixmap(let b, let sb)): sameSource = a === b && sa == sb
        case (.missing(let a), .missing(let b)), (.symbol(let a), .symbol(let b)): sameSource = a == b
        case (.asset(let a), .asset(let b)): sameSource = a == b
        case (.fill(let a), .fill(let b)): sameSource = a == b
        default: sameSource = false
        }
        return sameSource && lhs.isResizable == rhs.isResizable && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode && lhs.interpolationQuality == rhs.interpolationQuality
            && lhs.isAntialiased == rhs.isAntialiased && lhs.templateRenderingMode == rhs.templateRenderingMode
            && lhs.label == rhs.label && lhs.isDecorative == rhs.isDecorative
            && lhs.symbolRenderingMode == rhs.symbolRenderingMode
    }
}

extension Image: AccessibilityElementView {
    /// An image element labelled with its name, translated for `\.locale` as a key of its
    /// bundle (SwiftUI documents `Image(_:bundle:)`'s name as "the localization key with which
    /// to label the image"), or its `label:` read in `\.locale`; a system image's label is
    /// the symbol's name as written (SF Symbols' spoken descriptions are not on Linux), which
    /// combined labels leave out beside other labels. None when decorative.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        guard !isDecorative else { return nil }
        let label = accessibilityLabel?.string(in: environment)
        var isSymbolName = false
        if case .symbol(let name) = source { isSymbolName = label == name }
        return AccessibilityElement(label: label, traits: .isImage, isSymbolName: isSymbolName)
    }
}
