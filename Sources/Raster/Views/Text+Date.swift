// Text+Date.swift · Raster/Views · mirrors SwiftUI Text(_:style:), Text.DateStyle and Text(timerInterval:…) (iOS 17)
// Status: Partial — "now" is the host's clock (HostClock: 2023-09-18 16:41:00 UTC plus the
// host's time, or that reference date outside a host), so snapshots do not depend on the
// machine's clock; the text does not update by itself (a TimelineView or a host clock step
// updates it). Relative and offset texts name units in English whatever the locale.
//
// Formats, after Apple's examples in the Text.DateStyle documentation:
//   date      the long date of the environment's locale and time zone ("September 18, 2023");
//   time      the short time ("4:41 PM");
//   relative  the two largest units of the distance from now, from the first non-zero one
//             ("2 hours, 23 minutes", "1 year, 1 month"), "0 seconds" at no distance;
//   offset    the largest unit with its sign, + for a date after now ("+2 hours", "-3 months");
//   timer     the distance from now as m:ss, or h:mm:ss from an hour ("2:32", "36:59:01").

import Combine
import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// A style displaying only the time component for a date ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now ("2:32").
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, in the environment's locale and time zone.
    ///
    /// Raster: now is the host's clock (see Text+Date.swift).
    public init(_ date: Date, style: DateStyle) {
        self.init(storage: .formatted(FormattedValue(identity: "date:\(style.kind):\(date.timeIntervalSinceReferenceDate)") {
            TextDateFormat.string(date, style: style.kind, now: TextDateFormat.now, locale: $0.locale, timeZone: $0.timeZone)
        }))
    }

    /// Text showing a timer over `timerInterval`: the time left (`countsDown`) or passed, as
    /// m:ss or h:mm:ss (`showsHours` false keeps counting minutes past 59), frozen at
    /// `pauseTime` when given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let identity = "timer:\(timerInterval.lowerBound.timeIntervalSinceReferenceDate):"
            + "\(timerInterval.upperBound.timeIntervalSinceReferenceDate):\(pauseTime?.timeIntervalSinceReferenceDate ?? .nan):"
            + "\(countsDown):\(showsHours)"
        self.init(storage: .formatted(FormattedValue(identity: identity) { _ in
            let now = min(max(pauseTime ?? TextDateFormat.now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return TextDateFormat.timer(seconds, showsHours: showsHours)
        }))
    }
}

enum TextDateFormat {
    /// Now: the host's clock, or its reference date outside a host.
    static var now: Date { HostClock.current?.date ?? HostClock.referenceDate }

    static func string(_ date: Date, style: Text.DateStyle.Kind, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style {
        case .date, .time:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            return formatter.string(from: date)
        case .relative:
            return units(from: now, to: date, timeZone: timeZone).prefix(2).joined(separator: ", ")
        case .offset:
            let unit = units(from: now, to: date, timeZone: timeZone)[0]
            return unit.hasPrefix("0 ") ? unit : (date > now ? "+" : "-") + unit
        case .timer:
            return timer(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// The distance between two dates in calendar units, largest first, from the first
    /// non-zero one ("2 hours", "23 minutes", ...); ["0 seconds"] when they are within a second.
    static func units(from start: Date, to end: Date, timeZone: TimeZone) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (from, to) = start < end ? (start, end) : (end, start)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
                                       (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second")]
        guard let first = named.firstIndex(where: { ($0.0 ?? 0) != 0 }) else { return ["0 seconds"] }
        return named[first...].map { value, name in "\(value ?? 0) \(name)\(value == 1 ? "" : "s")" }
    }

    /// `seconds` (rounded down, at least 0) as m:ss, or h:mm:ss from an hour when `showsHours`.
    static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let s = total % 60
        if showsHours, total >= 3600 {
            return String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, s)
        }
        return String(format: "%d:%02d", total / 60, s)
    }
}
