// UIView.swift · Raster/Views/UIKit · mirrors UIKit UIView (iOS 17), as far as a UIViewRepresentable uses it
// Status: Partial — geometry, colour, visibility and the subview tree; no layers, Auto Layout,
// gestures or drawing (`draw(_:)` is never called). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages the content for a rectangular area on the screen.
///
/// Raster: a UIView is state, not pixels. Hosted by a `UIViewRepresentable`, it is drawn as a
/// plain UIView with no content shows: its `backgroundColor` over its bounds, then its
/// subviews' backgrounds over their frames (points, in the superview's space, y down),
/// faded by `alpha`, skipped when `isHidden`. What a subclass draws itself (text, images,
/// `draw(_:)`, layers) is not drawn; the hosting view warns once per type.
open class UIView {
    /// The frame rectangle, in the superview's coordinate system, points. Default `.zero`.
    /// A hosting representable sets it to the size SwiftUI layout gives the view, at the origin.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }

    /// The bounds rectangle, in the view's own coordinate system: `frame`'s size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The centre of the frame, in the superview's coordinate system.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The view's background colour; nil (the default) is transparent.
    open var backgroundColor: UIColor?
    /// The view's opacity, 0...1. Default 1.
    open var alpha: CGFloat = 1
    /// Whether the view (and its subviews) is hidden. Default false.
    open var isHidden = false
    /// The tint colour; nil inherits the superview's. Default nil.
    open var tintColor: UIColor!
    /// Whether subviews are clipped to the bounds. Raster: recorded only (subviews are not clipped).
    open var clipsToBounds = false
    /// Whether the view receives touches. Raster: recorded only (UIKit views get no touches).
    open var isUserInteractionEnabled = true
    /// The light or dark look this view and its subviews take whatever the system's is
    /// (default `.unspecified`: the system's). Raster: on a host's window (`UIWindow`) it sets
    /// the hosted views' colour scheme; on other views it is recorded.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// An integer that identifies the view. Default 0.
    open var tag = 0
    /// Whether the frame is turned into Auto Layout constraints. Raster: recorded only.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The view's superview, if it is in one.
    open private(set) weak var superview: UIView?
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// Whether `layoutSubviews()` is due (`setNeedsLayout()`).
    private var needsLayout = false

    /// The value meaning a dimension has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Creates a view with the frame rectangle you give, points.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive. Raster: there are no archives (storyboards, nibs), so
    /// this returns nil; it exists so that subclasses declaring `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The natural size of the view's content, points; `noIntrinsicMetric` in a dimension
    /// without one (the default in both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`. The default returns the current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// Adds `view` at the front of the subviews, removing it from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Lays out the subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    /// Marks the layout as due: the next `layoutIfNeeded()` (which a hosting representable
    /// calls after placing the view) runs `layoutSubviews()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` now if the layout is due, then the subviews' due layouts.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        subviews.forEach { $0.layoutIfNeeded() }
    }

    /// Marks the view as needing to be drawn. Raster: nothing is drawn by UIKit; ignored.
    open func setNeedsDisplay() {}
}
#endif
