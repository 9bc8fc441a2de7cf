// UIStackView.swift · Raster/Views/UIKit/AutoLayout · mirrors UIKit UIStackView with its Distribution and Alignment (iOS 17)
// Status: Complete but for baselines (the bottom edge, as every baseline in Raster's Auto
// Layout). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that lays out its arranged subviews in a row or a column with Auto Layout (UIKit's
/// `UIStackView`).
///
/// Raster: at each layout the stack makes the constraints UIKit's makes — the first and last
/// visible arranged views at its edges (or its margins with
/// `isLayoutMarginsRelativeArrangement`), `spacing` (or a custom spacing) between neighbours,
/// the distribution's sizes or gaps, and the alignment across — and they are solved with the
/// hierarchy's own constraints (AutoLayoutEngine.swift). Hidden arranged views take no space.
/// Across the axis the stack hugs its tallest (widest) view at priority 49, as UIKit's
/// "canvas fit" constraint does, unless the alignment fills. A horizontal stack runs from
/// leading to trailing (right to left in a right-to-left layout).
open class UIStackView: UIView {
    /// How a stack sizes its arranged views along its axis.
    public enum Distribution: Int, Hashable, Sendable {
        /// The views fill the stack; the one that hugs its content least stretches (or
        /// resists compression least shrinks).
        case fill = 0
        /// Every view has the same size.
        case fillEqually = 1
        /// The views' sizes keep the proportions of their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The views' centres are equally far apart (the gaps at least `spacing`).
        case equalCentering = 4
    }

    /// How a stack places its arranged views across its axis.
    public enum Alignment: Int, Hashable, Sendable {
        /// The views fill the stack across.
        case fill = 0
        /// The views' leading edges (a vertical stack) or top edges (a horizontal one) line up with the stack's.
        case leading = 1
        /// A vertical stack's views' first baselines line up. Raster: their bottoms.
        case firstBaseline = 2
        /// The views are centred across the stack.
        case center = 3
        /// The views' trailing edges (a vertical stack) or bottom edges (a horizontal one) line up with the stack's.
        case trailing = 4
        /// A horizontal stack's views' last baselines line up. Raster: their bottoms.
        case lastBaseline = 5

        /// The top edges of a horizontal stack's views line up: `leading`.
        public static var top: Alignment { .leading }
        /// The bottom edges of a horizontal stack's views line up: `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// A custom spacing that means the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that means the system's standard spacing (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The views the stack arranges, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []
    /// The axis the views are arranged along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How the views are sized along the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// How the views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between neighbouring views, points (the least gap for the equal distributions).
    /// Default 0; `spacingUseSystem` is 8.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the views are arranged inside the layout margins rather than the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// Whether vertical spacing runs between baselines. Raster: recorded only (baselines are
    /// bottom edges).
    open var isBaselineRelativeArrangement = false
    /// Spacings set after particular views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates a horizontal stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arranged views (and of the subviews), placed by the
    /// stack's constraints from now on.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (clamped to them).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview (remove it with `removeFromSuperview()`),
    /// as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Sets the spacing after `arrangedSubview`, points (`spacingUseDefault` restores `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The spacing after `arrangedSubview`: its custom spacing, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    /// The gap after `view`, points: its custom spacing or the stack's, the system's 8 for
    /// `spacingUseSystem`; a non-finite gap warns and is 0 (a negative one overlaps the
    /// views, as in UIKit).
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return 8 }
        guard value.isFinite else {
            warnOnce("UIStackView: a spacing of \(value) points is not finite, so 0 is used; give a number of points, "
                     + "or UIStackView.spacingUseSystem")
            return 0
        }
        return value
    }

    override func arrangementRules() -> [LayoutRule] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard let first = views.first, let last = views.last else { return [] }
        let horizontal = axis == .horizontal, margins = isLayoutMarginsRelativeArrangement
        typealias Attribute = NSLayoutConstraint.Attribute
        // Along the axis: where views start and end, their size, their centre.
        let start: Attribute = horizontal ? .leading : .top, end: Attribute = horizontal ? .trailing : .bottom
        let size: Attribute = horizontal ? .width : .height, middle: Attribute = horizontal ? .centerX : .centerY
        let stackStart: Attribute = horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        let stackEnd: Attribute = horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
        // Across it.
        let crossStart: Attribute = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let crossEnd: Attribute = horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        let crossMiddle: Attribute = horizontal ? (margins ? .centerYWithinMargins : .centerY)
            : (margins ? .centerXWithinMargins : .centerX)
        let crossSize: Attribute = horizontal ? .height : .width

        func rule(_ terms: [(AnyObject, Attribute, CGFloat)], _ constant: CGFloat = 0,
                  _ relation: NSLayoutConstraint.Relation = .equal, _ priority: UILayoutPriority = .required) -> LayoutRule {
            LayoutRule(terms: terms.map { (item: $0.0, attribute: $0.1, coefficient: $0.2) }, constant: constant,
                       relation: relation, priority: priority, mirrored: true)
        }
        var rules = [rule([(first, start, 1), (self, stackStart, -1)]), rule([(last, end, 1), (self, stackEnd, -1)])]
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                rules.append(rule([(next, start, 1), (previous, end, -1)], -gap))
            case .equalSpacing, .equalCentering:
                rules.append(rule([(next, start, 1), (previous, end, -1)], -gap, .greaterThanOrEqual))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() { rules.append(rule([(view, size, 1), (first, size, -1)])) }
        case .fillProportionally:
            let firstIntrinsic = Self.intrinsic(first, horizontal)
            for view in views.dropFirst() where firstIntrinsic > 0 {
                let own = Self.intrinsic(view, horizontal)
                if own > 0 { rules.append(rule([(view, size, 1), (first, size, -own / firstIntrinsic)])) }
            }
        case .equalSpacing:
            // Every gap equals the first.
            for (previous, next) in zip(views.dropFirst(), views.dropFirst(2)) {
                rules.append(rule([(next, start, 1), (previous, end, -1), (views[1], start, -1), (first, end, 1)]))
            }
        case .equalCentering:
            for (previous, next) in zip(views.dropFirst(), views.dropFirst(2)) {
                rules.append(rule([(next, middle, 1), (previous, middle, -1), (views[1], middle, -1), (first, middle, 1)]))
            }
        }
        let viewStart: Attribute = horizontal ? .top : .leading, viewEnd: Attribute = horizontal ? .bottom : .trailing
        let viewMiddle: Attribute = horizontal ? .centerY : .centerX
        for view in views {
            switch alignment {
            case .fill:
                rules += [rule([(view, viewStart, 1), (self, crossStart, -1)]), rule([(view, viewEnd, 1), (self, crossEnd, -1)])]
            case .leading:
                rules += [rule([(view, viewStart, 1), (self, crossStart, -1)]),
                          rule([(view, viewEnd, 1), (self, crossEnd, -1)], 0, .lessThanOrEqual)]
            case .trailing, .firstBaseline, .lastBaseline:
                rules += [rule([(view, viewEnd, 1), (self, crossEnd, -1)]),
                          rule([(view, viewStart, 1), (self, crossStart, -1)], 0, .greaterThanOrEqual)]
            case .center:
                rules += [rule([(view, viewMiddle, 1), (self, crossMiddle, -1)]),
                          rule([(view, viewStart, 1), (self, crossStart, -1)], 0, .greaterThanOrEqual)]
            }
        }
        if alignment != .fill { rules.append(rule([(self, crossSize, 1)], 0, .equal, UILayoutPriority(49))) }
        return rules
    }

    /// The intrinsic size of `view` along the stack's axis, -1 without one.
    private static func intrinsic(_ view: UIView, _ horizontal: Bool) -> CGFloat {
        let size = view.intrinsicContentSize
        return horizontal ? size.width : size.height
    }
}
#endif
