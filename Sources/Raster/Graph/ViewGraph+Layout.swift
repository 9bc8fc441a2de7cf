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

    /// Each unit's type and frame in root coordinates, one per line, indented by depth.
    func layoutDescription() -> String {
        guard let root else { return "" }
        var lines: [String] = []
        func visit(_ node: Node, origin: CGPoint, depth: Int) {
            let frame = CGRect(origin: CGPoint(x: node.frame.origin.x + origin.x, y: node.frame.origin.y + origin.y),
                               size: node.frame.size)
            if !(node.view is _RootView) {
                lines.append(String(repeating: "  ", count: depth) + "\(node.unitName) "
                             + "(\(formatPoints(frame.origin.x)), \(formatPoints(frame.origin.y)), "
                             + "\(formatPoints(frame.size.width)), \(formatPoints(frame.size.height)))")
            }
            for child in node.shownSubviewNodes {
                visit(child, origin: frame.origin, depth: node.view is _RootView ? depth : depth + 1)
            }
        }
        visit(root, origin: .zero, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// Global frames (root coordinates) of every unit, in depth-first order, named as in the
    /// layout dump (`unitName`), or by type (`unitTypeName`) when `byType` is true.
    func unitFrames(byType: Bool = false) -> [(name: String, frame: CGRect)] {
        guard let root else { return [] }
        var result: [(String, CGRect)] = []
        func visit(_ node: Node, origin: CGPoint) {
            let frame = CGRect(origin: CGPoint(x: node.frame.origin.x + origin.x, y: node.frame.origin.y + origin.y),
                               size: node.frame.size)
            if !(node.view is _RootView) { result.append((byType ? node.unitTypeName : node.unitName, frame)) }
            for child in node.shownSubviewNodes { visit(child, origin: frame.origin) }
        }
        visit(root, origin: .zero)
        return result
    }
}

extension Node {
    /// The subviews that are drawn (all but the children a `ViewThatFits` did not choose),
    /// in layout order.
    var shownSubviewNodes: [Node] {
        let subviews = subviewNodes
        guard let order = drawing.subviewDrawOrder, order.count < subviews.count else { return subviews }
        return order.sorted().map { subviews[$0] }
    }

    /// A short name for layout dumps and warnings: the modifier or container as written in
    /// code for Raster's layouts (`frame(width: 50)`, `VStack(alignment: .leading)`), a user
    /// layout's type, and for leaves the view (`Text("Hello")`, `Circle`, `Color`).
    var unitName: String {
        guard case .unit(let unit) = role else { return strippingGenerics(typeName) }
        if unit.layout.base(as: LeafLayout.self) != nil {
            if let shapeView = view as? any ShapeViewDescribing { return shapeView.shapeName }
            if let text = view as? Text {
                let string = text.plainText.replacingOccurrences(of: "\n", with: "\\n")
                let shown = string.count > 24 ? string.prefix(23) + "…" : Substring(string)
                return "Text(\"\(shown)\")"
            }
            return strippingGenerics(typeName)
        }
        let name = unit.layout.dumpName
        if !name.isEmpty { return name }
        if let modified = view as? any ModifiedContentNaming { return modified.modifierDumpName }
        return strippingGenerics(typeName)
    }

    /// The unit's type, for finding units in tests and tools: the view's type for leaves
    /// (a shape view by its shape: `Circle`), the layout's type otherwise (`FlexFrameLayout`).
    var unitTypeName: String {
        guard case .unit(let unit) = role else { return strippingGenerics(typeName) }
        if unit.layout.base(as: LeafLayout.self) != nil {
            if let shapeView = view as? any ShapeViewDescribing { return shapeView.shapeName }
            return strippingGenerics(typeName)
        }
        return strippingGenerics(unit.layout.layoutTypeName)
    }
}

/// Modifiers without a layout of their own are named in dumps by their own `dumpName`, or
/// after the modifier's type.
protocol ModifiedContentNaming {
    var modifierDumpName: String { get }
}

/// A modifier's name in layout dumps, as it is written in code (`scaleEffect`).
protocol ModifierDumpNaming {
    var dumpName: String { get }
}

extension ModifiedContent: ModifiedContentNaming {
    var modifierDumpName: String {
        (modifier as? ModifierDumpNaming)?.dumpName ?? strippingGenerics(String(describing: Modifier.self))
    }
}

/// Shape views name themselves after their shape in layout dumps.
protocol ShapeViewDescribing {
    var shapeName: String { get }
}

extension _ShapeView: ShapeViewDescribing {
    /// The shape's type, a stroked shape named after the shape it strokes.
    var shapeName: String {
        var name = Substring(String(describing: Content.self))
        while name.hasPrefix("_StrokedShape<") { name = name.dropFirst("_StrokedShape<".count).dropLast() }
        return strippingGenerics(String(name))
    }
}
