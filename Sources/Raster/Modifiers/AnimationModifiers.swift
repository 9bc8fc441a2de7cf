// AnimationModifiers.swift · Raster/Modifiers · mirrors SwiftUI animation(_:value:), animation(_:body:), animation(_:), transaction(_:), transaction(_:body:), Binding.animation(_:) (iOS 17)
// Status: Complete.

import Foundation

/// Overrides the transaction of the modified subtree when a value changes.
struct AnimationValueModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    let value: Value

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if let last = node.storage["animationValue"] as? ValueBox<Value> {
            if last.value != value {
                var transaction = graph.currentTransaction
                transform(&transaction)
                node.outputs.transactionOverride = (graph.transactionSerial, transaction)
                last.value = value
            }
        } else {
            node.storage["animationValue"] = ValueBox(value)
        }
        node.becomeTransparent(content: content)
    }
}

/// Transforms the transaction of every change in the modified subtree, in every update
/// (also those that do not run the modifier again: state owned below it).
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.transactionTransform = transform
        node.becomeTransparent(content: content)
    }
}

extension View {
    /// Animates changes in this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationValueModifier(transform: { $0.animation = animation }, value: value))
    }

    /// Applies `transform` to the transaction of the changes made in this view's subtree in
    /// the update where `value` changes.
    ///
    /// Mirrors SwiftUI's `transaction(value:_:)` (iOS 17).
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(AnimationValueModifier(transform: transform, value: value))
    }

    /// Animates every change in this view with `animation` (deprecated in iOS 15).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        transaction { $0.animation = animation }
    }

    /// Applies `animation` to the changes of the modifiers in `body`.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).transaction { $0.animation = animation }
    }

    /// Changes the transaction of the changes in this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Applies `transform` to the transaction of the changes of the modifiers in `body`; the
    /// view's own changes keep the transaction they had outside the scope.
    ///
    /// Mirrors SwiftUI's `transaction(_:body:)` (iOS 17).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).transaction(transform)
    }
}

/// The content given to `animation(_:body:)`: stands for the modified view, whose own
/// changes keep the transaction they had outside the scope (only the modifiers applied in
/// the body get the scoped animation).
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: Never { bodyIsNeverCalled() }
}

extension PlaceholderContentView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        node.outputs.transactionTransform = { _ in }
        node.becomeTransparent(content: content)
    }
}

extension Binding {
    /// A binding whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { newValue in
            withAnimation(animation) { base.wrappedValue = newValue }
        })
    }

    /// A binding whose writes happen in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { newValue in
            withTransaction(transaction) { base.wrappedValue = newValue }
        })
    }
}
