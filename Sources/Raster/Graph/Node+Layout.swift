// Node+Layout.swift · Raster/Graph · the layout pass over units (SwiftUI's proposal → size → place)
// Status: Complete for the mechanism; the individual layouts live in Layout/.

import Foundation

extension Node {
    /// The unit's subviews: the units of its subview sources. For a unary modifier a source
    /// that yields several units is wrapped in one implicit VStack.
    var subviewNodes: [Node] {
        guard case .unit(let unit) = role else { return [] }
        if !unit.unaryWrapping { return unit.subviewSources.flatMap(\.units) }
        return unit.subviewSources.compactMap { source in
            let units = source.units
            if units.count == 1 { return units[0] }
            if units.isEmpty { return nil }
            return source.implicitStack()
        }
    }

    /// Whether this unit lays out nothing: a unary modifier whose content is empty shows nothing.
    var isEmptyUnaryModifier: Bool {
        guard case .unit(let unit) = role, unit.unaryWrapping, let content = unit.subviewSources.first else { return false }
        return content.units.isEmpty
    }

    /// A VStack over this list node's units, made when a unary modifier gets several views.
    func implicitStack() -> Node {
        if let existing = implicitStackNode { return existing }
        let node = Node(graph: graph, parent: self, key: .slot("implicit VStack"), view: EmptyView(), environment: environment)
        node.role = .unit(UnitRole(layout: AnyLayout(VStackLayout()), subviewSources: [self], unaryWrapping: false))
        implicitStackNode = node
        return node
    }

    private var layout: AnyLayout? {
        guard case .unit(let unit) = role else { return nil }
        return unit.layout
    }

    /// Runs `body` with the layout and its cache made for the current subviews.
    private func withLayout<R>(sink: PlacementSink?, _ body: (AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R) -> R {
        guard let layout else { preconditionFailure("layout asked of a list node \(identityPath)") }
        let subviews = LayoutSubviews(nodes: subviewNodes, sink: sink)
        var cache = layoutCache ?? layout.makeCache(subviews: subviews)
        let result = body(layout, subviews, &cache)
        layoutCache = cache
        return result
    }

    /// The unit's size for `proposal`, cached until the node is invalidated.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let size = withLayout(sink: nil) { layout, subviews, cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        let checked = Self.sanitized(size, from: typeName)
        sizeCache[proposal] = checked
        return checked
    }

    /// A size with NaN or negative dimensions replaced by 0, warning once. (Infinite sizes
    /// are legitimate answers to infinite proposals.)
    private static func sanitized(_ size: CGSize, from name: String) -> CGSize {
        func fix(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        let fixed = CGSize(width: fix(size.width), height: fix(size.height))
        if fixed.width != size.width || fixed.height != size.height {
            warnOnce("\(name) returned the size \(size.width)×\(size.height) from sizeThatFits; "
                     + "sizes must not be NaN or negative, so 0 is used instead")
        }
        return fixed
    }

    /// The unit's size and alignment guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] guide in
            self.explicitAlignment(guide, size: size, proposal: proposal)
        }
    }

    /// The unit's explicit value for `guide`: its layout's answer, or else the merge of its
    /// subviews' explicit values at the positions the layout would place them.
    func explicitAlignment(_ guide: AlignmentGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let subviewCount = subviewNodes.count
        let sink = PlacementSink(count: subviewCount, ownerName: typeName)
        let own: CGFloat? = withLayout(sink: sink) { layout, subviews, cache in
            switch guide {
            case .horizontal(let h):
                return layout.explicitAlignment(of: h, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let v):
                return layout.explicitAlignment(of: v, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        if let own { return own }
        guard subviewCount > 0 else { return nil }
        let placements = placements(in: bounds, proposal: proposal)
        var values: [CGFloat] = []
        for (node, placement) in zip(subviewNodes, placements) {
            let dims = node.dimensions(in: placement.proposal)
            guard let value = dims.explicitValue(guide) else { continue }
            values.append(value + placement.frame.origin[guide.axis])
        }
        return guide.combine(values)
    }

    /// The unit's spacing preferences.
    var spacing: ViewSpacing {
        withLayout(sink: nil) { layout, subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
    }

    /// Where the layout puts each subview inside `bounds`. Subviews the layout does not
    /// place are centred in `bounds` at their size for the container's proposal, as in SwiftUI.
    func placements(in bounds: CGRect, proposal: ProposedViewSize) -> [PlacementSink.Placement] {
        let nodes = subviewNodes
        let sink = PlacementSink(count: nodes.count, ownerName: typeName)
        withLayout(sink: sink) { layout, subviews, cache in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return zip(nodes, sink.placements).enumerated().map { index, pair in
            let (node, placement) = pair
            if let placement { return placement }
            warnOnce("\(typeName) did not place subview \(index) (\(node.typeName)); it is centred in the container")
            let size = node.sizeThatFits(proposal)
            return PlacementSink.Placement(
                frame: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height),
                proposal: proposal)
        }
    }

    /// Places this unit at `frame` (in its parent unit's space) and its subviews inside it.
    ///
    /// Iterative, so that views nested thousands of levels deep do not exhaust the stack
    /// in the placement pass.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        var work: [(Node, CGRect, ProposedViewSize)] = [(self, frame, proposal)]
        while let (node, frame, proposal) = work.popLast() {
            node.frame = frame
            node.placedProposal = proposal
            node.placementHook?(node)
            let bounds = CGRect(origin: .zero, size: frame.size)
            // Pushed in reverse so that subviews are placed in order, each subtree before the
            // next sibling: an overlay can then resolve anchors in the view it covers.
            for (child, placement) in zip(node.subviewNodes, node.placements(in: bounds, proposal: proposal)).reversed() {
                child.layoutParent = node
                work.append((child, placement.frame, placement.proposal))
            }
        }
    }
}
