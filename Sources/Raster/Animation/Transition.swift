// Transition.swift · Raster/Animation · mirrors SwiftUI's Transition protocol, TransitionPhase, TransitionProperties and the opacity, scale, identity, blur-replace, move, push, slide and offset transitions (iOS 17)
// Status: Partial — custom transitions, `combined(with:)` and the built-in transition
// types of iOS 17 but `SymbolEffectTransition`; `Transition.animation(_:)` is not here.
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
@MainActor @preconcurrency public protocol Transition {
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

/// Moves the view away towards an edge (SwiftUI's `MoveTransition`): offset by its own
/// width or height towards `edge` away from identity, on insertion and on removal.
public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge

    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.edgeMotion("transition(.move)", towards: phase.isIdentity ? nil : edge)
    }
}

/// Moves the view in from an edge fading in, and out towards the opposite edge fading out
/// (SwiftUI's `PushTransition`).
public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge

    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards: Edge? = switch phase {
        case .willAppear: edge
        case .identity: nil
        case .didDisappear: edge.opposite
        }
        return content.edgeMotion("transition(.push)", towards: towards)
            .animatableEffect("transition(.push) opacity", phase.isIdentity ? 1.0 : 0.0) { value, _ in .opacity(value) }
    }
}

/// Moves the view in from the leading edge and out towards the trailing edge (SwiftUI's
/// `SlideTransition`).
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards: Edge? = switch phase {
        case .willAppear: .leading
        case .identity: nil
        case .didDisappear: .trailing
        }
        return content.edgeMotion("transition(.slide)", towards: towards)
    }
}

/// Offsets the view by a fixed amount away from identity (SwiftUI's `OffsetTransition`).
public struct OffsetTransition: Transition {
    /// The amount to offset the view by, points (y down).
    public var offset: CGSize

    /// Creates a transition that offsets the view by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.animatableEffect("transition(.offset)", (phase.isIdentity ? .zero : offset).animatableData) { value, _ in
            var size = CGSize.zero
            size.animatableData = value
            return .offset(size)
        }
    }
}

extension View {
    /// Offsets the view by its own size towards `edge` (none: at rest), the offset's
    /// fraction of the size animating between phases.
    func edgeMotion(_ name: String, towards edge: Edge?) -> some View {
        animatableEffect(name, (edge?.unitOffset ?? .zero).animatableData) { value, size in
            var unit = CGSize.zero
            unit.animatableData = value
            return .offset(CGSize(width: unit.width * size.width, height: unit.height * size.height))
        }
    }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that animates a view by moving and fading it, in from `edge`.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
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
