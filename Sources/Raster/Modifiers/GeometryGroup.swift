// GeometryGroup.swift · Raster/Modifiers · mirrors SwiftUI geometryGroup() (iOS 17)
// Status: Complete for inserted views; see Animation/Animator.swift (`startKeepingPosition`).

import Foundation

extension View {
    /// Isolates the geometry (position and size) of the view from its parent view.
    ///
    /// Raster: SwiftUI pushes position and size changes down to the views that draw, each
    /// animating its own frame, so a view inserted in an animated update appears where
    /// layout puts it while the views around it move (it had no frame to animate from).
    /// Inside a geometry group the group's frame is animated as one and carries its content:
    /// a view inserted inside it moves with the group, from where it would be in the group's
    /// old frame, as the group's other content does. Layout and drawing are otherwise
    /// unchanged.
    public func geometryGroup() -> some View {
        modifier(GeometryGroupModifier())
    }
}

/// Marks its unit as a geometry group (`Node.Outputs.isGeometryGroup`).
struct GeometryGroupModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    var dumpName: String { "geometryGroup" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.isGeometryGroup = true
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
