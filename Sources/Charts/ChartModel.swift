// ChartModel.swift · Charts · a chart's resolved marks, scales, stacks, styles and legend (Swift Charts' automatic behaviour, iOS 17)
// Status: Partial — see COMPATIBILITY.md, "Swift Charts".
//
// The steps, in order: (1) drop marks with values that are not finite, and sectors with
// negative angles, with a warning; (2) pick each axis's kind (categories if any value is a
// string, dates if any is a date, else numbers); (3) stack bars and areas that share a base
// value; (4) make each axis's domain and ticks (numbers include zero and round out to nice
// steps unless a domain is given); (5) give each `foregroundStyle(by:)` value its style, in
// order of first appearance. Geometry in points for a plot size is ChartModel+Geometry.swift.

import Foundation
import Raster

/// A legend entry: a `foregroundStyle(by:)` value and its style.
struct ChartLegendEntry {
    var label: String
    var style: AnyShapeStyle
    /// The entry's symbol: the one its marks share through `symbol(by:)`, else a circle.
    var symbol: BasicChartSymbolShape = .circle
}

struct ChartModel {
    var marks: [ChartMark]
    var configuration: ChartConfiguration
    var x: ChartScale?
    var y: ChartScale?
    /// For each mark (by index): the interval its bar or area covers on its value axis after stacking.
    var stacked: [Int: (Double, Double)] = [:]
    /// For each bar mark: whether it is horizontal (its value along x).
    var horizontal: Set<Int> = []
    /// The `foregroundStyle(by:)` values, in order, and their styles.
    var legend: [ChartLegendEntry] = []
    /// The `position(by:)` values, in order.
    var positionKeys: [String] = []
    /// The `symbol(by:)` values, in order.
    var symbolKeys: [String] = []
    /// Whether the chart is sectors only (a pie): no axes.
    var isPie: Bool
    /// The marks' indices in drawing order: by `zIndex`, then in the order given.
    var drawingOrder: [Int]
    /// The `symbolSize(by:)` values: the numbers' range, or the categories in order.
    var symbolSizeNumbers: ClosedRange<Double>?
    var symbolSizeKeys: [String] = []
    /// The smallest gap between distinct continuous values of bar and rectangle marks along x
    /// and along y (nil with fewer than two): what a bar's band is on a continuous axis,
    /// found once rather than for every mark placed.
    var smallestBarGap: (x: Double?, y: Double?) = (nil, nil)

    init(marks input: [ChartMark], configuration: ChartConfiguration, locale: Locale = Locale(identifier: "en_US"),
         calendar: Calendar = ChartModel.utcCalendar) {
        self.configuration = configuration
        marks = input.filter(ChartModel.isDrawable)
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        let zIndices = marks.map(\.zIndex)
        drawingOrder = marks.indices.sorted { (zIndices[$0], $0) < (zIndices[$1], $1) }
        let sizeNumbers = marks.compactMap { mark -> Double? in
            if case .number(let number)? = mark.symbolSizeValue, number.isFinite { return number }; return nil
        }
        symbolSizeNumbers = sizeNumbers.min().flatMap { low in sizeNumbers.max().map { low...$0 } }
        symbolSizeKeys = ChartModel.orderedKeys(marks.compactMap { mark in
            mark.symbolSizeValue.flatMap { if case .number = $0 { return nil }; return $0.chartsLabel }
        })
        legend = ChartModel.legend(of: marks, configuration: configuration)
        positionKeys = ChartModel.orderedKeys(marks.compactMap(\.positionKey))
        symbolKeys = ChartModel.orderedKeys(marks.compactMap(\.symbolKey))
        legend = legendWithSymbols()
        guard !isPie else { return }
        let xKind = ChartModel.kind(of: marks, axis: .horizontal, domain: configuration.xDomain)
        let yKind = ChartModel.kind(of: marks, axis: .vertical, domain: configuration.yDomain)
        for (index, mark) in marks.enumerated() where mark.kind == .bar && ChartModel.barIsHorizontal(mark, xKind: xKind, yKind: yKind) {
            horizontal.insert(index)
        }
        stack()
        smallestBarGap = (ChartModel.smallestBarGap(of: marks, axis: .horizontal), ChartModel.smallestBarGap(of: marks, axis: .vertical))
        x = xKind.map { scale(kind: $0, axis: .horizontal, locale: locale, calendar: calendar) }
        y = yKind.map { scale(kind: $0, axis: .vertical, locale: locale, calendar: calendar) }
    }

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    // MARK: (1) Validation

    static func isDrawable(_ mark: ChartMark) -> Bool {
        let values = [mark.x, mark.xStart, mark.xEnd, mark.y, mark.yStart, mark.yEnd, mark.angle].compactMap { $0 }
        for value in values {
            if case .number(let number) = value.value, !number.isFinite {
                warnCharts("a \(mark.kind.rawValue)'s \"\(value.label)\" is \(number), not a finite number; the mark is not drawn")
                return false
            }
        }
        for fixed in [mark.fixedXStart, mark.fixedXEnd, mark.fixedYStart, mark.fixedYEnd].compactMap({ $0 }) where !fixed.isFinite {
            warnCharts("a \(mark.kind.rawValue)'s start or end position is \(fixed), not a finite number; the mark is not drawn")
            return false
        }
        if mark.kind == .sector {
            guard let angle = mark.angle, case .number(let number) = angle.value else {
                warnCharts("a SectorMark's angle \"\(mark.angle?.label ?? "")\" is not a number; the sector is not drawn")
                return false
            }
            if number < 0 {
                warnCharts("a SectorMark's angle \"\(angle.label)\" is negative (\(number)); the sector is not drawn")
                return false
            }
        }
        return true
    }

    // MARK: (2) Axis kinds

    static func values(of mark: ChartMark, axis: Axis) -> [ChartValue] {
        axis == .horizontal ? [mark.x, mark.xStart, mark.xEnd].compactMap { $0 } : [mark.y, mark.yStart, mark.yEnd].compactMap { $0 }
    }

    static func kind(of value: _PlotValue) -> ChartScaleKind {
        switch value {
        case .number: return .numeric
        case .category: return .category
        case .date: return .date
        }
    }

    static func kind(of marks: [ChartMark], axis: Axis, domain: ChartDomain?) -> ChartScaleKind? {
        var kinds: [ChartScaleKind] = []
        if let domain {
            switch domain.storage {
            case .range(let lower, _): kinds.append(kind(of: lower))
            case .values(let values): if let first = values.first { kinds.append(kind(of: first)) }
            case .automatic: break
            }
        }
        for mark in marks { kinds += values(of: mark, axis: axis).map { kind(of: $0.value) } }
        guard let first = kinds.first else { return nil }
        if kinds.contains(where: { $0 != first }) {
            warnCharts("the \(axis == .horizontal ? "x" : "y") axis mixes numbers, categories and dates; values not of the kind "
                       + "of the first are not drawn")
        }
        return first
    }

    static func barIsHorizontal(_ mark: ChartMark, xKind: ChartScaleKind?, yKind: ChartScaleKind?) -> Bool {
        if mark.xStart != nil && mark.xEnd != nil && mark.yStart == nil { return true }
        if mark.x != nil && mark.y == nil && mark.yStart == nil { return true }
        if mark.x != nil, mark.y != nil, xKind == .numeric, yKind != .numeric { return true }
        return false
    }

    // MARK: (3) Stacking

    /// The base value a stack is keyed by: the value on the axis across the bar (x for a
    /// vertical bar) and the `position(by:)` value.
    private func stackKey(of mark: ChartMark, horizontal: Bool) -> String {
        let base = horizontal ? mark.y : mark.x
        return "\(mark.kind.rawValue)|\(base.map { String(describing: $0.value) } ?? "")|\(mark.positionKey ?? "")"
    }

    /// The value a bar or area adds to its stack, or nil when it gives its own interval.
    private func stackedValue(of mark: ChartMark, horizontal: Bool) -> Double? {
        guard mark.kind == .bar || mark.kind == .area else { return nil }
        let value = horizontal ? mark.x : mark.y
        guard let value, case .number(let number) = value.value else { return nil }
        return number
    }

    private mutating func stack() {
        var totals: [String: (positive: Double, negative: Double)] = [:]
        for (index, mark) in marks.enumerated() {
            guard let value = stackedValue(of: mark, horizontal: horizontal.contains(index)) else { continue }
            let key = stackKey(of: mark, horizontal: horizontal.contains(index))
            if mark.stacking == .unstacked { stacked[index] = (0, value); continue }
            var total = totals[key] ?? (0, 0)
            if value >= 0 {
                stacked[index] = (total.positive, total.positive + value)
                total.positive += value
            } else {
                stacked[index] = (total.negative + value, total.negative)
                total.negative += value
            }
            totals[key] = total
        }
        for (index, mark) in marks.enumerated() where mark.stacking == .normalized || mark.stacking == .center {
            guard let interval = stacked[index], let total = totals[stackKey(of: mark, horizontal: horizontal.contains(index))] else { continue }
            let sum = total.positive - total.negative
            if mark.stacking == .normalized {
                stacked[index] = sum == 0 ? (0, 0) : ((interval.0 - total.negative) / sum, (interval.1 - total.negative) / sum)
            } else {
                let offset = -(total.positive + total.negative) / 2
                stacked[index] = (interval.0 + offset, interval.1 + offset)
            }
        }
    }

    // MARK: (4) Scales

    /// The numbers a mark puts on `axis` (stacked intervals for bars and areas).
    private func continuousValues(of index: Int, axis: Axis) -> [Double] {
        let mark = marks[index]
        let onValueAxis = (mark.kind == .bar && horizontal.contains(index) == (axis == .horizontal))
            || (mark.kind == .area && axis == .vertical)
        if onValueAxis, let interval = stacked[index] { return [interval.0, interval.1] }
        var numbers: [Double] = []
        for value in ChartModel.values(of: mark, axis: axis) {
            switch value.value {
            case .number(let number): numbers.append(number)
            case .date(let date):
                numbers.append(date.timeIntervalSinceReferenceDate)
                if let end = value.unitEnd { numbers.append(end.timeIntervalSinceReferenceDate) }
            case .category: break
            }
        }
        return numbers
    }

    private func scale(kind: ChartScaleKind, axis: Axis, locale: Locale, calendar: Calendar) -> ChartScale {
        let domain = axis == .horizontal ? configuration.xDomain : configuration.yDomain
        var scale = ChartScale(kind: kind)
        scale.locale = locale
        scale.calendar = calendar
        if let range = axis == .horizontal ? configuration.xRange : configuration.yRange {
            scale.startPadding = range.startPadding.isFinite ? range.startPadding : 0
            scale.endPadding = range.endPadding.isFinite ? range.endPadding : 0
        }
        let name = axis == .horizontal ? "chartXScale" : "chartYScale"
        switch kind {
        case .category:
            var categories: [String] = []
            if case .values(let values)? = domain?.storage { categories = ChartModel.orderedKeys(values.map(\.chartsLabel)) }
            if categories.isEmpty {
                for mark in marks { for value in ChartModel.values(of: mark, axis: axis) { categories.append(value.value.chartsLabel) } }
                categories = ChartModel.orderedKeys(categories)
            }
            scale.categories = categories
            scale.ticks = categories.enumerated().map { ChartTick(value: Double($0.offset), label: $0.element) }
            return scale
        case .numeric, .date:
            var values: [Double] = []
            for index in marks.indices { values += continuousValues(of: index, axis: axis) }
            var includesZero = kind == .numeric
            var given: (Double, Double)?
            switch domain?.storage {
            case .automatic(let zero, let reversed)?:
                if let zero { includesZero = zero && kind == .numeric }
                scale.reversed = reversed ?? false
            case .range(let lower, let upper)?:
                if let low = ChartModel.continuous(lower), let high = ChartModel.continuous(upper) {
                    given = (low, high)
                } else {
                    warnCharts("\(name)(domain:) was given a range that is not of numbers or dates; the data's domain is used")
                }
            case .values(let list)?:
                let numbers = list.compactMap(ChartModel.continuous)
                if let low = numbers.min(), let high = numbers.max() { given = (low, high) }
            case nil: break
            }
            if var (low, high) = given {
                if !low.isFinite || !high.isFinite {
                    warnCharts("\(name)(domain:) was given a bound that is not finite; the data's domain is used")
                } else {
                    if low > high {
                        warnCharts("\(name)(domain: \(ChartModel.describe(low, kind)) ... \(ChartModel.describe(high, kind))) is inverted; "
                                   + "its bounds are swapped (use .automatic(reversed: true) to reverse an axis)")
                        swap(&low, &high)
                    }
                    if low == high {
                        warnCharts("\(name)(domain:) is empty (both bounds \(ChartModel.describe(low, kind))); it is widened by one unit")
                        high = low + (kind == .date ? 86_400 : 1)
                    }
                    scale.lower = low; scale.upper = high
                    scale.ticks = ticks(kind: kind, lower: low, upper: high, round: false, locale: locale, calendar: calendar)
                    return scale
                }
            }
            if includesZero { values.append(0) }
            var low = values.min() ?? 0, high = values.max() ?? (kind == .date ? 86_400 : 1)
            if low == high { high = low + (kind == .date ? 86_400 : 1) }
            // Bars on a numeric base axis need half a bar's room on each side.
            if kind == .numeric, let padding = barPadding(axis: axis) { low -= padding; high += padding }
            if kind == .numeric {
                let step = NiceScale.step(lower: low, upper: high, desiredCount: ChartDefaults.numericTickCount)
                low = floor(low / step + 1e-9) * step
                high = ceil(high / step - 1e-9) * step
                scale.lower = NiceScale.clean(low, step: step); scale.upper = NiceScale.clean(high, step: step)
            } else {
                scale.lower = low; scale.upper = high
            }
            scale.ticks = ticks(kind: kind, lower: scale.lower, upper: scale.upper, round: true, locale: locale, calendar: calendar)
            return scale
        }
    }

    /// Half the smallest gap between the numeric base values of bars on `axis`, or nil.
    private func barPadding(axis: Axis) -> Double? {
        var bases: [Double] = []
        for (index, mark) in marks.enumerated() where mark.kind == .bar && horizontal.contains(index) == (axis == .vertical) {
            if let value = axis == .horizontal ? mark.x : mark.y, case .number(let number) = value.value { bases.append(number) }
        }
        let sorted = Array(Set(bases)).sorted()
        guard !sorted.isEmpty else { return nil }
        let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }
        return (gaps.min() ?? 1) / 2
    }

    func ticks(kind: ChartScaleKind, lower: Double, upper: Double, round: Bool, locale: Locale, calendar: Calendar) -> [ChartTick] {
        if kind == .date {
            return DateScale.ticks(lower: lower, upper: upper, desiredCount: ChartDefaults.dateTickCount, calendar: calendar, locale: locale,
                                   minimumStep: shortestDateUnit())
        }
        let step = NiceScale.step(lower: lower, upper: upper, desiredCount: ChartDefaults.numericTickCount)
        return NiceScale.ticks(lower: lower, upper: upper, step: step).map {
            ChartTick(value: $0, label: NiceScale.label($0, step: step, locale: locale))
        }
    }

    /// The shortest date unit a mark's value stands for (`unit: .day`), in seconds, or 0.
    func shortestDateUnit() -> Double {
        var shortest = Double.infinity
        for mark in marks {
            for value in [mark.x, mark.xStart, mark.xEnd, mark.y, mark.yStart, mark.yEnd].compactMap({ $0 }) {
                if case .date(let start) = value.value, let end = value.unitEnd { shortest = min(shortest, end.timeIntervalSince(start)) }
            }
        }
        return shortest.isFinite ? shortest : 0
    }

    static func continuous(_ value: _PlotValue) -> Double? {
        switch value {
        case .number(let number): return number
        case .date(let date): return date.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }

    static func describe(_ value: Double, _ kind: ChartScaleKind) -> String {
        kind == .date ? ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: value)) : _PlotValue.number(value).chartsLabel
    }

    // MARK: (5) Styles

    static func orderedKeys(_ keys: [String]) -> [String] {
        var seen = Set<String>(), ordered: [String] = []
        for key in keys where seen.insert(key).inserted { ordered.append(key) }
        return ordered
    }

    /// The values of a `chartForegroundStyleScale(domain:)`: an array's (a range warns and gives none).
    static func styleDomain(_ domain: ChartDomain) -> [_PlotValue]? {
        switch domain.storage {
        case .values(let values): return values
        case .range, .automatic:
            warnCharts("chartForegroundStyleScale(domain:) orders the legend by an array of values; a range or automatic domain is not used")
            return nil
        }
    }

    static func legend(of marks: [ChartMark], configuration: ChartConfiguration) -> [ChartLegendEntry] {
        var keys = orderedKeys(marks.compactMap(\.styleKey))
        var values: [String: _PlotValue] = [:]
        for mark in marks { if let key = mark.styleKey, let value = mark.styleValue { values[key] = values[key] ?? value } }
        guard let scale = configuration.styleScale else {
            if let domain = configuration.styleDomain {
                for value in domain { values[value.chartsLabel] = value }
                keys = orderedKeys(domain.map(\.chartsLabel) + keys)
            }
            return keys.enumerated().map { index, key in
                let palette = AnyShapeStyle(ChartDefaults.palette[index % ChartDefaults.palette.count])
                return ChartLegendEntry(label: key, style: values[key].flatMap { configuration.styleMapping?($0) } ?? palette)
            }
        }
        var entries = scale.map { ChartLegendEntry(label: $0.key, style: $0.style) }
        for key in keys where !scale.contains(where: { $0.key == key }) {
            warnCharts("chartForegroundStyleScale has no style for \"\(key)\"; it takes the next palette colour")
            entries.append(ChartLegendEntry(label: key, style: AnyShapeStyle(ChartDefaults.palette[entries.count % ChartDefaults.palette.count])))
        }
        return entries
    }

    /// The legend with each entry's symbol: the `symbol(by:)` shape all its marks share; with no
    /// `foregroundStyle(by:)`, one entry per `symbol(by:)` value in the first palette colour.
    private func legendWithSymbols() -> [ChartLegendEntry] {
        guard !symbolKeys.isEmpty else { return legend }
        guard !legend.isEmpty else {
            return symbolKeys.enumerated().map { index, key in
                ChartLegendEntry(label: key, style: AnyShapeStyle(ChartDefaults.palette[0]),
                                 symbol: ChartDefaults.symbols[index % ChartDefaults.symbols.count])
            }
        }
        return legend.map { entry in
            let shapes = Set(marks.filter { $0.styleKey == entry.label }.map { symbol(of: $0) })
            var entry = entry
            if shapes.count == 1, let shape = shapes.first, let shape { entry.symbol = shape }
            return entry
        }
    }

    /// The style a mark is drawn with: its own, its `foregroundStyle(by:)` value's, or the palette's first.
    func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.styleKey, let entry = legend.first(where: { $0.label == key }) { return entry.style }
        return AnyShapeStyle(ChartDefaults.palette[0])
    }

    /// A mark's accessibility label and value: its own, else its x and y values as written
    /// (the category and the number for a horizontal bar; the style's value and the angle for a
    /// sector; the rule's name and value for a rule).
    /// Formatters for `accessibility(of:formatters:)`, in the chart's locale and time zone.
    var labelFormatters: ChartLabelFormatters {
        ChartLabelFormatters(locale: x?.locale ?? y?.locale ?? Locale(identifier: "en_US"),
                             timeZone: (x?.calendar ?? y?.calendar ?? ChartModel.utcCalendar).timeZone)
    }

    func accessibility(of index: Int, formatters: ChartLabelFormatters) -> (label: Text, value: Text) {
        let mark = marks[index]
        func text(_ value: ChartValue?) -> String {
            guard let value else { return "" }
            if case .date(let date) = value.value { return formatters.string(from: date) }
            if case .number(let number) = value.value { return formatters.string(from: number) }
            return value.value.chartsLabel
        }
        var label: String, value: String
        switch mark.kind {
        case .sector:
            label = mark.styleKey ?? mark.angle?.label ?? ""; value = text(mark.angle)
        case .rule:
            let channel = mark.y ?? mark.x
            label = channel?.label ?? ""; value = text(channel)
        case .bar where horizontal.contains(index):
            label = text(mark.y ?? mark.yStart); value = mark.xStart != nil ? "\(text(mark.xStart)) to \(text(mark.xEnd))" : text(mark.x)
        default:
            label = text(mark.x ?? mark.xStart)
            value = mark.yStart != nil ? "\(text(mark.yStart)) to \(text(mark.yEnd))" : text(mark.y)
        }
        if let key = mark.styleKey, mark.kind != .sector { label += ", " + key }
        return (mark.accessibilityLabel ?? Text(verbatim: label), mark.accessibilityValue ?? Text(verbatim: value))
    }

    /// The width and height of a mark's symbols: its `symbolSize(_:)`, else the area its
    /// `symbolSize(by:)` value maps to (`ChartDefaults.symbolAreas`, linearly from the smallest
    /// number to the largest, or evenly over the categories in order; the middle area for a
    /// single value), else nil (the default size).
    func symbolSize(of mark: ChartMark) -> CGSize? {
        if let size = mark.symbolSize { return size }
        guard let value = mark.symbolSizeValue else { return nil }
        let areas = ChartDefaults.symbolAreas
        var fraction = 0.5
        if case .number(let number) = value {
            guard let domain = symbolSizeNumbers, number.isFinite else { return nil }
            if domain.upperBound > domain.lowerBound { fraction = (number - domain.lowerBound) / (domain.upperBound - domain.lowerBound) }
        } else if let index = symbolSizeKeys.firstIndex(of: value.chartsLabel), symbolSizeKeys.count > 1 {
            fraction = Double(index) / Double(symbolSizeKeys.count - 1)
        }
        let side = (areas.lowerBound + CGFloat(fraction) * (areas.upperBound - areas.lowerBound)).squareRoot()
        return CGSize(width: side, height: side)
    }

    /// The symbol a mark's points are drawn with, or nil for a line without symbols.
    func symbol(of mark: ChartMark) -> BasicChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        if let key = mark.symbolKey, let index = symbolKeys.firstIndex(of: key) {
            return ChartDefaults.symbols[index % ChartDefaults.symbols.count]
        }
        return mark.kind == .point ? .circle : nil
    }
}
