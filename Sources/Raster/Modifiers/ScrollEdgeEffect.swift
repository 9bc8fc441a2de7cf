// ScrollEdgeEffect.swift · Raster/Modifiers · mirrors SwiftUI ScrollEdgeEffectStyle, scrollEdgeEffectStyle(_:for:), scrollEdgeEffectHidden(_:for:) (iOS 26)
// Status: Partial — recorded in the environment of the scroll views below; Raster draws iOS 17's
// bars (a material once content is under them), never iOS 26's edge effect.

import Foundation

/// A structure that specifies the blur transition between scrolling content and an area with
/// controls, such as toolbars (iOS 26).
///
/// Raster: recorded (see `scrollEdgeEffectStyle(_:for:)`); no edge effect is drawn.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String

    /// The system's choice for the platform and context: on iPhone a soft, blurred transition.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A linear, nearly opaque boundary between pinned controls and scrolling content.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A subtle, blurred boundary between pinned controls and scrolling content.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// The scroll edge effect settings of each edge, as `scrollEdgeEffectStyle(_:for:)` and
/// `scrollEdgeEffectHidden(_:for:)` left them.
struct ScrollEdgeEffects: Hashable, Sendable {
    /// The style of each edge that set one (nil there: back to automatic).
    var styles: [Edge: ScrollEdgeEffectStyle] = [:]
    /// The edges whose effect is hidden.
    var hidden: Set<Edge> = []

    /// The style `edge` has: `.automatic` unless one was set.
    func style(at edge: Edge) -> ScrollEdgeEffectStyle { styles[edge] ?? .automatic }
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static let defaultValue = ScrollEdgeEffects()
}

extension EnvironmentValues {
    /// The scroll edge effect settings for scroll views in this environment (iOS 26).
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension View {
    /// Configures the scroll edge effect style for scroll views within this hierarchy
    /// (iOS 26); nil restores the automatic style.
    ///
    /// Raster: recorded in the environment for `edges`; nothing is drawn differently. On
    /// iOS 26 the effect fades (`.soft`) or cuts off (`.hard`, with a dividing line) the
    /// content scrolled under a bar; Raster draws iOS 17's bars, which lay their material
    /// over such content instead.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { effects.styles[edge] = style }
        }
    }

    /// Hides the scroll edge effect of scroll views within this hierarchy on `edges`
    /// (iOS 26), or shows it again with `hidden` false.
    ///
    /// Raster: recorded in the environment; nothing is drawn differently (Raster draws no
    /// edge effect; see `scrollEdgeEffectStyle(_:for:)`).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                if hidden { effects.hidden.insert(edge) } else { effects.hidden.remove(edge) }
            }
        }
    }
}
