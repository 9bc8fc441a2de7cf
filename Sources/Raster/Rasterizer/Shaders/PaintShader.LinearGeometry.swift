// PaintShader.LinearGeometry.swift · Raster/Rasterizer/Shaders · device-space geometry of SwiftUI's LinearGradient (iOS 17)
// Status: Complete — pad, repeat, mirror.
//
// t is the projection of a point onto the gradient's axis, start 0 and end 1. It is affine in
// user space, and a device transform is affine, so it is affine in device space too:
// GraphicsContext resolves it to t = t0 + dtdx·x + dtdy·y at device pixel centre (x, y), by
// evaluating t at three device points. Along a row t then grows by dtdx per pixel.

extension PaintShader {
    /// A linear gradient's parameter in device space: t = t0 + dtdx·x + dtdy·y at the device
    /// pixel centre (x, y), in pixels.
    struct LinearGeometry {
        /// Change of t per device pixel to the right.
        var dtdx: Float
        /// Change of t per device pixel down.
        var dtdy: Float
        /// t at device point (0, 0).
        var t0: Float

        /// Writes the colours of `count` pixels whose first centre is device `(px, py)`.
        @inline(__always)
        func shade(px: Double, py: Double, count: Int, lookup: GradientLookup,
                   into out: UnsafeMutablePointer<PackedPixel>) {
            let n = Float(lookup.size - 1)
            let t = Float(Double(dtdx) * px + Double(dtdy) * py + Double(t0))
            if lookup.spread == .pad {
                lookup.kernels.pointee.gradient_linear_pad(out, lookup.table, count, t * n + 0.5, dtdx * n,
                                                           UInt32(lookup.size - 1))
            } else {
                for i in 0..<count { out[i] = lookup.entry(lookup.wrapped(t + dtdx * Float(i))) }
            }
        }
    }
}
