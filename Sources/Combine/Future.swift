// Future.swift · Combine · mirrors Combine Future, Deferred (iOS 17)
// Status: Complete.

import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// Mirrors Combine's `Future`: the closure runs once, when the future is created; the
/// result it promises is delivered to every subscriber, those subscribed before it came and
/// those after (a value waits for each subscriber's demand; a failure does not). Raster: a
/// promise fulfilled a second time is ignored with a warning.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error
    /// is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [Conduit] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let subscribers: [Conduit]? = lock.withLock {
            guard self.result == nil else { return nil }
            self.result = result
            defer { waiting.removeAll() }
            return waiting
        }
        guard let subscribers else {
            CombineDiagnostics.warnOnce("a Future's promise was called more than once; a Future publishes one result, so the later call was ignored; call the promise once")
            return
        }
        subscribers.forEach { $0.resultArrived() }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(future: self, downstream: AnySubscriber(subscriber))
        let arrived = lock.withLock {
            if result == nil { waiting.append(conduit) }
            return result != nil
        }
        subscriber.receive(subscription: conduit)
        if arrived { conduit.resultArrived() }
    }

    /// One subscriber's subscription: it delivers the result once both it and demand exist.
    private final class Conduit: Subscription {
        private let future: Future
        private var downstream: AnySubscriber<Output, Failure>?
        private var hasDemand = false

        init(future: Future, downstream: AnySubscriber<Output, Failure>) {
            self.future = future
            self.downstream = downstream
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            hasDemand = true
            resultArrived()
        }

        func resultArrived() {
            guard let target = downstream, let result = future.lock.withLock({ future.result }) else { return }
            switch result {
            case .success(let value):
                guard hasDemand else { return }
                downstream = nil
                _ = target.receive(value)
                target.receive(completion: .finished)
            case .failure(let error):
                downstream = nil
                target.receive(completion: .failure(error))
            }
        }

        func cancel() {
            downstream = nil
            future.lock.withLock { future.waiting.removeAll { $0 === self } }
        }
    }
}

/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber.
///
/// Mirrors Combine's `Deferred`: each subscriber gets a publisher of its own, made when it
/// subscribes (a `Future` inside runs its work per subscriber).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
