// CGContext.swift · Raster/Views/UIKit · mirrors CoreGraphics CGContext, CGPathFillRule, CGPathDrawingMode (iOS 17), as UIKit drawing code uses them (`UIGraphicsImageRendererContext.cgContext`, `UIGraphicsGetCurrentContext()`)
// Status: Partial — flat-colour fills and strokes of rectangles, ellipses and paths, line
// attributes, alpha, clipping, the transform and the graphics state stack, drawn by Raster's
// rasterizer (GraphicsContext); no images, text, gradients, shadows, blend modes or dashes.
// Only where there is no UIKit (Linux), which has no CoreGraphics.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A Quartz 2D drawing destination.
///
/// Raster: the bitmap of a `UIGraphicsImageRenderer`'s actions or of
/// `UIGraphicsBeginImageContextWithOptions`, drawn by Raster's anti-aliasing rasterizer.
/// Coordinates are points, origin at the top-left, y down, as UIKit sets the context up; the
/// current transform (`translateBy`, `scaleBy`, `rotate(by:)`) applies when a path is drawn,
/// not when it is built. Colours are `CGColor`s (fixed values: `UIColor.label.cgColor` is
/// the light one). Fill colour, stroke colour, line width, cap, join, alpha, clip and
/// transform are the graphics state `saveGState()` and `restoreGState()` keep.
public final class CGContext {
    /// The graphics state: what `saveGState()` keeps.
    struct State {
        var graphics: GraphicsContext
        var fillColor = Color.Resolved(red: 0, green: 0, blue: 0)
        var strokeColor = Color.Resolved(red: 0, green: 0, blue: 0)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
    }

    /// The current graphics state.
    var state: State
    /// The states `saveGState()` kept, innermost last.
    private var saved: [State] = []
    /// The path being built (points, in the space it is drawn in).
    private var path = Path()
    /// Why the context no longer draws, and what to do instead; nil while it draws.
    private var closed: (reason: String, fix: String)?

    init(graphics: GraphicsContext) {
        state = State(graphics: graphics)
    }

    // MARK: The graphics state

    /// Sets the fill colour (default opaque black).
    public func setFillColor(_ color: CGColor) { state.fillColor = Color(cgColor: color).resolve(in: EnvironmentValues()) }
    /// Sets the stroke colour (default opaque black).
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Color(cgColor: color).resolve(in: EnvironmentValues()) }
    /// Sets the fill colour from sRGB components, 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from sRGB components, 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the width of strokes, points (default 1). A negative or non-finite width is
    /// ignored with a warning.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            warnOnce("CGContext.setLineWidth(\(width)): a line width is a finite number of points ≥ 0, so the width stays "
                     + "\(state.lineWidth); give a width such as 1")
            return
        }
        state.lineWidth = width
    }
    /// Sets the shape of stroke ends (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets the shape of stroke corners (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the opacity everything is drawn with, 0...1 (clamped; default 1).
    public func setAlpha(_ alpha: CGFloat) { state.graphics.opacity = alpha.isNaN ? 1 : Double(min(max(alpha, 0), 1)) }
    /// Sets how what is drawn composites with what is there (default `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) { state.graphics.blendMode = mode.graphicsBlendMode }

    /// Keeps the graphics state, for `restoreGState()`.
    public func saveGState() { saved.append(state) }
    /// Restores the state `saveGState()` kept last; without one, warns and keeps the current.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            warnOnce("CGContext.restoreGState() was called without a saveGState() before it, so the state is unchanged; "
                     + "pair each restoreGState() with a saveGState()")
            return
        }
        state = last
    }

    /// Moves the origin by `x`, `y` points.
    public func translateBy(x: CGFloat, y: CGFloat) { state.graphics.translateBy(x: x, y: y) }
    /// Scales the axes by `x`, `y`.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.graphics.scaleBy(x: x, y: y) }
    /// Rotates the axes by `angle` radians (clockwise on screen, as y points down).
    public func rotate(by angle: CGFloat) { state.graphics.rotate(by: .radians(Double(angle))) }
    /// Multiplies the transform by `transform`.
    public func concatenate(_ transform: CGAffineTransform) { state.graphics.concatenate(transform) }
    /// The current transform from user space to the bitmap's points.
    public var ctm: CGAffineTransform { state.graphics.transform }

    // MARK: Building the path

    /// Starts a new, empty path.
    public func beginPath() { path = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds lines through `points`, the first a move.
    public func addLines(between points: [CGPoint]) { path.addLines(points) }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds an arc of a circle, angles in radians (y down, so increasing angles turn
    /// clockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise)
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds `path`'s elements.
    public func addPath(_ path: CGPath) { self.path.addPath(path.path) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the path being built is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Drawing

    /// Fills the path with the fill colour by `rule`, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path, rule: rule)
        path = Path()
    }

    /// Strokes the path with the stroke colour and line attributes, then empties it.
    public func strokePath() {
        stroke(path)
        path = Path()
    }

    /// Fills, strokes or both (fill first) the path by `mode`, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(path, rule: .winding)
        case .eoFill: fill(path, rule: .evenOdd)
        case .stroke: stroke(path)
        case .fillStroke: fill(path, rule: .winding); stroke(path)
        case .eoFillStroke: fill(path, rule: .evenOdd); stroke(path)
        }
        path = Path()
    }

    /// Intersects the clip with the path by `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.graphics.clip(to: path, style: FillStyle(eoFill: rule == .evenOdd))
        path = Path()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { state.graphics.clip(to: Path(rect)) }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill(Path(rect), rule: .winding) }
    /// Strokes the outline of `rect` with the stroke colour and line attributes.
    public func stroke(_ rect: CGRect) { stroke(Path(rect)) }
    /// Strokes the outline of `rect` with a line `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(Path(rect))
        restoreGState()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect), rule: .winding) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect)) }

    private func fill(_ path: Path, rule: CGPathFillRule) {
        guard isOpen else { return }
        state.graphics.fill(path, with: .color(Color(state.fillColor)), style: FillStyle(eoFill: rule == .evenOdd))
    }

    private func stroke(_ path: Path) {
        guard isOpen else { return }
        state.graphics.stroke(path, with: .color(Color(state.strokeColor)),
                              style: StrokeStyle(lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin))
    }

    // MARK: Views

    /// Draws `view` and its subviews as they are now (UIView+Drawing.swift), its bounds
    /// scaled to fill `rect` (points in the current transform). The colours follow the
    /// environment of the view whose code is running (light outside a host). Returns whether
    /// it drew: not after the context closed, nor for a view without a size or a rectangle
    /// that is not finite (with a warning).
    @discardableResult
    func drawHierarchy(of view: UIView, in rect: CGRect) -> Bool {
        guard isOpen else { return false }
        let size = view.bounds.size
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), size.width > 0, size.height > 0 else {
            warnOnce("A \(type(of: view)) of \(size.width) × \(size.height) points drawn into x \(rect.minX), y \(rect.minY), "
                     + "width \(rect.width), height \(rect.height) draws nothing: give the view a size and the rectangle finite numbers")
            return false
        }
        let environment = UITraitCollection.runningEnvironment ?? EnvironmentValues()
        var graphics = state.graphics
        graphics.translateBy(x: rect.minX, y: rect.minY)
        graphics.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        DisplayList(items: view.displayItems(at: CGRect(origin: .zero, size: size), in: environment)).render(in: graphics)
        return true
    }

    /// Draws `image` scaled to fill `rect` (points in the current transform) with `blendMode`
    /// at `alpha` (0...1) times the context's opacity, template images and symbols in
    /// `environment`'s foreground style (UIImage+Drawing.swift).
    func drawImage(_ image: Image, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, environment: EnvironmentValues) {
        guard isOpen else { return }
        var graphics = state.graphics
        graphics.environment = environment
        graphics.blendMode = blendMode.graphicsBlendMode
        graphics.opacity *= Double(alpha)
        graphics.draw(image, in: rect)
    }

    /// Draws `layer` and its sublayers as they are now (CALayer+Drawing.swift), the top-left
    /// corner of its bounds at the origin (points in the current transform), its colours
    /// resolved as `drawHierarchy(of:in:)` resolves them.
    func drawLayer(_ layer: CALayer) {
        guard isOpen else { return }
        let environment = UITraitCollection.runningEnvironment ?? EnvironmentValues()
        var graphics = state.graphics
        graphics.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        DisplayList(items: layer.compositedItems(in: environment)).render(in: graphics)
    }

    /// Draws the display items of text (NSString+Drawing.swift), points in the current
    /// transform, clipped to `clip` when given, their colours resolved in the environment of
    /// the view whose code is running (light outside a host). Returns whether it drew (not
    /// after the context closed).
    @discardableResult
    func drawText(_ text: UIKitText, proposal: ProposedViewSize, in rect: CGRect, clip: CGRect?) -> Bool {
        guard isOpen else { return false }
        let environment = UITraitCollection.runningEnvironment ?? EnvironmentValues()
        var graphics = state.graphics
        if let clip { graphics.clip(to: Path(clip)) }
        DisplayList(items: text.items(for: proposal, in: rect, verticalFraction: 0, environment: environment)).render(in: graphics)
        return true
    }

    // MARK: Closing

    /// Stops the context drawing once its image is made: a later fill or stroke warns, naming
    /// `reason` and `fix`, and draws nothing (its bitmap belongs to the image now).
    func close(by reason: String, fix: String) {
        closed = (reason, fix)
    }

    /// Whether the context still draws; warns once when it does not.
    private var isOpen: Bool {
        guard let closed else { return true }
        warnOnce("CGContext: a fill or stroke after \(closed.reason) draws nothing; \(closed.fix)")
        return false
    }
}

/// The rules that decide which points a path's fill covers (CoreGraphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// How `CGContext.drawPath(using:)` draws the path (CoreGraphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
#endif
