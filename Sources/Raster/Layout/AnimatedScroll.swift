// AnimatedScroll.swift · Raster/Layout · a programmatic scroll made in an animated transaction (SwiftUI: `withAnimation { proxy.scrollTo(id) }`, an animated `scrollPosition` change; iOS 17)
// Status: Complete.
//
// SwiftUI scrolls with the transaction's animation: the content offset moves from where it is
// to the target along the animation's curve, and the scroll view is in its `.animating` phase
// until it arrives (iOS 18's ScrollPhase). Raster places the content again at each of the
// host's frames, 60 a second, so lazy rows between the two places are built as they pass.

import Foundation

/// The content offset moving from `from` to `to` along `animation` from host time `start`.
struct AnimatedScroll {
    /// The host's frames at which the content is placed: 60 a second.
    static let framesPerSecond: Double = 60

    let from: CGPoint
    let to: CGPoint
    let animation: Animation
    /// When it started, host seconds.
    let start: TimeInterval
    /// When it arrives, host seconds.
    let end: TimeInterval

    /// The offset at host time `time`: the animation's progress between the two offsets
    /// (a spring's overshoot included; the caller clamps it to the content).
    func offset(at time: TimeInterval) -> CGPoint {
        guard time < end else { return to }
        let p = CGFloat(animation.progress(at: time - start))
        return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }
}

extension ScrollViewState {
    /// Scrolls the content to `target` (a clamped offset): at once without an animation (or
    /// one that never ends, or without a host clock), otherwise along `animation`, moving to
    /// `.animating` until it arrives and then to `.idle`. A scroll already animating is
    /// replaced from where it is.
    func scroll(to target: CGPoint, animation: Animation?) {
        cancelAnimatedScroll()
        guard let animation, let clock, let duration = animation.duration, duration > 0, target != offset else {
            offset = target
            return
        }
        animatedScroll = AnimatedScroll(from: offset, to: target, animation: animation, start: clock.time,
                                        end: clock.time + duration)
        changePhase(to: .animating, velocity: nil)
        scheduleScrollFrame(1)
    }

    /// Stops an animated scroll where it is (a finger touched the content); its phase is the
    /// finger's to change.
    func cancelAnimatedScroll() {
        animatedScrollFrame?.cancel()
        animatedScrollFrame = nil
        animatedScroll = nil
    }

    private func scheduleScrollFrame(_ frame: Int) {
        guard let clock, let scroll = animatedScroll else { return }
        let time = min(scroll.start + Double(frame) / AnimatedScroll.framesPerSecond, scroll.end)
        animatedScrollFrame = clock.schedule(at: time) { [weak self] in
            guard let self, let scroll = animatedScroll else { return }
            offset = clamped(scroll.offset(at: time))
            if time >= scroll.end {
                animatedScroll = nil
                animatedScrollFrame = nil
                changePhase(to: .idle, velocity: .zero)
            } else {
                scheduleScrollFrame(frame + 1)
            }
            contentMoved()
        }
    }
}
