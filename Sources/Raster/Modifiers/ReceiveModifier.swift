// ReceiveModifier.swift · Raster/Modifiers · mirrors SwiftUI onReceive(_:perform:) (iOS 17)
// Status: Complete.

import Foundation
import Combine

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// Raster: the view subscribes after the update that makes it appear (as `onAppear`
    /// runs), so a publisher that emits on subscription (`Just`, `$property`) runs the action
    /// then, not during the update. The action is the latest one given. A publisher equal
    /// to the previous one (the same object, or an equal value compared field by field as
    /// view values are) keeps its subscription; a different one replaces it. The
    /// subscription ends when the view disappears. Timers on the main run loop tick on the
    /// host's clock (`ViewHost.advance(by:)`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Subscribes the modified view to a publisher for as long as it is shown.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let subscription = node.storage["onReceive"] as? ReceiveSubscription<P> ?? ReceiveSubscription<P>()
        node.storage["onReceive"] = subscription
        subscription.action = action
        if !subscription.isSubscribed(to: publisher) {
            subscription.publisher = publisher
            let publisher = self.publisher
            graph.afterUpdate { [weak subscription, weak node] in
                guard let subscription, let node, !node.isRemoved else { return }
                subscription.subscribe(to: publisher)
            }
        }
        node.outputs.disappearActions = [{ [weak subscription] in subscription?.cancel() }]
        node.becomeTransparent(content: content)
    }
}

/// A view's subscription to the publisher of its `onReceive`, kept by its node.
final class ReceiveSubscription<P: Publisher> where P.Failure == Never {
    /// The publisher subscribed to (or about to be, after the update).
    var publisher: P?
    /// The view's latest action.
    var action: ((P.Output) -> Void)?
    private var cancellable: AnyCancellable?

    /// Whether `publisher` is the one already subscribed to.
    func isSubscribed(to publisher: P) -> Bool {
        guard let current = self.publisher else { return false }
        return ViewComparison.areEqual(current, publisher)
    }

    func subscribe(to publisher: P) {
        cancellable = publisher.sink { [weak self] value in self?.action?(value) }
    }

    func cancel() {
        cancellable = nil
        publisher = nil
    }
}
