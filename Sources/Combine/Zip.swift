// Zip.swift · Combine · mirrors Combine zip(_:), zip(_:_:), zip(_:_:_:) (Publishers.Zip, Zip3, Zip4) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Combines elements from another publisher and delivers pairs of elements as tuples:
    /// the nth element of each, once both have published it.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// `zip(_:)`, publishing `transform` of each pair.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// `zip(_:_:)`, publishing `transform` of each triple.
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
    -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// Combines elements from three other publishers and delivers groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
    -> Publishers.Zip4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// `zip(_:_:_:)`, publishing `transform` of each group of four.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                                                _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
    -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers.
    ///
    /// It asks each upstream for as many elements as its subscriber asks of it, keeps the
    /// elements that have no partner yet, finishes when an upstream has finished and none
    /// of its elements wait, and fails at the first failure.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let zipper = Zipper(downstream: subscriber, upstreams: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            subscriber.receive(subscription: zipper)
            a.subscribe(zipper.input(0, of: A.Output.self))
            b.subscribe(zipper.input(1, of: B.Output.self))
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
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
            let zipper = Zipper(downstream: subscriber, upstreams: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            subscriber.receive(subscription: zipper)
            a.subscribe(zipper.input(0, of: A.Output.self))
            b.subscribe(zipper.input(1, of: B.Output.self))
            c.subscribe(zipper.input(2, of: C.Output.self))
        }
    }

    /// A publisher created by applying the zip function to four upstream publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
            let zipper = Zipper(downstream: subscriber, upstreams: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            subscriber.receive(subscription: zipper)
            a.subscribe(zipper.input(0, of: A.Output.self))
            b.subscribe(zipper.input(1, of: B.Output.self))
            c.subscribe(zipper.input(2, of: C.Output.self))
            d.subscribe(zipper.input(3, of: D.Output.self))
        }
    }
}

/// The subscription of `zip`: one queue of unpartnered elements per upstream; a tuple is
/// published when every queue has an element.
final class Zipper<Downstream: Subscriber>: Subscription {
    private let downstream: Downstream
    private let makeTuple: ([Any]) -> Downstream.Input
    private let lock = NSRecursiveLock()
    private var subscriptions: [Subscription?]
    private var queues: [[Any]]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var isDone = false

    init(downstream: Downstream, upstreams: Int, makeTuple: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.makeTuple = makeTuple
        subscriptions = Array(repeating: nil, count: upstreams)
        queues = Array(repeating: [], count: upstreams)
        finished = Array(repeating: false, count: upstreams)
    }

    /// The subscriber to upstream `index`.
    func input<Input>(_ index: Int, of type: Input.Type) -> AnySubscriber<Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let wanted: Subscribers.Demand? = lock.withLock {
                    guard !isDone, subscriptions[index] == nil else { return nil }
                    subscriptions[index] = subscription
                    return demand
                }
                guard let wanted else { return subscription.cancel() }
                if wanted > 0 { subscription.request(wanted) }
            },
            receiveValue: { [self] value in
                lock.lock(); defer { lock.unlock() }
                guard !isDone, !finished[index] else { return .none }
                queues[index].append(value)
                publishReadyTuples()
                return .none
            },
            receiveCompletion: { [self] completion in
                lock.lock(); defer { lock.unlock() }
                guard !finished[index] else {
                    CombineDiagnostics.warnOnce("a publisher completed twice; zip ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
                    return
                }
                finished[index] = true
                subscriptions[index] = nil
                guard !isDone else { return }
                if case .failure = completion {
                    end(with: completion)
                } else if queues[index].isEmpty {
                    end(with: .finished)
                }
            })
    }

    /// Publishes a tuple for every full row of the queues while the subscriber has demand;
    /// a further demand it returns is asked of every upstream.
    private func publishReadyTuples() {
        while !isDone, demand > 0, queues.allSatisfy({ !$0.isEmpty }) {
            let row = queues.indices.map { queues[$0].removeFirst() }
            demand -= 1
            let more = downstream.receive(makeTuple(row))
            demand += more
            if more > 0 { subscriptions.forEach { $0?.request(more) } }
        }
        if !isDone, queues.indices.contains(where: { finished[$0] && queues[$0].isEmpty }) {
            end(with: .finished)
        }
    }

    /// Cancels the upstreams still running and passes `completion` on.
    private func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        isDone = true
        let running = subscriptions
        subscriptions = subscriptions.map { _ in nil }
        queues = queues.map { _ in [] }
        running.forEach { $0?.cancel() }
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock(); defer { lock.unlock() }
        guard !isDone else { return }
        demand += more
        subscriptions.forEach { $0?.request(more) }
        publishReadyTuples()
    }

    func cancel() {
        let running: [Subscription?] = lock.withLock {
            isDone = true
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions
        }
        running.forEach { $0?.cancel() }
    }
}
