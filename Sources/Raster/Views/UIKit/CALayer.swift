// CALayer.swift · Raster/Views/UIKit · mirrors Core Animation CALayer, CALayerCornerCurve, CACornerMask (iOS 17), as far as `UIView.layer` is used to round, border and shadow a view
// Status: Partial — corner radius, curve and masked corners, border, mask-to-bounds and shadow are drawn
// (UIView+Drawing.swift), and opacity and background colour are the view's; no sublayers, transforms, contents, animations or layer classes.
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages image-based content and allows you to perform animations on that
/// content.
///
/// Raster: the layer of a `UIView` (`view.layer`), holding what app code sets on it to
/// round, border and shadow the view; the view draws it (points, the view's bounds, y down).
/// Colours are `CGColor`s, fixed values: as on iOS, `UIColor.label.cgColor` is the light
/// value and does not follow dark mode.
open class CALayer {
    /// The radius of the corners, points (default 0). The background is drawn inside the
    /// rounded bounds, and so are the content and subviews when `masksToBounds` is true.
    /// Clamped to half the shorter side as Core Animation does; a negative or non-finite
    /// radius draws square corners, with a warning.
    open var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners (default `.circular`, Core Animation's default).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners `cornerRadius` rounds (default all four); the others are square, for the
    /// background, the clip of `masksToBounds` and the border alike. In the view's bounds,
    /// y down: `.layerMinXMinYCorner` is the top-left corner.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The width of the border, points (default 0: none). The border is drawn inside the
    /// bounds, following the corners, over the content and subviews.
    open var borderWidth: CGFloat = 0
    /// The colour of the border (default opaque black, Core Animation's default).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Whether the content and subviews are clipped to the (rounded) bounds (default false;
    /// the same value as the view's `clipsToBounds`). A masking layer draws no shadow, as
    /// on iOS, where the clip removes it.
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
    /// casts the shadow of what the layer draws: its background, border, content and
    /// subviews.
    open var shadowPath: CGPath?

    /// The view whose layer this is; nil for a layer made on its own.
    weak var view: UIView?
    /// The frame of a layer made on its own.
    private var ownFrame = CGRect.zero
    /// The opacity and background colour of a layer made on its own.
    private var ownOpacity: Float = 1, ownBackgroundColor: CGColor?

    /// The opacity of the layer, 0...1 (default 1). As in UIKit, a view's layer's is the
    /// view's `alpha`: setting one sets the other, and the view, its content and subviews are
    /// drawn faded by it. A layer made on its own keeps the value set.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// The background colour of the layer (default nil: none). As in UIKit, a view's layer's
    /// is the view's `backgroundColor` as a fixed `CGColor`: setting it sets the view's
    /// (nil clears it), and reading a semantic colour gives its light value. A layer made on
    /// its own keeps the value set.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { ownBackgroundColor = newValue }
        }
    }

    /// The layer's rectangle in its superlayer's space (points, y down): a view's layer's is
    /// the view's `frame`, and setting it moves the view; a layer made on its own keeps the
    /// value set (default zero).
    open var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue }
        }
    }

    /// The layer's own rectangle (points): a view's layer's is the view's `bounds`, and
    /// setting it sets them; a layer made on its own has its frame's size at the origin, and
    /// setting it changes that size.
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set {
            if let view { view.bounds = newValue } else { ownFrame.size = newValue.size }
        }
    }

    /// Creates a layer with Core Animation's defaults.
    public init() {}

    /// Draws the layer, its view's content and its subviews' layers into `ctx`, the view's
    /// bounds at the context's origin in its current transform (points, y down).
    ///
    /// Mirrors Core Animation's `render(in:)`: the layer's current state, as
    /// `UIView.drawHierarchy(in:afterScreenUpdates: false)` draws it. A layer that is not a
    /// view's draws nothing, with a warning (Raster's layers have no content of their own).
    open func render(in ctx: CGContext) {
        guard let view else {
            warnOnce("CALayer.render(in:) was called on a layer that is no view's, so it draws nothing; Raster draws a layer "
                     + "through its view: render view.layer")
            return
        }
        ctx.drawHierarchy(of: view, in: CGRect(origin: .zero, size: view.bounds.size))
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
