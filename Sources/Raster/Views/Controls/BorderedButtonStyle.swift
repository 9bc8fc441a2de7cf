// BorderedButtonStyle.swift · Raster/Views/Controls · mirrors SwiftUI BorderedButtonStyle, BorderedProminentButtonStyle (iOS 17)
// Status: Partial — no pressed look; metrics and colours from OpenSwiftUI's reading of
// SwiftUI (iOS 18-era), not measured on an iOS 17 device [UNCERTAIN].

import Foundation

/// A button style that applies standard border artwork based on the button's context:
/// on iOS a grey platter (or a translucent one of the `tint`) behind the tinted label.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: false)
    }
}

/// A button style that applies standard border prominent artwork based on the button's
/// context: on iOS a solid platter of the tint colour behind a white label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The metrics of a bordered button for one control size (points).
///
/// Paddings and fonts as OpenSwiftUI reads SwiftUI's `BorderedButtonSpec` (iOS 18-era,
/// assumed unchanged from iOS 17): mini and small 10 × 5 around subheadline text,
/// regular 12 × 7 around body text (34.33 points tall at @3x), large 20 × 15 around body text.
struct ButtonMetrics: Equatable {
    var horizontalPadding: CGFloat
    var verticalPadding: CGFloat
    var font: Font

    init(_ size: ControlSize) {
        switch size {
        case .mini, .small: (horizontalPadding, verticalPadding, font) = (10, 5, .subheadline)
        case .regular: (horizontalPadding, verticalPadding, font) = (12, 7, .body)
        case .large, .extraLarge: (horizontalPadding, verticalPadding, font) = (20, 15, .body)
        }
    }
}

/// A bordered or prominent button: padded label over a platter in the border shape.
///
/// Colours (OpenSwiftUI's reading of SwiftUI's phone bordered style): without a `tint`,
/// `.bordered` is a secondary-system-fill platter under a label in the accent colour (red
/// for destructive buttons); with a tint, the tint at 18 % (20 % for yellow) in light mode
/// and 25 % (20 % for red and pink) in dark mode under a tinted label. `.borderedProminent`
/// is a solid tint platter (the tint, else red for destructive, else the accent colour)
/// under a white label. Disabled: a secondary-system-fill platter under a tertiary label
/// at 75 % opacity.
///
/// The glass styles (iOS 26, GlassButtonStyle.swift) are drawn here too, with `glass` set:
/// in a capsule unless a `buttonBorderShape` is set, the platter of `.glass` is the glass
/// (`GlassBackground`) and that of `.glassProminent` the prominent platter under the
/// glass's rim.
struct BorderedButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool
    /// The glass of a glass style; nil (the default) for the bordered styles.
    var glass: Glass?

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font
    @Environment(\.tint) private var tint
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isToggleOn) private var isToggleOn

    var body: some View {
        let metrics = ButtonMetrics(controlSize)
        let border = glass != nil && borderShape.kind == .automatic ? ButtonBorderShape.capsule : borderShape
        let shape = border.resolved(for: controlSize)
        return configuration.label
            .font(font ?? metrics.font)
            .multilineTextAlignment(.center)
            .foregroundStyle(labelStyle)
            .controlOpacity(isEnabled ? 1 : 0.75)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
            .modifier(UnaryLayoutModifier(SquareLayout(isActive: borderShape.isCircle)))
            .background { platter(in: shape) }
            .contentShape(shape)
            .onTapGesture { configuration.trigger() }
    }

    /// The platter in `shape`: `platterStyle`, or for a glass style the glass (`.glass`) or
    /// `platterStyle` under the glass's rim (`.glassProminent`).
    @ViewBuilder private func platter(in shape: ResolvedButtonBorder) -> some View {
        if let glass, !isProminent {
            GlassBackground(glass: glass, shape: shape)
        } else if glass != nil {
            shape.fill(platterStyle).overlay { GlassRim(shape: shape) }
        } else {
            shape.fill(platterStyle)
        }
    }

    /// The accent colour, or red for destructive buttons.
    private var defaultTint: AnyShapeStyle {
        configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.accentColor)
    }

    private var labelStyle: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(ButtonColors.disabledLabel) }
        if isProminent { return isToggleOn == false ? (tint ?? defaultTint) : AnyShapeStyle(Color.white) }
        return tint ?? defaultTint
    }

    /// The platter: see the type's description. A button-style toggle that is off has a
    /// grey platter (no platter when prominent); one that is on, a tinted platter.
    private var platterStyle: AnyShapeStyle {
        let fill = AnyShapeStyle(Color(storage: .system(.secondaryFill)))
        if !isEnabled { return fill }
        if isProminent {
            return isToggleOn == false ? AnyShapeStyle(Color.clear) : tint ?? defaultTint
        }
        if isToggleOn == false { return fill }
        guard let tint else {
            guard isToggleOn == true else { return fill }
            let accent = defaultTint.base as? Color
            return AnyShapeStyle(defaultTint.opacity(Self.platterOpacity(of: accent, in: .light)))
        }
        return AnyShapeStyle(tint.opacity(Self.platterOpacity(of: tint.base as? Color, in: colorScheme)))
    }

    /// The opacity of a tinted `.bordered` platter.
    static func platterOpacity(of tint: Color?, in scheme: ColorScheme) -> Double {
        if scheme == .light { return tint == .yellow ? 0.2 : 0.18 }
        return tint == .red || tint == .pink ? 0.2 : 0.25
    }
}

/// Makes its child square (both sides the longer one) when active: the frame of a
/// circular bordered button.
///
/// Proposes to child: the proposal. Reports size: the child's, or max(width, height)
/// squared when active. Places child: centred.
struct SquareLayout: Layout {
    var isActive: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        guard isActive else { return size }
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
