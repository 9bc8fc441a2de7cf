// ViewGraph+Layout.swift · Raster/Graph · laying out the root and printing the layout
// Status: Complete.

import Foundation

/// The root of every graph: gives the user's view one unit (several top-level views are
/// stacked vertically, as a window's root does).
struct _RootView: View, PrimitiveView {
    let content: any View

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

extension ViewGraph {
    /// Updates, lays out and repeats while `onPreferenceChange` actions or geometry-driven
    /// state changes invalidate the tree, at most `maximumPasses` times; returns the root's size.
    ///
    /// A loop that does not settle stops with SwiftUI's warning
    /// "Bound preference K tried to update multiple times per frame."
    @discardableResult
    func updateAndLayout(proposal: ProposedViewSize, in container: CGSize? = nil) -> CGSize {
        var size = CGSize.zero
        var looping: [String] = []
        for pass in 1...Self.maximumPasses {
            lastSettlePasses = pass
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
        if root == nil { update() }
        guard let root else { return .zero }
        let size = root.sizeThatFits(proposal)
        var origin = CGPoint.zero
        if let container {
            // A window centres its root view.
            origin = CGPoint(x: (container.width - size.width) / 2, y: (container.height - size.height) / 2)
        }
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        for ghost in ghosts { ghost.place() }
        applyMatchedGeometry(root: root)
        recordFrames(of: root)
        for ghost in ghosts { ghost.node.units.forEach(recordFrames) }
        return size
    }

    /// Moves every unit's animated frame to where layout put it (animating in animated
    /// updates). Done after the whole pass so that only final frames are recorded.
    ///
    /// A matched view inserted in an animated update starts at its group's previous source
    /// frame; its new descendants start at their final frames scaled the same way.
    private func recordFrames(of node: Node) {
        var work: [(Node, CGSize?)] = [(node, nil)]
        while let (unit, inheritedScale) = work.popLast() {
            var scale = inheritedScale
            let isNew = unit.animatedValues["frame"] == nil
            var start: CGRect?
            if isNew, let matchedStart = unit.matchedStartFrame {
                start = matchedStart
                scale = CGSize(width: unit.frame.width > 0 ? matchedStart.width / unit.frame.width : 1,
                               height: unit.frame.height > 0 ? matchedStart.height / unit.frame.height : 1)
            } else if isNew, let scale {
                start = CGRect(x: unit.frame.minX * scale.width, y: unit.frame.minY * scale.height,
                               width: unit.frame.width * scale.width, height: unit.frame.height * scale.height)
            }
            if let start, let animation = animation(for: unit) {
                let value = AnimatedValue(start.animatableData, clock: clock)
                value.set(unit.frame.animatableData, animation: animation)
                unit.animatedValues["frame"] = value
            } else {
                _ = unit.animated("frame", unit.frame.animatableData)
            }
            for child in unit.subviewNodes { work.append((child, scale)) }
        }
    }

    /// Each unit's type and frame in root coordinates, one per line, indented by depth.
    func layoutDescription() -> String {
        guard let root else { return "" }
        var lines: [String] = []
        func visit(_ node: Node, origin: CGPoint, depth: Int) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if !(node.view is _RootView) {
                lines.append(String(repeating: "  ", count: depth) + "\(node.unitName) "
                             + "(\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), "
                             + "\(formatPoints(frame.width)), \(formatPoints(frame.height)))")
            }
            for child in node.subviewNodes {
                visit(child, origin: frame.origin, depth: node.view is _RootView ? depth : depth + 1)
            }
        }
        visit(root, origin: .zero, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Global frames (root coordinates) of every unit, in depth-first order.
    func unitFrames() -> [(name: String, frame: CGRect)] {
        guard let root else { return [] }
        var result: [(String, CGRect)] = []
        func visit(_ node: Node, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if !(node.view is _RootView) { result.append((node.unitName, frame)) }
            for child in node.subviewNodes { visit(child, origin: frame.origin) }
        }
        visit(root, origin: .zero)
        return result
    }
}

extension Node {
    /// A short name for layout dumps: the layout's type for containers and modifiers, the
    /// view's type for leaves.
    var unitName: String {
        guard case .unit(let unit) = role else { return typeName }
        if unit.subviewSources.isEmpty {
            if let shapeView = view as? any ShapeViewDescribing { return shapeView.shapeName }
            return Self.strippingGenerics(typeName)
        }
        return Self.strippingGenerics(unit.layout.layoutTypeName)
    }

    static func strippingGenerics(_ name: String) -> String {
        guard let bracket = name.firstIndex(of: "<") else { return name }
        return String(name[..<bracket])
    }
}

/// Shape views name themselves after their shape in layout dumps.
protocol ShapeViewDescribing {
    var shapeName: String { get }
}

extension _ShapeView: ShapeViewDescribing {
    var shapeName: String { Node.strippingGenerics(String(describing: Content.self)) }
}
