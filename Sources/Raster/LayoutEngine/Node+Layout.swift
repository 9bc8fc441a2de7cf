// Node+Layout.swift · Raster/LayoutEngine · the layout pass over units (SwiftUI's proposal → size → place)
// Status: Complete for the mechanism; the individual layouts live in Layout/.
//
// Every unit answers three questions, each memoised in its `LayoutMemo` until the node or a
// descendant is invalidated: its size for a proposal, its explicit value for an alignment
// guide at a proposal, and its spacing preferences. Structure (a unit's subviews, a list's
// units, which explicit guides a subtree can have) is memoised the same way and computed
// without recursion. The recursive questions go through `DeepRecursion.step`, so views
// nested thousands of levels deep do not exhaust the stack; placement is iterative.

import Foundation

extension SubviewGuideMerge {
    /// How many leading subviews of `total` merge.
    func count(of total: Int) -> Int {
        switch self {
        case .all: return total
        case .first: return min(1, total)
        case .none: return 0
        }
    }
}

extension Node {
    // MARK: Structure

    /// The laid-out units this node contributes to its enclosing layout: itself for a unit
    /// (none for a unary modifier whose content is empty, and itself and its unit copies for
    /// one applied to several views), its children's for a list.
    var units: [Node] {
        if let units = layoutMemo.structure.units { return units }
        // Post-order walk with an explicit stack: lists nested thousands deep are fine. Each
        // entry holds the children to combine once their units are known.
        var work: [(node: Node, children: [Node]?)] = [(self, nil)]
        while let (node, known) = work.popLast() {
            if node.layoutMemo.structure.units != nil { continue }
            if let children = known {
                let units = node.combinedUnits(of: children)
                node.layoutMemo.structure.units = units
                if !node.outputs.appearActions.isEmpty || !node.outputs.disappearActions.isEmpty {
                    node.countAppearances(units: units.count)
                }
                continue
            }
            let children: [Node]
            switch node.role {
            case .unit(let unit):
                guard unit.unaryWrapping, let content = unit.subviewSources.first else {
                    node.layoutMemo.structure.units = [node]
                    continue
                }
                children = [content]
            case .list:
                children = node.orderedChildren
            }
            work.append((node, children))
            for child in children where child.layoutMemo.structure.units == nil { work.append((child, nil)) }
        }
        return layoutMemo.structure.units ?? []
    }

    /// `units` once the units of `children` (a list's children, or a unary modifier's
    /// content) are known.
    private func combinedUnits(of children: [Node]) -> [Node] {
        guard case .list = role else {
            let contentUnits = children.first?.layoutMemo.structure.units ?? []
            if contentUnits.count > 1, distributesOverUnits { return [self] + copies(over: contentUnits.dropFirst()) }
            if !unitCopies.isEmpty { removeUnitCopies() }
            return contentUnits.isEmpty ? [] : [self]
        }
        if children.count == 1 { return children[0].layoutMemo.structure.units ?? [] }
        return children.flatMap { $0.layoutMemo.structure.units ?? [] }
    }

    /// The unit's subviews: the units of its subview sources. A unary modifier that
    /// distributes lays out the first unit of its content (its copies the others); for
    /// another unary unit a source that yields several units is wrapped in one implicit VStack.
    var subviewNodes: [Node] {
        if let subviews = layoutMemo.structure.subviews { return subviews }
        guard case .unit(let unit) = role else { return [] }
        let subviews: [Node]
        if unit.distributesOverUnits {
            subviews = unit.subviewSources[0].units.first.map { [$0] } ?? []
        } else if unit.unaryWrapping {
            subviews = unit.subviewSources.compactMap { source in
                let units = source.units
                if units.count == 1 { return units[0] }
                if units.isEmpty { return nil }
                return source.implicitStack()
            }
        } else {
            subviews = unit.subviewSources.flatMap(\.units)
        }
        layoutMemo.structure.subviews = subviews
        return subviews
    }

    /// A VStack over this list node's units, made when a unary modifier that does not
    /// distribute gets several views.
    func implicitStack() -> Node {
        if let existing = implicitStackNode { return existing }
        let node = Node(graph: graph, parent: self, key: .slot("implicit VStack"), view: EmptyView(), environment: environment)
        node.role = .unit(UnitRole(layout: AnyLayout(VStackLayout()), subviewSources: [self], unaryWrapping: false))
        implicitStackNode = node
        return node
    }

    /// The explicit guides this unit's subtree may define: its layout's own, plus those of
    /// the subviews it merges. Computed bottom-up without recursion.
    var explicitGuides: AlignmentGuideSet {
        if let guides = layoutMemo.structure.explicitGuides { return guides }
        var work: [(node: Node, subviewsDone: Bool)] = [(self, false)]
        while let (node, subviewsDone) = work.popLast() {
            if node.layoutMemo.structure.explicitGuides != nil { continue }
            guard let layout = node.layout else {
                node.layoutMemo.structure.explicitGuides = AlignmentGuideSet.none
                continue
            }
            let merged = node.subviewNodes.prefix(layout.subviewGuideMerge.count(of: node.subviewNodes.count))
            if subviewsDone {
                var guides = layout.ownExplicitGuides
                for subview in merged { guides.formUnion(subview.layoutMemo.structure.explicitGuides ?? .none) }
                node.layoutMemo.structure.explicitGuides = guides
            } else {
                work.append((node, true))
                work += merged.filter { $0.layoutMemo.structure.explicitGuides == nil }.map { ($0, false) }
            }
        }
        return layoutMemo.structure.explicitGuides ?? .none
    }

    // MARK: Sizes, guides and spacing

    /// Runs `body` with the layout and its cache, made or brought up to date for the
    /// current subviews (`makeCache` for a new layout type, `updateCache` after an invalidation).
    private func withLayout<R>(sink: PlacementSink?, _ body: (AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R) -> R {
        guard let layout else { preconditionFailure("layout asked of a list node \(identityPath)") }
        let subviews = LayoutSubviews(nodes: subviewNodes, sink: sink, container: self)
        var cache: AnyLayout.Cache
        if let existing = layoutMemo.layoutCache, layoutMemo.layoutCacheType == layout.layoutType {
            cache = existing
            if layoutMemo.layoutCacheIsStale { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
            layoutMemo.layoutCache = cache
            layoutMemo.layoutCacheType = layout.layoutType
        }
        layoutMemo.layoutCacheIsStale = false
        // The cache is a reference: the layout's changes to it are kept.
        return body(layout, subviews, &cache)
    }

    /// The unit's size for `proposal`, remembered until the node is invalidated.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = layoutMemo.size(for: proposal) { return cached }
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true {
            return sizeThatFits(Self.sanitized(proposal, for: self))
        }
        let size: CGSize
        if let leaf = unretainedLeaf {
            size = leaf._withUnsafeGuaranteedRef { $0.layout.measure(proposal) }
        } else {
            size = DeepRecursion.step {
                withLayout(sink: nil) { layout, subviews, cache in
                    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                }
            }
        }
        let checked = size.width.isNaN || size.height.isNaN ? Self.sanitized(size, from: self) : size
        layoutMemo.remember(checked, for: proposal)
        return checked
    }

    /// A proposal with NaN dimensions replaced by nil, warning once: NaN asks nothing.
    /// The caller checks for NaN first, without a call: sizes are asked a hundred thousand
    /// times a pass.
    private static func sanitized(_ proposal: ProposedViewSize, for node: Node) -> ProposedViewSize {
        warnOnce("\(node.unitName) was proposed a NaN size (\(proposal)); NaN dimensions are treated as nil")
        return ProposedViewSize(width: proposal.width.flatMap { $0.isNaN ? nil : $0 },
                                height: proposal.height.flatMap { $0.isNaN ? nil : $0 })
    }

    /// A size with NaN dimensions replaced by 0, warning once. Infinite sizes are legitimate
    /// answers to infinite proposals, and negative ones pass as in SwiftUI (negative spacing
    /// or padding can produce them).
    private static func sanitized(_ size: CGSize, from node: Node) -> CGSize {
        warnOnce("\(node.unitName) returned the size \(size.width)×\(size.height) from sizeThatFits; "
                 + "sizes must not be NaN, so 0 is used instead")
        return CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }

    /// The unit's size and alignment guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(in: proposal, size: sizeThatFits(proposal))
    }

    /// `dimensions(in:)` when the caller already has the unit's size for `proposal`.
    func dimensions(in proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        guard hasExplicitGuides else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size, subview: LayoutSubview(measuring: self), proposal: proposal)
    }

    /// Whether `explicitGuides` is not empty, read in the memo where it is known (a stack
    /// asks it of every child it aligns) rather than copied out of it.
    private var hasExplicitGuides: Bool {
        if let isEmpty = layoutMemo.structure.explicitGuides?.isEmpty { return !isEmpty }
        return !explicitGuides.isEmpty
    }

    /// Whether `explicitGuides` contains `guide`, read in the memo where it is known.
    func hasExplicitGuide(_ guide: AlignmentGuide) -> Bool {
        if let contains = layoutMemo.structure.explicitGuides?.contains(guide) { return contains }
        return explicitGuides.contains(guide)
    }

    /// The unit's explicit value for `guide` at `proposal`: its layout's answer, or else the
    /// merge of its subviews' explicit values at the positions the layout puts them
    /// (swiftui-behavior.md §1.13).
    func explicitAlignment(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? {
        guard explicitGuides.contains(guide), let layout else { return nil }
        let query = LayoutMemo.GuideQuery(guide: guide, proposal: proposal)
        if let cached = layoutMemo.explicitValue(for: query) { return cached }
        let value = DeepRecursion.step { () -> CGFloat? in
            let size = sizeThatFits(proposal)
            let bounds = CGRect(origin: .zero, size: size)
            if layout.ownExplicitGuides.contains(guide) {
                // An alignment guide's closure may read state: this node depends on it.
                let own: CGFloat? = graph.recordingReads(of: self, observing: false) {
                    withLayout(sink: nil) { layout, subviews, cache in
                        switch guide {
                        case .horizontal(let h):
                            return layout.explicitAlignment(of: h, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                        case .vertical(let v):
                            return layout.explicitAlignment(of: v, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                        }
                    }
                }
                if let own { return own.isNaN ? nil : own }
            }
            return mergedSubviewAlignment(guide, size: size, proposal: proposal, merge: layout.subviewGuideMerge)
        }
        layoutMemo.remember(value, for: query)
        return value
    }

    /// The subviews' explicit values for `guide`, in this unit's space, combined.
    private func mergedSubviewAlignment(_ guide: AlignmentGuide, size: CGSize, proposal: ProposedViewSize,
                                        merge: SubviewGuideMerge) -> CGFloat? {
        let subviews = subviewNodes
        let count = merge.count(of: subviews.count)
        guard subviews.prefix(count).contains(where: { $0.explicitGuides.contains(guide) }) else { return nil }
        let placements = placements(in: size, proposal: proposal)
        var values: [CGFloat] = []
        for (node, placement) in zip(subviews.prefix(count), placements) where node.explicitGuides.contains(guide) {
            guard let value = node.explicitAlignment(guide, proposal: placement.proposal) else { continue }
            values.append(value + leadingOrigin(of: placement.frame, in: size)[guide.axis])
        }
        return guide.combine(values)
    }

    /// The unit's spacing preferences.
    var spacing: ViewSpacing {
        if let leaf {
            // Not remembered, but marked as read, so that an invalidation climbs past it.
            layoutMemo.wasObserved = true
            return leaf.layout.spacing
        }
        if let spacing = layoutMemo.spacing { return spacing }
        let spacing = DeepRecursion.step {
            withLayout(sink: nil) { layout, subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
        }
        layoutMemo.spacing = spacing
        return spacing
    }

    // MARK: Placement

    /// Where the layout puts each subview in a container of `size` (origin at 0, 0, the
    /// top-left corner: mirrored when the unit lays out right to left).
    /// Subviews the layout does not place are centred at their size for the container's
    /// proposal, as in SwiftUI, with a warning naming them.
    func placements(in size: CGSize, proposal: ProposedViewSize) -> [PlacementSink.Placement] {
        if let last = layoutMemo.placements, last.size == size, last.proposal == proposal { return last.result }
        let nodes = subviewNodes
        // A layout is asked to place its subviews even when it has none, as in SwiftUI: what
        // it draws itself (a list's cards) follows its last placement.
        if nodes.isEmpty, layout == nil { return [] }
        let sink = PlacementSink(owner: self, count: nodes.count)
        let bounds = CGRect(origin: .zero, size: size)
        withLayout(sink: sink) { layout, subviews, cache in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        // The sink's array is the result: the usual layout places every subview, and copying
        // the placements into a new array cost an allocation for every unit placed.
        var result = sink.placements
        for (index, node) in nodes.enumerated() where !sink.hasPlaced(index) {
            warnOnce("\(unitName) did not place subview \(index) (\(node.unitName)); it is centred in the container")
            let childSize = node.sizeThatFits(proposal)
            result[index] = PlacementSink.Placement(
                frame: CGRect(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2,
                              width: childSize.width, height: childSize.height),
                proposal: proposal)
        }
        let placed = layoutDirection == .rightToLeft ? Self.mirrored(result, in: size) : result
        layoutMemo.placements = (size, proposal, placed)
        return placed
    }

    /// Makes the next layout pass place this unit's subviews again, keeping every size: a
    /// scroll view whose offset changed moves its content without measuring anything.
    func invalidatePlacement() {
        layoutMemo.placements = nil
        var node: Node? = self
        while let n = node {
            n.placementIsCurrent = false
            node = n.parent
        }
    }

    /// Drops the layout results of this node and of every ancestor, even past nodes with
    /// nothing computed: a unit whose subviews changed during placement (a lazy stack that
    /// built rows) sets its role, which leaves its own memo pristine, so `invalidateLayout()`
    /// would stop there.
    func invalidateLayoutToRoot() {
        var node: Node? = self
        while let n = node {
            n.placementIsCurrent = false
            n.layoutMemo.invalidate()
            n.implicitStackNode?.layoutMemo.invalidate()
            node = n.parent
        }
    }

    /// Drops the layout results of every node below this one: what they measured depended
    /// on a container's size (`containerRelativeFrame`) that changed.
    func invalidateLayoutOfDescendants() {
        var work = children.all
        while let node = work.popLast() {
            node.placementIsCurrent = false
            node.layoutMemo.invalidate()
            node.implicitStackNode?.layoutMemo.invalidate()
            work += node.children.all
        }
    }

    /// Places this unit at `frame` (in its parent unit's space) and its subviews inside it.
    ///
    /// Iterative, so that views nested thousands of levels deep do not exhaust the stack
    /// in the placement pass.
    ///
    /// In a safe area (LayoutEngine/SafeArea.swift) a unit that ignores it is placed out
    /// into it, and each subview gets the safe area it is placed in.
    func place(in frame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaPlacement? = nil) {
        let graph = self.graph, pass = graph.layoutPass
        var work: [(Node, CGRect, ProposedViewSize, SafeAreaPlacement?)] = [(self, frame, proposal, safeArea)]
        while let (node, placedFrame, placedProposal, safeArea) = work.popLast() {
            var frame = placedFrame, proposal = placedProposal
            if let safeArea { (frame, proposal) = node.safeAreaPlacement(frame: frame, proposal: proposal, in: safeArea) }
            // Nothing below changed and the unit stays where it was: its subtree is placed.
            if node.placementIsCurrent, node.frame == frame, node.placedProposal == proposal,
               node.placedSafeArea == safeArea { continue }
            node.frame = frame
            node.placedProposal = proposal
            node.placedSafeArea = safeArea
            node.placementIsCurrent = true
            if node.placedInPass != pass {
                node.placedInPass = pass
                graph.placedThisPass.append(node)
            }
            node.outputs.placementHook?(node)
            if node.leaf != nil { continue }
            // Pushed in reverse so that subviews are placed in order, each subtree before the
            // next sibling: an overlay can then resolve anchors in the view it covers.
            let subviews = node.subviewNodes
            let placements = node.placements(in: frame.size, proposal: proposal)
            for index in subviews.indices.reversed() {
                let child = subviews[index]
                if child.layoutParent !== node { child.layoutParent = node }
                let placement = placements[index]
                work.append((child, placement.frame, placement.proposal,
                             node.safeArea(forSubview: index, at: placement)))
            }
        }
    }
}
