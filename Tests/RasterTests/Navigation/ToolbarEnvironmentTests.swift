// ToolbarEnvironmentTests.swift · RasterTests/Navigation · toolbar items get the environment of the view that declares them

import Foundation
import Testing
@testable import Raster

private struct FlavourKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    fileprivate var flavour: String {
        get { self[FlavourKey.self] }
        set { self[FlavourKey.self] = newValue }
    }
}

/// A text of the environment's flavour.
private struct FlavourText: View {
    @Environment(\.flavour) private var flavour
    var body: some View { Text("flavour \(flavour)") }
}

@Observable private final class Basket {
    var count = 3
}

/// A text of the basket's count, from the environment.
private struct BasketCount: View {
    @Environment(Basket.self) private var basket
    var body: some View { Text("\(basket.count) in basket") }
}

/// A root page linking to a detail page whose content is given the basket, and whose toolbar
/// shows its count.
private struct Shop: View {
    let basket: Basket
    @State private var path = [1]
    var body: some View {
        NavigationStack(path: $path) {
            Text("Shop")
                .navigationDestination(for: Int.self) { _ in
                    Text("Detail")
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { BasketCount() } }
                        .environment(basket)
                }
        }
    }
}

@MainActor @Suite struct ToolbarEnvironmentTests {
    /// A custom key written around `toolbar` reaches the items in the navigation bar and in
    /// the bottom bar; the bar's own font stays (17-point body text, 20.667 points tall at
    /// the default size), though the declaring view's font is larger.
    @Test func itemsGetTheirDeclaringViewsValues() throws {
        let host = ViewHost(NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { FlavourText() }
                    ToolbarItem(placement: .bottomBar) { FlavourText() }
                }
                .environment(\.flavour, "lemon")
                .font(.largeTitle)
        }, device: .iPhone15)
        let description = host.layoutDescription()
        #expect(!description.contains("flavour plain"))
        let items = description.split(separator: "\n").filter { $0.contains("Text(\"flavour lemon\")") }
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.hasSuffix(", 20.667)") })
    }

    /// An observable object given to a pushed page's content reaches that page's toolbar, as
    /// in SwiftUI (Raster stopped with "No Observable object of type Basket found").
    @Test func anObjectGivenToAPushedPageReachesItsToolbar() throws {
        let basket = Basket()
        let host = ViewHost(Shop(basket: basket), device: .iPhone15)
        #expect(host.frame(ofUnit: "Text(\"3 in basket\")") != nil)
        basket.count = 4
        _ = host.render()
        #expect(host.frame(ofUnit: "Text(\"4 in basket\")") != nil)
    }

    /// `disabled(true)` around `toolbar` disables its buttons; `tint` colours them.
    @Test func disabledAndTintReachTheBarButtons() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        func page(disabled: Bool) -> some View {
            NavigationStack {
                Text("Body")
                    .toolbar { Button("Add") { taps.count += 1 } }
                    .disabled(disabled)
                    .tint(.red)
            }
        }
        let enabled = ViewHost(page(disabled: false), device: .iPhone15)
        try enabled.tap("Add")
        #expect(taps.count == 1)
        #expect(Self.redPixels(in: try enabled.frame(of: "Add"), of: enabled.render()) > 20)
        let disabled = ViewHost(page(disabled: true), device: .iPhone15)
        try disabled.tap("Add")
        #expect(taps.count == 1)
    }

    /// An edit mode binding written around `toolbar` is the one its EditButton changes.
    @Test func anEditModeAroundTheToolbarIsTheEditButtons() throws {
        final class Mode { var binding = EditMode.inactive }
        let mode = Mode()
        let host = ViewHost(NavigationStack {
            List { Text("Milk") }
                .toolbar { EditButton() }
                .environment(\.editMode, Binding(get: { mode.binding }, set: { mode.binding = $0 }))
        }, device: .iPhone15)
        try host.tap("Edit")
        #expect(mode.binding == .active)
    }

    /// Raster's own layout values stay the bar's: an item declared by a list row is laid out
    /// as one declared by the list.
    @Test func aRowsItemsAreLaidOutAsTheListsAre() throws {
        let fromRow = ViewHost(NavigationStack {
            List { Text("Row").toolbar { Button("Share") {} } }
        }, device: .iPhone15)
        let fromList = ViewHost(NavigationStack {
            List { Text("Row") }.toolbar { Button("Share") {} }
        }, device: .iPhone15)
        #expect(try fromRow.frame(of: "Share") == fromList.frame(of: "Share"))
        #expect(try fromRow.render().pngData() == fromList.render().pngData())
    }

    /// How many pixels inside `frame` (points) are iOS's system red (255, 59, 48), give or take.
    private static func redPixels(in frame: CGRect, of image: RasterImage) -> Int {
        var count = 0
        for y in Int(frame.minY * image.scale)..<Int(frame.maxY * image.scale) {
            for x in Int(frame.minX * image.scale)..<Int(frame.maxX * image.scale) {
                let pixel = image[x, y]
                if pixel.r > 230, pixel.g < 90, pixel.b < 90 { count += 1 }
            }
        }
        return count
    }
}
