// Publishers+Convenience.swift · Combine · mirrors Combine Just, Empty, Fail, Publishers.Sequence and Sequence.publisher (iOS 17)
// Status: Complete.

import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SequenceSubscription(CollectionOfOne(output), downstream: subscriber))
    }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether the publisher immediately sends a completion.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// Creates an empty publisher with the given completion behavior and output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) { self.error = error }

    /// Creates a publisher with the specified output type, that immediately terminates
    /// with the specified failure.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements, as demanded, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(sequence, downstream: subscriber))
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements, as demanded, then a completion.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Delivers a sequence's elements against demand, then `completion` (finished unless a
/// `Record` says otherwise) as soon as the last element has been delivered.
final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription
where Downstream.Input == Elements.Element {
    private var iterator: Elements.Iterator
    private var next: Elements.Element?
    private var downstream: Downstream?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(_ elements: Elements, completion: Subscribers.Completion<Downstream.Failure> = .finished, downstream: Downstream) {
        iterator = elements.makeIterator()
        next = iterator.next()
        self.completion = completion
        self.downstream = downstream
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        // A request made from inside `receive(_:)` only adds demand: the loop below continues.
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let downstream, demand > 0, let value = next {
            demand -= 1
            next = iterator.next()
            demand += downstream.receive(value)
        }
        if next == nil, let downstream {
            self.downstream = nil
            downstream.receive(completion: completion)
        }
    }

    func cancel() { downstream = nil }
}

extension Just: Equatable where Output: Equatable {}
extension Empty: Equatable {
    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}
extension Fail: Equatable where Failure: Equatable {
    public static func == (lhs: Fail, rhs: Fail) -> Bool { lhs.error == rhs.error }
}
