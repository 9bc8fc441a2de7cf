import Foundation
import Testing
@testable import Raster

/// MultiDatePicker: the graphical calendar with each selected day on a filled tint circle,
/// taps that add and remove days, bounds that exclude their upper end, and the month first shown.
@Suite struct MultiDatePickerTests {
    private static let utc = PickedDate.calendar(in: TimeZone(identifier: "UTC")!)

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(year: year, month: month, day: day)
    }

    /// Midnight UTC starting the day.
    private static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// The month of the earliest selected day is shown; each selected day has a filled tint
    /// circle with a white number; an unselected day has none. December 2026 starts on a
    /// Tuesday: the 1st is row 0, column 2; cells are 50 wide, rows start at 44 + 24.
    @Test func selectedDaysAreFilledCircles() {
        let selection: Set<DateComponents> = [Self.day(2027, 1, 4), Self.day(2026, 12, 1), Self.day(2026, 12, 18)]
        let picker = MultiDatePicker("Dates", selection: .constant(selection)).frame(width: 350)
        let host = ViewHost(picker, size: CGSize(width: 350, height: 340), scale: 3)
        #expect(host.layoutDescription().contains("Text(\"December 2026\")"))
        let image = host.render()
        let tint = rgba(0, 122, 255)
        #expect(image.pixel(atPoint: 125 - 17, 68 + 22) == tint)               // the 1st, left of its number
        #expect(image.pixel(atPoint: 125 - 21, 68 + 22) == rgba(255, 255, 255)) // outside its circle
        #expect(image.pixel(atPoint: 275 - 17, 68 + 2 * 44 + 22) == tint)      // Friday the 18th
        #expect(image.pixel(atPoint: 225 - 17, 68 + 2 * 44 + 22) == rgba(255, 255, 255)) // Thursday the 17th
        let colors = textColors(picker, ProposedViewSize(width: 350, height: nil))
        // The title, seven weekday names, then the 31 days: the 1st and the 18th in white.
        #expect(colors.count == 1 + 7 + 31)
        #expect(colors[8] == Color.white.resolve(in: EnvironmentValues()))
        #expect(colors[8 + 17] == Color.white.resolve(in: EnvironmentValues()))
        #expect(colors[8 + 16] == SystemColor.primary.resolved(.light))
    }

    /// A tap adds a day with its calendar, era, year, month and day; a tap on a selected day
    /// removes every element naming it, whatever else it holds.
    @Test func tapsAddAndRemoveDays() {
        var selection: Set<DateComponents> = [DateComponents(calendar: Self.utc, year: 2026, month: 12, day: 1)]
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = ViewHost(MultiDatePicker("Dates", selection: binding).frame(width: 350),
                            size: CGSize(width: 350, height: 340), scale: 3)
        #expect(host.tap(at: CGPoint(x: 5 * 50 + 25, y: 68 + 2 * 44 + 22)))      // Friday the 18th
        let added = Self.utc.dateComponents([.calendar, .era, .year, .month, .day], from: Self.date(2026, 12, 18))
        #expect(selection.count == 2 && selection.contains(added))
        #expect(host.tap(at: CGPoint(x: 2 * 50 + 25, y: 68 + 22)))               // the 1st
        #expect(selection == [added])
    }

    /// With nothing selected the host clock's month is shown (18 September 2023), moved into
    /// the bounds; a `Range`'s upper bound is excluded: its day cannot be picked, the day
    /// before can.
    @Test func emptySelectionAndExcludedUpperBound() {
        var selection: Set<DateComponents> = []
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let plain = ViewHost(MultiDatePicker("Dates", selection: binding).frame(width: 350), size: CGSize(width: 350, height: 340))
        #expect(plain.layoutDescription().contains("Text(\"September 2023\")"))
        let bounds = Self.date(2026, 12, 10)..<Self.date(2026, 12, 20)
        let host = ViewHost(MultiDatePicker("Dates", selection: binding, in: bounds).frame(width: 350),
                            size: CGSize(width: 350, height: 340))
        #expect(host.layoutDescription().contains("Text(\"December 2026\")"))
        _ = host.tap(at: CGPoint(x: 0 * 50 + 25, y: 68 + 3 * 44 + 22))          // Sunday the 20th, excluded
        #expect(selection.isEmpty)
        _ = host.tap(at: CGPoint(x: 6 * 50 + 25, y: 68 + 2 * 44 + 22))          // Saturday the 19th
        #expect(selection.map(\.day) == [19])
    }

    /// To VoiceOver each day is a button read as "Friday, December 18", a selected one
    /// selected, one outside the bounds dimmed; the chevrons are "Previous Month" and "Next
    /// Month" (dimmed where the bounds end), and tapping one by name moves the month.
    @Test func daysAndChevronsAreButtons() throws {
        let bounds = Self.date(2026, 12, 10)..<Self.date(2027, 1, 20)
        let host = ViewHost(MultiDatePicker("Dates", selection: .constant([Self.day(2026, 12, 18)]), in: bounds).frame(width: 350),
                            size: CGSize(width: 350, height: 340))
        let lines = host.accessibilityDescription().split(separator: "\n").map { $0.replacing(#/ \([-\d., ]+\)$/#, with: "") }
        #expect(lines.prefix(3) == ["[staticText] \"December 2026\"", "[button] \"Previous Month\" dimmed", "[button] \"Next Month\""])
        #expect(lines.contains("[button] \"Wednesday, December 9\" dimmed"))
        #expect(lines.contains("[button] \"Thursday, December 10\""))
        #expect(lines.contains("[button, selected] \"Friday, December 18\""))
        #expect(lines.count == 3 + 7 + 31)
        try host.tap("Next Month")
        #expect(host.layoutDescription().contains("Text(\"January 2027\")"))
    }

    /// Disabled, taps change nothing; an element without a day warns and marks nothing.
    @Test func disabledAndIncompleteSelections() {
        var selection: Set<DateComponents> = [DateComponents(year: 2026, month: 12)]
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let (host, warnings) = RasterDiagnostics.capturingWarnings {
            let host = ViewHost(MultiDatePicker("Dates", selection: binding).disabled(true).frame(width: 350),
                                size: CGSize(width: 350, height: 340))
            _ = host.render()
            return host
        }
        #expect(warnings == ["MultiDatePicker: a selected DateComponents (year 2026, month 12, day none) lacks a year, "
                             + "month or day, so it marks no day; give each selected element a year, month and day"])
        _ = host.tap(at: CGPoint(x: 2 * 50 + 25, y: 68 + 22))
        #expect(selection == [DateComponents(year: 2026, month: 12)])
        let day = Self.date(2026, 12, 10)
        let (_, emptyWarnings) = RasterDiagnostics.capturingWarnings {
            ViewHost(MultiDatePicker("Dates", selection: .constant([]), in: day..<day), size: CGSize(width: 350, height: 340)).render()
        }
        #expect(emptyWarnings == ["MultiDatePicker: the bounds \(day)..<\(day) hold no moment, so no day can be picked; "
                                  + "give an upper bound later than the lower one"])
    }
}
