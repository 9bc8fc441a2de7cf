// Spacer.swift · Raster/Views · mirrors SwiftUI Spacer (iOS 17)
// Status: Complete — swiftui-behavior.md §1.5.

import Foundation

/// A flexible space that expands along the major axis of its containing stack layout,
/// or on both axes if not contained in a stack.
///
/// Reports size: in an HStack, max(proposed width, minLength) wide and 0 tall (nil width
/// → minLength); in a VStack the same vertically; elsewhere both. Spacing: 0 to its
/// neighbours. Stacks give spacers the space left after everything else.
public struct Spacer: View {
    /// The minimum length along the stack axis; nil means the default spacing, 8 points.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension Spacer: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        node.outputs.isSpacer = true
        // The closure belongs to the node's own layout, so the node outlives every call:
        // an unchecked reference spares the unowned retain a stack's every measurement paid.
        node.becomeLeaf(LeafLayout(measure: { [unowned(unsafe) node] proposal in
            let axis = node.rememberedEnclosingStackAxis
            func length(_ p: CGFloat?) -> CGFloat { max(p ?? minimum, minimum) }
            switch axis {
            case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
            case .vertical?: return CGSize(width: 0, height: length(proposal.height))
            case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
            }
        }, spacing: .zero), content: nil)
    }
}

extension Node {
    /// `enclosingStackAxis`, remembered in the layout memo until the node is invalidated (a
    /// stack whose axis changes, `AnyLayout` switching, invalidates its descendants).
    var rememberedEnclosingStackAxis: Axis? {
        if let known = layoutMemo.enclosingStackAxis { return known }
        let axis = enclosingStackAxis
        layoutMemo.enclosingStackAxis = .some(axis)
        return axis
    }

    /// The axis of the nearest enclosing stack layout, looking through list nodes only.
    var enclosingStackAxis: Axis? {
        var node = parent
        while let n = node {
            if n.isUnit { return n.stackOrientation }
            node = n.parent
        }
        return nil
    }
}
