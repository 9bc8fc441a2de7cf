// Color+View.swift · Raster/Views · mirrors SwiftUI Color as a View (iOS 17)
// Status: Complete.

import Foundation

extension Color: View {
    public var body: Never { bodyIsNeverCalled() }
}

extension Color: PrimitiveView {
    /// A colour view fills its proposal (nil dimensions become 10 points).
    func update(node: Node, in graph: ViewGraph) {
        let resolved = resolve(in: node.environment)
        node.becomeLeaf(.fillsProposal) { size in
            [.fill(Path(CGRect(origin: .zero, size: size)), .color(resolved), FillStyle())]
        }
    }
}
