// GeometryReader.swift · Raster/Views/Containers · mirrors SwiftUI GeometryReader, GeometryProxy (iOS 17)
// Status: Complete — swiftui-behavior.md §1.10 (nil proposal → 10 points, as the seed says).

import Foundation

/// A container view that defines its content as a function of its own size and
/// coordinate space.
///
/// Proposes to child: the reader's size. Reports size: the proposal, nil dimensions
/// becoming 10 points. Places child: at the top-leading corner. The content is built
/// when the reader is placed, so the proxy reports final sizes and frames.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension GeometryReader: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let content = self.content
        let contentNode = node.children[.slot("content")]
        node.role = .unit(Node.UnitRole(layout: AnyLayout(GeometryReaderLayout()),
                                        subviewSources: contentNode.map { [$0] } ?? [], unaryWrapping: false))
        // The content is built at the first placement after each update (a new closure, or
        // state the content read changed) and when the reader's geometry changed; a placement
        // only because a view inside changed (a navigation bar following a scroll) keeps it.
        let built = GeometryReaderBuild(node: node)
        graph.geometryReaders[ObjectIdentifier(node)] = built
        node.outputs.placementHook = { node in
            let geometry = GeometryReaderBuild.Geometry(of: node)
            guard built.geometry != geometry else { return }
            built.geometry = geometry
            let proxy = GeometryProxy(node: node)
            // The content reads state and models as a body would: they are the reader's
            // dependencies, replaced at every placement.
            for dependency in node.stateReads { dependency.removeReader(node) }
            node.stateReads.removeAll()
            let view = node.graph.recordingReads(of: node, observing: true) { content(proxy) }
            node.graph.updating {
                let child = node.graph.reconcile(parent: node, key: .slot("content"), view: view)
                node.retainOnlyChild(child, in: node.graph)
                node.role = .unit(Node.UnitRole(layout: AnyLayout(GeometryReaderLayout()),
                                                subviewSources: [child], unaryWrapping: false))
            }
        }
    }
}

/// The geometry a reader's content was last built for (nil before the first build).
final class GeometryReaderBuild {
    struct Geometry: Equatable {
        let frame: CGRect
        let proposal: ProposedViewSize
        let safeArea: SafeAreaPlacement?
        let toGlobal: CGAffineTransform

        /// The geometry `node` was placed with.
        init(of node: Node) {
            frame = node.frame
            proposal = node.placedProposal
            safeArea = node.placedSafeArea
            toGlobal = node.transform(to: .global)
        }
    }

    /// The reader's node.
    weak var node: Node?
    var geometry: Geometry?

    init(node: Node) { self.node = node }

    /// Whether the reader was built and its geometry has changed since (its ancestors moved).
    var isStale: Bool {
        guard let node, let geometry else { return false }
        return geometry != Geometry(of: node)
    }
}

extension ViewGraph {
    /// Places again the readers whose geometry changed without their placement (the content
    /// of a scroll view that scrolled: only the content's unit was placed again), so that
    /// their content is built for where they are: a header reading its `minY` in the global
    /// space, a reader reporting the scroll offset through a preference. The path to each is
    /// placed again (`invalidatePlacement`), then the root, which places only that path.
    func placeMovedReaders(root: Node, frame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaPlacement?) {
        var moved = false
        for (id, reader) in geometryReaders {
            guard let node = reader.node, !node.isRemoved else {
                geometryReaders[id] = nil
                continue
            }
            if reader.isStale {
                node.invalidatePlacement()
                moved = true
            }
        }
        if moved { root.place(in: frame, proposal: proposal, safeArea: safeArea) }
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
///
/// Raster: points. Frames in outer spaces include geometry effects (offset, scale,
/// rotation) of the views between.
public struct GeometryProxy {
    let node: Node

    /// The size of the container view.
    public var size: CGSize { node.frame.size }

    /// The safe area inset of the container view.
    ///
    /// Raster: points, on each edge of the reader that touches its safe area, the distance
    /// from that edge to the edge of the region the safe area was cut from (a device's
    /// screen, a `safeAreaInset` bar): 59 at the top of a reader filling an iPhone 15's safe
    /// area, and also of one ignoring it. Zero in a window without a device.
    public var safeAreaInsets: EdgeInsets { node.safeAreaInsets }

    /// The container's bounds in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size).applying(node.transform(to: coordinateSpace))
    }

    /// The container's bounds in `coordinateSpace` (iOS 17 form).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the container of `coordinateSpace` (a `coordinateSpace(_:)` view, or the
    /// scroll view of `.scrollView`: its visible region) in this view's own space, or nil
    /// when no such container encloses the view. Mirrors SwiftUI's `bounds(of:)` (iOS 17).
    ///
    /// Raster: points; a row scrolled 40 points below a scroll view's top gets a rectangle
    /// whose `minY` is −40, the scroll view's size.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let (container, transform) = node.namedSpace(coordinateSpace.name) else { return nil }
        return CGRect(origin: .zero, size: container.frame.size).applying(transform.inverted())
    }

    /// The value of `anchor` in the container's local space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(in: node)
    }
}
