// GraphicsContext+Projection.swift · Raster/Rasterizer · draws content through a projective (perspective) transform (SwiftUI's projectionEffect role)
// Status: Complete — affine projections draw as vectors; perspective ones are resampled.
//
// An affine projection is concatenated onto the context's transform, so paths, text and
// images stay exact vectors. A projection with perspective (m13 or m23 not 0) cannot be
// applied to a path by an affine flattener, so the content is drawn into a layer with the
// context's transform and the layer is then resampled: each destination pixel centre d is
// mapped back through the device-space homography H⁻¹ (H = D⁻¹·P·D, D user → device) to a
// source point s, and the layer is sampled bilinearly (premultiplied) there. Since
// (s, 1)·H = (d, 1)/W, where W is the third homogeneous coordinate of d·H⁻¹, a pixel shows
// content only where W > 0: points that the projection sends behind the eye are dropped,
// as Core Animation drops them. Edges get about one pixel of bilinear softening instead
// of analytic coverage.

import Foundation

extension GraphicsContext {
    /// Draws `content` with its user space mapped by `projection` (user space to user space).
    ///
    /// Raster-specific: a projection that is singular or not finite draws nothing, with a
    /// one-time warning.
    func drawProjected(_ projection: ProjectionTransform, content: (inout GraphicsContext) -> Void) {
        guard projection.isFinite, projection.determinant != 0 else {
            warnOnce("a projection transform \(projection) is singular or not finite; the view is not drawn. "
                     + "Give a transform with a non-zero determinant")
            return
        }
        if projection.m13 == 0, projection.m23 == 0 {
            var affine = self
            let m33 = projection.m33
            affine.concatenate(CGAffineTransform(a: projection.m11 / m33, b: projection.m12 / m33, c: projection.m21 / m33,
                                                 d: projection.m22 / m33, tx: projection.m31 / m33, ty: projection.m32 / m33))
            content(&affine)
            return
        }
        let device = ProjectionTransform(deviceTransform)
        let homography = device.inverted().concatenating(projection).concatenating(device)
        drawLayer { output in
            let source = scratch.takeLayer(width: target.width, height: target.height)
            var inner = GraphicsContext(layerFor: output, target: source)
            inner.clipState = ClipState(bounds: PixelRect(x0: 0, y0: 0, x1: source.width, y1: source.height), mask: nil)
            content(&inner)
            let drawn = inner.damage!.rect
            defer { scratch.returnLayer(source, dirty: drawn) }
            guard !drawn.isEmpty else { return }
            let region = Self.projectedBounds(of: drawn, by: homography).intersection(output.clipState.bounds)
            guard !region.isEmpty else { return }
            Self.resample(source, drawn: drawn, through: homography.inverted(), into: output.target, region: region)
            output.damage?.include(region)
        }
    }

    /// The device pixels `rect` covers once mapped by `h`; unbounded when a corner goes
    /// behind the eye (W ≤ 0) or does not map to a finite point.
    private static func projectedBounds(of rect: PixelRect, by h: ProjectionTransform) -> PixelRect {
        let unbounded = PixelRect(x0: Int(Int32.min), y0: Int(Int32.min), x1: Int(Int32.max), y1: Int(Int32.max))
        var box = CGRect.null
        for (x, y) in [(rect.x0, rect.y0), (rect.x1, rect.y0), (rect.x0, rect.y1), (rect.x1, rect.y1)] {
            let p = CGPoint(x: x, y: y)
            guard p.x * h.m13 + p.y * h.m23 + h.m33 > 0 else { return unbounded }
            let q = p.applying(h)
            guard q.x.isFinite, q.y.isFinite else { return unbounded }
            box = box.union(CGRect(origin: q, size: .zero))
        }
        let covered = PixelRect(covering: box)
        return PixelRect(x0: covered.x0 - 1, y0: covered.y0 - 1, x1: covered.x1 + 1, y1: covered.y1 + 1)
    }

    /// Writes into `region` of `destination` the bilinear samples of `source` (inside `drawn`,
    /// transparent beyond) at the pixel centres mapped by `inverse`.
    private static func resample(_ source: Pixmap, drawn: PixelRect, through inverse: ProjectionTransform,
                                 into destination: Pixmap, region: PixelRect) {
        let width = source.width
        source.data.withUnsafeBytes { sourceRaw in
            let src = sourceRaw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
            @inline(__always) func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                guard x >= drawn.x0, x < drawn.x1, y >= drawn.y0, y < drawn.y1 else { return .zero }
                return PixelMath.unpack(src[y * width + x])
            }
            destination.data.withUnsafeMutableBytes { destinationRaw in
                let dst = destinationRaw.baseAddress!.assumingMemoryBound(to: PackedPixel.self)
                for y in region.y0..<region.y1 {
                    let cy = Double(y) + 0.5
                    for x in region.x0..<region.x1 {
                        let cx = Double(x) + 0.5
                        let w = cx * inverse.m13 + cy * inverse.m23 + inverse.m33
                        guard w > 0 else { continue }
                        let sx = (cx * inverse.m11 + cy * inverse.m21 + inverse.m31) / w - 0.5
                        let sy = (cx * inverse.m12 + cy * inverse.m22 + inverse.m32) / w - 0.5
                        guard sx > Double(drawn.x0) - 1, sx < Double(drawn.x1), sy > Double(drawn.y0) - 1,
                              sy < Double(drawn.y1) else { continue }
                        let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                        let fx = Float(sx - Double(x0)), fy = Float(sy - Double(y0))
                        let top = pixel(x0, y0) * (1 - fx) + pixel(x0 + 1, y0) * fx
                        let bottom = pixel(x0, y0 + 1) * (1 - fx) + pixel(x0 + 1, y0 + 1) * fx
                        dst[y * destination.width + x] = PixelMath.pack(top * (1 - fy) + bottom * fy)
                    }
                }
            }
        }
    }
}
