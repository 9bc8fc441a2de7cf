// ViewHost+Navigation.swift · Raster/Rendering · playing touches on navigation stacks: the edge swipe back, and touches ignored while pages slide (Raster's own; UINavigationController's interactive pop on iOS)
// Status: Complete — the swipe's figures are in Views/Navigation/NavigationBackSwipe.swift.

import Foundation

/// A touch that began in a navigation stack's leading edge region while its top page can be
/// swiped back: it may become the swipe (`NavigationBackSwipe.slop`), which then has the
/// touch.
final class BackSwipeTouch {
    let swipe: NavigationBackSwipe
    /// Where the finger touched down, window points.
    let start: CGPoint
    /// The stack's width, points: the swipe's fractions and speeds are of it.
    let width: CGFloat
    /// Whether the swipe has taken the touch.
    var hasBegun = false
    /// How far the top page has been moved, a fraction of the width.
    var fraction: CGFloat = 0
    /// The finger's horizontal position over time, for the release speed.
    var samples = VelocitySampler<CGFloat>()

    init(swipe: NavigationBackSwipe, start: CGPoint, width: CGFloat) {
        self.swipe = swipe
        self.start = start
        self.width = width
    }
}

extension ViewHost {
    /// The navigation stack around `node` whose pages are sliding at the host's time, if any:
    /// iOS ignores touches while a navigation controller transitions.
    func movingNavigationStack(around node: Node) -> EnclosingNavigationPage? {
        node.enclosingNavigationPages.first { $0.isMoving }
    }

    /// Warns, once, that a touch was ignored because it landed on a stack whose pages slide.
    func warnTouchOnMovingStack() {
        warnOnce("ViewHost ignored a touch on a NavigationStack whose pages are still sliding (a push or pop animation "
                 + "is running), as iOS ignores touches while a navigation controller transitions; advance the host's "
                 + "clock past the animation first (advance(by:), e.g. 1 second), then tap or drag")
    }

    /// The swipe back a touch down at `location` on `node` may play: that of the innermost
    /// stack around the node whose top page can be swiped back and whose leading edge region
    /// (`NavigationBackSwipe.edgeWidth`) holds the point; nil when there is none.
    func backSwipeTouch(at location: CGPoint, on node: Node) -> BackSwipeTouch? {
        for enclosing in node.enclosingNavigationPages {
            guard enclosing.isTop, let swipe = enclosing.context?.backSwipe, swipe.isEnabled else { continue }
            let frame = enclosing.stackFrame
            guard location.x >= frame.minX, location.x < frame.minX + NavigationBackSwipe.edgeWidth, frame.width > 0 else {
                continue
            }
            return BackSwipeTouch(swipe: swipe, start: location, width: frame.width)
        }
        return nil
    }

    /// Plays the finger at `point` into `touch`, a swipe `session` may become: the swipe takes
    /// the touch once the finger has moved far enough toward the trailing edge (the session's
    /// gestures are cancelled), then moves the top page with it. Returns whether the swipe
    /// has the touch; nil when the finger went another way first, and the touch stays the
    /// content's.
    func moveBackSwipe(_ touch: BackSwipeTouch, to point: CGPoint, in session: TouchSession) -> Bool? {
        let dx = point.x - touch.start.x, dy = point.y - touch.start.y
        if !touch.hasBegun {
            if dx > NavigationBackSwipe.slop && dx > abs(dy) {
                touch.hasBegun = true
                if let recognizer = session.recognizer {
                    graph.hosting { Node.$acting.withValue(session.hit) { recognizer.cancel() } }
                }
            } else if abs(dy) > NavigationBackSwipe.slop || dx < -NavigationBackSwipe.slop {
                return nil
            } else {
                return false
            }
        }
        touch.samples.add(point.x, at: time)
        touch.fraction = min(max(dx / touch.width, 0), 1)
        graph.hosting { touch.swipe.move(to: touch.fraction) }
        settle()
        return true
    }

    /// Lifts the finger of a swipe that has the touch: the page is popped or slides back.
    func endBackSwipe(_ touch: BackSwipeTouch) {
        let speed = touch.samples.velocity { last, previous, interval in (last - previous) / CGFloat(interval) } ?? 0
        graph.hosting { _ = touch.swipe.end(at: touch.fraction, velocity: speed / touch.width) }
        settle()
    }
}
