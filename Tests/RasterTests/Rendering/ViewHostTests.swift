import Foundation
import Testing
@testable import Raster

private struct Counter: View {
    @State private var value = 0
    var body: some View {
        Button("Increment: \(value)") { value += 1 }
    }
}

@Suite struct ViewHostTests {
    @Test func tappingTheButtonIncrementsState() {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100))
        #expect(host.layoutDescription().contains("Text"))
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        let graph = host.graph
        let text = graph.root!.units.first!
        _ = text
        #expect(host.tap(at: CGPoint(x: 5, y: 5)) == false)
    }
}
