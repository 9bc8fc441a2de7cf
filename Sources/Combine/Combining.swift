// Combining.swift · Combine · mirrors Combine combineLatest, merge(with:) (Publishers.CombineLatest, Publishers.Merge) (iOS 17)
// Status: Partial — both request unlimited values from their upstreams and pass values on
// while the subscriber has demand (values beyond its demand are dropped, not buffered).

import Foundation

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output
    /// from either publisher, once both have published.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `combineLatest(_:)`, publishing `transform` of the latest two values.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    ///
    /// It finishes when both upstreams have finished, and fails as soon as either fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<S>(name: "combineLatest", downstream: subscriber, upstreams: 2)
            var latestA: A.Output?, latestB: B.Output?
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.input(0) { value in
                latestA = value
                guard let b = latestB else { return }
                fanIn.deliver((value, b))
            })
            b.subscribe(fanIn.input(1) { value in
                latestB = value
                guard let a = latestA else { return }
                fanIn.deliver((a, value))
            })
        }
    }

    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// It finishes when both upstreams have finished, and fails as soon as either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<S>(name: "merge", downstream: subscriber, upstreams: 2)
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.input(0) { fanIn.deliver($0) })
            b.subscribe(fanIn.input(1) { fanIn.deliver($0) })
        }
    }
}

/// The subscription of an operator over several upstreams: their subscriptions, the
/// subscriber's demand, and the completion rule (finished when all have finished, failed
/// at the first failure; nothing after that).
final class FanIn<Downstream: Subscriber>: Subscription {
    private let name: String
    private let downstream: Downstream
    private var subscriptions: [Subscription?]
    private var finished: [Bool]
    private var isDone = false
    private var demand = Subscribers.Demand.none
    private let lock = NSRecursiveLock()

    init(name: String, downstream: Downstream, upstreams: Int) {
        self.name = name
        self.downstream = downstream
        subscriptions = Array(repeating: nil, count: upstreams)
        finished = Array(repeating: false, count: upstreams)
    }

    /// The subscriber to upstream `index`, passing its values to `receive`.
    func input<Input>(_ index: Int, _ receive: @escaping (Input) -> Void) -> AnySubscriber<Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                lock.lock()
                let accepted = !isDone && subscriptions[index] == nil
                if accepted { subscriptions[index] = subscription }
                lock.unlock()
                accepted ? subscription.request(.unlimited) : subscription.cancel()
            },
            receiveValue: { [self] value in
                if !isDone { receive(value) }
                return .none
            },
            receiveCompletion: { [self] completion in complete(completion, from: index) })
    }

    /// Passes `value` on if the subscriber has demand.
    func deliver(_ value: Downstream.Input) {
        lock.lock()
        guard !isDone, demand > 0 else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock(); demand += more; lock.unlock()
    }

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
        lock.lock()
        guard !finished[index] else {
            lock.unlock()
            CombineDiagnostics.warnOnce("a publisher completed twice; \(name) ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
            return
        }
        finished[index] = true
        guard !isDone else {
            lock.unlock()
            return
        }
        if case .finished = completion, finished.contains(false) {
            lock.unlock()
            return
        }
        isDone = true
        let others = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        if case .failure = completion { others.forEach { $0?.cancel() } }
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock(); demand += more; lock.unlock()
    }

    func cancel() {
        lock.lock()
        isDone = true
        let all = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        all.forEach { $0?.cancel() }
    }
}
