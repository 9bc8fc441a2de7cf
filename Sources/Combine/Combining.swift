// Combining.swift · Combine · mirrors Combine combineLatest of two, three and four publishers (Publishers.CombineLatest, CombineLatest3, CombineLatest4) (iOS 17)
// Status: Partial — these (and the merges, Merge.swift) request unlimited values from their
// upstreams and pass values on while the subscriber has demand (values beyond its demand are
// dropped, not buffered).

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

    /// Subscribes to two additional publishers and publishes a tuple upon receiving output
    /// from any of the publishers, once all three have published.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `combineLatest(_:_:)`, publishing `transform` of the latest three values.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Subscribes to three additional publishers and publishes a tuple upon receiving output
    /// from any of the publishers, once all four have published.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
    -> Publishers.CombineLatest4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// `combineLatest(_:_:_:)`, publishing `transform` of the latest four values.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                                                          _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
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
            let latest = LatestValues(count: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.latestInput(0, of: A.Output.self, into: latest))
            b.subscribe(fanIn.latestInput(1, of: B.Output.self, into: latest))
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    ///
    /// It finishes when all three upstreams have finished, and fails as soon as one fails.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<S>(name: "combineLatest", downstream: subscriber, upstreams: 3)
            let latest = LatestValues(count: 3) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.latestInput(0, of: A.Output.self, into: latest))
            b.subscribe(fanIn.latestInput(1, of: B.Output.self, into: latest))
            c.subscribe(fanIn.latestInput(2, of: C.Output.self, into: latest))
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers.
    ///
    /// It finishes when all four upstreams have finished, and fails as soon as one fails.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn<S>(name: "combineLatest", downstream: subscriber, upstreams: 4)
            let latest = LatestValues(count: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.latestInput(0, of: A.Output.self, into: latest))
            b.subscribe(fanIn.latestInput(1, of: B.Output.self, into: latest))
            c.subscribe(fanIn.latestInput(2, of: C.Output.self, into: latest))
            d.subscribe(fanIn.latestInput(3, of: D.Output.self, into: latest))
        }
    }
}

/// The latest value of each upstream of a `combineLatest`, and how to make the published
/// tuple of them.
final class LatestValues<Output> {
    private var values: [Any?]
    private let makeTuple: ([Any]) -> Output

    init(count: Int, makeTuple: @escaping ([Any]) -> Output) {
        values = Array(repeating: nil, count: count)
        self.makeTuple = makeTuple
    }

    /// Keeps `value` as upstream `index`'s latest; returns the tuple of all the latest
    /// values once every upstream has published one, nil before.
    func update(_ index: Int, to value: Any) -> Output? {
        values[index] = value
        guard !values.contains(where: { $0 == nil }) else { return nil }
        return makeTuple(values.map { $0! })
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
                lock.lock()
                let open = !isDone && !finished[index]
                lock.unlock()
                if open { receive(value) }
                return .none
            },
            receiveCompletion: { [self] completion in complete(completion, from: index) })
    }

    /// The subscriber to upstream `index` of a `combineLatest`: it keeps each value as that
    /// upstream's latest in `latest` and delivers the tuple once every upstream has one.
    func latestInput<Input>(_ index: Int, of type: Input.Type, into latest: LatestValues<Downstream.Input>)
    -> AnySubscriber<Input, Downstream.Failure> {
        input(index) { [self] (value: Input) in
            if let tuple = latest.update(index, to: value) { deliver(tuple) }
        }
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
