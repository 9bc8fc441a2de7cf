// ChartMark.swift · Charts · a resolved mark: what a mark type and its modifiers describe (Raster's, no Swift Charts counterpart)
// Status: Complete for the marks and modifiers Raster has.

import Foundation
import Raster

/// One value on one channel of a mark: what `.value(_:_:)` gave.
struct ChartValue {
    var label: String
    var value: _PlotValue
    /// For a date with a unit: the end of its interval.
    var unitEnd: Date?

    init<V>(_ plottable: PlottableValue<V>) {
        label = plottable.label
        value = plottable.plotValue
        unitEnd = plottable.unitEnd
    }
}

/// A mark as the chart draws it: its kind, its values on each channel and its modifiers.
struct ChartMark {
    enum Kind: String { case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark",
                        rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark" }
    var kind: Kind
    // Channels. A start and end are an interval; a fixed position is in points from the plot's
    // leading (x) or top (y) edge.
    var x: ChartValue?
    var xStart: ChartValue?
    var xEnd: ChartValue?
    var y: ChartValue?
    var yStart: ChartValue?
    var yEnd: ChartValue?
    var fixedXStart: CGFloat?
    var fixedXEnd: CGFloat?
    var fixedYStart: CGFloat?
    var fixedYEnd: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: String?
    // SectorMark
    var angle: ChartValue?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    // Modifiers (nil: not set; the modifier closest to the mark wins).
    var style: AnyShapeStyle?
    var styleKey: String?
    /// The value `foregroundStyle(by:)` was given (its key is `styleKey`).
    var styleValue: _PlotValue?
    var symbolKey: String?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var cornerRadius: CGFloat?
    var cornerStyle: RoundedCornerStyle = .circular
    /// The value `symbolSize(by:)` was given.
    var symbolSizeValue: _PlotValue?
    /// Opacity, blur, shadow and offset, applied to what the mark draws.
    var effects = ChartMarkEffects()
    /// The mark's drawing order among the chart's marks (`zIndex(_:)`): higher draws later.
    var zIndex: Double = 0
    var positionKey: String?
    var annotations: [ChartAnnotation] = []
    var accessibilityLabel: Text?
    var accessibilityValue: Text?
    var accessibilityIdentifier: String?
    var accessibilityHidden = false

    init(_ kind: Kind) { self.kind = kind }
}

/// What is done to a mark's drawing after its shape is filled or stroked, in this order:
/// opacity, blur, shadow, then a move (points).
struct ChartMarkEffects {
    var opacity: Double = 1
    var blurRadius: CGFloat = 0
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
    var offset: CGSize = .zero
}

/// The size of a mark along one dimension (a bar's width, a sector's radius).
///
/// Mirrors Swift Charts' `MarkDimension`. Raster: `.fixed` is in points; `.ratio` is a
/// fraction of the band a category or date unit takes (of the largest radius, for a sector);
/// `.inset` is that band (or radius) less the given points. A number literal is `.fixed`.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Storage: Hashable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let storage: Storage

    /// The size Swift Charts picks (Raster: see `ChartDefaults.barBandRatio`).
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// The band (or radius) less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A fraction of the band (or radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }

    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }
    init(storage: Storage) { self.storage = storage }

    /// The size in points for a band of `band` points, or `automatic` when this is `.automatic`.
    func resolve(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: return automatic
        case .fixed(let value): return max(0, value)
        case .inset(let value): return max(0, band - value)
        case .ratio(let value): return max(0, band * value)
        }
    }
}

/// How marks that share a position stack.
///
/// Mirrors Swift Charts' `MarkStackingMethod`. Raster: bars and areas with the same category,
/// date or number on their base axis (and the same `position(by:)` value) stack in the order
/// the content gives them; positive values stack up from zero, negative values down.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Storage: Equatable { case standard, normalized, center, unstacked }
    let storage: Storage
    /// Each mark starts where the previous one ended.
    public static var standard: MarkStackingMethod { MarkStackingMethod(storage: .standard) }
    /// Stacked, then scaled so each stack spans 0 to 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(storage: .normalized) }
    /// Stacked, then centred on zero.
    public static var center: MarkStackingMethod { MarkStackingMethod(storage: .center) }
    /// Every mark starts at zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(storage: .unstacked) }
}

/// Where an annotation is placed relative to its mark.
///
/// Mirrors Swift Charts' `AnnotationPosition`. Raster: `.automatic` is above a vertical bar,
/// point or line vertex, after a horizontal bar's end, and in the middle of a sector.
public struct AnnotationPosition: Hashable, Sendable {
    enum Storage: Hashable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let storage: Storage
    public static var automatic: AnnotationPosition { AnnotationPosition(storage: .automatic) }
    public static var overlay: AnnotationPosition { AnnotationPosition(storage: .overlay) }
    public static var top: AnnotationPosition { AnnotationPosition(storage: .top) }
    public static var bottom: AnnotationPosition { AnnotationPosition(storage: .bottom) }
    public static var leading: AnnotationPosition { AnnotationPosition(storage: .leading) }
    public static var trailing: AnnotationPosition { AnnotationPosition(storage: .trailing) }
    public static var topLeading: AnnotationPosition { AnnotationPosition(storage: .topLeading) }
    public static var topTrailing: AnnotationPosition { AnnotationPosition(storage: .topTrailing) }
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(storage: .bottomLeading) }
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(storage: .bottomTrailing) }
}

/// An annotation of a mark: a view placed beside or over it.
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}
