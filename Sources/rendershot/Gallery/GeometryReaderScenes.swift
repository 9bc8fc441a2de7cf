// GeometryReaderScenes.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-4 to 002-7
//
// GeometryReader measuring without changing the layout: a background whose corner radius
// depends on the measured width (002-4), and a fixed-size text in a 100-point frame whose
// border turns red when it overflows, set from `onAppear` and `onChange` (002-5/6) or from
// `onChange(of:initial:)` (002-7). Each scene's comment lists its differences from the seed.

import Raster
import RendershotKit

/// Seed 002, sample 002-4: a padded view on a blue rounded rectangle drawn in a
/// GeometryReader background: corner radius 10 when the background is wider than 50
/// points ("Hello, world", top), otherwise 5 ("Hi", bottom, 47 points wide).
/// Differences from the seed: the seed's placeholder `myView` is `Text("Hello, world")` and
/// `Text("Hi")`, each with the seed's modifiers, shown in one `VStack(spacing: 20)`.
let geometryBackgroundScene = RendershotScene("geometry-background", summary: "002-4: GeometryReader background: corner radius 10 if wider than 50 pt, else 5") {
    VStack(spacing: 20) {
        Text("Hello, world")
            .padding()
            .background {
                GeometryReader { proxy in
                    let radius: CGFloat = proxy.size.width > 50 ? 10 : 5
                    RoundedRectangle(cornerRadius: radius)
                        .fill(.blue)
                }
            }
        Text("Hi")
            .padding()
            .background {
                GeometryReader { proxy in
                    let radius: CGFloat = proxy.size.width > 50 ? 10 : 5
                    RoundedRectangle(cornerRadius: radius)
                        .fill(.blue)
                }
            }
    }
}

/// Seed 002, sample 002-5: a fixed-size text in a 100-point frame, measured by an overlay
/// GeometryReader; `onAppear` and `onChange(of:perform:)` store whether it is wider than 100
/// points, and the frame's border is red when it is ("This text is too wide", bottom) and
/// clear when it is not ("Short", top).
/// Differences from the seed: the seed's `onChange(of: tooWide) { _ in ... }` is
/// deprecated in iOS 17 and warns when built, so it is the zero-parameter
/// `onChange(of: tooWide) { ... }`; the two states are two `ContentView`s in one
/// `VStack(spacing: 40)`; the types are nested in the `OverflowBorder` enum.
enum OverflowBorder {
    struct ContentView: View {
        var text: String
        @State private var overflows: Bool = false

        var body: some View {
            Text(text)
                .fixedSize()
                .overlay {
                    GeometryReader { proxy in
                        let tooWide = proxy.size.width > 100
                        Color.clear
                            .onAppear {
                                overflows = tooWide
                            }
                            .onChange(of: tooWide) {
                                overflows = tooWide
                            }
                    }
                }
                .frame(width: 100)
                .border(overflows ? Color.red : Color.clear)
        }
    }

    static let scene = RendershotScene("overflow-border", summary: "002-5: red border when a fixed-size text overflows its 100-pt frame (onAppear + onChange)") {
        VStack(spacing: 40) {
            ContentView(text: "Short")
            ContentView(text: "This text is too wide")
        }
    }
}

extension View {
    func onAppearOrChange<Value: Equatable>(of value: Value,
        perform: @escaping (Value) -> ()) -> some View
    {
        self
            .onAppear { perform(value) }
            .onChange(of: value) { _, newValue in perform(newValue) }
    }
}

/// Seed 002, samples 002-6 and 002-7: the overflow border of 002-5 with the iOS 17
/// `onChange(of: tooWide, initial: true)` in place of `onAppear` plus `onChange`: clear
/// around "Short" (top), red around "This text is too wide" (bottom). 002-6's
/// `onAppearOrChange`, the older way to say the same, is defined above and used by the
/// ZStack flow layout.
/// Differences from the seed: 002-6's `.onChange(of: value, perform: perform)` is
/// deprecated in iOS 17 and warns when built, so it is
/// `.onChange(of: value) { _, newValue in perform(newValue) }`. 002-7 is a fragment; it replaces the `Color.clear` of
/// 002-5's `ContentView`, which is otherwise unchanged. The two states are two
/// `ContentView`s in one `VStack(spacing: 40)`; the types are nested in the
/// `InitialOverflowBorder` enum.
enum InitialOverflowBorder {
    struct ContentView: View {
        var text: String
        @State private var overflows: Bool = false

        var body: some View {
            Text(text)
                .fixedSize()
                .overlay {
                    GeometryReader { proxy in
                        let tooWide = proxy.size.width > 100
                        Color.clear
                            .onChange(of: tooWide, initial: true) {
                                overflows = tooWide
                            }
                    }
                }
                .frame(width: 100)
                .border(overflows ? Color.red : Color.clear)
        }
    }

    static let scene = RendershotScene("overflow-border-initial", summary: "002-7: the overflow border with onChange(of:initial: true)") {
        VStack(spacing: 40) {
            ContentView(text: "Short")
            ContentView(text: "This text is too wide")
        }
    }
}
