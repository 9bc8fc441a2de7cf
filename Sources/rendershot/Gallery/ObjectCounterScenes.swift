// ObjectCounterScenes.swift · rendershot/Gallery · seed 000 (State and Binding), samples 000-7 to 000-10 and 000-16 to 000-22
//
// Counters whose value lives in an object: an `@Observable` model owned through `@State`
// (000-7), shared (000-8/9) or wrongly taken from an initializer (000-10), an
// `ObservableObject` owned through `@StateObject` (000-16 to 000-19) or observed through
// `@ObservedObject` (000-20/21), and the rooms example, where one observed counter
// switches between the models of a registry (000-22).
// Each scene's own comment lists its differences from the seed. The counters alone in the
// window sit in its middle and are tapped at (195, 422).

import Raster
import RendershotKit

private let counterCentre = CGPoint(x: 195, y: 422)

/// `count` taps on the counter, half a second apart.
private func counterTaps(_ count: Int) -> [ScriptedTap] {
    (0..<count).map { ScriptedTap(at: Double($0) * 0.5, counterCentre) }
}

/// Seed 000, sample 000-7: an `@Observable` model owned by the counter's `@State`; after
/// two taps the label reads "Increment: 2".
/// Differences from the seed: `Model` and `Counter` are nested in the `ObservableCounter`
/// enum (every sample names them the same); the scene adds the taps.
enum ObservableCounter {
    @Observable final class Model {
        var value = 0
    }
    struct Counter: View {
        @State private var model = Model()
        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }

    static let scene = RendershotScene("observable-counter", summary: "000-7: @Observable model in @State, after two taps", taps: counterTaps(2)) {
        Counter()
    }
}

/// Seed 000, samples 000-8 and 000-9: a shared `@Observable` model passed in as a plain
/// property; after three taps the label reads "Increment: 3".
/// Differences from the seed: the types are nested in the `SharedObservableCounter` enum;
/// `ContentView` holds the model it passes, `Model.shared` unless given one, and each hosting
/// of the scene gives it a new `Model`, so every rendering starts from the seed's state and
/// renderings running at once (tests, `--jobs`) never share a count; the scene adds the taps.
enum SharedObservableCounter {
    @Observable final class Model {
        var value = 0
        static let shared = Model()
    }
    struct Counter: View {
        var model: Model
        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }
    struct ContentView: View {
        var model = Model.shared
        var body: some View {
            Counter(model: model)
        }
    }

    static let scene = RendershotScene("observable-shared-counter", summary: "000-8: shared @Observable model in a plain property, after three taps",
                             taps: counterTaps(3)) {
        ContentView(model: Model())
    }
}

/// Seed 000, sample 000-10 (an anti-pattern): `@State` holding a model passed in through
/// the initializer. The first model passed in becomes the state; when the parent later
/// passes a second model (whose value is 100), the button keeps showing the first one:
/// after "Pass the second model" and one tap on the counter it reads "1".
/// Differences from the seed: `Model` is 000-7's; the parent `ContentView`, with its two
/// models (the second starting at 100) and its button, is not in the seed, which only
/// describes passing another model; nested in the `StateModelFromInit` enum; the scene adds
/// the taps.
enum StateModelFromInit {
    @Observable final class Model {
        var value = 0
    }
    struct Counter: View {
        @State var model: Model
        init(model: Model) {
            self.model = model
        }
        var body: some View {
            Button("\(model.value)") { model.value += 1}
        }
    }
    struct ContentView: View {
        @State private var first = Model()
        @State private var second = Model()
        @State private var passesSecond = false
        var body: some View {
            VStack(spacing: 20) {
                Button("Pass the second model") {
                    second.value = 100
                    passesSecond = true
                }
                Counter(model: passesSecond ? second : first)
            }
        }
    }

    static let scene = RendershotScene("state-model-from-init", summary: "000-10: @State set from init keeps the first model passed in (reads 1, not 100)",
                             taps: [ScriptedTap(at: 0, CGPoint(x: 195, y: 401)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 442))]) {
        ContentView()
    }
}

/// Seed 000, sample 000-16: an `ObservableObject` with a `@Published` value owned through
/// `@StateObject`; after two taps the label reads "Increment: 2".
/// Differences from the seed: nested in the `StateObjectCounter` enum; the scene adds the taps.
enum StateObjectCounter {
    final class Model: ObservableObject {
        @Published var value = 0
    }
    struct Counter: View {
        @StateObject private var model = Model()
        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }

    static let scene = RendershotScene("state-object-counter", summary: "000-16: ObservableObject in @StateObject, after two taps", taps: counterTaps(2)) {
        Counter()
    }
}

/// Seed 000, samples 000-17 and 000-18: `@StateObject` written out as
/// `StateObject(wrappedValue: Model())`, over a model that sends `objectWillChange` by hand
/// in `willSet` instead of using `@Published`; after four taps it reads "Increment: 4".
/// Differences from the seed: 000-18's model and 000-17's counter are put together (000-17
/// uses 000-16's model) and nested in the `DesugaredStateObjectCounter` enum; the scene adds
/// the taps.
enum DesugaredStateObjectCounter {
    final class Model: ObservableObject {
        var value = 0 {
            willSet { objectWillChange.send() }
        }
    }
    struct Counter: View {
        private var _model = StateObject(wrappedValue: Model())
        private var model: Model { _model.wrappedValue }
        var body: some View {
            Button("Increment: \(model.value)") { model.value += 1 }
        }
    }

    static let scene = RendershotScene("state-object-counter-desugared", summary: "000-17/18: StateObject(wrappedValue:) and a willSet publisher, after four taps",
                             taps: counterTaps(4)) {
        Counter()
    }
}

/// Seed 000, samples 000-20 and 000-21: a shared `ObservableObject` passed in through
/// `@ObservedObject`; after two taps the label reads "Increment: 2".
/// Differences from the seed: nested in the `ObservedObjectCounter` enum; `ContentView` holds
/// the model it passes, `Model.shared` unless given one, and each hosting of the scene gives
/// it a new `Model`, so renderings running at once never share a count; the scene adds the taps.
enum ObservedObjectCounter {
    final class Model: ObservableObject {
        @Published var value = 0
        static let shared = Model()
    }
    struct Counter: View {
        @ObservedObject var model: Model
        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }
    struct ContentView: View {
        var model = Model.shared
        var body: some View {
            Counter(model: model)
        }
    }

    static let scene = RendershotScene("observed-object-counter", summary: "000-20: shared ObservableObject in @ObservedObject, after two taps",
                             taps: counterTaps(2)) {
        ContentView(model: Model())
    }
}

/// Seed 000, samples 000-20 and 000-22, the rooms example: a segmented picker chooses a
/// room, and one `@ObservedObject` counter observes that room's model, kept in a shared
/// registry. The taps count twice in the Hallway, switch to the Kitchen and count once,
/// then switch back: the Hallway still reads "Increment: 2", because the registry keeps
/// each room's model.
/// Differences from the seed: the types are nested in the `Rooms` enum (every sample names
/// them the same); `Counter` is 000-20's `@ObservedObject` counter, with its model typed
/// `CounterModel` as 000-22 uses it (the seed does not repeat it); `ContentView` holds the
/// registry it reads, `Model.shared` unless given one, and each hosting of the scene gives it
/// a new `Model`, so every rendering starts from the seed's state and renderings running at
/// once never share counters; the scene adds the taps.
enum Rooms {
    final class CounterModel: ObservableObject {
        @Published var value = 0
    }
    final class Model {
        static let shared = Model()
        var counters: [String: CounterModel] = [:]
        func counterModel(for room: String) -> CounterModel {
            if let m = counters[room] { return m }
            let m = CounterModel()
            counters[room] = m
            return m
        }
    }
    struct Counter: View {
        @ObservedObject var model: CounterModel
        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }
    struct ContentView: View {
        var registry: Model
        @State private var selectedRoom = "Hallway"
        init(registry: Model = .shared) {
            self.registry = registry
        }
        var body: some View {
            VStack {
                Picker("Room", selection: $selectedRoom) {
                    ForEach(["Hallway", "Living Room", "Kitchen"], id: \.self) { value in
                        Text(value).tag(value)
                    }
                }
                .pickerStyle(.segmented)
                Counter(model: registry.counterModel(for: selectedRoom))
            }
        }
    }

    private static let hallway = CGPoint(x: 70, y: 410)
    private static let kitchen = CGPoint(x: 320, y: 410)
    private static let increment = CGPoint(x: 195, y: 440)

    static let scene = RendershotScene("rooms", summary: "000-22: segmented room picker; 2 taps in Hallway, 1 in Kitchen, back to Hallway",
                             taps: [ScriptedTap(at: 0, increment), ScriptedTap(at: 0.5, increment),
                                    ScriptedTap(at: 1, kitchen), ScriptedTap(at: 1.5, increment),
                                    ScriptedTap(at: 2, hallway)]) {
        ContentView(registry: Model())
    }
}
