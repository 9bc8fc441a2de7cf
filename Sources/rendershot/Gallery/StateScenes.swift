// StateScenes.swift · rendershot/Gallery · seed 000 (State and Binding), samples 000-1 to 000-6
//
// Counters whose value lives in `@State`: the plain property wrapper (000-1), the same
// counter written out by hand (000-2), initial values passed in (000-3 to 000-5), and one
// counter value shown twice (000-6).
// Each scene's own comment lists its differences from the seed.

import Raster
import RendershotKit

/// Seed 000, sample 000-1: the @State counter, tapped twice, so it reads "Increment: 2".
/// Differences from the seed: the `Counter` struct is nested in the `StateCounter` enum,
/// because every sample of the seed names its counter `Counter`; the scene adds two taps.
enum StateCounter {
    struct Counter: View {
        @State private var value = 0
        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }

    static let scene = RendershotScene("state-counter", summary: "000-1: @State counter after two taps",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 422)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 422))]) {
        Counter()
    }
}

/// Seed 000, sample 000-2: `@State` desugared into `_value = State(initialValue: 0)` and a
/// computed `value` with a `nonmutating set`; tapped three times, so it reads "Increment: 3".
/// Differences from the seed: nested in the `DesugaredStateCounter` enum; three taps.
enum DesugaredStateCounter {
    struct Counter: View {
        private var _value = State(initialValue: 0)
        private var value: Int {
            get { _value.wrappedValue }
            nonmutating set { _value.wrappedValue = newValue }
        }
        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }

    static let scene = RendershotScene("state-counter-desugared", summary: "000-2: State(initialValue:) written out, after three taps",
                             taps: [0, 0.5, 1].map { ScriptedTap(at: $0, CGPoint(x: 195, y: 422)) }) {
        Counter()
    }
}

/// Seed 000, samples 000-3 and 000-4: a counter whose initializer sets only the initial
/// value of its `@State`. A parent, which the seed describes but does not show, first
/// passes 0, then its "Pass 5" button passes 5: the counter still reads "Increment: 0",
/// and one tap on it makes it "Increment: 1". (000-4 only renames the parameter
/// `initialValue`.)
/// Differences from the seed: `ContentView` with its "Pass 5" button and the
/// `VStack(spacing: 20)` are added to pass the second value; nested in the
/// `StateInitialValue` enum; the scene adds the taps.
enum StateInitialValue {
    struct Counter: View {
        @State private var value: Int
        init(value: Int = 0) {
            _value = State(initialValue: value)
        }
        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }

    struct ContentView: View {
        @State private var passed = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Pass 5") { passed = 5 }
                Counter(value: passed)
            }
        }
    }

    static let scene = RendershotScene("state-initial-value", summary: "000-3/4: State(initialValue:) from init: passing 5 later keeps 0; one tap gives 1",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 401)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 442))]) {
        ContentView()
    }
}

/// Seed 000, sample 000-5: an initializer that assigns `self.value = value` compiles but
/// cannot reach the state, which has no identity yet: `Counter(value: 5)` reads
/// "Increment: 0".
/// Differences from the seed: the seed elides the body (`...`); it is 000-3's. Nested in
/// the `StateAssignedInInit` enum.
enum StateAssignedInInit {
    struct Counter: View {
        @State private var value = 0
        init(value: Int = 0) {
            self.value = value
        }
        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }

    static let scene = RendershotScene("state-assigned-in-init", summary: "000-5: self.value = 5 in init is lost: the counter reads 0") {
        Counter(value: 5)
    }
}

/// Seed 000, sample 000-6: one `let counter = Counter()` shown twice in a VStack. The two
/// places are two identities with two states: the top counter is tapped twice and the
/// bottom one once, so they read "Increment: 2" and "Increment: 1".
/// Differences from the seed: the seed's listing has no `var body: some View` around the
/// VStack (its translator's note says so); it is added. `Counter` is 000-1's, and both are
/// nested in the `SharedCounterValue` enum. The scene adds three taps.
/// Raster today: the two places share one state link, so every tap reaches the bottom
/// counter, which reads "Increment: 3" under "Increment: 0" (an engine bug).
enum SharedCounterValue {
    struct Counter: View {
        @State private var value = 0
        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }

    struct ContentView: View {
        let counter = Counter()
        var body: some View {
            VStack {
                counter
                counter
            }
        }
    }

    static let scene = RendershotScene("state-counter-twice", summary: "000-6: one Counter value shown twice has two states (2 and 1 taps)",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 411)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 411)),
                                    ScriptedTap(at: 1, CGPoint(x: 195, y: 433))]) {
        ContentView()
    }
}
