// ViewModifier.swift · Raster/Modifiers · mirrors SwiftUI ViewModifier, ModifiedContent, EmptyModifier (iOS 17)
// Status: Complete.

import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    /// The view with the modifier applied; `content` stands for the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The modifiers Raster implements itself.
protocol PrimitiveModifier {
    /// Configures `node` (the modified view's node) and reconciles `content` under it.
    func update(node: Node, content: any View, in graph: ViewGraph)
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { bodyIsNeverCalled() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(node: Node, in graph: ViewGraph) {
        if let primitive = modifier as? PrimitiveModifier {
            primitive.update(node: node, content: content, in: graph)
            return
        }
        if let effect = modifier as? any GeometryEffect {
            effect.updateEffect(node: node, content: content, in: graph)
            return
        }
        if let environmental = modifier as? any EnvironmentalModifier {
            node.role = .list
            let body = environmental.resolvedContent(content, in: node.environment)
            node.retainOnlyChild(graph.reconcile(parent: node, key: .body, view: body), in: graph)
            return
        }
        node.role = .list
        var modifier = self.modifier
        if let animatable = modifier as? any Animatable,
           let presented = graph.animator.presentation(of: animatable, on: node) as? Modifier {
            modifier = presented
        }
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        let body = graph.evaluateBody(of: node, properties: modifier) { $0.body(content: placeholder) }
        node.retainOnlyChild(graph.reconcile(parent: node, key: .body, view: body), in: graph)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// The content a `ViewModifier`'s body receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public var body: Never { bodyIsNeverCalled() }
}

extension _ViewModifier_Content: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.role = .list
        node.retainOnlyChild(graph.reconcile(parent: node, key: .index(0), view: content), in: graph)
    }
}

extension _ViewModifier_Content: ComparableProperty {
    /// The placeholder always stands for the same content: the modified view decides.
    func isSameProperty(as other: Any) -> Bool { false }
}

/// An empty, or identity, modifier.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
