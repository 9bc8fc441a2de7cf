// Helpers shared by the Combine module's tests: a recorder of what a publisher delivers,
// a subscriber with limited demand, a publisher that breaks the contract, and the capture
// of the module's warnings.

import Foundation
import Testing
import Combine

/// Records what a publisher delivers, in order.
final class PublisherRecorder<Value, Failure: Error> {
    var values: [Value] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var cancellables = Set<AnyCancellable>()

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
        publisher.sink(receiveCompletion: { self.completions.append($0) }, receiveValue: { self.values.append($0) })
            .store(in: &cancellables)
    }

    var finishedCount: Int {
        completions.filter { if case .finished = $0 { return true } else { return false } }.count
    }
}

struct Failed: Error, Equatable {}

/// Whether `completion` is a failure with a `Failed` error (the `try` operators fail with `any Error`).
func failedWithFailed(_ completion: Subscribers.Completion<Error>?) -> Bool {
    if case .failure(let error)? = completion { return error is Failed }
    return false
}

/// Collects the Combine module's warnings raised by `body`.
func combineWarnings(_ body: () -> Void) -> [String] {
    final class Box: @unchecked Sendable { var messages: [String] = [] }
    let box = Box()
    CombineDiagnostics.$capture.withValue(CombineDiagnostics.Capture { box.messages.append($0) }) { body() }
    return box.messages
}

/// A publisher that breaks Combine's contract: it sends 1, finishes, sends 2 and finishes again.
struct CompletesTwice: Publisher {
    typealias Output = Int
    typealias Failure = Never

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        _ = subscriber.receive(1)
        subscriber.receive(completion: .finished)
        _ = subscriber.receive(2)
        subscriber.receive(completion: .finished)
    }
}

/// A subscriber that asks for `initial` values at first; a test asks for more through
/// `subscription`.
final class LimitedSubscriber<Input, Failure: Error>: Subscriber {
    let initial: Int
    var received: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var subscription: Subscription?

    init(initial: Int) { self.initial = initial }

    var finished: Bool { !completions.isEmpty }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(.max(initial))
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        received.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }
}
