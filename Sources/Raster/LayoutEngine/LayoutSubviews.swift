// LayoutSubviews.swift · Raster/LayoutEngine · mirrors SwiftUI LayoutSubview, LayoutSubviews (iOS 17)
// Status: Complete.
//
// The one interface between layouts (Layout/) and the render tree: a layout sees its
// subviews only through these proxies. User layouts use SwiftUI's public API; Raster's
// built-in layouts also use the internal accessors by index at the end of this file, which
// read the subview's unit directly in the hot loops of the stack layout.

import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    /// The subviews' units; index with `startIndex`-based indices.
    let nodes: [Node]
    let range: Range<Int>
    let sink: PlacementSink?
    /// The unit whose layout these subviews are given to; nil for a proxy made outside one.
    /// Unchecked, as a node's `parent` is: the container makes these proxies for each call
    /// of its layout and outlives them, and a checked reference cost an unowned retain and
    /// release for every unit measured.
    unowned(unsafe) let container: Node?

    init(nodes: [Node], sink: PlacementSink?, container: Node?) {
        self.nodes = nodes
        self.range = nodes.indices
        self.sink = sink
        self.container = container
    }

    private init(nodes: [Node], range: Range<Int>, sink: PlacementSink?, container: Node?) {
        self.nodes = nodes
        self.range = range
        self.sink = sink
        self.container = container
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, sink: sink)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, sink: sink, container: container)
    }

    /// The layout direction of the container (its `\.layoutDirection` environment value).
    ///
    /// Raster, as SwiftUI: a layout always places in a leading-origin space (x grows toward
    /// the trailing edge); in `.rightToLeft` the layout engine mirrors every placement within
    /// the container afterwards (LayoutEngine/RightToLeftPlacement.swift), so a layout reads
    /// this only for what must not mirror, such as `position(_:)`.
    public var layoutDirection: LayoutDirection { container?.layoutDirection ?? .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

/// A proxy that represents one subview of a layout.
///
/// Raster: sizes in points; `place(at:anchor:proposal:)` takes a position in the
/// coordinate space of the `bounds` that `placeSubviews(in:...)` received.
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let sink: PlacementSink?

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`, default 0).
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Records where the subview goes: `anchor` of its frame lands on `position`, its size
    /// being its answer to `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        PlacementSink.record(in: sink, index: index, position: position, anchor: anchor, proposal: proposal, node: node)
    }

    /// The value of a layout value key set on the subview with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}

/// Collects the placements a layout makes during one `placeSubviews` call.
final class PlacementSink {
    struct Placement {
        /// The subview's frame in the container's space, points.
        var frame: CGRect
        /// The proposal the subview was placed with (its size is its answer to it).
        var proposal: ProposedViewSize
    }

    /// One per subview, in order; `unplaced` where the layout placed none. Not optional, so
    /// that the placing unit keeps this array as its result instead of copying it. Only the
    /// layout call that owns the sink writes it, so the runtime's exclusivity checks are left out.
    @exclusivity(unchecked) var placements: [Placement]
    /// Unchecked, as `LayoutSubviews.container`: the owner makes the sink for one
    /// `placeSubviews` call.
    unowned(unsafe) let owner: Node

    /// What a subview's entry holds until the layout places it: a NaN width, which no
    /// recorded placement has (its size is the subview's answer, never NaN).
    static let unplaced = Placement(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: .nan), proposal: .unspecified)

    init(owner: Node, count: Int) {
        self.owner = owner
        // Reserved and appended rather than `Array(repeating:count:)`, whose allocation is
        // not specialized: it looked the array's storage type up in the runtime's generic
        // metadata cache for every unit placed (this way: −1.3 % of `layout_10k_views`' instructions).
        placements = []
        placements.reserveCapacity(count)
        placements.append(contentsOf: repeatElement(Self.unplaced, count: count))
    }

    /// Whether the layout placed subview `index`.
    func hasPlaced(_ index: Int) -> Bool { !placements[index].frame.size.width.isNaN }

    /// Records a placement in `sink`; without one (a proxy used outside `placeSubviews`), warns
    /// that the call is ignored.
    static func record(in sink: PlacementSink?, index: Int, position: CGPoint, anchor: UnitPoint,
                       proposal: ProposedViewSize, node: Node) {
        guard let sink else {
            warnOnce("place(at:anchor:proposal:) was called on \(node.unitName) outside placeSubviews; the call is ignored")
            return
        }
        sink.record(index: index, position: position, anchor: anchor, proposal: proposal, node: node)
    }

    func record(index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, node: Node) {
        let size = node.sizeThatFits(proposal)
        guard position.x.isFinite, position.y.isFinite else {
            warnOnce("\(owner.unitName) placed subview \(index) (\(node.unitName)) at the non-finite position "
                     + "(\(position.x), \(position.y)); it is placed at the container's origin")
            placements[index] = Placement(frame: CGRect(origin: .zero, size: size), proposal: proposal)
            return
        }
        if hasPlaced(index) {
            warnOnce("\(owner.unitName) placed subview \(index) (\(node.unitName)) more than once; the last placement wins")
        }
        // A zero anchor leaves the position alone even for an infinite size (0 × ∞ is NaN).
        func offset(_ unit: CGFloat, _ length: CGFloat) -> CGFloat { unit == 0 ? 0 : unit * length }
        let origin = CGPoint(x: position.x - offset(anchor.x, size.width), y: position.y - offset(anchor.y, size.height))
        placements[index] = Placement(frame: CGRect(origin: origin, size: size), proposal: proposal)
    }
}

// MARK: Internal accessors for Raster's layouts

extension LayoutSubviews {
    /// Runs `body` with the unit of subview `index` borrowed, not retained: `nodes` holds it
    /// for the call, and the retain and release of a plain read were a tenth of a stack's
    /// measurement of its children.
    @inline(__always)
    private func withNode<R>(at index: Int, _ body: (Node) -> R) -> R {
        Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef(body)
    }

    /// The size of subview `index` (a collection index, from `startIndex`) for `proposal`.
    @inline(__always)
    func sizeThatFits(at index: Int, _ proposal: ProposedViewSize) -> CGSize {
        withNode(at: index) { $0.sizeThatFits(proposal) }
    }

    /// The dimensions of subview `index` for `proposal`, when its size for it is known.
    @inline(__always)
    func dimensions(at index: Int, in proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        withNode(at: index) { $0.dimensions(in: proposal, size: size) }
    }

    /// The dimensions of subview `index` for `proposal`, when its size for it is known, for
    /// reading `guide` alone, a guide whose default reads only the size
    /// (`AlignmentGuide.defaultReadsOnlySize`): a subview without an explicit value for it gets
    /// plain dimensions, whose value for it is that same default. A stack aligning texts by
    /// their centres then makes no dimensions that ask each text for an explicit centre.
    @inline(__always)
    func dimensions(at index: Int, in proposal: ProposedViewSize, size: CGSize,
                    readingOnly guide: AlignmentGuide) -> ViewDimensions {
        withNode(at: index) { node in
            node.hasExplicitGuide(guide) ? node.dimensions(in: proposal, size: size) : ViewDimensions(size: size)
        }
    }

    /// The spacing preferences of subview `index`.
    @inline(__always)
    func spacing(at index: Int) -> ViewSpacing {
        withNode(at: index) { $0.spacing }
    }

    /// Places subview `index` as `LayoutSubview.place(at:anchor:proposal:)` does, without
    /// making the proxy (whose copy of the sink cost a retain and a release per subview placed).
    @inline(__always)
    func place(at index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        withNode(at: index) { PlacementSink.record(in: sink, index: index, position: position, anchor: anchor, proposal: proposal, node: $0) }
    }

    /// Subview `index`'s priority in a stack's fitting order: its layout priority, or −∞
    /// for a `Spacer`, which goes last whatever its priority.
    @inline(__always)
    func stackPriority(at index: Int) -> Double {
        withNode(at: index) { $0.outputs.isSpacer ? -Double.infinity : $0.layoutPriority }
    }
}

extension LayoutSubview {
    /// The subview's explicit value for `guide` at `proposal`, nil when it has none.
    func explicitAlignment(_ guide: AlignmentGuide, proposal: ProposedViewSize) -> CGFloat? {
        node.explicitAlignment(guide, proposal: proposal)
    }

    /// A proxy for `node` outside any placement (its dimensions' explicit guides).
    init(measuring node: Node) {
        self.init(node: node, index: 0, sink: nil)
    }
}

extension LayoutSubview {
    /// The `GridRow` the subview was declared in, nil outside one (or directly in a `Grid`):
    /// a modifier applied to a whole row (one unit per cell) gives its cells' row.
    var gridRowMembership: GridRowMembership? {
        var unit: Node? = node
        while let current = unit {
            if let membership = current.environment.gridRowMembership { return membership }
            unit = current.wrappedUnit
        }
        return nil
    }
}
