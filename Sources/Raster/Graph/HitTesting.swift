// HitTesting.swift · Raster/Graph · which view a touch lands on, and the scroll views under it
// Status: Complete — shapes are hit by their path when the path layer supports
// containment, otherwise by their frame; the gestures a touch plays into are in
// Gestures/GestureChain.swift.

import Foundation

extension Node {
    /// The frontmost unit under `point` (root coordinates) that can be hit: a drawn leaf
    /// or a unit with a `contentShape`, skipping subtrees with hit testing disabled.
    func hitTest(_ point: CGPoint) -> Node? {
        hitTest(point, parentToGlobal: layoutParent?.transformToGlobal ?? .identity)
    }

    /// `hitTest(_:)` given the transform from the layout parent's space to the root's, so
    /// that each unit's is one multiplication (not a walk to the root). One `DeepRecursion`
    /// step per unit, for trees thousands of levels deep.
    private func hitTest(_ point: CGPoint, parentToGlobal: CGAffineTransform) -> Node? {
        DeepRecursion.step { hitTestStep(point, parentToGlobal: parentToGlobal) }
    }

    private func hitTestStep(_ point: CGPoint, parentToGlobal: CGAffineTransform) -> Node? {
        guard outputs.allowsHitTesting else { return nil }
        let toGlobal = transformToParent.concatenating(parentToGlobal)
        let local = point.applying(toGlobal.inverted())
        // A scroll view's content is hit only where it shows, inside the viewport.
        if let scroll = outputs.scrollState, scroll.clipsContent,
           !CGRect(origin: .zero, size: frame.size).contains(local) { return nil }
        let subviews = subviewNodes
        let order = outputs.drawing.subviewDrawOrder ?? Array(subviews.indices)
        let sorted = order.enumerated().sorted { a, b in
            let za = subviews[a.element].outputs.drawing.zIndex, zb = subviews[b.element].outputs.drawing.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }
        // A hit only on a view's grown touch target (`contentShapeGrowsFrame`, outside its
        // frame) yields to another grown target behind it whose own frame holds the point, and
        // to nothing else.
        var grownHit: Node?
        for (_, index) in sorted.reversed() {
            guard let hit = subviews[index].hitTest(point, parentToGlobal: toGlobal) else { continue }
            if hit.outputs.contentShapeGrowsFrame,
               !CGRect(origin: .zero, size: hit.frame.size).contains(point.applying(hit.transformToGlobal.inverted())) {
                if grownHit == nil { grownHit = hit }
                continue
            }
            guard let grownHit, !hit.isInGrownTarget(below: subviews[index]) else { return hit }
            return grownHit
        }
        if let grownHit { return grownHit }
        let bounds = CGRect(origin: .zero, size: frame.size)
        if let contains = outputs.contentShape {
            return contains(frame.size, local) ? self : nil
        }
        if outputs.drawing.content != nil, outputs.isHitTestable, bounds.contains(local) {
            if let path = outputs.hitPath?(frame.size) { return path.contains(local) ? self : nil }
            return self
        }
        return nil
    }

    /// Whether this unit is, or lies inside, a grown touch target (`contentShapeGrowsFrame`)
    /// at or below `root`: a hit on its drawn content is inside the target's own frame.
    private func isInGrownTarget(below root: Node) -> Bool {
        var node: Node? = self
        while let current = node {
            if current.outputs.contentShapeGrowsFrame { return true }
            if current === root { return false }
            node = current.layoutParent
        }
        return false
    }

    /// The scroll view units under `point` (root coordinates), outermost first: those whose
    /// viewport contains it, looking into a clipping scroll view only inside its viewport.
    func scrollViews(at point: CGPoint) -> [Node] {
        var found: [Node] = []
        var work: [Node] = [self]
        while let node = work.popLast() {
            if let scroll = node.outputs.scrollState {
                let local = point.applying(node.transformToGlobal.inverted())
                let inside = CGRect(origin: .zero, size: node.frame.size).contains(local)
                if inside { found.append(node) }
                if !inside && scroll.clipsContent { continue }
            }
            work += node.subviewNodes.reversed()
        }
        return found
    }
}
