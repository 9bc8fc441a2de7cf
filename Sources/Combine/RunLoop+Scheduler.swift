// RunLoop+Scheduler.swift · Combine · mirrors Combine's RunLoop: Scheduler, RunLoop.SchedulerTimeType (iOS 17)
// Status: Complete — `RunLoop.main` runs on a Raster host's clock while the host runs user
// code; other run loops, and the main run loop outside a host, are real.

import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// The interval by which run loop times advance, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Codable {
            /// Seconds.
            public var magnitude: TimeInterval

            /// The value of this time interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// Creates a run loop time interval from the given time interval, in seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: Double) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = Double(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Double(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options that affect the operation of the run loop scheduler (none).
    public struct SchedulerOptions {}

    /// Where this run loop's work runs: the current host's clock for the main run loop, else real time.
    private var hostClock: DateSchedulerClock { DateSchedulerClock(isMainScheduler: self === RunLoop.main) }

    /// Now: the real date, or on a host's clock the host's date.
    public var now: SchedulerTimeType { SchedulerTimeType(hostClock.now) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if hostClock.scheduleOnHost(action) { return }
        let work = SendableAction(action)
        perform { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if hostClock.scheduleOnHost(at: date.date, action) { return }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let seconds = TimerInterval.valid(interval.magnitude, for: "RunLoop.schedule(after:interval:)")
        if let onHost = hostClock.scheduleOnHost(at: date.date, every: seconds, action) { return onHost }
        let timer = Timer(fire: date.date, interval: seconds, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
