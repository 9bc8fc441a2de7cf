// UIView+AutoLayout.swift · Raster/Views/UIKit/AutoLayout · mirrors UIKit UIView's Auto Layout API (iOS 17): anchors, constraints, layout guides, margins, constraint updates and fitting sizes
// Status: Complete but for `readableContentGuide` and `systemLayoutSizeFitting`'s text
// wrapping (a label's intrinsic size is one line). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView: _LayoutAnchors {}

/// How a view's content is laid out in right-to-left languages (UIKit's `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

extension UIView {
    /// The first line's baseline. Raster: the bottom edge (text baselines are not modelled).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline. Raster: the bottom edge (text baselines are not modelled).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints installed on the view, in the order they were added.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Installs `constraint` on the view, making it active; the view must hold both of its
    /// items' views (else it warns, as UIKit raises an exception, and the constraint stays inactive).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn == nil else { return }
        guard let holder = constraint.commonAncestor(), isSameOrAncestor(of: holder) else {
            warnOnce("NSLayoutConstraint \(constraint): added to a \(strippingGenerics(String(describing: Swift.type(of: self)))) "
                     + "that does not hold both of its items (UIKit raises an exception), so it is left out; add it to a "
                     + "common ancestor, or activate it with isActive")
            return
        }
        install(constraint)
    }

    /// Installs `constraint` (not installed, its items' views held by this view) unless UIKit
    /// would refuse it, which warns.
    func install(_ constraint: NSLayoutConstraint) {
        if let reason = constraint.invalidity {
            warnOnce("NSLayoutConstraint \(constraint): \(reason) (UIKit raises an exception), so it is left out; "
                     + "relate a location to another location, or a size to a size or a constant, of views or layout guides")
            return
        }
        installedConstraints.append(constraint)
        constraint.installedOn = self
        setNeedsLayout()
    }

    /// Installs each constraint (`addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Removes `constraint` from the view, deactivating it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        installedConstraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        setNeedsLayout()
    }

    /// Removes each constraint (`removeConstraint(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// Whether the view is `view` or one of its superviews.
    private func isSameOrAncestor(of view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// After the view left `formerSuperview`: deactivates the constraints installed there or
    /// above that involve the view or its subviews.
    func removeConstraintsLeavingSubtree(from formerSuperview: UIView) {
        var ancestor: UIView? = formerSuperview
        while let holder = ancestor {
            for constraint in holder.installedConstraints where involvesSubtree(constraint) {
                holder.removeConstraint(constraint)
            }
            ancestor = holder.superview
        }
    }

    private func involvesSubtree(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            guard let view = NSLayoutConstraint.view(of: item) else { return false }
            return isSameOrAncestor(of: view)
        }
    }

    /// The layout guides the view owns, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

    /// Adds `guide` to the view (removing it from a previous owner); constrain it after.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.edges == nil else { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownedLayoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide` from the view, with the constraints that involve it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, guide.edges == nil else { return }
        ownedLayoutGuides.removeAll { $0 === guide }
        var ancestor: UIView? = self
        while let holder = ancestor {
            for constraint in holder.installedConstraints where constraint.firstItem === guide || constraint.secondItem === guide {
                holder.removeConstraint(constraint)
            }
            ancestor = holder.superview
        }
        guide.owningView = nil
    }

    /// The guide of the view's bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(.safeArea) }

    /// The guide of the view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { ownGuide(.margins) }

    private func ownGuide(_ edges: UILayoutGuide.Edges) -> UILayoutGuide {
        if let guide = ownedLayoutGuides.first(where: { $0.edges == edges }) { return guide }
        let guide = UILayoutGuide(edges: edges, owner: self)
        ownedLayoutGuides.append(guide)
        return guide
    }

    /// The layout margins with leading and trailing sides: left and right in a left-to-right
    /// layout. Setting it sets `layoutMargins`.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = layoutHost.rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = layoutHost.rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }

    /// Marks the constraints as needing an update: the next layout calls `updateConstraints()`.
    public func setNeedsUpdateConstraints() { constraintsNeedUpdate = true }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Calls `updateConstraints()` on the view and its subviews where it is due, subviews first.
    public func updateConstraintsIfNeeded() {
        subviews.forEach { $0.updateConstraintsIfNeeded() }
        guard constraintsNeedUpdate else { return }
        constraintsNeedUpdate = false
        calledSuperUpdateConstraints = false
        updateConstraints()
        if !calledSuperUpdateConstraints {
            warnOnce("\(strippingGenerics(String(describing: Swift.type(of: self)))).updateConstraints() did not call "
                     + "super.updateConstraints() (UIKit raises an exception); call it as the override's last step")
        }
    }

    /// Tells the layout that `intrinsicContentSize` changed: the next layout reads it again.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// The smallest size `systemLayoutSizeFitting(_:)` can give: 0 × 0.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can give (UIKit's value: 10,000,000 points).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
#endif
