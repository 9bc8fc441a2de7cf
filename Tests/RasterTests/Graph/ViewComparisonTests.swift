import Foundation
import Testing
@testable import Raster

// View values are compared property by property in place (Graph/ViewComparison.swift); a
// property that may be stored as a weak or unowned reference is compared by its bytes, and
// through the value's mirror when they differ.

private final class Model {
    var name: String
    init(_ name: String) { self.name = name }
}

private final class Item: Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (a: Item, b: Item) -> Bool { a.id == b.id }
}

private struct WeakRow { weak var model: Model?; var count: Int }
private struct UnownedRow { unowned let model: Model; var title: String }
private struct UnsafeRow { unowned(unsafe) let model: Model; var title: String }
private struct OptionalRow { var model: Model?; var title: String }
private struct ItemRow { var item: Item; var title: String }
private struct Outer { var title: String; var inner: WeakRow }
private struct Wrapper { var content: any View; var padding: Double }
private enum Mode { case a(Int), b(Int) }
private struct ModeRow { var mode: Mode; var tags: [String] }
private struct Generic<Content> { var content: Content; var spacing: Double? }
private struct Styled { var style: AnyShapeStyle?; var isVisible: Bool? }

@Suite struct ViewComparisonTests {
    @Test func aWeakPropertyComparesByTheObjectItRefersTo() {
        let model = Model("a"), other = Model("a")
        #expect(ViewComparison.areEqual(WeakRow(model: model, count: 1), WeakRow(model: model, count: 1)))
        #expect(!ViewComparison.areEqual(WeakRow(model: model, count: 1), WeakRow(model: model, count: 2)))
        #expect(!ViewComparison.areEqual(WeakRow(model: model, count: 1), WeakRow(model: other, count: 1)))
        #expect(!ViewComparison.areEqual(WeakRow(model: model, count: 1), WeakRow(model: nil, count: 1)))
        #expect(ViewComparison.areEqual(WeakRow(model: nil, count: 1), WeakRow(model: nil, count: 1)))
        #expect(ViewComparison.areEqual(Outer(title: "x", inner: WeakRow(model: model, count: 1)),
                                        Outer(title: "x", inner: WeakRow(model: model, count: 1))))
        #expect(!ViewComparison.areEqual(Outer(title: "x", inner: WeakRow(model: model, count: 1)),
                                         Outer(title: "x", inner: WeakRow(model: other, count: 1))))
    }

    @Test func unownedAndOptionalReferencesCompareByIdentity() {
        let model = Model("a"), other = Model("a")
        #expect(ViewComparison.areEqual(UnownedRow(model: model, title: "t"), UnownedRow(model: model, title: "t")))
        #expect(!ViewComparison.areEqual(UnownedRow(model: model, title: "t"), UnownedRow(model: other, title: "t")))
        #expect(!ViewComparison.areEqual(UnownedRow(model: model, title: "t"), UnownedRow(model: model, title: "u")))
        #expect(ViewComparison.areEqual(UnsafeRow(model: model, title: "t"), UnsafeRow(model: model, title: "t")))
        #expect(!ViewComparison.areEqual(UnsafeRow(model: model, title: "t"), UnsafeRow(model: other, title: "t")))
        #expect(ViewComparison.areEqual(OptionalRow(model: model, title: "t"), OptionalRow(model: model, title: "t")))
        #expect(!ViewComparison.areEqual(OptionalRow(model: model, title: "t"), OptionalRow(model: other, title: "t")))
        #expect(!ViewComparison.areEqual(OptionalRow(model: nil, title: "t"), OptionalRow(model: model, title: "t")))
        withExtendedLifetime((model, other)) {}
    }

    /// An `Equatable` class is compared with its `==`, not by identity.
    @Test func anEquatableClassPropertyComparesWithItsEquality() {
        #expect(ViewComparison.areEqual(ItemRow(item: Item(1), title: "t"), ItemRow(item: Item(1), title: "t")))
        #expect(!ViewComparison.areEqual(ItemRow(item: Item(1), title: "t"), ItemRow(item: Item(2), title: "t")))
    }

    /// Strings and arrays built anew are other storage with equal contents: equal.
    @Test func propertiesMadeAnewWithEqualContentsAreEqual() {
        let long = String(repeating: "row ", count: 10)
        #expect(ViewComparison.areEqual(ModeRow(mode: .a(1), tags: [long + "1"]), ModeRow(mode: .a(1), tags: [long + "1"])))
        #expect(!ViewComparison.areEqual(ModeRow(mode: .a(1), tags: ["x"]), ModeRow(mode: .b(1), tags: ["x"])))
        #expect(!ViewComparison.areEqual(ModeRow(mode: .a(1), tags: ["x"]), ModeRow(mode: .a(2), tags: ["x"])))
        #expect(!ViewComparison.areEqual(ModeRow(mode: .a(1), tags: ["x"]), ModeRow(mode: .a(1), tags: ["y"])))
        #expect(ViewComparison.areEqual(Generic(content: [long], spacing: 8), Generic(content: [long], spacing: 8)))
        #expect(!ViewComparison.areEqual(Generic(content: [long], spacing: 8), Generic(content: [long], spacing: nil)))
    }

    /// An optional of a type without `==` (whose bytes hold garbage past a nil's tag) is
    /// compared as an optional: nil equals nil, and a value what it holds.
    @Test func anOptionalWithoutEqualityComparesAsAnOptional() {
        #expect(ViewComparison.areEqual(Styled(), Styled()))
        #expect(ViewComparison.areEqual(Styled(style: AnyShapeStyle(Color.red)), Styled(style: AnyShapeStyle(Color.red))))
        #expect(!ViewComparison.areEqual(Styled(style: AnyShapeStyle(Color.red)), Styled(style: AnyShapeStyle(Color.blue))))
        #expect(!ViewComparison.areEqual(Styled(style: AnyShapeStyle(Color.red)), Styled()))
        #expect(!ViewComparison.areEqual(Styled(isVisible: true), Styled()))
    }

    /// A property of an existential type holds values of any type: compared as what it holds.
    @Test func anExistentialPropertyComparesWhatItHolds() {
        let long = String(repeating: "title ", count: 10)
        #expect(ViewComparison.areEqual(Wrapper(content: Text(long), padding: 4), Wrapper(content: Text(long), padding: 4)))
        #expect(!ViewComparison.areEqual(Wrapper(content: Text(long), padding: 4), Wrapper(content: Text("other"), padding: 4)))
        #expect(!ViewComparison.areEqual(Wrapper(content: Text(long), padding: 4), Wrapper(content: Color.red, padding: 4)))
        let boxed: any View = Text(long), again: any View = Text(long)
        #expect(ViewComparison.areEqual(boxed, again))
    }
}
