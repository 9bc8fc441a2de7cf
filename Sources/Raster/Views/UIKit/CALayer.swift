// CALayer.swift · Raster/Views/UIKit · mirrors Core Animation CALayer, CALayerCornerCurve, CACornerMask (iOS 17): a view's layer and layers made on their own
// Status: Partial — geometry (bounds, position, anchor point, frame, transform, z position), the
// layer tree (CALayer+Sublayers.swift), appearance and contents are drawn (CALayer+Drawing.swift);
// no animations, actions, delegate or `sublayerTransform`. Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages image-based content and allows you to perform animations on that
/// content.
///
/// Raster: a view's layer (`view.layer`) or a layer made on its own and added to another
/// (`view.layer.addSublayer(_:)`), drawn as Core Animation composites it when a
/// representable shows the view (CALayer+Drawing.swift). Geometry is in points, y down,
/// each layer's in its superlayer's bounds space, as on iOS. A view's layer answers for the
/// view: its `frame`, `bounds`, `position`, `opacity`, `backgroundColor` and `isHidden` are the
/// view's `frame`, `bounds`, `center`, `alpha`, `backgroundColor` and `isHidden`. Colours are
/// `CGColor`s, fixed values: as on iOS, `UIColor.label.cgColor` is the light value and does
/// not follow dark mode. Nothing animates: a change shows in the next frame, as with
/// `CATransaction.setDisableActions(true)`.
open class CALayer {
    /// The radius of the corners, points (default 0). The background is drawn inside the
    /// rounded bounds, and so are the content and sublayers when `masksToBounds` is true.
    /// Clamped to half the shorter side as Core Animation does; a negative or non-finite
    /// radius draws square corners, with a warning.
    open var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners (default `.circular`, Core Animation's default).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners `cornerRadius` rounds (default all four); the others are square, for the
    /// background, the clip of `masksToBounds` and the border alike. In the layer's bounds,
    /// y down: `.layerMinXMinYCorner` is the top-left corner.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The width of the border, points (default 0: none). The border is drawn inside the
    /// bounds, following the corners, over the contents and sublayers (and a view's subviews).
    open var borderWidth: CGFloat = 0
    /// The colour of the border (default opaque black, Core Animation's default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Whether the contents and sublayers (and a view's subviews) are clipped to the
    /// (rounded) bounds (default false; a view's `clipsToBounds`). A masking layer draws no
    /// shadow, as on iOS, where the clip removes it.
    open var masksToBounds = false
    /// The colour of the shadow (default opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow, 0...1 (default 0: no shadow).
    open var shadowOpacity: Float = 0
    /// The blur radius of the shadow, points (default 3).
    open var shadowRadius: CGFloat = 3
    /// The offset of the shadow, points, y down (default (0, -3): above the layer).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shape of the shadow, in the layer's bounds (points, y down); nil (the default)
    /// casts the shadow of what the layer draws: its background, border, contents and
    /// sublayers.
    open var shadowPath: CGPath?

    /// The layer's position on the z axis, points (default 0). Raster: orders siblings as
    /// Core Animation does ("higher values place this layer visually closer to the viewer",
    /// Apple's `zPosition` documentation): sublayers are drawn by increasing z position,
    /// those of equal z in `sublayers` order; a view's layer orders it among its superview's
    /// subviews in the same way. No depth is drawn (a perspective `transform` sees z = 0).
    open var zPosition: CGFloat = 0
    /// The z component of the anchor point, points (default 0). Raster: recorded; layers are
    /// drawn flat (z = 0), where it changes nothing.
    open var anchorPointZ: CGFloat = 0
    /// The transform applied to the layer about its anchor point (default the identity),
    /// in its superlayer's space, points, y down. Raster: drawn, the affine part as vectors
    /// and a perspective part (`m34`, `m14`, `m24`) as a projection of the layer's drawing,
    /// as `rotation3DEffect` draws one; z (`m13`, `m23`, `m33`, `m43`) is dropped, as Core
    /// Animation flattens a layer's content into its plane.
    open var transform: CATransform3D = CATransform3DIdentity
    /// Whether the layer rasterizes its drawing into a bitmap that later frames reuse
    /// (default false). Raster: recorded; it changes only caching on a device, and Raster
    /// draws every frame afresh at the host's scale.
    open var shouldRasterize = false
    /// The scale, pixels per point, of the bitmap `shouldRasterize` keeps (default 1).
    /// Raster: recorded, with `shouldRasterize` (a device draws a rasterized layer at this
    /// scale, blurry below the screen's; Raster draws at the host's scale).
    open var rasterizationScale: CGFloat = 1
    /// Core Image filters applied to the layer's content and sublayers (default nil). Raster:
    /// recorded and not applied, as on iOS, where Apple's documentation says the property "is
    /// not supported on layers in iOS" (apps may still read and write it, as Kavsoft-style blur
    /// tricks do on a visual effect view's sublayers).
    open var filters: [Any]?
    /// Core Image filters applied to what lies behind the layer (default nil). Raster: recorded
    /// and not applied; iOS does not support it either (Apple's documentation).
    open var backgroundFilters: [Any]?
    /// The Core Image filter compositing the layer with what lies behind it (default nil:
    /// source-over). Raster: recorded and not applied; iOS does not support it either.
    open var compositingFilter: Any?
    /// Whether the layer is marked as needing `display()` when its bounds change size
    /// (default false).
    open var needsDisplayOnBoundsChange = false
    /// The layer's name (default nil), for finding it among sublayers.
    open var name: String?
    /// The layer whose alpha channel masks this layer's drawing (default nil): where the mask
    /// draws nothing, this layer is transparent. The mask's geometry is in this layer's
    /// bounds space; it must be in no layer tree. A masked layer's shadow is cut by the mask
    /// too, as on iOS.
    open var mask: CALayer? {
        didSet {
            guard let mask else { return }
            if mask === self || (mask.isAncestor(of: self)) {
                warnOnce("A \(subject)'s mask was set to \(mask === self ? "the layer itself" : "a layer it is drawn in"), "
                         + "which would mask itself; the mask is removed: give a layer in no tree")
                self.mask = nil
            }
        }
    }

    /// The layer's image (default nil): a `CGImage`, placed in the bounds by
    /// `contentsGravity` over the background and under the sublayers. Raster: anything else
    /// (a `UIImage`, not its `cgImage`) draws nothing, with a warning, as iOS draws nothing.
    open var contents: Any?
    /// How `contents` is placed in the bounds (default `.resize`: stretched to fill them).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The pixels per point of `contents` (default 1), which gives the image its size in
    /// points for the gravities that do not scale it (a 60-pixel image at 3 is 20 points).
    open var contentsScale: CGFloat = 1

    /// The view whose layer this is; nil for a layer made on its own.
    weak var view: UIView?
    /// The sublayers, back to front (CALayer+Sublayers.swift).
    var storedSublayers: [CALayer] = []
    /// The layer this one is a sublayer of (CALayer+Sublayers.swift).
    weak var storedSuperlayer: CALayer?
    /// The bounds and position of a layer made on its own.
    private var ownBounds = CGRect.zero, ownPosition = CGPoint.zero
    /// The opacity, background colour and visibility of a layer made on its own.
    private var ownOpacity: Float = 1, ownBackgroundColor: CGColor?, ownHidden = false
    /// Whether `setNeedsDisplay()` was called and `display()` has not run since.
    private var displayIsPending = false

    /// The opacity of the layer, 0...1 (default 1). As in UIKit, a view's layer's is the
    /// view's `alpha`: setting one sets the other, and the view, its content and subviews are
    /// drawn faded by it. A layer made on its own keeps the value set, and fades its
    /// sublayers with it (a group opacity).
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// The background colour of the layer (default nil: none), filling the rounded bounds.
    /// As in UIKit, a view's layer's is the view's `backgroundColor` as a fixed `CGColor`:
    /// setting it sets the view's (nil clears it), and reading a semantic colour gives its
    /// light value. A layer made on its own keeps the value set.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { ownBackgroundColor = newValue }
        }
    }

    /// Whether the layer and its sublayers are not drawn (default false); a view's layer's is
    /// the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? ownHidden }
        set {
            if let view { view.isHidden = newValue } else { ownHidden = newValue }
        }
    }

    /// The layer's own rectangle (points, y down): its size, and in its origin the point of
    /// its own space at its top-left corner, which shifts its sublayers against it (default
    /// zero). A view's layer's is the view's `bounds`. A non-finite rectangle is ignored with
    /// a warning (Core Animation raises `CALayerInvalidGeometry`).
    open var bounds: CGRect {
        get { view?.bounds ?? ownBounds }
        set {
            guard isFinite([newValue.minX, newValue.minY, newValue.width, newValue.height], "bounds \(Self.describe(newValue))") else { return }
            if let view {
                view.bounds = newValue
            } else {
                let resized = newValue.size != ownBounds.size
                ownBounds = newValue
                if resized, needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point lies in the superlayer's space (points, y down; default zero).
    /// A view's layer's is the point of its frame at the anchor point: the view's `center`
    /// with the default anchor; setting it moves the view.
    open var position: CGPoint {
        get {
            guard let view else { return ownPosition }
            return CGPoint(x: view.frame.minX + anchorPoint.x * view.frame.width, y: view.frame.minY + anchorPoint.y * view.frame.height)
        }
        set {
            guard isFinite([newValue.x, newValue.y], "position (\(newValue.x), \(newValue.y))") else { return }
            if let view {
                view.frame.origin = CGPoint(x: newValue.x - anchorPoint.x * view.frame.width, y: newValue.y - anchorPoint.y * view.frame.height)
            } else {
                ownPosition = newValue
            }
        }
    }

    /// The point of the bounds that `position` places and `transform` turns about, in unit
    /// coordinates of the bounds: (0, 0) the top-left corner, (1, 1) the bottom-right
    /// (default (0.5, 0.5), the centre). Changing it keeps `position` and moves the frame, as
    /// in Core Animation (a view's frame too).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard isFinite([anchorPoint.x, anchorPoint.y], "anchorPoint (\(anchorPoint.x), \(anchorPoint.y))") else {
                anchorPoint = oldValue
                return
            }
            guard let view else { return }
            let size = view.frame.size
            view.frame.origin.x += (oldValue.x - anchorPoint.x) * size.width
            view.frame.origin.y += (oldValue.y - anchorPoint.y) * size.height
        }
    }

    /// The layer's rectangle in its superlayer's space (points, y down): derived from
    /// `bounds`, `anchorPoint`, `position` and `transform` as in Core Animation, the smallest
    /// rectangle holding the transformed bounds (so with the identity transform, the origin is
    /// `position` less the anchor point's offset in the bounds). Setting it sets `position` and
    /// the size of `bounds`. A view's layer's is the view's `frame`, and setting it moves the
    /// view. A non-finite rectangle is ignored with a warning.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            return bounds.applying(affinePlacement)
        }
        set {
            guard isFinite([newValue.minX, newValue.minY, newValue.width, newValue.height], "frame \(Self.describe(newValue))") else { return }
            if let view {
                view.frame = newValue
                return
            }
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            bounds.size = newValue.size
        }
    }

    /// Creates a layer with Core Animation's defaults.
    public init() {}

    /// Creates a copy of `layer`'s state: its geometry, appearance, contents, mask and name
    /// (not its sublayers or superlayer).
    ///
    /// Mirrors Core Animation's `init(layer:)`, which makes the presentation copies of a
    /// layer; a subclass overrides it to copy its own properties and calls this one. Raster:
    /// a copy of a view's layer is a layer made on its own, at the view's geometry.
    public init(layer: Any) {
        guard let layer = layer as? CALayer else { return }
        (cornerRadius, cornerCurve, maskedCorners) = (layer.cornerRadius, layer.cornerCurve, layer.maskedCorners)
        (borderWidth, borderColor, masksToBounds) = (layer.borderWidth, layer.borderColor, layer.masksToBounds)
        (shadowColor, shadowOpacity, shadowRadius) = (layer.shadowColor, layer.shadowOpacity, layer.shadowRadius)
        (shadowOffset, shadowPath) = (layer.shadowOffset, layer.shadowPath)
        (zPosition, anchorPointZ, transform) = (layer.zPosition, layer.anchorPointZ, layer.transform)
        (shouldRasterize, rasterizationScale) = (layer.shouldRasterize, layer.rasterizationScale)
        (filters, backgroundFilters, compositingFilter) = (layer.filters, layer.backgroundFilters, layer.compositingFilter)
        (needsDisplayOnBoundsChange, name, mask) = (layer.needsDisplayOnBoundsChange, layer.name, layer.mask)
        (contents, contentsGravity, contentsScale) = (layer.contents, layer.contentsGravity, layer.contentsScale)
        (anchorPoint, ownBounds, ownPosition) = (layer.anchorPoint, layer.bounds, layer.position)
        (ownOpacity, ownBackgroundColor, ownHidden) = (layer.opacity, layer.backgroundColor, layer.isHidden)
    }

    /// Creates a layer from an archive. Raster: there are no archives, so this returns nil;
    /// it exists so that subclasses declaring `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The affine part of `transform` (Core Animation's `affineTransform()`): its x and y
    /// rows and translation, without z or perspective.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the affine transform `m` (Core Animation's `setAffineTransform(_:)`).
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Marks the layer as needing `display()` (Core Animation's `setNeedsDisplay()`). Raster:
    /// the next drawing of the layer runs `display()` first, whose default runs
    /// `draw(in:)` into the frame being drawn (see `draw(in:)`).
    open func setNeedsDisplay() { displayIsPending = true }

    /// Marks the layer as needing `display()`. Raster: the whole layer is redrawn, as any
    /// `rect` (Core Animation redraws at least that part).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether `setNeedsDisplay()` was called and `display()` has not run since.
    open func needsDisplay() -> Bool { displayIsPending }

    /// Runs `display()` when the layer needs it.
    open func displayIfNeeded() {
        if displayIsPending { display() }
    }

    /// Updates the layer's drawing (Core Animation's `display()`). Raster: from now on the
    /// layer's contents are what `draw(in:)` draws, run each time the layer is drawn (as
    /// vectors at the host's scale, not a kept bitmap), as Core Animation replaces
    /// `contents` with that drawing; a subclass that overrides this and sets `contents`
    /// instead keeps its image.
    open func display() {
        displayIsPending = false
        contents = nil
        drawsOwnContent = true
    }

    /// Draws the layer's content into `ctx` (points, the layer's bounds space, y down).
    /// The default draws nothing, as Core Animation's does without a delegate; a subclass
    /// overrides it, and it runs once `setNeedsDisplay()` (or `display()`) has been called.
    /// Raster: `ctx` draws flat colours, paths and strokes (CGContext.swift).
    open func draw(in ctx: CGContext) {}

    /// Whether `display()` made `draw(in:)` the layer's content.
    var drawsOwnContent = false

    /// What the layer draws between its background and its sublayers, in its bounds space
    /// (points, y down): its contents (CALayer+Drawing.swift); CAShapeLayer, CAGradientLayer
    /// and CATextLayer add their drawing after them.
    func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        contentsItems(in: bounds)
    }

    /// Draws the layer and its sublayers into `ctx`, the layer's bounds at the context's
    /// origin in its current transform (points, y down).
    ///
    /// Mirrors Core Animation's `render(in:)`: the layer's current state, as
    /// `UIView.drawHierarchy(in:afterScreenUpdates: false)` draws a view's layer.
    open func render(in ctx: CGContext) {
        if let view {
            ctx.drawHierarchy(of: view, in: CGRect(origin: .zero, size: view.bounds.size))
            return
        }
        ctx.drawLayer(self)
    }

    /// How the layer names itself in warnings: its class, and for a view's layer the view's
    /// class ("A UIView's layer").
    var subject: String {
        if let view { return "\(strippingGenerics(String(describing: Swift.type(of: view))))'s layer" }
        return strippingGenerics(String(describing: Swift.type(of: self)))
    }

    /// `rect` as warnings show it: "x 0.0, y nan, width 10.0, height 10.0".
    private static func describe(_ rect: CGRect) -> String {
        "x \(rect.minX), y \(rect.minY), width \(rect.width), height \(rect.height)"
    }

    /// Whether `numbers` are all finite; warns, naming the property and value given
    /// (`given`), when not.
    private func isFinite(_ numbers: [CGFloat], _ given: String) -> Bool {
        guard numbers.allSatisfy(\.isFinite) else {
            warnOnce("A \(subject) was given the \(given), which is not finite, so it keeps the one it had (Core Animation "
                     + "raises CALayerInvalidGeometry); give finite numbers")
            return false
        }
        return true
    }
}

#if !canImport(Darwin)
/// A span of time in seconds (Core Foundation's `CFTimeInterval`, which Linux's Foundation
/// does not export).
public typealias CFTimeInterval = Double
#endif

/// The current time in seconds on a clock that counts from an unspecified start and never
/// goes back (the process's system uptime). Mirrors Core Animation's `CACurrentMediaTime()`;
/// as there, only differences between two readings mean anything.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// The corners of a layer that its corner radius rounds (Core Animation's `CACornerMask`),
/// named by the layer's bounds: in UIKit's views, y down, min Y is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x, minimum y).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner (maximum x, minimum y).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (minimum x, maximum y).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (maximum x, maximum y).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of iOS's app icons and SwiftUI's `RoundedRectangle`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    /// The SwiftUI corner style of the curve (circular for a raw value Core Animation lacks).
    var style: RoundedCornerStyle { self == .continuous ? .continuous : .circular }
}
#endif
