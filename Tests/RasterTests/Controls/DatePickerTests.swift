import Foundation
import Testing
@testable import Raster

/// DatePicker: en_US text in the environment's time zone (UTC by default), the compact
/// buttons, the graphical calendar, the wheels, and the range.
@Suite struct DatePickerTests {
    /// December 1, 2026 (a Tuesday), 7:41 PM UTC.
    static let date = Date(timeIntervalSince1970: 1_796_154_060)
    private let window = CGSize(width: 393, height: 420)

    /// The texts the compact buttons show, in en_US forms, in the given zone.
    @Test(arguments: [
        (seconds: 1_796_154_060.0, zone: "UTC", date: "Dec 1, 2026", time: "7:41 PM"),
        (seconds: 1_796_154_060.0, zone: "America/New_York", date: "Dec 1, 2026", time: "2:41 PM"),
        (seconds: 1_796_154_060.0, zone: "Asia/Tokyo", date: "Dec 2, 2026", time: "4:41 AM"),
        (seconds: 1_796_083_200.0, zone: "UTC", date: "Dec 1, 2026", time: "12:00 AM"),
        (seconds: 1_796_126_400.0, zone: "UTC", date: "Dec 1, 2026", time: "12:00 PM"),
        (seconds: 639_878_400.0, zone: "UTC", date: "Apr 12, 1990", time: "12:00 AM"),
    ])
    func textsInTheTimeZone(seconds: Double, zone: String, date: String, time: String) throws {
        let calendar = PickedDate.calendar(in: try #require(TimeZone(identifier: zone)))
        let parts = PickedDate(Date(timeIntervalSince1970: seconds), calendar: calendar)
        #expect(parts.dateText == date)
        #expect(parts.timeText == time)
        let host = ViewHost(DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: seconds)))
                                .environment(\.timeZone, try #require(TimeZone(identifier: zone))), size: window)
        let description = host.layoutDescription()
        #expect(description.contains("Text(\"\(date)\")") && description.contains("Text(\"\(time)\")"))
    }

    /// The compact buttons: 34 tall, the text plus 12 on each side, 6 apart, flush with the
    /// trailing edge; the label at the leading edge (cupertino_calendar_picker's imitation,
    /// Ionic's datetime-button: radius 8, height 34).
    @Test(arguments: [
        (components: DatePickerComponents([.date, .hourAndMinute]), texts: ["Dec 1, 2026", "7:41 PM"]),
        (components: .date, texts: ["Dec 1, 2026"]),
        (components: .hourAndMinute, texts: ["7:41 PM"]),
    ])
    func compactButtonsSizes(components: DatePickerComponents, texts: [String]) {
        let picker = DatePicker("Starts", selection: .constant(Self.date), displayedComponents: components)
        let widths = texts.map { controlsSize(Text($0).font(.body), .unspecified).width + 24 }
        let control = widths.reduce(0, +) + CGFloat(texts.count - 1) * 6
        #expect(controlsSize(picker, ProposedViewSize(width: 393, height: nil)) == CGSize(width: 393, height: 34))
        #expect(controlsSize(picker.labelsHidden(), .unspecified) == CGSize(width: control, height: 34))
        let host = ViewHost(picker.frame(width: 393), size: window, scale: 3)
        let shapes = host.frames(of: "RoundedRectangle")
        #expect(shapes.map(\.width) == widths)
        #expect(shapes.map(\.height) == Array(repeating: 34, count: texts.count))
        #expect(shapes.last?.maxX == 393)
    }

    /// The buttons' fill: the tertiary system fill (118, 118, 128 at 12 % light, 24 % dark).
    @Test func compactButtonFill() throws {
        let picker = DatePicker("", selection: .constant(Self.date), displayedComponents: .date).labelsHidden()
        for scheme in ColorScheme.allCases {
            let host = ViewHost(picker, size: CGSize(width: 200, height: 60), scale: 3, colorScheme: scheme)
            let button = try #require(host.frames(of: "RoundedRectangle").first)
            let fill = rgba(118, 118, 128, scheme == .light ? 0.12 : 0.24).over(scheme == .light ? rgba(255, 255, 255) : rgba(0, 0, 0))
            #expect(isClose(host.render().pixel(atPoint: button.minX + 4, button.midY), fill))
        }
    }

    /// Disabled, the picker is drawn at half opacity (UIKit's dimming): the button's fill alpha
    /// halves, 31 → 16 of 255 (0.12 × 0.5 × 255 is 15.3 before the renderer rounds the layer to bytes).
    @Test func disabledPickerIsDimmed() throws {
        for isDisabled in [false, true] {
            let picker = DatePicker("", selection: .constant(Self.date), displayedComponents: .date).labelsHidden().disabled(isDisabled)
            let host = ViewHost(picker, size: CGSize(width: 200, height: 60), scale: 3)
            host.isOpaque = false
            let button = try #require(host.frames(of: "RoundedRectangle").first)
            #expect(host.render().pixel(atPoint: button.minX + 4, button.midY).a == (isDisabled ? 16 : 31))
        }
    }

    /// A selection outside the range is shown clamped to it, with one warning; the binding
    /// is not written.
    @Test func selectionOutsideTheRangeIsShownClamped() {
        var selection = Self.date
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let upper = Date(timeIntervalSince1970: 639_878_400)
        let (description, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(DatePicker("Born", selection: binding, in: ...upper, displayedComponents: .date), size: window)
                .layoutDescription()
        }
        #expect(description.contains("Text(\"Apr 12, 1990\")"))
        #expect(selection == Self.date)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("DatePicker: the selection 2026-12-01 19:41:00 +0000 is outside the picker's range") == true)
    }

    @Test func emptyComponentsWarn() {
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(DatePicker("When", selection: .constant(Self.date), displayedComponents: []), size: window).layoutDescription()
        }
        #expect(warnings == ["DatePicker: displayedComponents is empty, so the picker shows no date; pass .date, .hourAndMinute or both"])
    }

    /// The calendar: 320 wide by default; a 44-point header, a 24-point weekday row and six
    /// 44-point weeks (332), plus a 44-point time row with the time.
    @Test(arguments: [
        (components: DatePickerComponents.date, width: nil as CGFloat?, size: CGSize(width: 320, height: 332)),
        (components: .date, width: 361, size: CGSize(width: 361, height: 332)),
        (components: DatePickerComponents([.date, .hourAndMinute]), width: nil, size: CGSize(width: 320, height: 376)),
    ])
    func graphicalSizes(components: DatePickerComponents, width: CGFloat?, size: CGSize) {
        let picker = DatePicker("When", selection: .constant(Self.date), displayedComponents: components).datePickerStyle(.graphical)
        #expect(controlsSize(picker, ProposedViewSize(width: width, height: nil)) == size)
    }

    /// December 2026 starts on a Tuesday: day 1 is in the third column; the month has 31 days.
    @Test func calendarGrid() {
        let grid = CalendarGrid(month: Self.date, calendar: PickedDate.calendar(in: TimeZone(identifier: "UTC")!))
        #expect(grid.title == "December 2026")
        #expect(grid.firstColumn == 2 && grid.dayCount == 31)
        #expect((0..<7).map { grid.day(row: 0, column: $0) } == [nil, nil, 1, 2, 3, 4, 5])
        #expect((0..<7).map { grid.day(row: 4, column: $0) } == [27, 28, 29, 30, 31, nil, nil])
        #expect(grid.day(row: 5, column: 0) == nil)
    }

    /// The selected day sits on a circle of the tint at 12 %; a tap on another day selects it
    /// at the same time of day; the next-month chevron shows January 2027.
    @Test func tappingTheCalendar() throws {
        var selection = Self.date
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let picker = DatePicker("When", selection: binding, displayedComponents: .date).datePickerStyle(.graphical)
        let host = ViewHost(picker.frame(width: 350), size: CGSize(width: 350, height: 340), scale: 3)
        // Day 1: row 0, column 2; cells are 50 wide, rows start at 44 + 24; the circle is 40 across.
        let image = host.render()
        #expect(isClose(image.pixel(atPoint: 125 - 17, 68 + 22), rgba(0, 122, 255, 0.12).over(rgba(255, 255, 255))))
        #expect(image.pixel(atPoint: 125 - 21, 68 + 22) == rgba(255, 255, 255))
        #expect(host.tap(at: CGPoint(x: 5 * 50 + 25, y: 68 + 2 * 44 + 22)))       // Friday the 18th
        #expect(selection == Self.date.addingTimeInterval(17 * 86_400))
        #expect(host.layoutDescription().contains("Text(\"December 2026\")"))
        #expect(host.tap(at: CGPoint(x: 350 - 2 - 22, y: 22)))
        #expect(host.layoutDescription().contains("Text(\"January 2027\")"))
    }

    /// Days outside the range are drawn in the tertiary label colour and cannot be selected;
    /// the selected day is in the tint colour, the others in the primary colour.
    @Test func daysOutsideTheRangeAreDimmed() {
        let lower = Date(timeIntervalSince1970: 1_796_083_200 + 9 * 86_400)   // Dec 10, 2026, midnight
        var selection = lower.addingTimeInterval(3_600)
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let picker = DatePicker("When", selection: binding, in: lower..., displayedComponents: .date)
            .datePickerStyle(.graphical).frame(width: 350)
        let host = ViewHost(picker, size: CGSize(width: 350, height: 340), scale: 3)
        _ = host.tap(at: CGPoint(x: 6 * 50 + 25, y: 68 + 22))      // Saturday the 5th, before the range
        #expect(selection == lower.addingTimeInterval(3_600))
        let colors = textColors(picker, ProposedViewSize(width: 350, height: nil))
        let primary = SystemColor.primary.resolved(.light), tertiary = SystemColor.tertiary.resolved(.light)
        // The title, seven weekday names, then the 31 days.
        #expect(colors.count == 1 + 7 + 31)
        #expect(colors[0] == primary)
        #expect(colors[1...16].allSatisfy { $0 == tertiary })
        #expect(colors[17] == Color.blue.resolve(in: EnvironmentValues()))
        #expect(colors[18...].allSatisfy { $0 == primary })
    }

    /// The wheels: 216 tall; month, day and year for a date; hour, minute and AM/PM for a time.
    @Test(arguments: [
        (components: DatePickerComponents.date, centre: ["December", "1", "2026"]),
        (components: .hourAndMinute, centre: ["7", "41", "PM"]),
        (components: DatePickerComponents([.date, .hourAndMinute]), centre: ["Tue Dec 1", "7", "41", "PM"]),
    ])
    func wheelColumns(components: DatePickerComponents, centre: [String]) {
        let configuration = DatePickerConfiguration(
            label: AnyView(EmptyView()), date: Self.date, components: components, range: DateRange(),
            calendar: PickedDate.calendar(in: TimeZone(identifier: "UTC")!), isEnabled: true, select: { _ in })
        let columns = WheelDatePicker.columns(configuration)
        #expect(columns.count == centre.count)
        let picker = DatePicker("", selection: .constant(Self.date), displayedComponents: components)
            .datePickerStyle(.wheel).labelsHidden()
        #expect(controlsSize(picker, ProposedViewSize(width: 361, height: nil)) == CGSize(width: 361, height: 216))
        let description = ViewHost(picker, size: CGSize(width: 361, height: 216)).layoutDescription()
        for text in centre { #expect(description.contains("Text(\"\(text)\")")) }
    }

    /// The time wheels packed in the centre as UIDatePicker packs them (Flutter
    /// `_DatePickerLayoutDelegate`, `_kDatePickerPadSize` 12, `_kPickerWidth` 320): each
    /// wheel as wide as its widest row plus 12 on each side, the three spanning 320 points
    /// centred in the picker, the hour and AM/PM wheels taking half the spare width each; so
    /// the hour's rows end 24 before the minutes' start and the AM/PM rows start 24 after
    /// the minutes' end, whatever the picker's width.
    @Test(arguments: [361.0, 393.0, 600.0])
    func timeWheelsArePackedInTheCentre(width: CGFloat) throws {
        let picker = DatePicker("", selection: .constant(Self.date), displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel).labelsHidden()
        func widest(_ labels: [String]) -> CGFloat {
            labels.map { controlsSize(Text($0).font(.system(size: 21)), .unspecified).width }.max() ?? 0
        }
        let hour = widest((1...12).map { "\($0)" }), minute = widest((0...59).map { String(format: "%02d", $0) })
        let dayPeriod = widest(["AM", "PM"])
        let spare = 320 - (hour + 24) - (minute + 24) - (dayPeriod + 24)
        let start = (width - 320) / 2
        let host = ViewHost(picker.frame(width: width), size: CGSize(width: width, height: 216), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        func frame(_ text: String) throws -> CGRect { try #require(frames.first { $0.name == "Text(\"\(text)\")" }?.frame) }
        // Frames are whole pixels at @3x: within a third of a point of the figures.
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1.0 / 3 }
        let hourEnd = start + 12 + hour + spare / 2
        #expect(near(try frame("7").maxX, hourEnd))
        #expect(near(try frame("41").minX, hourEnd + 24))
        #expect(near(try frame("PM").minX, hourEnd + 24 + minute + 24))
        // The rows' group is centred: as far from the picker's middle on both sides.
        #expect(near(width / 2 - (hourEnd - hour), hourEnd + 24 + minute + 24 + dayPeriod - width / 2))
    }

    /// The figures at an iPhone 15's 393 points (Inter at 21 points, @3x): the hour's rows
    /// end at x 154.167 and the AM/PM rows start at x 227.167, 73 points apart around the
    /// minutes' wheel, where the weighted wheels had them a third of the width apart.
    @Test func timeWheelsFiguresAtAniPhoneWidth() throws {
        let picker = DatePicker("", selection: .constant(Self.date), displayedComponents: .hourAndMinute)
            .datePickerStyle(.wheel).labelsHidden()
        let host = ViewHost(picker.frame(width: 393), size: CGSize(width: 393, height: 216), scale: 3)
        _ = host.layoutDescription()
        let frames = host.graph.unitFrames()
        let seven = try #require(frames.first { $0.name == "Text(\"7\")" }?.frame)
        let pm = try #require(frames.first { $0.name == "Text(\"PM\")" }?.frame)
        #expect(formatPoints(seven.maxX) == "154.167")
        #expect(formatPoints(pm.minX) == "227.167")
    }
}

