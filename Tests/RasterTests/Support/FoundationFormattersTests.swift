// FoundationFormattersTests.swift · RasterTests/Support · the Foundation formatters and constants Linux lacks (Support/RelativeDateTimeFormatter.swift, ListFormatter.swift, DateComponentsFormatter.swift, TimeConstants.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct RelativeDateTimeFormatterTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
                   _ units: RelativeDateTimeFormatter.UnitsStyle = .full) -> RelativeDateTimeFormatter {
        let f = RelativeDateTimeFormatter()
        f.locale = Locale(identifier: "en_US")
        f.calendar = Calendar(identifier: .gregorian)
        f.dateTimeStyle = style
        f.unitsStyle = units
        return f
    }

    @Test func describesTheLargestUnitBeforeAndAfter() {
        let f = formatter()
        #expect(f.localizedString(for: Self.now.addingTimeInterval(-3_600), relativeTo: Self.now) == "1 hour ago")
        #expect(f.localizedString(for: Self.now.addingTimeInterval(3 * 86_400), relativeTo: Self.now) == "in 3 days")
        #expect(f.localizedString(for: Self.now.addingTimeInterval(-5), relativeTo: Self.now) == "5 seconds ago")
    }

    @Test func defaultsAreNumericFullUnknownContextAndTheCurrentLocale() {
        let f = RelativeDateTimeFormatter()
        #expect(f.dateTimeStyle == .numeric)
        #expect(f.unitsStyle == .full)
        #expect(f.formattingContext == .unknown)
        #expect(f.locale == .current)
    }

    @Test func namedStyleUsesTheLanguagesNames() {
        let f = formatter(.named)
        #expect(f.localizedString(for: Self.now.addingTimeInterval(-86_400), relativeTo: Self.now) == "yesterday")
        #expect(f.localizedString(for: Self.now, relativeTo: Self.now) == "now")
        f.formattingContext = .beginningOfSentence
        #expect(f.localizedString(for: Self.now.addingTimeInterval(86_400), relativeTo: Self.now) == "Tomorrow")
    }

    @Test func unitsStylesMapToICUsWidths() {
        let later = Self.now.addingTimeInterval(7_200)
        #expect(formatter(.numeric, .short).localizedString(for: later, relativeTo: Self.now) == "in 2 hr.")
        #expect(formatter(.numeric, .abbreviated).localizedString(for: later, relativeTo: Self.now) == "in 2h")
        #expect(formatter(.numeric, .spellOut).localizedString(for: later, relativeTo: Self.now) == "in two hours")
    }

    @Test func dateComponentsUseTheirLargestNonZeroUnit() {
        let f = formatter()
        #expect(f.localizedString(from: DateComponents(day: -3, hour: 5)) == "3 days ago")
        #expect(f.localizedString(from: DateComponents(month: 2)) == "in 2 months")
        #expect(f.localizedString(from: DateComponents(weekOfMonth: -1)) == "1 week ago")
        #expect(f.localizedString(from: DateComponents()) == "in 0 seconds")
        #expect(formatter(.named).localizedString(from: DateComponents(day: -1)) == "yesterday")
    }

    @Test func timeIntervalsAndStringForDescribeRelativeToNow() {
        let f = formatter()
        #expect(f.localizedString(fromTimeInterval: -120) == "2 minutes ago")
        #expect(f.string(for: Date().addingTimeInterval(600)) == "in 10 minutes")
        #expect(f.string(for: "not a date") == nil)
    }
}

@Suite struct ListFormatterTests {
    @Test func joinsWithTheLocalesPattern() {
        let f = ListFormatter()
        f.locale = Locale(identifier: "en_US")
        #expect(f.string(from: ["red", "green", "blue"]) == "red, green, and blue")
        #expect(f.string(from: ["red", "green"]) == "red and green")
        #expect(f.string(from: ["red"]) == "red")
        #expect(f.string(from: []) == "")
        f.locale = Locale(identifier: "de_DE")
        #expect(f.string(from: ["rot", "grün", "blau"]) == "rot, grün und blau")
    }

    @Test func itemsGoThroughTheItemFormatterOrTheirDescription() {
        let f = ListFormatter()
        f.locale = Locale(identifier: "en_US")
        #expect(f.string(from: ["a", 2, 3.5]) == "a, 2, and 3.5")
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        f.itemFormatter = percent
        #expect(f.string(from: [0.5, 0.25]) == "50% and 25%")
        #expect(f.string(from: ["not a number"]) == nil)
        #expect(f.string(for: [0.1]) == "10%")
        #expect(f.string(for: 0.1) == nil)
    }

    @Test func classMethodJoinsForTheCurrentLocale() throws {
        // The machine's locale decides the words; the items stay in order, each once.
        let joined = ListFormatter.localizedString(byJoining: ["alpha", "beta", "gamma"])
        let a = try #require(joined.range(of: "alpha")), b = try #require(joined.range(of: "beta"))
        let c = try #require(joined.range(of: "gamma"))
        #expect(a.upperBound <= b.lowerBound && b.upperBound <= c.lowerBound)
        #expect(joined.hasPrefix("alpha") && joined.hasSuffix("gamma"))
    }
}

@Suite struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle = .positional,
                   _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.calendar?.locale = Locale(identifier: "en_US")
        f.unitsStyle = style
        f.allowedUnits = units
        return f
    }

    @Test func positionalDropsLeadingZeroUnitsButKeepsTwoFields() {
        let f = formatter()
        #expect(f.string(from: 3_725) == "1:02:05")
        #expect(f.string(from: 4_200) == "1:10:00")
        #expect(f.string(from: 125) == "2:05")
        #expect(f.string(from: 5) == "0:05")
        #expect(f.string(from: 0) == "0:00")
        #expect(f.string(from: -3_725) == "-1:02:05")
        #expect(f.string(from: 59.9) == "0:59")
        #expect(formatter(.positional, [.hour, .minute]).string(from: 3_725) == "1:02")
    }

    @Test func padWritesEveryFieldWithTwoDigits() {
        let f = formatter()
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 5) == "00:00:05")
        #expect(f.string(from: 3_725) == "01:02:05")
    }

    @Test func labelledStylesDropZeroUnits() {
        let cases: [(DateComponentsFormatter.UnitsStyle, String, String)] = [
            (.abbreviated, "1h 2m 5s", "1h 5s"), (.short, "1 hr, 2 min, 5 sec", "1 hr, 5 sec"),
            (.full, "1 hour, 2 minutes, 5 seconds", "1 hour, 5 seconds"),
            (.spellOut, "one hour, two minutes, five seconds", "one hour, five seconds"),
            (.brief, "1 hr 2 min 5 sec", "1 hr 5 sec"),
        ]
        for (style, full, gap) in cases {
            let f = formatter(style)
            #expect(f.string(from: 3_725) == full)
            #expect(f.string(from: 3_605) == gap)
        }
        #expect(formatter(.full).string(from: 0) == "0 seconds")
        #expect(formatter(.full).string(from: -3_605) == "-1 hour, 5 seconds")
    }

    @Test func zeroBehavioursKeepTheUnitsTheyName() {
        let f = formatter(.abbreviated)
        f.zeroFormattingBehavior = .none
        #expect(f.string(from: 65) == "0h 1m 5s")
        f.zeroFormattingBehavior = .dropLeading
        #expect(f.string(from: 3_600) == "1h 0m 0s")
        f.zeroFormattingBehavior = .dropTrailing
        #expect(f.string(from: 60) == "0h 1m")
    }

    @Test func maximumUnitCountCollapsingAndPhrases() {
        let f = formatter(.full)
        f.maximumUnitCount = 1
        #expect(f.string(from: 3_725) == "1 hour")
        f.maximumUnitCount = 0
        f.collapsesLargestUnit = true
        #expect(f.string(from: 3_725) == "62 minutes, 5 seconds")
        #expect(f.string(from: 7_325) == "2 hours, 2 minutes, 5 seconds")
        f.collapsesLargestUnit = false
        f.unitsStyle = .abbreviated
        f.includesApproximationPhrase = true
        f.includesTimeRemainingPhrase = true
        #expect(f.string(from: 123) == "About 2m 3s remaining")
    }

    @Test func componentsDatesAndObjects() {
        let f = formatter(.abbreviated)
        f.referenceDate = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(f.string(from: DateComponents(hour: 2, minute: 3)) == "2h 3m")
        #expect(f.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 90)) == "1m 30s")
        #expect(f.string(for: 61.0) == "1m 1s")
        #expect(f.string(for: DateComponents(second: 4)) == "4s")
        #expect(f.string(for: "x") == nil)
        #expect(f.string(from: .nan) == nil)
        #expect(f.string(from: .infinity) == nil)
    }

    @Test func yearsAndMonthsAreCountedInWeeksAndDaysWithAWarning() {
        let f = formatter(.abbreviated, [])
        let (text, warnings) = RasterDiagnostics.capturingWarnings { f.string(from: 40 * 86_400 + 5) }
        #expect(text == "5w 5d 5s")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Leave .year and .month out of allowedUnits") == true)
        let (short, none) = RasterDiagnostics.capturingWarnings { f.string(from: 3_725) }
        #expect(short == "1h 2m 5s")
        #expect(none.isEmpty)
    }

    @Test func defaultsAreApples() {
        let f = DateComponentsFormatter()
        #expect(f.unitsStyle == .positional)
        #expect(f.allowedUnits == [])
        #expect(f.zeroFormattingBehavior == .default)
        #expect(f.maximumUnitCount == 0)
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 3, second: 4), unitsStyle: .positional) == "3:04")
    }
}

@Suite struct TimeConstantsTests {
    @Test func darwinsNanosecondConstants() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC == 1_000_000)
        #expect(NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let sleep: UInt64 = 2 * NSEC_PER_SEC
        #expect(sleep == 2_000_000_000)
    }
}
