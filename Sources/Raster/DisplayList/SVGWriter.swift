// SVGWriter.swift · Raster/DisplayList · writes a display list as an SVG 1.1 document (Raster's own)
// Status: Partial — angular gradients and the Porter-Duff blend modes have no SVG form (see below).
//
// The document is the frame in points: `width`, `height` and `viewBox` are the canvas size,
// y down, as in the display list; a window's background is a first <rect>. Items map one to one:
//   fill, stroke  → <path> with fill/stroke attributes (fill-rule evenodd for even-odd);
//   text          → <path> of the glyph outlines (so it looks the same without the fonts),
//                   with the string in `aria-label`;
//   image         → <image> with the pixels as an embedded PNG;
//   transform     → <g transform="matrix(…)">;  opacity → <g opacity>;
//   clip          → <clipPath> in <defs>;  mask → <mask mask-type="alpha">;
//   shadow, blur  → <filter> with feDropShadow / feGaussianBlur (stdDeviation = radius);
//   blend         → CSS mix-blend-mode; compositing group → isolation: isolate.
// Gradients become <linearGradient>/<radialGradient> in user space. SVG has no angular
// gradient: it is filled with the mean of its stop colours. Blend modes without a CSS
// equivalent (clear, copy, the source/destination modes, xor, plusDarker) draw normally.
// Each approximation prints a warning once. Filter and mask regions are the content's
// bounds grown by the blur, so viewers never allocate more than the effect needs.
// Ids are numbered in document order, so the same list always gives the same text.

import Foundation

/// Writes `DisplayList`s as SVG text.
struct SVGWriter {
    private var defs: [String] = []
    private var nextID = 0

    /// An SVG document of `list` on a canvas of `size` points, over a rectangle of
    /// `background` when one is given.
    static func document(for list: DisplayList, size: CGSize, background: Color.Resolved? = nil) -> String {
        var writer = SVGWriter()
        var body: [String] = []
        if let background {
            body.append("  <rect width=\"\(number(size.width))\" height=\"\(number(size.height))\"\(colorAttributes(background, as: "fill"))/>")
        }
        for item in list.items { writer.write(item, depth: 1, into: &body) }
        let w = number(size.width), h = number(size.height)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        if !writer.defs.isEmpty { lines += ["<defs>"] + writer.defs.map { "  " + $0 } + ["</defs>"] }
        return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// A number with at most 3 decimals and no trailing zeros; "-0" prints as "0".
    static func number(_ value: CGFloat) -> String {
        let text = formatPoints(value)
        return text == "-0" ? "0" : text
    }

    private mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    private mutating func write(_ item: DisplayList.Item, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch item {
        case .fill(let path, let paint, let style):
            let rule = style.isEOFilled ? " fill-rule=\"evenodd\"" : ""
            let crisp = style.isAntialiased ? "" : " shape-rendering=\"crispEdges\""
            lines.append(indent + "<path d=\"\(path.description)\"\(paintAttributes(paint, as: "fill"))\(rule)\(crisp)/>")
        case .stroke(let path, let paint, let style):
            lines.append(indent + "<path d=\"\(path.description)\" fill=\"none\"\(paintAttributes(paint, as: "stroke"))\(strokeAttributes(style))/>")
        case .text(let layout, let origin, let paint):
            let outlines = layout.glyphPaths(transform: CGAffineTransform(translationX: origin.x, y: origin.y))
            let label = layout.lines.map(\.text).joined(separator: " ")
            lines.append(indent + "<path aria-label=\"\(Self.escaped(label))\" d=\"\(outlines.description)\"\(paintAttributes(paint, as: "fill"))/>")
        case .image(let pixmap, let rect, let smooth):
            let png = (try? pixmap.pngData())?.base64EncodedString() ?? ""
            lines.append(indent + "<image x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" "
                         + "width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\" preserveAspectRatio=\"none\""
                         + (smooth ? "" : " style=\"image-rendering:pixelated\"") + " href=\"data:image/png;base64,\(png)\"/>")
        case .group(let effect, let items):
            guard let open = groupAttributes(effect, items: items) else {
                for child in items { write(child, depth: depth, into: &lines) }
                return
            }
            lines.append(indent + "<g\(open)>")
            for child in items { write(child, depth: depth + 1, into: &lines) }
            lines.append(indent + "</g>")
        }
    }

    /// The attributes of the `<g>` for `effect`, adding what it needs to `<defs>`; nil when
    /// the effect has no SVG form and the items are drawn without it.
    private mutating func groupAttributes(_ effect: DisplayList.Effect, items: [DisplayList.Item]) -> String? {
        switch effect {
        case .transform(let t):
            return " transform=\"matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ") + ")\""
        case .opacity(let opacity):
            return " opacity=\"\(Self.number(CGFloat(opacity)))\""
        case .clip(let path, let style):
            let id = makeID("clip")
            let rule = style.isEOFilled ? " clip-rule=\"evenodd\"" : ""
            defs.append("<clipPath id=\"\(id)\"><path d=\"\(path.description)\"\(rule)/></clipPath>")
            return " clip-path=\"url(#\(id))\""
        case .blendMode(let mode):
            guard let css = Self.cssBlendMode(mode) else {
                warnOnce("SVG has no blend mode \(DisplayList.blendModeName(mode)); the SVG draws that content normally")
                return nil
            }
            return " style=\"mix-blend-mode:\(css)\""
        case .shadow(let color, let radius, let offset):
            let id = makeID("shadow")
            let region = Self.region(Self.bounds(of: items), grownBy: 3 * radius, offset: offset)
            let b = color.bytes
            defs.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(region)><feDropShadow dx=\"\(Self.number(offset.width))\" "
                        + "dy=\"\(Self.number(offset.height))\" stdDeviation=\"\(Self.number(radius))\" "
                        + "flood-color=\"\(Self.rgb(color))\" flood-opacity=\"\(Self.number(CGFloat(b.a) / 255))\"/></filter>")
            return " filter=\"url(#\(id))\""
        case .blur(let radius):
            let id = makeID("blur")
            let region = Self.region(Self.bounds(of: items), grownBy: 3 * radius, offset: .zero)
            defs.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(region)><feGaussianBlur stdDeviation=\"\(Self.number(radius))\"/></filter>")
            return " filter=\"url(#\(id))\""
        case .compositingGroup:
            return " style=\"isolation:isolate\""
        case .mask(let mask):
            let id = makeID("mask")
            var content: [String] = []
            for item in mask { write(item, depth: 0, into: &content) }
            let region = Self.region(Self.bounds(of: items), grownBy: 0, offset: .zero)
            defs.append("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(region) style=\"mask-type:alpha\">"
                        + content.joined() + "</mask>")
            return " mask=\"url(#\(id))\""
        }
    }

    private mutating func paintAttributes(_ paint: DisplayList.Paint, as attribute: String) -> String {
        switch paint {
        case .color(let color):
            return Self.colorAttributes(color, as: attribute)
        case .linearGradient(let stops, let start, let end):
            let id = makeID("gradient")
            defs.append("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(start.x))\" "
                        + "y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\">"
                        + Self.stops(stops) + "</linearGradient>")
            return " \(attribute)=\"url(#\(id))\""
        case .radialGradient(let stops, let center, let r0, let r1):
            let id = makeID("gradient")
            defs.append("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(center.x))\" "
                        + "cy=\"\(Self.number(center.y))\" r=\"\(Self.number(r1))\" fr=\"\(Self.number(r0))\">"
                        + Self.stops(stops) + "</radialGradient>")
            return " \(attribute)=\"url(#\(id))\""
        case .angularGradient(let stops, _, _):
            warnOnce("SVG has no angular gradient; the SVG fills it with the mean of its stop colours")
            let count = Float(max(stops.count, 1))
            let mean = stops.reduce(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)) { sum, stop in
                Color.Resolved(red: sum.red + stop.color.red / count, green: sum.green + stop.color.green / count,
                               blue: sum.blue + stop.color.blue / count, opacity: sum.opacity + stop.color.opacity / count)
            }
            return Self.colorAttributes(mean, as: attribute)
        }
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        var text = " stroke-width=\"\(Self.number(style.lineWidth))\""
        if style.lineCap != .butt { text += " stroke-linecap=\"\(style.lineCap)\"" }
        if style.lineJoin != .miter { text += " stroke-linejoin=\"\(style.lineJoin)\"" }
        if style.lineJoin == .miter && style.miterLimit != 4 { text += " stroke-miterlimit=\"\(Self.number(style.miterLimit))\"" }
        if !style.dash.isEmpty {
            text += " stroke-dasharray=\"" + style.dash.map(Self.number).joined(separator: " ") + "\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(Self.number(style.dashPhase))\"" }
        }
        return text
    }

    private static func colorAttributes(_ color: Color.Resolved, as attribute: String) -> String {
        let alpha = color.bytes.a
        return " \(attribute)=\"\(rgb(color))\"" + (alpha == 255 ? "" : " \(attribute)-opacity=\"\(number(CGFloat(alpha) / 255))\"")
    }

    private static func stops(_ stops: [DisplayList.ResolvedStop]) -> String {
        stops.map { stop in
            let alpha = stop.color.bytes.a
            return "<stop offset=\"\(number(stop.location))\" stop-color=\"\(rgb(stop.color))\""
                + (alpha == 255 ? "" : " stop-opacity=\"\(number(CGFloat(alpha) / 255))\"") + "/>"
        }.joined()
    }

    /// `#rrggbb` from the colour's 8-bit sRGB bytes.
    private static func rgb(_ color: Color.Resolved) -> String {
        let b = color.bytes
        return "#" + [b.r, b.g, b.b].map { String(format: "%02x", $0) }.joined()
    }

    private static func cssBlendMode(_ mode: GraphicsContext.BlendMode) -> String? {
        switch mode {
        case .normal: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        default: return nil
        }
    }

    /// ` x="…" y="…" width="…" height="…"` for `rect` grown by `amount` on every side and
    /// stretched to cover `rect` moved by `offset`; empty when nothing is drawn.
    private static func region(_ rect: CGRect?, grownBy amount: CGFloat, offset: CGSize) -> String {
        guard let rect else { return "" }
        let grown = rect.union(rect.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -amount - 1, dy: -amount - 1)
        return " x=\"\(number(grown.minX))\" y=\"\(number(grown.minY))\" width=\"\(number(grown.width))\" height=\"\(number(grown.height))\""
    }

    /// A rectangle holding everything `items` draw, in their space; nil when they draw nothing.
    static func bounds(of items: [DisplayList.Item]) -> CGRect? {
        var result: CGRect?
        func add(_ rect: CGRect?) {
            guard let rect, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
            result = result.map { $0.union(rect) } ?? rect
        }
        for item in items {
            switch item {
            case .fill(let path, _, _):
                add(path.isEmpty ? nil : path.boundingRect)
            case .stroke(let path, _, let style):
                let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(1, style.miterLimit) : 1.5)
                add(path.isEmpty ? nil : path.boundingRect.insetBy(dx: -reach, dy: -reach))
            case .text(let layout, let origin, _):
                add(CGRect(origin: origin, size: layout.size).insetBy(dx: -layout.fontSize / 2, dy: -layout.fontSize / 2))
            case .image(_, let rect, _):
                add(rect)
            case .group(let effect, let children):
                guard let inner = bounds(of: children) else { continue }
                switch effect {
                case .transform(let t): add(inner.applying(t))
                case .shadow(_, let radius, let offset):
                    add(inner.union(inner.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -3 * radius, dy: -3 * radius))
                case .blur(let radius): add(inner.insetBy(dx: -3 * radius, dy: -3 * radius))
                case .opacity, .clip, .blendMode, .compositingGroup, .mask: add(inner)
                }
            }
        }
        return result
    }

    /// `text` with the characters XML reserves in attribute values escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
