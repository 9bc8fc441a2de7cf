// ContainerBackgroundTests.swift · RasterTests/Navigation · containerBackground(_:for:) on navigation pages, split views and widgets (Modifiers/ContainerBackground.swift)
// Source: Apple's containerBackground(_:for:) documentation (a pushed page's background set by
// `.containerBackground(.blue.gradient, for: .navigation)` on its content);
// ContainerBackgroundPlacement (.navigation, .navigationSplitView, .widget).

import Foundation
import Testing
@testable import Raster

@Suite struct ContainerBackgroundTests {
    private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    private let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    /// The grouped list's background, systemGroupedBackground light (242, 242, 247).
    private let groupedGrey = RGBA8(r: 242, g: 242, b: 247, a: 255)

    /// A pushed page's declared background replaces its system background (white) under
    /// the whole screen: behind the content, the transparent bar and the status bar.
    @Test func aPushedPagesBackgroundFillsTheScreen() {
        struct Stack: View {
            let declares: Bool
            var body: some View {
                NavigationStack(path: .constant([1])) {
                    Text("Root")
                        .navigationDestination(for: Int.self) { _ in
                            if declares {
                                Text("Detail").containerBackground(Color(red: 1, green: 0, blue: 0), for: .navigation)
                            } else {
                                Text("Detail")
                            }
                        }
                }
            }
        }
        let declared = ViewHost(Stack(declares: true), device: .iPhone15Pro).render()
        for point in [CGPoint(x: 5, y: 10), CGPoint(x: 5, y: 80), CGPoint(x: 5, y: 400), CGPoint(x: 5, y: 845)] {
            #expect(declared.pixel(atPoint: point.x, point.y) == red)
        }
        let plain = ViewHost(Stack(declares: false), device: .iPhone15Pro).render()
        #expect(plain.pixel(atPoint: 5, 400) == white)
    }

    /// Of two declarations on one page, the one nearest the content wins.
    @Test func theInnermostDeclarationWins() {
        let image = ViewHost(NavigationStack {
            Text("Root")
                .containerBackground(Color(red: 0, green: 1, blue: 0), for: .navigation)
                .containerBackground(Color(red: 1, green: 0, blue: 0), for: .navigation)
        }, device: .iPhone15Pro).render()
        #expect(image.pixel(atPoint: 5, 400) == green)
    }

    /// A list's own background covers the page's; with `scrollContentBackground(.hidden)`
    /// the page's shows around the rows.
    @Test func aListsBackgroundCoversThePagesUnlessHidden() {
        func screen(hidingListBackground: Bool) -> RasterImage {
            ViewHost(NavigationStack {
                List { Text("Row") }
                    .scrollContentBackground(hidingListBackground ? .hidden : .automatic)
                    .containerBackground(Color(red: 0, green: 1, blue: 0), for: .navigation)
                    .navigationTitle("Rows")
            }, device: .iPhone15Pro).render()
        }
        #expect(screen(hidingListBackground: true).pixel(atPoint: 5, 700) == green)
        #expect(screen(hidingListBackground: false).pixel(atPoint: 5, 700) == groupedGrey)
    }

    /// A split view's background shows behind its collapsed stack's root page, which has no
    /// background of its own.
    @Test func aSplitViewsBackgroundIsBehindItsColumns() {
        let image = ViewHost(NavigationSplitView {
            Text("Sidebar").containerBackground(Color(red: 1, green: 0, blue: 0), for: .navigationSplitView)
        } detail: {
            Text("Detail")
        }, device: .iPhone15Pro).render()
        #expect(image.pixel(atPoint: 5, 400) == red)
    }

    /// A widget's background fills the view it is declared on and its safe area.
    @Test func aWidgetsBackgroundFillsTheView() {
        let image = ViewHost(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
            .containerBackground(Color(red: 0, green: 1, blue: 0), for: .widget), device: .iPhone15Pro).render()
        #expect(image.pixel(atPoint: 5, 10) == green)
        #expect(image.pixel(atPoint: 5, 400) == green)
    }
}
