// DatePicker.swift · Raster/Views/Controls · mirrors SwiftUI DatePicker, DatePickerComponents, DatePickerStyle and its built-in styles, EnvironmentValues.timeZone (iOS 17)
// Status: Partial — compact, graphical and wheel looks at rest (DatePickerStyles.swift); no popover
// opens from the compact buttons and the wheels do not spin. Dates are read in the environment's
// time zone (UTC by default) with a Gregorian calendar and written in fixed en_US forms, never with
// the machine's clock, zone or locale.

import Foundation

/// A control for selecting an absolute date.
///
/// Raster: the selection is shown in the Gregorian calendar in `EnvironmentValues.timeZone`
/// (UTC unless set, so output does not depend on the machine), in en_US's forms: "Dec 1,
/// 2026" and "7:41 PM". A selection outside the range given with `in:` is shown clamped
/// to it, as UIDatePicker shows its minimum or maximum date, with a warning; the binding is
/// not written. The look comes from `datePickerStyle(_:)`; the default is `.compact`:
/// the label at the leading edge and grey rounded buttons for the date and the time at the
/// trailing edge (see `CompactDatePicker`). `.graphical` draws the month's calendar and
/// `.wheel` the wheels at rest; a tap on a day of the calendar selects it (keeping the
/// time of day). Disabled: drawn at half opacity.
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: DateRange
    let components: DatePickerComponents
    let label: Label

    /// A date picker with a custom label showing `displayedComponents` of the selection.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(), components: displayedComponents, label: label())
    }

    /// A date picker with a custom label limited to the dates in `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: label())
    }

    /// A date picker with a custom label limited to dates from `range.lowerBound` on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), components: displayedComponents,
                  label: label())
    }

    /// A date picker with a custom label limited to dates up to `range.upperBound`.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), components: displayedComponents,
                  label: label())
    }

    init(selection: Binding<Date>, range: DateRange, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    @Environment(DatePickerStyleFamily.styles) private var styles
    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let selected = selection.wrappedValue
        let shown = range.clamped(selected)
        if shown != selected {
            warnOnce("DatePicker: the selection \(selected) is outside the picker's range \(range), so the picker shows \(shown); keep the bound date inside the range given with in:")
        }
        if components.isEmpty {
            warnOnce("DatePicker: displayedComponents is empty, so the picker shows no date; pass .date, .hourAndMinute or both")
        }
        let calendar = PickedDate.calendar(in: timeZone)
        let binding = selection, range = self.range
        let configuration = DatePickerConfiguration(
            label: AnyView(label), date: shown, components: components, range: range, calendar: calendar,
            isEnabled: isEnabled, select: { binding.wrappedValue = range.clamped($0) })
        return DatePickerStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(), components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled with a localized string key, limited to the dates in `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled with a localized string key, limited to dates from the lower bound on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), components: displayedComponents,
                  label: Text(titleKey))
    }

    /// A date picker titled with a localized string key, limited to dates up to the upper bound.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), components: displayedComponents,
                  label: Text(titleKey))
    }

    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(), components: displayedComponents, label: Text(title))
    }

    /// A date picker titled with a string, limited to the dates in `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound),
                  components: displayedComponents, label: Text(title))
    }

    /// A date picker titled with a string, limited to dates from the lower bound on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), components: displayedComponents,
                  label: Text(title))
    }

    /// A date picker titled with a string, limited to dates up to the upper bound.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), components: displayedComponents,
                  label: Text(title))
    }
}

/// The components of a date that a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute (with AM/PM in en_US).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The dates a picker accepts: either bound may be open.
struct DateRange: CustomStringConvertible {
    var lower: Date?
    var upper: Date?
    /// Whether `upper` itself is outside the range (`Range`, `PartialRangeUpTo`), as a
    /// `MultiDatePicker`'s bounds are; a `DatePicker`'s closed ranges include it.
    var excludesUpper = false

    /// `date` moved into the range (before an excluded upper bound: a millisecond before it).
    func clamped(_ date: Date) -> Date {
        var date = date
        if let lower { date = max(date, lower) }
        if let upper { date = min(date, excludesUpper ? upper.addingTimeInterval(-0.001) : upper) }
        return date
    }

    /// Whether any moment of the day `start..<end` is in the range.
    func overlaps(dayFrom start: Date, to end: Date) -> Bool {
        (lower.map { end > $0 } ?? true) && (upper.map { excludesUpper ? start < $0 : start <= $0 } ?? true)
    }

    var description: String {
        "\(lower.map { "\($0)" } ?? "")\(excludesUpper ? "..<" : "...")\(upper.map { "\($0)" } ?? "")"
    }
}

/// A date's parts in a picker's calendar, and their en_US text.
struct PickedDate: Equatable {
    var year: Int
    /// 1 (January) to 12.
    var month: Int
    var day: Int
    /// 0 to 23.
    var hour: Int
    var minute: Int
    /// 1 (Sunday) to 7.
    var weekday: Int

    /// The Gregorian calendar of a picker: weeks start on Sunday (en_US), in `timeZone`.
    static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 1
        return calendar
    }

    init(_ date: Date, calendar: Calendar) {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        year = c.year ?? 1
        month = c.month ?? 1
        day = c.day ?? 1
        hour = c.hour ?? 0
        minute = c.minute ?? 0
        weekday = c.weekday ?? 1
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The month's three-letter abbreviation ("Dec").
    static func shortMonth(_ month: Int) -> String { String(monthNames[month - 1].prefix(3)) }

    /// en_US's medium date: "Dec 1, 2026".
    var dateText: String { "\(Self.shortMonth(month)) \(day), \(year)" }
    /// en_US's short time: "7:41 PM" (an ordinary space before the period).
    var timeText: String { "\(Self.hour12(hour)):\(Self.twoDigits(minute)) \(hour < 12 ? "AM" : "PM")" }
    /// The month and year a calendar is headed with: "December 2026".
    var monthTitle: String { "\(Self.monthNames[month - 1]) \(year)" }

    /// The hour on a 12-hour clock (12 for midnight and noon).
    static func hour12(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }
    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// What a date picker hands its style.
struct DatePickerConfiguration {
    let label: AnyView
    /// The date shown: the selection clamped to `range`.
    let date: Date
    let components: DatePickerComponents
    let range: DateRange
    let calendar: Calendar
    let isEnabled: Bool
    /// Sets the selection (clamped to the range).
    let select: (Date) -> Void

    var parts: PickedDate { PickedDate(date, calendar: calendar) }
}

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// Raster: only the built-in styles exist (as in SwiftUI, whose requirements are private).
@MainActor @preconcurrency public protocol DatePickerStyle {
    /// Which built-in look the style is.
    var _kind: DatePickerStyleKind { get }
}

/// The built-in date picker looks.
public enum DatePickerStyleKind: Sendable {
    case compact
    case graphical
    case wheel
}

private struct TimeZoneKey: ToolbarInheritedKey {
    static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}

extension EnvironmentValues {
    /// The current time zone that views should use when handling dates.
    ///
    /// Raster: UTC by default (SwiftUI's default is the device's zone), so a date picker
    /// shows the same day and time on every machine; set it with `environment(\.timeZone, …)`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
