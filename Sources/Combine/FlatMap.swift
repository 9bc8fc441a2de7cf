// FlatMap.swift · Combine · mirrors Combine flatMap(maxPublishers:_:), switchToLatest() (Publishers.FlatMap, Publishers.SwitchToLatest) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify, and publishes their elements interleaved.
    ///
    /// At most `maxPublishers` of the new publishers are subscribed at once: the operator
    /// asks the upstream for that many elements, then for one more each time one of them
    /// finishes. Each new publisher is asked for one element at a time; elements beyond the
    /// subscriber's demand wait in order until it asks for more.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap(maxPublishers:_:)` for new publishers that cannot fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap(maxPublishers:_:)` for an upstream that cannot fail and new publishers that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// `flatMap(maxPublishers:_:)` when neither the upstream nor the new publishers can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
    -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher: each new
    /// publisher from upstream cancels the subscription to the previous one.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into new publishers
    /// and publishes their elements.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher.
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FlatMapLink<Upstream.Output, NewPublisher, S>(downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }

    /// A publisher that flattens nested publishers, republishing the elements of the most
    /// recent one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(SwitchToLatestLink<P, S>(downstream: subscriber))
        }
    }
}

/// `flatMap`'s link: the upstream's subscription, the new publishers' subscriptions, and
/// the elements waiting for the subscriber's demand.
final class FlatMapLink<Input, Child: Publisher, Downstream: Subscriber>: OperatorLink<Input, Downstream>
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> Child
    private let lock = NSRecursiveLock()
    private var demand = Subscribers.Demand.none
    /// The subscriptions of the new publishers still running, by the order they came in.
    private var children: [Int: Subscription] = [:]
    private var running: Set<Int> = []
    private var nextChild = 0
    private var waiting: [(value: Child.Output, child: Int)] = []
    private var upstreamFinished = false
    private var isDone = false

    init(downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Child) {
        self.maxPublishers = maxPublishers
        self.transform = transform
        super.init("flatMap", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        if upstream != nil, maxPublishers > 0 { subscription.request(maxPublishers) }
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        let id: Int = lock.withLock {
            nextChild += 1
            running.insert(nextChild)
            return nextChild
        }
        var completed = false
        transform(input).subscribe(AnySubscriber<Child.Output, Child.Failure>(
            receiveSubscription: { [self] subscription in
                let live = lock.withLock { () -> Bool in
                    guard !isDone, running.contains(id), children[id] == nil else { return false }
                    children[id] = subscription
                    return true
                }
                live ? subscription.request(.max(1)) : subscription.cancel()
            },
            receiveValue: { [self] value in
                lock.lock(); defer { lock.unlock() }
                guard !isDone, !completed else { return .none }
                guard waiting.isEmpty, demand > 0 else {
                    waiting.append((value, id))
                    return .none
                }
                demand -= 1
                demand += downstream.receive(value)
                return .max(1)
            },
            receiveCompletion: { [self] completion in
                guard !completed else {
                    CombineDiagnostics.warnOnce("a publisher completed twice; flatMap ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
                    return
                }
                completed = true
                childCompleted(id, completion)
            }))
        return .none
    }

    private func childCompleted(_ id: Int, _ completion: Subscribers.Completion<Child.Failure>) {
        lock.lock(); defer { lock.unlock() }
        guard !isDone else { return }
        children[id] = nil
        running.remove(id)
        if case .failure = completion {
            failAll(completion)
            return
        }
        if maxPublishers != .unlimited { upstream?.request(.max(1)) }
        finishIfDone()
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock(); defer { lock.unlock() }
        guard !isDone else { return }
        if case .failure = completion {
            failAll(completion)
            return
        }
        upstreamFinished = true
        finishIfDone()
    }

    /// Cancels every new publisher and passes `completion` (a failure) on.
    private func failAll(_ completion: Subscribers.Completion<Downstream.Failure>) {
        isDone = true
        waiting.removeAll()
        let all = children.values
        children.removeAll()
        running.removeAll()
        cancelUpstream()
        all.forEach { $0.cancel() }
        downstream.receive(completion: completion)
    }

    /// Finishes once the upstream and every new publisher have finished and nothing waits.
    private func finishIfDone() {
        guard upstreamFinished, running.isEmpty, waiting.isEmpty, !isDone else { return }
        isDone = true
        downstream.receive(completion: .finished)
    }

    override func request(_ more: Subscribers.Demand) {
        lock.lock(); defer { lock.unlock() }
        demand += more
        while demand > 0, !isDone, !waiting.isEmpty {
            let next = waiting.removeFirst()
            demand -= 1
            demand += downstream.receive(next.value)
            children[next.child]?.request(.max(1))
        }
        finishIfDone()
    }

    override func cancel() {
        lock.lock(); defer { lock.unlock() }
        isDone = true
        waiting.removeAll()
        let all = children.values
        children.removeAll()
        running.removeAll()
        super.cancel()
        all.forEach { $0.cancel() }
    }
}

/// `switchToLatest`'s link: the upstream's subscription (unlimited) and the latest new
/// publisher's, which is asked for the subscriber's outstanding demand.
final class SwitchToLatestLink<Child: Publisher, Downstream: Subscriber>: OperatorLink<Child, Downstream>
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    private let lock = NSRecursiveLock()
    private var demand = Subscribers.Demand.none
    private var child: Subscription?
    /// The number of the latest new publisher; events from earlier ones are ignored.
    private var latest = 0
    private var childRunning = false
    private var upstreamFinished = false
    private var isDone = false

    init(downstream: Downstream) {
        super.init("switchToLatest", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        if upstream != nil { subscription.request(.unlimited) }
    }

    override func receive(_ input: Child) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        let (id, previous): (Int, Subscription?) = lock.withLock {
            latest += 1
            childRunning = true
            defer { child = nil }
            return (latest, child)
        }
        previous?.cancel()
        var completed = false
        input.subscribe(AnySubscriber<Child.Output, Child.Failure>(
            receiveSubscription: { [self] subscription in
                let wanted: Subscribers.Demand? = lock.withLock {
                    guard !isDone, latest == id, child == nil else { return nil }
                    child = subscription
                    return demand
                }
                guard let wanted else { return subscription.cancel() }
                if wanted > 0 { subscription.request(wanted) }
            },
            receiveValue: { [self] value in
                lock.lock(); defer { lock.unlock() }
                guard !isDone, latest == id, !completed, demand > 0 else { return .none }
                demand -= 1
                let more = downstream.receive(value)
                demand += more
                return more
            },
            receiveCompletion: { [self] completion in
                guard !completed else {
                    CombineDiagnostics.warnOnce("a publisher completed twice; switchToLatest ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
                    return
                }
                completed = true
                lock.lock(); defer { lock.unlock() }
                guard !isDone, latest == id else { return }
                child = nil
                childRunning = false
                if case .failure = completion {
                    isDone = true
                    cancelUpstream()
                    downstream.receive(completion: completion)
                } else if upstreamFinished {
                    isDone = true
                    downstream.receive(completion: .finished)
                }
            }))
        return .none
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock(); defer { lock.unlock() }
        guard !isDone else { return }
        upstreamFinished = true
        if case .failure = completion {
            isDone = true
            child?.cancel()
            child = nil
            downstream.receive(completion: completion)
        } else if !childRunning {
            isDone = true
            downstream.receive(completion: .finished)
        }
    }

    override func request(_ more: Subscribers.Demand) {
        let current: Subscription? = lock.withLock {
            demand += more
            return child
        }
        current?.request(more)
    }

    override func cancel() {
        let current: Subscription? = lock.withLock {
            isDone = true
            defer { child = nil }
            return child
        }
        current?.cancel()
        super.cancel()
    }
}
