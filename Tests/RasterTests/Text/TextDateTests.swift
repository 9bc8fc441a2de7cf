// TextDateTests.swift · RasterTests/Text · Text(_:style:) and Text(timerInterval:) (Text+Date.swift)
// Now is HostClock's reference date outside a host: 2023-09-18 16:41:00 UTC. Expected
// strings follow the examples of Apple's Text.DateStyle documentation.

import Foundation
import Testing
@testable import Raster

@Suite struct TextDateTests {
    let now = Date(timeIntervalSince1970: 1_695_055_260)
    let environment = EnvironmentValues()

    func shown(_ text: Text) -> String { text.string(in: environment) }

    @Test func dateAndTimeUseTheLocaleAndTimeZone() {
        #expect(shown(Text(now, style: .date)) == "September 18, 2023")
        let time = shown(Text(now, style: .time))
        // ICU writes a narrow no-break space before "PM" since ICU 72, as iOS 17 does.
        #expect(time == "4:41\u{202F}PM" || time == "4:41 PM")
        var berlin = environment
        berlin.timeZone = TimeZone(identifier: "Europe/Berlin")!
        berlin.locale = Locale(identifier: "de_DE")
        #expect(Text(now, style: .time).string(in: berlin) == "18:41")
    }

    /// `textVariant(.sizeDependent)` is accepted and the text drawn in its full form.
    @Test func theSizeDependentVariantDrawsTheFullForm() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let plain = try renderView(Text(date, style: .date).frame(width: 80), scale: 2)
        let variant = try renderView(Text(date, style: .date).frame(width: 80).textVariant(.sizeDependent), scale: 2)
        #expect(variant.pixmap.data == plain.pixmap.data)
    }

    @Test func relativeShowsTheTwoLargestUnits() {
        #expect(shown(Text(now.addingTimeInterval(2 * 3600 + 23 * 60 + 5), style: .relative)) == "2 hours, 23 minutes")
        #expect(shown(Text(now.addingTimeInterval(-(2 * 3600 + 23 * 60)), style: .relative)) == "2 hours, 23 minutes")
        #expect(shown(Text(now.addingTimeInterval(61), style: .relative)) == "1 minute, 1 second")
        #expect(shown(Text(now, style: .relative)) == "0 seconds")
    }

    @Test func offsetShowsTheLargestUnitWithItsSign() {
        #expect(shown(Text(now.addingTimeInterval(2 * 3600 + 59), style: .offset)) == "+2 hours")
        #expect(shown(Text(now.addingTimeInterval(-30), style: .offset)) == "-30 seconds")
    }

    @Test func timersCountMinutesAndHours() {
        #expect(shown(Text(now.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(shown(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)) == "36:59:01")
        let interval = now.addingTimeInterval(-60)...now.addingTimeInterval(3600)
        #expect(shown(Text(timerInterval: interval)) == "1:00:00")
        #expect(shown(Text(timerInterval: interval, showsHours: false)) == "60:00")
        #expect(shown(Text(timerInterval: interval, countsDown: false)) == "1:00")
        #expect(shown(Text(timerInterval: interval, pauseTime: now.addingTimeInterval(-30), countsDown: false)) == "0:30")
    }

    /// `Text(_:formatter:)` and the `formatter:` and `style:` interpolations write the value
    /// as the formatter is configured, or in the date style; a formatter that cannot write the
    /// value shows nothing, with a warning; a nil formatter writes the value as it is.
    @Test func formattersAndDateStylesInText() {
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateStyle = .long
        let words = NumberFormatter()
        words.locale = Locale(identifier: "en_US")
        words.numberStyle = .spellOut
        #expect(shown(Text(now, formatter: dates)) == "September 18, 2023")
        #expect(shown(Text(42, formatter: words)) == "forty-two")
        #expect(shown(Text("Due \(now, formatter: dates)")) == "Due September 18, 2023")
        #expect(shown(Text("\(3, formatter: words) left")) == "three left")
        #expect(shown(Text("Today is \(now, style: .date)")) == "Today is September 18, 2023")
        let none: Formatter? = nil
        #expect(shown(Text("n = \(7, formatter: none)")) == "n = 7")
        let warnings = capturingWarnings { #expect(shown(Text("x", formatter: dates)) == "") }
        #expect(warnings == ["DateFormatter could not format String value x; the text shows nothing"])
    }
}
