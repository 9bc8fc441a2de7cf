// CoordinateSpaceScenes.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-16 and 002-17
//
// Frames of one view in three coordinate spaces (002-16), and sizes in the global and
// local spaces of a text under `scaleEffect(0.5)` (002-17). The seed prints them, which a
// picture cannot show: here the printed lines travel up as a preference and a `Text`
// under the example shows them. Each scene's comment lists its differences from the seed.

import Raster
import RendershotKit

/// The lines the seed's examples print, gathered from the views that print them.
struct PrintedLines: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

/// Shows the lines printed in `content` 40 points below it, without changing its layout
/// (the printout is an overlay), in a 13-point monospaced font.
struct PrintedOutput<Content: View>: View {
    var content: Content
    @State private var lines: [String] = []

    var body: some View {
        content
            .onPreferenceChange(PrintedLines.self) { lines = $0 }
            .overlay(alignment: .bottom) {
                Text(lines.joined(separator: "\n"))
                    .font(.system(size: 13, design: .monospaced))
                    .fixedSize()
                    .alignmentGuide(.bottom) { d in d[.top] - 40 }
            }
    }
}

extension CGFloat {
    /// The number as the seed's `.pretty` prints it: whole numbers without decimals,
    /// others with up to two.
    var pretty: String {
        if self == rounded() { return String(Int(self)) }
        return String((self * 100).rounded() / 100)
    }
}

extension CGSize {
    /// `(width, height)`, as the seed's `.pretty` (not shown in the seed) prints a size.
    var pretty: String { "(\(width.pretty), \(height.pretty))" }
}

extension CGRect {
    /// `(x, y, width, height)`, as the seed's `.pretty` prints a rectangle.
    var pretty: String { "(\(origin.x.pretty), \(origin.y.pretty), \(size.width.pretty), \(size.height.pretty))" }
}

/// Seed 002, sample 002-16: "Hello" and "Second" in a VStack named "Stack"; a GeometryReader
/// over "Second" gives its frame in the `.global`, `.local` and `.named("Stack")` spaces,
/// shown below the stack as `(x, y, width, height)`. The seed, on an iOS simulator, prints
/// origins (167, 438), (0, 0) and (0, 20) with equal sizes; the global origin differs here
/// because the window is 390×844 points with no safe area.
/// Differences from the seed: `let _ = print(lines)` becomes `let printed = lines`, sent up
/// as a `PrintedLines` preference on the `Color.clear` and shown by `PrintedOutput`; the
/// seed's typo `.named("Stack").pretty)` is `.named("Stack")).pretty`; `.pretty`, which the
/// seed does not show, is defined above; nested in the `CoordinateSpaces` enum.
enum CoordinateSpaces {
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("Hello")
                Text("Second")
                    .overlay { GeometryReader { proxy in
                        let printed = [
                            proxy.frame(in: .global).pretty,
                            proxy.frame(in: .local).pretty,
                            proxy.frame(in: .named("Stack")).pretty
                        ].joined(separator: "\n")
                        Color.clear
                            .preference(key: PrintedLines.self, value: [printed])
                    }}
            }
            .coordinateSpace(name: "Stack")
        }
    }

    static let scene = RendershotScene("coordinate-spaces", summary: "002-16: a view's frame in .global, .local and .named(\"Stack\"), shown as text") {
        PrintedOutput(content: ContentView())
    }
}

/// Seed 002, sample 002-17: `Text("Hello")` drawn at half size by `scaleEffect(0.5)`; a
/// GeometryReader over it gives its size in the `.global` space (half, since effects count
/// there) and the `.local` space (the layout size), shown below it.
/// Differences from the seed: `let _ = print(lines)` becomes `let printed = lines`, sent up
/// as a `PrintedLines` preference on the `Color.clear` and shown by `PrintedOutput`;
/// `.pretty`, which the seed does not show, is defined above.
let scaleEffectSizesScene = RendershotScene("scale-effect-sizes", summary: "002-17: scaleEffect(0.5): global size is half the local size, shown as text") {
    PrintedOutput(content:
        Text("Hello")
            .overlay { GeometryReader { proxy in
                let printed = [
                    proxy.frame(in: .global).size.pretty,
                    proxy.frame(in: .local).size.pretty,
                ].joined(separator: "\n")
                Color.clear
                    .preference(key: PrintedLines.self, value: [printed])
            }}
            .scaleEffect(0.5)
    )
}
