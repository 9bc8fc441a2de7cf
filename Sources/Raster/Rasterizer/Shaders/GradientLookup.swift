// GradientLookup.swift · Raster/Rasterizer/Shaders · Raster's own gradient table reads (no SwiftUI counterpart)
// Status: Complete.
//
// Every gradient kind computes a parameter t per pixel and reads the colour at t from its
// table: entry i is the colour at t = i / (size − 1), so the position of t is
// t · (size − 1) + 0.5, truncated. Spread decides t outside 0...1: pad clamps the position to
// the ends, repeat keeps t's fraction, mirror folds t into a triangle wave of period 2.

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

    /// Table entries at positions `start + i·step`, clamped to the table. The positions are
    /// monotonic, so the span splits into a clamped head, an unclamped middle stepped in
    /// 16.16 fixed point (a C kernel, CRasterKernels' `gradient_linear_pad`), and a clamped tail.
    ///
    /// Out of line, as the compiler kept it before the shader kinds had their own files:
    /// inlined into `PaintShader.shade` it made that too large for `RadialGeometry.shade` to be
    /// inlined, whose geometry was then copied to the stack for every row (gradients_1k:
    /// instructions in shading +0.8% instead of +0.6%, CPU time per frame +3% instead of +1%).
    @inline(never)
    func padRow(start: Float, step: Float, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        let hi = Float(size - 1)
        let last = Float(count - 1)
        guard start.isFinite, step.isFinite, abs(start) < 1e6, abs(start + step * last) < 1e6 else {
            for i in 0..<count { out[i] = entry(start + step * Float(i)) }
            return
        }
        // Where the positions cross 0 and hi; the middle loop clamps too, so an off-by-one
        // here only moves a pixel between loops that give it the same colour.
        var i = 0, end = count
        if step != 0 {
            // ⌈x⌉ clamped to 0...count, by truncation (x is clamped first, so it converts).
            @inline(__always) func crossing(_ x: Float) -> Int {
                let c = Swift.max(-1, Swift.min(Float(count), x))
                let t = Int(c)
                return Swift.max(0, Float(t) < c ? t + 1 : t)
            }
            let a = crossing((0 - start) / step), b = crossing((hi - start) / step)
            if step > 0 { i = a; end = Swift.max(i, b) } else { i = b; end = Swift.max(i, a) }
        } else if !(start >= 0 && start < hi) {
            out.update(repeating: start < 0 ? table[0] : table[size - 1], count: count)
            return
        }
        assert(i >= 0 && i <= end && end <= count, "middle \(i)..<\(end) outside the row's \(count) pixels")
        let before = step > 0 ? table[0] : table[size - 1], after = step > 0 ? table[size - 1] : table[0]
        out.update(repeating: before, count: i)
        (out + end).update(repeating: after, count: count - end)
        guard i < end else { return }
        var fixed = Int64((start + step * Float(i)) * 65536)
        let delta = Int64(step * 65536)
        let top = Int64(size - 1)
        let final = fixed + Int64(end - 1 - i) * delta
        if fixed >> 16 >= 0, fixed >> 16 <= top, final >> 16 >= 0, final >> 16 <= top {
            // Both ends are inside the table, and positions are monotonic: no clamping, and
            // every position lies in 0..<2^28, so the kernel's 32-bit sums give them exactly.
            kernels.pointee.gradient_linear_pad(out + i, table, end - i, UInt32(truncatingIfNeeded: fixed),
                                                UInt32(truncatingIfNeeded: delta), UInt32(top))
            return
        }
        while i < end {
            out[i] = table[Int(Swift.min(Swift.max(fixed >> 16, 0), top))]
            fixed += delta
            i += 1
        }
    }
}
