// ObservationOwnershipScenes.swift · rendershot/Gallery · seed 003 (Observation), samples 003-5 to 003-10
//
// Who owns an `@Observable` view model: a subview's plain property, re-made whenever the
// parent re-runs (003-5), or its `@State`, kept (003-6); a model handed down through the
// environment (003-7); and bindings to the model's properties with `@Bindable` (003-8,
// 003-10). The view model is 003-2's. Each scene nests its types in its own enum; each
// scene's comment lists its differences from the seed.

import Raster
import RendershotKit

/// The taps of 003-5 and 003-6: SubView's button twice, then the parent's once.
private let ownershipTaps = [ScriptedTap(at: 0, CGPoint(x: 195, y: 462)), ScriptedTap(at: 0.5, CGPoint(x: 195, y: 462)),
                             ScriptedTap(at: 1, CGPoint(x: 195, y: 402))]

/// Seed 003, sample 003-5: the subview makes its model in a plain property. SubView's
/// button is tapped twice ("SubView number is: 2"), then the parent's once: the parent's
/// body re-runs, makes a new SubView and with it a new model, so the subview is back to
/// "SubView number is: 0" while the parent reads 1.
/// Differences from the seed: `CounterViewModel` is 003-2's (the sample uses it without
/// repeating it); nested in `PlainSubviewModel`; the scene adds the taps.
enum PlainSubviewModel {
    @Observable class CounterViewModel {
        var count: Int = 0

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        @State var count = 0

        var body: some View {
            VStack {
                Text("CounterView number is: \(count)")
                Button("CounterView Increase") {
                    count += 1
                }

                Divider()

                SubView()
            }
        }
    }

    struct SubView: View {
        var viewModel = CounterViewModel()

        var body: some View {
            VStack {
                Text("SubView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.count += 1
                }
            }
        }
    }

    static let scene = RendershotScene("subview-plain-model", summary: "003-5: a subview's plain-property model is re-made when the parent re-runs (back to 0)",
                             taps: ownershipTaps) {
        CounterView()
    }
}

/// Seed 003, sample 003-6: the subview keeps its model in `@State`. The same taps leave
/// "SubView number is: 2" under the parent's 1.
/// Differences from the seed: `CounterViewModel` is 003-2's; nested in `StateSubviewModel`;
/// the scene adds the taps.
enum StateSubviewModel {
    @Observable class CounterViewModel {
        var count: Int = 0

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        @State var count = 0

        var body: some View {
            VStack {
                Text("CounterView number is: \(count)")
                Button("CounterView Increase") {
                    count += 1
                }

                Divider()

                SubView()
            }
        }
    }

    struct SubView: View {
        @State var viewModel = CounterViewModel()

        var body: some View {
            VStack {
                Text("SubView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.count += 1
                }
            }
        }
    }

    static let scene = RendershotScene("subview-state-model", summary: "003-6: a subview's @State model survives the parent re-running (stays 2)",
                             taps: ownershipTaps) {
        CounterView()
    }
}

/// Seed 003, sample 003-7: the app keeps the model in `@State` and hands it down with
/// `.environment(viewModel)`; `CounterView` reads it with `@Environment`. Tapped twice, it
/// reads "CounterView number is: 2".
/// Differences from the seed: Raster has no `App`, `RendershotScene` (in SwiftUI's sense) or
/// `WindowGroup`, so `SwiftUIApp` is a `View` whose body is the window group's content;
/// `@main` is left out. `CounterViewModel` is 003-2's. Nested in `EnvironmentViewModel`; the
/// scene adds the taps.
enum EnvironmentViewModel {
    @Observable class CounterViewModel {
        var count: Int = 0

        func incrementCounter() {
            self.count += 1
        }
    }

    struct SwiftUIApp: View {
        @State var viewModel = CounterViewModel()

        var body: some View {
            CounterView()
                .environment(viewModel)
        }
    }

    struct CounterView: View {
        @Environment(CounterViewModel.self) var viewModel

        var body: some View {
            VStack {
                Text("CounterView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.count += 1
                }
            }
        }
    }

    static let scene = RendershotScene("environment-view-model", summary: "003-7: @Observable model handed down with .environment(_:), after two taps",
                             taps: [0, 0.5].map { ScriptedTap(at: $0, CGPoint(x: 195, y: 432)) }) {
        SwiftUIApp()
    }
}

/// Seed 003, sample 003-8: the subview's `@Bindable` model gives a `TextField` its
/// binding; the parent's `Text` shows the same `text`, here "Miao".
/// Differences from the seed: the seed never declares the model's `text`; here it is
/// `var text = "Miao"` on 003-2's `CounterViewModel` (Raster's `TextField` cannot be typed
/// in, so the text starts non-empty). Nested in `BindableTextField`.
enum BindableTextField {
    @Observable class CounterViewModel {
        var count: Int = 0
        var text = "Miao"

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        var viewModel = CounterViewModel()

        var body: some View {
            VStack {
                Text("\(viewModel.text)")

                SubView(viewModel: viewModel)
            }
        }
    }

    struct SubView: View {
        @Bindable var viewModel: CounterViewModel

        var body: some View {
            VStack {
                TextField("Field", text: $viewModel.text)
            }
        }
    }

    static let scene = RendershotScene("bindable-text-field", summary: "003-8: TextField bound to an @Observable model through @Bindable") {
        CounterView()
    }
}

/// Seed 003, samples 003-9 and 003-10: a model read with `@Environment` has no bindings
/// (003-9 does not compile, as the seed says, and is not built); a `@Bindable` declared in
/// the body makes one for the `TextField`. The model is handed down with
/// `.environment(_:)` and its text, "Nocturnal miao", shows in both views.
/// Differences from the seed: `text` is `var text = "Nocturnal miao"` on 003-2's
/// `CounterViewModel` (the seed never declares it); the scene puts a model in the
/// environment with `.environment(CounterViewModel())`, as 003-7's app does; nested in
/// `BindableInBody`.
enum BindableInBody {
    @Observable class CounterViewModel {
        var count: Int = 0
        var text = "Nocturnal miao"

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        @Environment(CounterViewModel.self) var viewModel

        var body: some View {
            @Bindable var viewModel = viewModel
            VStack {
                Text("\(viewModel.text)")
                TextField("Field", text: $viewModel.text)
            }
        }
    }

    static let scene = RendershotScene("bindable-in-body", summary: "003-10: @Bindable declared in body over an @Environment model") {
        CounterView()
            .environment(CounterViewModel())
    }
}
