// ScrollVisibilityModifier.swift · Raster/Modifiers · mirrors SwiftUI onScrollVisibilityChange(threshold:_:) (iOS 18)
// Status: Complete.

import Foundation

extension View {
    /// Runs `action` when this view's visibility in its scroll view crosses `threshold`: with
    /// true once at least that fraction of the view's area (0...1, default a half) lies in the
    /// scroll view's visible region, with false once less does. Mirrors SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)` (iOS 18): an autoplaying video, a "seen" mark.
    ///
    /// Raster: measured after each layout in the region every enclosing scroll view shows
    /// (their frames; content under a bar counts as visible), so a row of a carousel below the
    /// fold of its page is not visible. A view visible at its first layout runs the action with
    /// true; one that is not runs nothing until it becomes visible; a visible view that goes
    /// away (a lazy stack's row scrolled far past and no longer built) runs it with false.
    /// Outside a scroll view the action never runs. A view needs some of its area shown (any,
    /// at threshold 0); one of zero area counts as visible while it touches the shown region.
    /// A threshold outside 0...1 is clamped, with a warning.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityChange(threshold: ScrollVisibility.clampedThreshold(threshold, in: "onScrollVisibilityChange"),
                                           action: action))
    }
}

/// `onScrollVisibilityChange`: a reader behind the view measures it, and the view remembers
/// what it last reported, to report false if it goes away while visible.
private struct ScrollVisibilityChange: ViewModifier {
    let threshold: Double
    let action: (Bool) -> Void
    @State private var reported = false

    func body(content: Content) -> some View {
        content
            .background(GeometryReader { proxy in
                Color.clear.onChange(of: ScrollVisibility.isVisible(proxy, threshold: threshold), initial: true) { old, new in
                    guard let new, new != old || new else { return }
                    reported = new
                    action(new)
                }
            })
            .onDisappear {
                guard reported else { return }
                reported = false
                action(false)
            }
    }
}

/// Where a view stands in its scroll view's visible region.
enum ScrollVisibility {
    /// `threshold` within 0...1 (NaN as the default, a half), with a warning when it was not.
    static func clampedThreshold(_ threshold: Double, in modifier: String) -> Double {
        guard (0...1).contains(threshold) else {
            let fixed = threshold.isNaN ? 0.5 : Swift.min(1, Swift.max(0, threshold))
            warnOnce("\(modifier)(threshold: \(threshold)): the threshold is the fraction of the view that must "
                     + "be visible, 0...1; \(formatPoints(CGFloat(fixed))) is used")
            return fixed
        }
        return threshold
    }

    /// Whether at least `threshold` of the view measured by `proxy` (and some of it) lies in
    /// the region its enclosing scroll views show; nil outside a scroll view.
    static func isVisible(_ proxy: GeometryProxy, threshold: Double) -> Bool? {
        guard let visible = proxy.node.regionShownByScrollViews() else { return nil }
        return isShown(CGRect(origin: .zero, size: proxy.size), in: visible, threshold: threshold)
    }

    /// Whether at least `threshold` of `rect`'s area (and some of it) lies in `visible` (both
    /// in the same coordinates); a rect of zero area counts while it touches `visible`.
    static func isShown(_ rect: CGRect, in visible: CGRect, threshold: Double) -> Bool {
        let shown = rect.intersection(visible)
        guard !shown.isNull else { return false }
        let area = rect.width * rect.height
        guard area > 0 else { return true }
        let shownArea = shown.width * shown.height
        return shownArea > 0 && Double(shownArea / area) >= threshold
    }
}
