import Foundation
import Testing
@testable import Raster

private struct PrintingCounter: View {
    @State private var value = 0
    var label: String
    var body: some View {
        let _ = Self._printChanges()
        Button("\(label) \(value)") { value += 1 }
    }
}

private struct PrintingParent: View {
    @State private var label = "Count"
    var body: some View {
        VStack {
            Button("Rename") { label = "Total" }
            PrintingCounter(label: label)
        }
    }
}

/// The `_printChanges()` line of the last body run of the first node of type `name`.
private func changeLine<V: View>(_ name: String, in host: ViewHost<V>) -> String? {
    var found: Node?
    func visit(_ node: Node) {
        if found == nil, strippingGenerics(node.typeName) == name { found = node }
        node.orderedChildren.forEach(visit)
    }
    visit(host.graph.root!)
    return found?.changeDescription(typeName: name)
}

@Suite struct PrintChangesTests {
    @Test func namesTheReasonsInSwiftUIsWording() {
        let host = ViewHost(PrintingParent(), size: CGSize(width: 300, height: 200))
        _ = host.render()
        #expect(changeLine("PrintingCounter", in: host) == "PrintingCounter: @self, @identity changed.")
        tapButton("Count", in: host)
        #expect(changeLine("PrintingCounter", in: host) == "PrintingCounter: _value changed.")
        tapButton("Rename", in: host)
        #expect(changeLine("PrintingCounter", in: host) == "PrintingCounter: @self changed.")
    }
}
