// Anchor.swift · Raster/LayoutEngine · mirrors SwiftUI Anchor, Anchor.Source (iOS 17)
// Status: Complete for CGRect and CGPoint anchors.

import Foundation

/// An opaque value derived from an anchor source and a particular view, convertible to
/// another view's coordinate space with `GeometryProxy`'s subscript.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of `Value`.
    public struct Source {
        /// The value in the anchoring view's local space, then mapped by a transform.
        let make: (CGSize, CGAffineTransform) -> Value
    }

    let node: Node
    let source: Source
    /// The anchored value in the window's space (points) when the anchor was made, as the
    /// preference holding it was read: what anchors compare by.
    let windowValue: Value

    init(node: Node, source: Source) {
        self.node = node
        self.source = source
        windowValue = source.make(node.frame.size, node.transformToGlobal)
    }

    /// The anchored value in `target`'s local space (points), from the views' current geometry.
    func resolve(in target: Node) -> Value {
        let transform = node.transformToGlobal.concatenating(target.transformToGlobal.inverted())
        return source.make(node.frame.size, transform)
    }
}

/// Anchors compare as SwiftUI's do where their values are equatable, so that preferences
/// holding them (`onPreferenceChange` of `[Key: Anchor<CGRect>]`) can tell a change: two
/// anchors are equal when they anchor the same view and gave the same value in the window's
/// space when they were made. Mirrors SwiftUI's `Anchor: Equatable where Value: Equatable`.
extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.node === rhs.node && lhs.windowValue == rhs.windowValue
    }
}

/// Mirrors SwiftUI's `Anchor: Hashable where Value: Hashable` (the view and the window-space
/// value, as `==` compares them).
extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(node))
        hasher.combine(windowValue)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The anchoring view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    /// A rectangle in the anchoring view's local space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { size, transform in (r ?? CGRect(origin: .zero, size: size)).applying(transform) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the anchoring view's local space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { _, transform in p.applying(transform) }
    }

    /// A unit point of the anchoring view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { size, transform in
            CGPoint(x: p.x * size.width, y: p.y * size.height).applying(transform)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// Publishes an anchor of the modified view as (part of) a preference value.
struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<A>.Source
    let combine: (Anchor<A>, K.Value?) -> K.Value

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let source = self.source, combine = self.combine
        node.outputs.preferenceWriters = [PreferenceWriter(key: ObjectIdentifier(K.self)) { [unowned node] current in
            combine(Anchor(node: node, source: source), current as? K.Value)
        }]
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}
