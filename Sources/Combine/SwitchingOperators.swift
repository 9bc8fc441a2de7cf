// SwitchingOperators.swift · Combine · mirrors Combine catch, tryCatch, retry, prepend, append (Publishers.Catch, TryCatch, Retry, Concatenate) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher:
    /// after a failure the subscriber receives what `handler(error)` publishes.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another
    /// publisher or throwing a new error: after a failure the subscriber receives what
    /// `handler(error)` publishes, or fails with the error it throws.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the
    /// number of times you specify (each failure resubscribes; the last one is passed on).
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }

    /// Prefixes a publisher's output with the specified values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Prefixes a publisher's output with the specified sequence.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes the output of this publisher with the elements emitted by the given
    /// publisher (this one is subscribed once that one has finished).
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Appends a publisher's output with the specified sequence.
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given
    /// publisher (subscribed once this one has finished).
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to
        /// replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay("catch", downstream: subscriber)
            let handler = self.handler
            subscriber.receive(subscription: relay)
            relay.follow(upstream) { completion in
                guard case .failure(let error) = completion else { return .finished }
                relay.follow(handler(error)) { $0 }
                return nil
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and either returns a
        /// publisher to replace the upstream publisher or throws an error.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay("tryCatch", downstream: subscriber)
            let handler = self.handler
            subscriber.receive(subscription: relay)
            relay.follow(upstream) { completion in
                guard case .failure(let error) = completion else { return .finished }
                do {
                    let replacement = try handler(error)
                    relay.follow(replacement) { ending in
                        guard case .failure(let failure) = ending else { return .finished }
                        return .failure(failure)
                    }
                    return nil
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum number of retry attempts to perform (nil: no limit).
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay("retry", downstream: subscriber)
            let upstream = self.upstream
            var remaining = retries
            subscriber.receive(subscription: relay)
            func attempt() {
                relay.follow(upstream) { completion in
                    guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else { return completion }
                    remaining = remaining.map { $0 - 1 }
                    attempt()
                    return nil
                }
            }
            attempt()
        }
    }

    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing elements from `suffix`.
        public let prefix: Prefix
        /// The publisher to republish only after `prefix` finishes.
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay("append", downstream: subscriber)
            let suffix = self.suffix
            subscriber.receive(subscription: relay)
            relay.follow(prefix) { completion in
                guard case .finished = completion else { return completion }
                relay.follow(suffix) { $0 }
                return nil
            }
        }
    }
}

/// The subscription of an operator that subscribes to one publisher after another
/// (`catch`, `retry`, `append`/`prepend`): it keeps the subscriber's outstanding demand,
/// asks each new publisher for it, and ignores anything a replaced publisher still sends.
final class Relay<Downstream: Subscriber>: Subscription {
    private let name: String
    private let downstream: Downstream
    private let lock = NSRecursiveLock()
    private var demand = Subscribers.Demand.none
    private var current: Subscription?
    /// Which `follow` call is current: events from earlier ones are ignored.
    private var stage = 0
    private var isDone = false

    init(_ name: String, downstream: Downstream) {
        self.name = name
        self.downstream = downstream
    }

    /// Subscribes to `publisher` and passes its values on. Its completion goes to `next`,
    /// which returns the completion to pass on, or nil after following another publisher.
    func follow<P: Publisher>(_ publisher: P, then next: @escaping (Subscribers.Completion<P.Failure>) -> Subscribers.Completion<Downstream.Failure>?)
    where P.Output == Downstream.Input {
        let myStage: Int = lock.withLock {
            stage += 1
            current = nil
            return stage
        }
        var completed = false
        publisher.subscribe(AnySubscriber<P.Output, P.Failure>(
            receiveSubscription: { [self] subscription in
                let wanted: Subscribers.Demand? = lock.withLock {
                    guard !isDone, stage == myStage, current == nil else { return nil }
                    current = subscription
                    return demand
                }
                guard let wanted else { return subscription.cancel() }
                if wanted > 0 { subscription.request(wanted) }
            },
            receiveValue: { [self] value in
                let live: Bool = lock.withLock {
                    guard !isDone, stage == myStage, !completed, demand > 0 else { return false }
                    demand -= 1
                    return true
                }
                guard live else { return .none }
                let more = downstream.receive(value)
                lock.withLock { demand += more }
                return more
            },
            receiveCompletion: { [self] completion in
                guard !completed else {
                    CombineDiagnostics.warnOnce("a publisher completed twice; \(name) ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
                    return
                }
                completed = true
                let live: Bool = lock.withLock { !isDone && stage == myStage }
                guard live, let final = next(completion) else { return }
                lock.withLock { isDone = true; current = nil }
                downstream.receive(completion: final)
            }))
    }

    func request(_ more: Subscribers.Demand) {
        let subscription: Subscription? = lock.withLock {
            demand += more
            return current
        }
        subscription?.request(more)
    }

    func cancel() {
        let subscription: Subscription? = lock.withLock {
            isDone = true
            defer { current = nil }
            return current
        }
        subscription?.cancel()
    }
}
