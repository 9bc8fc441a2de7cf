// GraphicsContext+Backdrop.swift · Raster/Rasterizer · draws a backdrop: a blurred, saturated and tinted copy of what is behind a shape (SwiftUI's Material role)
// Status: Complete.
//
// The pixels already in the target behind the shape's bounds, grown by the blur's reach so
// that the blur near the shape's edge sees its true neighbours, are copied into a layer,
// blurred (Blur.swift), saturated (the Filter Effects `saturate` matrix) and covered with the
// tint colour, and the layer is composited through the shape as a clip with the context's
// opacity and blend mode. Near the canvas's edges the blur is divided by the share of it that
// fell on the canvas, so what is beyond the canvas does not fade it. Where nothing is behind
// (transparent pixels) only the tint remains. "Behind" is the target the context draws into:
// inside a layer (an opacity or compositing group) that is the group's own content so far, as
// in Core Animation, where a backdrop in a flattened group samples only that group.

import Foundation

/// What a backdrop does to the content behind it (see `GraphicsContext.drawBackdrop`).
struct Backdrop: Equatable {
    /// The Gaussian blur's standard deviation, user-space units.
    var blurRadius: CGFloat
    /// The Filter Effects `saturate` amount applied after the blur (1 unchanged).
    var saturation: Double
    /// The colour laid over the blurred content (straight alpha, sRGB).
    var tint: Color.Resolved
}

extension GraphicsContext {
    /// Replaces what is behind `path` by `backdrop` applied to it.
    func drawBackdrop(_ backdrop: Backdrop, in path: Path, style: FillStyle = FillStyle()) {
        var clipped = self
        clipped.clip(to: path, style: style)
        let bounds = clipped.clipState.bounds
        guard !bounds.isEmpty else { return }
        let behind = target
        let sigma = Double(backdrop.blurRadius) * pixelsPerUnit
        let reach = Blur.reach(sigma: sigma)
        let region = PixelRect(x0: bounds.x0 - reach, y0: bounds.y0 - reach, x1: bounds.x1 + reach, y1: bounds.y1 + reach)
            .intersection(PixelRect(x0: 0, y0: 0, x1: behind.width, y1: behind.height))
        let saturation = ColorMatrix.saturation(Float(backdrop.saturation))
        let t = backdrop.tint
        let tint = PixelMath.premultiplied(red: t.red, green: t.green, blue: t.blue, opacity: t.opacity)
        clipped.drawLayer { layer in
            let copy = layer.target
            for y in region.y0..<region.y1 {
                let row = (y * behind.width + region.x0) * 4
                copy.data.replaceSubrange(row..<row + region.width * 4, with: behind.data[row..<row + region.width * 4])
            }
            copy.data.withUnsafeMutableBufferPointer { p in
                Blur.apply(to: p.baseAddress!, width: copy.width, height: copy.height, channels: 4,
                           sigmaX: sigma, sigmaY: sigma, in: region, needed: bounds)
            }
            Self.normalizeAtCanvasEdges(copy, region: region, bounds: bounds, sigma: sigma)
            copy.mapPixels(in: bounds) { PixelMath.sourceOver(tint, saturation.apply(to: $0)) }
            layer.damage?.include(region)
        }
    }

    /// Divides the blurred pixels of `bounds` by the share of their blur that fell inside the
    /// canvas, so that near the canvas's edges the backdrop is the blur of what is on the
    /// canvas, not faded towards transparency by the pixels beyond it (a bar at the top of
    /// the screen would otherwise let the sharp content behind it show through). Pixels whose
    /// blur lies wholly inside `region` are unchanged.
    private static func normalizeAtCanvasEdges(_ copy: Pixmap, region: PixelRect, bounds: PixelRect, sigma: Double) {
        let weights = canvasWeights(width: region.width, height: region.height, sigma: sigma)
        let width = copy.width
        // One access to the pixels for the whole loop, not one per pixel.
        weights.withUnsafeBufferPointer { weights in
            copy.data.withUnsafeMutableBufferPointer { pixels in
                for y in bounds.y0..<bounds.y1 {
                    for x in bounds.x0..<bounds.x1 {
                        let weight = Int(weights[(y - region.y0) * region.width + x - region.x0])
                        guard weight < 255, weight > 0 else { continue }
                        let base = (y * width + x) * 4
                        for c in 0..<4 { pixels[base + c] = UInt8(min(255, (Int(pixels[base + c]) * 255 + weight / 2) / weight)) }
                    }
                }
            }
        }
    }

    /// The blur of an opaque `width` × `height` region with nothing around it: the share of
    /// each pixel's blur that falls inside the region, 0...255. It depends only on its three
    /// arguments, so a bar drawn in every frame of a scroll blurs it once.
    private static func canvasWeights(width: Int, height: Int, sigma: Double) -> [UInt8] {
        let key = CanvasWeightsKey(width: width, height: height, sigma: sigma)
        if let known = canvasWeightsCache.value(for: key) { return known }
        var weights = [UInt8](repeating: 255, count: width * height)
        weights.withUnsafeMutableBufferPointer { w in
            Blur.apply(to: w.baseAddress!, width: width, height: height, channels: 1, sigmaX: sigma, sigmaY: sigma,
                       in: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        }
        canvasWeightsCache.insert(weights, for: key)
        return weights
    }
}

/// The arguments of `GraphicsContext.canvasWeights`.
private struct CanvasWeightsKey: Hashable {
    let width: Int
    let height: Int
    let sigma: Double
}

/// A few backdrops' canvas weights (a screen has one or two bars).
private let canvasWeightsCache = LRUCache<CanvasWeightsKey, [UInt8]>(capacity: 8)
