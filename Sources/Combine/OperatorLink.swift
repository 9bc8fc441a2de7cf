// OperatorLink.swift · Combine · the subscription an operator puts between its upstream and its subscriber (Raster's own)
// Status: Complete.

import Foundation

/// One subscription of an operator: a subscriber to the upstream publisher and the
/// subscription its downstream subscriber holds. It forwards demand up and cancellation,
/// and passes on the first completion only (a second one, which breaks Combine's contract,
/// is dropped with a warning). The upstream's failure type may differ from the
/// subscriber's (`mapError`, the `try` operators); subclasses override `receive(_:)` and
/// `finish(_:)`.
class UpstreamLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = UpstreamFailure

    let downstream: Downstream
    private(set) var upstream: Subscription?
    private(set) var isFinished = false
    private var isCancelled = false
    /// The operator's name, for warnings.
    let name: String

    init(_ name: String, downstream: Downstream) {
        self.name = name
        self.downstream = downstream
    }

    /// The operator's name (what `print` shows for this subscription).
    var description: String { name }

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

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
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

    /// Passes the upstream's completion downstream, converted to the subscriber's failure type.
    func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        fatalError("\(type(of: self)) must override finish(_:)")
    }

    /// Ends the subscription from the operator's side: cancels the upstream and sends
    /// `failure` downstream (a `try` operator whose closure threw).
    func fail(_ failure: Downstream.Failure) {
        guard !isFinished else { return }
        isFinished = true
        isCancelled = true
        upstream?.cancel()
        upstream = nil
        downstream.receive(completion: .failure(failure))
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() { cancelUpstream() }

    /// Cancels the upstream subscription; nothing it sends later passes (what `cancel()`
    /// does unless a subclass adds to it).
    final func cancelUpstream() {
        isCancelled = true
        isFinished = true
        upstream?.cancel()
        upstream = nil
    }
}

/// An operator's link whose upstream fails as its subscriber does: the completion passes
/// through unchanged unless a subclass holds values back.
class OperatorLink<Input, Downstream: Subscriber>: UpstreamLink<Input, Downstream.Failure, Downstream> {
    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        downstream.receive(completion: completion)
    }
}
