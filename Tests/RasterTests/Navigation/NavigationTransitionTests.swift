import Foundation
import Testing
@testable import Raster

/// A photo grid whose cells push a detail page, zooming (iOS 18) or not.
private struct ZoomingGrid: View {
    let zooms: Bool
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(0..<6) { index in
                    NavigationLink(value: index) {
                        RoundedRectangle(cornerRadius: 8).fill(Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9))
                            .frame(height: 100)
                            .matchedTransitionSource(id: index, in: namespace) { source in
                                source.background(.black).clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 4)
                            }
                    }
                }
            }
            .padding()
            .navigationTitle("Photos")
            .navigationDestination(for: Int.self) { index in
                if zooms {
                    Text("Photo \(index)").navigationTransition(.zoom(sourceID: index, in: namespace))
                } else {
                    Text("Photo \(index)").navigationTransition(.automatic)
                }
            }
        }
    }
}

/// `navigationTransition(_:)` and `matchedTransitionSource` compile as iOS 18 code writes them,
/// and the pages at rest are those of the standard push (the zoom's frames in between are not
/// drawn: COMPATIBILITY.md).
@MainActor @Suite struct NavigationTransitionTests {
    @Test func zoomedPagesRestAsPushedOnes() throws {
        func pushed(zooms: Bool) throws -> (grid: Data, page: Data) {
            let host = ViewHost(ZoomingGrid(zooms: zooms), device: .iPhone15Pro)
            let grid = try host.render().pngData()
            #expect(host.tap(at: CGPoint(x: 70, y: 430)))
            host.advance(by: 1)
            #expect(host.accessibilityDescription().contains("\"Photo 0\""))
            return (grid, try host.render().pngData())
        }
        let zoomed = try pushed(zooms: true), standard = try pushed(zooms: false)
        #expect(zoomed.grid == standard.grid)
        #expect(zoomed.page == standard.page)
    }
}
