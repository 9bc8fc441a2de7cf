// HeroScenes.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-24 and 002-25
//
// The hero animation: a green circle, 30×30 or filling the window, swapped on a tap with
// `withAnimation(.default)`; `matchedGeometryEffect` makes the inserted circle start at the
// removed one's frame while the default opacity transition cross-fades the two. Both scenes
// tap the circle at the window's centre and are taken 0.15 s into the animation (a second
// tap at the top-leading corner, outside every circle, moves the clock there), so both
// circles are on screen. Each scene's comment lists its differences from the seed.

import Raster
import RendershotKit

/// The tap that starts the animation and the empty tap that moves the clock to 0.15 s.
private let heroTaps = [ScriptedTap(at: 0, CGPoint(x: 195, y: 422)), ScriptedTap(at: 0.15, CGPoint(x: 2, y: 2))]

/// Seed 002, sample 002-24: 0.15 s after the tap, the large circle grows from the small
/// one's frame while fading in, and the small one fades out while moving to the large one's
/// frame.
/// Differences from the seed: the view is nested in the `Hero` enum; the scene adds the taps.
enum Hero {
    struct ContentView: View {
        @State private var hero = false
        @Namespace var namespace

        var body: some View {
            let circle = Circle().fill(Color.green)
            ZStack {
                if hero {
                    circle
                        .matchedGeometryEffect(id: "image", in: namespace)
                } else {
                    circle
                        .matchedGeometryEffect(id: "image", in: namespace)
                        .frame(width: 30, height: 30)
                }
            }
            .onTapGesture {
                withAnimation(.default) { hero.toggle() }
            }
        }
    }

    static let scene = RendershotScene("hero", summary: "002-24: matchedGeometryEffect hero, 0.15 s after a tap (small → large)", taps: heroTaps) {
        ContentView()
    }
}

/// Seed 002, sample 002-25: the small circle's frame comes before the matched geometry
/// effect, so the small circle stays 30×30 through the animation while it fades out.
/// Differences from the seed: 002-25 elides the large branch (`...`); it is 002-24's. The
/// view is nested in the `HeroWrongOrder` enum; the scene adds the taps.
/// Raster today: the fading 30×30 circle sits at the top-leading corner of the frame it is
/// matched to instead of its centre (an engine bug; the seed models the effect as a frame,
/// which centres).
enum HeroWrongOrder {
    struct ContentView: View {
        @State private var hero = false
        @Namespace var namespace

        var body: some View {
            let circle = Circle().fill(Color.green)
            ZStack {
                if hero {
                    circle
                        .matchedGeometryEffect(id: "image", in: namespace)
                } else {
                    circle
                        .frame(width: 30, height: 30)
                        .matchedGeometryEffect(id: "image", in: namespace)
                }
            }
            .onTapGesture {
                withAnimation(.default) { hero.toggle() }
            }
        }
    }

    static let scene = RendershotScene("hero-wrong-order", summary: "002-25: frame before matchedGeometryEffect, 0.15 s after a tap", taps: heroTaps) {
        ContentView()
    }
}
