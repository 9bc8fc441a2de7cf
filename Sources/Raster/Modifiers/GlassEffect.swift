// GlassEffect.swift · Raster/Modifiers · mirrors SwiftUI Glass, DefaultGlassEffectShape, glassEffect(_:in:), glassEffectID(_:in:), glassEffectTransition(_:), GlassEffectTransition (iOS 26)
// Status: Partial — Liquid Glass drawn at rest as a backdrop (blur, saturation, a light
// tint) in its shape with a bright rim; no lensing at the edges, no vibrancy of the content,
// and the touch and morphing animations are recorded, never played. Figures [UNCERTAIN]:
// see `Glass.look(in:)`. Containers and unions: GlassEffectContainer.swift.
//
// Sources. API: Apple's documentation of `glassEffect(_:in:)`, `Glass`, `DefaultGlassEffectShape`,
// `GlassEffectContainer`, `glassEffectID(_:in:)`, `glassEffectUnion(id:namespace:)`,
// `glassEffectTransition(_:)` and `GlassEffectTransition` (iOS 26.0; the iOS 26 betas'
// `glassEffect(_:in:isEnabled:)` is the form kept here, as it accepts every call the
// two-parameter release form does). FLT-LG: the Flutter package liquid_glass_widgets,
// `kBottomBarGlassDefaults` ("tuned to the iOS 26 Apple News / Safari tab bar": blur 3,
// glass colour 0x3DFFFFFF, light from the upper left at 135°). FIG: a Figma recreation of
// dark Liquid Glass (r/FigmaDesign, "How to create Liquid Glass in Figma"): two layers of
// #262626 at 10 %, a background blur of 5.6 and a light inner rim (#B6B6B6 inner shadows
// offset 0.56 along the diagonal, so lit at the top-leading and bottom-trailing edges).

import Foundation

/// A structure that defines the configuration of the Liquid Glass material.
///
/// Raster: a glass draws behind a view (`glassEffect(_:in:)`) as a backdrop of what is
/// already drawn there, blurred, made a little more saturated and lightly tinted for the
/// colour scheme, clipped to the glass's shape, with a bright rim along the shape's inside
/// edge (see `look(in:)` for the figures). `.identity` draws nothing.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    /// The colour mixed into the glass (`tint(_:)`); nil, the default, for none.
    var tintColor: Color?
    /// Whether the glass reacts to touches (`interactive(_:)`); false by default.
    var isInteractive = false

    /// The regular variant of glass: the default, legible over any content.
    public static var regular: Glass { Glass(variant: .regular) }

    /// The clear variant of glass: more transparent than regular, for glass over media
    /// (photos, maps, video); put a dimming layer under it where content must stay legible.
    public static var clear: Glass { Glass(variant: .clear) }

    /// The identity variant of glass: the content is drawn as if no glass effect were applied.
    public static var identity: Glass { Glass(variant: .identity) }

    /// Returns a copy of the glass with the provided tint colour (nil for none).
    ///
    /// Raster: the tint is laid over the glass's own light tint at 70 % of the colour's
    /// opacity, so a translucent colour (`.blue.opacity(0.3)`) tints less.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// Returns a copy of the glass configured to be interactive (true by default).
    ///
    /// Raster: recorded (`isInteractive`); on a device interactive glass scales, bounces and
    /// shimmers under a touch, which a still frame does not show, so it draws as at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }

    /// The strength of a `tint(_:)` colour: the share of its opacity laid over the glass.
    static let tintStrength: Float = 0.7

    /// What the glass does to the content behind it in `environment` (blur standard
    /// deviation in points); nil for `.identity`.
    ///
    /// [UNCERTAIN — Apple publishes no figures. Regular: blur σ 3 (FLT-LG's 3; FIG's 5.6 is
    /// a Figma blur radius, about σ 2.8), saturation 1.2 (by eye: Liquid Glass keeps the
    /// colours behind it vivid), tint white at 0.24 in light mode (FLT-LG's 0x3D alpha) and
    /// #262626 at 0.19 in dark mode (FIG's two 10 % layers). Clear: blur σ 1, no saturation
    /// change, a third of regular's tint opacity (white at 0.08, #262626 at 0.06), by eye
    /// from Apple's "more transparent" and its advice to dim content under it.]
    func look(in environment: EnvironmentValues) -> Backdrop? {
        let light = environment.colorScheme == .light
        var look: Backdrop
        switch variant {
        case .identity:
            return nil
        case .regular:
            look = Backdrop(blurRadius: 3, saturation: 1.2, tint: light ? Self.white(0.24) : Self.charcoal(0.19))
        case .clear:
            look = Backdrop(blurRadius: 1, saturation: 1, tint: light ? Self.white(0.08) : Self.charcoal(0.06))
        }
        if let tintColor {
            var color = tintColor.resolve(in: environment)
            color.opacity *= Self.tintStrength
            look.tint = color.laid(over: look.tint)
        }
        return look
    }

    private static func white(_ opacity: Float) -> Color.Resolved {
        Color.Resolved(red: 1, green: 1, blue: 1, opacity: opacity)
    }

    /// #262626 (FIG's dark glass colour) at `opacity`.
    private static func charcoal(_ opacity: Float) -> Color.Resolved {
        Color.Resolved(red: 38 / 255, green: 38 / 255, blue: 38 / 255, opacity: opacity)
    }
}

extension Color.Resolved {
    /// This colour composited over `below` (source-over), as one straight-alpha colour:
    /// drawing it once gives what drawing `below` and then this colour gives.
    func laid(over below: Color.Resolved) -> Color.Resolved {
        let opacity = self.opacity + below.opacity * (1 - self.opacity)
        guard opacity > 0 else { return self }
        func mix(_ top: Float, _ bottom: Float) -> Float {
            (top * self.opacity + bottom * below.opacity * (1 - self.opacity)) / opacity
        }
        return Color.Resolved(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), opacity: opacity)
    }
}

/// The default shape applied by glass effects, a capsule.
///
/// Raster: the capsule fills the rectangle it is given (points), its corner radius half
/// the shorter side, as `Capsule()` does.
public struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

extension View {
    /// Applies the Liquid Glass effect to a view: `glass` (`.regular` by default) in `shape`
    /// (a capsule by default), anchored behind the view and filling its bounds.
    ///
    /// Raster: draws `GlassBackground` behind the view, which is laid out unchanged: the
    /// shape fills the view's frame (points, the view's local space), its inside replaced by
    /// the glass's backdrop of what is drawn behind it (see `Glass.look(in:)`), with a rim
    /// 1 point wide along its inside edge, lit at the top-leading corner and fading towards
    /// the middle, fainter at the bottom-trailing corner. `.identity`, or `isEnabled: false`
    /// (the iOS 26 betas' parameter), draws the view exactly as without the modifier.
    /// Deviations from SwiftUI: no lensing (the bending of what is behind at the shape's
    /// edges), no shadow, and the content keeps its colours (iOS gives content on glass a
    /// vibrant foreground). Like any backdrop, the glass samples what is drawn before it in
    /// the same layer: under an `opacity`, `compositingGroup` or `drawingGroup` it sees only
    /// that group's content.
    ///
    /// Inside a `GlassEffectContainer`, a view under `glassEffectUnion(id:namespace:)` draws
    /// no glass of its own: the container draws its union's one shape.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape(),
                            isEnabled: Bool = true) -> some View {
        modifier(GlassEffectModifier(glass: isEnabled ? glass : .identity, shape: shape))
    }

    /// Associates an identity value with the Liquid Glass effects defined within this view,
    /// for a `GlassEffectContainer` to morph shapes into each other during transitions.
    ///
    /// Raster: recorded on the view's unit as a layout value (`GlassEffectIDKey`); the view
    /// is drawn unchanged. The morphing happens only while a change animates on a device;
    /// Raster draws each glass at rest in its own place.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        layoutValue(key: GlassEffectIDKey.self, value: GlassEffectTag(id: id.map { AnyHashable($0) }, namespace: namespace))
    }

    /// Associates a glass effect transition with the glass effects defined within this view,
    /// played when views with those effects are added or removed.
    ///
    /// Raster: recorded on the view's unit as a layout value (`GlassEffectTransitionKey`);
    /// the glass appears and goes with the view's own transition, since the materialize and
    /// matched-geometry animations are drawn by iOS's glass renderer.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        layoutValue(key: GlassEffectTransitionKey.self, value: transition)
    }
}

/// A structure that describes changes to apply when a glass effect is added or removed
/// from the view hierarchy.
///
/// Raster: recorded by `glassEffectTransition(_:)`, not played (see there).
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case matchedGeometry, materialize, identity
    }

    let kind: Kind

    /// The matched geometry transition: an appearing or disappearing glass shape grows out
    /// of or into a nearby shape within the container's spacing.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }

    /// The materialize transition: fades the content in and animates the glass material in
    /// or out, without matching the geometry of other glass effects.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }

    /// The identity transition, specifying no changes.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

/// The identity a view's glass effects were given: by `glassEffectID(_:in:)` or
/// `glassEffectUnion(id:namespace:)`.
struct GlassEffectTag: Equatable {
    var id: AnyHashable?
    var namespace: Namespace.ID
}

/// The layout value `glassEffectID(_:in:)` records on its unit.
struct GlassEffectIDKey: LayoutValueKey {
    static let defaultValue: GlassEffectTag? = nil
}

/// The layout value `glassEffectTransition(_:)` records on its unit.
struct GlassEffectTransitionKey: LayoutValueKey {
    static let defaultValue: GlassEffectTransition? = nil
}

/// Draws `glass` in `shape` behind the content, or, inside a `GlassEffectContainer` under a
/// `glassEffectUnion`, hands the content's bounds to the container (`GlassUnionKey`), which
/// draws the union's one shape.
struct GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S
    @Environment(\.glassEffectUnion) private var union
    @Environment(\.isInGlassEffectContainer) private var isInContainer

    func body(content: Content) -> some View {
        let member = isInContainer && glass.variant != .identity ? union : nil
        return content
            .background { GlassBackground(glass: member == nil ? glass : .identity, shape: shape) }
            .anchorPreference(key: GlassUnionKey.self, value: .bounds) { bounds in
                member.map { [GlassUnionMember(union: $0, glass: glass, shape: AnyShape(shape), bounds: bounds)] } ?? []
            }
    }
}

/// The glass behind a view with `glassEffect`: `glass`'s backdrop in `shape` and its rim;
/// nothing for `.identity`.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if glass.variant != .identity {
            shape.fill(GlassFill(glass: glass)).overlay { GlassRim(shape: shape) }
        }
    }
}

/// The fill of a glass shape: a shape filled with it draws the glass's backdrop
/// (`ShapeStyle.backdrop(in:)`).
struct GlassFill: ShapeStyle, ResolvableShapeStyle {
    let glass: Glass

    /// Where no backdrop can be drawn (text, strokes): the glass's tint colour.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(glass.look(in: environment)?.tint ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
    }
}

/// The bright rim of Liquid Glass along the inside edge of `shape`: white, 1 point wide,
/// along a gradient from the top-leading corner (light 0.6, dark 0.45 opacity) to nothing
/// at the middle and back to a fainter bottom-trailing edge (light 0.25, dark 0.2), lit
/// from the upper left as FLT-LG's and FIG's rims are [UNCERTAIN — opacities by eye from
/// Apple's iOS 26 screenshots].
struct GlassRim<S: Shape>: View {
    let shape: S
    @Environment(\.colorScheme) private var colorScheme

    /// The rim's width inside the shape's edge, points.
    static var width: CGFloat { 1 }

    var body: some View {
        let (lit, faint) = colorScheme == .light ? (0.6, 0.25) : (0.45, 0.2)
        let gradient = LinearGradient(stops: [
            Gradient.Stop(color: .white.opacity(lit), location: 0),
            Gradient.Stop(color: .white.opacity(0), location: 0.5),
            Gradient.Stop(color: .white.opacity(faint), location: 1),
        ], startPoint: .topLeading, endPoint: .bottomTrailing)
        // A stroke twice as wide, centred on the edge and clipped to the shape, is the
        // inside half: any shape, not only insettable ones.
        return shape.stroke(gradient, lineWidth: 2 * Self.width).clipShape(shape)
    }
}
