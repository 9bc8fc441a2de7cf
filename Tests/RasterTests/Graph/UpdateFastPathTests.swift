import Foundation
import Testing
@testable import Raster

/// A struct that is not a tuple, given to `TupleView` as its value.
private struct Pair {
    var first = Text("first")
    var count = 3
    var second = Color.red
}

/// A tuple of views with a non-view element between them, built with `TupleView`'s public init.
private struct MixedTuple: View {
    var label: String
    var body: some View {
        VStack {
            TupleView((Text(verbatim: label), 7 as Int8, Color.blue.frame(width: 10, height: 10), "skipped",
                       Text(verbatim: "last")))
        }
    }
}

/// A builder-made tuple whose elements differ in size and alignment, an empty one among them.
private struct BuiltTuple: View {
    var label: String
    var body: some View {
        VStack {
            Text(verbatim: label)
            EmptyView()
            Spacer(minLength: 3)
            Color.blue.frame(width: 10, height: 10)
            Text(verbatim: "last")
        }
    }
}

/// Views of one, two and eight bytes: in a tuple, padding goes before each element that
/// needs a larger alignment than the offset the one before it ends at.
private struct ByteView: View {
    var flag: UInt8
    var body: some View { EmptyView() }
}

private struct ShortView: View {
    var value: UInt16
    var body: some View { EmptyView() }
}

private struct DoubleView: View {
    var value: Double
    var body: some View { EmptyView() }
}

/// A key whose default is not nil, for reads of written, overwritten and unwritten values.
private struct OptionalDepthKey: EnvironmentKey {
    static let defaultValue: Int? = 7
}

extension EnvironmentValues {
    fileprivate var optionalDepth: Int? {
        get { self[OptionalDepthKey.self] }
        set { self[OptionalDepthKey.self] = newValue }
    }
}

/// The keys and view types of `node`'s children, in order.
private func childSummary(_ node: Node) -> [String] {
    node.orderedChildren.map { "\($0.key): \(strippingGenerics($0.typeName))" }
}

/// The first node whose view type, without generic arguments, is `name`.
private func firstNode(named name: String, under node: Node) -> Node? {
    if strippingGenerics(node.typeName) == name { return node }
    for child in node.orderedChildren {
        if let found = firstNode(named: name, under: child) { return found }
    }
    return nil
}

@Suite struct UpdateFastPathTests {
    /// A tuple's view elements become children numbered in order, whatever their sizes and
    /// alignments and the non-views between them.
    @Test func aTupleViewReconcilesItsViewElementsInOrder() throws {
        let host = ViewHost(MixedTuple(label: "one"), size: CGSize(width: 200, height: 200))
        _ = host.render()
        let tuple = try #require(firstNode(named: "TupleView", under: host.graph.root!))
        #expect(childSummary(tuple) == ["0: Text", "1: ModifiedContent", "2: Text"])
        #expect(texts(in: host) == ["one", "last"])
    }

    /// A changed element updates its node in place (the same object): the identity is kept.
    @Test func aTupleElementKeepsItsNodeAcrossUpdates() throws {
        let graph = ViewGraph(rootView: MixedTuple(label: "one"), environment: EnvironmentValues())
        graph.update()
        let tuple = try #require(firstNode(named: "TupleView", under: graph.root!))
        let before = tuple.orderedChildren
        graph.setRootView(MixedTuple(label: "two"))
        graph.update()
        #expect(tuple.orderedChildren.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect((tuple.orderedChildren[0].view as? Text)?.string(in: EnvironmentValues()) == "two")
    }

    /// A tuple `ViewBuilder` made is read through its type's element reader: its elements,
    /// whatever their sizes (an empty view among them), become children in order with
    /// their values; a tuple type the builder never made has no reader.
    @Test func aBuilderTupleIsReadThroughItsElementReader() throws {
        let host = ViewHost(BuiltTuple(label: "first"), size: CGSize(width: 200, height: 200))
        _ = host.render()
        let tuple = try #require(firstNode(named: "TupleView", under: host.graph.root!))
        #expect(childSummary(tuple) == ["0: Text", "1: EmptyView", "2: Spacer", "3: ModifiedContent", "4: Text"])
        #expect((tuple.orderedChildren[2].view as? Spacer)?.minLength == 3)
        #expect(texts(in: host) == ["first", "last"])
        @ViewBuilder func built() -> TupleView<(Text, EmptyView, Spacer)> {
            Text(verbatim: "a")
            EmptyView()
            Spacer(minLength: 5)
        }
        let views = built().views
        #expect(TupleViewElements.reader(of: TupleView<(Text, EmptyView, Spacer)>.self) != nil)
        #expect(views.map { "\(type(of: $0))" } == ["Text", "EmptyView", "Spacer"])
        #expect((views[2] as? Spacer)?.minLength == 5)
        #expect(TupleViewElements.reader(of: TupleView<(Text, Int8, Color)>.self) == nil)
    }

    /// The element reader finds each element where the tuple put it: after padding up to
    /// its alignment (a two-byte view after a one-byte one, an eight-byte one after an empty
    /// view and a byte), with empty views taking no room.
    @Test func theElementReaderFindsElementsPastTheirPadding() throws {
        @ViewBuilder func built() -> TupleView<(ByteView, ShortView, EmptyView, ByteView, DoubleView, Text)> {
            ByteView(flag: 0xA5)
            ShortView(value: 0xBEEF)
            EmptyView()
            ByteView(flag: 7)
            DoubleView(value: 2.5)
            Text(verbatim: "end")
        }
        let views = built().views
        #expect(views.map { "\(type(of: $0))" } == ["ByteView", "ShortView", "EmptyView", "ByteView", "DoubleView", "Text"])
        #expect((views[0] as? ByteView)?.flag == 0xA5)
        #expect((views[1] as? ShortView)?.value == 0xBEEF)
        #expect((views[3] as? ByteView)?.flag == 7)
        #expect((views[4] as? DoubleView)?.value == 2.5)
        #expect((views[5] as? Text)?.string(in: EnvironmentValues()) == "end")
    }

    /// An environment value reads back as written, nil included, and an unwritten key gives
    /// its default.
    @Test func environmentValuesReadBackWhatWasWritten() {
        var environment = EnvironmentValues()
        #expect(environment.optionalDepth == 7)
        environment.optionalDepth = 2
        #expect(environment.optionalDepth == 2)
        environment.optionalDepth = nil
        #expect(environment.optionalDepth == nil)
        environment.displayScale = 3
        #expect(environment.displayScale == 3)
        #expect(environment.colorScheme == .light)
    }

    /// A value that is not a tuple gives the views among its stored properties.
    @Test func aTupleViewOfAStructReconcilesItsViewProperties() throws {
        let host = ViewHost(VStack { TupleView(Pair()) }, size: CGSize(width: 200, height: 200))
        _ = host.render()
        let tuple = try #require(firstNode(named: "TupleView", under: host.graph.root!))
        #expect(childSummary(tuple) == ["0: Text", "1: Color"])
    }

    /// Markers are flags, property names a set: both are reported, and cleared together.
    @Test func changeReasonsKeepMarkersAndPropertyNames() {
        var reasons = ChangeReasons()
        #expect(reasons.isEmpty)
        reasons.insert("@identity")
        reasons.insert("_value")
        reasons.insert("@self")
        #expect(!reasons.isEmpty)
        #expect(reasons.contains("@identity") && reasons.contains("@self") && reasons.contains("_value"))
        #expect(!reasons.contains("@dependencies") && !reasons.contains("_other"))
        #expect(reasons.names == ["@identity", "@self", "_value"])
        reasons.removeAll()
        #expect(reasons.isEmpty && reasons.names.isEmpty)
    }

    /// A child reconciled but not kept is removed even when the kept keys are the same as
    /// last time (the fast path counts the children).
    @Test func retainingTheSameKeysStillRemovesAChildNotKept() {
        let graph = ViewGraph(rootView: EmptyView(), environment: EnvironmentValues())
        graph.update()
        let parent = graph.root!
        graph.reconcile(parent: parent, key: .index(0), view: Text("kept"))
        parent.retainChildren([.index(0)], in: graph)
        graph.reconcile(parent: parent, key: .index(0), view: Text("kept"))
        let extra = graph.reconcile(parent: parent, key: .index(1), view: Text("extra"))
        parent.retainChildren([.index(0)], in: graph)
        #expect(parent.children.count == 1)
        #expect(parent.orderedChildren.count == 1)
        #expect(extra.isRemoved)
    }

    /// Body counts by type name come from the type's traits, generic arguments stripped.
    @Test func bodyCountsAreByTypeNameWithoutGenerics() {
        let host = ViewHost(MixedTuple(label: "one"), size: CGSize(width: 200, height: 200))
        _ = host.render()
        #expect(host.bodyRunCount(of: "MixedTuple") == 1)
        #expect(ViewTypeTraits.of(TupleView<(Text, Text)>.self).bodyCountName == "TupleView")
        #expect(ViewTypeTraits.of(TupleView<(Text, Text)>.self).primitiveType != nil)
        #expect(ViewTypeTraits.of(MixedTuple.self).primitiveType == nil)
        #expect(ViewTypeTraits.of(ForEach<Range<Int>, Int, Text>.self).runsUserClosures)
        #expect(!ViewTypeTraits.of(Text.self).runsUserClosures)
    }
}
