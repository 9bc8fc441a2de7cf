// MultiDatePicker.swift · Raster/Views/Controls · mirrors SwiftUI MultiDatePicker (iOS 16)
// Status: Complete for iOS's look at rest and day taps; the month-and-year wheel does not open.

import Foundation

/// A control for picking multiple dates.
///
/// Raster, as iOS's inline UICalendarView with a multi-date selection: the month calendar of
/// the graphical `DatePicker` (see `GraphicalDatePicker` for its metrics), each selected day
/// marked by a filled circle of the tint with its number in white (`CalendarSelectionLook`).
/// The label is not drawn, as on iOS. A tap on a day in the bounds adds it to the selection,
/// or removes it when it is there; the chevrons show the previous or next month. The month
/// first shown is the earliest selected day's, or else the host clock's date (`ViewHost`'s,
/// never the machine's) moved into the bounds. Days are read in the Gregorian calendar in
/// `EnvironmentValues.timeZone` (UTC by default); a selected element is matched by its
/// `year`, `month` and `day`, and a tap adds one with the calendar, era, year, month and day
/// [UNCERTAIN — which components iOS fills in is not documented]. An element without a year,
/// month or day marks no day, with a warning, and so do bounds that hold no moment (`d..<d`).
/// Disabled: drawn at half opacity, taps ignored.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let range: DateRange
    let label: Label

    @Environment(\.timeZone) private var timeZone
    @Environment(\.isEnabled) private var isEnabled
    @State private var monthOffset = 0

    /// A picker of any dates, described by `label` (not drawn).
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(), label: label())
    }

    /// A picker of dates in `bounds` (its upper bound excluded).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: bounds.lowerBound, upper: bounds.upperBound, excludesUpper: true),
                  label: label())
    }

    /// A picker of dates on or after `bounds`' start.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: bounds.lowerBound), label: label())
    }

    /// A picker of dates before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(upper: bounds.upperBound, excludesUpper: true), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, range: DateRange, label: Label) {
        self.selection = selection
        self.range = range
        self.label = label
    }

    public var body: some View {
        if let lower = range.lower, let upper = range.upper, upper <= lower {
            warnOnce("MultiDatePicker: the bounds \(range) hold no moment, so no day can be picked; "
                     + "give an upper bound later than the lower one")
        }
        let calendar = PickedDate.calendar(in: timeZone)
        let selection = self.selection
        let days = Self.days(of: selection.wrappedValue)
        let anchor = days.first.flatMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) }
            ?? range.clamped(TextDateFormat.now)
        return CalendarMonth(
            anchor: anchor, calendar: calendar, range: range, isEnabled: isEnabled, look: .multiple,
            selectedDays: { month in Set(days.filter { $0.year == month.year && $0.month == month.month }.map(\.day)) },
            tap: { month, day in
                var picked = selection.wrappedValue
                let matching = picked.filter { $0.year == month.year && $0.month == month.month && $0.day == day }
                if matching.isEmpty {
                    picked.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: month.start(of: day)))
                } else {
                    picked.subtract(matching)
                }
                selection.wrappedValue = picked
            },
            monthOffset: $monthOffset)
        .frame(minWidth: 0, idealWidth: GraphicalDatePicker.idealWidth, maxWidth: .infinity)
        .dimmedWhenDisabled(isEnabled)
    }

    /// The selected days, earliest first; an element missing its year, month or day is
    /// left out with a warning.
    private static func days(of selection: Set<DateComponents>) -> [(year: Int, month: Int, day: Int)] {
        var days: [(year: Int, month: Int, day: Int)] = []
        for components in selection {
            guard let year = components.year, let month = components.month, let day = components.day else {
                let parts = [("year", components.year), ("month", components.month), ("day", components.day)]
                    .map { "\($0.0) \($0.1.map(String.init) ?? "none")" }.joined(separator: ", ")
                warnOnce("MultiDatePicker: a selected DateComponents (\(parts)) lacks a year, month or day, so it marks "
                         + "no day; give each selected element a year, month and day")
                continue
            }
            days.append((year, month, day))
        }
        return days.sorted { ($0.year, $0.month, $0.day) < ($1.year, $1.month, $1.day) }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any dates, titled with a localized string key (not drawn).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, range: DateRange(), label: Text(titleKey))
    }

    /// A picker of dates in `bounds` (its upper bound excluded), titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates on or after `bounds`' start, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates before `bounds`' end, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of any dates, titled with a string (not drawn).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, range: DateRange(), label: Text(title))
    }

    /// A picker of dates in `bounds` (its upper bound excluded), titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates on or after `bounds`' start, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates before `bounds`' end, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
