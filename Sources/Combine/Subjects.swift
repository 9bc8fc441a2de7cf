// Subjects.swift · Combine · mirrors Combine Subject, PassthroughSubject, CurrentValueSubject, Subscriptions.empty (iOS 17)
// Status: Complete.

import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber (a second completion is ignored).
    func send(completion: Subscribers.Completion<Failure>)
    /// Provides this subject with a subscription (it requests unlimited values).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers.
///
/// Mirrors Combine's `PassthroughSubject`: it keeps no value; a subscriber without
/// outstanding demand misses what is sent meanwhile. After a completion, later sends and
/// completions are ignored and new subscribers get the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { conduits.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }

    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(AnySubscriber(subscriber), initial: nil)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// Mirrors Combine's `CurrentValueSubject`: a new subscriber receives the current value
/// first; setting `value` publishes it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()
    private var current: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { conduits.withLock { current } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { current = value }

    /// Stores `value`, then publishes it (nothing after a completion).
    public func send(_ value: Output) {
        guard !conduits.isCompleted else { return }
        conduits.withLock { current = value }
        conduits.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }

    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(AnySubscriber(subscriber), initial: conduits.withLock { current })
    }
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// The empty subscription: requests and cancellation do nothing.
    public static var empty: Subscription { EmptySubscription() }

    private final class EmptySubscription: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
}

/// The subscribers of a subject (or of a `@Published` property), each with its outstanding
/// demand, and the subject's completion once it has one.
final class SubjectConduits<Output, Failure: Error> {
    private let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    var isCompleted: Bool { withLock { completion != nil } }

    func withLock<R>(_ body: () -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    /// Gives `subscriber` its subscription; `initial` is delivered at its first demand. After
    /// a completion the subscriber gets the completion at once instead.
    func attach(_ subscriber: AnySubscriber<Output, Failure>, initial: Output?) {
        if let completion = withLock({ self.completion }) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(owner: self, downstream: subscriber, pending: initial)
        withLock { conduits.append(conduit) }
        subscriber.receive(subscription: conduit)
    }

    /// Delivers `value` to every subscriber with outstanding demand, in subscription order.
    func send(_ value: Output) {
        let current = withLock { completion == nil ? conduits : [] }
        for conduit in current { conduit.deliver(value) }
    }

    /// Delivers the completion to every subscriber and drops them; a second completion is
    /// ignored, as Combine's subjects ignore it.
    func send(completion: Subscribers.Completion<Failure>) {
        let current: [Conduit]? = withLock {
            guard self.completion == nil else { return nil }
            self.completion = completion
            defer { conduits.removeAll() }
            return conduits
        }
        for conduit in current ?? [] { conduit.finish(completion) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription to the subject.
    final class Conduit: Subscription {
        private weak var owner: SubjectConduits?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        /// A value waiting for demand (a current value subject's value at subscription).
        private var pending: Output?

        init(owner: SubjectConduits, downstream: AnySubscriber<Output, Failure>, pending: Output?) {
            self.owner = owner
            self.downstream = downstream
            self.pending = pending
        }

        func request(_ more: Subscribers.Demand) {
            let waiting: Output? = owner?.withLock {
                demand += more
                guard demand > 0 else { return nil }
                defer { pending = nil }
                return pending
            } ?? nil
            if let waiting { deliver(waiting) }
        }

        func deliver(_ value: Output) {
            let target: AnySubscriber<Output, Failure>? = owner?.withLock {
                guard let downstream, demand > 0 else { return nil }
                demand -= 1
                return downstream
            } ?? nil
            guard let target else { return }
            let more = target.receive(value)
            owner?.withLock { demand += more }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let target = downstream
            downstream = nil
            target?.receive(completion: completion)
        }

        func cancel() {
            downstream = nil
            owner?.remove(self)
        }
    }
}
