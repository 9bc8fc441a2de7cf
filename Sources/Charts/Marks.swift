// Marks.swift · Charts · mirrors Swift Charts BarMark, LineMark, PointMark, AreaMark, RuleMark, RectangleMark, SectorMark (iOS 17)
// Status: Partial — the initializers below; not the `PlottableValue`-free 1-D forms of
// PointMark, LineMark and AreaMark, nor iOS 18's vectorized plots.

import Foundation
import Raster

/// Chart content that represents data using bars.
///
/// Mirrors Swift Charts' `BarMark`. Raster: with a category or date on one axis and a number
/// on the other, a bar runs from zero (or from where the previous bar of the same category
/// ended, stacked) to its value; its width is `ChartDefaults.barBandRatio` of the category's
/// band, or of its date unit's span, unless `width`/`height` say otherwise.
public struct BarMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("BarMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A bar at `x` whose length is `y` (or, for a category on `y`, horizontal).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar)
        mark.x = ChartValue(x); mark.y = ChartValue(y)
        mark.width = width; mark.height = height; mark.stacking = stacking
        self.mark = mark
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.bar)
        mark.x = ChartValue(x); mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd)
        mark.width = width; mark.stacking = .unstacked
        self.mark = mark
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.bar)
        mark.xStart = ChartValue(xStart); mark.xEnd = ChartValue(xEnd); mark.y = ChartValue(y)
        mark.height = height; mark.stacking = .unstacked
        self.mark = mark
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.bar)
        mark.xStart = ChartValue(xStart); mark.xEnd = ChartValue(xEnd)
        mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd)
        mark.stacking = .unstacked
        self.mark = mark
    }

    /// A horizontal bar of length `x`, spanning the plot's height or `yStart` to `yEnd` points
    /// from its top; bars with this form stack end to end (one stacked bar).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar)
        mark.x = ChartValue(x); mark.fixedYStart = yStart; mark.fixedYEnd = yEnd
        mark.width = width; mark.stacking = stacking
        self.mark = mark
    }

    /// A vertical bar of length `y`, spanning the plot's width or `xStart` to `xEnd` points
    /// from its leading edge; bars with this form stack (one stacked column).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar)
        mark.y = ChartValue(y); mark.fixedXStart = xStart; mark.fixedXEnd = xEnd
        mark.height = height; mark.stacking = stacking
        self.mark = mark
    }
}

/// Chart content that represents data using a sequence of connected line segments.
///
/// Mirrors Swift Charts' `LineMark`. Raster: line marks with the same series (the `series`
/// value, else the `foregroundStyle(by:)`, `symbol(by:)` or `lineStyle(by:)` value) are one
/// line through their points in data order, stroked `ChartDefaults.lineWidth` points wide.
public struct LineMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("LineMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A vertex of a line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.line)
        mark.x = ChartValue(x); mark.y = ChartValue(y)
        self.mark = mark
    }

    /// A vertex of the line of `series` at (`x`, `y`).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(.line)
        mark.x = ChartValue(x); mark.y = ChartValue(y)
        mark.series = ChartValue(series).value.chartsLabel
        self.mark = mark
    }
}

/// Chart content that represents data using points.
///
/// Mirrors Swift Charts' `PointMark`. Raster: a filled symbol (a circle unless `symbol`
/// says otherwise) centred on (`x`, `y`), `ChartDefaults.pointSymbolSize` points across.
public struct PointMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("PointMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.point)
        mark.x = ChartValue(x); mark.y = ChartValue(y)
        self.mark = mark
    }
}

/// Chart content that represents data using the area under a line, or between two lines.
///
/// Mirrors Swift Charts' `AreaMark`. Raster: area marks of one series are one filled shape,
/// from zero (or the series below, stacked) up to their values, in data order.
public struct AreaMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("AreaMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A vertex of an area from zero (or the stacked series below) to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area)
        mark.x = ChartValue(x); mark.y = ChartValue(y); mark.stacking = stacking
        self.mark = mark
    }

    /// A vertex of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area)
        mark.x = ChartValue(x); mark.y = ChartValue(y); mark.stacking = stacking
        mark.series = ChartValue(series).value.chartsLabel
        self.mark = mark
    }

    /// A vertex of an area between `yStart` and `yEnd` at `x` (a range band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.area)
        mark.x = ChartValue(x); mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd); mark.stacking = .unstacked
        self.mark = mark
    }
}

/// Chart content that represents data using a single horizontal or vertical rule.
///
/// Mirrors Swift Charts' `RuleMark`. Raster: a line `ChartDefaults.ruleWidth` points wide,
/// across the whole plot unless a start and end are given.
public struct RuleMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("RuleMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A vertical rule at `x`, from `yStart` to `yEnd` points from the plot's top (nil: its edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = ChartMark(.rule)
        mark.x = ChartValue(x); mark.fixedYStart = yStart; mark.fixedYEnd = yEnd
        self.mark = mark
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points from the plot's leading edge (nil: its edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.y = ChartValue(y); mark.fixedXStart = xStart; mark.fixedXEnd = xEnd
        self.mark = mark
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.x = ChartValue(x); mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd)
        self.mark = mark
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.xStart = ChartValue(xStart); mark.xEnd = ChartValue(xEnd); mark.y = ChartValue(y)
        self.mark = mark
    }
}

/// Chart content that represents data using rectangles.
///
/// Mirrors Swift Charts' `RectangleMark`. Raster: centred on (`x`, `y`), as wide as a
/// category's band (or `ChartDefaults.rectangleSize` points on a continuous axis) unless
/// `width`/`height` say otherwise; or spanning the given intervals.
public struct RectangleMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("RectangleMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A rectangle centred on (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle)
        mark.x = ChartValue(x); mark.y = ChartValue(y); mark.width = width; mark.height = height
        self.mark = mark
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rectangle)
        mark.xStart = ChartValue(xStart); mark.xEnd = ChartValue(xEnd); mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd)
        self.mark = mark
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle)
        mark.x = ChartValue(x); mark.yStart = ChartValue(yStart); mark.yEnd = ChartValue(yEnd); mark.width = width
        self.mark = mark
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle)
        mark.xStart = ChartValue(xStart); mark.xEnd = ChartValue(xEnd); mark.y = ChartValue(y); mark.height = height
        self.mark = mark
    }
}

/// A sector of a pie or donut chart, which shows how parts relate to a whole.
///
/// Mirrors Swift Charts' `SectorMark` (iOS 17). Raster: sectors share the whole turn in
/// proportion to their `angle` values, the first starting at twelve o'clock, going clockwise;
/// the pie is centred in the plot, its largest radius half the plot's smaller side.
/// `innerRadius` and `outerRadius` as `.ratio` are fractions of that radius, `.inset` that
/// radius less points, `.fixed` points; `angularInset` is the gap, in points, each sector
/// leaves on both straight edges (so two neighbours are 2 × `angularInset` apart).
public struct SectorMark: ChartContent {
    let mark: ChartMark

    public var body: Never { return fatalError("SectorMark has no body") }
    public func _resolve(into marks: inout _ChartMarks) { marks.all.append(mark) }

    /// A sector whose share of the turn is `angle`'s share of all sectors' angles.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMark(.sector)
        mark.angle = ChartValue(angle); mark.innerRadius = innerRadius; mark.outerRadius = outerRadius
        mark.angularInset = angularInset
        self.mark = mark
    }
}

extension _PlotValue {
    /// The value as a series, legend or category label: a category as written, a number as
    /// Swift's description (integers without ".0"), a date in ISO 8601.
    var chartsLabel: String {
        switch self {
        case .category(let text): return text
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .date(let date): return ISO8601DateFormatter().string(from: date)
        }
    }
}
