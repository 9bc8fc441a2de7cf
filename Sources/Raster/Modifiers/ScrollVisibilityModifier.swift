// ScrollVisibilityModifier.swift · Raster/Modifiers · mirrors SwiftUI onScrollVisibilityChange(threshold:_:) (iOS 18)
// Status: Complete.

import Foundation

extension View {
    /// Runs `action` when this view's visibility in its scroll view crosses `threshold`: with
    /// true once at least that fraction of the view's area (0...1, default a half) lies in the
    /// scroll view's visible region, with false once less does. Mirrors SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)` (iOS 18): an autoplaying video, a "seen" mark.
    ///
    /// Raster: measured after each layout in the innermost enclosing scroll view's own space
    /// (its frame; content under a bar counts as visible). A view visible at its first layout
    /// runs the action with true; one that is not runs nothing until it becomes visible.
    /// Outside a scroll view the action never runs. A view of zero area counts as visible while
    /// any of it touches the visible region. A threshold outside 0...1 is clamped, with a
    /// warning.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        let fraction = ScrollVisibility.clampedThreshold(threshold)
        return background(GeometryReader { proxy in
            Color.clear.onChange(of: ScrollVisibility.isVisible(proxy, threshold: fraction), initial: true) { old, new in
                guard let new, new != old || new else { return }
                action(new)
            }
        })
    }
}

/// Where a view stands in its scroll view's visible region.
enum ScrollVisibility {
    /// `threshold` within 0...1 (NaN as the default, a half), with a warning when it was not.
    static func clampedThreshold(_ threshold: Double) -> Double {
        guard (0...1).contains(threshold) else {
            let fixed = threshold.isNaN ? 0.5 : Swift.min(1, Swift.max(0, threshold))
            warnOnce("onScrollVisibilityChange(threshold: \(threshold)): the threshold is the fraction of the view that must "
                     + "be visible, 0...1; \(formatPoints(CGFloat(fixed))) is used")
            return fixed
        }
        return threshold
    }

    /// Whether at least `threshold` of the view measured by `proxy` lies in its innermost
    /// scroll view's visible region; nil outside a scroll view.
    static func isVisible(_ proxy: GeometryProxy, threshold: Double) -> Bool? {
        guard let visible = proxy.bounds(of: .scrollView) else { return nil }
        let own = CGRect(origin: .zero, size: proxy.size)
        let shown = own.intersection(visible)
        let area = own.width * own.height
        guard area > 0 else { return !shown.isNull }
        guard !shown.isNull else { return false }
        return Double(shown.width * shown.height / area) >= threshold
    }
}
