// SVGWriter.swift · Raster/DisplayList · writes a display list as an SVG 1.1 document (Raster's own)
// Status: Partial — angular gradients, some blend modes and inner shadows have no SVG form
// (see below and SVGWriter+Effects.swift); a Canvas is embedded as pixels.
//
// The document is the frame in points: `width`, `height` and `viewBox` are the canvas size,
// y down, as in the display list; a window's background is a first <rect>. Items map one to one:
//   fill, stroke  → <path> with fill/stroke attributes (fill-rule evenodd for even-odd);
//   text          → <path> of the glyph outlines (so it looks the same without the fonts),
//                   with the string in `aria-label`;
//   image         → <image> with the pixels as an embedded PNG;
//   canvas        → <image> of the canvas drawn by Raster at the frame's scale (its drawing
//                   is code, not a list, so it cannot become vectors);
//   groups        → <g> with the effect's attributes (SVGWriter+Effects.swift).
// Gradients become <linearGradient>/<radialGradient> in user space. SVG has no angular
// gradient: it is filled with the mean of its stop colours, with a warning printed once.
// Ids are numbered in document order, so the same list always gives the same text.

import Foundation

/// Writes `DisplayList`s as SVG text.
struct SVGWriter {
    /// Definitions (gradients, clips, masks, filters) referenced by id from the body.
    var defs: [String] = []
    private var nextID = 0
    /// Resolves the colours of filters and draws canvases.
    let environment: EnvironmentValues
    /// Pixels per point of embedded canvases.
    let scale: CGFloat

    /// An SVG document of `list` on a canvas of `size` points, over a rectangle of
    /// `background` when one is given. Canvases are drawn at `scale` pixels per point, with
    /// colours resolved in `environment`.
    static func document(for list: DisplayList, size: CGSize, background: Color.Resolved? = nil,
                         environment: EnvironmentValues = EnvironmentValues(), scale: CGFloat = 2) -> String {
        var writer = SVGWriter(environment: environment, scale: scale.isFinite && scale > 0 ? scale : 2)
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
    /// A value that is not finite (which no SVG reader accepts) prints as 0, with a
    /// one-time warning; geometry and groups that Raster does not draw are left out before
    /// it comes to that (see `pathData` and `write`).
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else {
            warnOnce("the SVG has a value that is not a finite number (\(value)); it is written as 0")
            return "0"
        }
        return formatDecimal(Double(value))
    }

    /// The path data of `path` without the elements that have a coordinate that is not
    /// finite, skipped as the rasterizer's flattener skips them (a skipped move leaves the
    /// subpath before it open).
    static func pathData(_ path: Path) -> String {
        func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        var kept = Path()
        var open = false
        path.forEach { element in
            switch element {
            case .move(let p) where finite(p):
                kept.move(to: p)
                open = true
            case .line(let p) where open && finite(p):
                kept.addLine(to: p)
            case .quadCurve(let p, let c) where open && finite(p, c):
                kept.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2) where open && finite(p, c1, c2):
                kept.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath where open:
                kept.closeSubpath()
            default:
                break
            }
        }
        return kept.description
    }

    mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// One `DeepRecursion` step per item, for display lists thousands of groups deep.
    mutating func write(_ item: DisplayList.Item, depth: Int, into lines: inout [String]) {
        DeepRecursion.step { writeStep(item, depth: depth, into: &lines) }
    }

    private mutating func writeStep(_ item: DisplayList.Item, depth: Int, into lines: inout [String]) {
        let indent = indentation(depth: depth)
        switch item {
        case .fill(let path, let paint, let style):
            let rule = style.isEOFilled ? " fill-rule=\"evenodd\"" : ""
            let crisp = style.isAntialiased ? "" : " shape-rendering=\"crispEdges\""
            lines.append(indent + "<path d=\"\(Self.pathData(path))\"\(paintAttributes(paint, as: "fill"))\(rule)\(crisp)/>")
        case .stroke(let path, let paint, let style):
            lines.append(indent + "<path d=\"\(Self.pathData(path))\" fill=\"none\"\(paintAttributes(paint, as: "stroke"))\(strokeAttributes(style))/>")
        case .text(let layout, let origin, let paint):
            let outlines = layout.glyphPaths(transform: CGAffineTransform(translationX: origin.x, y: origin.y))
            let label = layout.lines.map(\.text).joined(separator: " ")
            lines.append(indent + "<path aria-label=\"\(Self.escaped(label))\" d=\"\(outlines.description)\"\(paintAttributes(paint, as: "fill"))/>")
        case .image(let pixmap, let rect, let smooth):
            lines.append(indent + Self.image(pixmap, in: rect, pixelated: !smooth))
        case .canvas(let renderer, let size):
            let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
            guard size.width > 0, size.height > 0, let pixmap = try? Pixmap(width: width, height: height) else { return }
            var context = GraphicsContext(pixmap: pixmap, scale: scale, environment: environment)
            renderer(&context, size)
            lines.append(indent + Self.image(pixmap, in: CGRect(origin: .zero, size: size), pixelated: false))
        case .backdrop(let path, let style, let backdrop):
            warnOnce("SVG has no backdrop blur; the SVG fills a material with its tint colour only")
            let rule = style.isEOFilled ? " fill-rule=\"evenodd\"" : ""
            lines.append(indent + "<path d=\"\(Self.pathData(path))\"\(Self.colorAttributes(backdrop.tint, as: "fill"))\(rule)/>")
        case .group(let effect, let items):
            // Raster draws nothing through a transform that is not finite or at NaN opacity.
            if case .transform(let t) = effect, ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { return }
            if case .opacity(let opacity) = effect, opacity.isNaN { return }
            guard let open = groupAttributes(effect, items: items) else {
                for child in items { write(child, depth: depth, into: &lines) }
                return
            }
            lines.append(indent + "<g\(open)>")
            for child in items { write(child, depth: depth + 1, into: &lines) }
            lines.append(indent + "</g>")
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
        case .ellipticalGradient(let stops, let center, let radii, let r0, let r1):
            let id = makeID("gradient")
            let matrix = [radii.width, 0, 0, radii.height, center.x, center.y].map(Self.number).joined(separator: " ")
            defs.append("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" "
                        + "r=\"\(Self.number(r1))\" fr=\"\(Self.number(r0))\" gradientTransform=\"matrix(\(matrix))\">"
                        + Self.stops(stops) + "</radialGradient>")
            return " \(attribute)=\"url(#\(id))\""
        case .angularGradient(let stops, _, _):
            warnOnce("SVG has no angular gradient; the SVG fills it with the mean of its stop colours")
            return Self.colorAttributes(stops.map(\.color).mean, as: attribute)
        case .meshGradient(let mesh):
            warnOnce("SVG has no mesh gradient; the SVG fills it with the mean of its vertex colours")
            return Self.colorAttributes(mesh.colors.mean, as: attribute)
        case .tiledImage(let pixmap, let imageToUser):
            let id = makeID("pattern")
            let tile = CGRect(x: 0, y: 0, width: CGFloat(pixmap.width) * imageToUser.a, height: CGFloat(pixmap.height) * imageToUser.d)
            defs.append("<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(Self.number(imageToUser.tx))\" "
                        + "y=\"\(Self.number(imageToUser.ty))\" width=\"\(Self.number(tile.width))\" height=\"\(Self.number(tile.height))\">"
                        + Self.image(pixmap, in: tile, pixelated: false) + "</pattern>")
            return " \(attribute)=\"url(#\(id))\""
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

    /// An <image> of `pixmap` stretched over `rect`, the pixels embedded as PNG.
    private static func image(_ pixmap: Pixmap, in rect: CGRect, pixelated: Bool) -> String {
        let png = (try? pixmap.pngData())?.base64EncodedString() ?? ""
        return "<image x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
            + "height=\"\(number(rect.height))\" preserveAspectRatio=\"none\""
            + (pixelated ? " style=\"image-rendering:pixelated\"" : "") + " href=\"data:image/png;base64,\(png)\"/>"
    }

    static func colorAttributes(_ color: Color.Resolved, as attribute: String) -> String {
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
    static func rgb(_ color: Color.Resolved) -> String {
        let b = color.bytes
        return "#" + [b.r, b.g, b.b].map { String(format: "%02x", $0) }.joined()
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
