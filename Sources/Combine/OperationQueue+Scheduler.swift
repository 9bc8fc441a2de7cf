// OperationQueue+Scheduler.swift · Combine · mirrors Combine's OperationQueue: Scheduler, OperationQueue.SchedulerTimeType (iOS 17)
// Status: Complete — `OperationQueue.main` runs on a Raster host's clock while the host runs
// user code, as `RunLoop.main` does; other queues, and the main queue outside a host, are real.

import Foundation
import Dispatch

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue: a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes an operation queue scheduler time with the given date.
        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// The interval by which operation queue times advance, in seconds (the run loop's
        /// stride: both measure seconds between dates).
        public typealias Stride = RunLoop.SchedulerTimeType.Stride
    }

    /// Options that affect the operation of the operation queue scheduler (none).
    public struct SchedulerOptions {}

    /// Where this queue's work runs: the current host's clock for the main queue, else real time.
    private var hostClock: DateSchedulerClock { DateSchedulerClock(isMainScheduler: self === OperationQueue.main) }

    /// Now: the real date, or on a host's clock the host's date.
    public var now: SchedulerTimeType { SchedulerTimeType(hostClock.now) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if hostClock.scheduleOnHost(action) { return }
        let work = SendableAction(action)
        addOperation { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if hostClock.scheduleOnHost(at: date.date, action) { return }
        let work = SendableAction(action)
        let queue = self
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            queue.addOperation { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let seconds = TimerInterval.valid(interval.magnitude, for: "OperationQueue.schedule(after:interval:)")
        if let onHost = hostClock.scheduleOnHost(at: date.date, every: seconds, action) { return onHost }
        let work = SendableAction(action)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { [weak self] in self?.addOperation { work.run() } }
        timer.schedule(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: seconds,
                       leeway: .nanoseconds(Int(max(0, tolerance.magnitude) * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
