// SubscribeOn.swift · Combine · mirrors Combine subscribe(on:options:) (Publishers.SubscribeOn) (iOS 17)
// Status: Complete — on `DispatchQueue.main` or `RunLoop.main` inside a Raster host the
// work runs on the host's clock (Combine/HostClock.swift).

import Foundation

extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    ///
    /// The upstream is subscribed from an action on `scheduler`, and the subscriber's
    /// requests and cancellation reach the upstream from actions on it too; elements arrive
    /// wherever the upstream sends them (use `receive(on:options:)` to move those).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            let link = SubscribeOnLink<Output, S, Context>(downstream: subscriber, scheduler: scheduler, options: options)
            scheduler.schedule(options: options) { upstream.subscribe(link) }
        }
    }
}

/// `subscribe(on:)`'s link: requests and cancellation go to the upstream from the scheduler.
final class SubscribeOnLink<Input, Downstream: Subscriber, Context: Scheduler>: OperatorLink<Input, Downstream>
where Downstream.Input == Input {
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        super.init("subscribe(on:)", downstream: downstream)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        return downstream.receive(input)
    }

    override func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { super.request(demand) }
    }

    override func cancel() {
        scheduler.schedule(options: options) { super.cancel() }
    }
}
