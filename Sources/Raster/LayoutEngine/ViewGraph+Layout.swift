// ViewGraph+Layout.swift · Raster/LayoutEngine · the layout pass of a frame: update, lay out, settle
// Status: Complete.

import Foundation
import Combine

extension ViewGraph {
    /// Updates, lays out and repeats while `onPreferenceChange` actions or geometry-driven
    /// state changes invalidate the tree, at most `maximumPasses` times; returns the root's size.
    ///
    /// A loop that does not settle stops with SwiftUI's warnings "Bound preference K tried
    /// to update multiple times per frame." and "onChange(of: T) action tried to update
    /// multiple times per frame." for the preferences and change actions still firing.
    ///
    /// A graph's first frame settles outside the caller's transaction: SwiftUI animates
    /// changes, never the values a view first appears with, so a host whose first render
    /// happens inside `withAnimation` (a tap before anything was drawn) lays its views out at
    /// rest, and only the changes made afterwards in that transaction animate. Animations its
    /// own appear actions start (`withAnimation` in `onAppear`) still run.
    @discardableResult
    func updateAndLayout(proposal: ProposedViewSize, in container: CGSize? = nil) -> CGSize {
        guard root != nil else {
            return hosting { Transaction.$current.withValue(nil) { settle(proposal: proposal, in: container) } }
        }
        return hosting { settle(proposal: proposal, in: container) }
    }

    private func settle(proposal: ProposedViewSize, in container: CGSize?) -> CGSize {
        var size = CGSize.zero
        var looping: [String] = []
        // Views that show the time (keyframe animators) update for the clock's new time.
        animator.invalidateClockReaders { invalidate($0) }
        focusedValues.beginFrame()
        for pass in 1...Self.maximumPasses {
            lastSettlePasses = pass
            changeActionsQueued.removeAll()
            // Work scheduled for now on the main queue (`receive(on: DispatchQueue.main)`)
            // runs before the frame, as the main queue drains before the display refreshes.
            hostClock.runDueEntries()
            beginTransaction()
            updateBodies()
            let (declared, declaredEpoch) = settleDeclaredPreferences()
            size = layout(proposal: proposal, in: container)
            // As in SwiftUI, appear and change actions run after the frame is laid out, so
            // `withAnimation` in `onAppear` animates from the first frame.
            runPendingActions()
            resolveFocusedValues()
            // Declared values read before layout stand while layout changed no view.
            looping = declared + dispatchPreferenceChanges(beforeLayout: false,
                                                           declaredAreCurrent: declaredEpoch == preferenceEpoch)
            removeFinishedGhosts()
            if !isUnsettled && !hostClock.hasDueEntries { return size }
        }
        for key in looping {
            warnOnce("Bound preference \(key) tried to update multiple times per frame.")
        }
        for change in changeActionsQueued.sorted() {
            warnOnce("\(change) action tried to update multiple times per frame.")
        }
        return size
    }

    /// Runs the `onPreferenceChange` actions of `DeclaredPreferenceKey`s before layout, and
    /// the updates their changes call for, until they settle or `declaredPreferenceSteps`
    /// times, so that declarations that change the layout of views around them (a page's
    /// title, its bar's height), and what the views they update declare in turn (a stack
    /// hiding the tab bar for its page), are laid out in this pass rather than in a second
    /// one. Returns the keys whose actions ran last (the next pass takes them up) and the
    /// `preferenceEpoch` at which every declared value was last read (nil when they were not
    /// all read after the last update).
    ///
    /// Not in an animated transaction: the changes they make are not the transaction's (a
    /// push slides the page in; the root losing the tab bar's room jumps), so they wait for
    /// the next pass, which has a transaction of its own.
    private func settleDeclaredPreferences() -> (fired: [String], epoch: Int?) {
        guard currentTransaction.effectiveAnimation == nil else { return ([], nil) }
        var fired: [String] = []
        for _ in 1...Self.declaredPreferenceSteps {
            fired = dispatchPreferenceChanges(beforeLayout: true)
            guard !fired.isEmpty && needsUpdate else { return (fired, preferenceEpoch) }
            updateBodies()
        }
        return (fired, nil)
    }

    /// How many times a pass's updates run again for `DeclaredPreferenceKey` values before
    /// layout; values still changing after that reach the next pass.
    static let declaredPreferenceSteps = 4

    /// Runs the `onPreferenceChange` actions whose value changed (before layout, only those
    /// of `DeclaredPreferenceKey`s; after it, all but those when `declaredAreCurrent`: they
    /// were read since the last change); returns their key names.
    private func dispatchPreferenceChanges(beforeLayout: Bool, declaredAreCurrent: Bool = false) -> [String] {
        var fired: [String] = []
        let observers = preferenceObservers.sorted { $0.key < $1.key }
        for (id, observer) in observers where beforeLayout ? observer.beforeLayout : !(declaredAreCurrent && observer.beforeLayout) {
            guard let node = observer.node, !node.isRemoved else {
                preferenceObservers[id] = nil
                continue
            }
            if observer.check(node) { fired.append(observer.keyName) }
        }
        return fired
    }

    /// Lays the root out for `proposal` and places it, centred in `container` (in its safe
    /// area when the window has one, `windowSafeAreaInsets`); returns its size.
    @discardableResult
    func layout(proposal: ProposedViewSize, in container: CGSize? = nil) -> CGSize {
        if root == nil || needsUpdate { updateBodies() }
        guard let root else { return .zero }
        let window = container ?? proposal.width.flatMap { width in proposal.height.map { CGSize(width: width, height: $0) } }
        if window != windowContainer.size {
            windowContainer.size = window
            // What `containerRelativeFrame` measured by the old window size no longer holds.
            if windowContainer.isRead {
                root.invalidateLayoutToRoot()
                root.invalidateLayoutOfDescendants()
            }
        }
        // A window with a safe area proposes its root the proposal less the insets and
        // centres it in the safe area.
        var region = container.map { CGRect(origin: .zero, size: $0) }
        var safeArea: SafeAreaPlacement?
        var proposal = proposal
        if let window = region, let insets = windowSafeAreaInsets {
            let safe = CGRect(x: insets.leading, y: insets.top, width: window.width - insets.horizontal,
                              height: window.height - insets.vertical)
            safeArea = SafeAreaPlacement(layers: [SafeAreaLayer(safe: safe, outer: window)], parentOrigin: .zero)
            region = safe
            proposal = ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                                        height: proposal.height.map { max($0 - insets.vertical, 0) })
        }
        let size = root.sizeThatFits(proposal)
        var origin = CGPoint.zero
        if let region {
            // A window centres its root view.
            origin = CGPoint(x: region.minX + (region.width - size.width) / 2, y: region.minY + (region.height - size.height) / 2)
        }
        placedThisPass.removeAll(keepingCapacity: true)
        layoutPass += 1
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal, safeArea: safeArea)
        placeMovedReaders(root: root, frame: CGRect(origin: origin, size: size), proposal: proposal, safeArea: safeArea)
        for ghost in animator.ghosts { ghost.place() }
        applyMatchedGeometry()
        animator.recordFrames(of: placedThisPass, previousMatchedFrames: previousMatchedFrames) { animation(for: $0) }
        return size
    }
}
