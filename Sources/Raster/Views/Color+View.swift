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
        let color = node.animated("color", resolved.animatableData)
        // A clear colour draws nothing a tap could land on, as in SwiftUI.
        node.outputs.isHitTestable = resolved.opacity > 0
        node.becomeLeaf(.fillsProposal) { size in
            var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
            resolved.animatableData = color.presentationValue
            return [.fill(Path(CGRect(origin: .zero, size: size)), .color(resolved), FillStyle())]
        }
    }
}
