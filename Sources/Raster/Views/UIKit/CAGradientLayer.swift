// CAGradientLayer.swift · Raster/Views/UIKit · mirrors Core Animation CAGradientLayer and CAGradientLayerType (iOS 17)
// Status: Complete — axial, radial and conic gradients drawn with the shading of SwiftUI's
// gradients; nothing animates (Raster has no CABasicAnimation).
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A layer that draws a color gradient over its background color, filling the shape of the
/// layer (including rounded corners).
///
/// Raster: the gradient fills the layer's rounded bounds over its background and contents,
/// under its sublayers, with the shading SwiftUI's gradients use, so an axial gradient
/// has the pixels of a `LinearGradient` of the same stops and unit points. Points are in
/// the unit coordinates of the bounds, y down as on iOS: (0, 0) the top-left corner.
open class CAGradientLayer: CALayer {
    /// The colours of the gradient, `CGColor`s as in Core Animation (`[UIColor.red.cgColor,
    /// UIColor.blue.cgColor]`; default nil: nothing drawn). An element that is not a
    /// `CGColor` (a `UIColor` itself) draws nothing, with a warning, as iOS draws nothing.
    open var colors: [Any]?
    /// The location of each colour along the gradient, 0...1 (default nil: spread evenly
    /// from 0 to 1). A count that differs from the colours', or a location that is not a
    /// number, spreads them evenly, with a warning.
    open var locations: [NSNumber]?
    /// Where the gradient starts (location 0), unit coordinates of the bounds (default
    /// (0.5, 0): the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends (location 1), unit coordinates of the bounds (default
    /// (0.5, 1): the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (default `.axial`).
    open var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s state, its gradient too when it is a gradient layer (see
    /// `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let layer = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (layer.colors, layer.locations, layer.startPoint, layer.endPoint, layer.type)
    }

    /// Creates a layer from an archive. Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { return nil }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let items = super.contentItems(in: bounds, environment: environment)
        guard let gradient, let paint = paint(of: gradient, in: bounds, environment: environment) else { return items }
        return items + [.fill(shape(in: bounds), paint, FillStyle())]
    }

    /// The colours and locations as a SwiftUI gradient; nil when there are no colours, and
    /// (with a warning) when one is not a `CGColor`.
    private var gradient: Gradient? {
        guard let colors, !colors.isEmpty else { return nil }
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else {
            let other = colors.first { !($0 is CGColor) }.map { strippingGenerics(String(describing: Swift.type(of: $0))) } ?? ""
            warnOnce("A \(named("colors")) holds a \(other), which Core Animation does not draw, so no gradient is drawn; "
                     + "give CGColors (UIColor's cgColor)")
            return nil
        }
        let spread = cgColors.indices.map { cgColors.count == 1 ? 0 : CGFloat($0) / CGFloat(cgColors.count - 1) }
        var stops = spread
        if let locations {
            let given = locations.map { CGFloat($0.doubleValue) }
            if given.count != cgColors.count || given.contains(where: \.isNaN) {
                warnOnce("A \(named("locations")) has \(given.count) locations \(given) for \(cgColors.count) colours, so the "
                         + "colours are spread evenly; give one location from 0 to 1 per colour")
            } else {
                stops = given
            }
        }
        return Gradient(stops: zip(cgColors, stops).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) })
    }

    /// The gradient's paint in `bounds` for `type`: nil, with a warning, for points that are
    /// not finite, for a radial ellipse without width or height and for a conic gradient
    /// whose points coincide (Core Animation leaves those undefined).
    private func paint(of gradient: Gradient, in bounds: CGRect, environment: EnvironmentValues) -> DisplayList.Paint? {
        let start = UnitPoint(x: startPoint.x, y: startPoint.y), end = UnitPoint(x: endPoint.x, y: endPoint.y)
        guard [startPoint.x, startPoint.y, endPoint.x, endPoint.y].allSatisfy(\.isFinite) else {
            warnOnce("A \(named("startPoint")) or endPoint is not finite (\(startPoint), \(endPoint)), so no gradient is drawn; "
                     + "give unit coordinates of the bounds")
            return nil
        }
        let from = start.resolved(in: bounds), to = end.resolved(in: bounds)
        switch type {
        case .radial:
            // Apple's CAGradientLayerType.radial: an ellipse centred at startPoint whose
            // width and height are (endPoint - startPoint) × 2.
            let radii = CGSize(width: abs(to.x - from.x), height: abs(to.y - from.y))
            guard radii.width > 0, radii.height > 0 else {
                warnOnce("A \(subject) of type .radial has the radii \(radii.width) × \(radii.height) points (endPoint less "
                         + "startPoint), so no gradient is drawn; give an endPoint that differs from startPoint in x and y")
                return nil
            }
            return .ellipticalGradient(gradient.resolvedStops(in: environment), center: from, radii: radii, startRadius: 0, endRadius: 1)
        case .conic:
            // Apple's CAGradientLayerType.conic: centred at startPoint, angle 0 towards
            // endPoint, the angle growing towards +y (clockwise on iOS's screen).
            guard from != to else {
                warnOnce("A \(subject) of type .conic has startPoint equal to endPoint, so no gradient is drawn; give an "
                         + "endPoint in the direction where the gradient starts")
                return nil
            }
            let angle = Angle(radians: atan2(Double(to.y - from.y), Double(to.x - from.x)))
            return AngularGradient(gradient: gradient, center: start, angle: angle).paint(in: environment, bounds: bounds)
        default:
            return LinearGradient(gradient: gradient, startPoint: start, endPoint: end).paint(in: environment, bounds: bounds)
        }
    }
}

/// The kind of gradient a gradient layer draws (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colour varies along the line from `startPoint` to `endPoint` and is constant across
    /// it (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colour varies outwards over an ellipse centred at `startPoint`, reaching location 1
    /// where x or y reaches `endPoint`'s.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colour varies around `startPoint`, from location 0 towards `endPoint`, clockwise on
    /// screen, a full turn.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
#endif
