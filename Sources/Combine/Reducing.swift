// Reducing.swift · Combine · mirrors Combine reduce, count, min, max, contains, allSatisfy, first, last, ignoreOutput and their `try` forms (Publishers.Reduce, TryReduce, Count, Comparison, TryComparison, Contains, ContainsWhere, TryContainsWhere, AllSatisfy, TryAllSatisfy, First, FirstWhere, TryFirstWhere, Last, LastWhere, TryLastWhere, IgnoreOutput) (iOS 17)
// Status: Complete.
//
// Each of these publishes at most one value: it asks its upstream for every value, and once
// the result is known (at the upstream's completion, or earlier for `first`, `contains` and
// `allSatisfy`, which then cancel the upstream) it publishes the result as soon as its
// subscriber has asked for a value, then finishes.

import Foundation

extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result
    /// upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `reduce(_:_:)` with an error-throwing closure: a thrown error cancels the upstream and
    /// fails the publisher with that error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the number of elements received from the upstream publisher, when it finishes.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Publishes the minimum value received from the upstream publisher, after it finishes,
    /// using `areInIncreasingOrder` to order elements (the first of equal minimums).
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { current, new in areInIncreasingOrder(new, current) }
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes,
    /// using `areInIncreasingOrder` to order elements (the first of equal maximums).
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes a Boolean value upon receiving an element that satisfies the predicate
    /// closure (true, cancelling the upstream), or false when the upstream finishes without one.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass a
    /// given predicate (false at the first that does not, cancelling the upstream).
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes the first element of a stream, then finishes (cancelling the upstream).
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream, after the stream finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Publishes the last element of a stream that satisfies a predicate closure, after the
    /// stream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// `min(by:)` with an error-throwing closure: a thrown error cancels the upstream and
    /// fails the publisher with that error.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { current, new in try areInIncreasingOrder(new, current) }
    }

    /// `max(by:)` with an error-throwing closure: a thrown error cancels the upstream and
    /// fails the publisher with that error.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// `contains(where:)` with an error-throwing predicate: a thrown error cancels the
    /// upstream and fails the publisher with that error.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// `allSatisfy(_:)` with an error-throwing predicate: a thrown error cancels the
    /// upstream and fails the publisher with that error.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }

    /// `first(where:)` with an error-throwing predicate: a thrown error cancels the
    /// upstream and fails the publisher with that error.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// `last(where:)` with an error-throwing predicate: a thrown error cancels the upstream
    /// and fails the publisher with that error.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }

    /// Ignores all upstream elements, but passes along the upstream publisher's completion state.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> { min(by: <) }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument (true,
    /// cancelling the upstream), or false when the upstream finishes without one.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// A closure that takes the previously-accumulated value and the next element from
        /// the upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initial
            let next = nextPartialResult
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("reduce", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { result = next(result, $0); return .more },
                                                                        result: { result }))
        }
    }

    /// `Reduce` with an error-throwing closure.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initial
            let next = nextPartialResult
            upstream.subscribe(ReducingLink<Upstream.Output, Upstream.Failure, S>(
                "tryReduce", downstream: subscriber, mapFailure: { $0 },
                step: { value in .trying { result = try next(result, value); return .more } },
                result: { result }))
        }
    }

    /// A publisher that publishes the number of elements received from the upstream
    /// publisher, when it finishes.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var count = 0
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("count", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { _ in count += 1; return .more },
                                                                        result: { count }))
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item (`min` and `max`): it publishes
    /// the last element kept when the upstream finishes, nothing if there was none.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A closure that receives two elements (the one kept so far, then the new one) and
        /// returns true if they are in increasing order: the new one is then kept.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var kept: Output?
            let inOrder = areInIncreasingOrder
            upstream.subscribe(ReducingLink<Output, Failure, S>("min/max", downstream: subscriber, mapFailure: { $0 },
                                                               step: { value in
                                                                   if let current = kept, !inOrder(current, value) { return .more }
                                                                   kept = value
                                                                   return .more
                                                               },
                                                               result: { kept }))
        }
    }

    /// A publisher that emits a Boolean value when it receives a specific element from its
    /// upstream publisher.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wanted = output
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("contains", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { $0 == wanted ? .decided(true) : .more },
                                                                        result: { false }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// predicate closure.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The closure that determines whether the publisher should consider an element as a match.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("contains(where:)", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { predicate($0) ? .decided(true) : .more },
                                                                        result: { false }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("allSatisfy", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { predicate($0) ? .more : .decided(false) },
                                                                        result: { true }))
        }
    }

    /// A publisher that publishes the first element of a stream, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingLink<Output, Failure, S>("first", downstream: subscriber, mapFailure: { $0 },
                                                               step: { .decided($0) }, result: { nil }))
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Output, Failure, S>("first(where:)", downstream: subscriber, mapFailure: { $0 },
                                                               step: { predicate($0) ? .decided($0) : .more }, result: { nil }))
        }
    }

    /// A publisher that waits until after the stream finishes, and then publishes the last
    /// element of the stream.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.subscribe(ReducingLink<Output, Failure, S>("last", downstream: subscriber, mapFailure: { $0 },
                                                               step: { last = $0; return .more }, result: { last }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last
    /// element of the stream that satisfies a predicate closure.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(ReducingLink<Output, Failure, S>("last(where:)", downstream: subscriber, mapFailure: { $0 },
                                                               step: { if predicate($0) { last = $0 }; return .more },
                                                               result: { last }))
        }
    }

    /// `Comparison` with an error-throwing closure (`tryMin(by:)`, `tryMax(by:)`).
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// An error-throwing closure that receives two elements (the one kept so far, then
        /// the new one) and returns true if they are in increasing order: the new one is then kept.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var kept: Output?
            let inOrder = areInIncreasingOrder
            upstream.subscribe(ReducingLink<Output, Upstream.Failure, S>(
                "tryMin/tryMax", downstream: subscriber, mapFailure: { $0 },
                step: { value in
                    .trying {
                        if let current = kept, try !inOrder(current, value) { return .more }
                        kept = value
                        return .more
                    }
                },
                result: { kept }))
        }
    }

    /// `ContainsWhere` with an error-throwing predicate.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that determines whether this publisher should emit a
        /// true element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Upstream.Output, Upstream.Failure, S>(
                "tryContains(where:)", downstream: subscriber, mapFailure: { $0 },
                step: { value in .trying { try predicate(value) ? .decided(true) : .more } },
                result: { false }))
        }
    }

    /// `AllSatisfy` with an error-throwing predicate.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error

        public let upstream: Upstream
        /// An error-throwing closure that evaluates each received element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Upstream.Output, Upstream.Failure, S>(
                "tryAllSatisfy", downstream: subscriber, mapFailure: { $0 },
                step: { value in .trying { try predicate(value) ? .more : .decided(false) } },
                result: { true }))
        }
    }

    /// `FirstWhere` with an error-throwing predicate.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReducingLink<Output, Upstream.Failure, S>(
                "tryFirst(where:)", downstream: subscriber, mapFailure: { $0 },
                step: { value in .trying { try predicate(value) ? .decided(value) : .more } },
                result: { nil }))
        }
    }

    /// `LastWhere` with an error-throwing predicate.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(ReducingLink<Output, Upstream.Failure, S>(
                "tryLast(where:)", downstream: subscriber, mapFailure: { $0 },
                step: { value in .trying { if try predicate(value) { last = value }; return .more } },
                result: { last }))
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream
    /// publisher's completion state.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingLink<Upstream.Output, Failure, S>("ignoreOutput", downstream: subscriber, mapFailure: { $0 },
                                                                        step: { _ in .more }, result: { nil }))
        }
    }
}

/// The link of an operator that publishes at most one value, its result. It asks the
/// upstream for every value and gives each to `step`, which says whether to go on, whether
/// the result is known already (the upstream is then cancelled), or whether the operator
/// failed (a `try` closure threw). At the upstream's completion `result` gives the result
/// (nil: none, the subscriber just gets the completion). The result waits for the
/// subscriber's first demand; the completion follows it at once.
final class ReducingLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Input, UpstreamFailure, Downstream> {
    enum Step {
        /// Keep going.
        case more
        /// The result is known: publish it (nil: none) and stop.
        case decided(Downstream.Input?)
        /// Fail with this error.
        case failed(Downstream.Failure)

        /// The step `body` gives, or `.failed` with the error it throws (a `try` operator).
        static func trying(_ body: () throws -> Step) -> Step where Downstream.Failure == Error {
            do {
                return try body()
            } catch {
                return .failed(error)
            }
        }
    }

    private let step: (Input) -> Step
    private let result: () -> Downstream.Input?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private let lock = NSLock()
    private var hasDemand = false
    /// The result, once known, until it is published.
    private var pending: Downstream.Input?

    init(_ name: String, downstream: Downstream, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         step: @escaping (Input) -> Step, result: @escaping () -> Downstream.Input?) {
        self.step = step
        self.result = result
        self.mapFailure = mapFailure
        super.init(name, downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        if upstream != nil { subscription.request(.unlimited) }
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        switch step(input) {
        case .more: break
        case .decided(let value):
            cancelUpstream()
            settle(value)
        case .failed(let error): fail(error)
        }
        return .none
    }

    override func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished: settle(result())
        case .failure(let error): downstream.receive(completion: .failure(mapFailure(error)))
        }
    }

    override func request(_ more: Subscribers.Demand) {
        guard more > 0 else { return }
        let value: Downstream.Input? = lock.withLock {
            hasDemand = true
            defer { pending = nil }
            return pending
        }
        if let value { publish(value) }
    }

    override func cancel() {
        lock.withLock { pending = nil }
        super.cancel()
    }

    /// Publishes `value` now if the subscriber has asked for a value, else at its first
    /// request; no value finishes at once.
    private func settle(_ value: Downstream.Input?) {
        guard let value else { return downstream.receive(completion: .finished) }
        let now: Bool = lock.withLock {
            guard hasDemand else {
                pending = value
                return false
            }
            return true
        }
        if now { publish(value) }
    }

    private func publish(_ value: Downstream.Input) {
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
    }
}
