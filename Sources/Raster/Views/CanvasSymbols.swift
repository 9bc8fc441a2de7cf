// CanvasSymbols.swift · Raster/Views · mirrors SwiftUI Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:), GraphicsContext.resolveSymbol(id:), GraphicsContext.ResolvedSymbol and draw(_:in:) / draw(_:at:anchor:) for symbols (iOS 17)
// Status: Complete — a symbol keeps no state between updates of its canvas (its views are
// built anew each time the canvas updates).

import Foundation

extension Canvas {
    /// Creates a canvas that can draw the views of `symbols`, each identified by its
    /// `tag(_:)` (or its `ForEach` element's id), with `resolveSymbol(id:)` and `draw`.
    ///
    /// Raster: each symbol is laid out at its ideal size in the canvas's environment when the
    /// canvas updates and drawn as vector content (sharp at any scale); the symbols are not
    /// shown outside the renderer. Views without a tag cannot be resolved. `opaque`,
    /// `colorMode` and `rendersAsynchronously` are accepted with no effect, as for the canvas
    /// without symbols.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// A canvas's symbols, resolved when it updates: each tagged view's drawing at its ideal size.
final class CanvasSymbols: @unchecked Sendable {
    /// The symbols by tag; the first view with a tag wins.
    let byTag: [AnyHashable: GraphicsContext.ResolvedSymbol]

    /// Lays out each tagged view of `symbols` (read as a picker reads its options) in a
    /// window of its own with `environment`, at its ideal size, and records its drawing at
    /// `environment.displayScale`.
    init(_ symbols: any View, environment: EnvironmentValues) {
        var byTag: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for option in PickerOptions.of(symbols) {
            guard let tag = option.tag else { continue }
            guard byTag[tag] == nil else {
                warnOnce("Canvas symbols: the tag \(tag.base) is on more than one view; the first is drawn for "
                         + "resolveSymbol(id: \(tag.base)). Give each symbol its own tag")
                continue
            }
            let graph = ViewGraph(rootView: _RootView(content: option.label), environment: environment)
            let size = graph.updateAndLayout(proposal: .unspecified)
            let list = graph.root.map { DisplayListBuilder.build(root: $0, scale: environment.displayScale) } ?? DisplayList()
            byTag[tag] = GraphicsContext.ResolvedSymbol(size: size, drawing: list)
        }
        self.byTag = byTag
    }
}

extension GraphicsContext {
    /// A view of a canvas's symbols, ready to draw (SwiftUI `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        /// The symbol's size, points: its view's ideal size.
        public var size: CGSize
        /// The view's drawing, in its own points from its top-left corner.
        let drawing: DisplayList
    }

    /// The symbol of the canvas's `symbols` whose tag is `id`; nil when none has it (or the
    /// context is not a canvas's with symbols).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols?.byTag[AnyHashable(id)]
    }

    /// Draws `symbol` scaled from its size to fill `rect` (user space; a rect of negative
    /// width or height is taken standardized, as `CGRect.minX` and `width` read it). A rect
    /// that is not finite draws nothing, with a warning.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            warnOnce("GraphicsContext.draw(_:in:) of a canvas symbol: the rect \(rect) is not finite; nothing was drawn")
            return
        }
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        var context = self
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
        symbol.drawing.render(in: context)
    }

    /// Draws `symbol` at its size with the point `anchor` names in it at `point` (user space;
    /// default its centre).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                width: size.width, height: size.height))
    }
}
