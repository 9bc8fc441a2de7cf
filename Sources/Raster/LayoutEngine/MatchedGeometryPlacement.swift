// MatchedGeometryPlacement.swift · Raster/LayoutEngine · matched-geometry groups re-placed after layout
// Status: Complete (swiftui-behavior.md §5.8).
//
// After the layout pass, every member of a group (namespace + id) that is not the group's
// source is placed again with the source's global geometry; the sources' frames are kept
// for the next update, where an inserted member starts from them (Animation/Animator.swift).

import Foundation

extension ViewGraph {
    /// Places every non-source member of each group at its source's geometry and
    /// remembers the sources' global frames for the next update.
    func applyMatchedGeometry() {
        guard !matchedOrder.isEmpty else { return }
        var members: [MatchedGeometry.Key: [Node]] = [:]
        var order: [MatchedGeometry.Key] = []
        matchedOrder.removeAll { matchedNodes[$0]?.node == nil }
        for id in matchedOrder {
            guard let unit = matchedNodes[id]?.node, let matched = unit.outputs.matchedGeometry,
                  !unit.isRemoved || unit.isInsideGhost else { continue }
            if members[matched.key] == nil { order.append(matched.key) }
            members[matched.key, default: []].append(unit)
        }
        var frames: [MatchedGeometry.Key: CGRect] = [:]
        for key in order {
            let group = members[key] ?? []
            let sources = group.filter { $0.outputs.matchedGeometry?.isSource == true && !$0.isInsideGhost }
            if sources.count > 1 {
                warnOnce("Multiple inserted views in matched geometry group \(key.id) have `isSource: true`, results are undefined.")
            }
            guard let source = sources.first else { continue }
            let sourceFrame = CGRect(origin: .zero, size: source.frame.size).applying(source.transformToGlobal)
            frames[key] = sourceFrame
            for target in group where target !== source {
                target.matchGeometry(of: sourceFrame)
            }
        }
        previousMatchedFrames = currentMatchedFrames
        currentMatchedFrames = frames
    }
}

extension ViewGraph {
    /// Remembers that `node` takes part in matched geometry.
    func registerMatched(_ node: Node) {
        let id = ObjectIdentifier(node)
        if matchedNodes[id]?.node !== node {
            matchedNodes[id] = WeakNode(node: node)
            matchedOrder.removeAll { $0 == id }
            matchedOrder.append(id)
        }
    }
}

extension Node {
    /// Re-places this unit with the geometry of `sourceFrame` (global points).
    func matchGeometry(of sourceFrame: CGRect) {
        guard let matched = outputs.matchedGeometry else { return }
        let toParent = (layoutParent?.transformToGlobal ?? .identity).inverted()
        let source = sourceFrame.applying(toParent)
        let anchor = matched.anchor
        var size = frame.size
        if matched.properties.contains(.size) { size = source.size }
        var origin: CGPoint
        if matched.properties.contains(.position) {
            let point = CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
            origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        } else {
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        }
        place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(size))
    }
}
