// SVGWriter+Effects.swift · Raster/DisplayList · the display list's group effects in SVG (Raster's own)
// Status: Partial — no SVG form for the Porter-Duff blend modes, plusDarker, inner shadows
// (`.invertsAlpha`) or a shadow's own blend mode; each is drawn without it, warning once.
//
//   transform → <g transform="matrix(a b c d tx ty)">;  opacity → <g opacity>;
//   clip      → <clipPath> in <defs>;  mask → <mask style="mask-type:alpha">;
//   blend     → CSS mix-blend-mode;  compositing group → isolation: isolate;
//   shadow, blur and GraphicsContext filters → a <filter> (stdDeviation = radius):
//     shadow            feGaussianBlur of SourceAlpha, feOffset, feFlood + feComposite in,
//                       merged under the content (over it for .shadowAbove, alone for .shadowOnly)
//                       — SVG 1.1 primitives, as feDropShadow is not read everywhere;
//     blur              feGaussianBlur (then alpha 1 for .opaque);
//     colorMultiply     feColorMatrix scaling r, g, b, a;   luminanceToAlpha  feColorMatrix luminanceToAlpha;
//     grayscale(a)      feColorMatrix saturate 1 − a;       colorInvert(a)    feFuncRGB table [a, 1 − a];
//     brightness(a)     feFuncRGB linear, slope 1, intercept a;
//     colorMatrix (saturation, contrast, hueRotation)  feColorMatrix matrix, the same 20 values.
// Filters compute in sRGB (color-interpolation-filters), as Raster does. Filter and mask
// regions are the content's bounds grown by three blur radii and the offset, so viewers
// never allocate more than the effect needs.

import Foundation

extension SVGWriter {
    /// The attributes of the `<g>` for `effect`, adding what it needs to `<defs>`; nil when
    /// the effect has no SVG form and the items are drawn without it.
    mutating func groupAttributes(_ effect: DisplayList.Effect, items: [DisplayList.Item]) -> String? {
        switch effect {
        case .transform(let t):
            return " transform=\"matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ") + ")\""
        case .projection(let p):
            guard p.m13 == 0, p.m23 == 0, p.m33 != 0 else {
                warnOnce("SVG has no perspective transform; the SVG draws a rotation3DEffect or projectionEffect unprojected")
                return nil
            }
            return " transform=\"matrix(" + [p.m11, p.m12, p.m21, p.m22, p.m31, p.m32].map { Self.number($0 / p.m33) }
                .joined(separator: " ") + ")\""
        case .opacity(let opacity):
            return " opacity=\"\(Self.number(CGFloat(opacity)))\""
        case .clip(let path, let style):
            let id = makeID("clip")
            let rule = style.isEOFilled ? " clip-rule=\"evenodd\"" : ""
            defs.append("<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(path))\"\(rule)/></clipPath>")
            return " clip-path=\"url(#\(id))\""
        case .blendMode(let mode):
            guard let css = Self.cssBlendMode(mode) else {
                warnOnce("SVG has no blend mode \(DisplayList.blendModeName(mode)); the SVG draws that content normally")
                return nil
            }
            return " style=\"mix-blend-mode:\(css)\""
        case .shadow(let color, let radius, let offset):
            return filter("shadow", items: items, reach: 3 * radius, offset: offset,
                          primitives: Self.shadow(color, radius: radius, offset: offset, options: []))
        case .blur(let radius):
            return filter("blur", items: items, reach: 3 * radius, offset: .zero,
                          primitives: "<feGaussianBlur stdDeviation=\"\(Self.number(radius))\"/>")
        case .filter(let contextFilter):
            let (primitives, reach, offset) = self.primitives(for: contextFilter)
            return filter("filter", items: items, reach: reach, offset: offset, primitives: primitives)
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

    /// Adds a <filter> of `primitives` over the region `items` reach and returns the attribute.
    private mutating func filter(_ prefix: String, items: [DisplayList.Item], reach: CGFloat, offset: CGSize,
                                 primitives: String) -> String {
        let id = makeID(prefix)
        let region = Self.region(Self.bounds(of: items), grownBy: reach, offset: offset)
        defs.append("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(region) color-interpolation-filters=\"sRGB\">"
                    + primitives + "</filter>")
        return " filter=\"url(#\(id))\""
    }

    /// The filter primitives of a GraphicsContext filter, how far beyond the content it
    /// draws, and its offset.
    private func primitives(for filter: GraphicsContext.Filter) -> (String, reach: CGFloat, offset: CGSize) {
        func rgbFunctions(_ attributes: String) -> String {
            "<feComponentTransfer>" + ["R", "G", "B"].map { "<feFunc\($0) \(attributes)/>" }.joined() + "</feComponentTransfer>"
        }
        switch filter.storage {
        case .shadow(let color, let radius, let x, let y, let blendMode, let options):
            if options.contains(.invertsAlpha) { warnOnce("SVG export draws inner shadows (.invertsAlpha) as outer shadows") }
            if blendMode != .normal { warnOnce("SVG export draws shadows with their normal blend mode") }
            let offset = CGSize(width: x, height: y)
            return (Self.shadow(color.resolve(in: environment), radius: radius, offset: offset, options: options), 3 * radius, offset)
        case .blur(let radius, let options):
            let opaque = options.contains(.opaque)
                ? "<feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>" : ""
            return ("<feGaussianBlur stdDeviation=\"\(Self.number(radius))\"/>" + opaque, 3 * radius, .zero)
        case .colorMultiply(let color):
            let c = color.resolve(in: environment)
            let values: [Float] = [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0]
            return ("<feColorMatrix type=\"matrix\" values=\"" + values.map { Self.number(CGFloat($0)) }.joined(separator: " ") + "\"/>", 0, .zero)
        case .luminanceToAlpha:
            return ("<feColorMatrix type=\"luminanceToAlpha\"/>", 0, .zero)
        case .grayscale(let amount):
            return ("<feColorMatrix type=\"saturate\" values=\"\(Self.number(CGFloat(1 - amount)))\"/>", 0, .zero)
        case .colorInvert(let amount):
            return (rgbFunctions("type=\"table\" tableValues=\"\(Self.number(CGFloat(amount))) \(Self.number(CGFloat(1 - amount)))\""), 0, .zero)
        case .brightness(let amount):
            return (rgbFunctions("type=\"linear\" slope=\"1\" intercept=\"\(Self.number(CGFloat(amount)))\""), 0, .zero)
        case .colorMatrix(let matrix):
            return ("<feColorMatrix type=\"matrix\" values=\"" + matrix.entries.map { Self.number(CGFloat($0)) }.joined(separator: " ") + "\"/>", 0, .zero)
        }
    }

    /// A drop shadow in SVG 1.1 primitives: the content's alpha blurred, offset and flooded
    /// with `color`, under the content (over it with `.shadowAbove`, alone with `.shadowOnly`).
    private static func shadow(_ color: Color.Resolved, radius: CGFloat, offset: CGSize,
                               options: GraphicsContext.ShadowOptions) -> String {
        let shadow = "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(number(radius))\"/>"
            + "<feOffset dx=\"\(number(offset.width))\" dy=\"\(number(offset.height))\" result=\"offset\"/>"
            + "<feFlood flood-color=\"\(rgb(color))\" flood-opacity=\"\(number(CGFloat(color.bytes.a) / 255))\"/>"
            + "<feComposite in2=\"offset\" operator=\"in\" result=\"shadow\"/>"
        guard !options.contains(.shadowOnly) else { return shadow }
        let order = options.contains(.shadowAbove) ? ["SourceGraphic", "shadow"] : ["shadow", "SourceGraphic"]
        return shadow + "<feMerge>" + order.map { "<feMergeNode in=\"\($0)\"/>" }.joined() + "</feMerge>"
    }

    private static func cssBlendMode(_ mode: GraphicsContext.BlendMode) -> String? {
        let names: [GraphicsContext.BlendMode: String] = [
            .normal: "normal", .multiply: "multiply", .screen: "screen", .overlay: "overlay", .darken: "darken",
            .lighten: "lighten", .colorDodge: "color-dodge", .colorBurn: "color-burn", .softLight: "soft-light",
            .hardLight: "hard-light", .difference: "difference", .exclusion: "exclusion", .hue: "hue",
            .saturation: "saturation", .color: "color", .luminosity: "luminosity", .plusLighter: "plus-lighter",
        ]
        return names[mode]
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
            case .canvas(_, let size):
                add(CGRect(origin: .zero, size: size))
            case .backdrop(let path, _, _):
                add(path.isEmpty ? nil : path.boundingRect)
            case .group(let effect, let children):
                guard let inner = DeepRecursion.step({ bounds(of: children) }) else { continue }
                switch effect {
                case .transform(let t): add(inner.applying(t))
                case .shadow(_, let radius, let offset):
                    add(inner.union(inner.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -3 * radius, dy: -3 * radius))
                case .blur(let radius): add(inner.insetBy(dx: -3 * radius, dy: -3 * radius))
                case .filter(let filter):
                    switch filter.storage {
                    case .shadow(_, let radius, let x, let y, _, _):
                        add(inner.union(inner.offsetBy(dx: x, dy: y)).insetBy(dx: -3 * radius, dy: -3 * radius))
                    case .blur(let radius, _): add(inner.insetBy(dx: -3 * radius, dy: -3 * radius))
                    default: add(inner)
                    }
                case .opacity, .clip, .blendMode, .compositingGroup, .mask, .projection: add(inner)
                }
            }
        }
        return result
    }
}
