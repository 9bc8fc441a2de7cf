// ProgressViewStyles.swift · Raster/Views/Controls · mirrors SwiftUI LinearProgressViewStyle, CircularProgressViewStyle (iOS 17)
// Status: Complete — layouts and spinner sizes as OpenSwiftUI reads SwiftUI; the bar's
// track colour and the spokes' shape and fading are Raster's reading of iOS [UNCERTAIN].

import Foundation

/// A progress view that visually indicates its progress using a horizontal bar.
///
/// Raster, in points: `VStack(alignment: .leading, spacing: 4)` of the label, the bar and
/// the current-value label (caption font, secondary colour). The bar is 4 tall and as
/// wide as proposed (nil: 10): a capsule track in the system fill colour and, from the
/// leading edge, a capsule of the tint (the accent colour by default) `fractionCompleted`
/// of its width. An indeterminate bar shows only its track.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The tint of `init(tint:)`; nil takes the environment's.
    private var tint: Color?

    public init() {}

    /// A linear style with the bar filled in `tint` (SwiftUI deprecates it for a future
    /// release: use `tint(_:)`). The style's tint takes precedence over a `tint(_:)` around
    /// the progress view.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted
        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ControlCanvas(measure: { proposal in
                CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: ProgressBar.height)
            }) { size, environment in
                ProgressBar.items(size: size, fraction: fraction, environment: environment)
            }
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(Color.secondary)
        }
        .transformEnvironment(\.tint) { if let tint { $0 = AnyShapeStyle(tint) } }
    }
}

/// A progress view that uses a circular gauge: on iOS the activity spinner.
///
/// Raster, in points: `VStack` of the spinner and, below it, the label and the current
/// value label (caption font) in the secondary colour. The spinner is 20 across (14 at
/// the small and mini control sizes, 37 at large): eight round-capped spokes in the tint
/// (the secondary label colour by default), the one at 12 o'clock opaque and those behind
/// it, counter-clockwise, fading to 30 % — one still frame of the animation.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The tint of `init(tint:)`; nil takes the environment's.
    private var tint: Color?

    public init() {}

    /// A circular style with the spinner drawn in `tint` (SwiftUI deprecates it for a future
    /// release: use `tint(_:)`). The style's tint takes precedence over a `tint(_:)` around
    /// the progress view.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(configuration: configuration)
            .transformEnvironment(\.tint) { if let tint { $0 = AnyShapeStyle(tint) } }
    }
}

/// The spinner and its labels.
struct CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration

    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let side = Spinner.side(for: controlSize)
        return VStack {
            ControlCanvas(size: CGSize(width: side, height: side)) { size, environment in
                Spinner.items(size: size, environment: environment)
            }
            if configuration.label != nil || configuration.currentValueLabel != nil {
                VStack {
                    configuration.label
                    configuration.currentValueLabel.font(.caption)
                }
                .foregroundStyle(Color.secondary)
            }
        }
    }
}

/// The drawing of UIProgressView's default bar.
enum ProgressBar {
    static let height: CGFloat = 4

    static func items(size: CGSize, fraction: Double?, environment: EnvironmentValues) -> [DisplayList.Item] {
        let bounds = CGRect(origin: .zero, size: size)
        let track = Capsule().path(in: bounds)
        var items: [DisplayList.Item] = [.solid(track, SystemColor.primaryFill.resolved(environment.colorScheme))]
        if let fraction, fraction > 0 {
            let filled = CGRect(x: 0, y: 0, width: size.width * CGFloat(fraction), height: size.height)
            let paint = TintShapeStyle().paint(in: environment, bounds: filled)
            items.append(.group(.clip(track, FillStyle()), [.fill(Capsule().path(in: filled), paint, FillStyle())]))
        }
        return items
    }
}

/// The drawing of UIActivityIndicatorView (iOS 13+: eight spokes).
enum Spinner {
    static let spokeCount = 8

    /// The spinner's side for a control size (points).
    static func side(for controlSize: ControlSize) -> CGFloat {
        switch controlSize {
        case .mini, .small: return 14
        case .regular: return 20
        case .large, .extraLarge: return 37
        }
    }

    /// Spokes from 22 % to 48 % of the side out from the centre, 12 % of the side thick.
    /// `head` is how many eighths of a turn the opaque spoke has moved clockwise from
    /// 12 o'clock (a step of the turning spinner, 0 for `ProgressView`'s still frame). With
    /// `revealed`, only that many spokes are drawn, clockwise from 12 o'clock, each as opaque
    /// as the head: a refresh control being pulled (Flutter's partially revealed
    /// `CupertinoActivityIndicator`).
    static func items(size: CGSize, environment: EnvironmentValues, head: Int = 0, revealed: Int? = nil) -> [DisplayList.Item] {
        let side = min(size.width, size.height)
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let width = side * 0.12, inner = side * 0.22 + width / 2, outer = side * 0.48 - width / 2
        let bounds = CGRect(origin: .zero, size: size)
        let base = environment.tint?.paint(in: environment, bounds: bounds)
            ?? .color(SystemColor.secondary.resolved(environment.colorScheme))
        let style = StrokeStyle(lineWidth: width, lineCap: .round)
        func spoke(at angle: CGFloat, opacity: Float) -> DisplayList.Item {
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            var spoke = Path()
            spoke.move(to: CGPoint(x: center.x + direction.x * inner, y: center.y + direction.y * inner))
            spoke.addLine(to: CGPoint(x: center.x + direction.x * outer, y: center.y + direction.y * outer))
            return .stroke(spoke, base.multiplyingOpacity(opacity), style)
        }
        if let revealed {
            // Spoke k of those revealed sits k eighths of a turn clockwise from 12 o'clock.
            return (0..<min(max(revealed, 0), spokeCount)).map { k in
                spoke(at: -CGFloat.pi / 2 + CGFloat(k) * 2 * .pi / CGFloat(spokeCount), opacity: 1)
            }
        }
        return (0..<spokeCount).map { k in
            // Spoke k trails the head by k eighths of a turn, counter-clockwise.
            spoke(at: -CGFloat.pi / 2 + CGFloat(head - k) * 2 * .pi / CGFloat(spokeCount),
                  opacity: Float(max(0.3, 1 - 0.2 * Double(k))))
        }
    }
}
