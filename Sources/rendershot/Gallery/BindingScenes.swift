// BindingScenes.swift · rendershot/Gallery · seed 000 (State and Binding), samples 000-23 to 000-35
//
// Counters that do not own their value: a getter and a setter closure (000-24/25), a
// `Binding` written out (000-26 to 000-28, 000-30), `@Binding` (000-23, 000-29), bindings
// into an `ObservableObject` (000-31) and into a computed, clamped property (000-32), and
// steppers bound to a shared `@Observable` model through `@Bindable` (000-33 to 000-35).
// Each scene's own comment lists its differences from the seed. The counters sit alone in
// the middle of the window and are tapped at (195, 422).

import Raster
import RendershotKit

private let counterCentre = CGPoint(x: 195, y: 422)

/// `count` taps on the counter, half a second apart.
private func counterTaps(_ count: Int) -> [ScriptedTap] {
    (0..<count).map { ScriptedTap(at: Double($0) * 0.5, counterCentre) }
}

/// Seed 000, samples 000-24 and 000-25: the counter gets a value and a `setValue` closure
/// that writes the parent's `@State`; after two taps it reads "Increment: 2".
/// Differences from the seed: nested in the `ClosureCounter` enum; the scene adds the taps.
enum ClosureCounter {
    struct Counter: View {
        var value: Int
        var setValue: (Int) -> ()
        var body: some View {
            Button("Increment: \(value)") { setValue(value + 1) }
        }
    }
    struct ContentView: View {
        @State private var value = 0
        var body: some View {
            Counter(value: value, setValue: { value = $0 })
        }
    }

    static let scene = RendershotScene("closure-counter", summary: "000-24/25: value plus setter closure, after two taps", taps: counterTaps(2)) {
        ContentView()
    }
}

/// Seed 000, samples 000-27 and 000-28: a `Binding<Int>` stored as `_value` behind a
/// computed `value`, made by hand with `Binding(get:set:)`; after three taps it reads
/// "Increment: 3".
/// Differences from the seed: the computed setter is `nonmutating set`, which the seed's
/// translator notes it needs to compile; nested in the `ManualBindingCounter` enum; the
/// scene adds the taps.
enum ManualBindingCounter {
    struct Counter: View {
        var _value: Binding<Int>
        var value: Int {
            get { _value.wrappedValue }
            nonmutating set { _value.wrappedValue = newValue }
        }
        init(value: Binding<Int>) {
            self._value = value
        }
        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }
    struct ContentView: View {
        @State private var value = 0
        var body: some View {
            Counter(value: Binding(get: { value }, set: { value = $0 }))
        }
    }

    static let scene = RendershotScene("manual-binding-counter", summary: "000-27/28: Binding(get:set:) behind a computed property, after three taps",
                             taps: counterTaps(3)) {
        ContentView()
    }
}

/// Seed 000, samples 000-26 and 000-30: a counter holding a plain `Binding<Int>`, given
/// `_value.projectedValue` of a `State` written out by hand; after two taps it reads
/// "Increment: 2".
/// Differences from the seed: 000-26's counter is the one 000-30's `ContentView` is given
/// (the seed does not say which); nested in the `ProjectedValueCounter` enum; the scene
/// adds the taps.
enum ProjectedValueCounter {
    struct Counter: View {
        var value: Binding<Int>
        var body: some View {
            Button("Increment: \(value.wrappedValue)") {
                value.wrappedValue += 1
            }
        }
    }
    struct ContentView: View {
        private var _value = State(initialValue: 0)
        private var value: Int {
            get { _value.wrappedValue }
            set { _value.wrappedValue = newValue }
        }
        var body: some View {
            Counter(value: _value.projectedValue)
        }
    }

    static let scene = RendershotScene("projected-value-counter", summary: "000-26/30: Binding<Int> from _value.projectedValue, after two taps",
                             taps: counterTaps(2)) {
        ContentView()
    }
}

/// Seed 000, samples 000-23 and 000-29: the `@Binding` counter given `$value`; after two
/// taps it reads "Increment: 2".
/// Differences from the seed: nested in the `BindingCounter` enum; the scene adds the taps.
enum BindingCounter {
    struct Counter: View {
        @Binding var value: Int
        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }
    struct ContentView: View {
        @State private var value = 0
        var body: some View {
            Counter(value: $value)
        }
    }

    static let scene = RendershotScene("binding-counter", summary: "000-29: @Binding counter given $value, after two taps", taps: counterTaps(2)) {
        ContentView()
    }
}

/// Seed 000, sample 000-31: `$model.value` of a `@StateObject` given to the `@Binding`
/// counter; after two taps it reads "Increment: 2".
/// Differences from the seed: the counter is 000-29's; nested in the
/// `StateObjectBindingCounter` enum; the scene adds the taps.
/// Raster today: the model changes but the counter keeps "Increment: 0", because a binding
/// into an object is not re-read when the object changes (an engine bug).
enum StateObjectBindingCounter {
    final class Model: ObservableObject {
        @Published var value = 0
    }
    struct Counter: View {
        @Binding var value: Int
        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }
    struct ContentView: View {
        @StateObject var model = Model()
        var body: some View {
            Counter(value: $model.value)
        }
    }

    static let scene = RendershotScene("state-object-binding-counter", summary: "000-31: $model.value of a @StateObject, after two taps",
                             taps: counterTaps(2)) {
        ContentView()
    }
}

/// Seed 000, sample 000-32: a binding to the computed `clampedValue`, which clamps to
/// 0...10; after twelve taps the label has stopped at "Increment: 10".
/// Differences from the seed: the counter is 000-29's; nested in the `ClampedCounter`
/// enum; the scene adds the taps.
/// Raster today: the label stays "Increment: 0", as in `StateObjectBindingCounter` (an
/// engine bug).
enum ClampedCounter {
    final class Model: ObservableObject {
        @Published var value = 0
        var clampedValue: Int {
            get { min(max(0, value), 10) }
            set { value = newValue }
        }
    }
    struct Counter: View {
        @Binding var value: Int
        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }
    struct ContentView: View {
        @StateObject var model = Model()
        var body: some View {
            Counter(value: $model.clampedValue)
        }
    }

    static let scene = RendershotScene("clamped-binding-counter", summary: "000-32: binding to a value clamped to 0...10, after twelve taps",
                             taps: counterTaps(12)) {
        ContentView()
    }
}

/// Seed 000, sample 000-33: a `@Bindable` model property gives the `Stepper` its binding;
/// the "+" button is tapped three times and "−" once, so the title reads "2".
/// Differences from the seed: `Model` is 000-8's (the sample uses it without repeating it);
/// the types are nested in the `BindableStepper` enum; each hosting of the scene passes a new
/// `Model` for `Model.shared`, so renderings running at once (tests, `--jobs`) never share a
/// count; the scene adds the taps.
enum BindableStepper {
    @Observable final class Model {
        var value = 0
        static let shared = Model()
    }
    struct Counter: View {
        @Bindable var model: Model
        var body: some View {
            Stepper("\(model.value)", value: $model.value)
        }
    }
    struct ContentView: View {
        var model = Model.shared
        var body: some View {
            Counter(model: model)
        }
    }

    static let plus = CGPoint(x: 366, y: 422)
    static let minus = CGPoint(x: 319, y: 422)

    static let scene = RendershotScene("bindable-stepper", summary: "000-33: Stepper bound through @Bindable, + three times and − once",
                             taps: [ScriptedTap(at: 0, plus), ScriptedTap(at: 0.5, plus), ScriptedTap(at: 1, plus),
                                    ScriptedTap(at: 1.5, minus)]) {
        ContentView(model: Model())
    }
}

/// Seed 000, samples 000-34 and 000-35: the same shared model bound twice, by
/// `Bindable(model).value` in a body (000-34, top) and by
/// `_model.projectedValue[dynamicMember: \.value]` of a hand-written `Bindable` (000-35,
/// bottom). Both steppers show the one model: "+" on the top stepper is tapped twice and
/// "+" on the bottom one once, so both titles read "3".
/// Differences from the seed: the two samples are shown in one `VStack`, which the seed
/// does not have; `Model` is 000-8's; the types are nested in the `BindableVariants` enum;
/// each hosting of the scene shares a new `Model` between the two for `Model.shared`, so
/// renderings running at once never share a count; the scene adds the taps.
enum BindableVariants {
    @Observable final class Model {
        var value = 0
        static let shared = Model()
    }
    struct ContentView: View {
        var model = Model.shared
        var body: some View {
            Stepper("\(model.value)", value: Bindable(model).value)
        }
    }
    struct Counter: View {
        var model: Model { _model.wrappedValue }
        var _model: Bindable<Model>
        init(model: Model) {
            _model = Bindable(wrappedValue: model)
        }
        var body: some View {
            Stepper("\(model.value)", value: _model.projectedValue[dynamicMember: \.value])
        }
    }

    static let topPlus = CGPoint(x: 366, y: 402)
    static let bottomPlus = CGPoint(x: 366, y: 442)

    static let scene = RendershotScene("bindable-stepper-variants", summary: "000-34/35: Bindable(model) and Bindable(wrappedValue:) on one shared model",
                             taps: [ScriptedTap(at: 0, topPlus), ScriptedTap(at: 0.5, topPlus), ScriptedTap(at: 1, bottomPlus)]) {
        let model = Model()
        VStack {
            ContentView(model: model)
            Counter(model: model)
        }
    }
}
