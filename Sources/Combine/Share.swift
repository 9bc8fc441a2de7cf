// Share.swift · Combine · mirrors Combine share() (Publishers.Share) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    ///
    /// The upstream is subscribed once, when the first subscriber arrives; later subscribers
    /// receive only what it publishes after they subscribe. When every subscriber has
    /// cancelled, the upstream subscription is cancelled and the next subscriber starts a
    /// new one. After the upstream completes, new subscribers receive the completion.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// Mirrors Combine's `Publishers.Share`, a class: copies of one `share()` share one
    /// upstream subscription.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let lock = NSRecursiveLock()
        private var subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subject: PassthroughSubject<Output, Failure> = lock.withLock {
                subscribers += 1
                return self.subject
            }
            var released = false
            subject.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    subscriber.receive(subscription: ShareConduit(subscription) { [self] in
                        guard !released else { return }
                        released = true
                        release()
                    })
                },
                receiveValue: subscriber.receive(_:),
                receiveCompletion: subscriber.receive(completion:)))
            let connect: Bool = lock.withLock {
                guard connection == nil, self.subject === subject else { return false }
                connection = AnyCancellable {}
                return true
            }
            guard connect else { return }
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { subject.send(completion: $0) },
                receiveValue: { subject.send($0) })
            lock.withLock { connection = AnyCancellable(sink) }
            upstream.subscribe(sink)
        }

        /// One subscriber fewer; the last one's cancellation disconnects the upstream.
        private func release() {
            let disconnect: AnyCancellable? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0, let connection else { return nil }
                self.connection = nil
                subject = PassthroughSubject()
                return connection
            }
            disconnect?.cancel()
        }
    }
}

/// A shared publisher subscriber's subscription: cancelling it also counts the subscriber out.
private final class ShareConduit: Subscription {
    private let base: Subscription
    private let onCancel: () -> Void

    init(_ base: Subscription, onCancel: @escaping () -> Void) {
        self.base = base
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { base.request(demand) }

    func cancel() {
        base.cancel()
        onCancel()
    }
}
