// NavigationBackSwipe.swift · Raster/Views/Navigation · mirrors UINavigationController's interactivePopGestureRecognizer, the edge swipe back SwiftUI's NavigationStack has on iOS (iOS 17)
// Status: Partial — the swipe starts from the stack's left edge in right-to-left layouts too,
// as the pages slide; a horizontal gesture in the content does not take precedence over it.
// The host plays it (Rendering/ViewHost+Navigation.swift); figures below, Flutter's where
// UIKit publishes none.

import Foundation

/// A navigation stack's edge swipe back, as the host plays it: whether the top page can be
/// swiped back, how far it has been, and the end of the swipe. The stack refreshes it in
/// every body (`update(isEnabled:fraction:popTop:)`); the host finds it through the
/// stack's `NavigationContext`.
final class NavigationBackSwipe {
    /// The width of the region along the stack's leading edge in which a swipe back starts,
    /// points: 20, Flutter's `_kBackGestureWidth` (route.dart). [UNCERTAIN: the region of
    /// UIKit's `UIScreenEdgePanGestureRecognizer` is not published]
    static let edgeWidth: CGFloat = 20

    /// How far the finger moves toward the trailing edge, and further than it moves
    /// vertically, before the swipe takes the touch from the content: 10 points, the
    /// default `minimumDistance` of SwiftUI's `DragGesture`. [UNCERTAIN: UIKit's pan
    /// hysteresis is not published] A finger that first moves further than that vertically
    /// or toward the leading edge stays the content's.
    static let slop: CGFloat = 10

    /// The release speed, in stack widths per second, from which the direction of the finger
    /// alone decides the swipe: toward the trailing edge it pops, toward the leading edge it
    /// slides back. Below it the swipe pops when the page has moved past half the width.
    /// 1, Flutter's `_kMinFlingVelocity` (route.dart). [UNCERTAIN: UIKit's is not published]
    static let flingVelocity: CGFloat = 1

    /// Whether the top page can be swiped back: it is not the root and its back button is not
    /// hidden (UIKit disables the gesture with `navigationBarBackButtonHidden(true)`).
    private(set) var isEnabled = false
    /// How far the top page is moved toward the trailing edge, a fraction of the stack's
    /// width (the stack's state).
    private var fraction: Binding<CGFloat> = .constant(0)
    /// Pops the top page.
    private var popTop: () -> Void = {}

    /// Refreshes the swipe from the stack's body.
    func update(isEnabled: Bool, fraction: Binding<CGFloat>, popTop: @escaping () -> Void) {
        self.isEnabled = isEnabled
        self.fraction = fraction
        self.popTop = popTop
    }

    /// Moves the top page with the finger: `fraction` of the stack's width toward the trailing
    /// edge (0 at rest), the page under it in parallax.
    func move(to fraction: CGFloat) {
        self.fraction.wrappedValue = min(max(fraction, 0), 1)
    }

    /// Lifts the finger `fraction` of the width along with `velocity` (stack widths per
    /// second, positive toward the trailing edge): the top page slides off and is popped, or
    /// slides back, with the stack's transition animation.
    /// - Returns: whether the page was popped.
    @discardableResult
    func end(at fraction: CGFloat, velocity: CGFloat) -> Bool {
        let pops = abs(velocity) >= Self.flingVelocity ? velocity > 0 : fraction > 0.5
        withAnimation(NavigationContext.transitionAnimation) {
            if pops { popTop() }
            self.fraction.wrappedValue = 0
        }
        return pops
    }
}
