// TryOperators.swift · Combine · mirrors Combine tryMap, tryFilter, tryCompactMap, tryRemoveDuplicates(by:), scan, tryScan, mapError, setFailureType, replaceError, replaceEmpty (Publishers.TryMap, TryFilter, TryCompactMap, TryRemoveDuplicates, Scan, TryScan, MapError, SetFailureType, ReplaceError, ReplaceEmpty) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided error-throwing
    /// closure; a thrown error cancels the upstream and fails the publisher with that error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Republishes all elements that match a provided error-throwing closure.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Calls an error-throwing closure with each received element and publishes any
    /// returned optional that has a value.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// Publishes only elements that don't match the previous element, as evaluated by a
    /// provided error-throwing closure (true: the two are duplicates); a thrown error
    /// cancels the upstream and fails the publisher with that error.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Transforms elements from the upstream publisher by providing the current element to
    /// a closure along with the last value returned by the closure (`initialResult` first),
    /// and publishes each result.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// `scan(_:_:)` with an error-throwing closure; a thrown error fails the publisher.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Converts any failure from the upstream publisher into a new error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }

    /// Replaces any error from the upstream publisher with `output`, published before the
    /// publisher finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Replaces an empty stream with the provided element: when the upstream finishes
    /// without publishing, `output` is published (as soon as the subscriber asks for a
    /// value), then the publisher finishes. A failure passes through unchanged.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher (it cannot fail, so
    /// nothing else changes).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// error-throwing closure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(FailureMapLink<Upstream.Output, Upstream.Failure, S>(
                "tryMap", downstream: subscriber, mapFailure: { $0 }) { value in Result { try transform(value) } })
        }
    }

    /// A publisher that republishes all elements that match a provided error-throwing closure.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// An error-throwing closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(FailureMapLink<Output, Upstream.Failure, S>(
                "tryFilter", downstream: subscriber, mapFailure: { $0 }) { value in Result { try isIncluded(value) ? value : nil } })
        }
    }

    /// A publisher that republishes the non-nil results of an error-throwing closure.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        /// An error-throwing closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(FailureMapLink<Upstream.Output, Upstream.Failure, S>(
                "tryCompactMap", downstream: subscriber, mapFailure: { $0 }) { value in Result { try transform(value) } })
        }
    }

    /// A publisher that publishes only elements that don't match the previous element, as
    /// evaluated by a provided error-throwing closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// An error-throwing closure to evaluate whether two elements are equivalent (duplicates).
        public let predicate: (Output, Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Output?
            upstream.subscribe(FailureMapLink<Output, Upstream.Failure, S>(
                "tryRemoveDuplicates", downstream: subscriber, mapFailure: { $0 }) { value in
                    Result {
                        defer { previous = value }
                        if let previous, try predicate(previous, value) { return nil }
                        return value
                    }
                })
        }
    }

    /// A publisher that publishes each result of a closure given the previous result and
    /// the current element.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The previous result given to the closure with the first element.
        public let initialResult: Output
        /// The closure that produces each result from the previous one and an element.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var result = initialResult
            upstream.subscribe(TransformLink<Upstream.Output, S>("scan", downstream: subscriber) { value in
                result = next(result, value)
                return result
            })
        }
    }

    /// `Scan` with an error-throwing closure: a thrown error fails the publisher.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var result = initialResult
            upstream.subscribe(FailureMapLink<Upstream.Output, Upstream.Failure, S>(
                "tryScan", downstream: subscriber, mapFailure: { $0 }) { value in
                    Result {
                        result = try next(result, value)
                        return result
                    }
                })
        }
    }

    /// A publisher that converts any failure from the upstream publisher into a new error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FailureMapLink<Output, Upstream.Failure, S>(
                "mapError", downstream: subscriber, mapFailure: transform) { .success($0) })
        }
    }

    /// A publisher that appears to send a specified failure type (its upstream never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FailureMapLink<Output, Never, S>(
                "setFailureType", downstream: subscriber, mapFailure: { (_: Never) -> Failure in }) { .success($0) })
        }

        /// Changes the declared failure type again.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// A publisher that replaces any error from the upstream publisher with a provided
    /// element, then finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            upstream.subscribe(LastWordLink<Output, Upstream.Failure, S>("replaceError", downstream: subscriber) { completion, _ in
                guard case .failure = completion else { return (nil, .finished) }
                return (output, .finished)
            })
        }
    }

    /// A publisher that replaces an empty stream with a provided element.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The element to deliver when the upstream publisher finishes without delivering any elements.
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            upstream.subscribe(LastWordLink<Output, Failure, S>("replaceEmpty", downstream: subscriber) { completion, sawValue in
                guard case .finished = completion, !sawValue else { return (nil, completion) }
                return (output, .finished)
            })
        }
    }
}

/// The link of an operator that maps values and the upstream's failure: `transform` gives
/// a value to pass on, nil to drop it (asking upstream for one more instead), or a failure
/// that ends the subscription (a `try` operator's thrown error).
final class FailureMapLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Input, UpstreamFailure, Downstream> {
    private let transform: (Input) -> Result<Downstream.Input?, Downstream.Failure>
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure

    init(_ name: String, downstream: Downstream, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         transform: @escaping (Input) -> Result<Downstream.Input?, Downstream.Failure>) {
        self.transform = transform
        self.mapFailure = mapFailure
        super.init(name, downstream: downstream)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        switch transform(input) {
        case .success(let output?): return downstream.receive(output)
        case .success(nil): return .max(1)
        case .failure(let error):
            fail(error)
            return .none
        }
    }

    override func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(mapFailure(error)))
        }
    }
}

/// The link of an operator that passes values through and may add one value at the end
/// (`replaceError`, `replaceEmpty`): `ending` turns the upstream's completion, and whether
/// any value passed, into the value to add (nil: none) and the completion to pass on. An
/// added value waits for the subscriber's demand.
final class LastWordLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Input, UpstreamFailure, Downstream>
where Downstream.Input == Input {
    typealias Ending = (Subscribers.Completion<UpstreamFailure>, _ sawValue: Bool) -> (Input?, Subscribers.Completion<Downstream.Failure>)
    private let ending: Ending
    private var demand = Subscribers.Demand.none
    private var sawValue = false
    /// The value to add and the completion after it, while they wait for demand.
    private var waiting: (Input, Subscribers.Completion<Downstream.Failure>)?

    init(_ name: String, downstream: Downstream, ending: @escaping Ending) {
        self.ending = ending
        super.init(name, downstream: downstream)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        sawValue = true
        demand -= 1
        let more = downstream.receive(input)
        demand += more
        return more
    }

    override func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        let (value, final) = ending(completion, sawValue)
        guard let value else { return downstream.receive(completion: final) }
        waiting = (value, final)
        if demand > 0 { deliverLastWord() }
    }

    override func request(_ more: Subscribers.Demand) {
        demand += more
        if waiting != nil {
            if demand > 0 { deliverLastWord() }
        } else {
            super.request(more)
        }
    }

    override func cancel() {
        waiting = nil
        super.cancel()
    }

    private func deliverLastWord() {
        guard let (value, completion) = waiting else { return }
        waiting = nil
        _ = downstream.receive(value)
        downstream.receive(completion: completion)
    }
}
