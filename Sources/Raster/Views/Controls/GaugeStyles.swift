// GaugeStyles.swift · Raster/Views/Controls · mirrors SwiftUI DefaultGaugeStyle, LinearCapacityGaugeStyle, AccessoryLinearGaugeStyle, AccessoryLinearCapacityGaugeStyle, AccessoryCircularGaugeStyle, AccessoryCircularCapacityGaugeStyle (iOS 17)
// Status: Complete — the layouts follow Apple's documentation images; every figure in
// `GaugeMetrics` is Raster's reading of iOS [UNCERTAIN: no measured source].

import Foundation

/// The default gauge style: on iOS the linear capacity style.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the
/// gauge's current value increases.
///
/// Raster, in points: `VStack(alignment: .leading, spacing: 4)` of the label, a row of the
/// minimum-value label, the bar and the maximum-value label (8 apart), and the current-value
/// label; the value and bound labels in the caption font and secondary colour. The bar is
/// 8 tall and takes the row's remaining width: a capsule track in the system fill colour and
/// the tint from the leading edge to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, isCapacity: true, barHeight: GaugeMetrics.capacityBarHeight)
    }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar
/// to indicate the gauge's current value.
///
/// Raster, in points: as `LinearCapacityGaugeStyle`, with a 6-tall bar painted whole with
/// the tint and a marker at the value: a dot of the primary colour ringed by the window
/// background.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, isCapacity: false, barHeight: GaugeMetrics.accessoryBarHeight)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the
/// gauge's current value increases.
///
/// Raster: as `LinearCapacityGaugeStyle` with a 6-tall bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGauge(configuration: configuration, isCapacity: true, barHeight: GaugeMetrics.accessoryBarHeight)
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along
/// the ring to indicate the gauge's current value.
///
/// Raster, in points: a 72 × 72 square. The ring, 6 wide with round ends, runs clockwise
/// through the top from 135° to 405° (0° pointing right, angles growing clockwise on
/// screen), painted with the tint; the marker at the value is a primary dot ringed by the
/// window background. The current-value label (else the label) is centred in the medium
/// title 3 font; the minimum- and maximum-value labels sit under the ring's ends and the
/// label (when there is a current-value label) between them, in the caption 2 font.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, isCapacity: false)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value.
///
/// Raster, in points: a 72 × 72 square. The ring, 6 wide, is the tint at 30 % opacity, and
/// from 12 o'clock clockwise the tint with round ends up to the value. The current-value
/// label (else the label) is centred in the medium title 3 font.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularGauge(configuration: configuration, isCapacity: true)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker at the current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the current value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled in to the current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// The figures of the gauge styles (points). No iOS 17 measurement was found; the circular
/// side is the Lock Screen circular widget slot on 393-point-wide iPhones (ios17-metrics.md
/// §7, Apple's HIG widget dimensions), the rest Raster's reading of Apple's documentation
/// images. [UNCERTAIN]
enum GaugeMetrics {
    static let capacityBarHeight: CGFloat = 8
    static let accessoryBarHeight: CGFloat = 6
    static let linearSpacing: CGFloat = 4
    static let boundsLabelSpacing: CGFloat = 8
    static let circularSide: CGFloat = 72
    static let ringWidth: CGFloat = 6
    /// The open ring's ends (degrees, 0 pointing right, growing clockwise on screen).
    static let openRingStart: Double = 135
    static let openRingEnd: Double = 405
    /// The capacity ring's track opacity.
    static let capacityTrackOpacity: Float = 0.3
}

/// A linear gauge: label, the bar between the bound labels, and the current-value label.
struct LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    let barHeight: CGFloat

    var body: some View {
        let fraction = configuration.value, isCapacity = self.isCapacity, height = barHeight
        return VStack(alignment: .leading, spacing: GaugeMetrics.linearSpacing) {
            configuration.label
            HStack(spacing: GaugeMetrics.boundsLabelSpacing) {
                configuration.minimumValueLabel
                ControlCanvas(measure: { proposal in
                    CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
                }) { size, environment in
                    GaugeDrawing.bar(size: size, fraction: fraction, isCapacity: isCapacity, environment: environment)
                }
                configuration.maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(Color.secondary)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(Color.secondary)
        }
    }
}

/// A circular gauge: the ring with its labels inside and under it.
struct CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool

    var body: some View {
        let fraction = configuration.value, isCapacity = self.isCapacity
        let side = GaugeMetrics.circularSide
        return ZStack {
            ControlCanvas(size: CGSize(width: side, height: side)) { size, environment in
                isCapacity ? GaugeDrawing.closedRing(size: size, fraction: fraction, environment: environment)
                    : GaugeDrawing.openRing(size: size, fraction: fraction, environment: environment)
            }
            Group {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
            }
            .font(.title3.weight(.medium))
            .lineLimit(1)
            .padding(.horizontal, GaugeMetrics.ringWidth * 2)
            if !isCapacity {
                HStack(alignment: .lastTextBaseline, spacing: 0) {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    if configuration.currentValueLabel != nil { configuration.label }
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.caption2)
                .lineLimit(1)
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        .frame(width: side, height: side)
    }
}

/// The gauges' drawings, in the canvas's space (points, origin top-left, y down).
enum GaugeDrawing {
    /// The tint as paint along the gauge: a `Gradient` tint runs leading to trailing on a
    /// bar, or around the ring from `arc`'s start to its end; any other tint is used as it is.
    static func tint(in environment: EnvironmentValues, bounds: CGRect, arc: (start: Double, end: Double)? = nil) -> DisplayList.Paint {
        guard let gradient = environment.tint?.base as? Gradient else {
            return TintShapeStyle().paint(in: environment, bounds: bounds)
        }
        if let arc {
            return AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(arc.start),
                                   endAngle: .degrees(arc.end)).paint(in: environment, bounds: bounds)
        }
        return LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
            .paint(in: environment, bounds: bounds)
    }

    /// A capsule bar: a capacity bar's fill (the tint spread over the whole bar, shown from
    /// the leading edge to the value) over a system-fill track, or a tinted track with a
    /// marker at the value.
    static func bar(size: CGSize, fraction: Double, isCapacity: Bool, environment: EnvironmentValues) -> [DisplayList.Item] {
        let bounds = CGRect(origin: .zero, size: size)
        let track = Capsule().path(in: bounds)
        let tint = tint(in: environment, bounds: bounds)
        guard isCapacity else {
            let x = size.height / 2 + (size.width - size.height) * CGFloat(fraction)
            return [.fill(track, tint, FillStyle())] + marker(at: CGPoint(x: x, y: size.height / 2),
                                                             diameter: size.height, environment: environment)
        }
        var items: [DisplayList.Item] = [.solid(track, SystemColor.primaryFill.resolved(environment.colorScheme))]
        if fraction > 0 {
            let filled = Capsule().path(in: CGRect(x: 0, y: 0, width: size.width * CGFloat(fraction), height: size.height))
            items.append(.group(.clip(track, FillStyle()), [.fill(filled, tint, FillStyle())]))
        }
        return items
    }

    /// The open ring of `AccessoryCircularGaugeStyle` with its marker.
    static func openRing(size: CGSize, fraction: Double, environment: EnvironmentValues) -> [DisplayList.Item] {
        let (start, end) = (GaugeMetrics.openRingStart, GaugeMetrics.openRingEnd)
        let (center, radius) = ring(in: size)
        let bounds = CGRect(origin: .zero, size: size)
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        let angle = (start + (end - start) * fraction) * .pi / 180
        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return [.stroke(arc, tint(in: environment, bounds: bounds, arc: (start, end)),
                        StrokeStyle(lineWidth: GaugeMetrics.ringWidth, lineCap: .round))]
            + marker(at: point, diameter: GaugeMetrics.ringWidth, environment: environment)
    }

    /// The closed ring of `AccessoryCircularCapacityGaugeStyle`: a faint track and the
    /// filled arc from 12 o'clock.
    static func closedRing(size: CGSize, fraction: Double, environment: EnvironmentValues) -> [DisplayList.Item] {
        let (center, radius) = ring(in: size)
        let bounds = CGRect(origin: .zero, size: size)
        let paint = tint(in: environment, bounds: bounds, arc: (-90, 270))
        let width = GaugeMetrics.ringWidth
        var track = Path()
        track.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        var items: [DisplayList.Item] = [.stroke(track, paint.multiplyingOpacity(GaugeMetrics.capacityTrackOpacity),
                                                 StrokeStyle(lineWidth: width))]
        if fraction > 0 {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: .degrees(-90),
                       endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            items.append(.stroke(arc, paint, StrokeStyle(lineWidth: width, lineCap: fraction < 1 ? .round : .butt)))
        }
        return items
    }

    /// The centre and radius of a ring stroked `GaugeMetrics.ringWidth` wide inside `size`.
    private static func ring(in size: CGSize) -> (CGPoint, CGFloat) {
        (CGPoint(x: size.width / 2, y: size.height / 2), (min(size.width, size.height) - GaugeMetrics.ringWidth) / 2)
    }

    /// A marker at `point`: a primary dot `diameter` − 2 across, ringed out to `diameter` + 2
    /// by the window background.
    private static func marker(at point: CGPoint, diameter: CGFloat, environment: EnvironmentValues) -> [DisplayList.Item] {
        func circle(_ d: CGFloat) -> Path {
            Path(ellipseIn: CGRect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d))
        }
        let scheme = environment.colorScheme
        return [.solid(circle(diameter + 2), SystemColor.systemBackground.resolved(in: environment)),
                .solid(circle(diameter - 2), SystemColor.primary.resolved(scheme))]
    }
}
