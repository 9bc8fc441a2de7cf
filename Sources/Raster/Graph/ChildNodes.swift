// ChildNodes.swift · Raster/Graph · a node's children in order, found by their keys (Raster's own)
// Status: Complete.

/// A node's children: one array in order, searched by key.
///
/// The array holds the children the last `retain` kept, in its order, then any
/// reconciled since (`ordered` is the first part, what the rest of the graph walks). Most
/// nodes have one child (a body, a modifier's content) or a few (a tuple's elements): a
/// lookup compares their keys in turn. Past `indexedCount` children (a `ForEach`'s rows) a
/// dictionary of positions answers instead. Before, every node's children were a dictionary
/// by key plus an array of keys in order: three allocations per parent and a SipHash of a
/// key (a string or an `AnyHashable`) for every lookup and insertion.
struct ChildNodes {
    /// Every child: those kept by the last retain, in its order, then those added since.
    private(set) var all: [Node] = []
    /// How many of `all`, from the start, the last retain kept.
    private var retainedCount = 0
    /// The positions in `all` by key, kept while there are more than `indexedCount` children.
    private var positions: [ChildKey: Int]?

    /// The number of children from which lookups go through `positions`.
    static let indexedCount = 8

    var count: Int { all.count }
    var isEmpty: Bool { all.isEmpty }

    /// The children the last retain kept, in its order (with any replaced since in place).
    var ordered: [Node] {
        retainedCount == all.count ? all : Array(all.prefix(retainedCount))
    }

    /// The child at `key`, if any.
    subscript(key: ChildKey) -> Node? {
        position(of: key).map { all[$0] }
    }

    private func position(of key: ChildKey) -> Int? {
        if let positions { return positions[key] }
        for index in all.indices where all[index].key == key { return index }
        return nil
    }

    /// Makes room for `count` children.
    mutating func reserveCapacity(_ count: Int) {
        all.reserveCapacity(count)
        if count > Self.indexedCount {
            if positions == nil { positions = indexOfPositions() }
            positions?.reserveCapacity(count)
        }
    }

    /// Adds `child`, whose key no child has, after the others.
    mutating func append(_ child: Node) {
        all.append(child)
        if positions != nil {
            positions?[child.key] = all.count - 1
        } else if all.count > Self.indexedCount {
            positions = indexOfPositions()
        }
    }

    /// Puts `child` in the place of `old`, the child with the same key.
    mutating func replace(_ old: Node, with child: Node) {
        guard let index = position(of: old.key), all[index] === old else { return append(child) }
        all[index] = child
    }

    /// Keeps only the children at `keys`, in that order, and returns the others in their
    /// order here. Keys without a child are skipped.
    mutating func retain(_ keys: [ChildKey]) -> [Node] {
        retain(nodes: keys.compactMap { self[$0] })
    }

    /// Keeps only `kept`, children found here, in that order, and returns the others in
    /// their order here. Children are told apart by identity: comparing their keys (an
    /// `AnyHashable` compared through its witness tables, for a `ForEach` row) cost more
    /// than the dictionary this structure replaced.
    mutating func retain(nodes kept: [Node]) -> [Node] {
        if all.count == kept.count, kept.indices.allSatisfy({ all[$0] === kept[$0] }) {
            retainedCount = all.count
            return []
        }
        let keptIDs = Set(kept.lazy.map(ObjectIdentifier.init))
        let removed = all.filter { !keptIDs.contains(ObjectIdentifier($0)) }
        all = kept
        retainedCount = kept.count
        positions = kept.count > Self.indexedCount ? indexOfPositions() : nil
        return removed
    }

    /// Keeps only `child`, a child found here, and returns the others in their order here.
    mutating func retain(only child: Node) -> [Node] {
        if all.count == 1 && all[0] === child {
            retainedCount = 1
            return []
        }
        let removed = all.filter { $0 !== child }
        all = [child]
        retainedCount = 1
        positions = nil
        return removed
    }

    /// Forgets every child.
    mutating func removeAll() {
        all = []
        retainedCount = 0
        positions = nil
    }

    private func indexOfPositions() -> [ChildKey: Int] {
        var positions: [ChildKey: Int] = [:]
        positions.reserveCapacity(all.count)
        for index in all.indices { positions[all[index].key] = index }
        return positions
    }
}
