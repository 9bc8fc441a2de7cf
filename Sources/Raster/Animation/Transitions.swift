// Transitions.swift · Raster/Animation · insertion and removal of views in animated transactions
// Status: Complete.
//
// A view inserted in an animated transaction shows its transition from the active to the
// identity state; one removed keeps drawing, as a *ghost* at its last frames, while its
// transition runs to the active state, and is torn down afterwards. Views without a
// `transition` fade (SwiftUI's default `.opacity`). Only the outermost inserted or removed
// view transitions; its descendants come and go with it.

import Foundation

/// A removed view still drawing its removal transition.
final class Ghost {
    let node: Node
    /// The unit its units were placed in.
    weak var layoutParent: Node?
    /// Where its units were, in `layoutParent`'s space, and the proposals they had.
    let placements: [PlacementSink.Placement]
    /// The safe areas its units were placed in, so that what ignores the safe area inside
    /// keeps reaching the screen's edges while the ghost draws.
    let safeAreas: [SafeAreaPlacement?]
    /// Host time after which the transition is over; nil while an animation repeats for ever.
    let deadline: TimeInterval?

    init(node: Node, layoutParent: Node?, placements: [PlacementSink.Placement], safeAreas: [SafeAreaPlacement?],
         deadline: TimeInterval?) {
        self.node = node
        self.layoutParent = layoutParent
        self.placements = placements
        self.safeAreas = safeAreas
        self.deadline = deadline
    }

    /// Places the ghost's units where they were, in the safe areas they were in (its
    /// transition may have rebuilt them). A unit's frame already reaches out where it ignores
    /// its safe area, and reaching out again from there changes nothing.
    func place() {
        for (unit, (placement, safeArea)) in zip(node.units, zip(placements, safeAreas)) {
            unit.place(in: placement.frame, proposal: placement.proposal, safeArea: safeArea)
            unit.layoutParent = layoutParent
        }
    }
}

extension ViewGraph {
    /// Runs `body` with animations disabled for changes to `node` and its descendants.
    func withoutAnimation(on node: Node, _ body: () -> Void) {
        let saved = node.outputs.transactionOverride
        var still = Transaction()
        still.disablesAnimations = true
        node.outputs.transactionOverride = (transactionSerial, still)
        body()
        node.outputs.transactionOverride = saved
    }

    /// Starts the insertion transition of `node`, created in this update under `parent`.
    func beginInsertion(of node: Node, in parent: Node) {
        guard parent.installSerial < transactionSerial, !parent.isInsideGhost, animation(for: parent) != nil else { return }
        if !node.topHasExplicitTransition {
            let fade = node.animated("fade", 0.0)
            fade.set(1, animation: animation(for: parent))
        }
    }

    /// Whether `node`, being removed, should stay as a ghost while a transition plays.
    func shouldGhost(_ node: Node) -> Bool {
        guard !suppressesGhosts, node.installSerial < transactionSerial, !node.isInsideGhost,
              let parent = node.parent, animation(for: parent) != nil, !node.units.isEmpty
        else { return false }
        return true
    }

    /// Keeps `node` drawing where it was while its removal transition plays.
    func beginRemoval(of node: Node) {
        let animation = node.parent.flatMap { self.animation(for: $0) }
        let units = node.units
        let layoutParent = units.first?.layoutParent
        let placements = units.map { PlacementSink.Placement(frame: $0.frame, proposal: $0.placedProposal) }
        node.isRemovalGhost = true
        preferenceEpoch += 1
        suppressesGhosts = true
        if let transitionNode = node.topTransitionNode {
            transitionNode.isRemovalGhost = true
            transitionNode.outputs.transactionOverride = (transactionSerial, currentTransaction)
            rerun(transitionNode)
        } else {
            let fade = node.animated("fade", 1.0)
            fade.set(0, animation: animation)
        }
        suppressesGhosts = false
        let deadline = animation?.duration.map { animator.clock.time + $0 }
        animator.ghosts.append(Ghost(node: node, layoutParent: layoutParent, placements: placements,
                                     safeAreas: units.map(\.placedSafeArea), deadline: deadline))
    }

    /// Tears down ghosts whose transitions have finished.
    func removeFinishedGhosts() {
        let now = animator.clock.time
        let finished = animator.ghosts.filter { ghost in ghost.deadline.map { $0 <= now } ?? false }
        guard !finished.isEmpty else { return }
        animator.ghosts.removeAll { ghost in finished.contains { $0 === ghost } }
        for ghost in finished { tearDown(ghost.node) }
    }

    /// Tears down the ghosts whose former parent chain contains `node`, which is being torn
    /// down: a ghost does not outlive the views it was removed from (nodes keep their
    /// parent unowned, so it must not).
    func tearDownGhosts(under node: Node) {
        func isUnder(_ ghost: Ghost) -> Bool {
            var ancestor = ghost.node.parent
            while let a = ancestor {
                if a === node { return true }
                ancestor = a.parent
            }
            return false
        }
        let orphaned = animator.ghosts.filter(isUnder)
        guard !orphaned.isEmpty else { return }
        animator.ghosts.removeAll { ghost in orphaned.contains { $0 === ghost } }
        for ghost in orphaned { tearDown(ghost.node) }
    }
}

extension Node {
    /// The first `TransitionModifier` node reached from here through composite bodies and
    /// single-child lists, if the view's outermost modifier chain has one.
    var topTransitionNode: Node? {
        var node: Node? = self
        while let n = node {
            if n.outputs.hasExplicitTransition { return n }
            guard case .list = n.role, n.orderedChildren.count == 1 else { return nil }
            node = n.orderedChildren.first
        }
        return nil
    }

    var topHasExplicitTransition: Bool { topTransitionNode != nil }

    /// Whether this node is the inserted root, or reached from it only through composite
    /// bodies and single-child lists created with it.
    var isTopOfInsertion: Bool {
        var node: Node? = self
        while let n = node {
            if n.isInsertionRoot { return true }
            guard let parent = n.parent, parent.installSerial == installSerial, parent.isListNode,
                  parent.children.count == 1 else { return false }
            node = parent
        }
        return false
    }

    /// Whether this node was created with an inserted root: it or an ancestor made in the same
    /// update is the root of an insertion.
    var isInsideInsertion: Bool {
        var node: Node? = self
        while let n = node, n.installSerial == installSerial {
            if n.isInsertionRoot { return true }
            node = n.parent
        }
        return false
    }

    /// Whether this node or an ancestor is a ghost.
    var isInsideGhost: Bool {
        var node: Node? = self
        while let n = node {
            if n.isRemovalGhost { return true }
            node = n.parent
        }
        return false
    }
}
