// CounterScene.swift · rendershot/Gallery · seed 000 (State and Binding), sample 000-1
//
// The counter from the State chapter, tapped twice: its @State lives in the render
// tree, so the label reads "Increment: 2".
// Differences from the seed: none in the view; the scene adds the two scripted taps.

import Raster
import RendershotKit

struct Counter: View {
    @State private var value = 0
    var body: some View {
        Button("Increment: \(value)") {
            value += 1
        }
    }
}

let counterScene = Scene("counter", summary: "seed 000: @State counter after two taps",
                         taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 422)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 422))]) {
    Counter()
}
