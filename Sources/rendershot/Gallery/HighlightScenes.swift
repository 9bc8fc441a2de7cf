// HighlightScenes.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-18 to 002-23
//
// The onboarding highlight: a red 1-point ellipse 5 points outside the "Log In" button of
// a green-bordered stack, drawn three ways: as the button's own overlay (002-18), from an
// anchor preference resolved in an overlay of the stack (002-19 to 002-21), and as a
// `matchedGeometryEffect` target matched to the button (002-22). All three pictures should
// be the same. Each scene's comment lists its differences from the seed.

import Raster
import RendershotKit

/// Seed 002, sample 002-18: the ellipse as an overlay of "Log In".
/// Differences from the seed: none.
let highlightOverlayScene = RendershotScene("highlight-overlay", summary: "002-18: red ellipse overlay 5 pt outside \"Log In\"; green-bordered stack") {
    VStack {
        Button("Sign Up") {}
        Button("Log In") {}
            .overlay {
                Ellipse()
                    .strokeBorder(Color.red, lineWidth: 1)
                    .padding(-5)
            }
    }
    .border(Color.green)
}

struct HighlightKey: PreferenceKey {
    typealias Value = Anchor<CGRect>?
    static var defaultValue: Value = nil
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value = value ?? nextValue()
    }
}

/// Seed 002, samples 002-19 to 002-21: "Log In" sends its bounds up as an anchor; an
/// overlay of the bordered stack resolves it with a GeometryReader and draws the ellipse at
/// that frame, above the whole stack.
/// Differences from the seed: `HighlightKey.defaultValue` is given `= nil`, without which
/// Swift does not compile a static stored property; 002-21 elides the stack
/// (`VStack { ... }`); it is 002-20's.
let highlightAnchorScene = RendershotScene("highlight-anchor", summary: "002-19..21: the ellipse drawn from an anchor preference in an overlay") {
    VStack {
        Button("Sign Up") {}
        Button("Log In") {}
            .anchorPreference(key: HighlightKey.self, value: .bounds, transform: { $0 })
    }
    .border(Color.green)
    .overlayPreferenceValue(HighlightKey.self) { value in
        if let anchor = value {
            GeometryReader { proxy in
                let rect = proxy[anchor]
                Ellipse()
                    .strokeBorder(Color.red, lineWidth: 1)
                    .padding(-5)
                    .frame(width: rect.width, height: rect.height)
                    .offset(x: rect.origin.x, y: rect.origin.y)
            }
        }
    }
}

/// Seed 002, samples 002-22 and 002-23: "Log In" is the source of the geometry group
/// "highlight"; the ellipse in the stack's overlay is matched to it (`isSource: false`).
/// 002-23 is pseudo-code for the same (a frame and an offset), not built.
/// Differences from the seed: the view is nested in the `MatchedHighlight` enum.
enum MatchedHighlight {
    struct ContentView: View {
        @Namespace var namespace
        let groupID = "highlight"

        var body: some View {
            VStack {
                Button("Sign Up") {}
                Button("Log In") {}
                    .matchedGeometryEffect(id: groupID, in: namespace)
            }
            .overlay {
                Ellipse()
                    .strokeBorder(Color.red, lineWidth: 1)
                    .padding(-5)
                    .matchedGeometryEffect(id: groupID, in: namespace, isSource: false)
            }
        }
    }

    static let scene = RendershotScene("highlight-matched", summary: "002-22: the ellipse matched to \"Log In\" with matchedGeometryEffect(isSource: false)") {
        ContentView()
    }
}
