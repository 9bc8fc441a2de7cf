// ImmediateScheduler.swift · Combine · mirrors Combine ImmediateScheduler (iOS 17)
// Status: Complete.

import Foundation

/// A scheduler for performing synchronous actions.
///
/// Mirrors Combine's `ImmediateScheduler`: every action runs at once on the calling
/// thread, whatever date it is scheduled after; a repeating action runs once. Its time
/// never moves (`now` is always the same instant).
public struct ImmediateScheduler: Scheduler {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable {
        /// Returns the distance to another immediate scheduler time; it is always zero.
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }

        /// Adds the specified distance to this instance; the instant does not change.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// The increment by which the immediate scheduler counts time (a count without a unit).
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            /// The value of this time interval.
            public var magnitude: Int

            /// Creates an immediate scheduler time interval from the given value.
            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            /// Rounds `value` down to a whole count.
            public init(floatLiteral value: Double) { magnitude = Int(value.rounded(.down)) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            // Every unit is a count of 0: the scheduler has no time to measure.
            public static func seconds(_ s: Int) -> Stride { 0 }
            public static func seconds(_ s: Double) -> Stride { 0 }
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            public static func microseconds(_ us: Int) -> Stride { 0 }
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// The immediate scheduler takes no options.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// The immediate scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// The minimum tolerance allowed by the immediate scheduler (zero).
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// Runs `action` once, now (the immediate scheduler does not repeat), and returns a
    /// cancellable that does nothing.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
