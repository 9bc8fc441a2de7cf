// DatePickerCalendar.swift · Raster/Views/Controls · draws the graphical DatePicker as iOS 17's inline UIDatePicker calendar
// Status: Partial — the month of the selection (the chevrons move the month shown), weekday row,
// day grid with the selected day circled, and the time row; there is no "today" mark (Raster never
// reads the clock) and the month-and-year wheel does not open. Left-to-right only.

import Foundation

/// The graphical date picker: a month calendar, and below it a "Time" row with the compact
/// time button when the picker shows `.hourAndMinute` (only that row when it shows no date).
///
/// Raster, in points (`GraphicalDatePicker` statics; sources: the cupertino_calendar_picker
/// imitation of iOS's inline calendar — day rows 44, calendar 320 wide, month title 17
/// semibold, weekday names 13 semibold in the tertiary label colour, days 20 regular, the
/// selected day 22 medium in the tint colour on a circle of the tint at 12 %):
/// as wide as proposed (nil: `idealWidth`). A `headerHeight` header with the month and year
/// ("December 2026", primary) and a small tint chevron, `sideInset` from the leading edge,
/// and the previous and next month chevrons at the trailing edge; a `weekdayHeight` row of
/// "SUN" … "SAT"; six `rowHeight` rows of seven equal cells, days outside the range in the
/// tertiary label colour. A tap on a day in range selects it (keeping the time of day); a
/// tap on a chevron shows the previous or next month. [UNCERTAIN — an imitation's figures,
/// not measured on iOS 17]
struct GraphicalDatePicker: View {
    let configuration: DatePickerConfiguration

    static let idealWidth: CGFloat = 320
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let rowHeight: CGFloat = 44
    static let sideInset: CGFloat = 16
    static let selectedCircleDiameter: CGFloat = 40
    static let weekdaySymbols = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    /// Months shown after (positive) or before the selection's month.
    @State private var monthOffset = 0

    var body: some View {
        let configuration = self.configuration
        let showsDate = configuration.components.contains(.date) || configuration.components.isEmpty
        let selected = configuration.parts, offset = $monthOffset
        return VStack(spacing: 0) {
            if showsDate {
                CalendarMonth(anchor: configuration.date, calendar: configuration.calendar, range: configuration.range,
                              isEnabled: configuration.isEnabled, look: .single,
                              selectedDays: { month in
                                  month.year == selected.year && month.month == selected.month ? [selected.day] : []
                              },
                              tap: { month, day in
                                  configuration.select(month.date(day: day, keepingTimeOf: configuration.date))
                                  offset.wrappedValue = 0
                              },
                              monthOffset: $monthOffset)
            }
            if configuration.components.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer(minLength: ControlMetrics.labelSpacing)
                    CompactDatePicker.button(configuration.parts.timeText)
                }
                .padding(.horizontal, Self.sideInset)
                .frame(height: Self.rowHeight)
            }
        }
        .frame(minWidth: 0, idealWidth: Self.idealWidth, maxWidth: .infinity)
        .dimmedWhenDisabled(configuration.isEnabled)
    }
}

/// How a calendar marks its selected days.
enum CalendarSelectionLook {
    /// A graphical `DatePicker`'s one day: its number 22 points medium in the tint colour on a
    /// circle of the tint at 12 %.
    case single
    /// A `MultiDatePicker`'s days, as UICalendarView marks a multi-date selection: the number
    /// 20 points semibold in white on a circle of the tint [UNCERTAIN — from screenshots, not
    /// measured].
    case multiple
}

/// One month of a calendar: header, weekday row and day grid. Shared by the graphical
/// `DatePicker` and `MultiDatePicker`, which say which days are selected and what a tap does.
struct CalendarMonth: View {
    /// A date in the month shown when `monthOffset` is 0.
    let anchor: Date
    let calendar: Calendar
    let range: DateRange
    let isEnabled: Bool
    let look: CalendarSelectionLook
    /// The numbers of the selected days of a shown month.
    let selectedDays: (CalendarGrid) -> Set<Int>
    /// What a tap on a day in range does (the day's month and number).
    let tap: (CalendarGrid, Int) -> Void
    /// Months shown after (positive) or before the anchor's month.
    @Binding var monthOffset: Int

    var body: some View {
        let shownMonth = calendar.date(byAdding: .month, value: monthOffset, to: anchor) ?? anchor
        let month = CalendarGrid(month: shownMonth, calendar: calendar)
        let selected = selectedDays(month)
        let enabled = isEnabled, range = self.range, tap = self.tap, look = self.look
        let canGoBack = month.previousMonthOverlaps(range), canGoForward = month.nextMonthOverlaps(range)
        let offset = $monthOffset
        return VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: month.title).font(.body.weight(.semibold))
                CalendarChevron(glyph: .chevronRight, side: 12, isEnabled: true)
                Spacer(minLength: 0)
                CalendarChevron(glyph: .chevronLeft, side: 20, isEnabled: canGoBack)
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
                    .onTapGesture { if enabled && canGoBack { offset.wrappedValue -= 1 } }
                    .calendarButton("Previous Month", isSelected: false, isEnabled: canGoBack)
                CalendarChevron(glyph: .chevronRight, side: 20, isEnabled: canGoForward)
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
                    .onTapGesture { if enabled && canGoForward { offset.wrappedValue += 1 } }
                    .calendarButton("Next Month", isSelected: false, isEnabled: canGoForward)
            }
            .padding(.leading, GraphicalDatePicker.sideInset)
            .padding(.trailing, GraphicalDatePicker.sideInset - 14)
            .frame(height: GraphicalDatePicker.headerHeight)
            HStack(spacing: 0) {
                ForEach(0..<7) { column in
                    Text(verbatim: GraphicalDatePicker.weekdaySymbols[column])
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(Color(storage: .system(.tertiary)))
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: GraphicalDatePicker.weekdayHeight)
            ForEach(0..<6) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7) { column in
                        let day = month.day(row: row, column: column)
                        let isSelected = day.map { selected.contains($0) } ?? false
                        let isInRange = day.map { month.dayOverlaps(range, day: $0) } ?? false
                        CalendarDay(day: day, isSelected: isSelected, isInRange: isInRange, look: look)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                guard enabled, let day, month.dayOverlaps(range, day: day) else { return }
                                tap(month, day)
                            }
                            .calendarButton(day.map { month.spokenDate(day: $0, column: column) }, isSelected: isSelected,
                                            isEnabled: isInRange)
                    }
                }
                .frame(height: GraphicalDatePicker.rowHeight)
            }
        }
    }
}

/// A day number, a selected one marked as `look` says; nothing (a clear cell keeping its
/// share of the week) where the week has no day of the month.
private struct CalendarDay: View {
    let day: Int?
    let isSelected: Bool
    let isInRange: Bool
    let look: CalendarSelectionLook

    var body: some View {
        if let day {
            if isSelected {
                let single = look == .single
                Text(verbatim: "\(day)")
                    .font(.system(size: single ? 22 : 20, weight: single ? .medium : .semibold))
                    .foregroundStyle(single ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.white))
                    .background {
                        ControlCanvas(size: CGSize(width: GraphicalDatePicker.selectedCircleDiameter,
                                                   height: GraphicalDatePicker.selectedCircleDiameter)) { size, environment in
                            let rect = CGRect(origin: .zero, size: size)
                            guard case .color(let tint) = TintShapeStyle().paint(in: environment, bounds: rect) else { return [] }
                            var circle = tint
                            if single { circle.opacity *= 0.12 }
                            return [.solid(Path(ellipseIn: rect), circle)]
                        }
                    }
            } else {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20))
                    .foregroundStyle(isInRange ? Color.primary : Color(storage: .system(.tertiary)))
            }
        } else {
            Color.clear
        }
    }
}

/// A chevron of the calendar's header in the tint colour (tertiary label when it cannot move).
private struct CalendarChevron: View {
    let glyph: SymbolGlyph
    let side: CGFloat
    let isEnabled: Bool

    var body: some View {
        let isEnabled = self.isEnabled, glyph = self.glyph
        return ControlCanvas(size: CGSize(width: side, height: side)) { size, environment in
            let rect = CGRect(origin: .zero, size: size)
            let paint: DisplayList.Paint = isEnabled ? TintShapeStyle().paint(in: environment, bounds: rect)
                                                     : .color(SystemColor.tertiary.resolved(environment.colorScheme))
            return glyph.items(in: rect, paint: paint, weight: size.width * 0.13)
        }
    }
}

extension View {
    /// A calendar cell or chevron as VoiceOver reads UIKit's calendar: one button labelled
    /// `label` (nothing for an empty cell), selected or not, dimmed when it cannot be chosen.
    @ViewBuilder
    fileprivate func calendarButton(_ label: String?, isSelected: Bool, isEnabled: Bool) -> some View {
        if let label {
            accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: label))
                .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
                .disabled(!isEnabled)
        } else {
            accessibilityHidden(true)
        }
    }
}

/// A month's days laid out in weeks starting on Sunday.
struct CalendarGrid {
    let year: Int
    let month: Int
    let title: String
    /// The column (0 = Sunday) of the month's first day.
    let firstColumn: Int
    let dayCount: Int
    private let calendar: Calendar
    private let firstDay: Date

    init(month date: Date, calendar: Calendar) {
        self.calendar = calendar
        let parts = PickedDate(date, calendar: calendar)
        year = parts.year
        month = parts.month
        title = parts.monthTitle
        firstDay = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? date
        firstColumn = PickedDate(firstDay, calendar: calendar).weekday - 1
        dayCount = calendar.range(of: .day, in: .month, for: firstDay)?.count ?? 30
    }

    /// The day number in the grid's cell, or nil for a cell before the first or after the last day.
    func day(row: Int, column: Int) -> Int? {
        let day = row * 7 + column - firstColumn + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// Midnight starting `day` of this month.
    func start(of day: Int) -> Date {
        calendar.date(byAdding: .day, value: day - 1, to: firstDay) ?? firstDay
    }

    func dayOverlaps(_ range: DateRange, day: Int) -> Bool {
        range.overlaps(dayFrom: start(of: day), to: start(of: day + 1))
    }

    func previousMonthOverlaps(_ range: DateRange) -> Bool {
        range.overlaps(dayFrom: calendar.date(byAdding: .month, value: -1, to: firstDay) ?? firstDay, to: firstDay)
    }

    func nextMonthOverlaps(_ range: DateRange) -> Bool {
        let next = start(of: dayCount + 1)
        return range.overlaps(dayFrom: next, to: calendar.date(byAdding: .month, value: 1, to: next) ?? next)
    }

    /// The day as VoiceOver reads a calendar day in en_US: "Friday, December 18".
    func spokenDate(day: Int, column: Int) -> String {
        "\(Self.weekdays[column]), \(PickedDate.monthNames[month - 1]) \(day)"
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `day` of this month at the time of day of `time`.
    func date(day: Int, keepingTimeOf time: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: time.hour, minute: time.minute,
                                                  second: time.second, nanosecond: time.nanosecond)) ?? start(of: day)
    }
}
