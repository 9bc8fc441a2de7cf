// ViewGraph+Layout.swift · Raster/LayoutEngine · the layout pass of a frame: update, lay out, settle
// Status: Complete.

import Foundation

extension ViewGraph {
    /// Updates, lays out and repeats while `onPreferenceChange` actions or geometry-driven
    /// state changes invalidate the tree, at most `maximumPasses` times; returns the root's size.
    ///
    /// A loop that does not settle stops with SwiftUI's warnings "Bound preference K tried
    /// to update multiple times per frame." and "onChange(of: T) action tried to update
    /// multiple times per frame." for the preferences and change actions still firing.
    @discardableResult
    func updateAndLayout(proposal: ProposedViewSize, in container: CGSize? = nil) -> CGSize {
        var size = CGSize.zero
        var looping: [String] = []
        for pass in 1...Self.maximumPasses {
            lastSettlePasses = pass
            changeActionsQueued.removeAll()
            beginTransaction()
            updateBodies()
            size = layout(proposal: proposal, in: container)
            // As in SwiftUI, appear and change actions run after the frame is laid out, so
            // `withAnimation` in `onAppear` animates from the first frame.
            runPendingActions()
            looping = dispatchPreferenceChanges()
            removeFinishedGhosts()
            if !needsUpdate { return size }
        }
        for key in looping {
            warnOnce("Bound preference \(key) tried to update multiple times per frame.")
        }
        for change in changeActionsQueued.sorted() {
            warnOnce("\(change) action tried to update multiple times per frame.")
        }
        return size
    }

    /// Runs the `onPreferenceChange` actions whose value changed; returns their key names.
    private func dispatchPreferenceChanges() -> [String] {
        var fired: [String] = []
        let observers = preferenceObservers.sorted { $0.key < $1.key }
        for (id, observer) in observers {
            guard let node = observer.node, !node.isRemoved else {
                preferenceObservers[id] = nil
                continue
            }
            if observer.check(node) { fired.append(observer.keyName) }
        }
        return fired
    }

    /// Lays the root out for `proposal` and places it at `origin`; returns its size.
    @discardableResult
    func layout(proposal: ProposedViewSize, in container: CGSize? = nil) -> CGSize {
        if root == nil || needsUpdate { updateBodies() }
        guard let root else { return .zero }
        let size = root.sizeThatFits(proposal)
        var origin = CGPoint.zero
        if let container {
            // A window centres its root view.
            origin = CGPoint(x: (container.width - size.width) / 2, y: (container.height - size.height) / 2)
        }
        placedThisPass.removeAll(keepingCapacity: true)
        layoutPass += 1
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        for ghost in ghosts { ghost.place() }
        applyMatchedGeometry()
        recordFrames()
        return size
    }

    /// Moves every unit's animated frame to where layout put it (animating in animated
    /// updates). Done after the whole pass so that only final frames are recorded.
    ///
    /// A matched view inserted in an animated update starts at its group's previous source
    /// frame; its new descendants start at their final frames scaled the same way.
    private func recordFrames() {
        var scales: [ObjectIdentifier: CGSize] = [:]
        for unit in placedThisPass {
            var scale = scales.isEmpty ? nil : unit.layoutParent.flatMap { scales[ObjectIdentifier($0)] }
            let isNew = unit.frameAnimation == nil
            var start: CGRect?
            if isNew, let matchedStart = unit.matchedStartFrame {
                start = matchedStart
                scale = CGSize(width: unit.frame.width > 0 ? matchedStart.width / unit.frame.width : 1,
                               height: unit.frame.height > 0 ? matchedStart.height / unit.frame.height : 1)
            } else if isNew, let scale {
                start = CGRect(x: unit.frame.minX * scale.width, y: unit.frame.minY * scale.height,
                               width: unit.frame.width * scale.width, height: unit.frame.height * scale.height)
            }
            if let scale { scales[ObjectIdentifier(unit)] = scale }
            if let start, let animation = animation(for: unit) {
                let value = AnimatedValue(start.animatableData, clock: clock)
                value.set(unit.frame.animatableData, animation: animation)
                unit.frameAnimation = value
            } else if let existing = unit.frameAnimation {
                // Most units stay where they were: their animation is not looked up.
                let target = unit.frame.animatableData
                if existing.target != target { existing.set(target, animation: animation(for: unit)) }
            } else {
                unit.frameAnimation = AnimatedValue(unit.frame.animatableData, clock: clock)
            }
        }
    }
}
