// Timer+Publisher.swift · Combine · mirrors Foundation's Timer.publish(every:tolerance:on:in:options:), Timer.TimerPublisher, autoconnect() (iOS 17)
// Status: Complete — a timer connected while a Raster host runs user code fires on the
// host's clock (Combine/HostClock.swift); otherwise it is a Foundation `Timer` on its run loop.

import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// - Parameters:
    ///   - interval: Seconds between events. As Foundation's `Timer` does, an interval of 0 or
    ///     less becomes 0.0001 s; so does NaN or infinity (with a warning).
    ///   - tolerance: The allowed timing variance when emitting events, seconds (unused on a
    ///     host's clock, which fires exactly).
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval, once connected.
    ///
    /// Mirrors Foundation's `Timer.TimerPublisher`, a class and a `ConnectablePublisher`:
    /// nothing is emitted before `connect()` (or `autoconnect()`'s first subscriber); every
    /// subscriber receives the same ticks. On a host's clock the first tick is `interval`
    /// seconds after connecting, the n-th `n × interval`, and each carries the host's date.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let ticks = SubjectConduits<Date, Never>()
        private var connection: Cancellable?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.attach(AnySubscriber(subscriber), initial: nil)
        }

        /// Starts the timer (once; a second call returns the running connection). Cancelling
        /// the result stops it.
        public func connect() -> Cancellable {
            if let connection { return connection }
            let seconds = TimerInterval.valid(interval, for: "Timer.publish(every: \(interval))")
            let cancellable: Cancellable
            if let clock = runLoop === RunLoop.main ? HostClock.current : nil {
                // The clock's entry keeps the publisher alive until the connection is cancelled.
                cancellable = clock.schedule(at: clock.time + seconds, every: seconds) { [weak clock] in
                    guard let clock else { return }
                    self.ticks.send(clock.date)
                }
            } else {
                let timer = Timer(fire: Date().addingTimeInterval(seconds), interval: seconds, repeats: true) { _ in
                    self.ticks.send(Date())
                }
                timer.tolerance = tolerance ?? 0
                runLoop.add(timer, forMode: mode)
                cancellable = AnyCancellable { timer.invalidate() }
            }
            let connection = AnyCancellable { [weak self] in
                cancellable.cancel()
                self?.connection = nil
            }
            self.connection = connection
            return connection
        }
    }
}

/// Foundation's rule for timer intervals.
enum TimerInterval {
    /// Foundation's smallest interval: "If interval is less than or equal to 0.0, this method
    /// chooses the nonnegative value of 0.0001 seconds instead" (Apple's documentation of
    /// `Timer.init(fire:interval:repeats:block:)`).
    static let minimum: TimeInterval = 0.0001

    /// `seconds`, or the minimum for zero, negative or non-finite intervals (warning once for
    /// those that are not finite positive numbers, naming `call`).
    static func valid(_ seconds: TimeInterval, for call: String) -> TimeInterval {
        if seconds.isFinite, seconds > 0 { return max(seconds, minimum) }
        CombineDiagnostics.warnOnce("\(call): a timer interval must be a positive number of seconds; \(seconds) is used as \(minimum) s, as Foundation's Timer does; pass the interval you mean")
        return minimum
    }
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher:
    /// it connects when the first subscriber subscribes.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// Mirrors Combine's `Publishers.Autoconnect` (a class, so two views holding the same
    /// instance hold the same timer): connects at the first subscription and disconnects
    /// when the last subscriber cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers += 1
            upstream.subscribe(AnySubscriber<Output, Failure>(
                // The subscription keeps this publisher, and so its connection, alive.
                receiveSubscription: { subscription in
                    subscriber.receive(subscription: CancelNotifyingSubscription(subscription) { self.subscriberLeft() })
                },
                receiveValue: { subscriber.receive($0) },
                receiveCompletion: { subscriber.receive(completion: $0) }))
            if connection == nil { connection = upstream.connect() }
        }

        private func subscriberLeft() {
            subscribers -= 1
            guard subscribers == 0 else { return }
            connection?.cancel()
            connection = nil
        }
    }
}

/// A subscription that tells its owner when it is cancelled (once).
final class CancelNotifyingSubscription: Subscription {
    private let wrapped: Subscription
    private var onCancel: (() -> Void)?

    init(_ wrapped: Subscription, onCancel: @escaping () -> Void) {
        self.wrapped = wrapped
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { wrapped.request(demand) }

    func cancel() {
        wrapped.cancel()
        let action = onCancel
        onCancel = nil
        action?()
    }
}
