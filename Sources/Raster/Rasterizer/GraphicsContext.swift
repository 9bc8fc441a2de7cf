// GraphicsContext.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext (iOS 17)
// Status: Partial — fill, stroke, transforms, opacity, blend modes, clipping, layers,
// filters, images and coverage masks. Missing: resolve(_:) for Text/Image/symbols and
// draw(_: Text/Image) (they live in the text and image layers), `.style` shadings.

import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// Raster: a context draws into a `Pixmap` (premultiplied RGBA8, device pixels, y down).
/// User space is points; `init(pixmap:scale:)` fixes how many pixels make a point, and
/// `transform` maps user space onto that point grid (identity at first, as in a SwiftUI
/// `Canvas`). A context is a value: copies keep their own transform, opacity, blend mode,
/// clip and filters but draw into the same pixmap. A context can draw on any thread; contexts
/// drawing into different pixmaps can draw on different threads at once.
public struct GraphicsContext {
    /// The pixmap everything is drawn into.
    let target: Pixmap
    /// Pixels per point; device = user · transform · scale.
    let scale: CGFloat
    /// The scratch space of the thread the context was made on.
    let homeScratch: RenderScratch

    /// The environment the context resolves colours in (light or dark system colours).
    public var environment: EnvironmentValues
    /// The opacity of drawing operations, 0...1, multiplied into every draw (default 1).
    public var opacity: Double = 1
    /// The blend mode used by drawing operations (default `.normal`).
    public var blendMode: BlendMode = .normal
    /// The current transform, from user space to the point grid of the pixmap (default identity).
    public var transform: CGAffineTransform = .identity

    var clipState: ClipState
    var filters: [(filter: Filter, options: FilterOptions)] = []
    /// In a layer's context: where drawing has landed so far (nil for the root context).
    var damage: LayerDamage?
    /// In a `Canvas` with symbols: its resolved symbols (`resolveSymbol(id:)`).
    var symbols: CanvasSymbols?
    /// In a context run to learn which fonts a frame's code draws text with
    /// (`FrameDrawing.fontsUsed`): where the faces of the text drawn are noted; nil otherwise.
    var textFaces: TextFaceLog?

    /// A context that draws into `pixmap`.
    ///
    /// Raster-specific: `scale` is pixels per point (the display scale, e.g. 3 for an
    /// iPhone-sized render at @3x); the clip starts as the whole pixmap. A scale that is not
    /// positive and finite draws at 1, with a warning (PixelScale.swift).
    public init(pixmap: Pixmap, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) {
        target = pixmap
        self.scale = PixelScale.validOrOne(scale, givenTo: "GraphicsContext(pixmap:scale:)")
        self.environment = environment
        homeScratch = RenderScratch.forCurrentThread()
        clipState = ClipState(bounds: PixelRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height), mask: nil)
    }

    /// The scratch space to draw with: the home one on the thread the context was made on,
    /// else the drawing thread's own. Scratch space is not thread-safe, and a context may be
    /// handed to another thread (contexts made on one thread and drawn with on several at
    /// once must not share buffers).
    var scratch: RenderScratch {
        homeScratch.isOwnedByCurrentThread ? homeScratch : RenderScratch.forCurrentThread()
    }

    /// User space to device pixels.
    var deviceTransform: CGAffineTransform {
        transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Device pixels per user-space unit (the geometric mean of the two axis scales).
    var pixelsPerUnit: CGFloat {
        let t = deviceTransform
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    // MARK: Transforms (CoreGraphics order: the new operation applies first)

    /// Moves the user-space origin by `(x, y)` user-space units.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales user space by `(x, y)`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space by `angle` (clockwise on screen for positive angles, y down).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Drawing

    /// Draws `path` into the context, filling it with `shading`.
    ///
    /// Raster: `path` is in user space; `style.isEOFilled` picks the even-odd rule and
    /// `style.isAntialiased == false` snaps coverage to 0 or 1 per pixel.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if !filters.isEmpty {
            drawFiltered { $0.fill(path, with: shading, style: style) }
            return
        }
        fillDevice(path, transform: deviceTransform, shading: shading,
                   rule: style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased, alpha: 1)
    }

    /// Draws `path` into the context, stroking it with `shading` and `style`.
    ///
    /// Raster: widths are in user space. A stroke thinner than one device pixel is drawn one
    /// pixel wide with its opacity multiplied by its true width (hairline rendering); a
    /// non-positive width draws nothing.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if !filters.isEmpty {
            drawFiltered { $0.stroke(path, with: shading, style: style) }
            return
        }
        let t = deviceTransform
        let pixelsPerUnit = self.pixelsPerUnit
        guard style.lineWidth > 0, style.lineWidth.isFinite, pixelsPerUnit > 0, pixelsPerUnit.isFinite else { return }
        var adjusted = style
        var alpha = 1.0
        if style.lineWidth * pixelsPerUnit < 1 {
            alpha = Double(style.lineWidth * pixelsPerUnit)
            adjusted.lineWidth = 1 / pixelsPerUnit
        }
        let b = clipState.bounds
        guard !b.isEmpty else { return }
        let visible = CGRect(x: b.x0, y: b.y0, width: b.width, height: b.height).applying(t.inverted())
            .insetBy(dx: -adjusted.reach, dy: -adjusted.reach)
        let cull = CullRect(minX: Double(visible.minX), minY: Double(visible.minY),
                            maxX: Double(visible.maxX), maxY: Double(visible.maxY))
        let scratch = self.scratch
        fillDevice(transform: t, shading: shading, rule: .nonZero, antialiased: true, alpha: alpha) { flattener in
            path.strokeOutline(adjusted, tolerance: Double(0.1 / pixelsPerUnit), cull: cull, lines: &scratch.strokeLines,
                               dashes: &scratch.dashedLines, into: &flattener)
        }
    }

    /// Draws `path` stroked `lineWidth` user-space units wide with default caps and joins.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Internals

    /// Rasterizes `path` mapped by `transform` and composites it with the context's clip,
    /// opacity (times `alpha`) and blend mode.
    func fillDevice(_ path: Path, transform: CGAffineTransform, shading: Shading, rule: FillRule,
                    antialiased: Bool, alpha: Double) {
        guard !path.isEmpty else { return }
        if let rect = path.deviceRect(transform) {
            let bounds = clipState.bounds
            guard !bounds.isEmpty, let paint = resolvePaint(shading, alpha: alpha * opacity) else { return }
            // The closures capture locals, not self: capturing self copied the context into
            // the closure's context, retaining and releasing each of its references every fill
            // (ten pairs of atomic operations a fill in shapes_10k).
            let scratch = self.scratch, damage = self.damage
            withBlitter(paint, scratch: scratch) { blitter in
                let covered = scratch.rasterizer.rasterize(rect, clip: bounds, antialiased: antialiased, into: &blitter)
                if !covered.isEmpty { damage?.include(covered) }
            }
            return
        }
        fillDevice(transform: transform, shading: shading, rule: rule, antialiased: antialiased, alpha: alpha) {
            path.replay(into: &$0)
        }
    }

    /// Rasterizes the elements `draw` gives the flattener (mapped by `transform`, curves
    /// flattened within 0.1 device pixel) and composites them like `fillDevice(_:…)`.
    func fillDevice(transform: CGAffineTransform, shading: Shading, rule: FillRule, antialiased: Bool, alpha: Double,
                    _ draw: (inout FillFlattener<EdgeList>) -> Void) {
        let bounds = clipState.bounds
        guard !bounds.isEmpty else { return }
        guard let paint = resolvePaint(shading, alpha: alpha * opacity) else { return }
        let scratch = self.scratch, edges = scratch.edges
        edges.reset(left: bounds.x0, top: bounds.y0, right: bounds.x1, bottom: bounds.y1)
        var flattener = FillFlattener(transform: transform, tolerance: 0.1,
                                      cull: CullRect(minX: Double(bounds.x0), minY: Double(bounds.y0),
                                                     maxX: Double(bounds.x1), maxY: Double(bounds.y1)),
                                      sink: edges)
        draw(&flattener)
        flattener.finish()
        guard !edges.isEmpty else { return }
        damage?.include(edges.pixelBounds)
        withBlitter(paint, scratch: scratch) { blitter in
            scratch.rasterizer.rasterize(edges, rule: rule, antialiased: antialiased, into: &blitter)
        }
    }

    /// Runs `body` with a Blitter painting `paint` into the target through the clip, with
    /// `scratch` (the caller's `self.scratch`, looked up once per draw) as its row buffers.
    func withBlitter(_ paint: ResolvedPaint, scratch: RenderScratch, _ body: (inout Blitter) -> Void) {
        guard target.data.count == target.width * target.height * 4 else {
            RasterWarning.once("pixmap.size", "a Pixmap's data no longer holds width × height × 4 bytes; nothing was drawn")
            return
        }
        scratch.reserveRows(target.width)
        let stride = target.width
        let mask = clipState.mask
        let mode = blendMode
        target.data.withUnsafeMutableBytes { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
            var blitter = Blitter(pixels: pixels, stride: stride, color: paint.color, shader: paint.shader, mode: mode,
                                  clip: mask, colors: scratch.colors, scratch: scratch.coverage)
            body(&blitter)
        }
    }
}
