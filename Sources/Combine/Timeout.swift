// Timeout.swift · Combine · mirrors Combine timeout(_:scheduler:options:customError:) (Publishers.Timeout) (iOS 17)
// Status: Complete — on `DispatchQueue.main` or `RunLoop.main` inside a Raster host the
// interval is measured on the host's clock (Combine/HostClock.swift).

import Foundation

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval
    /// without producing an element.
    ///
    /// The interval starts at the subscription and again at each element. When it passes,
    /// the upstream is cancelled and the publisher finishes, or fails with `customError()`
    /// when one is given. Elements and the upstream's completion are delivered on
    /// `scheduler`, as Combine delivers them; the subscriber's demand goes to the upstream.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified
    /// time interval without producing an element.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to deliver events.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?
        /// A closure that executes if the publisher times out (nil: it finishes instead).
        public let customError: (() -> Upstream.Failure)?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeoutLink<Output, S, Context>(downstream: subscriber, interval: interval, scheduler: scheduler,
                                                               options: options, customError: customError))
        }
    }
}

/// `timeout`'s link. Each arming of the timer gets a generation; a timer that fires after a
/// later arming (an element arrived) or after the end does nothing.
final class TimeoutLink<Input, Downstream: Subscriber, Context: Scheduler>: OperatorLink<Input, Downstream>
where Downstream.Input == Input {
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Downstream.Failure)?
    private let lock = NSLock()
    private var generation = 0
    private var isDone = false

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
         options: Context.SchedulerOptions?, customError: (() -> Downstream.Failure)?) {
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
        super.init("timeout", downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        if upstream != nil { arm() }
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        arm()
        scheduler.schedule(options: options) { [self] in
            guard !lock.withLock({ isDone }) else { return }
            let more = downstream.receive(input)
            if more > 0 { request(more) }
        }
        return .none
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock { generation += 1 }
        scheduler.schedule(options: options) { [self] in end(with: completion) }
    }

    override func cancel() {
        lock.withLock {
            isDone = true
            generation += 1
        }
        super.cancel()
    }

    /// Starts the interval again.
    private func arm() {
        let mine: Int = lock.withLock {
            generation += 1
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
                           options: options) { [weak self] in
            guard let self, lock.withLock({ self.generation == mine && !self.isDone }) else { return }
            cancelUpstream()
            end(with: customError.map { .failure($0()) } ?? .finished)
        }
    }

    /// Passes `completion` on, once.
    private func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        let first: Bool = lock.withLock {
            defer { isDone = true }
            return !isDone
        }
        if first { downstream.receive(completion: completion) }
    }
}
