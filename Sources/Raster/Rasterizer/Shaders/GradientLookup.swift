// GradientLookup.swift · Raster/Rasterizer/Shaders · Raster's own gradient table reads (no SwiftUI counterpart)
// Status: Complete.
//
// Every gradient kind computes a parameter t per pixel and reads the colour at t from its
// table: entry i is the colour at t = i / (size − 1), so the position of t is
// t · (size − 1) + 0.5, truncated. Spread decides t outside 0...1: pad clamps the position to
// the ends, repeat keeps t's fraction, mirror folds t into a triangle wave of period 2.
// A pad row is one call of CRasterKernels' `gradient_linear_pad` or `gradient_radial_pad`,
// which clamp each position as `entry` does.

/// A gradient's colour table and its spread. A value copied into each row's loop.
struct GradientLookup {
    /// Premultiplied colours, `size` of them (owned by the shader's `GradientColors`).
    let table: UnsafeMutablePointer<PackedPixel>
    /// Entries in `table`: a power of two from 256 to 4096 (0 for image shaders).
    let size: Int
    let spread: PaintShader.Spread
    /// The gradient kernels of the process's CPU path (CPUDispatch.swift).
    let kernels = SpanKernels.active.kernels

    /// The table position (before truncation) for parameter `t` under repeat or mirror.
    @inline(__always)
    func wrapped(_ t: Float) -> Float {
        var u = t
        if spread == .repeat {
            u = t - t.rounded(.down)
        } else {
            let m = t - 2 * (t / 2).rounded(.down)
            u = m > 1 ? 2 - m : m
        }
        return u * Float(size - 1) + 0.5
    }

    /// `table[s]` for a table position `s`, clamped to the ends (NaN reads entry 0).
    @inline(__always)
    func entry(_ s: Float) -> PackedPixel {
        let hi = Float(size - 1)
        return table[Int(s > 0 ? (s < hi ? s : hi) : 0)]
    }
}
