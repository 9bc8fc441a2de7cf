// UIView.swift · Raster/Views/UIKit · mirrors UIKit UIView (iOS 17), as far as a UIViewRepresentable uses it
// Status: Partial — geometry, colour, visibility, the subview tree, Auto Layout and
// autoresizing (AutoLayout/), the layer's corners, border and shadow (drawn by
// UIView+Drawing.swift), gesture recognizers (UIView+Gestures.swift: they recognize a host's
// touches, their actions cannot be sent); no `draw(_:)` (never called). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages the content for a rectangular area on the screen.
///
/// Raster: hosted by a `UIViewRepresentable`, a view is drawn as Core Animation draws its
/// layer (UIView+Drawing.swift): its `backgroundColor` over its bounds, rounded by
/// `layer.cornerRadius`, what a `UILabel`, `UIImageView`, `UITextView` or
/// `UIActivityIndicatorView` shows, its subviews over their frames (points, in the
/// superview's space, y down), the layer's border and shadow, all faded by `alpha` and
/// skipped when `isHidden`. What another subclass draws itself (`draw(_:)`, overridden
/// drawing) is not drawn; the hosting view warns once per such type.
open class UIView {
    /// The frame rectangle, in the superview's coordinate system, points. Default `.zero`.
    /// A hosting representable sets it to the size SwiftUI layout gives the view, at the origin.
    open var frame: CGRect {
        didSet {
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
                warnOnce("A \(strippingGenerics(String(describing: Swift.type(of: self)))) was given the frame \(frame), "
                         + "which is not finite (UIKit raises CALayerInvalidGeometry), so it keeps \(oldValue); give "
                         + "finite points")
                frame = oldValue
                return
            }
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            autoresizeSubviews(from: oldValue.size)
        }
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
    /// Whether the content and subviews are clipped to the bounds (rounded by the layer's
    /// corner radius); the layer's `masksToBounds`. Default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the content (a `UIImageView`'s image) is placed in the bounds. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill
    /// The Core Animation layer that draws the view: corner radius, border, shadow, mask,
    /// transform and sublayers; an instance of `layerClass`, made when first used.
    public private(set) lazy var layer: CALayer = makeLayer()

    /// The class of the view's layer (default `CALayer`); a subclass overrides it to be backed
    /// by a `CAShapeLayer`, `CAGradientLayer` or `CATextLayer`, whose drawing the view then
    /// draws over its background. Raster: those four classes are made; another layer class
    /// (a subclass of one of them) gets the class Raster has that it inherits from, with a
    /// warning, as Raster cannot make an instance of a class from its type alone.
    open class var layerClass: AnyClass { CALayer.self }
    /// Whether the view receives touches. Raster: recorded only (UIKit views get no touches).
    open var isUserInteractionEnabled = true
    /// The light or dark look this view and its subviews take whatever the system's is
    /// (default `.unspecified`: the system's). Raster: on a host's window (`UIWindow`) it sets
    /// the hosted views' colour scheme; on a hosted view, the colours it and its subviews draw in.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// An integer that identifies the view. Default 0. `viewWithTag(_:)` finds a view by it.
    open var tag = 0
    /// Whether Auto Layout keeps the view at the frame you set (true, the default) or sets
    /// the frame from the view's constraints (false; AutoLayout/AutoLayoutEngine.swift).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the frame follows the superview's size when that changes, while
    /// `translatesAutoresizingMaskIntoConstraints` is true (UIView+Autoresizing.swift).
    /// Default none: the frame stays.
    open var autoresizingMask: AutoresizingMask = []
    /// The default spacing inside the view's edges, points, that margin attributes and
    /// `layoutMarginsGuide` use: 8 on every side, as UIKit's default; a view controller's root
    /// view has none above and below and the system minimum at the sides, 16 points (20 in a
    /// view over 400 points wide: the large iPhones and iPads) [UNCERTAIN: the 20-point width
    /// threshold was read from screenshots, not measured].
    open var layoutMargins: UIEdgeInsets {
        get {
            if let storedLayoutMargins { return storedLayoutMargins }
            guard owningController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            let side: CGFloat = bounds.width > 400 ? 20 : 16
            return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        set {
            storedLayoutMargins = newValue
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }
    private var storedLayoutMargins: UIEdgeInsets?
    /// Whether the margins grow to the superview's where they overlap. Raster: recorded only
    /// (each view's margins are its own). Default false.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (`layoutMarginsGuide` is the safe
    /// area inset by the margins) rather than from the bounds. Default true.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view's content is mirrored right to left. Raster: recorded only; leading
    /// and trailing follow the hosting environment's layout direction. Default `.unspecified`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The gesture recognizers added, in order (UIView+Gestures.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// For the top view of a representable: the map from its space to the window's, as it
    /// was when the last touch came down on it (GestureChain.swift); identity otherwise.
    var hostedToWindow = CGAffineTransform.identity
    /// The constraints installed on the view (a common ancestor of their items), in the order
    /// they were activated or added.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns, in the order they were added.
    var ownedLayoutGuides: [UILayoutGuide] = []
    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints()`).
    var constraintsNeedUpdate = true
    /// The screen scale (pixels per point) frames are rounded to, and whether leading means
    /// right: set by the representable hosting the view (PlatformViewHosting.swift) to its
    /// host's `UIScreen.main.scale`, which a label's size is rounded to as well; an unhosted
    /// view lays out at @3x, left to right.
    var layoutHost = (scale: CGFloat(3), rightToLeft: false)

    /// The graph of the host whose representable shows this view (set by PlatformViewHosting.swift
    /// when it lays the view out); nil for a view no representable hosts. A top view given a
    /// host moves, with its subviews, into that host's window.
    weak var hostingGraph: ViewGraph? {
        willSet {
            guard newValue !== hostingGraph, superview == nil, !(self is UIWindow) else { return }
            let newWindow = newValue.flatMap { UIWindowScene.hostScene(of: $0).keyWindow }
            eachInTree { $0.willMove(toWindow: newWindow) }
        }
        didSet {
            guard oldValue !== hostingGraph, superview == nil, !(self is UIWindow) else { return }
            eachInTree { $0.didMoveToWindow() }
        }
    }

    /// The window the view is in, or nil when it is in none (UIKit's `UIView.window`).
    ///
    /// Raster: the `UIWindow` at the top of the view's superview chain (the view itself when it
    /// is a window); else, for a view a representable shows (its own or its top superview's),
    /// the window of the host drawing it, the key window of `UIApplication.shared.connectedScenes`
    /// while that host runs. Nil for a view in no window and shown by no host.
    open var window: UIWindow? {
        var top = self
        while let parent = top.superview { top = parent }
        if let window = top as? UIWindow { return window }
        guard let graph = top.hostingGraph else { return nil }
        return UIWindowScene.hostScene(of: graph).keyWindow
    }

    /// The view's superview, if it is in one.
    open private(set) weak var superview: UIView?
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// Whether `layoutSubviews()` is due (`setNeedsLayout()`).
    private var needsLayout = false
    /// The content hugging priorities set, by axis.
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// The compression resistance priorities set, by axis.
    private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// The hugging priority of a view of this class that sets none: 250 (`.defaultLow`), as UIKit's.
    class var defaultContentHugging: UILayoutPriority { .defaultLow }

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

    /// A new layer of `layerClass` (or the class Raster has that it inherits from, with a
    /// warning), whose view is this one.
    private func makeLayer() -> CALayer {
        let requested: AnyClass = Swift.type(of: self).layerClass
        let made: CALayer = switch requested {
        case is CAShapeLayer.Type: CAShapeLayer()
        case is CAGradientLayer.Type: CAGradientLayer()
        case is CATextLayer.Type: CATextLayer()
        default: CALayer()
        }
        if ObjectIdentifier(Swift.type(of: made)) != ObjectIdentifier(requested) {
            warnOnce("A \(strippingGenerics(String(describing: Swift.type(of: self))))'s layerClass is "
                     + "\(strippingGenerics(String(describing: requested))), which Raster cannot make, so its layer is a "
                     + "\(strippingGenerics(String(describing: Swift.type(of: made)))); add a layer of that class as a sublayer instead")
        }
        made.view = self
        return made
    }

    /// The natural size of the view's content, points; `noIntrinsicMetric` in a dimension
    /// without one (the default in both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`. The default returns the current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default
    /// 250; 251 for `UILabel` and `UIImageView`, as UIKit's).
    ///
    /// Raster: a representable hosting the view with the default sizing takes no more than
    /// the view's intrinsic size along an axis whose priority is `.defaultHigh` or more, and
    /// fills the proposal below that (PlatformViewHosting.swift).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? Self.defaultContentHugging
    }

    /// Sets the content hugging priority along `axis` (clamped to 1...1000, with a warning).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority.checked(in: "UIView.setContentHuggingPriority(_:for:)")
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default
    /// 750, `.defaultHigh`).
    ///
    /// Raster: recorded only — a representable's view takes a proposal smaller than its
    /// intrinsic size whatever this priority. [UNCERTAIN: how iOS weighs it against SwiftUI's
    /// proposal (through Auto Layout's fitting size, with text that wraps) is not published
    /// and was not measured.]
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis` (clamped to 1...1000, with a warning).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority.checked(in: "UIView.setContentCompressionResistancePriority(_:for:)")
    }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// Returns the view whose `tag` is `tag`: this view if its tag matches, else the first
    /// match of a depth-first search of its subviews in order (UIKit's `viewWithTag(_:)`);
    /// nil when none has it.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Adds `view` at the front of the subviews, removing it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews). When that
    /// moves it to another window, it and its subviews are told (`willMove(toWindow:)`,
    /// `didMoveToWindow()`), between its superview callbacks, as UIKit tells them.
    open func insertSubview(_ view: UIView, at index: Int) {
        let newWindow = window, movesWindow = view.window !== newWindow
        view.detachFromSuperview(leavingWindow: false)
        view.willMove(toSuperview: self)
        if movesWindow { view.eachInTree { $0.willMove(toWindow: newWindow) } }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
        if movesWindow { view.eachInTree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Removes the view from its superview, and the constraints between it (or its subviews)
    /// and views outside it, as UIKit does; a view that was in a window leaves it.
    open func removeFromSuperview() {
        detachFromSuperview(leavingWindow: window != nil)
    }

    /// `removeFromSuperview()`, telling the view and its subviews that they leave their window
    /// only when `leavingWindow`.
    private func detachFromSuperview(leavingWindow: Bool) {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if leavingWindow { eachInTree { $0.willMove(toWindow: nil) } }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        removeConstraintsLeavingSubtree(from: superview)
        if leavingWindow { eachInTree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }

    /// Runs `body` for the view, then for its subviews' trees, back to front.
    private func eachInTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.eachInTree(body) }
    }

    /// Called before the view (or a superview) moves to `newWindow` (nil: out of any window).
    /// The default does nothing; subclasses override it.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or a superview) moved to another window or out of one; `window`
    /// is the new one. The default does nothing; subclasses override it.
    open func didMoveToWindow() {}

    /// Called after `subview` was added. The default does nothing; subclasses override it.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed. The default does nothing; subclasses override it.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to `newSuperview` (nil: removed). The default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a superview or left one. The default does nothing.
    open func didMoveToSuperview() {}

    /// Lays out the subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    /// Whether `point` (this view's space, points) lies in the view: its bounds hold it.
    /// Mirrors UIKit's `point(inside:with:)`; subclasses override it to change the area that
    /// takes touches. Raster: `event` is always nil.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest view from this one down that takes a touch at `point` (this view's space,
    /// points), as UIKit finds it: nil when the view is hidden, has an alpha below 0.01, has
    /// user interaction disabled or `point(inside:with:)` says no; else the first subview, last
    /// added (drawn on top) first, that returns a view for the point in its space, or this view.
    /// Mirrors UIKit's `hitTest(_:with:)`; subclasses override it (a window that lets touches
    /// pass through its root view returns nil for it). Raster: a `ViewHost`'s touch on a
    /// hosted view reaches the gesture recognizers of the view this returns and of its
    /// superviews (UIView+Gestures.swift); `event` is always nil.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX,
                                    y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }

    /// Marks the layout as due: the next `layoutIfNeeded()` (which a hosting representable
    /// calls after placing the view) runs `layoutSubviews()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Applies the constraints of the view's hierarchy (AutoLayoutEngine.swift), then runs
    /// `layoutSubviews()` now if the layout is due, and the subviews' due layouts.
    open func layoutIfNeeded() {
        var top = self
        while let superview = top.superview { top = superview }
        AutoLayoutEngine.layout(top)
        layoutSubtreeIfNeeded()
    }

    /// `layoutSubviews()` where it is due, in this view and below; a controller's root view
    /// tells its controller before and after (`viewWillLayoutSubviews()`,
    /// `viewDidLayoutSubviews()`), as UIKit does.
    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        subviews.forEach { $0.layoutSubtreeIfNeeded() }
    }

    /// The controller whose root view this is, set when the controller loads or is given it.
    weak var owningController: UIViewController?

    /// The traits of the view's environment: those of the SwiftUI view hosting it (colour
    /// scheme, contrast, Dynamic Type size, size classes, layout direction, scale, idiom),
    /// a subview's its superview's, with `overrideUserInterfaceStyle` applied; outside a host,
    /// `UITraitCollection.current`'s. Mirrors UIKit's `UITraitEnvironment.traitCollection`.
    open var traitCollection: UITraitCollection {
        (hostEnvironment.map { UITraitCollection(environment: $0) } ?? superview?.traitCollection ?? .current)
            .overriding(overrideUserInterfaceStyle)
    }

    /// The environment of the representable hosting this root view, set where it is placed.
    var hostEnvironment: EnvironmentValues?

    /// The insets of the area clear of bars and the sensor housing, points: how far the
    /// window's unsafe edges reach into the view. Raster: for a view a representable hosts,
    /// the part of the device's unsafe area its frame covers (zero inside the safe area,
    /// the status bar's height for one that ignores it at the top of a screen); a subview's,
    /// its superview's less the distance to each edge, as UIKit derives them; a host's
    /// `UIWindow` has its device's. A view controller's root view adds the controller's
    /// `additionalSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets {
        let inherited = inheritedSafeAreaInsets
        guard let extra = owningController?.additionalSafeAreaInsets, extra != .zero else { return inherited }
        return UIEdgeInsets(top: inherited.top + extra.top, left: inherited.left + extra.left,
                            bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right)
    }

    /// The safe area the view gets from where it is placed, before its controller's
    /// `additionalSafeAreaInsets`.
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        if let hostedSafeAreaInsets { return hostedSafeAreaInsets }
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets, bounds = superview.bounds
        return UIEdgeInsets(top: max(0, outer.top - frame.minY), left: max(0, outer.left - frame.minX),
                            bottom: max(0, outer.bottom - (bounds.height - frame.maxY)),
                            right: max(0, outer.right - (bounds.width - frame.maxX)))
    }

    /// How far `layoutMarginsGuide` is inside the bounds: the margins, measured from the safe
    /// area when `insetsLayoutMarginsFromSafeArea`.
    var marginGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// A hosted root view's safe-area insets, set where it is placed (PlatformViewHosting).
    var hostedSafeAreaInsets: UIEdgeInsets?

    /// Updates the view's constraints; UIKit calls it before layout when
    /// `setNeedsUpdateConstraints()` was called (and once at first). Override it to change
    /// constraints, calling `super.updateConstraints()` last. The default does nothing.
    open func updateConstraints() { calledSuperUpdateConstraints = true }

    /// Whether the base `updateConstraints()` ran in the current call (an override must call it).
    var calledSuperUpdateConstraints = false

    /// Called when `layoutMargins` change. The default does nothing; subclasses override it.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` change. Raster: called on a hosted root view when where
    /// it is placed changes them. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Whether the view relies on constraint-based layout. Raster: read by nothing; every
    /// view's constraints are applied.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size of the view that satisfies its constraints and comes closest to
    /// `targetSize` (`layoutFittingCompressedSize` for the smallest), points, rounded to the
    /// pixel grid; the view's own subtree only.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that satisfies its constraints, with its width held at
    /// `targetSize.width` at `horizontalFittingPriority` (`.required`: exactly) and its height
    /// likewise, points, rounded to the pixel grid.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        AutoLayoutEngine.fittingSize(of: self, target: targetSize,
                                     priorities: (horizontalFittingPriority.checked(in: "systemLayoutSizeFitting"),
                                                  verticalFittingPriority.checked(in: "systemLayoutSizeFitting")))
    }

    /// Constraints the view makes for its own subviews at each layout (a `UIStackView`'s
    /// arrangement), besides those installed on it: none for a plain view.
    func arrangementRules() -> [LayoutRule] { [] }

    /// Marks the view as needing to be drawn. Raster: ignored; a hosted view is drawn
    /// afresh each time its host renders.
    open func setNeedsDisplay() {}

    /// What the view draws inside its bounds besides its background and subviews (points,
    /// the view's bounds, y down): nothing for a plain UIView; the text, image or spinner of
    /// the UIKit views Raster draws, which override it.
    func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] { [] }

    /// Whether UIKit draws this view's content in subviews of its own (a button's title,
    /// image and background), so that sublayers added to its layer lie under that content:
    /// false for a plain view, whose content is its layer's own.
    var contentIsSubviews: Bool { false }

    /// What the view draws of its subviews, given their drawing (`items`, back to front, in
    /// the view's bounds): the drawing as it is; a vibrancy effect view recolours it.
    func subviewItems(_ items: [DisplayList.Item], in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        items
    }

    /// Options to specify how a view adjusts its content when its size changes (UIKit's
    /// `UIView.ContentMode`).
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit the bounds keeping its aspect ratio, centred.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds keeping its aspect ratio, centred (overflowing them).
        case scaleAspectFill = 2
        /// Redrawn at the new size. Raster: stretched, as `.scaleToFill`.
        case redraw = 3
        /// At its own size, centred.
        case center = 4
        /// At its own size, centred along the top edge.
        case top = 5
        /// At its own size, centred along the bottom edge.
        case bottom = 6
        /// At its own size, centred along the left edge.
        case left = 7
        /// At its own size, centred along the right edge.
        case right = 8
        /// At its own size, in the top-left corner.
        case topLeft = 9
        /// At its own size, in the top-right corner.
        case topRight = 10
        /// At its own size, in the bottom-left corner.
        case bottomLeft = 11
        /// At its own size, in the bottom-right corner.
        case bottomRight = 12
    }
}

/// Views compare and hash by identity, as UIKit's (`NSObject`'s) do, so `view == other`,
/// `subviews.firstIndex(of:)` and `Set<UIView>` work.
extension UIView: Hashable {
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
