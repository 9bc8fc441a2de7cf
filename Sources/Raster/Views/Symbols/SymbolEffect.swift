// SymbolEffect.swift · Raster/Views/Symbols · mirrors SwiftUI symbolEffect(_:options:isActive:), symbolEffect(_:options:value:), symbolEffectsRemoved(_:), the iOS 17 symbol effects and iOS 18's wiggle, breathe and rotate
// Status: Partial — effects are accepted and symbols are drawn at rest: a still frame shows
// no bounce, pulse, variable colour, wiggle, breathe or rotation; the active states of `.scale`
// and `.disappear` (a larger or a hidden symbol) are not drawn.

import Foundation

/// An effect that can be applied to a symbol image.
///
/// Raster: effects are accepted for source compatibility; symbols are drawn at rest.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that runs for as long as it is active (pulse, variable colour, scale).
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that plays once each time a value changes (bounce).
public protocol DiscreteSymbolEffect {}

/// A symbol effect that shows or hides a symbol (appear, disappear).
public protocol TransitionSymbolEffect {}

/// A symbol effect that replaces one symbol with another (replace).
public protocol ContentTransitionSymbolEffect {}

/// Options for a symbol effect: repetition and speed.
///
/// Raster: recorded in the value only; nothing is animated.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor: Double = 1

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeats the effect indefinitely.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Plays the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// Repeats the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Plays the effect at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    /// These options, also repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    /// These options, also at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

/// Where a directional effect moves the symbol, and whether layers move one by one.
public struct SymbolEffectDirection: Hashable, Sendable {
    var up: Bool?
    var byLayer: Bool?
}

/// A bounce: the symbol scales briefly up or down. Discrete.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var direction = SymbolEffectDirection()
    /// Bounces upward.
    public var up: BounceSymbolEffect { var e = self; e.direction.up = true; return e }
    /// Bounces downward.
    public var down: BounceSymbolEffect { var e = self; e.direction.up = false; return e }
    /// Animates each layer separately.
    public var byLayer: BounceSymbolEffect { var e = self; e.direction.byLayer = true; return e }
    /// Animates the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { var e = self; e.direction.byLayer = false; return e }
}

/// A pulse: the symbol's opacity varies while active, or once when a value changes.
/// Indefinite and discrete.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var layering: Bool?
    /// Animates each layer separately.
    public var byLayer: PulseSymbolEffect { var e = self; e.layering = true; return e }
    /// Animates the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { var e = self; e.layering = false; return e }
}

/// Variable colour: the symbol's layers light up in turn while active, or once through when a
/// value changes. Indefinite and discrete.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var steps: [String] = []
    private func adding(_ step: String) -> VariableColorSymbolEffect { var e = self; e.steps.append(step); return e }
    /// Lights one layer at a time.
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    /// Lights layers cumulatively.
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    /// Runs the layers forwards then backwards.
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    /// Runs the layers one way only.
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    /// Hides inactive layers instead of dimming them.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    /// Dims inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

/// A scale: the symbol is drawn larger or smaller while active. Indefinite.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var direction = SymbolEffectDirection()
    /// Scales up.
    public var up: ScaleSymbolEffect { var e = self; e.direction.up = true; return e }
    /// Scales down.
    public var down: ScaleSymbolEffect { var e = self; e.direction.up = false; return e }
    /// Animates each layer separately.
    public var byLayer: ScaleSymbolEffect { var e = self; e.direction.byLayer = true; return e }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { var e = self; e.direction.byLayer = false; return e }
}

/// Appear: the symbol is drawn in. Indefinite and a transition.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = SymbolEffectDirection()
    /// Appears upward.
    public var up: AppearSymbolEffect { var e = self; e.direction.up = true; return e }
    /// Appears downward.
    public var down: AppearSymbolEffect { var e = self; e.direction.up = false; return e }
}

/// Disappear: the symbol is drawn out (hidden while active). Indefinite and a transition.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = SymbolEffectDirection()
    /// Disappears upward.
    public var up: DisappearSymbolEffect { var e = self; e.direction.up = true; return e }
    /// Disappears downward.
    public var down: DisappearSymbolEffect { var e = self; e.direction.up = false; return e }
}

/// Replace: one symbol is replaced by another. A content transition.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var direction = SymbolEffectDirection()
    /// The old symbol goes down and the new one comes down.
    public var downUp: ReplaceSymbolEffect { var e = self; e.direction.up = false; return e }
    /// The old symbol goes up and the new one comes up.
    public var upUp: ReplaceSymbolEffect { var e = self; e.direction.up = true; return e }
}

/// A wiggle: the symbol moves back and forth along a direction or turns back and forth
/// (iOS 18). Discrete or indefinite.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The direction, as an angle in degrees (0 right, 90 down) or a turn.
    var angle: Double?
    var turns: Bool?
    var layering: Bool?
    /// Wiggles up and down.
    public var up: WiggleSymbolEffect { along(270) }
    /// Wiggles down and up.
    public var down: WiggleSymbolEffect { along(90) }
    /// Wiggles left and right.
    public var left: WiggleSymbolEffect { along(180) }
    /// Wiggles right and left.
    public var right: WiggleSymbolEffect { along(0) }
    /// Wiggles toward the trailing edge first.
    public var forward: WiggleSymbolEffect { along(0) }
    /// Wiggles toward the leading edge first.
    public var backward: WiggleSymbolEffect { along(180) }
    /// Turns clockwise first.
    public var clockwise: WiggleSymbolEffect { var e = self; e.turns = true; e.angle = 1; return e }
    /// Turns counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { var e = self; e.turns = true; e.angle = -1; return e }
    /// Wiggles along `angle`.
    public func custom(angle: Angle) -> WiggleSymbolEffect { along(angle.degrees) }
    /// Animates each layer separately.
    public var byLayer: WiggleSymbolEffect { var e = self; e.layering = true; return e }
    /// Animates the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { var e = self; e.layering = false; return e }

    private func along(_ degrees: Double) -> WiggleSymbolEffect { var e = self; e.turns = false; e.angle = degrees; return e }
}

/// A breathe: the symbol grows and shrinks gently, with its opacity too in the pulse form
/// (iOS 18). Discrete or indefinite.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var pulses: Bool?
    var layering: Bool?
    /// Scales only.
    public var plain: BreatheSymbolEffect { var e = self; e.pulses = false; return e }
    /// Scales and fades.
    public var pulse: BreatheSymbolEffect { var e = self; e.pulses = true; return e }
    /// Animates each layer separately.
    public var byLayer: BreatheSymbolEffect { var e = self; e.layering = true; return e }
    /// Animates the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { var e = self; e.layering = false; return e }
}

/// A rotation: the symbol, or its rotating layers, turn (iOS 18). Discrete or indefinite.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var clockwiseTurn: Bool?
    var layering: Bool?
    /// Turns clockwise.
    public var clockwise: RotateSymbolEffect { var e = self; e.clockwiseTurn = true; return e }
    /// Turns counterclockwise.
    public var counterClockwise: RotateSymbolEffect { var e = self; e.clockwiseTurn = false; return e }
    /// Turns the layers the symbol marks as rotating.
    public var byLayer: RotateSymbolEffect { var e = self; e.layering = true; return e }
    /// Turns the whole symbol.
    public var wholeSymbol: RotateSymbolEffect { var e = self; e.layering = false; return e }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle effect (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathe effect (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotate effect (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable colour effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale effect.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appear effect.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappear effect.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replace effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension View {
    /// Applies an indefinite symbol effect to the symbol images in this view while
    /// `isActive`.
    ///
    /// Raster: accepted; symbols are drawn at rest (see the file's status).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                    isActive: Bool = true) -> some View {
        self
    }

    /// Plays a discrete symbol effect on the symbol images in this view each time `value`
    /// changes.
    ///
    /// Raster: accepted; symbols are drawn at rest.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                 value: U) -> some View {
        self
    }

    /// Removes the symbol effects of this view's symbol images (all of them when `isEnabled`).
    ///
    /// Raster: accepted; symbols are always drawn at rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
