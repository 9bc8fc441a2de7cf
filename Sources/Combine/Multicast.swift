// Multicast.swift · Combine · mirrors Combine multicast(_:), multicast(subject:), makeConnectable(), subscribe(_:) of a subject (Publishers.Multicast, Publishers.MakeConnectable) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Applies a closure to create a subject that delivers elements to subscribers.
    ///
    /// Subscribers attach to the subject (made by `createSubject` at the first subscription
    /// or connection, then kept); nothing reaches them until `connect()` subscribes the
    /// subject to this publisher.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers (see `multicast(_:)`).
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// Attaches the specified subject to this publisher: the subject sends what this
    /// publisher publishes, and its completion. Cancel the result to detach it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let feed = SubjectFeed(subject)
        subscribe(feed)
        return AnyCancellable(feed)
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher: subscribers receive nothing until
    /// `connect()`.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers.
    ///
    /// Mirrors Combine's `Publishers.Multicast`, a class: copies share one subject and one
    /// connection. `connect()` while connected returns the running connection.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that returns a subject each time a subscriber attaches to the multicast publisher.
        public let createSubject: () -> SubjectType

        private let lock = NSRecursiveLock()
        private var madeSubject: SubjectType?
        private var connection: AnyCancellable?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// The subject, made on first use.
        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let made = createSubject()
                madeSubject = made
                return made
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to the upstream; cancelling the result unsubscribes it (a
        /// later `connect()` subscribes it again).
        public func connect() -> Cancellable {
            let subject = self.subject
            if let current = lock.withLock({ connection }) { return current }
            let feed = SubjectFeed(subject)
            let running = AnyCancellable { [weak self] in
                feed.cancel()
                self?.disconnected()
            }
            lock.withLock { connection = running }
            upstream.subscribe(feed)
            return running
        }

        private func disconnected() {
            lock.withLock { connection = nil }
        }
    }

    /// A connectable publisher around a publisher that cannot fail.
    ///
    /// Mirrors Combine's `Publishers.MakeConnectable`: a multicast through a
    /// `PassthroughSubject`, so copies share one connection.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher, attached to the provided upstream publisher.
        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable { multicast.connect() }
    }
}

/// The subscriber that feeds a subject from a publisher (`subscribe(_:)` of a subject, a
/// multicast's connection): the subject decides the demand (`send(subscription:)`).
private final class SubjectFeed<S: Subject>: Subscriber, Cancellable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let subject: S
    private let lock = NSLock()
    private var subscription: Subscription?
    private var isCancelled = false

    init(_ subject: S) { self.subject = subject }

    func receive(subscription: Subscription) {
        let accepted: Bool = lock.withLock {
            guard !isCancelled, self.subscription == nil else { return false }
            self.subscription = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ !isCancelled }) else { return .none }
        subject.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ !isCancelled }) else { return }
        subject.send(completion: completion)
    }

    func cancel() {
        let subscription: Subscription? = lock.withLock {
            isCancelled = true
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
    }
}
