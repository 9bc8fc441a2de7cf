// ColorPicker.swift · Raster/Views/Controls · mirrors SwiftUI ColorPicker (iOS 17)
// Status: Partial — the label row and UIColorWell's swatch at rest; the colour panel never opens.
// The `CGColor` initializers take Raster's `CGColor` (Paint/CGColor.swift), as Linux has no CoreGraphics.

import Foundation

/// A control used to select a color from the system color picker UI.
///
/// Raster: the label row (`ControlRow`: label leading, swatch trailing; only the swatch
/// under `labelsHidden()`) whose control is UIColorWell's swatch, `ColorWell.diameter`
/// points across: a ring of the hues (red, yellow, green, cyan, blue, magenta, red, clockwise
/// from the top), `ColorWell.ringWidth` wide, then `ColorWell.gap` of nothing and a disc of
/// the selected colour. Without `supportsOpacity` the disc is drawn opaque, as the picker
/// would strip the alpha. Disabled: drawn at half opacity.
public struct ColorPicker<Label: View>: View {
    /// The selected colour, read from the `Color` or `CGColor` binding.
    let color: () -> Color
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker with a custom label editing `selection`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = { selection.wrappedValue }
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A colour picker with a custom label editing a Core Graphics colour; the swatch shows
    /// it as `Color(cgColor:)` does.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = { Color(cgColor: selection.wrappedValue) }
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        ControlRow { label } control: { ColorWell(color: color(), isOpaque: !supportsOpacity) }
            .dimmedWhenDisabled(isEnabled)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A colour picker of a Core Graphics colour, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker of a Core Graphics colour, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell's swatch: the hue ring and the colour's disc, in points.
/// [UNCERTAIN — 28-point well, 3-point ring and 2-point gap read from iOS 17 screenshots;
/// no published figure found]
struct ColorWell: View {
    let color: Color
    /// Whether the disc drops the colour's alpha.
    let isOpaque: Bool

    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The ring's hues, clockwise from the top.
    static let hues: [Color] = [.init(red: 1, green: 0, blue: 0), .init(red: 1, green: 1, blue: 0),
                                .init(red: 0, green: 1, blue: 0), .init(red: 0, green: 1, blue: 1),
                                .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 0, blue: 1),
                                .init(red: 1, green: 0, blue: 0)]

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(AngularGradient(colors: Self.hues, center: .center, angle: .degrees(-90)),
                              lineWidth: Self.ringWidth)
            ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { [color, isOpaque] size, environment in
                var resolved = color.resolve(in: environment)
                if isOpaque { resolved.opacity = 1 }
                return [.solid(Path(ellipseIn: CGRect(origin: .zero, size: size)), resolved)]
            }
            .padding(Self.ringWidth + Self.gap)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
