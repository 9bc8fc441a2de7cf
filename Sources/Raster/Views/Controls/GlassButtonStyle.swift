// GlassButtonStyle.swift · Raster/Views/Controls · mirrors SwiftUI GlassButtonStyle, GlassProminentButtonStyle and the `.glass`, `.glass(_:)`, `.glassProminent` button styles (iOS 26)
// Status: Partial — drawn as the bordered styles with a Liquid Glass platter in a capsule;
// iOS 26's own paddings and label colours for these styles are not published, so the
// bordered metrics and colours are used [UNCERTAIN]; no pressed or interactive look.

import Foundation

/// A button style that applies glass border artwork based on the button's context.
///
/// Raster: the label padded as a `.bordered` button's (`ButtonMetrics`: 12 × 7 points
/// around body text at the regular control size) over the style's glass (`.regular` by
/// default) in a capsule (or the `buttonBorderShape` set around it), with the glass's rim,
/// the label in the tint colour as a bordered button's (red for destructive, grey when
/// disabled). Apple calls the style similar to `.bordered`.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// Creates a glass button style of regular glass.
    public init() {
        glass = .regular
    }

    /// Creates a glass button style of `glass` (iOS 26.1), for example `.clear` or a tinted
    /// glass.
    public init(_ glass: Glass) {
        self.glass = glass
    }

    /// The button: its label padded over the glass capsule, tapped to trigger its action.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: false, glass: glass)
    }
}

/// A button style that applies prominent glass border artwork based on the button's
/// context.
///
/// Raster: as `.borderedProminent` (a platter of the tint, else the accent colour, under a
/// white label), in a capsule (or the `buttonBorderShape` set around it) with the glass's
/// rim. Apple calls the style similar to `.borderedProminent`.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    /// The button: its white label padded over the tinted capsule, tapped to trigger its
    /// action.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, isProminent: true, glass: .regular)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies a Liquid Glass effect based on the button's context.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that applies `glass` (a variant or a tinted glass) as its Liquid
    /// Glass effect, for example `.buttonStyle(.glass(.clear))`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies a prominent Liquid Glass effect based on the button's
    /// context.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
