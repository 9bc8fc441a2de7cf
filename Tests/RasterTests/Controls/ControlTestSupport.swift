import Foundation
import Observation
@testable import Raster

/// The size `view` reports for `proposal`, laid out at `scale` pixels per point.
func controlsSize<V: View>(_ view: V, _ proposal: ProposedViewSize, scale: CGFloat = 3) -> CGSize {
    FrameRenderer.makeGraph(view, scale: scale, colorScheme: .light).updateAndLayout(proposal: proposal)
}

/// `view` rendered in a window of `size` points at scale 3.
func controlsRender<V: View>(_ view: V, size: CGSize, colorScheme: ColorScheme = .light) -> RasterImage {
    let host = ViewHost(view, size: size, scale: 3, colorScheme: colorScheme)
    host.isOpaque = false
    return host.render()
}

extension RasterImage {
    /// The pixel under the point (x, y), in points at this image's scale.
    func pixel(atPoint x: CGFloat, _ y: CGFloat) -> RGBA8 {
        self[Int(x * scale), Int(y * scale)]
    }
}

/// A straight-alpha pixel of an sRGB colour (0–255) at `alpha`, as the renderer stores it
/// over a clear canvas.
func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Double = 1) -> RGBA8 {
    RGBA8(r: r, g: g, b: b, a: UInt8((alpha * 255).rounded()))
}

/// Whether two pixels have the same alpha and colour channels at most 1 apart (rounding in
/// compositing).
func isClose(_ a: RGBA8, _ b: RGBA8) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1 && a.a == b.a
}

/// State for controls under test, observed like an app's model (seed 000-33).
@Observable final class ControlsModel {
    var isOn = false
    var count = 0
    var room = "Hallway"
    var text = ""
    var taps = 0
}

extension ViewHost {
    /// The window frames (points) of the units of type `name` (`Text`, `FlexFrameLayout`).
    func frames(of name: String) -> [CGRect] {
        _ = layoutDescription()
        return graph.unitFrames(byType: true).filter { $0.name == name }.map(\.frame)
    }
}

/// The display-list items `view` draws for `proposal`, groups flattened, in drawing order.
func drawnItems<V: View>(_ view: V, _ proposal: ProposedViewSize, colorScheme: ColorScheme = .light) -> [DisplayList.Item] {
    let graph = FrameRenderer.makeGraph(view, scale: 3, colorScheme: colorScheme)
    graph.updateAndLayout(proposal: proposal)
    func flattened(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
        items.flatMap { item -> [DisplayList.Item] in
            if case .group(_, let inner) = item { return flattened(inner) }
            return [item]
        }
    }
    return flattened(DisplayListBuilder.build(root: graph.root!, scale: 3).items)
}

/// The colours of the text items `view` draws, in drawing order.
func textColors<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 393, height: nil),
                         colorScheme: ColorScheme = .light) -> [Color.Resolved] {
    drawnItems(view, proposal, colorScheme: colorScheme).compactMap { item in
        guard case .text(_, _, .color(let color)) = item else { return nil }
        return color
    }
}

/// The colours of the strokes `view` draws (glyphs such as chevrons), in drawing order.
func strokeColors<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 393, height: nil),
                           colorScheme: ColorScheme = .light) -> [Color.Resolved] {
    drawnItems(view, proposal, colorScheme: colorScheme).compactMap { item in
        guard case .stroke(_, .color(let color), _) = item else { return nil }
        return color
    }
}
