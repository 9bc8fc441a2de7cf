// Transition.swift · Raster/Animation · mirrors SwiftUI's Transition protocol, TransitionPhase, TransitionProperties and the opacity, scale, identity and blur-replace transitions (iOS 17)
// Status: Partial — custom transitions, `combined(with:)` and the four built-in transition
// types; `MoveTransition`, `OffsetTransition`, `PushTransition`, `SlideTransition`,
// `SymbolEffectTransition` and `Transition.animation(_:)` are not here (`AnyTransition`'s
// `move`, `offset`, `push` and `slide` cover the first four in `transition(_:)`).
//
// A `Transition` is bridged to an `AnyTransition` (AnyTransition.swift): the view is shown
// with the transition's body at `.willAppear` at the start of an insertion, at `.identity` at
// rest, and at `.didDisappear` at the end of a removal, and the animatable values of the
// body's modifiers travel between them in the animated transaction.

import Foundation

/// An indication of which the current stage of a transition (SwiftUI's `TransitionPhase`).
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted; the transition's start.
    case willAppear
    /// The view is at rest, in the hierarchy.
    case identity
    /// The view has been removed; the transition's end.
    case didDisappear

    /// Whether the transition is at rest (`.identity`).
    public var isIdentity: Bool { self == .identity }

    /// -1 for `.willAppear`, 0 for `.identity`, 1 for `.didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a `Transition` can have (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (recorded; Raster does not read it).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy (SwiftUI's `Transition`, iOS 17).
public protocol Transition {
    /// The type of view the transition returns.
    associatedtype Body: View

    /// The content view type passed to `body(content:phase:)`: the view being inserted or
    /// removed. Raster: `PlaceholderContentView<AnyView>` (SwiftUI's generic argument is the
    /// transition itself; code that names `Content` does not see the difference).
    typealias Content = PlaceholderContentView<AnyView>

    /// The view for `content` at `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// The transition's properties (default: it has motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Returns a new transition that applies both this transition and `other` (this one's body
    /// inside `other`'s).
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }
}

/// Two transitions at once (`Transition.combined(with:)`).
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = first.body(content: content, phase: phase)
        return second.body(content: PlaceholderContentView(content: AnyView(inner)), phase: phase)
    }
}

extension AnyTransition {
    /// A type-erased `transition`: its body at `.willAppear` → `.identity` on insertion and
    /// `.identity` → `.didDisappear` on removal.
    public init<T: Transition>(_ transition: T) {
        self.init(
            insertion: Phase { content, active in
                transition.body(content: PlaceholderContentView(content: AnyView(content)), phase: active ? .willAppear : .identity)
            },
            removal: Phase { content, active in
                transition.body(content: PlaceholderContentView(content: AnyView(content)), phase: active ? .didDisappear : .identity)
            })
    }
}

extension View {
    /// Associates a transition with the view (iOS 17), used when it is inserted or removed
    /// inside an animated transaction.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

/// Fades the view in and out (SwiftUI's `OpacityTransition`): opacity 0 away from identity.
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.animatableEffect("transition(.opacity)", phase.isIdentity ? 1.0 : 0.0) { value, _ in .opacity(value) }
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Leaves the view as it is (SwiftUI's `IdentityTransition`).
public struct IdentityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> Content { content }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view (SwiftUI's `ScaleTransition`): by `scale` about `anchor` away from identity.
public struct ScaleTransition: Transition {
    /// The scale away from identity.
    public var scale: Double
    /// The unit point the view scales about.
    public var anchor: UnitPoint

    /// A transition that scales by `scale` about `anchor` (default the centre).
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let anchor = self.anchor
        return content.animatableEffect("transition(.scale)", phase.isIdentity ? 1 : CGFloat(scale)) { value, size in
            .scale(x: value, y: value, anchor: anchor, size: size)
        }
    }
}

/// Blurs, scales and fades the view (SwiftUI's `BlurReplaceTransition`).
///
/// Raster: away from identity the view is blurred by 20 points, at opacity 0, and scaled to
/// 0.8 — on removal too for `.downUp`, to 1.2 on removal for `.upUp`. [UNCERTAIN: the radius
/// and scales are Raster's reading of the iOS 17 effect, not measured.]
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: CGFloat

        /// Scales down on removal and up on insertion (the default).
        public static let downUp = Configuration(removalScale: 0.8)
        /// Scales up on both insertion and removal.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// A blur-replace transition (default `.downUp`).
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    /// The blur radius, points, away from identity.
    static let radius: CGFloat = 20
    /// The scale of an inserted view at its start.
    static let insertionScale: CGFloat = 0.8

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .willAppear: Self.insertionScale
        case .identity: 1
        case .didDisappear: configuration.removalScale
        }
        return content
            .animatableEffect("transition(.blurReplace) blur", phase.isIdentity ? 0 : Self.radius) { value, _ in .blur(radius: value) }
            .animatableEffect("transition(.blurReplace) scale", scale) { value, size in
                .scale(x: value, y: value, anchor: .center, size: size)
            }
            .animatableEffect("transition(.blurReplace) opacity", phase.isIdentity ? 1.0 : 0.0) { value, _ in .opacity(value) }
    }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and back on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales from nearly zero (1e-5) about the centre, as `AnyTransition.scale`.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Scales by `scale` about `anchor` away from identity.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that blurs, scales and fades the view (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// A blur-replace transition scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
