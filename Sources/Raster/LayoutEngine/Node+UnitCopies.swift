// Node+UnitCopies.swift · Raster/LayoutEngine · a unary modifier applied to several views makes one unit per view
// Status: Complete.
//
// In SwiftUI a modifier applied to several views (a `Group`, a multi-view body, `ForEach`,
// conditional content) applies to each of them. A distributing unary modifier's node lays out
// the first unit of its content itself and makes a copy of itself for each further unit: a
// node with the same layout, environment and outputs (the `outputs` observer keeps them equal)
// over that one unit, with its own memo, frame and animated frame, placed by the enclosing
// layout like any unit and drawn and hit with the modifier's effects and handlers. A copy is
// kept by the content unit it lays out, so a unit keeps its copy (and its frame's animation)
// while others come and go; a new copy runs the modifier's appear actions, a dropped one its
// disappear actions. Copies are not children: the update never visits them.

import Foundation

extension Node {
    /// Whether this unit is a unary modifier that applies to each unit of its content.
    var distributesOverUnits: Bool {
        if case .unit(let unit) = role { return unit.distributesOverUnits }
        return false
    }

    /// The content unit a unit copy lays out.
    private var copiedUnit: Node? {
        if case .unit(let unit) = role { return unit.subviewSources.first }
        return nil
    }

    /// The copies of this modifier over `contentUnits` (its content's units after the first),
    /// reusing the copy each unit had; the copies no unit needs any more are removed.
    func copies(over contentUnits: ArraySlice<Node>) -> [Node] {
        guard case .unit(let unit) = role else { return [] }
        var previous: [ObjectIdentifier: Node] = [:]
        for copy in unitCopies {
            if let content = copy.copiedUnit { previous[ObjectIdentifier(content)] = copy }
        }
        var copies: [Node] = []
        copies.reserveCapacity(contentUnits.count)
        for content in contentUnits {
            let copy: Node
            if let existing = previous.removeValue(forKey: ObjectIdentifier(content)) {
                copy = existing
                copy.environment = environment
            } else {
                copy = Node(graph: graph, parent: self, key: .slot("copy for \(content.key)"), view: view,
                            environment: environment)
                copy.installSerial = installSerial
                copy.isUnitCopy = true
                copy.outputs = outputs
                copy.isInstalled = true
                copy.didAppear()
            }
            copy.role = .unit(UnitRole(layout: unit.layout, subviewSources: [content], unaryWrapping: true))
            copies.append(copy)
        }
        unitCopies = copies
        remove(copies: Array(previous.values))
        return copies
    }

    /// Removes every unit copy (the content has one unit or none).
    func removeUnitCopies() {
        let removed = unitCopies
        unitCopies = []
        remove(copies: removed)
    }

    /// Queues the disappear actions of copies no longer laid out and frees them.
    private func remove(copies removed: [Node]) {
        for copy in removed {
            for action in copy.outputs.disappearActions { graph.afterUpdate(action) }
            copy.releaseLayoutReferences()
            copy.isRemoved = true
        }
    }
}
