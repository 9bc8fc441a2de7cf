// UIGraphicsImageRenderer.swift · Raster/Views/UIKit · mirrors UIKit UIGraphicsImageRenderer, UIGraphicsImageRendererFormat, UIGraphicsImageRendererContext, UIGraphicsBeginImageContextWithOptions and its companions, UIRectFill and UIColor.setFill/setStroke/set (iOS 17)
// Status: Partial — paths and rectangles filled and stroked in flat colours into a bitmap by
// Raster's rasterizer, directly or through `cgContext` (CGContext.swift); no images, text,
// blend modes or PDF renderers. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A graphics renderer for creating Core Graphics-backed images.
///
/// Raster: `image(actions:)` runs the actions with a bitmap of `size` points at the format's
/// scale (pixels per point) as the current context: `UIBezierPath.fill()`/`stroke()` and the
/// context's `fill(_:)`/`stroke(_:)` draw there in the colours `UIColor.setFill()`,
/// `setStroke()` and `set()` chose (black at first), with Raster's anti-aliasing
/// rasterizer; coordinates are points, origin at the top-left, y down, as in UIKit.
open class UIGraphicsImageRenderer {
    /// The format the images are made in.
    public let format: UIGraphicsImageRendererFormat
    /// The size of the images, points.
    private let size: CGSize

    /// Creates a renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer for images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// Creates an image by running `actions` with the renderer's context current.
    ///
    /// Raster: the bitmap is `size` × `scale` pixels rounded up, transparent at first (black
    /// when the format is opaque). A size or scale that is zero, negative or not finite
    /// gives a 1 × 1 transparent image at scale 1, with a warning, and does not run `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0,
              let pixmap = try? Pixmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        else {
            warnOnce("UIGraphicsImageRenderer: an image of \(size.width) × \(size.height) points at scale \(scale) cannot be made, "
                     + "so a 1 × 1 transparent image is returned and the actions are not run; give a positive, finite size and scale")
            return UIImage(pixmap: try! Pixmap(width: 1, height: 1), scale: 1)
        }
        if format.opaque { pixmap.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)) }
        let context = UIGraphicsImageRendererContext(format: format, cgContext: CGContext(graphics: GraphicsContext(pixmap: pixmap, scale: scale)))
        UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
        context.cgContext.close(by: "its UIGraphicsImageRenderer's image(actions:) returned",
                                fix: "draw inside the actions closure")
        return UIImage(pixmap: pixmap, scale: scale)
    }

    /// Creates PNG data of the image `actions` draw (see `image(actions:)`).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// A set of drawing attributes that represents the configuration of an image renderer
/// context.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point (default: the main screen's, 3 on an iPhone 15).
    open var scale: CGFloat
    /// Whether the image has no transparency (default false); an opaque image starts black.
    open var opaque = false

    /// Creates a format with the main screen's scale.
    public init() { scale = UIScreen.main.scale }

    /// The format for the device's main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer while its actions run.
open class UIGraphicsImageRendererContext {
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat
    /// The Core Graphics context drawing into the image (points, y down): its fill and
    /// stroke colours are the ones `UIColor.setFill()` and `setStroke()` set, and its
    /// transform and clip apply to the renderer context's and `UIBezierPath`'s drawing too.
    public let cgContext: CGContext

    /// The context of the actions running now, if any.
    @TaskLocal static var current: UIGraphicsImageRendererContext?

    init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) {
        self.format = format
        self.cgContext = cgContext
    }

    /// The bitmap being drawn into, in the context's current state (points, y down).
    var graphics: GraphicsContext { cgContext.state.graphics }
    /// The colour `fill` calls paint (`UIColor.setFill()`; default black).
    var fillColor: Color.Resolved {
        get { cgContext.state.fillColor }
        set { cgContext.state.fillColor = newValue }
    }
    /// The colour `stroke` calls paint (`UIColor.setStroke()`; default black).
    var strokeColor: Color.Resolved {
        get { cgContext.state.strokeColor }
        set { cgContext.state.strokeColor = newValue }
    }

    /// Fills `rect` (points) with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Strokes the outline of `rect` (points) with the current line width (1 unless the
    /// `cgContext` set another) in the current stroke colour.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// The context drawing now: the running actions' renderer context, else the innermost
    /// `UIGraphicsBeginImageContextWithOptions` one; nil, with a warning naming `call`,
    /// outside both.
    static func drawing(_ call: String) -> UIGraphicsImageRendererContext? {
        guard let context = current ?? ImageContextStack.top else {
            warnOnce("\(call) was called outside a UIGraphicsImageRenderer's image(actions:) and outside "
                     + "UIGraphicsBeginImageContextWithOptions, so it draws nothing; call it inside the actions")
            return nil
        }
        return context
    }
}

extension UIColor {
    /// Sets the colour of later fills in the current image renderer context (UIKit reads
    /// it in its light value, as outside a dark trait collection). Outside one: nothing, with a warning.
    public func setFill() {
        UIGraphicsImageRendererContext.drawing("UIColor.setFill()")?.fillColor = color.resolve(in: EnvironmentValues())
    }

    /// Sets the colour of later strokes in the current image renderer context (its light
    /// value). Outside one: nothing, with a warning.
    public func setStroke() {
        UIGraphicsImageRendererContext.drawing("UIColor.setStroke()")?.strokeColor = color.resolve(in: EnvironmentValues())
    }

    /// Sets the colour of later fills and strokes in the current image renderer context.
    public func set() {
        guard let context = UIGraphicsImageRendererContext.drawing("UIColor.set()") else { return }
        context.fillColor = color.resolve(in: EnvironmentValues())
        context.strokeColor = context.fillColor
    }
}

/// Fills `rect` (points) with the current fill colour of the current image renderer context
/// (UIKit's `UIRectFill`). Outside one: nothing, with a warning.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsImageRendererContext.drawing("UIRectFill(_:)")?.fill(rect)
}
/// The image contexts `UIGraphicsBeginImageContextWithOptions` opened and
/// `UIGraphicsEndImageContext` has not closed, innermost last, with their bitmaps. Kept per
/// thread, as UIKit keeps them: code drawing on two threads at once (two snapshot tests
/// running in parallel, say) each sees its own contexts.
enum ImageContextStack {
    private final class Entries {
        var list: [(context: UIGraphicsImageRendererContext, pixmap: Pixmap, scale: CGFloat)] = []
    }

    private static let key = "Raster.ImageContextStack"

    /// This thread's stack, made on first use.
    private static var entries: Entries {
        let dictionary = Thread.current.threadDictionary
        if let entries = dictionary[key] as? Entries { return entries }
        let entries = Entries()
        dictionary[key] = entries
        return entries
    }

    static func push(_ context: UIGraphicsImageRendererContext, pixmap: Pixmap, scale: CGFloat) {
        entries.list.append((context, pixmap, scale))
    }

    /// Closes the innermost context and returns it; nil when none is open.
    static func pop() -> UIGraphicsImageRendererContext? { entries.list.popLast()?.context }

    static var top: UIGraphicsImageRendererContext? { entries.list.last?.context }

    /// The innermost context's bitmap and scale.
    static var topImage: (pixmap: Pixmap, scale: CGFloat)? { entries.list.last.map { ($0.pixmap, $0.scale) } }
}

/// Opens a bitmap image context of `size` points at `scale` pixels per point (0: the main
/// screen's, 3) and makes it current: `UIGraphicsGetCurrentContext()` returns its
/// `CGContext`, and `UIBezierPath.fill()`, `UIRectFill` and `UIColor.setFill()` draw there
/// until `UIGraphicsEndImageContext()`. An opaque context starts black, else transparent.
/// A size or scale that is zero, negative or not finite opens a 1 × 1 transparent context at
/// scale 1, with a warning.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let pixmap: Pixmap, drawnScale: CGFloat
    if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0,
       let made = try? Pixmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up))) {
        (pixmap, drawnScale) = (made, scale)
        if opaque { pixmap.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)) }
    } else {
        warnOnce("UIGraphicsBeginImageContextWithOptions: an image of \(size.width) × \(size.height) points at scale \(scale) "
                 + "cannot be made, so a 1 × 1 transparent context is opened; give a positive, finite size and scale")
        (pixmap, drawnScale) = (try! Pixmap(width: 1, height: 1), 1)
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = drawnScale
    format.opaque = opaque
    let context = UIGraphicsImageRendererContext(format: format,
                                                 cgContext: CGContext(graphics: GraphicsContext(pixmap: pixmap, scale: drawnScale)))
    ImageContextStack.push(context, pixmap: pixmap, scale: drawnScale)
}

/// Opens a transparent bitmap image context of `size` points at scale 1
/// (`UIGraphicsBeginImageContextWithOptions(size, false, 1)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current Core Graphics context: the running `UIGraphicsImageRenderer` actions' or the
/// innermost open image context's; nil outside both.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    (UIGraphicsImageRendererContext.current ?? ImageContextStack.top)?.cgContext
}

/// An image of what the innermost open image context holds now (a copy: later drawing does
/// not change it); nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (pixmap, scale) = ImageContextStack.topImage else { return nil }
    return UIImage(pixmap: pixmap.cropped(to: PixelRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height)), scale: scale)
}

/// Closes the innermost image context. Without an open one, warns and does nothing.
public func UIGraphicsEndImageContext() {
    guard let closed = ImageContextStack.pop() else {
        warnOnce("UIGraphicsEndImageContext() was called with no image context open; pair it with "
                 + "UIGraphicsBeginImageContextWithOptions")
        return
    }
    closed.cgContext.close(by: "UIGraphicsEndImageContext() closed it",
                           fix: "draw before UIGraphicsEndImageContext()")
}
#endif
