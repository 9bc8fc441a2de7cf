// PreferenceScenes.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-8 to 002-14
//
// Sizes sent up the tree as preferences: five padded texts measure themselves with
// `measureSize()` (002-8 to 002-10), and the flow layout built from a ZStack, alignment
// guides and the measured sizes (002-11 to 002-14, with 002-6's `onAppearOrChange`).
// The seed's code is copied unchanged; each scene's comment lists its differences.

import Raster
import RendershotKit

struct SizeKey: PreferenceKey {
    static var defaultValue: [CGSize] = []
    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    func measureSize() -> some View {
        overlay {
            GeometryReader { proxy in
                Color.clear
                    .preference(key: SizeKey.self, value: [proxy.size])
            }
        }
    }
}

/// Seed 002, samples 002-8 to 002-10: five padded texts of one to three lines stacked at
/// the top-leading corner of a ZStack, each measuring itself; below them, the sizes the
/// seed's `onPreferenceChange` prints (on macOS the seed prints
/// `[(70.5, 48.0), (68.5, 48.0), (70.0, 64.0), (70.5, 64.0), (70.5, 80.0)]`).
/// Differences from the seed: `print($0)` is `printed = "\($0.map { ($0.width, $0.height) })"`,
/// a `@State` shown by a `Text` under the ZStack in a `VStack(spacing: 20)`, all in a
/// `ContentView` the seed does not have (print output is not part of a picture). The sizes
/// are printed as `(width, height)` tuples, the form macOS prints a `CGSize` in, because
/// Linux Foundation prints `Foundation.CGSize(width: 83.0, height: 53.0)`. Nested in the
/// `MeasureSize` enum.
enum MeasureSize {
    struct ContentView: View {
        @State private var printed = ""
        var body: some View {
            VStack(spacing: 20) {
                ZStack(alignment: .topLeading) {
                    ForEach(0..<5) { ix in
                        Text("Item \(ix)" + String(repeating: "\n", count: ix/2))
                            .padding()
                            .measureSize()
                    }
                }
                .onPreferenceChange(SizeKey.self) { printed = "\($0.map { ($0.width, $0.height) })" }
                Text(printed)
            }
        }
    }

    static let scene = RendershotScene("measure-size", summary: "002-8..10: measureSize() preference collecting five text sizes, printed below") {
        ContentView()
    }
}

struct ZStackFlowLayoutExample: View {
    @State private var containerWidth: CGFloat?
    var body: some View {
        ZStack {
            GeometryReader { proxy in
                let width: CGFloat = proxy.size.width
                Color.clear
                    .onAppearOrChange(of: width) { containerWidth = $0 }
            }
            .frame(height: 0)
            ZStackFlowLayout(containerWidth: containerWidth ?? 0)
                .frame(minWidth: 0, maxWidth: .infinity)
        }
    }
}

struct ZStackFlowLayout: View {
    @State private var sizes: [CGSize]? = nil
    var containerWidth: CGFloat
    let subviewCount = 5

    func subview(for index: Int) -> some View {
        Text("Item \(index)" + String(repeating: "\n", count: index/2))
            .padding()
            .background {
                RoundedRectangle(cornerRadius: 5)
                    .fill(Color(hue: .init(index)/10, saturation: 0.8, brightness: 0.8))
            }
    }
    var body: some View {
        let offsets = sizes.map {
            layout(sizes: $0, containerWidth: containerWidth).map { $0.origin }
        } ?? Array(repeating: .zero, count: subviewCount)
        ZStack(alignment: .topLeading) {
            ForEach(0..<subviewCount) { ix in
                subview(for: ix)
                    .fixedSize()
                    .measureSize()
                    .alignmentGuide(.leading) { _ in -offsets[ix].x }
                    .alignmentGuide(.top) { _ in -offsets[ix].y }
            }
        }
        .onPreferenceChange(SizeKey.self) { sizes = $0 }
    }
}

/// Seed 002, samples 002-6 and 002-11 to 002-14: the flow layout made of a top-leading
/// ZStack whose subviews are moved by alignment guides to the offsets computed from their
/// measured sizes, in the window's full width: five hue-coloured padded texts of one to
/// three lines in rows, 10 points apart.
/// Differences from the seed: 002-13 elides the body, which is 002-14's; 002-11 only
/// declares `layout(sizes:spacing:containerWidth:)` with a `CGFloat` spacing, and the body
/// calls 002-1's (in FlowLayoutScene.swift), as the seed's own note says.
let zStackFlowLayoutScene = RendershotScene("zstack-flow-layout", summary: "002-12..14: flow layout from a ZStack, alignment guides and size preferences") {
    ZStackFlowLayoutExample()
}
