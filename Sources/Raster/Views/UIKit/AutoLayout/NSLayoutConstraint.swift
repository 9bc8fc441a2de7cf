// NSLayoutConstraint.swift · Raster/Views/UIKit/AutoLayout · mirrors UIKit NSLayoutConstraint with its Attribute, Relation and Axis (iOS 17)
// Status: Partial — constraints between views and layout guides, activated, installed and
// solved as UIKit does (AutoLayoutEngine.swift); no visual format language (`constraints(
// withVisualFormat:…)`) and no archiving. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// in points, y down.
///
/// Raster: an active constraint takes part in the layout of its views' hierarchy whenever
/// `layoutIfNeeded()` runs (a hosting representable runs it after placing its view), solved
/// as Auto Layout solves it (AutoLayoutEngine.swift): required constraints (priority 1000)
/// hold exactly, the others as closely as their priorities allow, a higher priority before
/// any number of lower ones. A required constraint that conflicts with the required ones
/// before it is left out with a warning, as UIKit breaks one (UIKit may choose another of the
/// conflicting constraints). What UIKit raises an exception for (items that are not views or
/// layout guides, attributes of different axes, a location equal to a constant, activating
/// without a common ancestor) warns and leaves the constraint out.
open class NSLayoutConstraint {
    /// The horizontal or vertical axis of a layout.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The part of an object's visual representation that a constraint relates.
    public enum Attribute: Int, Hashable, Sendable {
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        /// The left edge in a left-to-right layout, the right edge in a right-to-left one; a
        /// constant between leading and trailing attributes runs from leading to trailing
        /// (leftwards right to left), as UIKit's.
        case leading = 5
        /// The right edge in a left-to-right layout, the left edge in a right-to-left one.
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        /// The baseline of the last line of text. Raster: the bottom edge, for every view
        /// (a `UILabel`'s text baselines are not modelled).
        case lastBaseline = 11
        /// The baseline of the first line of text. Raster: the bottom edge, as `lastBaseline`.
        case firstBaseline = 12
        /// The edges inset by the view's `layoutMargins`.
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        /// The centre of the margins' rectangle.
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20

        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute lies along, nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: .horizontal
            default: .vertical
            }
        }

        /// Whether the attribute is a size rather than a location.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute is an edge that follows the layout direction.
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

        /// Whether the attribute is an absolute left or right edge.
        var isAbsoluteHorizontalEdge: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The first object in the constraint (a `UIView` or `UILayoutGuide`).
    open private(set) weak var firstItem: AnyObject?
    /// The attribute of the first object.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second object in the constraint, nil for a size set to a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The attribute of the second object (`notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the multiplied second attribute, points. Changing it on an active
    /// constraint takes effect at the next layout.
    open var constant: CGFloat {
        didSet { installedOn?.setNeedsLayout() }
    }
    /// The priority, 1...1000 (`.required`, the default, must hold). Values outside are clamped
    /// with a warning.
    open var priority: UILayoutPriority = .required {
        didSet {
            priority = priority.checked(in: "NSLayoutConstraint.priority of \(self)")
            if installedOn != nil, (priority == .required) != (oldValue == .required) {
                warnOnce("NSLayoutConstraint \(self): an active constraint's priority cannot change between required "
                         + "and optional (UIKit raises an exception), so it stays \(oldValue.rawValue); deactivate it, "
                         + "change the priority, then activate it again")
                priority = oldValue
            }
            installedOn?.setNeedsLayout()
        }
    }
    /// A name for the constraint, used in Raster's warnings about it.
    open var identifier: String?
    /// Whether the constraint is archived with its view. Raster: recorded only (there are no archives).
    open var shouldBeArchived = false
    /// Why the constraint can never take part in a layout, nil when it can: said when it is activated.
    let invalidity: String?
    /// The view it is installed on while active.
    weak var installedOn: UIView?

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`, inactive
    /// (activate it, or add it to a common ancestor with `addConstraint(_:)`). `view1` and
    /// `view2` are `UIView`s or `UILayoutGuide`s; `view2` is nil (and `attr2`
    /// `notAnAttribute`) for a width or height equal to a constant.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        invalidity = Self.invalidity(view1, attr1, view2, attr2, multiplier: multiplier)
    }

    /// What UIKit would raise an exception for in a constraint of these items and attributes.
    private static func invalidity(_ view1: Any, _ attr1: Attribute, _ view2: Any?, _ attr2: Attribute,
                                   multiplier: CGFloat) -> String? {
        func isItem(_ item: Any) -> Bool { item is UIView || item is UILayoutGuide }
        guard isItem(view1), view2.map(isItem) ?? true else {
            return "its items must be UIViews or UILayoutGuides"
        }
        guard attr1 != .notAnAttribute else { return "its first attribute is notAnAttribute" }
        guard let view2, attr2 != .notAnAttribute else {
            return attr1.isDimension ? nil : "a location (\(attr1)) cannot equal a constant"
        }
        if attr1.isDimension != attr2.isDimension {
            return "it pairs a size with a location (\(attr1) with \(attr2))"
        }
        if !attr1.isDimension, attr1.axis != attr2.axis {
            return "it pairs \(attr1) with \(attr2), which lie along different axes"
        }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge) || (attr1.isAbsoluteHorizontalEdge && attr2.isDirectional) {
            return "it pairs a leading or trailing edge with a left or right one (\(attr1) with \(attr2))"
        }
        if !multiplier.isFinite { return "its multiplier is \(multiplier), which is not a number of times" }
        if multiplier == 0 && !attr1.isDimension {
            return "its multiplier is 0, which makes a location equal to a constant"
        }
        if (view2 as AnyObject) === (view1 as AnyObject), attr1 == attr2 {
            return "it relates \(attr1) of an item to itself"
        }
        return nil
    }

    /// Whether the constraint is active: installed on the closest common ancestor of its
    /// items' views, and so part of their layout. Activating it without a common ancestor
    /// (add the views to one hierarchy first), or a constraint UIKit would refuse, warns and
    /// leaves it inactive.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activate() } else { installedOn?.removeConstraint(self) }
        }
    }

    /// Activates each constraint (`isActive = true`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates each constraint (`isActive = false`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    private func activate() {
        guard installedOn == nil else { return }
        guard let view = commonAncestor() else {
            let looseGuide = [firstItem, secondItem].contains { ($0 as? UILayoutGuide).map { $0.owningView == nil } ?? false }
            warnOnce("NSLayoutConstraint \(self): its items are not in one view hierarchy (UIKit raises an exception), so "
                     + "it is not activated; "
                     + (looseGuide ? "add the layout guide to a view with addLayoutGuide before activating it"
                                   : "add both views to the same hierarchy with addSubview before activating it"))
            return
        }
        view.install(self)
    }

    /// The closest view that holds both items' views (a layout guide's is its owning view).
    func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// The view an item lays out in: the view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}

extension NSLayoutConstraint: CustomStringConvertible {
    /// `Type.attribute relation multiplier × Type.attribute + constant`, with the identifier.
    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            return strippingGenerics(String(describing: type(of: item)))
        }
        let relation = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self.relation]!
        var text = "\(name(firstItem)).\(firstAttribute) \(relation) "
        if secondItem != nil {
            text += multiplier == 1 ? "" : "\(multiplier) × "
            text += "\(name(secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " − \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return identifier.map { "'\($0)' " + text } ?? text
    }
}
#endif
