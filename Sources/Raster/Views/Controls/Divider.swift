// Divider.swift · Raster/Views/Controls · mirrors SwiftUI Divider (iOS 17)
// Status: Complete — swiftui-behavior.md §6; thickness is always one pixel (no
// accessibility Dynamic Type sizes in Raster).

import Foundation

/// A visual element that can be used to separate other content.
///
/// Raster: a line one device pixel thick (1 / displayScale points) in the separator
/// colour — (60, 60, 67) at 29 % in light mode, (84, 84, 88) at 60 % in dark mode. Inside
/// an `HStack` it is vertical (one pixel wide, the proposed height tall); elsewhere it is
/// horizontal (the proposed width wide, one pixel tall). A nil length becomes 10 points,
/// as for the rectangle iOS draws it with.
public struct Divider: View {
    public init() {}

    public var body: Never { bodyIsNeverCalled() }
}

extension Divider: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let thickness = environment.pixelLength
        let color = SystemColor.separator.resolved(environment.colorScheme)
        node.becomeLeaf(LeafLayout(measure: { [unowned node] proposal in
            let size = proposal.replacingUnspecifiedDimensions()
            if node.enclosingStackAxis == .horizontal {
                return CGSize(width: thickness, height: size.height)
            }
            return CGSize(width: size.width, height: thickness)
        })) { size in
            [.solid(Path(CGRect(origin: .zero, size: size)), color)]
        }
    }
}
