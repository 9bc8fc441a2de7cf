// ViewHost+ScrollPhases.swift · Raster/Rendering · the phases a host's fingers move scroll views through (SwiftUI ScrollPhase, onScrollPhaseChange(_:), iOS 18)
// Status: Complete for fingers; see ScrollPhaseModifier.swift for the phase Raster never reaches.
//
// UIScrollView's states, which SwiftUI's phases name: a finger down on it is tracking
// (`isTracking`), moving the content is dragging (`isDragging`: SwiftUI's interacting), and
// after the lift the content decelerating (`isDecelerating`) until it rests. Raster's lifts
// move the content on only to a scroll target or back from a pull (no momentum), so only
// those decelerate.

import Foundation

extension ViewHost {
    /// Fingers touch down at `location` (window points) for `session`: the enabled scroll
    /// views a finger there can move track it, an animated scroll stopping where it is.
    func trackScrollViews(at location: CGPoint, in root: Node, for session: TouchSession) {
        session.tracked = touchedScrollViews(at: location, in: root).filter { $0.outputs.scrollState?.isEnabled == true }
        for node in session.tracked {
            node.outputs.scrollState?.cancelAnimatedScroll()
            node.outputs.scrollState?.changePhase(to: .tracking, velocity: nil)
        }
    }

    /// The fingers of `session` lifted, after its scroll views came to rest on their targets
    /// and those pulled past their tops were let go: a scroll view springing back decelerates
    /// until the spring ends (`ScrollViewState`), every other one it tracked or scrolled is
    /// idle, with the content's velocity at the lift for those it scrolled. Returns whether
    /// any phase changed (the actions then wait for the next update).
    func endScrollPhases(of session: TouchSession) -> Bool {
        let velocity = session.contentVelocity
        var changed = false
        let nodes = session.tracked + session.scrolled.filter { node in !session.tracked.contains { $0 === node } }
        for node in nodes where !node.isRemoved {
            guard let state = node.outputs.scrollState else { continue }
            let before = state.phase
            let lift = session.scrolled.contains { $0 === node } ? velocity : nil
            state.changePhase(to: state.springBack == nil ? .idle : .decelerating, velocity: lift)
            changed = changed || state.phase != before
        }
        return changed
    }
}
