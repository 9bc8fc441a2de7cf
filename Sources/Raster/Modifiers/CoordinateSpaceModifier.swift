// CoordinateSpaceModifier.swift · Raster/Modifiers · mirrors SwiftUI coordinateSpace(name:), coordinateSpace(_:) (iOS 17)
// Status: Complete.

import Foundation

/// Names the modified view's coordinate space.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.coordinateSpaceName = name
        let shown = (name.base as? String).map { "\"\($0)\"" } ?? "\(name.base)"
        node.becomeUnary(PassthroughLayout(name: "coordinateSpace(name: \(shown))"), content: content)
    }
}

extension View {
    /// Names the view's coordinate space so that descendants can measure frames in it.
    public func coordinateSpace(name: some Hashable) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names the view's coordinate space (iOS 17 form: `.coordinateSpace(.named("x"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
