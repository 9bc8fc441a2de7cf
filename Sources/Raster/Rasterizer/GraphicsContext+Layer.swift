// GraphicsContext+Layer.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.drawLayer(content:) (iOS 17)
// Status: Complete.
//
// A layer is a transparent pixmap the size of the target. Its content is drawn with the
// parent's transform and clip rectangle (opacity 1, normal blending, no filters; the clip's
// mask is left for compositing, so anti-aliased clip edges are applied once), then the
// parent's filters run over it in order, and the result is composited onto the target
// through the parent's clip with the parent's opacity and blend mode.
//
// The layer context records the pixel box its drawing touched (`LayerDamage`); filters and
// compositing only visit that box grown by the filters' reach, so a shadow on a small shape
// costs a small area, not the whole canvas. The modes that change the target where the layer
// is transparent (clear, copy, destination-in …) visit the whole clip, except destination-in
// and source-in into another layer, which visit the box drawn in that layer (a mask's pass).

import Foundation

extension GraphicsContext {
    /// Draws `content` into a new transparency layer, then composites the layer into this
    /// context with its opacity, blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = scratch.takeLayer(width: target.width, height: target.height)
        var inner = GraphicsContext(layerFor: self, target: layer)
        defer { scratch.returnLayer(layer, dirty: inner.damage!.rect) }
        try content(&inner)
        let filtered = composite(layer: layer, drawn: inner.damage!.rect)
        inner.damage!.include(filtered)
    }

    /// A context drawing into `target` with `parent`'s transform, environment, canvas symbols,
    /// text face log and clip rectangle.
    init(layerFor parent: GraphicsContext, target: Pixmap) {
        self.target = target
        scale = parent.scale
        homeScratch = parent.scratch
        environment = parent.environment
        symbols = parent.symbols
        textFaces = parent.textFaces
        transform = parent.transform
        clipState = ClipState(bounds: parent.clipState.bounds, mask: nil)
        damage = LayerDamage()
    }

    /// Draws through a layer so that the context's filters apply to this one operation.
    func drawFiltered(_ body: (inout GraphicsContext) -> Void) {
        drawLayer(content: body)
    }

    /// Filters the `drawn` part of `layer` and composites it onto the target. Returns the
    /// part of the layer the filters may have changed.
    @discardableResult
    func composite(layer: Pixmap, drawn: PixelRect) -> PixelRect {
        let canvas = PixelRect(x0: 0, y0: 0, x1: layer.width, y1: layer.height)
        var region = drawn
        for (filter, _) in filters {
            region = grow(region, by: filter).intersection(canvas)
            apply(filter, to: layer, in: region)
        }
        // Where the layer stays transparent most modes leave the target alone; these do not.
        let transparentMatters: Set<Int32> = [BlendMode.clear.rawValue, BlendMode.copy.rawValue, BlendMode.sourceIn.rawValue,
                                              BlendMode.sourceOut.rawValue, BlendMode.destinationIn.rawValue,
                                              BlendMode.destinationAtop.rawValue]
        let area: PixelRect
        if !transparentMatters.contains(blendMode.rawValue) {
            area = clipState.bounds.intersection(region)
        } else if let damage, blendMode == .destinationIn || blendMode == .sourceIn {
            // Into a layer, whose pixels outside the box drawn so far are transparent: there
            // both modes leave them transparent (a mask's destination-in pass over a small
            // view then costs that view's box, not the whole window).
            area = clipState.bounds.intersection(damage.rect)
        } else {
            area = clipState.bounds
        }
        guard !area.isEmpty else { return region }
        damage?.include(area)
        let a = Swift.max(0, Swift.min(1, opacity.isNaN ? 0 : opacity))
        let shader = PaintShader(image: .layer(PaintShader.LayerGeometry(bytes: layer.data, width: layer.width,
                                                               opacity: UInt32((a * 255).rounded()))))
        withBlitter(ResolvedPaint(color: 0, shader: shader), scratch: scratch) { blitter in
            for y in area.y0..<area.y1 {
                blitter.fillSpan(x: area.x0, y: y, count: area.width, coverage: 255)
            }
        }
        return region
    }

    /// `rect` grown by how far `filter` can move or spread content (device pixels).
    private func grow(_ rect: PixelRect, by filter: Filter) -> PixelRect {
        guard !rect.isEmpty else { return rect }
        func reach(_ sigma: Double) -> Int { Blur.reach(sigma: sigma) }
        switch filter.storage {
        case .blur(let radius, _):
            let r = reach(Double(radius) * pixelsPerUnit)
            return PixelRect(x0: rect.x0 - r, y0: rect.y0 - r, x1: rect.x1 + r, y1: rect.y1 + r)
        case .shadow(_, let radius, let x, let y, _, _):
            let r = reach(Double(radius) * pixelsPerUnit)
            let o = CGSize(width: x, height: y).applying(deviceTransform)
            let limit = CGFloat(1 << 20)
            let dx = Int(Swift.max(-limit, Swift.min(limit, o.width.isFinite ? o.width.rounded() : 0)))
            let dy = Int(Swift.max(-limit, Swift.min(limit, o.height.isFinite ? o.height.rounded() : 0)))
            return PixelRect(x0: Swift.min(rect.x0, rect.x0 + dx) - r, y0: Swift.min(rect.y0, rect.y0 + dy) - r,
                             x1: Swift.max(rect.x1, rect.x1 + dx) + r, y1: Swift.max(rect.y1, rect.y1 + dy) + r)
        default:
            return rect
        }
    }

    private func apply(_ filter: Filter, to layer: Pixmap, in region: PixelRect) {
        guard !region.isEmpty else { return }
        switch filter.storage {
        case .blur(let radius, let options):
            let sigma = Double(radius) * pixelsPerUnit
            layer.data.withUnsafeMutableBufferPointer { p in
                Blur.apply(to: p.baseAddress!, width: layer.width, height: layer.height, channels: 4,
                           sigmaX: sigma, sigmaY: sigma, in: region)
            }
            if options.contains(.opaque) { layer.mapPixels(in: region) { $0 | 0xFF00_0000 } }
        case .shadow(let color, let radius, let x, let y, let mode, let options):
            applyShadow(to: layer, in: region, color: color, sigma: Double(radius) * pixelsPerUnit,
                        offset: CGSize(width: x, height: y).applying(deviceTransform), mode: mode, options: options)
        case .colorMultiply(let color):
            let c = color.resolve(in: environment)
            let f = SIMD4<Float>(c.red * c.opacity, c.green * c.opacity, c.blue * c.opacity, c.opacity)
            layer.mapPixels(in: region) { PixelMath.pack(PixelMath.unpack($0) * f) }
        case .luminanceToAlpha:
            layer.mapPixels(in: region) { p in
                let v = PixelMath.unpack(p)
                guard v.w > 0 else { return 0 }
                let l = (0.2125 * v.x + 0.7154 * v.y + 0.0721 * v.z) / v.w
                return PixelMath.pack(SIMD4(0, 0, 0, l))
            }
        case .grayscale(let amount):
            let k = Float(Swift.max(0, Swift.min(1, amount)))
            layer.mapPixels(in: region) { p in
                var v = PixelMath.unpack(p)
                let l = 0.2126 * v.x + 0.7152 * v.y + 0.0722 * v.z
                v = SIMD4(v.x + (l - v.x) * k, v.y + (l - v.y) * k, v.z + (l - v.z) * k, v.w)
                return PixelMath.pack(v)
            }
        case .colorInvert(let amount):
            let k = Float(Swift.max(0, Swift.min(1, amount)))
            layer.mapPixels(in: region) { p in
                let v = PixelMath.unpack(p)
                let inverted = SIMD4(v.w - v.x, v.w - v.y, v.w - v.z, v.w)
                return PixelMath.pack(v + (inverted - v) * k)
            }
        case .colorMatrix(let matrix):
            layer.mapPixels(in: region) { matrix.apply(to: $0) }
        case .brightness(let amount):
            let k = Float(amount)
            layer.mapPixels(in: region) { p in
                let v = PixelMath.unpack(p)
                return PixelMath.pack(SIMD4(v.x + k * v.w, v.y + k * v.w, v.z + k * v.w, v.w))
            }
        }
    }

    private func applyShadow(to layer: Pixmap, in region: PixelRect, color: Color, sigma: Double, offset: CGSize,
                             mode: BlendMode, options: ShadowOptions) {
        let w = layer.width, h = layer.height
        let c = color.resolve(in: environment)
        let tint = PixelMath.premultiplied(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        let limit = CGFloat(1 << 20)
        let dx = Int(Swift.max(-limit, Swift.min(limit, offset.width.isFinite ? offset.width.rounded() : 0)))
        let dy = Int(Swift.max(-limit, Swift.min(limit, offset.height.isFinite ? offset.height.rounded() : 0)))
        let inverts = options.contains(.invertsAlpha)
        // The shadow's alpha over `region`: the content's alpha (or its inverse), shifted and blurred.
        let rw = region.width, rh = region.height
        var alpha = [UInt8](repeating: inverts ? 255 : 0, count: rw * rh)
        layer.data.withUnsafeBufferPointer { src in
            for y in region.y0..<region.y1 {
                let sy = y - dy
                guard sy >= 0, sy < h else { continue }
                for x in region.x0..<region.x1 {
                    let sx = x - dx
                    guard sx >= 0, sx < w else { continue }
                    let a = src[(sy * w + sx) * 4 + 3]
                    alpha[(y - region.y0) * rw + x - region.x0] = inverts ? 255 - a : a
                }
            }
        }
        alpha.withUnsafeMutableBufferPointer { p in
            Blur.apply(to: p.baseAddress!, width: rw, height: rh, channels: 1, sigmaX: sigma, sigmaY: sigma,
                       in: PixelRect(x0: 0, y0: 0, x1: rw, y1: rh))
        }
        layer.data.withUnsafeMutableBytes { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
            for y in region.y0..<region.y1 {
                for i in y * w + region.x0..<y * w + region.x1 {
                    let content = pixels[i]
                    var shadowAlpha = UInt32(alpha[(y - region.y0) * rw + i - y * w - region.x0])
                    if inverts { shadowAlpha = PixelMath.mul255(shadowAlpha, content >> 24) }
                    let shadow = PixelMath.scale(tint, shadowAlpha)
                    let base: PackedPixel = options.contains(.shadowOnly) ? 0 : content
                    if options.contains(.shadowAbove) {
                        pixels[i] = mode == .normal ? PixelMath.sourceOver(shadow, base) : mode.blend(shadow, base)
                    } else {
                        pixels[i] = PixelMath.sourceOver(base, shadow)
                    }
                }
            }
        }
    }
}

/// The pixel box a layer's drawing has touched so far.
final class LayerDamage {
    private(set) var rect = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    func include(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        rect = rect.isEmpty ? r : PixelRect(x0: Swift.min(rect.x0, r.x0), y0: Swift.min(rect.y0, r.y0),
                                            x1: Swift.max(rect.x1, r.x1), y1: Swift.max(rect.y1, r.y1))
    }
}

extension Pixmap {
    /// Replaces every pixel `p` (packed premultiplied) of `region` by `transform(p)`, which
    /// must depend on `p` alone: a run of equal pixels (flat backgrounds, most of a blurred
    /// backdrop) is transformed once.
    func mapPixels(in region: PixelRect, _ transform: (PackedPixel) -> PackedPixel) {
        guard !region.isEmpty else { return }
        data.withUnsafeMutableBytes { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
            var last = pixels[region.y0 * width + region.x0]
            var mapped = transform(last)
            for y in region.y0..<region.y1 {
                for x in region.x0..<region.x1 {
                    let p = pixels[y * width + x]
                    if p != last {
                        last = p
                        mapped = transform(p)
                    }
                    pixels[y * width + x] = mapped
                }
            }
        }
    }
}
