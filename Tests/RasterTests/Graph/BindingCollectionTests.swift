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
}
