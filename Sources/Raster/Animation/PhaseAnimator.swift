// PhaseAnimator.swift · Raster/Animation · mirrors SwiftUI PhaseAnimator, phaseAnimator(_:content:animation:), phaseAnimator(_:trigger:content:animation:) (iOS 17)
// Status: Complete — driven by the host's clock (`ViewHost.advance(by:)`).

import Foundation
import Combine

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// Mirrors SwiftUI's `PhaseAnimator`. Raster: the content starts in the first phase. Without
/// a trigger it moves to the next phase as soon as it appears, and on through the phases in
/// a loop; with one, each change of the trigger moves it through every phase once, back to
/// the first. Each move is a change made with `animation(newPhase)` (every animatable
/// attribute the content changes moves with it), and the next one starts when that
/// animation is logically complete (its `duration`), at the host's time. A move without an
/// animation, or with one of no duration, lasts one frame (1/60 s), so that phases always
/// advance in time; one whose animation never finishes (`repeatForever`) stays in its phase.
/// An empty sequence of phases draws nothing, with a warning.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    /// nil: cycles continuously; otherwise the value whose changes play the phases once.
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases when the trigger value changes, updating the content
    /// using the view builder closure that you supply.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public var body: Never { bodyIsNeverCalled() }
}

/// Where a phase animator stands, kept by its node.
final class PhaseRun {
    /// The index of the phase shown.
    var index = 0
    /// Moves left before a triggered run is over (nil: cycling for ever).
    var movesLeft: Int?
    var trigger: (any Equatable)?
    /// The pending move to the next phase on the host's clock.
    var pendingMove: HostClock.Token?

    init(trigger: (any Equatable)?) {
        self.trigger = trigger
    }
}

extension PhaseAnimator: PrimitiveView, RunsUserClosures {
    /// How long a move without a finite animation lasts: one frame at 60 Hz.
    static var frame: TimeInterval { 1.0 / 60 }

    func update(node: Node, in graph: ViewGraph) {
        guard !phases.isEmpty else {
            warnOnce("PhaseAnimator was given no phases, so it draws nothing; give at least one phase")
            node.becomeTransparent(content: EmptyView())
            return
        }
        let run: PhaseRun
        if let existing = node.storage["phases"] as? PhaseRun {
            run = existing
            if let trigger, !isSameTrigger(trigger, as: run.trigger) {
                run.trigger = trigger
                if run.movesLeft == nil || run.movesLeft == 0 { startRun(run, moves: phases.count, node: node, graph: graph) }
            }
        } else {
            run = PhaseRun(trigger: trigger)
            node.storage["phases"] = run
            if trigger == nil { startRun(run, moves: nil, node: node, graph: graph) }
        }
        node.outputs.disappearActions = [{ [weak run] in run?.pendingMove?.cancel() }]
        node.becomeTransparent(content: content(phases[min(run.index, phases.count - 1)]))
    }

    /// Schedules the first move of a run now (`moves` nil: cycle for ever).
    private func startRun(_ run: PhaseRun, moves: Int?, node: Node, graph: ViewGraph) {
        guard phases.count > 1 else { return }
        run.movesLeft = moves
        schedule(run, at: graph.hostClock.time, node: node, graph: graph)
    }

    /// At host time `time`, moves to the next phase with its animation and schedules the
    /// move after it for when that animation is logically complete.
    private func schedule(_ run: PhaseRun, at time: TimeInterval, node: Node, graph: ViewGraph) {
        run.pendingMove = graph.hostClock.schedule(at: time) { [weak run, weak node, weak graph] in
            guard let run, let node, let graph, !node.isRemoved else { return }
            // The animator as last given, which may have new phases or animations.
            let current = node.view as? Self ?? self
            let phases = current.phases, animation = current.animation
            guard !phases.isEmpty else { return }
            if let left = run.movesLeft {
                guard left > 0 else { return }
                run.movesLeft = left - 1
            }
            run.index = (run.index + 1) % phases.count
            let stepAnimation = animation(phases[run.index])
            withAnimation(stepAnimation) { graph.invalidate(node) }
            let duration = stepAnimation == nil ? 0 : stepAnimation?.duration
            guard let duration else { return }
            if run.movesLeft != 0 {
                current.schedule(run, at: graph.hostClock.time + max(duration, Self.frame), node: node, graph: graph)
            }
        }
    }
}

extension View {
    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// Mirrors SwiftUI's `phaseAnimator(_:content:animation:)`; see `PhaseAnimator` for how
    /// Raster plays it.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles through the given phases when the trigger value changes, updating the view
    /// using the modifiers you apply in `body`.
    ///
    /// Mirrors SwiftUI's `phaseAnimator(_:trigger:content:animation:)`.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
