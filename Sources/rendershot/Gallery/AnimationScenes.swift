// AnimationScenes.swift · rendershot/Gallery · seed 002 (Advanced layout) prose on AnyLayout, and SwiftUI's transitions
//
// Two animations the seeds describe without a sample: `AnyLayout` switching between
// `HStackLayout` and `VStackLayout`, whose subviews' frames animate (seed 002, L135), and
// the built-in transitions of views inserted and removed inside `withAnimation`. No seed
// code exists for them, so these views are written for the gallery. Each scene is taken
// part-way through its animation: a last tap at the window's top-leading corner (2, 2),
// where nothing is, moves the clock to that moment.

import Raster
import RendershotKit

/// The tap that moves the clock to `time` without hitting anything.
private func clockTap(at time: Double) -> ScriptedTap { ScriptedTap(at: time, CGPoint(x: 2, y: 2)) }

/// Eight cards, each in a grey slot that clips it, shown and hidden with one of the
/// built-in transitions under `withAnimation(.linear(duration: 1))`, so that halfway
/// through, each transition is at half its effect. A `Color.clear` keeps each slot's
/// ZStack at the slot's size, so only the transition moves the card. Each card is labelled
/// with its transition; "asymmetric" inserts with `.scale` and removes with `.opacity`, and
/// "opacity + move(.bottom)" is `.opacity.combined(with: .move(edge: .bottom))`. The four
/// rows are written out: built by `ForEach(0..<4)`, whose closure is the only reader of
/// `isShown`, the cards never update in Raster today (an engine bug).
enum TransitionShowcase {
    static let transitions: [(name: String, transition: AnyTransition)] = [
        ("opacity", .opacity),
        ("scale", .scale),
        ("slide", .slide),
        ("move(edge: .top)", .move(edge: .top)),
        ("offset(x: 60, y: 20)", .offset(x: 60, y: 20)),
        ("push(from: .trailing)", .push(from: .trailing)),
        ("asymmetric", .asymmetric(insertion: .scale, removal: .opacity)),
        ("opacity + move(.bottom)", .opacity.combined(with: .move(edge: .bottom))),
    ]

    struct Card: View {
        var index: Int
        var isShown: Bool

        var body: some View {
            VStack(spacing: 6) {
                ZStack {
                    Color.clear
                    if isShown {
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color(hue: Double(index) / 8, saturation: 0.6, brightness: 0.9))
                            .transition(TransitionShowcase.transitions[index].transition)
                    }
                }
                .frame(width: 160, height: 70)
                .background(Color.gray.opacity(0.15))
                .clipped()
                Text(TransitionShowcase.transitions[index].name)
                    .font(.caption2.monospaced())
            }
        }
    }

    struct ContentView: View {
        @State private var isShown = false

        var body: some View {
            VStack(spacing: 16) {
                Button("Toggle") {
                    withAnimation(.linear(duration: 1)) { isShown.toggle() }
                }
                HStack(spacing: 16) {
                    Card(index: 0, isShown: isShown)
                    Card(index: 1, isShown: isShown)
                }
                HStack(spacing: 16) {
                    Card(index: 2, isShown: isShown)
                    Card(index: 3, isShown: isShown)
                }
                HStack(spacing: 16) {
                    Card(index: 4, isShown: isShown)
                    Card(index: 5, isShown: isShown)
                }
                HStack(spacing: 16) {
                    Card(index: 6, isShown: isShown)
                    Card(index: 7, isShown: isShown)
                }
            }
        }
    }

    static let toggle = CGPoint(x: 195, y: 210)

    /// Half a second into showing the cards.
    static let insertionScene = RendershotScene("transitions-insertion", summary: "transitions: opacity, scale, slide, move, offset, push, asymmetric, combined, halfway in",
                                      taps: [ScriptedTap(at: 0, toggle), clockTap(at: 0.5)]) {
        ContentView()
    }

    /// Half a second into hiding the cards, which were shown a second and a half before.
    static let removalScene = RendershotScene("transitions-removal", summary: "transitions: the same eight cards halfway through their removal",
                                    taps: [ScriptedTap(at: 0, toggle), ScriptedTap(at: 1.5, toggle), clockTap(at: 2)]) {
        ContentView()
    }
}

/// Three squares laid out by an `AnyLayout` that the button switches from `HStackLayout`
/// to `VStackLayout` with `withAnimation` (the default spring); 0.2 s after the tap the
/// squares are on their way from the row to the column.
enum LayoutSwitch {
    struct ContentView: View {
        @State private var isVertical = false

        var body: some View {
            let layout = isVertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
            VStack(spacing: 30) {
                Button("Switch layout") {
                    withAnimation { isVertical.toggle() }
                }
                layout {
                    ForEach(0..<3) { ix in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(Color(hue: Double(ix) / 3, saturation: 0.7, brightness: 0.9))
                            .frame(width: 60, height: 60)
                    }
                }
            }
        }
    }

    static let scene = RendershotScene("any-layout", summary: "002 (prose): AnyLayout from HStackLayout to VStackLayout, 0.2 s into withAnimation",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 377)), clockTap(at: 0.2)]) {
        ContentView()
    }
}
