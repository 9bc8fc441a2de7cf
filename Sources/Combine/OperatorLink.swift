// OperatorLink.swift · Combine · the subscription an operator puts between its upstream and its subscriber (Raster's own)
// Status: Complete.

import Foundation

/// One subscription of an operator: a subscriber to the upstream publisher and the
/// subscription its downstream subscriber holds. It forwards demand up and cancellation,
/// and passes on the first completion only (a second one, which breaks Combine's contract,
/// is dropped with a warning). Operators override `receive(_:)`.
class OperatorLink<Input, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    private(set) var upstream: Subscription?
    private(set) var isFinished = false
    /// The operator's name, for warnings.
    private let name: String

    init(_ name: String, downstream: Downstream) {
        self.name = name
        self.downstream = downstream
    }

    func receive(subscription: Subscription) {
        guard upstream == nil, !isFinished else {
            subscription.cancel()
            return
        }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        fatalError("\(type(of: self)) must override receive(_:)")
    }

    /// Whether a value may pass now: not after the completion (warning once) or cancellation.
    func acceptsValue() -> Bool {
        guard isFinished else { return upstream != nil }
        if upstream == nil, !isCancelled {
            CombineDiagnostics.warnOnce("a publisher sent a value to \(name) after its completion; Combine publishers send nothing after completing, so the value was ignored; fix the publisher to stop after send(completion:)")
        }
        return false
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isFinished else {
            if !isCancelled {
                CombineDiagnostics.warnOnce("a publisher completed twice; \(name) ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
            }
            return
        }
        isFinished = true
        upstream = nil
        finish(completion)
    }

    /// Passes the completion downstream (operators that hold values back override it).
    func finish(_ completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }

    private var isCancelled = false

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        isCancelled = true
        isFinished = true
        upstream?.cancel()
        upstream = nil
    }
}
