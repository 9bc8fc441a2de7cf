// RelativeDateTimeFormatter.swift · Raster/Support · Foundation's RelativeDateTimeFormatter (iOS 13), which Linux's Foundation lacks
// Status: Complete — every member of Apple's class; the strings are those of Foundation's
// `Date.AnchoredRelativeFormatStyle` (ICU's relative-time data), which Linux's Foundation has.
//
// swift-corelibs-foundation (Swift 6.3) has no `RelativeDateTimeFormatter`, which apps use
// for "2 hours ago" in feeds and lists (Ice Cubes and IcySky's date caches in the
// compatibility surveys). Raster declares it with Foundation's name. Where Foundation gains it,
// this must go (both declarations would make every use ambiguous).

import Foundation

/// A formatter that describes a date relative to another, such as "2 hours ago" or
/// "yesterday" (Foundation's `RelativeDateTimeFormatter`, iOS 13).
///
/// Raster (Linux): the strings come from Foundation's `Date.AnchoredRelativeFormatStyle`,
/// which picks the largest unit the dates differ by and rounds to it (90 seconds ago is
/// "2 minutes ago") [UNCERTAIN: Apple's formatter is not documented to round the same way].
/// As on Apple platforms, `locale` and `calendar` start as `Locale.current` and
/// `Calendar.current`, which on Linux come from the process's `LANG`: set `locale` for output
/// that does not depend on the machine.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How a relative date is phrased: with a number ("1 day ago") or a name where the
    /// language has one ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 2 weeks" (the default).
        case numeric = 0
        /// "yesterday", "next week"; numeric where no name exists ("3 days ago").
        case named = 1
    }

    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago" (the default).
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago" (ICU's short form).
        case short = 2
        /// "2mo ago" (ICU's narrow form).
        case abbreviated = 3
    }

    /// Numbers or names (default `.numeric`).
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The length of unit names (default `.full`).
    open var unitsStyle: UnitsStyle = .full
    /// Capitalization for where the string is shown (default `.unknown`; `.dynamic` is taken as
    /// `.unknown`, since Raster has no text field to ask).
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar dates are compared in (default `Calendar.current`).
    open var calendar: Calendar! = .current
    /// The locale of the strings (default `Locale.current`).
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `date` described relative to `referenceDate`: "1 hour ago" when `date` is an hour
    /// before it, "in 3 days" three days after.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        style(anchor: date).format(referenceDate)
    }

    /// The time `timeInterval` seconds from now described relative to now ("in 5 minutes" for
    /// 300, "5 minutes ago" for −300).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero unit of `dateComponents` (year, month, week, day, hour, minute,
    /// second) described as an offset from now: `DateComponents(day: -1)` is "1 day ago" (or
    /// "yesterday" when named). Components that are all zero or absent read as zero seconds.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, Int?)] = [
            (.year, .year, dateComponents.year), (.month, .month, dateComponents.month),
            (.weekOfMonth, .week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear),
            (.day, .day, dateComponents.day), (.hour, .hour, dateComponents.hour),
            (.minute, .minute, dateComponents.minute), (.second, .second, dateComponents.second),
        ]
        let (component, field, value) = units.first { ($0.2 ?? 0) != 0 }.map { ($0.0, $0.1, $0.2!) }
            ?? (.second, .second, 0)
        let now = Date()
        let calendar = self.calendar ?? .current
        guard let date = calendar.date(byAdding: component, value: value, to: now) else {
            return localizedString(for: now, relativeTo: now)
        }
        var style = style(anchor: date)
        style.allowedFields = [field]
        return style.format(now)
    }

    /// `obj` described relative to now when it is a `Date`, else nil.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// Foundation's format style for describing `anchor`, with this formatter's settings.
    private func style(anchor: Date) -> Date.AnchoredRelativeFormatStyle {
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let capitalization: FormatStyleCapitalizationContext
        switch formattingContext {
        case .standalone: capitalization = .standalone
        case .listItem: capitalization = .listItem
        case .beginningOfSentence: capitalization = .beginningOfSentence
        case .middleOfSentence: capitalization = .middleOfSentence
        default: capitalization = .unknown
        }
        return Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                unitsStyle: units, locale: locale ?? .current,
                                                calendar: calendar ?? .current, capitalizationContext: capitalization)
    }
}
