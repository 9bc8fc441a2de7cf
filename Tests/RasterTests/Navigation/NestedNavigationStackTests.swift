// NestedNavigationStackTests.swift · RasterTests/Navigation · a NavigationStack inside another
// stack's screen (Views/Navigation/NestedNavigationStack.swift): a split view column's own stack
// with a bound path, as Apple's "Bringing robust navigation structure to your SwiftUI app"
// sample writes it, and a stack nested by mistake in a pushed view.
// Numbers: iPad (10th generation) 820 × 1180 with a 24-point status bar; iPhone 15 Pro 393 × 852
// with a 59-point one; a large title's text at 46.5 below the bar's top (NavigationBarMetrics).

import Foundation
import Testing
@testable import Raster

/// A split view's selection and its detail column's path.
@Observable private final class RecipeModel {
    var category: String?
    var path: [Int] = []
}

/// A sidebar of categories and a detail column with its own stack bound to the model's path.
private struct RecipeSplit: View {
    @Bindable var model: RecipeModel

    var body: some View {
        NavigationSplitView {
            List(["Soups"], id: \.self, selection: $model.category) { Text($0) }
                .navigationTitle("Categories")
        } detail: {
            NavigationStack(path: $model.path) {
                Text("Pick a recipe")
                    .navigationTitle("Recipes")
                    .navigationDestination(for: Int.self) { Text("Recipe \($0)").navigationTitle("Recipe \($0)") }
            }
        }
    }
}

@Suite struct NestedNavigationStackTests {
    /// The number of navigation bars laid out.
    private static func bars<V: View>(in host: ViewHost<V>) -> Int {
        host.layoutDescription().split(separator: "\n").filter { $0.contains("NavigationBarLayout ") }.count
    }

    /// On an iPad the detail column's own stack is the column's: one bar, its large title on
    /// the sidebar's title row (70.5), and its path pushes and pops in the column.
    @Test func aColumnsOwnStackIsTheColumnsStackWithItsPath() throws {
        let model = RecipeModel()
        let warnings = try capturingWarnings {
            let host = ViewHost(RecipeSplit(model: model), device: .iPad10)
            host.settle()
            #expect(Self.bars(in: host) == 2)
            #expect(host.frame(ofUnit: #"Text("Categories")"#)?.minY == 70.5)
            #expect(host.frame(ofUnit: #"Text("Recipes")"#)?.origin == CGPoint(x: 340, y: 70.5))

            model.path = [7]
            host.settle()
            #expect(texts(in: host).contains("Recipe 7"))
            // The pushed page's inline title and the back button titled with the column's root.
            let tapped1 = try host.tap("Recipes")
            #expect(tapped1)
            host.settle()
            #expect(model.path.isEmpty)
            #expect(!texts(in: host).contains("Recipe 7"))
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Collapsed on an iPhone, the detail is pushed on the sidebar's stack and its path is
    /// pushed above it; back pops the path, then the detail (clearing the selection).
    @Test func collapsedTheColumnsPathPushesAboveTheColumn() throws {
        let model = RecipeModel()
        let warnings = try capturingWarnings {
            let host = ViewHost(RecipeSplit(model: model), device: .iPhone15Pro)
            let tapped2 = try host.tap("Soups")
            #expect(tapped2)
            host.settle()
            #expect(texts(in: host).contains("Pick a recipe"))
            model.path = [3]
            host.settle()
            #expect(texts(in: host).contains("Recipe 3"))
            let tapped3 = try host.tap("Recipes")
            #expect(tapped3)
            host.settle()
            #expect(model.path.isEmpty && model.category == "Soups")
            let tapped4 = try host.tap("Categories")
            #expect(tapped4)
            host.settle()
            #expect(model.category == nil)
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A pushed view wrapped in its own NavigationStack: one bar (the inner title is the pushed
    /// screen's, at the outer root's large-title position), its links push on the outer stack,
    /// and one warning names the nesting and the fix.
    @Test func aStackNestedInAPushedViewIsTheOuterStacksScreenAndWarns() throws {
        let view = NavigationStack {
            NavigationLink("Open") {
                NavigationStack {
                    List { NavigationLink("Deeper") { Text("Deep") } }
                        .navigationTitle("Inner")
                }
            }
            .navigationTitle("Outer")
        }
        let host = ViewHost(view, device: .iPhone15Pro)
        let outerTitle = try #require(host.frame(ofUnit: #"Text("Outer")"#))
        let warnings = try capturingWarnings {
            let tapped5 = try host.tap("Open")
            #expect(tapped5)
            host.settle()
            #expect(host.frame(ofUnit: #"Text("Inner")"#)?.minY == outerTitle.minY)
            let tapped6 = try host.tap("Deeper")
            #expect(tapped6)
            host.settle()
            #expect(texts(in: host).contains("Deep"))
            // Back from the outer stack's third screen, to the inner root.
            let tapped7 = try host.tap("Inner")
            #expect(tapped7)
            host.settle()
            #expect(!texts(in: host).contains("Deep"))
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("A NavigationStack is on a screen of another NavigationStack, which SwiftUI "
                                          + "does not support") == true)
        #expect(warnings.first?.hasSuffix("Remove the inner NavigationStack: a pushed view is already in its stack, and a "
                                          + "TabView's tabs each take their own stack with none around the TabView.") == true)
    }

    /// A sheet presented from a stack's screen is not on that screen: a stack in it is a stack
    /// of its own, with its own bar, and nothing warns.
    @Test func aStackInASheetIsItsOwn() throws {
        let view = NavigationStack {
            Text("Home")
                .navigationTitle("Home")
                .sheet(isPresented: .constant(true)) {
                    NavigationStack { Text("Form").navigationTitle("Sheet") }
                }
        }
        let warnings = capturingWarnings {
            let host = ViewHost(view, device: .iPhone15Pro)
            host.settle()
            #expect(Self.bars(in: host) == 2)
            #expect(texts(in: host).contains("Sheet"))
        }
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
