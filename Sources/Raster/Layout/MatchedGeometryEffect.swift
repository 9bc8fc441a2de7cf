// MatchedGeometryEffect.swift · Raster/Layout · mirrors SwiftUI matchedGeometryEffect(id:in:properties:anchor:isSource:) (iOS 17)
// Status: Complete (swiftui-behavior.md §5.8; seed 002's highlight and hero examples).
//
// After layout, every view of a group (namespace + id) that is not the group's source is
// placed again with the source's geometry: its frame (size proposed to it, position by
// `anchor`), only its position, or only its size. The source is the group's view with
// `isSource: true` that is not being removed. Like `frame` + `offset`, the effect does not
// change the layout of the view's parents. A view inserted in an animated update starts
// at the geometry its group's source had before the update; a removed view (a ghost)
// travels to the new source.

import Foundation

/// The geometry a matched view copies from its group's source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The source's position (its anchor point, in the global space).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view's membership of a matched-geometry group.
struct MatchedGeometry {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    let matched: MatchedGeometry

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.matchedGeometry = matched
        graph.registerMatched(node)
        node.becomeUnary(MatchedGeometryLayout(), content: content)
    }
}

/// A matched view's own layout: its child's size; when placed with a source's geometry, the
/// child is proposed that size and centred in it, as `frame(width:height:)` would.
struct MatchedGeometryLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.place(at: alignedOrigin(of: child, proposal: proposal, in: bounds, alignment: .center),
                    anchor: .topLeading, proposal: proposal)
    }
}

extension View {
    /// Defines a group of views with synchronized geometry: views of the group that are not
    /// its source take the source's frame, position or size.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(matched: MatchedGeometry(
            key: MatchedGeometry.Key(namespace: namespace, id: AnyHashable(id)),
            properties: properties, anchor: anchor, isSource: isSource)))
    }
}

extension ViewGraph {
    /// Places every non-source member of each group at its source's geometry and
    /// remembers the sources' global frames for the next update.
    func applyMatchedGeometry() {
        guard !matchedOrder.isEmpty else { return }
        var members: [MatchedGeometry.Key: [Node]] = [:]
        var order: [MatchedGeometry.Key] = []
        matchedOrder.removeAll { matchedNodes[$0]?.node == nil }
        for id in matchedOrder {
            guard let unit = matchedNodes[id]?.node, let matched = unit.matchedGeometry,
                  !unit.isRemoved || unit.isInsideGhost else { continue }
            if members[matched.key] == nil { order.append(matched.key) }
            members[matched.key, default: []].append(unit)
        }
        var frames: [MatchedGeometry.Key: CGRect] = [:]
        for key in order {
            let group = members[key] ?? []
            let sources = group.filter { $0.matchedGeometry?.isSource == true && !$0.isInsideGhost }
            if sources.count > 1 {
                warnOnce("Multiple inserted views in matched geometry group \(key.id) have `isSource: true`, results are undefined.")
            }
            guard let source = sources.first else { continue }
            let sourceFrame = CGRect(origin: .zero, size: source.frame.size).applying(source.transformToGlobal)
            frames[key] = sourceFrame
            for target in group where target !== source {
                target.matchGeometry(of: sourceFrame)
            }
        }
        previousMatchedFrames = currentMatchedFrames
        currentMatchedFrames = frames
    }
}

extension ViewGraph {
    /// Remembers that `node` takes part in matched geometry.
    func registerMatched(_ node: Node) {
        let id = ObjectIdentifier(node)
        if matchedNodes[id]?.node !== node {
            matchedNodes[id] = WeakNode(node: node)
            matchedOrder.removeAll { $0 == id }
            matchedOrder.append(id)
        }
    }
}

extension Node {
    /// Re-places this unit with the geometry of `sourceFrame` (global points).
    func matchGeometry(of sourceFrame: CGRect) {
        guard let matched = matchedGeometry else { return }
        let toParent = (layoutParent?.transformToGlobal ?? .identity).inverted()
        let source = sourceFrame.applying(toParent)
        let anchor = matched.anchor
        var size = frame.size
        if matched.properties.contains(.size) { size = source.size }
        var origin: CGPoint
        if matched.properties.contains(.position) {
            let point = CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
            origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        } else {
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        }
        place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(size))
    }

    /// For a matched view inserted in this animated update: the frame its group's source
    /// had before the update, in its layout parent's space as that parent is drawn at the
    /// moment of the change.
    var matchedStartFrame: CGRect? {
        guard let matched = matchedGeometry, isTopOfInsertion,
              let previous = graph.previousMatchedFrames[matched.key] else { return nil }
        return previous.applying((layoutParent?.presentationTransformToGlobal ?? .identity).inverted())
    }
}
