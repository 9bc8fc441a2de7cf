// ChartScale.swift · Charts · a chart axis's scale: its domain, its "nice" ticks and their labels (Swift Charts' automatic scales, iOS 17)
// Status: Partial — linear, categorical and date scales; no log, power or symmetric-log scales.
//
// Nice numbers. A numeric axis's automatic marks are steps of m × 10ⁿ with m in {1, 2, 2.5, 5},
// the smallest such step giving at most `desiredCount` intervals over the domain; the domain is
// then rounded out to whole steps (as Swift Charts' `roundLowerBound`/`roundUpperBound` do
// when not given). 0…100 gives 0, 20, …, 100; 0…7 gives 0, 2, 4, 6, 8; 0…1 gives 0, 0.2, …, 1.
// [UNCERTAIN] Swift Charts' exact algorithm is not documented; this matches the axes of its
// documentation images (0–100 by 20; 0–50 by 10) and the 1/2/2.5/5 steps it is seen to use.

import Foundation
import Raster

/// What kind of values an axis shows.
enum ChartScaleKind: Equatable { case numeric, category, date }

/// One tick of an axis: its value (a number, a category's index, or a date's seconds since the
/// reference date) and its label.
struct ChartTick: Equatable {
    var value: Double
    var label: String
}

/// An axis's scale: maps values to points along the axis.
struct ChartScale {
    var kind: ChartScaleKind
    /// Numeric and date: the domain's bounds (a date's in seconds since the reference date).
    var lower: Double = 0
    var upper: Double = 1
    /// Category: the categories in axis order.
    var categories: [String] = []
    /// Whether the axis runs against its usual direction (numbers down a y axis).
    var reversed = false
    /// The axis marks' values and labels.
    var ticks: [ChartTick] = []
    /// Points left free at the start (leading, or bottom for numbers up a y axis; top for
    /// categories) and end of the axis (`chartXScale(range: .plotDimension(…))`).
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
    /// The locale and calendar labels and date steps follow (the chart's environment's).
    var locale = Locale(identifier: "en_US")
    var calendar = ChartModel.utcCalendar

    /// The point along an axis of `length` points where `value` is, measured from the plot's
    /// leading edge (x) or, with `upward`, from its top edge for a number growing upwards (y).
    func position(of value: _PlotValue, length: CGFloat, upward: Bool) -> CGFloat? {
        switch (kind, value) {
        case (.category, .category(let name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return startPadding + (CGFloat(index) + 0.5) * band(length: length)
        case (.numeric, .number(let number)):
            return position(ofContinuous: number, length: length, upward: upward)
        case (.date, .date(let date)):
            return position(ofContinuous: date.timeIntervalSinceReferenceDate, length: length, upward: upward)
        default:
            return nil
        }
    }

    /// The point of a numeric or date value (seconds since the reference date) along the axis.
    func position(ofContinuous value: Double, length: CGFloat, upward: Bool) -> CGFloat {
        let span = upper - lower
        var fraction = span == 0 ? 0 : (value - lower) / span
        if reversed { fraction = 1 - fraction }
        let offset = startPadding + (length - startPadding - endPadding) * CGFloat(fraction)
        return upward ? length - offset : offset
    }

    /// A category's band, in points, on an axis of `length` points.
    func band(length: CGFloat) -> CGFloat { max(0, length - startPadding - endPadding) / CGFloat(max(categories.count, 1)) }
}

enum NiceScale {
    /// The multiples of a power of ten a numeric axis steps by.
    static let mantissas: [Double] = [1, 2, 2.5, 5, 10]
    /// The most ticks an axis draws: a stride giving more draws none (numbers) or only the
    /// first ones (dates).
    static let maximumTickCount = 1000

    /// The step and rounded bounds of "nice" ticks over `lower`…`upper`, at most
    /// `desiredCount` intervals. `lower` must not exceed `upper`.
    static func step(lower: Double, upper: Double, desiredCount: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let count = Double(max(desiredCount, 1))
        let magnitude = pow(10, floor(log10(span / count)))
        for mantissa in mantissas {
            let step = mantissa * magnitude
            let intervals = ceil(upper / step - 1e-9) - floor(lower / step + 1e-9)
            if intervals <= count { return step }
        }
        return 10 * magnitude
    }

    /// The smallest nice step (a mantissa times a power of ten) not below `minimum` (> 0).
    static func step(atLeast minimum: Double) -> Double {
        let magnitude = pow(10, floor(log10(minimum)))
        return mantissas.lazy.map { $0 * magnitude }.first { $0 >= minimum * (1 - 1e-12) } ?? 10 * magnitude
    }

    /// Tick values: the multiples of `step` from `lower` to `upper` (bounds included when
    /// they are multiples), cleaned of floating-point error.
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, step.isFinite else { return [] }
        let first = ceil(lower / step - 1e-9), last = floor(upper / step + 1e-9)
        guard last >= first, last - first < Double(maximumTickCount) else { return [] }
        return stride(from: first, through: last, by: 1).map { clean($0 * step, step: step) }
    }

    /// `value` rounded to the decimal places `step` needs (0.30000000000000004 → 0.3).
    static func clean(_ value: Double, step: Double) -> Double {
        let digits = Double(fractionDigits(of: step) + 2)
        let scale = pow(10, digits)
        let cleaned = (value * scale).rounded() / scale
        return cleaned == 0 ? 0 : cleaned
    }

    /// How many decimal places labels of multiples of `step` need (2.5 → 1, 0.25 → 2, 20 → 0).
    static func fractionDigits(of step: Double) -> Int {
        for digits in 0...8 {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < 1e-6 * max(1, abs(scaled)) { return digits }
        }
        return 8
    }

    /// A numeric label as iOS writes it in the chart's locale: grouping separators, and as
    /// many decimals as the step needs ("1,000", "2.5").
    static func label(_ value: Double, step: Double, locale: Locale) -> String {
        label(value, with: formatter(locale: locale, fractionDigits: fractionDigits(of: step)))
    }

    /// `value` written by `formatter`, one of `formatter(locale:fractionDigits:)`'s.
    static func label(_ value: Double, with formatter: NumberFormatter) -> String {
        formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A decimal formatter for `locale` with at most `fractionDigits` digits after the point.
    static func formatter(locale: Locale, fractionDigits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = fractionDigits
        return formatter
    }
}

/// The formatters of one chart's accessibility labels, made once and reused: making an ICU
/// formatter costs far more than formatting with one (a 20,000-point line chart spent half
/// of its first render making a formatter per point).
final class ChartLabelFormatters {
    let locale: Locale
    let timeZone: TimeZone
    private var dateFormatter: DateFormatter?
    private var numberFormatters: [Int: NumberFormatter] = [:]

    init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// `date` as a year, abbreviated month and day ("Sep 4, 2023" in English).
    func string(from date: Date) -> String {
        let formatter = dateFormatter ?? {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.setLocalizedDateFormatFromTemplate("yMMMd")
            dateFormatter = formatter
            return formatter
        }()
        return formatter.string(from: date)
    }

    /// `number` with as many fraction digits as it has (at most `NiceScale.label`'s).
    func string(from number: Double) -> String {
        let digits = NiceScale.fractionDigits(of: number == 0 ? 1 : abs(number))
        let formatter = numberFormatters[digits] ?? {
            let formatter = NiceScale.formatter(locale: locale, fractionDigits: digits)
            numberFormatters[digits] = formatter
            return formatter
        }()
        return NiceScale.label(number, with: formatter)
    }
}

enum DateScale {
    /// The steps a date axis may take, shortest first: a calendar component and a count.
    static let steps: [(Calendar.Component, Int)] = [
        (.second, 1), (.second, 5), (.second, 15), (.second, 30),
        (.minute, 1), (.minute, 5), (.minute, 15), (.minute, 30),
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12),
        (.day, 1), (.day, 2), (.weekOfYear, 1), (.month, 1), (.month, 3), (.month, 6),
        (.year, 1), (.year, 2), (.year, 5), (.year, 10), (.year, 25), (.year, 50), (.year, 100),
    ]

    /// Ticks at whole calendar units from `lower` to `upper` (seconds since the reference
    /// date): the shortest step of `steps` giving at most `desiredCount` of them, each labelled
    /// for its unit ("Dec 5" for days and weeks, "9 AM" for hours, "Dec" for months, "2026" for years).
    /// [UNCERTAIN] iOS's date axis labels and spacing were estimated from screenshots of its
    /// default charts, not from documentation.
    /// `minimumStep` (seconds) keeps steps at least as long as the data's date units (days for
    /// bars over days).
    static func ticks(lower: Double, upper: Double, desiredCount: Int, calendar: Calendar, locale: Locale,
                      minimumStep: Double = 0) -> [ChartTick] {
        guard upper > lower else { return [] }
        let start = Date(timeIntervalSinceReferenceDate: lower), end = Date(timeIntervalSinceReferenceDate: upper)
        for (component, count) in steps {
            let approximate = approximateSeconds(component) * Double(count)
            if approximate < minimumStep * 0.9 { continue }
            if (upper - lower) / approximate > Double(desiredCount) + 1 { continue }
            let dates = tickDates(from: start, to: end, component: component, count: count, calendar: calendar)
            guard dates.count <= desiredCount else { continue }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(template(for: component))
            return dates.map { ChartTick(value: $0.timeIntervalSinceReferenceDate, label: formatter.string(from: $0)) }
        }
        return []
    }

    static func template(for component: Calendar.Component) -> String {
        switch component {
        case .second: return "jms"
        case .minute: return "jmm"
        case .hour: return "j"
        case .day, .weekOfYear: return "MMMd"
        case .month: return "MMM"
        default: return "y"
        }
    }

    static func approximateSeconds(_ component: Calendar.Component) -> Double {
        switch component {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86_400
        case .weekOfYear: return 7 * 86_400
        case .month: return 30 * 86_400
        default: return 365 * 86_400
        }
    }

    /// The starts of `count`-unit intervals from the first at or after `start`, before `end`.
    static func tickDates(from start: Date, to end: Date, component: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        let unit: Calendar.Component = component == .weekOfYear ? .weekOfYear : component
        guard var date = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
        if date < start, let next = calendar.date(byAdding: component, value: 1, to: date) { date = next }
        // Align multi-unit steps to multiples of the count (every 2nd day from the 1st, 3-hour steps from midnight).
        if count > 1 {
            let field = calendar.component(component == .weekOfYear ? .weekOfYear : component, from: date)
            let base = component == .day || component == .month ? 1 : 0
            let remainder = ((field - base) % count + count) % count
            if remainder != 0, let aligned = calendar.date(byAdding: component, value: count - remainder, to: date) { date = aligned }
        }
        var dates: [Date] = []
        while date < end, dates.count < NiceScale.maximumTickCount {
            dates.append(date)
            guard let next = calendar.date(byAdding: component, value: count, to: date) else { break }
            date = next
        }
        return dates
    }
}
