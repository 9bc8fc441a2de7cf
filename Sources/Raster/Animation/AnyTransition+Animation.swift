// AnyTransition+Animation.swift · Raster/Animation · mirrors SwiftUI AnyTransition.animation(_:) (iOS 17)
// Status: Partial — the attached animation replaces the transaction's while the transition
// runs; a transition still runs only inside an animated transaction (TransitionModifier).

import Foundation

extension AnyTransition {
    /// Attaches an animation to this transition: the view's insertion and removal run with
    /// `animation` whatever animation the transaction carries (nil: without animation).
    ///
    /// Raster: each phase's modifiers sit under `animation(_:value:)` keyed on the phase, so
    /// the switch between active and identity takes `animation`. As everywhere in Raster, a
    /// transition runs only when the change that inserts or removes the view is animated
    /// (`withAnimation`, `animation(_:value:)` on a container); an unanimated change shows or
    /// hides the view at once. [UNCERTAIN — whether SwiftUI runs the attached animation for
    /// an unanimated change is not documented and was not checked on a device]
    public func animation(_ animation: Animation?) -> AnyTransition {
        func animated(_ phase: Phase) -> Phase {
            Phase { content, active in AnyView(phase.apply(content, active)).animation(animation, value: active) }
        }
        return AnyTransition(insertion: animated(insertion), removal: animated(removal))
    }
}
