// DateComponentsFormatter.swift · Raster/Support · Foundation's DateComponentsFormatter, which Linux's Foundation marks unavailable
// Status: Partial — durations in weeks, days, hours, minutes and seconds, every units style and
// zero behaviour; years and months are counted in weeks and days (with a warning), since
// Linux's Foundation has no unit names for them outside relative dates.
//
// swift-corelibs-foundation (Swift 6.3) declares `DateComponentsFormatter` unavailable ("Not
// supported in swift-corelibs-foundation"), so timers, workout and media screens that show
// "1:02:05" or "2h 3m" do not compile. Raster declares the class with Foundation's name;
// Swift prefers an available declaration over an unavailable one, so uses resolve to this
// one. The strings come from Foundation's `Duration.UnitsFormatStyle` and
// `Duration.TimeFormatStyle` (ICU's unit and duration data), which Linux's Foundation has.

import Foundation

/// A formatter that writes a length of time, such as "1:02:05" or "1 hour, 2 minutes"
/// (Foundation's `DateComponentsFormatter`).
///
/// Raster (Linux): intervals are split into the allowed units by fixed lengths (a week is
/// 604,800 seconds, a day 86,400) and the smallest allowed unit is truncated; years and months
/// are not written (Linux's Foundation has no names for them as durations): they are counted in
/// the next smaller allowed units, with a warning. The approximation and time-remaining
/// phrases are English ("About …", "… remaining") in every locale. `calendar` starts as
/// `Calendar.current`, whose locale on Linux comes from the process's `LANG`: set
/// `calendar?.locale` for output that does not depend on the machine.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05" (the default): hours, minutes and seconds by position.
        case positional = 0
        /// "1h 2m 5s".
        case abbreviated = 1
        /// "1 hr, 2 min, 5 sec".
        case short = 2
        /// "1 hour, 2 minutes, 5 seconds".
        case full = 3
        /// "one hour, two minutes, five seconds".
        case spellOut = 4
        /// "1hr 2min 5sec" (ICU's condensed form on Linux: "1 hr 2 min 5 secs").
        case brief = 5
    }

    /// Which zero-valued units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Write every unit, zeros too, without padding.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zero units; other styles: drop every zero unit.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Drop zero units before the first non-zero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Drop zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Drop zero units after the last non-zero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Drop every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional: pad every unit with zeros to two digits ("01:02:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written (default `.positional`).
    open var unitsStyle: UnitsStyle = .positional
    /// The units a length of time may be written in; empty (the default) allows years, months,
    /// weeks, days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are written (default `.default`).
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar whose locale names the units (default `Calendar.current`).
    open var calendar: Calendar? = .current
    /// Where `string(from: DateComponents)` starts counting (nil: now).
    open var referenceDate: Date?
    /// Whether the smallest unit may show a fraction ("1.5 hours"); default false.
    open var allowsFractionalUnits = false
    /// The most units written, from the largest non-zero one (0, the default: no limit).
    open var maximumUnitCount = 0
    /// Whether a largest unit of 1 is written in the next unit instead ("61 minutes" rather than
    /// "1 hour, 1 minute"); default false.
    open var collapsesLargestUnit = false
    /// Whether "About " is written before the length; default false.
    open var includesApproximationPhrase = false
    /// Whether " remaining" is written after the length; default false.
    open var includesTimeRemainingPhrase = false
    /// Recorded: capitalization context (Raster writes the style's own capitalization).
    open var formattingContext: Formatter.Context = .unknown

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `ti` seconds written in the allowed units; nil when `ti` is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        var units = writtenUnits
        guard let smallest = units.last else { return nil }
        if abs(ti) >= 2_419_200 && !effectiveAllowedUnits.isDisjoint(with: [.year, .month]) {
            warnOnce("DateComponentsFormatter: years and months are not written on Linux (Foundation has no duration "
                     + "names for them); a length of 28 days or more is counted in weeks and days instead. "
                     + "Leave .year and .month out of allowedUnits to write weeks and days on purpose")
        }
        // Truncated to whole smallest units (and -0 to 0, which would print a sign).
        let seconds = allowsFractionalUnits ? ti : (ti / smallest.seconds).rounded(.towardZero) * smallest.seconds + 0
        if collapsesLargestUnit, let largest = units.firstIndex(where: { abs(seconds) >= $0.seconds }),
           largest < units.count - 1, (abs(seconds) / units[largest].seconds).rounded(.towardZero) == 1 {
            units.remove(at: largest)
        }
        return format(seconds, in: units)
    }

    /// The length of time from `startDate` to `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// The length of time `components` add to `referenceDate` (or now) in `calendar`; nil
    /// when the calendar cannot add them.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = (calendar ?? .current).date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// A `TimeInterval` (or another number of seconds) or `DateComponents` written; else nil.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: return string(from: components)
        case let seconds as Double: return string(from: seconds)
        case let seconds as Int: return string(from: TimeInterval(seconds))
        default: return nil
        }
    }

    /// `components` written in `unitsStyle` with the default units and behaviour.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: Writing

    /// A unit a length of time can be written in.
    private struct Unit: Equatable {
        var seconds: Double
        var duration: Duration.UnitsFormatStyle.Unit
    }

    private static let fixedUnits: [(NSCalendar.Unit, Unit)] = [
        (.weekOfMonth, Unit(seconds: 604_800, duration: .weeks)), (.day, Unit(seconds: 86_400, duration: .days)),
        (.hour, Unit(seconds: 3_600, duration: .hours)), (.minute, Unit(seconds: 60, duration: .minutes)),
        (.second, Unit(seconds: 1, duration: .seconds)),
    ]

    /// `allowedUnits`, or the default set when it is empty.
    private var effectiveAllowedUnits: NSCalendar.Unit {
        allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
    }

    /// The allowed units Raster writes, largest first (weeks of the month or year as weeks;
    /// days when only years or months are allowed).
    private var writtenUnits: [Unit] {
        let allowed = effectiveAllowedUnits
        let units = Self.fixedUnits.filter { allowed.contains($0.0) || ($0.0 == .weekOfMonth && allowed.contains(.weekOfYear)) }
        if units.isEmpty && !allowed.isDisjoint(with: [.year, .month]) { return [Self.fixedUnits[1].1] }
        return units.map(\.1)
    }

    private var locale: Locale { calendar?.locale ?? .current }

    private func format(_ seconds: Double, in units: [Unit]) -> String {
        let text = unitsStyle == .positional ? positional(seconds, in: units) : labelled(seconds, in: units)
        var phrase = text
        if includesApproximationPhrase { phrase = "About " + phrase }
        if includesTimeRemainingPhrase { phrase += " remaining" }
        return phrase
    }

    /// The values of `units` that sum to `seconds`, the smallest keeping the remainder.
    private func split(_ seconds: Double, in units: [Unit]) -> [Double] {
        var rest = abs(seconds)
        return units.enumerated().map { i, unit in
            if i == units.count - 1 { return rest / unit.seconds }
            let value = (rest / unit.seconds).rounded(.towardZero)
            rest -= value * unit.seconds
            return value
        }
    }

    /// The units whose values are written, after the zero behaviour and maximum unit count.
    private func kept(_ values: [Double], positional: Bool) -> [Int] {
        var behaviour = zeroFormattingBehavior.subtracting(.pad)
        if behaviour.contains(.default) { behaviour = positional ? .dropLeading : .dropAll }
        let nonZero = values.indices.filter { values[$0] != 0 }
        var kept: [Int]
        if let first = nonZero.first, let last = nonZero.last {
            kept = values.indices.filter { i in
                if values[i] != 0 { return true }
                if i < first { return !behaviour.contains(.dropLeading) }
                if i > last { return !behaviour.contains(.dropTrailing) }
                return !behaviour.contains(.dropMiddle)
            }
        } else {
            kept = behaviour.isEmpty ? Array(values.indices) : [values.count - 1]
        }
        if positional, kept.count == 1, values.count > 1 {
            kept = [min(kept[0], values.count - 2), min(kept[0], values.count - 2) + 1]
        }
        if maximumUnitCount > 0, let from = kept.firstIndex(where: { values[$0] != 0 }) {
            kept = Array(kept[from...].prefix(maximumUnitCount))
        }
        return kept
    }

    /// "1:02:05": hours (with days and weeks folded in), minutes and seconds by position.
    private func positional(_ seconds: Double, in units: [Unit]) -> String {
        let clock = units.filter { $0.seconds <= 3_600 }
        let fields = clock.isEmpty ? [Self.fixedUnits[2].1] : clock
        let values = split(seconds, in: fields)
        let kept = kept(values, positional: true)
        let pad = zeroFormattingBehavior.contains(.pad)
        let digits = kept.enumerated().map { position, i -> String in
            let value = values[i]
            let whole = value.rounded(.towardZero)
            var text = whole == value || !allowsFractionalUnits
                ? String(Int(whole)) : value.formatted(.number.precision(.fractionLength(0...2)).locale(locale))
            if (position > 0 || pad) && whole < 10 { text = "0" + text }
            return text
        }
        return (seconds < 0 ? "-" : "") + digits.joined(separator: ":")
    }

    /// "1 hour, 2 minutes": each kept unit with its name, through Foundation's duration style.
    private func labelled(_ seconds: Double, in units: [Unit]) -> String {
        let values = split(seconds, in: units)
        let kept = kept(values, positional: false)
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short: width = .abbreviated
        case .brief: width = .condensedAbbreviated
        default: width = .wide
        }
        let sign: Double = seconds < 0 ? -1 : 1
        let parts = kept.map { i -> String in
            var style = Duration.UnitsFormatStyle(allowedUnits: [units[i].duration], width: width,
                                                  zeroValueUnits: .show(length: 1),
                                                  fractionalPart: allowsFractionalUnits ? .show(length: 2) : .hide)
            style.locale = locale
            let value = i == kept.first ? sign * values[i] : values[i]
            let text = Duration.seconds(value * units[i].seconds).formatted(style)
            guard unitsStyle == .spellOut else { return text }
            return spelledOut(text, value: value)
        }
        if unitsStyle == .abbreviated || unitsStyle == .brief { return parts.joined(separator: " ") }
        return parts.joined(separator: ", ")
    }

    /// `text` ("41 minutes") with its leading number spelled out ("forty-one minutes").
    private func spelledOut(_ text: String, value: Double) -> String {
        let number = value.formatted(.number.locale(locale))
        guard text.hasPrefix(number) else { return text }
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = locale
        guard let words = formatter.string(from: NSNumber(value: value)) else { return text }
        return words + text.dropFirst(number.count)
    }
}
