// HandleEvents.swift · Combine · mirrors Combine handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:) (Publishers.HandleEvents) (iOS 17)
// Status: Complete.

import Foundation

extension Publisher {
    /// Performs the specified closures when publisher events occur; the events pass on
    /// unchanged.
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A closure that executes when the publisher receives the subscription from the upstream publisher.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// A closure that executes when the publisher receives a value from the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// A closure that executes when the upstream publisher finishes normally or terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?
        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(upstream: Upstream,
                    receiveSubscription: ((Subscription) -> Void)? = nil,
                    receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsLink(self, downstream: subscriber))
        }
    }
}

/// `handleEvents`' link: it calls the closures, then passes each event on.
final class HandleEventsLink<Upstream: Publisher, Downstream: Subscriber>: OperatorLink<Upstream.Output, Downstream>
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private let events: Publishers.HandleEvents<Upstream>

    init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.events = events
        super.init("handleEvents", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        events.receiveSubscription?(subscription)
        super.receive(subscription: subscription)
    }

    override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        events.receiveOutput?(input)
        return downstream.receive(input)
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        events.receiveCompletion?(completion)
        super.finish(completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        super.request(demand)
    }

    override func cancel() {
        guard !isFinished else { return }
        events.receiveCancel?()
        super.cancel()
    }
}
