// Sink.swift · Combine · mirrors Combine Subscribers.Sink, Subscribers.Assign, sink(receiveCompletion:receiveValue:), sink(receiveValue:), assign(to:on:) (iOS 17)
// Status: Complete.

import Foundation

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// Mirrors Combine's `Subscribers.Sink`. A publisher that breaks Combine's contract by
    /// sending values or a completion after its completion is ignored from then on, with a
    /// warning naming the publisher's fault.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to execute on receipt of a value.
        public let receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var state = SubscriberState()

        /// Initializes a sink with the provided closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            guard state.accept(subscription) else { return }
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            guard state.acceptsValue(in: "Sink") else { return .none }
            receiveValue(input)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard state.acceptCompletion(in: "Sink") else { return }
            receiveCompletion(completion)
        }

        public func cancel() { state.cancel() }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// Mirrors Combine's `Subscribers.Assign`: it holds `object` strongly until cancelled or
    /// completed.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The object that contains the property to assign (nil once cancelled or completed).
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var state = SubscriberState()

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)" }

        public func receive(subscription: Subscription) {
            guard state.accept(subscription) else { return }
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            guard state.acceptsValue(in: "Assign"), let object else { return .none }
            object[keyPath: keyPath] = input
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            guard state.acceptCompletion(in: "Assign") else { return }
            object = nil
        }

        public func cancel() {
            state.cancel()
            object = nil
        }
    }
}

/// The life of a terminal subscriber: waiting for its subscription, subscribed, then
/// finished (completed or cancelled). Enforces Combine's contract on what the publisher
/// sends: one subscription, then values, then at most one completion.
struct SubscriberState {
    private enum Phase { case awaiting, subscribed(Subscription), completed, cancelled }
    private var phase = Phase.awaiting

    /// Takes `subscription` if none came before; a second one is cancelled, as Combine does.
    mutating func accept(_ subscription: Subscription) -> Bool {
        guard case .awaiting = phase else {
            subscription.cancel()
            return false
        }
        phase = .subscribed(subscription)
        return true
    }

    /// Whether a value may be delivered now: not after a completion (a warning names the
    /// publisher's fault) nor after cancellation (a late value in flight, ignored quietly).
    func acceptsValue(in subscriber: String) -> Bool {
        switch phase {
        case .subscribed: return true
        case .completed:
            CombineDiagnostics.warnOnce("a publisher sent a value to \(subscriber) after its completion; Combine publishers send nothing after completing, so the value was ignored; fix the publisher to stop after send(completion:)")
            return false
        case .awaiting, .cancelled: return false
        }
    }

    /// Whether a completion may be delivered now: the first one only (a second one is
    /// ignored with a warning naming the fault).
    mutating func acceptCompletion(in subscriber: String) -> Bool {
        switch phase {
        case .subscribed, .awaiting:
            phase = .completed
            return true
        case .completed:
            CombineDiagnostics.warnOnce("a publisher completed twice; \(subscriber) ignored the second completion, as Combine's contract allows one; fix the publisher to send(completion:) once")
            return false
        case .cancelled:
            return false
        }
    }

    /// Cancels the subscription, if any; later events are ignored.
    mutating func cancel() {
        if case .subscribed(let subscription) = phase { subscription.cancel() }
        phase = .cancelled
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior; the returned cancellable ends the
    /// subscription when cancelled or released.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Assigns each element from a publisher to a property on an object (held strongly
    /// until the returned cancellable is cancelled or released).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
