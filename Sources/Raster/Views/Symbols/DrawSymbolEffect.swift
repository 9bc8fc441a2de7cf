// DrawSymbolEffect.swift · Raster/Views/Symbols · mirrors Symbols' DrawOnSymbolEffect, DrawOffSymbolEffect, SymbolEffect.drawOn and .drawOff (iOS 26)
// Status: Partial — accepted as the other symbol effects and drawn at rest: the whole symbol,
// also while an active `.drawOff` would hold it drawn off (see SymbolEffect.swift).

import Foundation

/// Draws a symbol on along its strokes, as a whole or one motion group at a time (iOS 26).
/// Indefinite and a transition.
///
/// Raster: accepted; symbols are drawn at rest (whole).
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var scope: DrawSymbolEffectScope?
    /// Animates each motion group separately.
    public var byLayer: DrawOnSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Animates each motion group separately, one at a time.
    public var individually: DrawOnSymbolEffect { var e = self; e.scope = .individually; return e }
    /// Animates all motion groups at once.
    public var wholeSymbol: DrawOnSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

/// Draws a symbol off along its strokes, as a whole or one motion group at a time (iOS 26).
/// Indefinite and a transition.
///
/// Raster: accepted; symbols are drawn at rest, so the drawn-off (hidden) state of an active
/// effect is not drawn, as for `.disappear`.
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var scope: DrawSymbolEffectScope?
    var reversesDrawData: Bool?
    /// Animates each motion group separately.
    public var byLayer: DrawOffSymbolEffect { var e = self; e.scope = .byLayer; return e }
    /// Animates each motion group separately, one at a time.
    public var individually: DrawOffSymbolEffect { var e = self; e.scope = .individually; return e }
    /// Animates all motion groups at once.
    public var wholeSymbol: DrawOffSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
    /// Draws off following the symbol's draw data backwards.
    public var reversed: DrawOffSymbolEffect { var e = self; e.reversesDrawData = true; return e }
    /// Draws off following the symbol's draw data forwards.
    public var nonReversed: DrawOffSymbolEffect { var e = self; e.reversesDrawData = false; return e }
}

/// Which motion groups of a symbol a draw effect animates, and in what order.
enum DrawSymbolEffectScope: Hashable, Sendable {
    case byLayer, individually, wholeSymbol
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// A draw-on effect (iOS 26).
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// A draw-off effect (iOS 26).
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
