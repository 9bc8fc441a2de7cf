// ChartContent+Modifiers.swift · Charts · mirrors Swift Charts' ChartContent modifiers, InterpolationMethod, BasicChartSymbolShape (iOS 17)
// Status: Partial — foregroundStyle, foregroundStyle(by:), symbol, symbol(by:), symbolSize,
// symbolSize(by:), lineStyle, interpolationMethod, cornerRadius, opacity, blur, shadow,
// offset, zIndex, position(by:), annotation; not lineStyle(by:), mask, the interval offsets
// (`offset(x:yStart:yEnd:)`...), symbols made from views, nor the plus, cross and asterisk symbols.

import Foundation
import Raster

/// Chart content whose marks get an edit (Raster's modifier type; Swift Charts' are opaque).
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let edit: (inout ChartMark) -> Void

    public var body: Never { return fatalError("_ModifiedChartContent has no body") }
    public func _resolve(into marks: inout _ChartMarks) {
        let first = marks.all.count
        content._resolve(into: &marks)
        for index in first..<marks.all.count { edit(&marks.all[index]) }
    }
}

extension ChartContent {
    func editing(_ edit: @escaping (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, edit: edit)
    }

    /// Fills (or strokes, for lines and rules) the marks with `style`: a colour, gradient or
    /// any other shape style.
    ///
    /// Mirrors Swift Charts' `foregroundStyle(_:)`. Raster: a gradient spans the plot area.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return editing { if $0.style == nil { $0.style = erased } }
    }

    /// Colours the marks by `value`: each distinct value gets the next colour of the chart's
    /// palette (`ChartDefaults.palette`), or the one `chartForegroundStyleScale` maps it to, and
    /// an entry in the legend. Marks of one value also form one series of lines and areas.
    ///
    /// Mirrors Swift Charts' `foregroundStyle(by:)`.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotValue = ChartValue(value).value, key = plotValue.chartsLabel
        return editing { if $0.styleKey == nil { $0.styleKey = key; $0.styleValue = plotValue } }
    }

    /// Gives the marks' points the next symbol of `ChartDefaults.symbols` for each distinct
    /// `value` (lines then show their vertices). Mirrors Swift Charts' `symbol(by:)`.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = ChartValue(value).value.chartsLabel
        return editing { if $0.symbolKey == nil { $0.symbolKey = key } }
    }

    /// Draws the marks' points with `symbol` (lines then show their vertices).
    /// Mirrors Swift Charts' `symbol(_:)`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = symbol.basicShape
        return editing { if $0.symbol == nil { $0.symbol = shape } }
    }

    /// Sets the area of the marks' symbols, in square points (a circle of area `a` is `√a`
    /// points across). Mirrors Swift Charts' `symbolSize(_:)`.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? area.squareRoot() : 0
        if !(area.isFinite && area >= 0) { warnCharts("symbolSize(\(area)) is not a finite, non-negative area; the symbols are not drawn") }
        return editing { if $0.symbolSize == nil { $0.symbolSize = CGSize(width: side, height: side) } }
    }

    /// Sets the width and height of the marks' symbols, in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        editing { if $0.symbolSize == nil { $0.symbolSize = size } }
    }

    /// Strokes lines and rules with `style` (width in points, dashes, caps, joins).
    /// Mirrors Swift Charts' `lineStyle(_:)`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        editing { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// Resolves the marks' styles (gradients) in the chart's plot area rather than in each
    /// mark's bounds. Mirrors Swift Charts' `alignsMarkStylesWithPlotArea(_:)`.
    ///
    /// Raster: marks' styles are always resolved in the plot area, so `true` draws as iOS
    /// does; `false` (iOS's default, each mark's own bounds) is warned about and drawn in the
    /// plot area.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        if !aligns {
            warnCharts("alignsMarkStylesWithPlotArea(false): Raster resolves marks' styles in the plot area, not each mark's bounds")
        }
        return self
    }

    /// How lines and areas pass through their points. Mirrors Swift Charts' `interpolationMethod(_:)`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        editing { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// Rounds the corners of bars, rectangles and sectors by `cornerRadius` points (at most half
    /// a bar's shorter side, or half a ring's width). Mirrors Swift Charts' `cornerRadius(_:style:)`.
    ///
    /// Raster: a sector's corners are always circular (`style` applies to bars and rectangles).
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        editing {
            if $0.kind == .line || $0.kind == .point || $0.kind == .rule || $0.kind == .area {
                warnCharts("cornerRadius(_:style:) on a \($0.kind.rawValue) is not drawn by Raster (it rounds bars, rectangles and sectors)")
            }
            if $0.cornerRadius == nil { $0.cornerRadius = cornerRadius; $0.cornerStyle = style }
        }
    }

    /// Multiplies the marks' opacity by `value` (0 to 1). Mirrors Swift Charts' `opacity(_:)`.
    public func opacity(_ value: Double) -> some ChartContent {
        editing { $0.effects.opacity *= min(1, max(0, value.isFinite ? value : 1)) }
    }

    /// Sizes the marks' symbols by `value`: numbers map linearly from the smallest to the
    /// largest onto symbol areas (`ChartDefaults.symbolAreas`, 16 to 400 square points in
    /// Raster), categories evenly in the order they first appear. Mirrors Swift Charts'
    /// `symbolSize(by:)`. Raster: no legend of sizes is drawn.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotValue = ChartValue(value).value
        return editing { if $0.symbolSizeValue == nil { $0.symbolSizeValue = plotValue } }
    }

    /// Blurs what the marks draw by a Gaussian of `radius` points, as a view's `blur(radius:)`.
    /// Mirrors Swift Charts' `blur(radius:)`.
    public func blur(radius: CGFloat) -> some ChartContent {
        let valid = radius.isFinite && radius > 0
        if !(radius.isFinite && radius >= 0) { warnCharts("blur(radius: \(radius)) is not a finite, non-negative radius; the marks are not blurred") }
        return editing { if valid && $0.effects.blurRadius == 0 { $0.effects.blurRadius = radius } }
    }

    /// Draws a shadow under what the marks draw, as a view's `shadow(color:radius:x:y:)`
    /// (radius and offsets in points). Mirrors Swift Charts' `shadow(color:radius:x:y:)`,
    /// whose default colour is black at a third of full opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        editing { if $0.effects.shadow == nil { $0.effects.shadow = (color, radius, x, y) } }
    }

    /// Moves what the marks draw by `x` and `y` points, after they are placed.
    /// Mirrors Swift Charts' `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(CGSize(width: x, height: y))
    }

    /// Moves what the marks draw by `offset` points, after they are placed.
    /// Mirrors Swift Charts' `offset(_:)`.
    public func offset(_ offset: CGSize) -> some ChartContent {
        editing { $0.effects.offset.width += offset.width; $0.effects.offset.height += offset.height }
    }

    /// Orders the marks' drawing: marks of a higher `value` draw over those of a lower one,
    /// marks of equal values in the order the chart gives them (all start at 0).
    /// Mirrors Swift Charts' `zIndex(_:)`.
    public func zIndex(_ value: Double) -> some ChartContent {
        editing { if $0.zIndex == 0 { $0.zIndex = value.isFinite ? value : 0 } }
    }

    /// Places bars side by side within their category, one slot per distinct `value` (grouped
    /// bars) instead of stacking them. Mirrors Swift Charts' `position(by:axis:span:)`.
    ///
    /// Raster: the slots divide the bar's band equally, in the order the values first appear;
    /// `axis` and `span` other than their defaults are not supported and warn.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = ChartValue(value).value.chartsLabel
        if span != .automatic { warnCharts("position(by:axis:span:) with a span is drawn as .automatic by Raster") }
        return editing { if $0.positionKey == nil { $0.positionKey = key } }
    }

    /// Places a view beside or over each mark.
    ///
    /// Mirrors Swift Charts' `annotation(position:alignment:spacing:content:)`. Raster: the
    /// view is sized to fit and placed `spacing` points (default `ChartDefaults.annotationSpacing`)
    /// outside the mark's bounds on the `position` side, aligned along that side by
    /// `alignment` (`.overlay`: inside the bounds, at `alignment`).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return editing { $0.annotations.append(annotation) }
    }
}

extension ChartContent {
    /// Labels the marks for VoiceOver (and UI tests) instead of their x value (their category,
    /// for a horizontal bar; their style's value, for a sector). Mirrors Swift Charts'
    /// `accessibilityLabel(_:)`. Raster: each mark is an accessibility element over its bounds.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        editing { if $0.accessibilityLabel == nil { $0.accessibilityLabel = label } }
    }

    /// Labels the marks for VoiceOver with a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent {
        accessibilityLabel(Text(labelKey))
    }

    /// Labels the marks for VoiceOver with a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// Gives the marks' VoiceOver value instead of their y value (x, for a horizontal bar; the
    /// angle, for a sector). Mirrors Swift Charts' `accessibilityValue(_:)`.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        editing { if $0.accessibilityValue == nil { $0.accessibilityValue = value } }
    }

    /// Gives the marks' VoiceOver value with a localized string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent {
        accessibilityValue(Text(valueKey))
    }

    /// Gives the marks' VoiceOver value with a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// Identifies the marks' accessibility elements for UI tests. Mirrors Swift Charts' `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
        editing { if $0.accessibilityIdentifier == nil { $0.accessibilityIdentifier = identifier } }
    }

    /// Hides the marks from VoiceOver (no accessibility element). Mirrors Swift Charts' `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        editing { $0.accessibilityHidden = $0.accessibilityHidden || hidden }
    }
}

/// How a line or area passes between its points.
///
/// Mirrors Swift Charts' `InterpolationMethod`. Raster: `catmullRom` is the centripetal
/// Catmull–Rom spline (alpha 0.5) unless an `alpha` is given, `cardinal` a cardinal spline of
/// tension 0 unless given, `monotone` the Fritsch–Carlson monotone cubic (no overshoot),
/// and the steps change value at the start, middle or end between points.
public struct InterpolationMethod: Equatable, Sendable {
    enum Storage: Equatable { case linear, catmullRom(Double), cardinal(Double), monotone, stepStart, stepCenter, stepEnd }
    let storage: Storage
    public static var linear: InterpolationMethod { InterpolationMethod(storage: .linear) }
    public static var catmullRom: InterpolationMethod { InterpolationMethod(storage: .catmullRom(0.5)) }
    public static var cardinal: InterpolationMethod { InterpolationMethod(storage: .cardinal(0)) }
    public static var monotone: InterpolationMethod { InterpolationMethod(storage: .monotone) }
    public static var stepStart: InterpolationMethod { InterpolationMethod(storage: .stepStart) }
    public static var stepCenter: InterpolationMethod { InterpolationMethod(storage: .stepCenter) }
    public static var stepEnd: InterpolationMethod { InterpolationMethod(storage: .stepEnd) }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(storage: .catmullRom(alpha)) }
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(tension)) }
}

/// A shape a chart uses as a point's symbol.
///
/// Mirrors Swift Charts' `ChartSymbolShape`. Raster: only `BasicChartSymbolShape` conforms.
public protocol ChartSymbolShape: Shape {
    /// The unit rectangle the shape's path is drawn in, for sizing symbols alike.
    var perceptualUnitRect: CGRect { get }
    /// The basic shape this is (Raster's; not Swift Charts' API).
    var basicShape: BasicChartSymbolShape { get }
}

/// The filled symbol shapes charts use for points.
///
/// Mirrors Swift Charts' `BasicChartSymbolShape` (its filled shapes). Raster: each is drawn
/// within its frame, the circle and square filling it, the others inscribed.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable { case circle, square, triangle, diamond, pentagon }
    let kind: Kind

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    public var basicShape: BasicChartSymbolShape { self }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(rect)
        case .triangle:
            return polygon([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        case .diamond:
            return polygon([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                            CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)])
        case .pentagon:
            let radius = min(rect.width, rect.height) / 2
            let points = (0..<5).map { index -> CGPoint in
                let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / 5
                return CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
            }
            return polygon(points)
        }
    }

    private func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon, point up.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
}

/// Warns through Raster's warnings (once per message), prefixed with the module.
func warnCharts(_ message: String) {
    RasterDiagnostics.warn("Charts: " + message)
}
