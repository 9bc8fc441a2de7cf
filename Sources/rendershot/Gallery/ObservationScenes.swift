// ObservationScenes.swift · rendershot/Gallery · seed 003 (Observation), samples 003-1 to 003-8 and 003-10
//
// The Observation blog post's counters: `ObservableObject` next to `@Observable` (003-1/2),
// which views re-run when a property the body does not read changes (003-3/4), a model
// made by a subview with or without `@State` (003-5/6), a model in the environment
// (003-7) and bindings made with `@Bindable` (003-8, 003-10). Each sample names its types
// the same, so each scene nests them in its own enum; each scene's comment lists its
// differences from the seed. The seed's Korean comments are left out.

import Foundation
import Raster
import RendershotKit

/// Seed 003, sample 003-1: `ObservableObject` view model with `@Published count`,
/// `@ObservedObject` in the view; "CounterView Increase" tapped twice, so the text reads
/// "CounterView number is: 2".
/// Differences from the seed: nested in `ObservedObjectViewModel`; the scene adds the taps.
enum ObservedObjectViewModel {
    class CounterViewModel: ObservableObject {
        @Published var count: Int = 0

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        @ObservedObject var viewModel = CounterViewModel()

        var body: some View {
            VStack {
                Text("CounterView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.incrementCounter()
                }
            }
        }
    }

    static let scene = RendershotScene("observed-object-view-model", summary: "003-1: ObservableObject + @ObservedObject view model, after two taps",
                             taps: [0, 0.5].map { ScriptedTap(at: $0, CGPoint(x: 195, y: 432)) }) {
        CounterView()
    }
}

/// Seed 003, sample 003-2: the same with `@Observable` and a plain property; tapped twice,
/// it reads "CounterView number is: 2".
/// Differences from the seed: nested in `ObservableViewModel`; the scene adds the taps.
enum ObservableViewModel {
    @Observable class CounterViewModel {
        var count: Int = 0

        func incrementCounter() {
            self.count += 1
        }
    }

    struct CounterView: View {
        var viewModel = CounterViewModel()

        var body: some View {
            VStack {
                Text("CounterView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.incrementCounter()
                }
            }
        }
    }

    static let scene = RendershotScene("observable-view-model", summary: "003-2: @Observable view model in a plain property, after two taps",
                             taps: [0, 0.5].map { ScriptedTap(at: $0, CGPoint(x: 195, y: 432)) }) {
        CounterView()
    }
}

/// Stand-ins for the seed's `Date()` and `Int.random(in: 0...100)`, so that every rendering
/// is the same: each `now()` is one second after the previous one, from 1 January 2024,
/// 09:41:00 UTC, and counting starts again each time a scene using it is hosted. A
/// re-created `SubView` therefore shows a later time, as a new `Date()` would. The count is
/// kept per thread, so scenes rendered at the same time (tests, `--jobs`) do not share it.
enum FixedClock {
    private static let key = "rendershot.FixedClock.calls"

    static func reset() { Thread.current.threadDictionary[key] = 0 }

    static func now() -> Date {
        let calls = (Thread.current.threadDictionary[key] as? Int ?? 0) + 1
        Thread.current.threadDictionary[key] = calls
        return Date(timeIntervalSince1970: 1_704_102_060 + Double(calls - 1))
    }

    /// The seed's random number, fixed.
    static let randomNumber = 42
}

/// Where the 003-3/4 buttons are, in the middle of the window.
private let increaseButton = CGPoint(x: 195, y: 391)
private let randomButton = CGPoint(x: 195, y: 432)

/// Seed 003, sample 003-3: `ObservableObject` with `count` and `randomNumber`. "Update
/// Random Number" is tapped twice: `randomNumber` is never shown, yet each `@Published`
/// change re-runs `CounterView`'s body, which makes a new `SubView` with a new date, so the
/// date reads 09:41:02 (it was 09:41:00 at first).
/// Differences from the seed: `Date()` is `FixedClock.now()` and `Int.random(in: 0...100)`
/// is `FixedClock.randomNumber` (see `FixedClock`); nested in `PublishedRandomNumber`; the
/// scene adds the taps.
enum PublishedRandomNumber {
    class CounterViewModel: ObservableObject {
        @Published var count: Int = 0
        @Published var randomNumber: Int = 0

        func incrementCounter() {
            self.count += 1
        }

        func random() {
            self.randomNumber = FixedClock.randomNumber
        }
    }

    struct CounterView: View {
        @ObservedObject var viewModel = CounterViewModel()

        var body: some View {
            VStack(spacing: 20) {
                Text("CounterView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.incrementCounter()
                }
                Button("Update Random Number") {
                    viewModel.random()
                }

                Divider()

                SubView()
            }
        }
    }

    struct SubView: View {
        var date = FixedClock.now()

        var body: some View {
            VStack {
                Text("\(date)")
            }
        }
    }

    static let scene = RendershotScene("published-random-number", summary: "003-3: ObservableObject: an unread @Published change re-creates SubView (new date)",
                             taps: [0, 0.5].map { ScriptedTap(at: $0, randomButton) }) {
        let _ = FixedClock.reset()
        CounterView()
    }
}

/// Seed 003, sample 003-4: the same with `@Observable`. "Update Random Number" is tapped
/// twice and changes nothing on screen (the body does not read `randomNumber`, the date
/// stays 09:41:00); "CounterView Increase" is then tapped once, which re-runs the body: the
/// count reads 1 and the new `SubView` shows 09:41:01.
/// Differences from the seed: `Date()` is `FixedClock.now()` and `Int.random(in: 0...100)`
/// is `FixedClock.randomNumber` (see `FixedClock`); nested in `ObservableRandomNumber`; the
/// scene adds the taps.
enum ObservableRandomNumber {
    @Observable class CounterViewModel {
        var count: Int = 0
        var randomNumber: Int = 0

        func incrementCounter() {
            self.count += 1
        }

        func random() {
            self.randomNumber = FixedClock.randomNumber
        }
    }

    struct CounterView: View {
        var viewModel = CounterViewModel()

        var body: some View {
            VStack(spacing: 20) {
                Text("CounterView number is: \(viewModel.count)")
                Button("CounterView Increase") {
                    viewModel.incrementCounter()
                }
                Button("Update Random Number") {
                    viewModel.random()
                }

                Divider()

                SubView()
            }
        }
    }

    struct SubView: View {
        var date = FixedClock.now()

        var body: some View {
            VStack {
                Text("\(date)")
            }
        }
    }

    static let scene = RendershotScene("observable-random-number", summary: "003-4: @Observable: only a read property re-runs the body (date changes once)",
                             taps: [ScriptedTap(at: 0, randomButton), ScriptedTap(at: 0.5, randomButton), ScriptedTap(at: 1, increaseButton)]) {
        let _ = FixedClock.reset()
        CounterView()
    }
}
