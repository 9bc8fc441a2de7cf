// Canvas.swift · Raster/Views · mirrors SwiftUI Canvas, ColorRenderingMode (iOS 17)
// Status: Partial — `opaque`, `colorMode` and `rendersAsynchronously` are accepted and have
// no effect; symbols are in CanvasSymbols.swift.

import Foundation

/// The set of possible working colour spaces for colour-compositing operations.
///
/// Raster: accepted for source compatibility; Raster composites in sRGB.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working colour space.
    case nonLinear
    /// The linear sRGB working colour space.
    case linear
    /// The extended linear sRGB working colour space.
    case extendedLinear
}

/// A view type that supports immediate mode drawing.
///
/// Raster: the canvas fills its proposal (nil dimensions become 10 points, as for shapes)
/// and, each time it is drawn, calls `renderer` with a `GraphicsContext` whose user space
/// is the canvas's own (points, origin at its top-left corner, y down) and the canvas size
/// in points. The context resolves colours in the canvas's environment and draws at the
/// output's pixel density. Drawing is clipped to the canvas's bounds, as a canvas draws
/// into a layer of its own size. The renderer runs while the frame is rasterized, on the
/// rendering thread; it must not change state.
public struct Canvas<Symbols: View>: View {
    /// The views the canvas's renderer can draw, by tag (`resolveSymbol(id:)`).
    public var symbols: Symbols
    /// The drawing callback.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (a hint; Raster ignores it).
    public var isOpaque: Bool
    /// The working colour space (Raster composites in sRGB whatever this says).
    public var colorMode: ColorRenderingMode
    /// Whether to render asynchronously (Raster always renders within the frame).
    public var rendersAsynchronously: Bool

    public var body: Never { bodyIsNeverCalled() }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    ///
    /// - Parameters:
    ///   - opaque: whether the canvas is fully opaque; accepted, with no effect in Raster.
    ///   - colorMode: the working colour space; accepted, with no effect in Raster.
    ///   - rendersAsynchronously: accepted, with no effect in Raster.
    ///   - renderer: draws the canvas's content into the context, given the canvas size in points.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        symbols = EmptyView()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let renderer = self.renderer
        let environment = node.environment
        let symbols = Symbols.self == EmptyView.self ? nil : CanvasSymbols(self.symbols, environment: environment)
        node.becomeLeaf(.fillsProposal) { size in
            let bounds = Path(CGRect(origin: .zero, size: size))
            return [.group(.clip(bounds, FillStyle()), [.canvas({ context, size in
                context.environment = environment
                context.symbols = symbols
                renderer(&context, size)
            }, size: size)])]
        }
    }
}
