// SwitchToggleStyle.swift · Raster/Views/Controls · mirrors SwiftUI SwitchToggleStyle (iOS 17)
// Status: Complete — drawn as iOS 17's UISwitch; the off-track colour and the thumb shadow
// are Raster's reading of iOS design kits [UNCERTAIN].

import Foundation

/// A toggle style that displays a leading label and a trailing switch.
///
/// Raster: the switch is 51 × 31 points (UISwitch's size). Its track is a capsule, the
/// `tint` (system green by default) when on and the secondary system fill when off; the
/// thumb is a white circle 27 points across, inset 2 points, with a soft shadow. The row
/// fills the proposed width (nil: label + 8 + 51) and is as tall as the taller of label
/// and switch; see `ControlRowLayout`. A disabled toggle is drawn at half opacity.
public struct SwitchToggleStyle: ToggleStyle {
    /// The on track's colour from the deprecated `init(tint:)`; nil takes the environment's tint.
    let tint: Color?

    public init() { tint = nil }

    /// A switch style whose on track is `tint`, ahead of any `tint(_:)` around the toggle.
    /// SwiftUI deprecates it in favour of `tint(_:)` only in a future release, so no warning.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, tint: tint)
    }
}

/// A switch toggle: the label row with a tappable switch.
struct SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    var tint: Color?

    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let binding = configuration.$isOn
        let enabled = isEnabled
        let tint = self.tint
        return ControlRow { configuration.label } control: {
            SwitchGraphic.view(isOn: binding.wrappedValue)
                .transformEnvironment(\.tint) { if let tint { $0 = AnyShapeStyle(tint) } }
                .contentShape(Rectangle())
                .onTapGesture { binding.wrappedValue.toggle() }
                .accessibilityPart(.activationTarget)
        }
        .dimmedWhenDisabled(enabled)
    }
}

/// The drawing of UISwitch (points).
enum SwitchGraphic {
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    /// The switch as a fixed-size canvas.
    static func view(isOn: Bool) -> ControlCanvas {
        ControlCanvas(size: size) { size, environment in
            items(isOn: isOn, size: size, environment: environment)
        }
    }

    /// Track, then the thumb over its two shadows: a 4-point blur 3 points down at 15 %
    /// and a tight 0.5-point blur 3 points down at 6 % (the iOS 13+ design-kit knob
    /// shadows, whose CSS blur radii 8 and 1 are twice these Gaussian deviations).
    static func items(isOn: Bool, size: CGSize, environment: EnvironmentValues) -> [DisplayList.Item] {
        let bounds = CGRect(origin: .zero, size: size)
        let track = Capsule().path(in: bounds)
        let trackPaint: DisplayList.Paint
        if isOn {
            trackPaint = environment.tint?.paint(in: environment, bounds: bounds)
                ?? .color(SystemColor.green.resolved(environment.colorScheme))
        } else {
            trackPaint = .color(SystemColor.secondaryFill.resolved(environment.colorScheme))
        }
        // The thumb rests at the trailing end when on: the left end right to left, as UISwitch mirrors.
        let atRight = isOn == (environment.layoutDirection == .leftToRight)
        let x = atRight ? size.width - thumbInset - thumbDiameter : thumbInset
        let thumbRect = CGRect(x: x, y: (size.height - thumbDiameter) / 2, width: thumbDiameter, height: thumbDiameter)
        func thumb(grownBy e: CGFloat) -> Path {
            Path(ellipseIn: thumbRect.insetBy(dx: -e, dy: -e))
        }
        return [.fill(track, trackPaint, FillStyle())]
            + DisplayList.Item.softShadow(alpha: 0.15, blur: 4, y: 3, outline: thumb)
            + DisplayList.Item.softShadow(alpha: 0.06, blur: 0.5, y: 3, outline: thumb)
            + [.solid(Path(ellipseIn: thumbRect), ControlColor.rgb(255, 255, 255))]
    }
}
