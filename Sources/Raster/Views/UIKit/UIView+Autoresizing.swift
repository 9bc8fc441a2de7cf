// UIView+Autoresizing.swift · Raster/Views/UIKit · mirrors UIKit UIView.AutoresizingMask (iOS 17): how a subview's frame follows its superview's size
// Status: Complete. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView {
    /// Which parts of a view's frame grow or shrink when its superview's size changes
    /// (UIKit's `UIView.AutoresizingMask`): its margins to the superview's edges and its size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// After the view's size changed from `oldSize`: moves and resizes the subviews that
    /// translate their autoresizing mask, each axis's change shared among the mask's flexible
    /// parts (margins and size) in proportion to their sizes before, equally when those are
    /// all 0, as UIKit shares it.
    func autoresizeSubviews(from oldSize: CGSize) {
        let new = frame.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, old = subview.frame
            let x = Self.share(new.width - oldSize.width, before: old.minX, size: old.width, after: oldSize.width - old.maxX,
                               flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                          mask.contains(.flexibleRightMargin)))
            let y = Self.share(new.height - oldSize.height, before: old.minY, size: old.height, after: oldSize.height - old.maxY,
                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                          mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: old.minX + x.before, y: old.minY + y.before,
                                   width: old.width + x.size, height: old.height + y.size)
        }
    }

    /// How much of `change` the margin before and the size take, given which of the
    /// margin before, the size and the margin after are flexible.
    private static func share(_ change: CGFloat, before: CGFloat, size: CGFloat, after: CGFloat,
                              flexible: (before: Bool, size: Bool, after: Bool)) -> (before: CGFloat, size: CGFloat) {
        let parts = [(flexible.before, max(before, 0)), (flexible.size, max(size, 0)), (flexible.after, max(after, 0))]
        let flexibleCount = parts.filter(\.0).count
        guard change != 0, flexibleCount > 0 else { return (0, 0) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? change * part.1 / total : change / CGFloat(flexibleCount)
        }
        return (portion(parts[0]), portion(parts[1]))
    }
}
#endif
