// CAShapeLayer.swift · Raster/Views/UIKit · mirrors Core Animation CAShapeLayer, CAShapeLayerFillRule, CAShapeLayerLineCap, CAShapeLayerLineJoin (iOS 17)
// Status: Complete — the path filled and stroked with every line attribute, dashes and trim;
// nothing animates (Raster has no CABasicAnimation).
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A layer that draws a cubic Bezier spline in its coordinate space.
///
/// Raster: `path` is in the layer's bounds space (points, y down), filled then stroked
/// between the layer's contents and its sublayers, as Apple's documentation says the shape
/// "is composited between the layer's contents and its first sublayer"; drawn with the
/// rasterizer that fills and strokes SwiftUI's shapes, so a circle path filled here has the
/// pixels of `Circle().fill(_:)` in the same frame. The path is not clipped to the bounds
/// unless `masksToBounds`.
open class CAShapeLayer: CALayer {
    /// The shape to draw (default nil: nothing), points in the layer's bounds space.
    open var path: CGPath?
    /// The colour that fills the path (default opaque black); nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The rule that decides what the fill covers (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The colour of the path's outline (default nil: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, 0...1 of its length (default 0); with
    /// `strokeEnd` it trims the stroke as SwiftUI's `trim(from:to:)` trims a shape. The fill
    /// is not trimmed.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0...1 of its length (default 1). A `strokeEnd`
    /// at or before `strokeStart` strokes nothing.
    open var strokeEnd: CGFloat = 1
    /// The width of the stroke, points (default 1). A negative or non-finite width strokes
    /// nothing, with a warning.
    open var lineWidth: CGFloat = 1
    /// The longest a mitred corner reaches, in line widths, before it is bevelled (default 10).
    open var miterLimit: CGFloat = 10
    /// The shape of the stroke's open ends (default `.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of the stroke's corners (default `.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// How far into the dash pattern the stroke starts, points (default 0).
    open var lineDashPhase: CGFloat = 0
    /// The lengths of the painted and unpainted segments of the stroke, alternately, points
    /// (default nil: a solid line). Negative or non-finite lengths, or lengths that are all
    /// zero, draw a solid line with a warning.
    open var lineDashPattern: [NSNumber]?

    /// Creates a shape layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s state, its shape and line attributes too when it is a
    /// shape layer (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let layer = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (layer.path, layer.fillColor, layer.fillRule, layer.strokeColor)
        (strokeStart, strokeEnd, lineWidth, miterLimit) = (layer.strokeStart, layer.strokeEnd, layer.lineWidth, layer.miterLimit)
        (lineCap, lineJoin, lineDashPhase, lineDashPattern) = (layer.lineCap, layer.lineJoin, layer.lineDashPhase, layer.lineDashPattern)
    }

    /// Creates a layer from an archive. Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { return nil }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard let shape = path?.path, !shape.isEmpty else { return super.contentItems(in: bounds, environment: environment) }
        var items = super.contentItems(in: bounds, environment: environment)
        if let fillColor, fillColor.alpha > 0 {
            items.append(.fill(shape, .color(Color(cgColor: fillColor).resolve(in: environment)), FillStyle(eoFill: fillRule == .evenOdd)))
        }
        if let strokeColor, strokeColor.alpha > 0, let style = strokeStyle, let trimmed = trimmedPath(shape) {
            items.append(.stroke(trimmed, .color(Color(cgColor: strokeColor).resolve(in: environment)), style))
        }
        return items
    }

    /// The line attributes as a stroke style; nil (with a warning) for a width that is
    /// negative or not finite, and nil for a width of 0.
    private var strokeStyle: StrokeStyle? {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            warnOnce("A \(named("lineWidth")) is \(lineWidth), so its path is not stroked; give a width of 0 or more")
            return nil
        }
        guard lineWidth > 0 else { return nil }
        var limit = miterLimit
        if !(limit.isFinite && limit >= 1) {
            warnOnce("A \(named("miterLimit")) is \(limit), so corners are mitred up to 10 line widths; give a limit of 1 or more")
            limit = 10
        }
        return StrokeStyle(lineWidth: lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin, miterLimit: limit,
                           dash: dashes, dashPhase: lineDashPhase.isFinite ? lineDashPhase : 0)
    }

    /// `lineDashPattern` as lengths; none (a solid line) for nil, empty, or with a warning,
    /// lengths that are negative, not finite or all zero, or a phase that is not finite.
    private var dashes: [CGFloat] {
        let lengths = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        guard !lengths.isEmpty else { return [] }
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }), lineDashPhase.isFinite else {
            warnOnce("A \(named("lineDashPattern")) is \(lengths) with the phase \(lineDashPhase), so the line is drawn solid; "
                     + "give finite lengths of 0 or more, not all 0, and a finite phase")
            return []
        }
        return lengths
    }

    /// `shape` trimmed to `strokeStart...strokeEnd` (each clamped to 0...1), as
    /// `Path.trimmedPath(from:to:)` trims it; nil when nothing is left, and for bounds that
    /// are not numbers (with a warning).
    private func trimmedPath(_ shape: Path) -> Path? {
        guard !strokeStart.isNaN, !strokeEnd.isNaN else {
            warnOnce("A \(named("strokeStart")) or strokeEnd is not a number (\(strokeStart), \(strokeEnd)), so its path is not "
                     + "stroked; give fractions from 0 to 1")
            return nil
        }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard start < end else { return nil }
        return start == 0 && end == 1 ? shape : shape.trimmedPath(from: start, to: end)
    }
}

/// The rule that decides which points a shape layer's fill covers (Core Animation's
/// `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd: a point inside an even number of subpaths is outside.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a shape layer's stroke ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half circles past the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Half squares past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The CoreGraphics cap (butt for a raw value Core Animation lacks).
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The shape of a shape layer's stroke corners (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners, bevelled past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The CoreGraphics join (miter for a raw value Core Animation lacks).
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
#endif
