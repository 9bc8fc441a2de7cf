// BarItemHitArea.swift · Raster/Views/Navigation · the touch target of a bar item: at least 44 × 44 points about the item (UIKit's bar button items)
// Status: Partial — buttons and menus drawn by the borderless and plain button styles (every
// default bar item); a custom `ButtonStyle` or a bare view with a tap gesture keeps its frame.

import Foundation

/// The hit shape of a button that must be easy to touch: its frame grown about its centre to
/// at least `minimumSide` points in each direction, points in the button's own space. The
/// frame itself when it is already that large, or when `minimumSide` is 0.
struct MinimumHitRectangle: Shape {
    var minimumSide: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: min(0, (rect.width - minimumSide) / 2), dy: min(0, (rect.height - minimumSide) / 2)))
    }

    /// The content shape of a view hit over this rectangle, which yields to a view whose own
    /// frame holds the touch: two icon buttons 8 points apart in a bar have overlapping 44-point
    /// targets, and a touch on one's glyph goes to it, not to the later one (UIKit's bar items
    /// do not take touches on their neighbours).
    var hitTesting: HitTestingModifier {
        let shape = self
        return HitTestingModifier(contentShape: { size, point in shape.path(in: CGRect(origin: .zero, size: size)).contains(point) },
                                  growsFrame: minimumSide > 0)
    }
}

private struct MinimumButtonHitSideKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// The least side of a button's touch target here, points: `NavigationBarMetrics
    /// .minimumHitSide` (44) for the items of a navigation bar or bottom toolbar, 0 elsewhere
    /// (a button is hit over its frame). What is drawn and laid out does not change; the
    /// presentation layer sets it back to 0 for what a bar item presents.
    var minimumButtonHitSide: CGFloat {
        get { self[MinimumButtonHitSideKey.self] }
        set { self[MinimumButtonHitSideKey.self] = newValue }
    }
}
