// FlowLayoutScene.swift · rendershot/Gallery · seed 002 (Advanced layout), samples 002-1, 002-2, 002-3 and 002-15
//
// The Layout-protocol FlowLayout: rectangles of different widths wrap inside a 125-point
// frame (002-3), and five texts and a rounded rectangle flow across the window (002-15).
// `layout(sizes:spacing:containerWidth:)` (002-1) is also used by the ZStack flow layout of
// PreferenceScenes.swift. The seed's code is copied unchanged; each scene's comment lists
// its differences.

import Raster
import RendershotKit

func layout(
    sizes: [CGSize],
    spacing: CGSize = .init(width: 10, height: 10),
    containerWidth: CGFloat
) -> [CGRect] {
    var result: [CGRect] = []
    var currentPosition: CGPoint = .zero
    func startNewline() {
        if currentPosition.x == 0 { return }
        currentPosition.x = 0
        currentPosition.y = result.union().maxY + spacing.height
    }
    for size in sizes {
        if currentPosition.x + size.width > containerWidth {
            startNewline()
        }
        result.append(CGRect(origin: currentPosition, size: size))
        currentPosition.x += size.width + spacing.width
    }
    return result
}

extension [CGRect] {
    /// The smallest rectangle containing all of them; `.zero` when empty.
    func union() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        let containerWidth = proposal.replacingUnspecifiedDimensions().width
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return layout(sizes: sizes, containerWidth: containerWidth).union().size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ())
    {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let frames = layout(sizes: subviewSizes, containerWidth: bounds.width)
        for (f, subview) in zip(frames, subviews) {
            let offset = CGPoint(x: f.origin.x + bounds.minX, y: f.origin.y + bounds.minY)
            subview.place(at: offset, proposal: .unspecified)
        }
    }
}

/// Fixed stand-ins for the seed's random widths (10...35 points).
private let widths: [CGFloat] = [22, 31, 14, 35, 18, 27, 10, 33, 25, 16, 29]

/// Seed 002, sample 002-3: eleven rectangles of different widths flow inside a 125-point
/// frame (bordered black); the flow's own bounds are bordered blue.
/// Differences from the seed: `Color.random` and `.random(in: 10...35)` are replaced by
/// fixed hues and the fixed widths above, so the image is the same on every run;
/// `[CGRect].union()`, which the seed uses without showing, is defined above.
let flowLayoutScene = RendershotScene("flow-layout", summary: "002-1/2/3: Layout-protocol FlowLayout wrapping 11 rectangles in a 125-pt frame") {
    FlowLayout {
        ForEach(Array(0...10), id: \.self) { idx in
            Rectangle()
                .fill(Color(hue: Double(idx) / 11, saturation: 0.75, brightness: 0.9))
                .frame(width: widths[idx])
        }
    }
    .border(.blue)
    .frame(width: 125)
    .border(.black)
}

/// Seed 002, sample 002-15: a FlowLayout of six subviews of two kinds, five `Text`s from a
/// `ForEach` and a 100×100 rounded rectangle, flowing across the window's 390 points.
/// Differences from the seed: none.
let flowLayoutMixedScene = RendershotScene("flow-layout-mixed", summary: "002-15: FlowLayout of five Texts and a 100×100 RoundedRectangle") {
    FlowLayout() {
        ForEach(0..<5) { ix in
            Text("Item \(ix)")
        }
        RoundedRectangle(cornerRadius: 10)
            .frame(width: 100, height: 100)
    }
}
