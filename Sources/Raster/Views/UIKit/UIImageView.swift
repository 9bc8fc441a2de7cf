// UIImageView.swift · Raster/Views/UIKit · mirrors UIKit UIImageView (iOS 17)
// Status: Partial — one still image placed by `contentMode`, symbol images tinted and drawn
// with their configuration, template and tinted images; no animation images, highlighting
// (recorded only) or preferred symbol configurations.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that displays a single image or a sequence of animated images in your
/// interface.
///
/// Raster: draws `image` as iOS does, placed in the bounds (points, y down) by
/// `contentMode` — stretched (`.scaleToFill`, the default), scaled to fit or to fill keeping
/// its aspect ratio, or at its own size at the centre, an edge or a corner — with Raster's
/// image drawing (the pixels `Image(uiImage:)` draws). What falls outside the bounds shows
/// unless `clipsToBounds`. A symbol image is drawn in `tintColor` (system blue when neither
/// the view nor a superview sets one), or in its tint colour or configuration's colour, at
/// its configuration's point size, weight and scale (`UIImage.SymbolConfiguration`); an
/// `.alwaysTemplate` image is its alpha filled with the tint. Its background and layer are
/// drawn as any `UIView`'s.
open class UIImageView: UIView {
    /// The image displayed (default nil: nothing is drawn).
    open var image: UIImage?
    /// The image displayed when the view is highlighted (default nil). Raster: recorded
    /// only, as a view is never highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted (default false). Raster: recorded only.
    open var isHighlighted = false

    /// An image view hugs its image at 251, as UIKit's.
    override class var defaultContentHugging: UILayoutPriority { UILayoutPriority(251) }

    /// Creates an image view showing `image`, its frame the image's size (points) at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, recording `highlightedImage`, its frame the
    /// image's size at the origin.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image's size (points); `noIntrinsicMetric` in both dimensions without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (points), whatever `size`; the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? frame.size
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard let image else { return [] }
        let (environment, isTemplate) = image.drawing(in: environment, viewTint: inheritedTintColor)
        var drawn = Image(source: image.source).resizable()
        if isTemplate { drawn.templateRenderingMode = .template }
        let rect = contentMode.rect(for: drawn.naturalSize(in: environment), in: bounds)
        guard rect.width > 0, rect.height > 0, let draw = drawn.drawing(in: environment) else { return [] }
        let items = draw(rect.size)
        guard rect.origin != .zero else { return items }
        return [.group(.transform(CGAffineTransform(translationX: rect.minX, y: rect.minY)), items)]
    }
}

extension UIView.ContentMode {
    /// Where content of `size` (points) is drawn in `bounds` in this mode: stretched over
    /// them, scaled to fit or fill them keeping its aspect ratio (centred), or at its own
    /// size at the centre, an edge or a corner. `.redraw` stretches, as `.scaleToFill`.
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let fit = min(bounds.width / size.width, bounds.height / size.height)
        let fill = max(bounds.width / size.width, bounds.height / size.height)
        var drawn = size, x: CGFloat = 0.5, y: CGFloat = 0.5
        switch self {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit: drawn = CGSize(width: size.width * fit, height: size.height * fit)
        case .scaleAspectFill: drawn = CGSize(width: size.width * fill, height: size.height * fill)
        case .center: break
        case .top: y = 0
        case .bottom: y = 1
        case .left: x = 0
        case .right: x = 1
        case .topLeft: (x, y) = (0, 0)
        case .topRight: (x, y) = (1, 0)
        case .bottomLeft: (x, y) = (0, 1)
        case .bottomRight: (x, y) = (1, 1)
        }
        return CGRect(x: bounds.minX + (bounds.width - drawn.width) * x, y: bounds.minY + (bounds.height - drawn.height) * y,
                      width: drawn.width, height: drawn.height)
    }
}
#endif
