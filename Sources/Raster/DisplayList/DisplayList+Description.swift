// DisplayList+Description.swift · Raster/DisplayList · a text dump of the display list
// (SwiftUI prints its display list with the private `_printDisplayList`; this is Raster's own)
// Status: Complete.
//
// One item per line, children indented two spaces under their group, in drawing order.
// Numbers are points rounded to 3 decimals (trailing zeros dropped); colours are 8-bit
// sRGB `#RRGGBBAA`. The text is stable from run to run, so snapshot tests can compare it.
// For example:
//
//     transform translate(100, 40)
//       fill rect (0, 0, 120, 60) #007AFFFF
//       text "Hello" Inter Regular 17pt at (12, 19) size 38.5×20.5 #FFFFFFFF
//
// Paths print as `rect (x, y, width, height)` when they are a single axis-aligned
// rectangle, else as `path` followed by SVG path data (`Path.description`, as SVGWriter writes it).

import Foundation

extension DisplayList: CustomStringConvertible {
    /// The list as indented text, one item per line (see the file header).
    var description: String {
        var lines: [String] = []
        for item in items { Self.describe(item, depth: 0, into: &lines) }
        return lines.joined(separator: "\n")
    }

    /// One `DeepRecursion` step per item, for display lists thousands of groups deep.
    private static func describe(_ item: Item, depth: Int, into lines: inout [String]) {
        DeepRecursion.step { describeStep(item, depth: depth, into: &lines) }
    }

    private static func describeStep(_ item: Item, depth: Int, into lines: inout [String]) {
        let indent = indentation(depth: depth)
        switch item {
        case .fill(let path, let paint, let style):
            lines.append(indent + "fill \(describe(path)) \(describe(paint))" + (style.isEOFilled ? " eo" : "")
                         + (style.isAntialiased ? "" : " aliased"))
        case .stroke(let path, let paint, let style):
            lines.append(indent + "stroke \(describe(path)) \(describe(paint)) \(describe(style))")
        case .text(let layout, let origin, let paint):
            let string = layout.lines.map(\.text).joined(separator: "\n")
            let face = layout.faces.first.map { "\($0.descriptor.family) \($0.descriptor.style) " } ?? ""
            lines.append(indent + "text \(quoted(string)) \(face)\(number(layout.fontSize))pt at \(describe(origin)) "
                         + "size \(number(layout.size.width))×\(number(layout.size.height)) \(describe(paint))")
        case .image(let pixmap, let rect, let smooth):
            lines.append(indent + "image \(pixmap.width)×\(pixmap.height) px in \(describe(rect))" + (smooth ? " smooth" : ""))
        case .canvas(_, let size):
            lines.append(indent + "canvas \(number(size.width))×\(number(size.height))")
        case .backdrop(let path, let style, let backdrop):
            lines.append(indent + "backdrop \(describe(path)) blur \(number(backdrop.blurRadius)) saturation "
                         + "\(number(CGFloat(backdrop.saturation))) tint \(hex(backdrop.tint))" + (style.isEOFilled ? " eo" : ""))
        case .group(.mask(let mask), let content):
            lines.append(indent + "mask")
            for child in content { describe(child, depth: depth + 1, into: &lines) }
            lines.append(indent + "  masked by:")
            for child in mask { describe(child, depth: depth + 2, into: &lines) }
        case .group(let effect, let content):
            lines.append(indent + describe(effect))
            for child in content { describe(child, depth: depth + 1, into: &lines) }
        }
    }

    private static func describe(_ effect: Effect) -> String {
        switch effect {
        case .transform(let t):
            if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "transform translate(\(number(t.tx)), \(number(t.ty)))" }
            return "transform matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + ")"
        case .projection(let p):
            return "projection [" + [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map(number)
                .joined(separator: ", ") + "]"
        case .opacity(let opacity):
            return "opacity \(number(CGFloat(opacity)))"
        case .clip(let path, let style):
            return "clip \(describe(path))" + (style.isEOFilled ? " eo" : "")
        case .blendMode(let mode):
            return "blend \(blendModeName(mode))"
        case .shadow(let color, let radius, let offset):
            return "shadow \(hex(color)) radius \(number(radius)) offset (\(number(offset.width)), \(number(offset.height)))"
        case .blur(let radius):
            return "blur radius \(number(radius))"
        case .compositingGroup:
            return "compositing group"
        case .mask:
            return "mask"
        case .filter(let filter):
            return "filter " + describe(filter)
        }
    }

    private static func describe(_ filter: GraphicsContext.Filter) -> String {
        switch filter.storage {
        case .shadow(let color, let radius, let x, let y, let blendMode, let options):
            var text = "shadow \(color) radius \(number(radius)) offset (\(number(x)), \(number(y)))"
            if blendMode != .normal { text += " blend \(blendModeName(blendMode))" }
            if options.contains(.shadowAbove) { text += " above" }
            if options.contains(.shadowOnly) { text += " only" }
            if options.contains(.invertsAlpha) { text += " inverts-alpha" }
            return text
        case .blur(let radius, let options):
            return "blur radius \(number(radius))" + (options.contains(.opaque) ? " opaque" : "")
        case .colorMultiply(let color): return "color-multiply \(color)"
        case .luminanceToAlpha: return "luminance-to-alpha"
        case .grayscale(let amount): return "grayscale \(number(CGFloat(amount)))"
        case .colorInvert(let amount): return "color-invert \(number(CGFloat(amount)))"
        case .brightness(let amount): return "brightness \(number(CGFloat(amount)))"
        case .colorMatrix(let matrix): return "color-matrix [" + matrix.entries.map { number(CGFloat($0)) }.joined(separator: " ") + "]"
        }
    }

    private static func describe(_ paint: Paint) -> String {
        func stops(_ stops: [ResolvedStop]) -> String {
            "[" + stops.map { "\(hex($0.color)) \(number($0.location))" }.joined(separator: ", ") + "]"
        }
        switch paint {
        case .color(let color):
            return hex(color)
        case .linearGradient(let s, let start, let end):
            return "linear-gradient \(describe(start))→\(describe(end)) \(stops(s))"
        case .radialGradient(let s, let center, let r0, let r1):
            return "radial-gradient center \(describe(center)) radius \(number(r0))…\(number(r1)) \(stops(s))"
        case .angularGradient(let s, let center, let angle):
            return "angular-gradient center \(describe(center)) angle \(number(CGFloat(angle.degrees)))° \(stops(s))"
        case .ellipticalGradient(let s, let center, let radii, let r0, let r1):
            return "elliptical-gradient center \(describe(center)) radii \(number(radii.width))×\(number(radii.height)) "
                + "fraction \(number(r0))…\(number(r1)) \(stops(s))"
        case .tiledImage(let pixmap, let imageToUser):
            return "tiled-image \(pixmap.width)×\(pixmap.height) px, pixel \(number(imageToUser.a))×\(number(imageToUser.d)) "
                + "origin \(describe(CGPoint(x: imageToUser.tx, y: imageToUser.ty)))"
        case .meshGradient(let mesh):
            return "mesh-gradient \(mesh.grid.width)×\(mesh.grid.height)\(mesh.smoothsColors ? " smooth" : "")"
                + "\(mesh.perceptual ? " perceptual" : "") vertices \(mesh.grid.positions.map(describe).joined(separator: " "))"
        }
    }

    private static func describe(_ style: StrokeStyle) -> String {
        var text = "width \(number(style.lineWidth)) cap \(style.lineCap) join \(style.lineJoin)"
        if style.lineJoin == .miter { text += " miter-limit \(number(style.miterLimit))" }
        if !style.dash.isEmpty {
            text += " dash [" + style.dash.map(number).joined(separator: ", ") + "] phase \(number(style.dashPhase))"
        }
        return text
    }

    private static func describe(_ path: Path) -> String {
        if let rect = path.axisAlignedRectangle { return "rect \(describe(rect))" }
        return "path " + path.description
    }

    private static func describe(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    private static func describe(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String { SVGWriter.number(value) }

    /// `#RRGGBBAA` from the colour's 8-bit sRGB bytes.
    static func hex(_ color: Color.Resolved) -> String {
        let b = color.bytes
        return "#" + [b.r, b.g, b.b, b.a].map { String(format: "%02X", $0) }.joined()
    }

    /// `text` in double quotes with backslash, quote and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += "\\u{" + String(scalar.value, radix: 16) + "}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// The name of a blend mode as SwiftUI spells it, such as `multiply` or `plusLighter`.
    static func blendModeName(_ mode: GraphicsContext.BlendMode) -> String {
        let names = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
                     "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
                     "clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
                     "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter"]
        let raw = Int(mode.rawValue)
        return names.indices.contains(raw) ? names[raw] : "blendMode(\(raw))"
    }
}

extension Path {
    /// The rectangle this path outlines when it is one closed, axis-aligned rectangle
    /// (a move and three or four lines, then a close), else nil.
    var axisAlignedRectangle: CGRect? {
        var points: [CGPoint] = []
        var closed = false
        for element in elements {
            switch element {
            case .move(let p) where points.isEmpty: points.append(p)
            case .line(let p) where !points.isEmpty && !closed: points.append(p)
            case .closeSubpath where !closed: closed = true
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard closed, points.count == 4 else { return nil }
        for i in 0..<4 {
            let p = points[i], q = points[(i + 1) % 4]
            guard (p.x == q.x) != (p.y == q.y) else { return nil }
            if i > 0 {
                let o = points[i - 1]
                guard (o.x == p.x) != (p.x == q.x) else { return nil }
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
