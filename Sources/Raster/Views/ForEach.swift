// ForEach.swift · Raster/Views · mirrors SwiftUI ForEach (iOS 17)
// Status: Complete — ranges, `id:` key paths, Identifiable elements.

import Foundation

/// A structure that computes views on demand from an underlying collection of
/// identified data.
///
/// Raster: each element's id is its view's explicit identity, so reordering the data keeps
/// every row's state with its id; a duplicate id warns once and the later row is dropped.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let elementID: (Data.Element) -> ID
    /// The view named in the warning about a repeated ID when it is not this `ForEach`
    /// (a `List` built on its data); nil names the `ForEach`.
    var ownerName: String?
    /// The actions of `onDelete(perform:)` and `onMove(perform:)`: in an editing list the
    /// rows show the delete control and the reorder grip.
    var deleteAction: ((IndexSet) -> Void)?
    var moveAction: ((IndexSet, Int) -> Void)?
    /// True when the ids cannot repeat (a range of integers identified by themselves), so
    /// that updating skips counting each id's occurrences.
    var idsAreDistinct = false

    /// The row of `element`, at `offset` in the data: its content, with the editing controls
    /// (and `onDelete`'s swipe to delete) when it has actions, and the row traits of
    /// modifiers applied to the `ForEach` in a list.
    func rowView(_ element: Data.Element, offset: Int, traits: ListSectionRowTraits? = nil) -> any View {
        let delete = deleteAction.map { action in { action(IndexSet(integer: offset)) } }
        let row: any View = deleteAction == nil && moveAction == nil ? content(element)
            : EditableRow(content: content(element), delete: delete, canMove: moveAction != nil)
        guard let traits else { return row }
        func withTraits<Row: View>(_ row: Row) -> any View { row.modifier(ListSectionRowTraitsModifier(traits: traits)) }
        return withTraits(row)
    }

    /// Views for each element of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.elementID = { $0[keyPath: id] }
        self.idsAreDistinct = (data is Range<Int> || data is ClosedRange<Int>) && id == \Int.self as AnyKeyPath
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of `data`, identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: RunsUserClosures {}

extension ForEach: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        let traits = node.environment.takeRowTraits(for: node)
        let selection = node.environment.listRowSelection, menu = node.environment.listSelectionMenu
        var rows: [Node] = []
        rows.reserveCapacity(data.count)
        var occurrences: [AnyHashable: Int] = [:]
        if !idsAreDistinct { occurrences.reserveCapacity(data.count) }
        if node.children.isEmpty { node.reserveChildCapacity(data.count) }
        // Counted, not `enumerated()`: its generic (offset, element) pairs looked up their
        // tuple type in the runtime's locked cache once per element.
        var offset = -1
        for element in data {
            offset += 1
            let id = AnyHashable(elementID(element))
            // One hash of the id: its count is read and incremented in place.
            let earlier = idsAreDistinct ? 0 : Self.postIncrement(&occurrences[id, default: 0])
            var key = ChildKey.id(id)
            if earlier > 0 {
                // Every element is still drawn, as SwiftUI does; a repeat's identity is its ID
                // and how many came before it (which is what makes the result undefined).
                warnRepeatedID(id)
                key = .id(AnyHashable(RepeatedID(id: id, occurrence: earlier)))
            }
            var row = rowView(element, offset: offset, traits: traits)
            if let menu { row = menu.row(row, id: id) }
            rows.append(graph.reconcile(parent: node, key: key, view: selection?.row(row, id: id) ?? row))
        }
        node.retainChildNodes(rows, in: graph)
    }

    /// `count`, which is then incremented.
    private static func postIncrement(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }

    func warnRepeatedID(_ id: AnyHashable) {
        guard let ownerName else {
            warnOnce("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
            return
        }
        warnOnce("\(ownerName): the ID \(id) occurs more than once in the list's data; rows with the same ID share their identity "
                 + "and state. Give each element a unique ID (the `id:` key path, or the elements' `Identifiable.id`)")
    }

    func row(at index: Int) -> (key: ChildKey, view: any View) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return (.id(AnyHashable(elementID(element))), rowView(element, offset: index))
    }

    func rowIndex(of id: AnyHashable) -> Int? {
        data.indices.firstIndex { AnyHashable(elementID(data[$0])) == id }.map { data.distance(from: data.startIndex, to: $0) }
    }
}

/// Content a lazy stack can build row by row: a `ForEach`.
protocol LazyRowSource {
    /// How many rows there are.
    var rowCount: Int { get }
    /// Row `index`'s identity and view (made only when asked).
    func row(at index: Int) -> (key: ChildKey, view: any View)
    /// The index of the first row whose id is `id` (a scan of the data, not of views).
    func rowIndex(of id: AnyHashable) -> Int?
    /// Warns, once, that `id` identifies more than one row.
    func warnRepeatedID(_ id: AnyHashable)
}

/// The identity of a ForEach element whose ID an earlier element has too.
struct RepeatedID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

/// A view whose identity is an explicit value (`id(_:)`).
struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    var body: Never { bodyIsNeverCalled() }

    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        let key = ChildKey.id(AnyHashable(id))
        node.retainOnlyChild(graph.reconcile(parent: node, key: key, view: content), in: graph)
    }
}

extension View {
    /// Binds the view's identity to `id`: a different id makes a new view, with fresh
    /// state, as SwiftUI does.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
