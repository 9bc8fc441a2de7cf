// ChartConfiguration.swift · Charts · mirrors Swift Charts' chart view modifiers: chartXAxis, chartYAxis, chartXScale, chartYScale, chartLegend, chartForegroundStyleScale, chartPlotStyle, chartXAxisLabel, chartYAxisLabel (iOS 17)
// Status: Partial — the overloads below; not the scale `type:` parameter, ranges other than
// `.plotDimension`, chartOverlay/chartBackground, selection or scrolling.

import Foundation
import Raster

/// What the chart modifiers ask of the charts inside the view they modify, read by `Chart`
/// from its environment (the modifier nearest the chart wins).
struct ChartConfiguration {
    var xAxisVisibility: Visibility = .automatic
    var yAxisVisibility: Visibility = .automatic
    var xAxisMarks: AxisMarksConfiguration?
    var yAxisMarks: AxisMarksConfiguration?
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var xRange: PlotDimensionScaleRange?
    var yRange: PlotDimensionScaleRange?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// A legend of your own (`chartLegend(position:alignment:spacing:content:)`).
    var legendContent: AnyView?
    var styleScale: [(key: String, style: AnyShapeStyle)]?
    /// `chartForegroundStyleScale(domain:)`'s values, in legend order.
    var styleDomain: [_PlotValue]?
    /// `chartForegroundStyleScale(mapping:)`'s closure (nil for a value of another type).
    var styleMapping: ((_PlotValue) -> AnyShapeStyle?)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var xAxisTitle: ChartAxisTitle?
    var yAxisTitle: ChartAxisTitle?
}

/// A title of an axis (`chartXAxisLabel`).
struct ChartAxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A domain a chart modifier gives a scale.
struct ChartDomain {
    enum Storage {
        case automatic(includesZero: Bool?, reversed: Bool?)
        case range(_PlotValue, _PlotValue)
        case values([_PlotValue])
    }
    var storage: Storage
}

/// A type that can be a scale's domain: a closed or half-open range of numbers or dates, an
/// array of categories (in axis order), or `.automatic(includesZero:reversed:)`.
///
/// Mirrors Swift Charts' `ScaleDomain`. Raster: `_chartDomain` is how Raster reads it.
public protocol ScaleDomain {
    /// The domain as Raster reads it (not Swift Charts' API).
    var _chartDomain: _ChartDomainBox { get }
}

/// A domain as Raster reads it (public because `ScaleDomain` names it).
public struct _ChartDomainBox {
    let domain: ChartDomain
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomainBox {
        _ChartDomainBox(domain: ChartDomain(storage: .range(lowerBound.primitivePlottable._plotValue, upperBound.primitivePlottable._plotValue)))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomainBox {
        _ChartDomainBox(domain: ChartDomain(storage: .range(lowerBound.primitivePlottable._plotValue, upperBound.primitivePlottable._plotValue)))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _chartDomain: _ChartDomainBox {
        _ChartDomainBox(domain: ChartDomain(storage: .values(map { $0.primitivePlottable._plotValue })))
    }
}

/// The domain a chart picks from its data. Mirrors Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    public var _chartDomain: _ChartDomainBox {
        _ChartDomainBox(domain: ChartDomain(storage: .automatic(includesZero: includesZero, reversed: reversed)))
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent (with zero, for numbers), rounded out to whole axis steps.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's extent; `includesZero` (default true for numbers) extends it to zero,
    /// `reversed` runs the axis the other way.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// The points along an axis a position scale maps its domain to. Mirrors Swift Charts'
/// `PositionScaleRange` (Raster: only `.plotDimension` ranges).
public protocol PositionScaleRange {
    /// The range as Raster reads it (not Swift Charts' API).
    var _plotDimension: PlotDimensionScaleRange { get }
}

/// The plot area's width or height, less padding at its start and end, in points.
///
/// Mirrors Swift Charts' `PlotDimensionScaleRange`. Raster: the start is the leading edge on
/// x and the bottom on a numeric y axis (the top, for categories).
public struct PlotDimensionScaleRange: PositionScaleRange {
    let startPadding: CGFloat
    let endPadding: CGFloat
    public var _plotDimension: PlotDimensionScaleRange { self }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    /// The plot dimension less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot dimension less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// The chart's plot area, as `chartPlotStyle` hands it to its closure.
///
/// Mirrors Swift Charts' `ChartPlotContent`: a view to which you add modifiers (a background,
/// a border, a frame). Raster: it is the plot (gridlines and marks); the chart lays its axes
/// out around the size the modified view reports.
public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

extension View {
    func chartConfiguration(_ edit: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: edit)
    }

    /// Shows or hides the x axis of the charts in this view (its gridlines and labels).
    /// Mirrors Swift Charts' `chartXAxis(_:)`.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxisVisibility = visibility }
    }

    /// Shows or hides the y axis of the charts in this view. Mirrors Swift Charts' `chartYAxis(_:)`.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxisVisibility = visibility }
    }

    /// Sets the domain of the charts' x scale: a range of numbers or dates, or categories in
    /// order. Mirrors Swift Charts' `chartXScale(domain:)`.
    ///
    /// Raster: a range is used as given (not rounded to whole steps); marks outside it are
    /// drawn outside the plot, unclipped, as on iOS. An inverted range is swapped, and an empty
    /// one widened by one unit, with a warning.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let resolved = domain._chartDomain.domain
        return chartConfiguration { $0.xDomain = resolved }
    }

    /// Maps the charts' x scale to the plot's width less padding. Mirrors Swift Charts' `chartXScale(range:)`.
    public func chartXScale<Range: PositionScaleRange>(range: Range) -> some View {
        let resolved = range._plotDimension
        return chartConfiguration { $0.xRange = resolved }
    }

    /// Sets the x scale's domain and range. Mirrors Swift Charts' `chartXScale(domain:range:)`.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range) -> some View {
        let resolved = domain._chartDomain.domain, dimension = range._plotDimension
        return chartConfiguration { $0.xDomain = resolved; $0.xRange = dimension }
    }

    /// Maps the charts' y scale to the plot's height less padding. Mirrors Swift Charts' `chartYScale(range:)`.
    public func chartYScale<Range: PositionScaleRange>(range: Range) -> some View {
        let resolved = range._plotDimension
        return chartConfiguration { $0.yRange = resolved }
    }

    /// Sets the y scale's domain and range. Mirrors Swift Charts' `chartYScale(domain:range:)`.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range) -> some View {
        let resolved = domain._chartDomain.domain, dimension = range._plotDimension
        return chartConfiguration { $0.yDomain = resolved; $0.yRange = dimension }
    }

    /// Sets the domain of the charts' y scale. Mirrors Swift Charts' `chartYScale(domain:)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let resolved = domain._chartDomain.domain
        return chartConfiguration { $0.yDomain = resolved }
    }

    /// Shows or hides the charts' legend. Mirrors Swift Charts' `chartLegend(_:)`.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Places the charts' legend: `.bottom` (the default), `.top`, `.leading` or `.trailing` of
    /// the plot and its axes, aligned by `alignment` (default leading, or top beside the plot),
    /// `spacing` points away (default `ChartDefaults.legendSpacing`).
    /// Mirrors Swift Charts' `chartLegend(position:alignment:spacing:)`.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
        }
    }

    /// Replaces the charts' legend with `content`, placed as `chartLegend(position:alignment:spacing:)`
    /// places the default one. Mirrors Swift Charts' `chartLegend(position:alignment:spacing:content:)`.
    ///
    /// Raster: the legend is shown even when no mark uses `foregroundStyle(by:)`, unless hidden.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
            $0.legendContent = legend
        }
    }

    /// Maps the values given to `foregroundStyle(by:)` to styles, in this order (the legend's
    /// order too). Mirrors Swift Charts' `chartForegroundStyleScale(_:)`.
    ///
    /// Raster: a value the mapping lacks takes the palette's colour after the mapped ones, with a warning.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (key: $0.key.primitivePlottable._plotValue.chartsLabel, style: AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// Orders the values given to `foregroundStyle(by:)` (and the legend) as `domain` does, each
    /// taking the palette's colour at its place. Mirrors Swift Charts' `chartForegroundStyleScale(domain:)`.
    ///
    /// Raster: an array of values is used; a range is not (it warns).
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let values = ChartModel.styleDomain(domain._chartDomain.domain)
        return chartConfiguration { $0.styleDomain = values }
    }

    /// Styles each value given to `foregroundStyle(by:)` with `mapping`'s style for it.
    /// Mirrors Swift Charts' `chartForegroundStyleScale(mapping:)`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let erased: (_PlotValue) -> AnyShapeStyle? = { value in DataValue.fromPlotValue(value).map { AnyShapeStyle(mapping($0)) } }
        return chartConfiguration { $0.styleMapping = erased }
    }

    /// Orders the values as `domain` does and styles each with `mapping`.
    /// Mirrors Swift Charts' `chartForegroundStyleScale(domain:mapping:)`.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let values = domain.map { $0.primitivePlottable._plotValue }
        let erased: (_PlotValue) -> AnyShapeStyle? = { value in Domain.Element.fromPlotValue(value).map { AnyShapeStyle(mapping($0)) } }
        return chartConfiguration { $0.styleDomain = values; $0.styleMapping = erased }
    }

    /// Styles the charts' plot area: `content` gets the plot and returns it modified (a
    /// background, a border, a frame). Mirrors Swift Charts' `chartPlotStyle(content:)`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { configuration in configuration.plotStyle = { AnyView(content($0)) } }
    }

    /// Titles the charts' x axis: below its labels (`.bottom`, default) or above the plot
    /// (`.top`), aligned by `alignment` (default centre). Mirrors Swift Charts' `chartXAxisLabel(_:position:alignment:spacing:)`.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Titles the charts' x axis with a view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.xAxisTitle = title }
    }

    /// Titles the charts' y axis: above the plot at the axis's side (`.automatic`, `.top`) or
    /// below the x labels (`.bottom`). Mirrors Swift Charts' `chartYAxisLabel(_:position:alignment:spacing:)`.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Titles the charts' y axis with a view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartConfiguration { $0.yAxisTitle = title }
    }
}
