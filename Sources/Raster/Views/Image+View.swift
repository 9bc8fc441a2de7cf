// Image+View.swift · Raster/Views · mirrors SwiftUI Image as a View: sizing, resizing (stretch, tile, cap insets), template rendering (iOS 17)
// Status: Complete for bitmaps — swiftui-behavior.md §1.14 (fixed point size, or the
// proposal when resizable) and §6 (template images take the foreground style). Symbols:
// Partial, sized and drawn by Views/Symbols/SymbolFont.swift (ios17-metrics.md §9).

import Foundation

extension Image: View {
    public var body: Never { bodyIsNeverCalled() }
}

extension Image: PrimitiveView {
    /// Reports size: the point size (pixels ÷ scale; a symbol's ink) when not resizable,
    /// whatever the proposal; when resizable, the proposal, nil dimensions taking the point
    /// size. A symbol that is not resizable reports its text baseline as both text baselines
    /// (ios17-metrics.md §9).
    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let natural = naturalSize(in: environment)
        let measure: (ProposedViewSize) -> CGSize = isResizable ? { $0.replacingUnspecifiedDimensions(by: natural) } : { _ in natural }
        var layout = LeafLayout(measure: measure)
        if !isResizable, case .symbol(let name) = source, let baseline = symbolGlyph(name, in: environment)?.baseline {
            layout.explicitGuides = [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline)]
            layout.explicitGuide = { guide, _ in
                guard case .vertical(let v) = guide, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
                return baseline
            }
        }
        let content: ((CGSize) -> [DisplayList.Item])? = environment.drawsRedacted
            ? { Redaction.imageItems(size: $0, in: environment) } : drawing(in: environment)
        node.becomeLeaf(layout, content: content)
    }

    /// The icon-font glyph of the symbol `name` beside text of `font` (nil: the environment's)
    /// in `environment` (image scale, variants; a `DrawnSymbol` is drawn as a path, the name
    /// with the variants applied when that is drawn, so `arrow.up.circle` under
    /// `symbolVariant(.fill)` is `arrow.up.circle.fill`), or nil, warning once, when the name
    /// is not in the table or the font is not installed (the placeholder is drawn then).
    func symbolGlyph(_ name: String, font: Font.Resolved? = nil, in environment: EnvironmentValues) -> SymbolFont.Glyph? {
        let varied = environment.symbolVariants.applied(to: name)
        if let drawn = [varied, name].first(where: DrawnSymbol.isDrawn) {
            let font = font ?? (environment.font ?? .body).resolve(in: environment)
            return SymbolFont.drawnGlyph(drawn, font: font, capHeight: TextLayout.metrics(of: font).capHeight,
                                         scale: environment.imageScale, displayScale: environment.displayScale,
                                         layoutDirection: environment.layoutDirection)
        }
        guard let codepoint = SymbolFont.codepoint(for: name, variants: environment.symbolVariants) else {
            warnOnce("Image(systemName: \"\(name)\"): no icon for this SF Symbols name in Raster's symbol table; "
                + "a placeholder square is drawn. Check the name's spelling, or draw your own Image; "
                + "COMPATIBILITY.md (SF Symbols) says which names are mapped")
            return nil
        }
        guard let face = SymbolFont.face() else {
            warnOnce("Image(systemName:): the \(SymbolFont.family) font that draws SF Symbols is not installed, so "
                + "placeholder squares are drawn; install the Debian package \(SymbolFont.package) "
                + "(scripts/install-dependencies.sh) or put MaterialIcons-Regular.ttf in a folder of RASTER_FONT_PATH")
            return nil
        }
        let font = font ?? (environment.font ?? .body).resolve(in: environment)
        let capHeight = TextLayout.metrics(of: font).capHeight
        guard let glyph = SymbolFont.glyph(codepoint, in: face, font: font, capHeight: capHeight, scale: environment.imageScale) else {
            warnOnce("Image(systemName: \"\(name)\"): the font \(face.descriptor.path) has no glyph U+\(String(codepoint, radix: 16, uppercase: true)) "
                + "for this symbol, so a placeholder square is drawn; use the \(SymbolFont.package) package's MaterialIcons-Regular.ttf")
            return nil
        }
        return glyph
    }

    /// The point size: pixels ÷ scale (of an asset's file for the environment's display
    /// scale and appearance), the symbol's ink, or the placeholder's side (the font's cap
    /// height) for symbols that cannot be drawn; zero for missing images and fills.
    func naturalSize(in environment: EnvironmentValues) -> CGSize {
        switch source {
        case .missing, .fill:
            return .zero
        case .asset:
            return resolvingAsset(in: environment).naturalSize(in: environment)
        case .symbol(let name):
            if let glyph = symbolGlyph(name, in: environment) { return glyph.size }
            let side = TextLayout.metrics(of: (environment.font ?? .body).resolve(in: environment)).capHeight
            return CGSize(width: side, height: side)
        case .pixmap(let pixmap, let scale):
            return CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale)
        }
    }

    /// What the image draws in a frame of a given size (points), or nil when it draws nothing.
    func drawing(in environment: EnvironmentValues) -> ((CGSize) -> [DisplayList.Item])? {
        switch source {
        case .missing:
            return nil
        case .asset:
            return resolvingAsset(in: environment).drawing(in: environment)
        case .fill(let color):
            let paint = DisplayList.Paint.color(color.resolve(in: environment))
            return { size in [.fill(Path(CGRect(origin: .zero, size: size)), paint, FillStyle())] }
        case .symbol(let name):
            guard let glyph = symbolGlyph(name, in: environment) else {
                return { size in Self.placeholder(in: CGRect(origin: .zero, size: size), environment: environment) }
            }
            return { size in
                glyph.items(in: size, paint: ForegroundStyle().paint(in: environment, bounds: CGRect(origin: .zero, size: size)))
            }
        case .pixmap(let pixmap, let scale):
            let natural = naturalSize(in: environment)
            let slices = isResizable ? ImageSlices(pixmap: pixmap, scale: scale, capInsets: capInsets) : nil
            let mode = resizingMode, smooth = interpolationQuality != .none, isTemplate = templateRenderingMode == .template
            return { size in
                let drawn = slices?.items(in: size, mode: mode, smooth: smooth)
                    ?? [.image(pixmap, rect: CGRect(origin: .zero, size: natural), smooth: smooth)]
                guard isTemplate else { return drawn }
                let rect = CGRect(origin: .zero, size: slices == nil ? natural : size)
                let paint = ForegroundStyle().paint(in: environment, bounds: rect)
                return [.group(.mask(drawn), [.fill(Path(rect), paint, FillStyle())])]
            }
        }
    }

    /// The symbol placeholder: a rounded square outline filling `rect`, its line a tenth of
    /// its side, in the foreground style.
    static func placeholder(in rect: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return [] }
        let lineWidth = side / 10
        let outline = Path(roundedRect: rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cornerRadius: side * 0.22)
        return [.stroke(outline, ForegroundStyle().paint(in: environment, bounds: rect), StrokeStyle(lineWidth: lineWidth))]
    }
}

/// A resizable image cut into up to nine parts by its cap insets: corners keep their size,
/// edges stretch (or tile) along one axis and the middle along both.
struct ImageSlices {
    /// One band of the image along an axis: pixel range in the image, and its length in
    /// points when drawn at its natural size (nil for the band that stretches).
    struct Band {
        var pixels: Range<Int>
        var fixedLength: CGFloat?
    }

    let scale: CGFloat
    let columns: [Band]
    let rows: [Band]
    /// The cropped pixmap of each (row, column) part, row-major.
    let parts: [Pixmap]

    /// At most this many tiles are drawn; beyond, a tiled image is stretched instead.
    static let maximumTiles = 4096

    init(pixmap: Pixmap, scale: CGFloat, capInsets: EdgeInsets) {
        self.scale = scale
        columns = Self.bands(length: pixmap.width, scale: scale, leading: capInsets.leading, trailing: capInsets.trailing)
        rows = Self.bands(length: pixmap.height, scale: scale, leading: capInsets.top, trailing: capInsets.bottom)
        var parts: [Pixmap] = []
        for row in rows {
            for column in columns {
                let whole = row.pixels.count == pixmap.height && column.pixels.count == pixmap.width
                parts.append(whole ? pixmap : pixmap.cropped(to: PixelRect(x0: column.pixels.lowerBound, y0: row.pixels.lowerBound,
                                                                           x1: column.pixels.upperBound, y1: row.pixels.upperBound)))
            }
        }
        self.parts = parts
    }

    /// Splits `length` pixels into the caps (insets in points, clamped so they fit) and the
    /// stretching middle; empty bands are left out.
    private static func bands(length: Int, scale: CGFloat, leading: CGFloat, trailing: CGFloat) -> [Band] {
        func pixels(_ points: CGFloat) -> Int { points.isFinite ? max(0, Int((points * scale).rounded())) : 0 }
        let lead = min(pixels(leading), length)
        let trail = min(pixels(trailing), length - lead)
        let bands = [Band(pixels: 0..<lead, fixedLength: CGFloat(lead) / scale),
                     Band(pixels: lead..<length - trail, fixedLength: nil),
                     Band(pixels: length - trail..<length, fixedLength: CGFloat(trail) / scale)]
        return bands.filter { !$0.pixels.isEmpty }
    }

    /// Where each band goes along an axis of `length` points: caps at their size (shrunk in
    /// proportion when they do not fit), the middle band taking the rest.
    private static func layout(_ bands: [Band], length: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        let caps = bands.compactMap(\.fixedLength).reduce(0, +)
        let shrink = caps > length && caps > 0 ? length / caps : 1
        let middle = max(0, length - caps * shrink)
        var position: CGFloat = 0
        return bands.map { band in
            let l = band.fixedLength.map { $0 * shrink } ?? middle
            defer { position += l }
            return (position, l)
        }
    }

    /// The items drawing the image over a frame of `size` points.
    func items(in size: CGSize, mode: Image.ResizingMode, smooth: Bool) -> [DisplayList.Item] {
        let xs = Self.layout(columns, length: size.width), ys = Self.layout(rows, length: size.height)
        var items: [DisplayList.Item] = []
        var tiles = 0
        for (r, row) in rows.enumerated() {
            for (c, column) in columns.enumerated() {
                let part = parts[r * columns.count + c]
                let rect = CGRect(x: xs[c].start, y: ys[r].start, width: xs[c].length, height: ys[r].length)
                guard rect.width > 0, rect.height > 0 else { continue }
                // Only bands that stretch tile; a cap keeps its (possibly shrunk) length.
                let tileWidth = column.fixedLength == nil ? CGFloat(part.width) / scale : rect.width
                let tileHeight = row.fixedLength == nil ? CGFloat(part.height) / scale : rect.height
                let across = (rect.width / tileWidth).rounded(.up), down = (rect.height / tileHeight).rounded(.up)
                if mode == .tile, across * down > 1 {
                    if across * down <= CGFloat(Self.maximumTiles - tiles) {
                        tiles += Int(across * down)
                        items.append(Self.tiled(part, in: rect, tile: CGSize(width: tileWidth, height: tileHeight),
                                                across: Int(across), down: Int(down), smooth: smooth))
                        continue
                    }
                    warnOnce("a tiled Image needs more than \(Self.maximumTiles) tiles; it is stretched instead")
                }
                items.append(.image(part, rect: rect, smooth: smooth))
            }
        }
        return items
    }

    /// `part` repeated from the top-left corner of `rect` at `tile` size, clipped to `rect`.
    private static func tiled(_ part: Pixmap, in rect: CGRect, tile: CGSize, across: Int, down: Int,
                              smooth: Bool) -> DisplayList.Item {
        var tiles: [DisplayList.Item] = []
        for y in 0..<down {
            for x in 0..<across {
                let origin = CGPoint(x: rect.minX + CGFloat(x) * tile.width, y: rect.minY + CGFloat(y) * tile.height)
                tiles.append(.image(part, rect: CGRect(origin: origin, size: tile), smooth: smooth))
            }
        }
        return .group(.clip(Path(rect), FillStyle()), tiles)
    }
}
