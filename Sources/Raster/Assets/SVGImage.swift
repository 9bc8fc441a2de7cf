// SVGImage.swift · Raster/Assets · an image set's SVG file, read and drawn at a display scale (Raster's own; Xcode rasterizes an SVG asset per scale at build time)
// Status: Partial — the SVG that design tools export for icons and illustrations: `svg`
// (width, height, viewBox with the default xMidYMid meet), `g`, `path`, `rect` (with rx/ry),
// `circle`, `ellipse`, `line`, `polyline`, `polygon`; fill, stroke, their opacities, opacity,
// fill-rule, stroke width, caps, joins, miter limit and dashes, as attributes or in `style`;
// transforms; colours as hex, rgb()/rgba(), the common names and currentColor (black, as Xcode
// draws it; a template image set tints the drawn pixels); linear and radial gradients (`url(#id)`, stops, both unit kinds,
// gradientTransform, inherited stops through `href`; a focus point is not). Not drawn, with a warning naming the
// element or reference: text, images, `use`, filters, masks, patterns and `<style>` sheets; clip paths
// are ignored (design tools wrap whole drawings in a clip of the canvas).
//
// A group's opacity is multiplied into each shape's, where SVG composites the group first:
// overlapping shapes in a translucent group draw darker where they overlap.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why an SVG file could not be drawn.
struct SVGError: Error, CustomStringConvertible {
    let description: String
}

/// An SVG document: its size in points and the shapes it draws, in its points.
struct SVGImage {
    /// How a shape is painted: a colour, or the gradient of that id (defined anywhere in
    /// the document, so looked up when drawn).
    enum Paint {
        case color(Color)
        case gradient(id: String)
    }

    struct Shape {
        var path: Path
        var fill: Paint?
        var fillOpacity: Double
        var evenOdd: Bool
        var stroke: Paint?
        var strokeOpacity: Double
        var strokeStyle: StrokeStyle
        var opacity: Double
    }

    /// Points (the `width` and `height` attributes, else the viewBox's size).
    var size: CGSize
    var shapes: [Shape]
    var gradients: [String: SVGGradient]
    /// What the warnings name the document by.
    let source: String

    /// Reads `data`, naming `source` in errors and warnings.
    /// - Throws: `SVGError` when the data is not well-formed XML, has no `svg` root or no size.
    init(data: Data, source: String) throws {
        let reader = SVGReader(source: source)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), let size = reader.size else {
            let reason = parser.parserError.map { "\($0.localizedDescription) at line \(parser.lineNumber)" }
                ?? "no svg element with a width and height or a viewBox"
            throw SVGError(description: "not a readable SVG file (\(reason))")
        }
        self.size = size
        self.source = source
        shapes = reader.shapes
        gradients = reader.gradients
        for element in reader.skipped.sorted() {
            warnOnce("\(source): SVG <\(element)> elements are not drawn by Raster")
        }
    }

    /// The image drawn at `scale` pixels per point, its size rounded up to whole pixels.
    /// - Throws: `PixmapError` when that is no valid pixmap size.
    func pixmap(scale: CGFloat) throws -> Pixmap {
        let pixmap = try Pixmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        var context = GraphicsContext(pixmap: pixmap, scale: scale)
        for shape in shapes {
            context.opacity = shape.opacity
            let bounds = shape.path.boundingRect
            if let fill = shape.fill, let shading = shading(fill, opacity: shape.fillOpacity, bounds: bounds) {
                context.fill(shape.path, with: shading, style: FillStyle(eoFill: shape.evenOdd))
            }
            if let stroke = shape.stroke, shape.strokeStyle.lineWidth > 0,
               let shading = shading(stroke, opacity: shape.strokeOpacity, bounds: bounds) {
                context.stroke(shape.path, with: shading, style: shape.strokeStyle)
            }
        }
        return pixmap
    }

    /// A paint's shading; nil, with a warning, for a `url(#id)` that names no gradient (a
    /// pattern, or nothing), and for a gradient without stops.
    private func shading(_ paint: Paint, opacity: Double, bounds: CGRect) -> GraphicsContext.Shading? {
        switch paint {
        case .color(let color):
            return .color(color.opacity(opacity))
        case .gradient(let id):
            guard let gradient = gradients[id] else {
                warnOnce("\(source): the SVG paint url(#\(id)) names no gradient (patterns are not drawn by Raster); "
                         + "the shape is not painted with it")
                return nil
            }
            return gradient.shading(opacity: opacity, bounds: bounds, gradients: gradients)
        }
    }
}

/// An SVG linear or radial gradient, as its element gives it (attributes it leaves out are
/// taken from the gradient its `href` names).
struct SVGGradient {
    var isRadial: Bool
    var attributes: [String: String]
    var stops: [Gradient.Stop]
    var transform: CGAffineTransform

    /// The shading over `bounds` (for objectBoundingBox units, the default) or user space.
    func shading(opacity: Double, bounds: CGRect, gradients: [String: SVGGradient]) -> GraphicsContext.Shading? {
        var stops = self.stops, attributes = self.attributes, visited: Set<String> = []
        var reference = attributes["href"] ?? attributes["xlink:href"]
        while let name = reference.map({ String($0.drop { $0 == "#" }) }), visited.insert(name).inserted,
              let inherited = gradients[name] {
            if stops.isEmpty { stops = inherited.stops }
            attributes.merge(inherited.attributes) { own, _ in own }
            reference = inherited.attributes["href"] ?? inherited.attributes["xlink:href"]
        }
        guard !stops.isEmpty else { return nil }
        let gradient = Gradient(stops: stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        let boxUnits = attributes["gradientUnits"] != "userSpaceOnUse"
        // Coordinates: fractions of the box (percentages allowed), or user-space lengths.
        func value(_ name: String, _ fallback: CGFloat) -> CGFloat {
            guard let text = attributes[name] else { return fallback }
            if text.hasSuffix("%"), let number = Double(text.dropLast()) { return CGFloat(number / 100) }
            return SVGReader.length(text) ?? fallback
        }
        var mapping = transform
        if boxUnits {
            mapping = mapping.concatenating(CGAffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height,
                                                              tx: bounds.minX, ty: bounds.minY))
        }
        if isRadial {
            // The circle of gradient space mapped through the box and transform; an ellipse
            // (a box that is not square) is drawn as the circle of its longer radius.
            let center = CGPoint(x: value("cx", 0.5), y: value("cy", 0.5)), radius = value("r", 0.5)
            let mapped = center.applying(mapping)
            let edges = [CGPoint(x: center.x + radius, y: center.y), CGPoint(x: center.x, y: center.y + radius)]
                .map { $0.applying(mapping) }
            let r = edges.map { hypot($0.x - mapped.x, $0.y - mapped.y) }.max() ?? 0
            return .radialGradient(gradient, center: mapped, startRadius: 0, endRadius: r)
        }
        let start = CGPoint(x: value("x1", 0), y: value("y1", 0)).applying(mapping)
        let end = CGPoint(x: value("x2", 1), y: value("y2", 0)).applying(mapping)
        return .linearGradient(gradient, startPoint: start, endPoint: end)
    }
}

/// Reads an SVG document's elements into shapes, keeping the inherited style of each group.
private final class SVGReader: NSObject, XMLParserDelegate {
    /// The inherited presentation attributes and the transform at an element.
    struct Style {
        var fill: SVGImage.Paint? = .color(.black)
        var fillOpacity = 1.0
        var evenOdd = false
        var stroke: SVGImage.Paint?
        var strokeOpacity = 1.0
        var strokeStyle = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
        var opacity = 1.0
        var transform = CGAffineTransform.identity
        var hidden = false
    }

    let source: String
    var size: CGSize?
    var shapes: [SVGImage.Shape] = []
    var gradients: [String: SVGGradient] = [:]
    /// Elements met that are not drawn.
    var skipped: Set<String> = []
    private var styles: [Style] = []
    /// How deep inside an element whose content is not drawn (defs, clipPath, …) the reader is.
    private var undrawnDepth = 0
    private var gradient: (id: String, value: SVGGradient)?

    init(source: String) { self.source = source }

    private static let undrawnContainers: Set<String> = ["defs", "clipPath", "mask", "symbol", "pattern", "marker",
                                                         "metadata", "title", "desc", "style", "filter"]
    private static let notDrawn: Set<String> = ["text", "image", "use", "filter", "mask", "pattern", "style", "foreignObject"]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes given: [String: String] = [:]) {
        let element = name.split(separator: ":").last.map(String.init) ?? name
        var attributes = given
        if let style = given["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { attributes[parts[0]] = parts[1] }
            }
        }
        if element == "linearGradient" || element == "radialGradient" {
            let transform = attributes["gradientTransform"].map(Self.transform) ?? .identity
            gradient = (attributes["id"] ?? "", SVGGradient(isRadial: element == "radialGradient", attributes: attributes,
                                                               stops: [], transform: transform))
            undrawnDepth += 1
            return
        }
        if element == "stop", var current = gradient {
            let offsetText = attributes["offset"] ?? "0"
            var offset = offsetText.hasSuffix("%") ? (Double(offsetText.dropLast()) ?? 0) / 100 : Double(offsetText) ?? 0
            offset = min(max(offset, current.value.stops.last.map { Double($0.location) } ?? 0), 1)
            let opacity = attributes["stop-opacity"].flatMap(Double.init) ?? 1
            let color = attributes["stop-color"].flatMap(Self.color) ?? .black
            current.value.stops.append(Gradient.Stop(color: color.opacity(opacity), location: CGFloat(offset)))
            gradient = current
            undrawnDepth += 1
            return
        }
        // Inside definitions nothing draws until referenced; references Raster does not follow
        // (filter, mask, pattern fills) are warned about where they are made.
        if undrawnDepth > 0 || Self.undrawnContainers.contains(element) || Self.notDrawn.contains(element) {
            if undrawnDepth == 0, Self.notDrawn.contains(element) { skipped.insert(element) }
            undrawnDepth += 1
            return
        }
        var style = styles.last ?? Style()
        if element == "svg", styles.isEmpty { style.transform = rootTransform(attributes) }
        apply(attributes, to: &style)
        styles.append(style)
        guard !style.hidden, let path = Self.path(of: element, attributes) else { return }
        shapes.append(SVGImage.Shape(path: path.applying(style.transform), fill: style.fill, fillOpacity: style.fillOpacity,
                                     evenOdd: style.evenOdd, stroke: style.stroke, strokeOpacity: style.strokeOpacity,
                                     strokeStyle: scaled(style.strokeStyle, by: style.transform), opacity: style.opacity))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let element = name.split(separator: ":").last.map(String.init) ?? name
        if undrawnDepth > 0 {
            undrawnDepth -= 1
            if (element == "linearGradient" || element == "radialGradient"), let finished = gradient {
                gradients[finished.id] = finished.value
                gradient = nil
            }
            return
        }
        if !styles.isEmpty { styles.removeLast() }
    }

    /// The root's size and the viewBox's mapping into it (preserveAspectRatio xMidYMid meet).
    private func rootTransform(_ attributes: [String: String]) -> CGAffineTransform {
        let box = attributes["viewBox"].map(Self.numbers) ?? []
        let viewBox = box.count == 4 && box[2] > 0 && box[3] > 0 ? CGRect(x: box[0], y: box[1], width: box[2], height: box[3]) : nil
        func dimension(_ name: String) -> CGFloat? {
            guard let text = attributes[name], !text.hasSuffix("%") else { return nil }
            return Self.length(text).flatMap { $0 > 0 ? $0 : nil }
        }
        let width = dimension("width") ?? viewBox?.width, height = dimension("height") ?? viewBox?.height
        guard let width, let height else { return .identity }
        size = CGSize(width: width, height: height)
        guard let viewBox else { return .identity }
        let scale = min(width / viewBox.width, height / viewBox.height)
        let dx = (width - viewBox.width * scale) / 2 - viewBox.minX * scale
        let dy = (height - viewBox.height * scale) / 2 - viewBox.minY * scale
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy)
    }

    /// The element's presentation attributes over the inherited style.
    private func apply(_ attributes: [String: String], to style: inout Style) {
        for effect in ["filter", "mask"] where attributes[effect].map({ $0 != "none" }) ?? false { skipped.insert(effect) }
        if let text = attributes["transform"] { style.transform = Self.transform(text).concatenating(style.transform) }
        if let text = attributes["fill"] { style.fill = paint(text) }
        if let text = attributes["stroke"] { style.stroke = paint(text) }
        if let value = attributes["fill-opacity"].flatMap(Self.fraction) { style.fillOpacity = value }
        if let value = attributes["stroke-opacity"].flatMap(Self.fraction) { style.strokeOpacity = value }
        if let value = attributes["opacity"].flatMap(Self.fraction) { style.opacity *= value }
        if let rule = attributes["fill-rule"] { style.evenOdd = rule == "evenodd" }
        if let width = attributes["stroke-width"].flatMap(Self.length) { style.strokeStyle.lineWidth = max(width, 0) }
        switch attributes["stroke-linecap"] {
        case "round": style.strokeStyle.lineCap = .round
        case "square": style.strokeStyle.lineCap = .square
        case "butt": style.strokeStyle.lineCap = .butt
        default: break
        }
        switch attributes["stroke-linejoin"] {
        case "round": style.strokeStyle.lineJoin = .round
        case "bevel": style.strokeStyle.lineJoin = .bevel
        case "miter", "miter-clip", "arcs": style.strokeStyle.lineJoin = .miter
        default: break
        }
        if let limit = attributes["stroke-miterlimit"].flatMap(Double.init), limit >= 1 { style.strokeStyle.miterLimit = limit }
        if let dashes = attributes["stroke-dasharray"] {
            let lengths = dashes == "none" ? [] : Self.numbers(dashes)
            style.strokeStyle.dash = lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 } ? lengths : []
        }
        if let phase = attributes["stroke-dashoffset"].flatMap(Self.length) { style.strokeStyle.dashPhase = phase }
        if attributes["display"] == "none" || attributes["visibility"] == "hidden" { style.hidden = true }
    }

    /// A stroke's width and dashes in the image's points under `transform` (SVG strokes are
    /// measured in the user space the transform scales).
    private func scaled(_ style: StrokeStyle, by transform: CGAffineTransform) -> StrokeStyle {
        let factor = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        var scaled = style
        scaled.lineWidth *= factor
        scaled.dash = style.dash.map { $0 * factor }
        scaled.dashPhase *= factor
        return scaled
    }

    private func paint(_ text: String) -> SVGImage.Paint? {
        let value = text.trimmingCharacters(in: .whitespaces)
        if value == "none" || value == "transparent" { return nil }
        if value.hasPrefix("url(") {
            let name = value.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: "#'\" "))
            return .gradient(id: name)
        }
        if value == "currentcolor" || value == "currentColor" { return .color(.black) }
        guard let color = Self.color(value) else {
            warnOnce("\(source): the SVG colour '\(value)' is not one Raster reads; black is drawn")
            return .color(.black)
        }
        return .color(color)
    }

    /// The outline of a basic shape or path element, in its user space; nil for others.
    static func path(of element: String, _ a: [String: String]) -> Path? {
        func n(_ name: String) -> CGFloat { a[name].flatMap(length) ?? 0 }
        switch element {
        case "path":
            guard let data = a["d"] else { return nil }
            return try? Path(svgPathData: data)
        case "rect":
            let rect = CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
            guard rect.width > 0, rect.height > 0 else { return nil }
            var rx = a["rx"].flatMap(length), ry = a["ry"].flatMap(length)
            rx = rx ?? ry
            ry = ry ?? rx
            guard let rx, let ry, rx > 0, ry > 0 else { return Path(rect) }
            return Path(roundedRect: rect, cornerSize: CGSize(width: min(rx, rect.width / 2), height: min(ry, rect.height / 2)))
        case "circle":
            let r = n("r")
            guard r > 0 else { return nil }
            return Path(ellipseIn: CGRect(x: n("cx") - r, y: n("cy") - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            let rx = n("rx"), ry = n("ry")
            guard rx > 0, ry > 0 else { return nil }
            return Path(ellipseIn: CGRect(x: n("cx") - rx, y: n("cy") - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var path = Path()
            path.move(to: CGPoint(x: n("x1"), y: n("y1")))
            path.addLine(to: CGPoint(x: n("x2"), y: n("y2")))
            return path
        case "polyline", "polygon":
            let values = numbers(a["points"] ?? "")
            guard values.count >= 4 else { return nil }
            var path = Path()
            path.addLines(stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) })
            if element == "polygon" { path.closeSubpath() }
            return path
        default:
            return nil
        }
    }

    /// The numbers of a list separated by commas and spaces.
    static func numbers(_ text: String) -> [CGFloat] {
        text.split { $0 == "," || $0.isWhitespace }.compactMap { Double($0).map { CGFloat($0) } }
    }

    /// A length in points: a number, optionally in px or pt (1 px = 1 point, as iOS reads an
    /// SVG asset).
    static func length(_ text: String) -> CGFloat? {
        var value = text.trimmingCharacters(in: .whitespaces)
        for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
        return Double(value).flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// An opacity, 0...1, written as a number or a percentage.
    static func fraction(_ text: String) -> Double? {
        let value = text.trimmingCharacters(in: .whitespaces)
        let number = value.hasSuffix("%") ? Double(value.dropLast()).map { $0 / 100 } : Double(value)
        return number.map { min(max($0, 0), 1) }
    }

    /// A transform list: matrix, translate, scale, rotate, skewX and skewY, applied left to right.
    static func transform(_ text: String) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: ", ").union(.whitespacesAndNewlines))
            let v = numbers(String(rest[rest.index(after: open)..<close]))
            var t = CGAffineTransform.identity
            switch (name, v.count) {
            case ("matrix", 6): t = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1): t = CGAffineTransform(translationX: v[0], y: 0)
            case ("translate", 2): t = CGAffineTransform(translationX: v[0], y: v[1])
            case ("scale", 1): t = CGAffineTransform(scaleX: v[0], y: v[0])
            case ("scale", 2): t = CGAffineTransform(scaleX: v[0], y: v[1])
            case ("rotate", 1): t = CGAffineTransform(rotationAngle: v[0] * .pi / 180)
            case ("rotate", 3):
                t = CGAffineTransform(translationX: -v[1], y: -v[2])
                    .concatenating(CGAffineTransform(rotationAngle: v[0] * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: v[1], y: v[2]))
            case ("skewX", 1): t = CGAffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): t = CGAffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: break
            }
            // Each transform in the list applies inside the ones before it.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    private static let named: [String: (Double, Double, Double)] = [
        "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "lime": (0, 255, 0), "green": (0, 128, 0),
        "blue": (0, 0, 255), "yellow": (255, 255, 0), "cyan": (0, 255, 255), "aqua": (0, 255, 255),
        "magenta": (255, 0, 255), "fuchsia": (255, 0, 255), "gray": (128, 128, 128), "grey": (128, 128, 128),
        "silver": (192, 192, 192), "maroon": (128, 0, 0), "olive": (128, 128, 0), "purple": (128, 0, 128),
        "teal": (0, 128, 128), "navy": (0, 0, 128), "orange": (255, 165, 0),
    ]

    /// An sRGB colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (numbers or
    /// percentages), or one of the basic named colours.
    static func color(_ text: String) -> Color? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        func make(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
            Color(.sRGB, red: r / 255, green: g / 255, blue: b / 255, opacity: a)
        }
        if value.hasPrefix("#") {
            let hex = value.dropFirst()
            guard let number = UInt64(hex, radix: 16) else { return nil }
            func digit(_ shift: Int) -> Double { Double((number >> UInt64(shift)) & 0xF) * 17 }
            func byte(_ shift: Int) -> Double { Double((number >> UInt64(shift)) & 0xFF) }
            switch hex.count {
            case 3: return make(digit(8), digit(4), digit(0))
            case 4: return make(digit(12), digit(8), digit(4), digit(0) / 255)
            case 6: return make(byte(16), byte(8), byte(0))
            case 8: return make(byte(24), byte(16), byte(8), byte(0) / 255)
            default: return nil
            }
        }
        if value.hasPrefix("rgb") {
            guard let open = value.firstIndex(of: "("), let close = value.firstIndex(of: ")") else { return nil }
            let parts = value[value.index(after: open)..<close].split { $0 == "," || $0 == " " || $0 == "/" }.map(String.init)
            guard parts.count >= 3 else { return nil }
            func channel(_ part: String) -> Double? {
                part.hasSuffix("%") ? Double(part.dropLast()).map { $0 * 2.55 } : Double(part)
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            let alpha = parts.count > 3 ? fraction(parts[3]) ?? 1 : 1
            return make(r, g, b, alpha)
        }
        return named[value].map { make($0.0, $0.1, $0.2) }
    }
}
