// DatePickerStyles.swift · Raster/Views/Controls · mirrors SwiftUI DefaultDatePickerStyle, CompactDatePickerStyle, GraphicalDatePickerStyle, WheelDatePickerStyle; draws the compact buttons and the wheels
// Status: Partial — looks at rest; the compact buttons open nothing. The graphical calendar is in
// DatePickerCalendar.swift.

import Foundation

/// The default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}

/// A date picker style that displays the components in a compact, textual format.
///
/// Raster: see `CompactDatePicker` for the drawing and metrics.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}

/// A date picker style that displays an interactive calendar or clock.
///
/// Raster: see `GraphicalDatePicker`; the label is not drawn, as on iOS.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .graphical }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
///
/// Raster: the label at the leading edge (unless `labelsHidden()`), then the wheels (see
/// `PickerWheel`): month, day and year for `.date`; hour, minute and AM/PM for
/// `.hourAndMinute`; with both, one wheel of days ("Tue Dec 1") before the time's wheels.
/// With a time the wheels are packed in the centre, 24 points between their rows, as
/// UIDatePicker does (`PackedWheelLayout`); a date alone shares the width by weight.
/// [UNCERTAIN — the date wheels' relative widths read from iOS screenshots]
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// Date pickers' styles, set with `datePickerStyle(_:)`.
enum DatePickerStyleFamily: StyleFamily {
    static var defaultStyle: any DatePickerStyle { DefaultDatePickerStyle() }

    static func body(of style: any DatePickerStyle, configuration: DatePickerConfiguration) -> AnyView {
        switch style._kind {
        case .compact: AnyView(CompactDatePicker(configuration: configuration))
        case .graphical: AnyView(GraphicalDatePicker(configuration: configuration))
        case .wheel: AnyView(WheelDatePicker(configuration: configuration))
        }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: DatePickerStyleFamily.self)
    }
}

/// The compact date picker: the label row (`ControlRow`) whose control is a button for the
/// date ("Dec 1, 2026") and one for the time ("7:41 PM"), `CompactDatePicker.gap` apart.
///
/// Each button, in points: the text in 17-point body type and the primary colour, 12 from
/// the sides, 34 tall, on the tertiary system fill in a rounded rectangle of radius 8
/// (cupertino_calendar_picker's `CupertinoPickerButton`, an imitation: height 34, padding
/// 12, radius 8, tertiarySystemFill, 17-point label-coloured text; Ionic's
/// `datetime-button.ios` agrees on radius 8 with padding 13 × 7). [UNCERTAIN — imitations,
/// not measured on iOS 17]
struct CompactDatePicker: View {
    let configuration: DatePickerConfiguration

    static let height: CGFloat = 34
    static let horizontalPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 8
    /// The gap between the date and time buttons. [UNCERTAIN — read from screenshots]
    static let gap: CGFloat = 6

    var body: some View {
        let parts = configuration.parts, components = configuration.components
        return ControlRow { configuration.label } control: {
            HStack(spacing: Self.gap) {
                if components.contains(.date) { Self.button(parts.dateText) }
                if components.contains(.hourAndMinute) { Self.button(parts.timeText) }
            }
        }
        .dimmedWhenDisabled(configuration.isEnabled)
    }

    /// One grey button showing `text`.
    static func button(_ text: String) -> some View {
        Text(verbatim: text)
            .font(.body)
            .foregroundStyle(.primary)
            .lineLimit(1)
            .padding(.horizontal, horizontalPadding)
            .frame(height: height)
            .background {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color(storage: .system(.tertiaryFill)))
            }
    }
}

/// The wheel date picker: the label, then `PickerWheel`'s wheels for the components.
struct WheelDatePicker: View {
    let configuration: DatePickerConfiguration

    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let arrangement: WheelArrangement = configuration.components.contains(.hourAndMinute) ? .packed : .weighted
        let wheel = PickerWheel(columns: Self.columns(configuration), arrangement: arrangement, isEnabled: configuration.isEnabled)
        if labelsHidden {
            wheel
        } else {
            HStack(spacing: ControlMetrics.labelSpacing) {
                configuration.label
                wheel
            }
        }
    }

    /// The wheels for the configuration's components, each with the rows within a quarter
    /// turn of the shown date.
    static func columns(_ configuration: DatePickerConfiguration) -> [WheelColumn] {
        let parts = configuration.parts, calendar = configuration.calendar
        let reach = PickerWheelMetrics.visibleOffsets.last ?? 0
        func text(_ s: String) -> AnyView { AnyView(Text(verbatim: s)) }
        var columns: [WheelColumn] = []
        let showsDate = configuration.components.contains(.date), showsTime = configuration.components.contains(.hourAndMinute)
        if showsDate && showsTime {
            let days = (-reach...reach).compactMap { calendar.date(byAdding: .day, value: $0, to: configuration.date) }
            columns.append(WheelColumn(labels: days.map { day in
                let p = PickedDate(day, calendar: calendar)
                return text("\(PickedDate.weekdayNames[p.weekday - 1]) \(PickedDate.shortMonth(p.month)) \(p.day)")
            }, selectedIndex: reach, weight: 2, alignment: .trailing))
        } else if showsDate {
            let dayCount = calendar.range(of: .day, in: .month, for: configuration.date)?.count ?? 31
            columns.append(WheelColumn(labels: PickedDate.monthNames.map(text), selectedIndex: parts.month - 1, weight: 1.6,
                                       alignment: .leading))
            columns.append(WheelColumn(labels: (1...dayCount).map { text("\($0)") }, selectedIndex: parts.day - 1, weight: 0.8))
            columns.append(WheelColumn(labels: (parts.year - reach...parts.year + reach).map { text("\($0)") },
                                       selectedIndex: reach, weight: 1))
        }
        if showsTime {
            columns.append(WheelColumn(labels: (1...12).map { text("\($0)") }, selectedIndex: PickedDate.hour12(parts.hour) - 1,
                                       alignment: .trailing))
            columns.append(WheelColumn(labels: (0...59).map { text(PickedDate.twoDigits($0)) }, selectedIndex: parts.minute,
                                       alignment: .leading))
            columns.append(WheelColumn(labels: [text("AM"), text("PM")], selectedIndex: parts.hour < 12 ? 0 : 1,
                                       alignment: .leading))
        }
        return columns
    }
}
