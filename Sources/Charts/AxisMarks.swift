// AxisMarks.swift · Charts · mirrors Swift Charts AxisMarks, AxisMarkValues, AxisValue, AxisGridLine, AxisTick, AxisValueLabel, AxisContentBuilder, AxisMarkBuilder (iOS 17)
// Status: Partial — values (automatic, explicit, numeric and calendar strides), position,
// grid lines, ticks and value labels (default, string, format, view) with foregroundStyle and
// font; not presets other than .automatic, label anchors, collision resolution or orientation.

import Foundation
import Raster

/// Content of a chart's axis: `AxisMarks`.
///
/// Mirrors Swift Charts' `AxisContent`. Raster: `_axisMarks` is how Raster reads it.
public protocol AxisContent {
    /// The axis marks as Raster reads them (not Swift Charts' API).
    var _axisMarks: [_AxisMarksBox] { get }
}

/// Axis marks as Raster reads them (public because `AxisContent` names it).
public struct _AxisMarksBox {
    let configuration: AxisMarksConfiguration
}

/// Builds a chart axis's content. Mirrors Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentList { AxisContentList(marks: content._axisMarks) }
    public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList { AxisContentList(marks: parts.flatMap(\.marks)) }
    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(marks: []) }
    public static func buildEither(first part: AxisContentList) -> AxisContentList { part }
    public static func buildEither(second part: AxisContentList) -> AxisContentList { part }
}

/// Axis content an `AxisContentBuilder` built.
public struct AxisContentList: AxisContent {
    let marks: [_AxisMarksBox]
    public var _axisMarks: [_AxisMarksBox] { marks }
}

/// A mark of an axis at one value: a grid line, a tick or a value label.
///
/// Mirrors Swift Charts' `AxisMark`. Raster: `_axisElements` is how Raster reads it.
public protocol AxisMark {
    /// The mark as Raster reads it (not Swift Charts' API).
    var _axisElements: [_AxisElement] { get }
}

/// An axis mark as Raster reads it (public because `AxisMark` names it).
public struct _AxisElement {
    enum Kind {
        case gridLine
        case tick(length: CGFloat)
        case label(text: String?, format: ((_PlotValue) -> String?)?, view: AnyView?)
    }
    var kind: Kind
    var centered: Bool?
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
    var font: Font?
}

/// Builds the marks of one axis value. Mirrors Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(elements: mark._axisElements) }
    public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList { AxisMarkList(elements: parts.flatMap(\.elements)) }
    public static func buildBlock() -> AxisMarkList { AxisMarkList(elements: []) }
    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(elements: []) }
    public static func buildEither(first part: AxisMarkList) -> AxisMarkList { part }
    public static func buildEither(second part: AxisMarkList) -> AxisMarkList { part }
}

/// Axis marks an `AxisMarkBuilder` built.
public struct AxisMarkList: AxisMark {
    let elements: [_AxisElement]
    public var _axisElements: [_AxisElement] { elements }
}

extension AxisMark {
    /// Draws the mark (line or label) with `style`. Mirrors Swift Charts' `AxisMark.foregroundStyle(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkList {
        let erased = AnyShapeStyle(style)
        return AxisMarkList(elements: _axisElements.map { var element = $0; element.style = element.style ?? erased; return element })
    }

    /// Sets a value label's font. Mirrors Swift Charts' `AxisMark.font(_:)`.
    public func font(_ font: Font?) -> AxisMarkList {
        AxisMarkList(elements: _axisElements.map { var element = $0; element.font = element.font ?? font; return element })
    }
}

/// A line across the plot at an axis value. Mirrors Swift Charts' `AxisGridLine`.
///
/// Raster: `ChartDefaults.gridLineWidth` points of `ChartDefaults.gridLineColor` unless
/// `stroke` or `foregroundStyle` say otherwise; `centered` puts it halfway to the next value.
public struct AxisGridLine: AxisMark {
    let element: _AxisElement
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        element = _AxisElement(kind: .gridLine, centered: centered, stroke: stroke)
    }
    public var _axisElements: [_AxisElement] { [element] }
}

/// A short line outside the plot at an axis value. Mirrors Swift Charts' `AxisTick`.
///
/// Raster: `length` points (default 4, `ChartDefaults.tickLength`) out from the plot's edge on the
/// labels' side.
public struct AxisTick: AxisMark {
    let element: _AxisElement
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        element = _AxisElement(kind: .tick(length: length), centered: centered, stroke: stroke)
    }
    public var _axisElements: [_AxisElement] { [element] }
}

/// The label of an axis value. Mirrors Swift Charts' `AxisValueLabel`.
///
/// Raster: by default the value as the axis labels it (`ChartDefaults.axisLabelFont`,
/// `ChartDefaults.labelStyle`); x labels are centred under categories and start at their
/// value on continuous axes (centred with `centered: true`).
public struct AxisValueLabel: AxisMark {
    let element: _AxisElement

    /// The value's default label.
    public init(centered: Bool? = nil) {
        element = _AxisElement(kind: .label(text: nil, format: nil, view: nil), centered: centered)
    }

    /// The value formatted by `format` (a number or date format style).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let formatter: (_PlotValue) -> String? = { value in Format.FormatInput.fromPlotValue(value).map { format.format($0) } }
        element = _AxisElement(kind: .label(text: nil, format: formatter, view: nil), centered: centered)
    }

    /// A label of your own text.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {
        element = _AxisElement(kind: .label(text: String(label), format: nil, view: nil), centered: centered)
    }

    /// A label of your own view.
    public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {
        element = _AxisElement(kind: .label(text: nil, format: nil, view: AnyView(content())), centered: centered)
    }

    public var _axisElements: [_AxisElement] { [element] }
}

/// The value of one axis mark, as `AxisMarks` hands it to its content.
///
/// Mirrors Swift Charts' `AxisValue`.
public struct AxisValue {
    /// The mark's position among the axis's marks, from zero.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int
    let value: _PlotValue

    /// The value as `type`, or nil if it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromPlotValue(value) }
}

/// Where an axis's marks go. Mirrors Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Storage: Equatable { case automatic, leading, trailing, top, bottom }
    let storage: Storage
    public static var automatic: AxisMarkPosition { AxisMarkPosition(storage: .automatic) }
    public static var leading: AxisMarkPosition { AxisMarkPosition(storage: .leading) }
    public static var trailing: AxisMarkPosition { AxisMarkPosition(storage: .trailing) }
    public static var top: AxisMarkPosition { AxisMarkPosition(storage: .top) }
    public static var bottom: AxisMarkPosition { AxisMarkPosition(storage: .bottom) }

    var isLeading: Bool? { storage == .leading ? true : storage == .trailing ? false : nil }
    var isTop: Bool? { storage == .top ? true : storage == .bottom ? false : nil }
}

/// A preset of an axis's marks. Mirrors Swift Charts' `AxisMarkPreset` (Raster draws every
/// preset as `.automatic`).
public struct AxisMarkPreset: Equatable, Sendable {
    enum Storage: Equatable { case automatic, extended, aligned, inset }
    let storage: Storage
    public static var automatic: AxisMarkPreset { AxisMarkPreset(storage: .automatic) }
    public static var extended: AxisMarkPreset { AxisMarkPreset(storage: .extended) }
    public static var aligned: AxisMarkPreset { AxisMarkPreset(storage: .aligned) }
    public static var inset: AxisMarkPreset { AxisMarkPreset(storage: .inset) }
}

/// Which values an axis marks. Mirrors Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case values([_PlotValue])
    }
    let storage: Storage

    /// The axis's automatic values (nice numbers, whole dates, every category).
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil, minimumStride: nil)) }
    /// Automatic values, about `desiredCount` of them.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: nil))
    }
    /// Automatic values, about `desiredCount` of them, at least `minimumStride` apart (in the
    /// axis's units: numbers, or seconds on a date axis). Mirrors Swift Charts'
    /// `automatic(minimumStride:desiredCount:roundLowerBound:roundUpperBound:)`.
    ///
    /// Raster: a numeric axis steps by the smallest nice number (1, 2, 2.5 or 5 times a power of
    /// ten) not below `minimumStride`, when the desired count's step is shorter; a date axis
    /// takes fewer dates until they are that far apart.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        let stride = Double(minimumStride)
        if !(stride.isFinite && stride >= 0) {
            warnCharts("AxisMarkValues.automatic(minimumStride: \(stride)) needs a finite, non-negative stride; it is ignored")
        }
        return AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: stride.isFinite && stride > 0 ? stride : nil))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .stride(Double(stepSize)))
    }
    /// The start of every `count` calendar `component`s in the (date) domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        if count < 1 { warnCharts("AxisMarkValues.stride(by: \(component), count: \(count)) needs a count of at least 1; 1 is used") }
        return AxisMarkValues(storage: .dateStride(component, max(1, count)))
    }
}

/// The marks of one axis. Mirrors Swift Charts' `AxisMarks`.
///
/// Raster: `values` picks the axis values; `content` (given an `AxisValue`) picks what is drawn
/// at each (grid line, tick, label); without content, a grid line and a label (a label alone
/// for categories), as iOS draws an axis by default.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let configuration: AxisMarksConfiguration
    public var _axisMarks: [_AxisMarksBox] { [_AxisMarksBox(configuration: configuration)] }

    /// Marks at `values`, each drawn by `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        configuration = AxisMarksConfiguration(values: values, position: position, content: { content($0)._axisElements })
    }

    /// Marks at the given values, each drawn by `content`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        let list = AxisMarkValues(storage: .values(values.map { $0.primitivePlottable._plotValue }))
        configuration = AxisMarksConfiguration(values: list, position: position, content: { content($0)._axisElements })
    }
}

extension AxisMarks where Content == Never {
    /// Default marks at `values` (grid lines and labels; lines with `stroke`).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        configuration = AxisMarksConfiguration(values: values, position: position, content: nil, stroke: stroke)
    }

    /// Default marks at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        let list = AxisMarkValues(storage: .values(values.map { $0.primitivePlottable._plotValue }))
        configuration = AxisMarksConfiguration(values: list, position: position, content: nil, stroke: stroke)
    }
}

extension Never: AxisMark {
    public var _axisElements: [_AxisElement] { [] }
}

extension View {
    /// Replaces the x axis of the charts in this view with `content`'s marks.
    /// Mirrors Swift Charts' `chartXAxis(content:)`.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks.map(\.configuration)
        return chartConfiguration { $0.xAxisMarks = AxisMarksConfiguration.merged(marks); $0.xAxisVisibility = .visible }
    }

    /// Replaces the y axis of the charts in this view with `content`'s marks.
    /// Mirrors Swift Charts' `chartYAxis(content:)`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks.map(\.configuration)
        return chartConfiguration { $0.yAxisMarks = AxisMarksConfiguration.merged(marks); $0.yAxisVisibility = .visible }
    }
}

/// An axis's marks as the chart reads them.
struct AxisMarksConfiguration {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    var content: ((AxisValue) -> [_AxisElement])?
    var stroke: StrokeStyle?
    /// Further `AxisMarks` of the same axis (a builder with several).
    var others: [AxisMarksConfiguration] = []

    static func merged(_ list: [AxisMarksConfiguration]) -> AxisMarksConfiguration? {
        guard var first = list.first else {
            return AxisMarksConfiguration(values: .automatic, position: .automatic, content: { _ in [] })
        }
        first.others = Array(list.dropFirst())
        return first
    }

    /// The marks an axis draws: the configuration's, or iOS's default (a grid line and a
    /// label at each value; a label alone for categories).
    static func instances(_ configuration: AxisMarksConfiguration?, scale: ChartScale) -> [AxisMarkInstance] {
        guard let configuration else { return defaultInstances(scale: scale, ticks: scale.ticks, stroke: nil) }
        return ([configuration] + configuration.others).flatMap { $0.instances(scale: scale) }
    }

    /// The gap from value `index` to the next (to the previous, for the last), or nil for a lone value.
    static func step(at index: Int, of values: [Double]) -> Double? {
        if index + 1 < values.count { return values[index + 1] - values[index] }
        if index > 0 { return values[index] - values[index - 1] }
        return nil
    }

    static func defaultInstances(scale: ChartScale, ticks: [ChartTick], stroke: StrokeStyle?) -> [AxisMarkInstance] {
        let line = AxisMarkInstance.Line(stroke: stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridLineWidth), style: nil)
        return ticks.enumerated().map { index, tick in
            AxisMarkInstance(value: tick.value, step: step(at: index, of: ticks.map(\.value)),
                             gridLine: scale.kind == .category ? nil : line, label: tick.label)
        }
    }

    /// This configuration's values on `scale`, as ticks (value and default label).
    func ticks(scale: ChartScale) -> [(ChartTick, _PlotValue)] {
        func plotValue(_ tick: ChartTick) -> _PlotValue {
            switch scale.kind {
            case .category: return .category(tick.label)
            case .numeric: return .number(tick.value)
            case .date: return .date(Date(timeIntervalSinceReferenceDate: tick.value))
            }
        }
        let calendar = scale.calendar, locale = scale.locale
        switch values.storage {
        case .automatic(let desiredCount, let minimumStride):
            guard desiredCount != nil || minimumStride != nil, scale.kind != .category else {
                return scale.ticks.map { ($0, plotValue($0)) }
            }
            var ticks: [ChartTick]
            if scale.kind == .date {
                var count = desiredCount ?? ChartDefaults.dateTickCount
                ticks = DateScale.ticks(lower: scale.lower, upper: scale.upper, desiredCount: count, calendar: calendar, locale: locale)
                while let minimumStride, count > 1, zip(ticks.dropFirst(), ticks).contains(where: { $0.value - $1.value < minimumStride }) {
                    count -= 1
                    ticks = DateScale.ticks(lower: scale.lower, upper: scale.upper, desiredCount: count, calendar: calendar, locale: locale)
                }
            } else {
                var step = NiceScale.step(lower: scale.lower, upper: scale.upper, desiredCount: desiredCount ?? ChartDefaults.numericTickCount)
                if let minimumStride, step < minimumStride { step = NiceScale.step(atLeast: minimumStride) }
                ticks = NiceScale.ticks(lower: scale.lower, upper: scale.upper, step: step).map { ChartTick(value: $0, label: NiceScale.label($0, step: step, locale: locale)) }
                if ticks.isEmpty, scale.upper > scale.lower {
                    warnCharts("AxisMarks(values: .automatic(…)) gives more than \(NiceScale.maximumTickCount) values over the axis's "
                               + "domain; none are drawn (ask for fewer)")
                }
            }
            return ticks.map { ($0, plotValue($0)) }
        case .stride(let step):
            guard scale.kind == .numeric, step > 0, step.isFinite else {
                warnCharts("AxisMarks(values: .stride(by: \(step))) needs a numeric axis and a positive step; the axis's automatic values are used")
                return scale.ticks.map { ($0, plotValue($0)) }
            }
            let values = NiceScale.ticks(lower: scale.lower, upper: scale.upper, step: step)
            if values.isEmpty, (scale.upper - scale.lower) / step >= 1 {
                warnCharts("AxisMarks(values: .stride(by: \(step))) gives more than \(NiceScale.maximumTickCount) values over the axis's "
                           + "domain; none are drawn (use a larger stride)")
            }
            return values.map {
                let tick = ChartTick(value: $0, label: NiceScale.label($0, step: step, locale: locale)); return (tick, plotValue(tick))
            }
        case .dateStride(let component, let count):
            guard scale.kind == .date else {
                warnCharts("AxisMarks(values: .stride(by: \(component))) needs a date axis; the axis's automatic values are used")
                return scale.ticks.map { ($0, plotValue($0)) }
            }
            let dates = DateScale.tickDates(from: Date(timeIntervalSinceReferenceDate: scale.lower), to: Date(timeIntervalSinceReferenceDate: scale.upper),
                                            component: component, count: count, calendar: calendar)
            if dates.count == NiceScale.maximumTickCount {
                warnCharts("AxisMarks(values: .stride(by: \(component), count: \(count))) gives \(NiceScale.maximumTickCount) or more "
                           + "dates over the axis's domain; at most the first \(NiceScale.maximumTickCount) are drawn (use a longer stride)")
            }
            let formatter = DateFormatter()
            formatter.locale = locale; formatter.calendar = calendar; formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(DateScale.template(for: component))
            return dates.map { (ChartTick(value: $0.timeIntervalSinceReferenceDate, label: formatter.string(from: $0)), .date($0)) }
        case .values(let list):
            return list.compactMap { value in
                switch (scale.kind, value) {
                case (.category, .category(let name)):
                    guard let index = scale.categories.firstIndex(of: name) else { return nil }
                    return (ChartTick(value: Double(index), label: name), value)
                case (.numeric, .number(let number)):
                    return (ChartTick(value: number, label: NiceScale.label(number, step: number == 0 ? 1 : abs(number), locale: locale)), value)
                case (.date, .date(let date)):
                    let formatter = DateFormatter()
                    formatter.locale = locale; formatter.calendar = calendar; formatter.timeZone = calendar.timeZone
                    formatter.setLocalizedDateFormatFromTemplate("MMMd")
                    return (ChartTick(value: date.timeIntervalSinceReferenceDate, label: formatter.string(from: date)), value)
                default:
                    warnCharts("AxisMarks(values:) has \(value.chartsLabel), not of the axis's kind; it is not drawn")
                    return nil
                }
            }
        }
    }

    func instances(scale: ChartScale) -> [AxisMarkInstance] {
        let ticks = self.ticks(scale: scale)
        guard let content else { return AxisMarksConfiguration.defaultInstances(scale: scale, ticks: ticks.map(\.0), stroke: stroke) }
        var instances: [AxisMarkInstance] = []
        for (index, (tick, value)) in ticks.enumerated() {
            var instance = AxisMarkInstance(value: tick.value, step: AxisMarksConfiguration.step(at: index, of: ticks.map(\.0.value)),
                                            gridLine: nil, label: nil)
            for element in content(AxisValue(index: index, count: ticks.count, value: value)) {
                let stroke = element.stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridLineWidth)
                switch element.kind {
                case .gridLine:
                    instance.gridLine = AxisMarkInstance.Line(stroke: stroke, style: element.style, centered: element.centered == true)
                case .tick(let length):
                    instance.tick = AxisMarkInstance.Tick(length: length, stroke: stroke, style: element.style,
                                                          centered: element.centered == true)
                case .label(let text, let format, let view):
                    let label = text ?? format?(value) ?? tick.label
                    instance.label = label
                    instance.labelCentered = element.centered == true
                    if let view {
                        instance.labelView = view
                    } else if element.font != nil || element.style != nil {
                        instance.labelView = AnyView(Text(verbatim: label).font(element.font ?? ChartDefaults.axisLabelFont)
                            .foregroundStyle(element.style ?? AnyShapeStyle(ChartDefaults.labelStyle)))
                    }
                }
            }
            instances.append(instance)
        }
        return instances
    }
}

/// One mark of an axis as drawn: where, and its line, tick and label, each of which may be
/// centred (halfway to the next value) on its own.
struct AxisMarkInstance {
    struct Line { var stroke: StrokeStyle; var style: AnyShapeStyle?; var centered = false }
    struct Tick { var length: CGFloat; var stroke: StrokeStyle; var style: AnyShapeStyle?; var centered = false }
    /// A number, a category's index, or a date's seconds since the reference date.
    var value: Double
    /// The distance to the next mark's value (to the previous one's for the last mark): where a
    /// centred mark's middle is.
    var step: Double?
    var gridLine: Line?
    var tick: Tick?
    var label: String?
    var labelView: AnyView?
    var labelCentered = false
}
