// ContainerRelativeShape.swift · Raster/Views · mirrors SwiftUI ContainerRelativeShape, containerShape(_:) (iOS 17)
// Status: Complete — swiftui-behavior.md §4.1: the nearest container shape, inset to the
// view's place in the container; a Rectangle when no container shape is set.

import Foundation

/// A shape that is replaced by an inset version of the current container shape. If no
/// container shape was defined, is replaced by a rectangle.
///
/// Raster: the container shape is set with `containerShape(_:)` on an enclosing view. In a
/// view whose frame lies `d` points inside the container's frame (the smallest distance
/// over the four edges), the shape is the container shape inset by `d`, drawn around the
/// view's own frame: a rounded container gives concentric corners. The shape is resolved
/// when it is drawn or used as a clip; elsewhere (a shape's path asked directly) it is a
/// rectangle.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    /// A shape that takes the current container shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard let node = ShapeResolution.currentNode,
              let container = node.environment.containerShape,
              let containerNode = container.node else {
            return Path(r)
        }
        // Transforms come from the nodes' effects, which may include this very shape as a
        // clip: they are read with no shape being resolved, so such a clip is a rectangle.
        let toLocal = ShapeResolution.readingGeometry {
            containerNode.transformToGlobal.concatenating(node.transformToGlobal.inverted())
        }
        let outer = CGRect(origin: .zero, size: containerNode.frame.size).applying(toLocal)
        let d = max(0, min(r.minX - outer.minX, r.minY - outer.minY, outer.maxX - r.maxX, outer.maxY - r.maxY))
        return container.path(r.insetBy(dx: -d, dy: -d), d)
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the container shape to use for any container relative shape within this view.
    ///
    /// Raster: the container's frame is this view's layout frame; `ContainerRelativeShape`s
    /// drawn inside take `shape`, inset to their place (see `ContainerRelativeShape`), and
    /// `ConcentricRectangle`s follow its corners.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let corners = shape as? ContainerCornerRadii
        return modifier(ContainerShapeModifier(path: { rect, inset in shape.inset(by: inset).path(in: rect) },
                                               cornerRadii: corners.map { corners in { corners.cornerRadii(in: $0) } }))
    }
}

/// The shape set with `containerShape(_:)` and the unit whose frame it fills.
struct ContainerShape {
    /// The shape's path in a rectangle, inset by a number of points.
    let path: (CGRect, CGFloat) -> Path
    /// The radii of the shape's corners in a frame of a size, points; nil for shapes whose
    /// corners Raster does not read (see `ContainerCornerRadii`).
    let cornerRadii: ((CGSize) -> RectangleCornerRadii)?
    weak var node: Node?
}

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ContainerShape? = nil
}

extension EnvironmentValues {
    /// The nearest enclosing container shape (`containerShape(_:)`), if any.
    var containerShape: ContainerShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// `containerShape(_:)`: a pass-through unit that offers its frame and shape to its content.
struct ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    let path: (CGRect, CGFloat) -> Path
    let cornerRadii: ((CGSize) -> RectangleCornerRadii)?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let path = self.path, cornerRadii = self.cornerRadii
        node.outputs.environmentModifier = { [weak node] in
            $0.containerShape = ContainerShape(path: path, cornerRadii: cornerRadii, node: node)
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// The view a shape is being resolved for while it is drawn or used as a clip, so that
/// shapes that depend on their surroundings (`ContainerRelativeShape`) can find them.
enum ShapeResolution {
    /// A node reference that can travel in a task-local value. Nodes are only used on the
    /// thread that renders their graph; the box never leaves that thread.
    struct Context: @unchecked Sendable {
        unowned let node: Node
    }

    @TaskLocal static var context: Context?
    /// True while a shape reads the geometry of nodes, whose effects it may be part of.
    @TaskLocal static var isReadingGeometry = false

    /// The node whose shape is being resolved, if any (none while geometry is being read).
    static var currentNode: Node? { isReadingGeometry ? nil : context?.node }

    /// Runs `body` with shapes resolved as if outside any view (their fallbacks).
    static func readingGeometry<R>(_ body: () -> R) -> R {
        $isReadingGeometry.withValue(true, operation: body)
    }

    /// Runs `body` with `node` as the node whose shapes are being resolved.
    static func resolving<R>(for node: Node, _ body: () -> R) -> R {
        $context.withValue(Context(node: node), operation: body)
    }
}
