// TimingOperators.swift · Combine · mirrors Combine receive(on:options:), debounce(for:scheduler:options:), throttle(for:scheduler:latest:), delay(for:tolerance:scheduler:options:) (iOS 17)
// Status: Complete — on `DispatchQueue.main` or `RunLoop.main` inside a Raster host these run
// on the host's clock (Combine/HostClock.swift).

import Foundation

extension Publisher {
    /// Specifies the scheduler on which to receive elements (and the completion).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Publishes elements only after a specified time interval elapses between events: the
    /// latest value, `dueTime` after it arrived, if no other arrived meanwhile.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes either the most-recent or first element published by the upstream
    /// publisher in the specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of time.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options
            upstream.subscribe(ScheduledLink<Output, S>("receive(on:)", downstream: subscriber,
                                                        onValue: { link, value in
                                                            scheduler.schedule(options: options) { link.pass(value) }
                                                        },
                                                        onCompletion: { link, completion in
                                                            scheduler.schedule(options: options) { link.pass(completion) }
                                                        }))
        }
    }

    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events. A completion is passed on at once; a value still waiting is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, dueTime = self.dueTime, options = self.options
            var generation = 0
            upstream.subscribe(ScheduledLink<Output, S>("debounce", downstream: subscriber,
                                                        onValue: { link, value in
                                                            generation += 1
                                                            let mine = generation
                                                            scheduler.schedule(after: scheduler.now.advanced(by: dueTime),
                                                                               tolerance: scheduler.minimumTolerance, options: options) {
                                                                if generation == mine { link.pass(value) }
                                                            }
                                                        },
                                                        onCompletion: { link, completion in
                                                            generation += 1
                                                            link.pass(completion)
                                                        }))
        }
    }

    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    ///
    /// The first value is passed on at once and opens an interval; at its end the latest
    /// (or first) value received during it, if any, is passed on and opens the next one.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, latest = self.latest
            var isOpen = false
            var held: Output?
            func closeInterval(_ link: ScheduledLink<Output, S>) {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                    guard let value = held else {
                        isOpen = false
                        return
                    }
                    held = nil
                    link.pass(value)
                    closeInterval(link)
                }
            }
            upstream.subscribe(ScheduledLink<Output, S>("throttle", downstream: subscriber,
                                                        onValue: { link, value in
                                                            if isOpen {
                                                                if latest || held == nil { held = value }
                                                                return
                                                            }
                                                            isOpen = true
                                                            link.pass(value)
                                                            closeInterval(link)
                                                        },
                                                        onCompletion: { link, completion in
                                                            held = nil
                                                            link.pass(completion)
                                                        }))
        }
    }

    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                    tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, interval = self.interval, tolerance = self.tolerance, options = self.options
            upstream.subscribe(ScheduledLink<Output, S>("delay", downstream: subscriber,
                                                        onValue: { link, value in
                                                            scheduler.schedule(after: scheduler.now.advanced(by: interval),
                                                                               tolerance: tolerance, options: options) { link.pass(value) }
                                                        },
                                                        onCompletion: { link, completion in
                                                            scheduler.schedule(after: scheduler.now.advanced(by: interval),
                                                                               tolerance: tolerance, options: options) { link.pass(completion) }
                                                        }))
        }
    }
}

/// The link of an operator that passes values and the completion on later, from a
/// scheduler's action: it requests unlimited values upstream and passes values on while
/// the subscriber has demand.
final class ScheduledLink<Input, Downstream: Subscriber>: OperatorLink<Input, Downstream> where Downstream.Input == Input {
    private let onValue: (ScheduledLink, Input) -> Void
    private let onCompletion: (ScheduledLink, Subscribers.Completion<Downstream.Failure>) -> Void
    private let lock = NSLock()
    private var demand = Subscribers.Demand.none
    private var isDone = false

    init(_ name: String, downstream: Downstream,
         onValue: @escaping (ScheduledLink, Input) -> Void,
         onCompletion: @escaping (ScheduledLink, Subscribers.Completion<Downstream.Failure>) -> Void) {
        self.onValue = onValue
        self.onCompletion = onCompletion
        super.init(name, downstream: downstream)
    }

    override func receive(subscription: Subscription) {
        super.receive(subscription: subscription)
        subscription.request(.unlimited)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard acceptsValue() else { return .none }
        onValue(self, input)
        return .none
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        onCompletion(self, completion)
    }

    override func request(_ more: Subscribers.Demand) {
        lock.lock(); demand += more; lock.unlock()
    }

    override func cancel() {
        lock.lock(); isDone = true; lock.unlock()
        super.cancel()
    }

    /// Passes `value` on now, if the subscriber still wants it.
    func pass(_ value: Input) {
        lock.lock()
        guard !isDone, demand > 0 else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock(); demand += more; lock.unlock()
    }

    /// Passes the completion on now (once).
    func pass(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard !isDone else { lock.unlock(); return }
        isDone = true
        lock.unlock()
        downstream.receive(completion: completion)
    }
}
