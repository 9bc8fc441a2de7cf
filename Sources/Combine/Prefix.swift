// Prefix.swift · Combine · mirrors Combine output(at:), output(in:), prefix(_:), prefix(while:), tryPrefix(while:), prefix(untilOutputFrom:), drop(while:), tryDrop(while:), drop(untilOutputFrom:) (Publishers.Output, PrefixWhile, TryPrefixWhile, PrefixUntilOutput, DropWhile, TryDropWhile, DropUntilOutput) (iOS 17)
// Status: Complete.
//
// These pass values through as their subscriber asks for them (a value they drop is
// replaced by a request for one more upstream); the prefix operators finish, cancelling
// the upstream, as soon as the last value they want has passed.

import Foundation

extension Publisher {
    /// Publishes a specific element, indicated by its index in the sequence of published
    /// elements, then finishes. Raster: a negative index publishes nothing (Combine traps),
    /// with a warning.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: Swift.max(0, index)..<Swift.max(0, index + 1),
                          badInput: index < 0 ? "output(at: \(index))" : nil)
    }

    /// Publishes elements specified by their range in the sequence of published elements,
    /// then finishes after the last one. Raster: a range starting below 0 starts at 0 (Combine
    /// traps), with a warning.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        let relative = range.relative(to: 0..<Int.max)
        return Publishers.Output(upstream: self, range: relative,
                                 badInput: relative.lowerBound < 0 ? "output(in: \(relative))" : nil)
    }

    /// Republishes elements up to the specified maximum count, then finishes. Raster: a
    /// negative count publishes nothing (Combine traps), with a warning.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength),
                          badInput: maxLength < 0 ? "prefix(\(maxLength))" : nil)
    }

    /// Republishes elements while a predicate closure indicates publishing should continue,
    /// and finishes at the first element that does not pass.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements until another publisher emits an element, then finishes
    /// (cancelling both). The other publisher's completion changes nothing. Raster
    /// subscribes to the other publisher just after the upstream.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }

    /// Omits elements from the upstream publisher until a given closure returns false,
    /// before republishing all remaining elements.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// `prefix(while:)` with an error-throwing predicate: a thrown error cancels the
    /// upstream and fails the publisher with that error.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// `drop(while:)` with an error-throwing predicate: a thrown error cancels the upstream
    /// and fails the publisher with that error.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Ignores elements from the upstream publisher until it receives an element from a
    /// second publisher, then republishes all later elements. The second publisher's
    /// subscription is cancelled after its first element; a failure before that fails this
    /// publisher, and its finishing changes nothing. Raster subscribes to the
    /// second publisher just after the upstream, as `prefix(untilOutputFrom:)` does.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published
    /// elements (`output(at:)`, `output(in:)`, `prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The range of elements to publish, by index from 0.
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.init(upstream: upstream, range: Swift.max(0, range.lowerBound)..<Swift.max(0, range.upperBound),
                      badInput: range.lowerBound < 0 ? "Publishers.Output(range: \(range))" : nil)
        }

        /// `range`, whose bounds the caller has raised to 0; `badInput` names the call that
        /// asked for a negative index or count, which warns once.
        init(upstream: Upstream, range: CountableRange<Int>, badInput: String?) {
            if let badInput {
                CombineDiagnostics.warnOnce("\(badInput): indices and counts start at 0 (Combine traps); elements \(range) are published instead. Pass an index or count of at least 0")
            }
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            var index = 0
            upstream.subscribe(PrefixLink<Output, Failure, S>("output(in:)", downstream: subscriber) { value in
                defer { index += 1 }
                if index < range.lowerBound { return .drop }
                if index >= range.upperBound { return .finish }
                return index == range.upperBound - 1 ? .passAndFinish(value) : .pass(value)
            })
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing
    /// should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(PrefixLink<Output, Failure, S>("prefix(while:)", downstream: subscriber) { predicate($0) ? .pass($0) : .finish })
        }
    }

    /// A publisher that republishes elements until another publisher emits an element.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = PrefixLink<Output, Failure, S>("prefix(untilOutputFrom:)", downstream: subscriber) { .pass($0) }
            let trigger = Subscribers.Sink<Other.Output, Other.Failure>(receiveCompletion: { _ in },
                                                                        receiveValue: { [weak link] _ in link?.stop() })
            link.onCancel = { trigger.cancel() }
            // The upstream first, so that the subscriber has its subscription before a
            // trigger that fires at once finishes it.
            upstream.subscribe(link)
            other.subscribe(trigger)
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given closure
    /// returns false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(TransformLink<Output, S>("drop(while:)", downstream: subscriber) { value in
                if dropping, predicate(value) { return nil }
                dropping = false
                return value
            })
        }
    }

    /// `PrefixWhile` with an error-throwing predicate.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(PrefixLink<Output, Upstream.Failure, S>("tryPrefix(while:)", downstream: subscriber, mapFailure: { $0 }) { value in
                do {
                    return try predicate(value) ? .pass(value) : .finish
                } catch {
                    return .fail(error)
                }
            })
        }
    }

    /// `DropWhile` with an error-throwing predicate.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(FailureMapLink<Output, Upstream.Failure, S>("tryDrop(while:)", downstream: subscriber, mapFailure: { $0 }) { value in
                Result {
                    if dropping, try predicate(value) { return nil }
                    dropping = false
                    return value
                }
            })
        }
    }

    /// A publisher that ignores elements from the upstream publisher until it receives an
    /// element from a second publisher.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A publisher to monitor for its first emitted element.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var open = false
            let link = PrefixLink<Output, Failure, S>("drop(untilOutputFrom:)", downstream: subscriber) { open ? .pass($0) : .drop }
            let trigger = Subscribers.Sink<Other.Output, Other.Failure>(
                receiveCompletion: { [weak link] completion in
                    if case .failure(let error) = completion { link?.stop(failing: error) }
                },
                receiveValue: { [weak link] _ in
                    open = true
                    link?.endTrigger()
                })
            link.onCancel = { trigger.cancel() }
            upstream.subscribe(link)
            other.subscribe(trigger)
        }
    }
}

/// The link of an operator that passes a prefix of its upstream's values (or, for
/// `drop(untilOutputFrom:)`, drops one): `verdict` says
/// for each value whether to pass it, drop it (asking for one more instead), finish, after
/// passing it or not, or fail (a `try` predicate threw). Finishing or failing cancels the
/// upstream (and anything `onCancel` ends).
final class PrefixLink<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Input, UpstreamFailure, Downstream>
where Downstream.Input == Input {
    enum Verdict {
        case pass(Input)
        case drop
        case passAndFinish(Input)
        case finish
        case fail(Downstream.Failure)
    }

    private let verdict: (Input) -> Verdict
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    /// Runs once, when the link stops for any reason (the trigger's cancellation of
    /// `prefix(untilOutputFrom:)` and `drop(untilOutputFrom:)`).
    var onCancel: (() -> Void)?

    init(_ name: String, downstream: Downstream, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         verdict: @escaping (Input) -> Verdict) {
        self.verdict = verdict
        self.mapFailure = mapFailure
        super.init(name, downstream: downstream)
    }

    convenience init(_ name: String, downstream: Downstream, verdict: @escaping (Input) -> Verdict)
    where UpstreamFailure == Downstream.Failure {
        self.init(name, downstream: downstream, mapFailure: { $0 }, verdict: verdict)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        switch verdict(input) {
        case .pass(let value): return downstream.receive(value)
        case .drop: return .max(1)
        case .passAndFinish(let value):
            cancelUpstream()
            endTrigger()
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .finish: stop()
        case .fail(let error): stop(failing: error)
        }
        return .none
    }

    override func finish(_ completion: Subscribers.Completion<UpstreamFailure>) {
        endTrigger()
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(mapFailure(error)))
        }
    }

    override func cancel() {
        endTrigger()
        super.cancel()
    }

    /// Cancels the upstream and finishes, or fails with `error` (once; nothing after the
    /// upstream's own completion).
    func stop(failing error: Downstream.Failure? = nil) {
        guard !isFinished else { return }
        cancelUpstream()
        endTrigger()
        downstream.receive(completion: error.map { .failure($0) } ?? .finished)
    }

    /// Runs `onCancel` once (ends the trigger publisher's subscription).
    func endTrigger() {
        let action = onCancel
        onCancel = nil
        action?()
    }
}
