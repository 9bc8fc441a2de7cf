// DispatchQueue+Scheduler.swift · Combine · mirrors Combine's DispatchQueue: Scheduler, DispatchQueue.SchedulerTimeType (iOS 17)
// Status: Complete — `DispatchQueue.main` runs on a Raster host's clock while the host runs
// user code; other queues, and the main queue outside a host, are the real dispatch queues.

import Foundation
import Dispatch

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)))))
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// A type that represents the distance between two values, in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Codable {
            /// Nanoseconds.
            public var magnitude: Int

            /// The value of this time interval as a dispatch time interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Creates a stride from a dispatch time interval (`.never` is the largest stride).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// `seconds` seconds, rounded to nanoseconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }
            /// `value` whole seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self = .seconds(value)
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride {
                Stride(.nanoseconds(s.isFinite ? Int((s * 1e9).rounded()) : .max))
            }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The host clock that schedules of this queue go to: the current host's, for the main
    /// queue (known by its label: on Linux each `DispatchQueue.main` is a new object).
    private var hostClock: HostClock? {
        guard let clock = HostClock.current, label == DispatchQueue.main.label else { return nil }
        return clock
    }

    /// Host time 0 as an uptime: host dates are this many nanoseconds plus the host's time.
    private static let hostEpoch: UInt64 = 1_000_000_000

    private static func hostTime(of time: SchedulerTimeType) -> TimeInterval {
        Double(Int64(bitPattern: time.dispatchTime.uptimeNanoseconds &- hostEpoch)) / 1e9
    }

    /// Now: the real uptime, or on a host's clock `hostEpoch` plus the host's time.
    public var now: SchedulerTimeType {
        guard let clock = hostClock else { return SchedulerTimeType(.now()) }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.hostEpoch + UInt64((clock.time * 1e9).rounded())))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = hostClock {
            clock.schedule(at: clock.time, action)
            return
        }
        let work = SendableAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = hostClock {
            clock.schedule(at: Self.hostTime(of: date), action)
            return
        }
        let work = SendableAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let seconds = Double(interval.magnitude) / 1e9
        if let clock = hostClock {
            return clock.schedule(at: Self.hostTime(of: date), every: TimerInterval.valid(seconds, for: "DispatchQueue.schedule(after:interval:)"), action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(handler: action)
        timer.schedule(deadline: date.dispatchTime, repeating: TimerInterval.valid(seconds, for: "DispatchQueue.schedule(after:interval:)"),
                       leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

