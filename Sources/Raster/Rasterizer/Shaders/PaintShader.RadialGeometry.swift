// PaintShader.RadialGeometry.swift · Raster/Rasterizer/Shaders · device-space geometry of SwiftUI's RadialGradient (iOS 17)
// Status: Complete — pad, repeat, mirror; concentric circles only (SwiftUI's radial gradients
// are).
//
// A device pixel centre p maps to gradient space q (see PaintShader.GradientCenter.swift), and
// t = (|q − centre| − startRadius) / (endRadius − startRadius): 0 on the start circle, 1 on
// the end circle. With equal radii t is undefined; the pixel is then the first colour inside
// the circle and the last on and outside it.

extension PaintShader {
    /// A radial gradient: circles around `center`, in gradient space.
    struct RadialGeometry {
        var center: GradientCenter
        /// Radius of t = 0 and of t = 1, gradient space.
        var startRadius: Float, endRadius: Float

        /// Writes the colours of `count` pixels whose first centre is device `(px, py)`.
        @inline(__always)
        func shade(px: Double, py: Double, count: Int, lookup: GradientLookup,
                   into out: UnsafeMutablePointer<PackedPixel>) {
            let n = Float(lookup.size - 1)
            let (u, v, du, dv) = center.offset(px: px, py: py)
            let r0 = startRadius, span = endRadius - startRadius
            if span != 0 && lookup.spread == .pad && u.isFinite && v.isFinite && du.isFinite && dv.isFinite {
                // One C call: the groups of four pixels by the 1.5·2^23 trick (adding it to a
                // float below 2^22 in magnitude leaves round(x) in the low mantissa bits; an
                // offset of −0.5 turns that into truncation), the rest one at a time.
                lookup.kernels.pointee.gradient_radial_pad(out, lookup.table, count, u, v, du, dv, n / span,
                                                           0.5 - r0 * n / span, n)
                return
            }
            for i in 0..<count {
                let fu = u + du * Float(i), fv = v + dv * Float(i)
                let distance = (fu * fu + fv * fv).squareRoot()
                if span == 0 {
                    out[i] = lookup.table[distance >= r0 ? lookup.size - 1 : 0]
                } else {
                    let t = (distance - r0) / span
                    out[i] = lookup.entry(lookup.spread == .pad ? t * n + 0.5 : lookup.wrapped(t))
                }
            }
        }
    }
}
