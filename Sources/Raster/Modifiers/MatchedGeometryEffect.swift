// MatchedGeometryEffect.swift · Raster/Modifiers · mirrors SwiftUI matchedGeometryEffect(id:in:properties:anchor:isSource:) (iOS 17)
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
        node.outputs.matchedGeometry = matched
        graph.registerMatched(node)
        node.becomeUnary(MatchedGeometryLayout(), content: content)
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
