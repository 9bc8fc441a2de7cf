// AutoLayoutEngine.swift · Raster/Views/UIKit/AutoLayout · Auto Layout's pass over a view hierarchy: its constraints solved into frames (UIKit's layout engine; no SwiftUI counterpart)
// Status: Complete but for text baselines (a baseline is the bottom edge); a label of several
// lines wraps at the width a first pass gives it, and a second pass places it.
//
// A layout pass over the hierarchy under a top view (the view a representable hosts):
//  1. `updateConstraintsIfNeeded()` runs the views' `updateConstraints()` where due;
//  2. every view and layout guide gets four variables — left, top, width, height — in the
//     top view's coordinates (points, y down);
//  3. the top view is held at its bounds, a view that translates its autoresizing mask at its
//     frame in its superview, a view's safe-area and margins guides at its insets (all
//     required), and a view placed by constraints near its intrinsic content size at its
//     compression resistance (no smaller) and content hugging (no larger) priorities;
//  4. the constraints views make for their subviews at each layout (a UIStackView's
//     arrangement), then the installed constraints, in hierarchy order (a view, then its
//     subviews) and the order they were added to each view, each an equation or inequality
//     of those variables;
//  5. LinearConstraintSolver solves them, and each view placed by constraints takes its frame,
//     its edges rounded to the display's pixel grid as UIKit rounds them.
// A hierarchy without constraints is left as it is (no solver is made).

import Foundation

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
/// A constraint a view makes for its subviews at each layout (UIStackView's arrangement):
/// `Σ coefficient · item.attribute + constant relation 0` at `priority`. When `mirrored`,
/// right to left, its horizontal locations are measured leftwards (so that leading comes first).
struct LayoutRule {
    var terms: [(item: AnyObject, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat)]
    var constant: CGFloat = 0
    var relation: NSLayoutConstraint.Relation = .equal
    var priority: UILayoutPriority = .required
    var mirrored = false
}

enum AutoLayoutEngine {
    /// Lays out the hierarchy under `top` from its constraints. Labels of several lines placed
    /// by constraints without a `preferredMaxLayoutWidth` then wrap at the width this gave
    /// them, and the hierarchy is solved again with their wrapped heights (UIKit's two passes).
    static func layout(_ top: UIView) {
        top.updateConstraintsIfNeeded()
        let labels = wrappingLabels(under: top)
        labels.forEach { $0.automaticWrapWidth = nil }
        guard let system = System(top: top, fitting: nil) else { return }
        system.apply()
        let wrapped = labels.filter { $0.bounds.width > 0 && $0.intrinsicContentSize.width > $0.bounds.width }
        guard !wrapped.isEmpty else { return }
        wrapped.forEach { $0.automaticWrapWidth = $0.bounds.width }
        System(top: top, fitting: nil)?.apply()
    }

    /// The labels under `top` (itself included) that may wrap to the width constraints give them.
    private static func wrappingLabels(under top: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
               !label.translatesAutoresizingMaskIntoConstraints {
                found.append(label)
            }
            view.subviews.forEach(visit)
        }
        visit(top)
        return found
    }

    /// The size of `view`'s subtree laid out with the view's width and height held at
    /// `target` at `priorities` (horizontal, vertical), rounded to the pixel grid.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        view.updateConstraintsIfNeeded()
        let system = System(top: view, fitting: (target, priorities.0, priorities.1))!
        let scale = system.scale
        func size(_ k: Int) -> CGFloat {
            let value = (system.value(0, k) * scale).rounded() / scale
            return value > 0 ? value : 0
        }
        return CGSize(width: size(2), height: size(3))
    }

    /// One hierarchy's variables and constraints, solved.
    private final class System {
        typealias Expression = LinearConstraintSolver.Expression
        typealias Fitting = (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)

        let top: UIView
        /// The views and guides, a view before its guides and subviews; item i's variables are
        /// 4i ..< 4i + 4 (left, top, width, height).
        private var items: [AnyObject] = []
        private var index: [ObjectIdentifier: Int] = [:]
        let scale: CGFloat
        private let rightToLeft: Bool
        private var solver = LinearConstraintSolver(levels: 0)

        /// Nil when the hierarchy has no constraints and nothing is being fitted.
        init?(top: UIView, fitting: Fitting?) {
            self.top = top
            scale = top.layoutHost.scale
            rightToLeft = top.layoutHost.rightToLeft
            collect(top)
            let views = items.compactMap { $0 as? UIView }
            let constraints = views.flatMap(\.installedConstraints), arrangements = views.flatMap { $0.arrangementRules() }
            guard fitting != nil || !constraints.isEmpty || !arrangements.isEmpty else { return nil }

            var rules: [(Expression, LinearConstraintSolver.Relation, UILayoutPriority, NSLayoutConstraint?)] = []
            func rule(_ e: Expression, _ r: LinearConstraintSolver.Relation, _ p: UILayoutPriority = .required,
                      _ c: NSLayoutConstraint? = nil) {
                rules.append((e, r, p, c))
            }
            if let fitting {
                let width = fitting.size.width.isFinite ? fitting.size.width : UIView.layoutFittingExpandedSize.width
                let height = fitting.size.height.isFinite ? fitting.size.height : UIView.layoutFittingExpandedSize.height
                rule(variable(0, 0), .equal)
                rule(variable(0, 1), .equal)
                rule(variable(0, 2) - Expression(constant: width), .equal, fitting.horizontal)
                rule(variable(0, 3) - Expression(constant: height), .equal, fitting.vertical)
            } else {
                rule(variable(0, 0), .equal)
                rule(variable(0, 1), .equal)
                rule(variable(0, 2) - Expression(constant: top.bounds.width), .equal)
                rule(variable(0, 3) - Expression(constant: top.bounds.height), .equal)
            }
            for (i, item) in items.enumerated() {
                if let view = item as? UIView {
                    if i > 0, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                       let s = index[ObjectIdentifier(superview)] {
                        let frame = view.frame, origin = superview.bounds.origin
                        rule(variable(i, 0) - variable(s, 0) - Expression(constant: frame.minX - origin.x), .equal)
                        rule(variable(i, 1) - variable(s, 1) - Expression(constant: frame.minY - origin.y), .equal)
                        rule(variable(i, 2) - Expression(constant: frame.width), .equal)
                        rule(variable(i, 3) - Expression(constant: frame.height), .equal)
                    }
                    if !view.translatesAutoresizingMaskIntoConstraints || (i == 0 && fitting != nil) {
                        let intrinsic = view.intrinsicContentSize
                        for (axis, size, k) in [(NSLayoutConstraint.Axis.horizontal, intrinsic.width, 2), (.vertical, intrinsic.height, 3)]
                        where size >= 0 && size.isFinite {
                            let offset = variable(i, k) - Expression(constant: size)
                            rule(offset, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis))
                            rule(offset, .lessThanOrEqual, view.contentHuggingPriority(for: axis))
                        }
                    }
                } else if let guide = item as? UILayoutGuide, let edges = guide.edges, let owner = guide.owningView,
                          let o = index[ObjectIdentifier(owner)] {
                    let insets = Self.checked(edges == .safeArea ? owner.safeAreaInsets : owner.marginGuideInsets, of: owner,
                                              name: edges == .safeArea ? "safeAreaInsets" : "layoutMargins")
                    rule(variable(i, 0) - variable(o, 0) - Expression(constant: insets.left), .equal)
                    rule(variable(i, 1) - variable(o, 1) - Expression(constant: insets.top), .equal)
                    rule(variable(i, 2) - variable(o, 2) + Expression(constant: insets.left + insets.right), .equal)
                    rule(variable(i, 3) - variable(o, 3) + Expression(constant: insets.top + insets.bottom), .equal)
                }
            }
            for arrangement in arrangements {
                var expression = Expression(constant: arrangement.constant)
                for term in arrangement.terms {
                    guard let i = index[ObjectIdentifier(term.item)] else { continue }
                    let leftwards = arrangement.mirrored && rightToLeft && term.attribute.axis == .horizontal
                        && !term.attribute.isDimension
                    expression = expression + attribute(term.attribute, of: i) * Double(leftwards ? -term.coefficient : term.coefficient)
                }
                rule(expression, Self.relation(arrangement.relation, turned: false), arrangement.priority)
            }
            for constraint in constraints {
                guard let (expression, flipped) = expression(of: constraint) else { continue }
                rule(expression, Self.relation(constraint.relation, turned: flipped), constraint.priority, constraint)
            }

            // The non-required priorities in use, highest first, are the solver's levels.
            let levels = Array(Set(rules.map(\.2.rawValue).filter { $0 < UILayoutPriority.required.rawValue })).sorted(by: >)
            solver = LinearConstraintSolver(levels: levels.count)
            for (expression, relation, priority, constraint) in rules {
                let level = priority == .required ? nil : levels.firstIndex(of: priority.rawValue)
                guard !solver.add(expression, relation, level: level) else { continue }
                let name = constraint.map { "NSLayoutConstraint \($0)" } ?? "A view's frame or intrinsic size"
                let framed = [constraint?.firstItem, constraint?.secondItem].compactMap { $0 as? UIView }
                    .filter { $0 !== top && $0.translatesAutoresizingMaskIntoConstraints }
                let holdsTop = fitting == nil && [constraint?.firstItem, constraint?.secondItem].contains { $0 === top }
                let hint = framed.first.map {
                    " (\(strippingGenerics(String(describing: Swift.type(of: $0))))'s translatesAutoresizingMaskIntoConstraints "
                        + "is true, so its frame is held where it was set: set it to false for constraints to place the view)"
                } ?? (holdsTop ? " (the top view is held at the size it was laid out at, by SwiftUI for a representable's "
                                 + "view: size it with .frame, or return a size from sizeThatFits(_:uiView:context:))" : "")
                warnOnce("Auto Layout: \(name) cannot hold together with the required constraints before it, so it is "
                         + "left out (UIKit breaks a constraint too, not always this one)\(hint); remove the constraint it "
                         + "conflicts with, or give one of them a priority below .required")
            }
        }

        /// The solver's relation for `relation`, the other way round when `turned`.
        private static func relation(_ relation: NSLayoutConstraint.Relation, turned: Bool) -> LinearConstraintSolver.Relation {
            switch (relation, turned) {
            case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
            case (.equal, _): .equal
            case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
            }
        }

        /// `insets` with each non-finite side 0, with a warning naming the view and the property.
        private static func checked(_ insets: UIEdgeInsets, of view: UIView, name: String) -> UIEdgeInsets {
            let sides = [insets.top, insets.left, insets.bottom, insets.right]
            guard !sides.allSatisfy(\.isFinite) else { return insets }
            warnOnce("A \(strippingGenerics(String(describing: Swift.type(of: view))))'s \(name) are \(sides) (top, left, "
                     + "bottom, right), which are not all finite, so those sides are 0 in its layout; give finite points")
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            return UIEdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
                                right: finite(insets.right))
        }

        /// Adds `view`, its guides and its subviews, depth first.
        private func collect(_ view: UIView) {
            add(view)
            view.ownedLayoutGuides.forEach(add)
            view.subviews.forEach(collect)
        }

        private func add(_ item: AnyObject) {
            index[ObjectIdentifier(item)] = items.count
            items.append(item)
        }

        /// Variable `k` (0 left, 1 top, 2 width, 3 height) of item `i`.
        private func variable(_ i: Int, _ k: Int) -> Expression { Expression(variable: 4 * i + k) }

        func value(_ i: Int, _ k: Int) -> CGFloat { CGFloat(solver.value(of: 4 * i + k)) }

        /// `first − (multiplier · second + constant)`, and whether its relation turns round
        /// (leading and trailing edges right to left); nil (with a warning) for a constraint
        /// that cannot take part.
        private func expression(of constraint: NSLayoutConstraint) -> (Expression, flipped: Bool)? {
            guard constraint.constant.isFinite else {
                warnOnce("NSLayoutConstraint \(constraint): its constant is \(constraint.constant), so it is left out of "
                         + "the layout; give a finite number of points")
                return nil
            }
            guard let first = constraint.firstItem, let i = index[ObjectIdentifier(first)] else { return nil }
            // Right to left, a constant between leading and trailing edges runs leftwards.
            let flipped = rightToLeft && constraint.firstAttribute.isDirectional && constraint.secondAttribute.isDirectional
            var right = Expression(constant: flipped ? -constraint.constant : constraint.constant)
            if let second = constraint.secondItem {
                guard let j = index[ObjectIdentifier(second)] else { return nil }
                right = right + attribute(constraint.secondAttribute, of: j) * Double(constraint.multiplier)
            }
            return (attribute(constraint.firstAttribute, of: i) - right, flipped)
        }

        /// An attribute of item `i` as an expression of its variables.
        private func attribute(_ attribute: NSLayoutConstraint.Attribute, of i: Int) -> Expression {
            let left = variable(i, 0), top = variable(i, 1), width = variable(i, 2), height = variable(i, 3)
            let margins = (items[i] as? UIView).map { Self.checked($0.layoutMargins, of: $0, name: "layoutMargins") } ?? .zero
            let right = left + width, bottom = top + height
            let marginLeft = left + Expression(constant: margins.left), marginRight = right - Expression(constant: margins.right)
            switch attribute {
            case .notAnAttribute: return Expression()
            case .left: return left
            case .right: return right
            case .top: return top
            case .bottom, .firstBaseline, .lastBaseline: return bottom
            case .leading: return rightToLeft ? right : left
            case .trailing: return rightToLeft ? left : right
            case .width: return width
            case .height: return height
            case .centerX: return left + width * 0.5
            case .centerY: return top + height * 0.5
            case .leftMargin: return marginLeft
            case .rightMargin: return marginRight
            case .topMargin: return top + Expression(constant: margins.top)
            case .bottomMargin: return bottom - Expression(constant: margins.bottom)
            case .leadingMargin: return rightToLeft ? marginRight : marginLeft
            case .trailingMargin: return rightToLeft ? marginLeft : marginRight
            case .centerXWithinMargins: return (marginLeft + marginRight) * 0.5
            case .centerYWithinMargins:
                return (top + Expression(constant: margins.top) + bottom - Expression(constant: margins.bottom)) * 0.5
            }
        }

        /// The solved rectangle of item `i` in the top view's coordinates, its edges on the
        /// pixel grid; a negative size is 0, with a warning naming the item.
        private func rect(_ i: Int) -> CGRect {
            func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
            let left = snap(value(i, 0)), top = snap(value(i, 1))
            let right = snap(value(i, 0) + value(i, 2)), bottom = snap(value(i, 1) + value(i, 3))
            if right < left || bottom < top {
                warnOnce("Auto Layout: the constraints give a \(strippingGenerics(String(describing: type(of: items[i])))) a "
                         + "width of \(right - left) and a height of \(bottom - top) points; a negative size is drawn as 0 "
                         + "(UIKit's frame would be negative): check its width, height and edge constraints")
            }
            return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        }

        /// Sets the frames of the views placed by constraints and the guides' layout frames.
        func apply() {
            for (i, item) in items.enumerated() {
                if let view = item as? UIView {
                    guard i > 0, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                          let s = index[ObjectIdentifier(superview)] else { continue }
                    let own = rect(i), parent = rect(s), origin = superview.bounds.origin
                    let frame = CGRect(x: own.minX - parent.minX + origin.x, y: own.minY - parent.minY + origin.y,
                                       width: own.width, height: own.height)
                    if view.frame != frame { view.frame = frame }
                } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
                          let o = index[ObjectIdentifier(owner)] {
                    let own = rect(i), parent = rect(o)
                    guide.layoutFrame = CGRect(x: own.minX - parent.minX, y: own.minY - parent.minY,
                                               width: own.width, height: own.height)
                }
            }
        }
    }
}
#endif
