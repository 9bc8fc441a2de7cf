// PaintShader.GradientCenter.swift · Raster/Rasterizer/Shaders · Raster's own gradient-space centre (no SwiftUI counterpart)
// Status: Complete.
//
// Radial and conic gradients measure from a centre given in gradient space (the user space
// the gradient was resolved in). A device pixel centre p maps to q = p · inverse; the row
// loops step (u, v) = q − centre, which moves by the inverse transform's first column (a, b)
// per device pixel to the right.

import Foundation

extension PaintShader {
    /// A gradient's centre in gradient space, and the device → gradient space transform.
    struct GradientCenter {
        /// Device → gradient space.
        var inverse: CGAffineTransform
        /// The centre, gradient space.
        var x: Float, y: Float

        /// (u, v) = q − centre for device point `(px, py)` mapped to gradient space q, and
        /// (du, dv), its change per device pixel to the right.
        @inline(__always)
        func offset(px: Double, py: Double) -> (u: Float, v: Float, du: Float, dv: Float) {
            let m = inverse
            return (Float(m.a * px + m.c * py + m.tx) - x, Float(m.b * px + m.d * py + m.ty) - y, Float(m.a), Float(m.b))
        }
    }
}
