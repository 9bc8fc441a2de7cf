import Foundation
import Testing
@testable import Raster

/// A binding to a mutable collection is a collection of bindings to its elements (iOS 15).
@Suite struct BindingCollectionTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    final class Store {
        var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Flour")]
    }

    func binding(_ store: Store) -> Binding<[Item]> {
        Binding(get: { store.items }, set: { store.items = $0 })
    }

    @Test func elementsAreBindingsThatWriteThrough() {
        let store = Store()
        let items = binding(store)
        #expect(items.count == 3)
        #expect(items.map(\.wrappedValue.title) == ["Milk", "Eggs", "Flour"])
        items[1].wrappedValue.isDone = true
        items.last?.title.wrappedValue = "Rye flour"
        #expect(store.items.map(\.isDone) == [false, true, false])
        #expect(store.items[2].title == "Rye flour")
        #expect(items.reversed().map(\.id) == [3, 2, 1])
    }

    /// An element binding outlives its element: it reads the last value and ignores writes,
    /// where SwiftUI traps.
    @Test func anElementBindingOutlivesItsElement() {
        let store = Store()
        let last = binding(store)[2]
        store.items.removeLast()
        #expect(last.wrappedValue.title == "Flour")
        last.wrappedValue.title = "Gone"
        #expect(store.items.map(\.title) == ["Milk", "Eggs"])
    }

    /// `ForEach($items) { $item in … }` builds one row per element, bound to it.
    @Test func forEachOverABindingEditsInPlace() {
        struct Checklist: View {
            @Binding var items: [Item]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($items) { $item in
                        Button(item.title) { item.isDone.toggle() }
                            .frame(width: 320, height: 50)
                    }
                }
                .frame(maxHeight: .infinity, alignment: .top)
            }
        }
        let store = Store()
        let host = ViewHost(Checklist(items: binding(store)), size: CGSize(width: 320, height: 200))
        #expect(host.tap(at: CGPoint(x: 160, y: 75)))
        #expect(store.items.map(\.isDone) == [false, true, false])
        #expect(host.tap(at: CGPoint(x: 160, y: 125)))
        #expect(store.items.map(\.isDone) == [false, true, true])
    }

    /// `ForEach($names, id: \.self)` identifies rows by the element and binds each; with
    /// `editActions`, a delete or move edits the bound collection.
    @Test func forEachOverABindingWithAnIDAndEditActions() {
        final class Names { var values = ["Ada", "Grace", "Linus"] }
        let names = Names()
        let binding = Binding(get: { names.values }, set: { names.values = $0 })
        let plain = ForEach(binding, id: \.self) { $name in Text(name) }
        #expect(plain.data.map(\.1) == ["Ada", "Grace", "Linus"])
        #expect(plain.deleteAction == nil && plain.moveAction == nil)
        let editable = ForEach(binding, id: \.self, editActions: .all) { $name in Text(name) }
        editable.deleteAction?(IndexSet(integer: 1))
        #expect(names.values == ["Ada", "Linus"])
        editable.moveAction?(IndexSet(integer: 1), 0)
        #expect(names.values == ["Linus", "Ada"])
        let deleteOnly = ForEach(binding, id: \.self, editActions: .delete) { $name in Text(name) }
        #expect(deleteOnly.deleteAction != nil && deleteOnly.moveAction == nil)
        var frames: [(name: String, frame: CGRect)] = []
        frames = layoutFrames(VStack(spacing: 0) { ForEach(binding, id: \.self) { $name in Color.red.frame(height: CGFloat(name.count)) } },
                              proposal: ProposedViewSize(width: 10, height: nil))
        #expect(frames.filter { $0.name == "Color" }.map(\.frame.height) == [5, 3])
    }
}
