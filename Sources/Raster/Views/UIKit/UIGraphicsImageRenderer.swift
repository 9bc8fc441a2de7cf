// UIGraphicsImageRenderer.swift · Raster/Views/UIKit · mirrors UIKit UIGraphicsImageRenderer, UIGraphicsImageRendererFormat, UIGraphicsImageRendererContext, UIRectFill and UIColor.setFill/setStroke/set (iOS 17)
// Status: Partial — paths and rectangles filled and stroked in flat colours into a bitmap by
// Raster's rasterizer; no `cgContext` (Raster has no CGContext), images, text, clipping,
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
        let context = UIGraphicsImageRendererContext(format: format, graphics: GraphicsContext(pixmap: pixmap, scale: scale))
        UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
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
    /// The bitmap being drawn into (points, y down).
    let graphics: GraphicsContext
    /// The colour `fill` calls paint (`UIColor.setFill()`; default black).
    var fillColor = Color.Resolved(red: 0, green: 0, blue: 0)
    /// The colour `stroke` calls paint (`UIColor.setStroke()`; default black).
    var strokeColor = Color.Resolved(red: 0, green: 0, blue: 0)

    /// The context of the actions running now, if any.
    @TaskLocal static var current: UIGraphicsImageRendererContext?

    init(format: UIGraphicsImageRendererFormat, graphics: GraphicsContext) {
        self.format = format
        self.graphics = graphics
    }

    /// Fills `rect` (points) with the current fill colour.
    open func fill(_ rect: CGRect) {
        graphics.fill(Path(rect), with: .color(Color(fillColor)))
    }

    /// Strokes the outline of `rect` (points) with a 1-point line in the current stroke colour.
    open func stroke(_ rect: CGRect) {
        graphics.stroke(Path(rect), with: .color(Color(strokeColor)), lineWidth: 1)
    }

    /// The context of the running actions; nil, with a warning naming `call`, outside them.
    static func drawing(_ call: String) -> UIGraphicsImageRendererContext? {
        guard let current else {
            warnOnce("\(call) was called outside a UIGraphicsImageRenderer's image(actions:), so it draws nothing; "
                     + "call it inside the actions")
            return nil
        }
        return current
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
#endif
