// PaintShader.ConicGeometry.swift · Raster/Rasterizer/Shaders · device-space geometry of SwiftUI's AngularGradient (iOS 17)
// Status: Complete — one turn from the start angle (t never leaves 0..<1, so spread does not apply).
//
// A device pixel centre p maps to gradient space q (see PaintShader.GradientCenter.swift). t is
// the angle of q around the centre from `startAngle`, in turns: t = (atan2(v, u) −
// startAngle) / 2π with (u, v) = q − centre, wrapped into 0..<1. Angles grow from +x towards +y, which is clockwise on a
// y-down screen, as in SwiftUI.

import Foundation

extension PaintShader {
    /// A conic (angular) gradient: a turn around `center`, in gradient space.
    struct ConicGeometry {
        var center: GradientCenter
        /// The angle of t = 0, radians from +x towards +y.
        var startAngle: Float

        /// Writes the colours of `count` pixels whose first centre is device `(px, py)`.
        @inline(__always)
        func shade(px: Double, py: Double, count: Int, lookup: GradientLookup,
                   into out: UnsafeMutablePointer<PackedPixel>) {
            let n = Float(lookup.size - 1)
            let start = center.offset(px: px, py: py)
            var u = start.u, v = start.v
            let du = start.du, dv = start.dv
            let turn = 1 / (2 * Float.pi)
            for i in 0..<count {
                var t = (atan2f(v, u) - startAngle) * turn
                t -= t.rounded(.down)
                out[i] = lookup.entry(t * n + 0.5)
                u += du; v += dv
            }
        }
    }
}
