// Shader.swift · Raster/Rasterizer · Raster's own paint evaluation (no SwiftUI counterpart)
// Status: Complete — linear, radial and conic gradients (pad, repeat, mirror), images
// (nearest or bilinear, clamped or tiled).
//
// A shader fills a row of device pixels with premultiplied colours; the Blitter then applies
// coverage and the blend mode. Each pixel is sampled at its centre (x + 0.5, y + 0.5).
//
// Gradients read a table (256–4096 entries, see `tableSize`) of premultiplied colours built
// from the stops by `GradientTable`.

import Foundation

final class Shader {
    enum Spread { case pad, `repeat`, mirror }

    enum Geometry {
        /// t = a·x + b·y + c at device pixel centre (x, y).
        case linear(a: Float, b: Float, c: Float)
        /// Gradient space = device · inverse; t = (|p − centre| − r0) / (r1 − r0).
        case radial(inverse: CGAffineTransform, cx: Float, cy: Float, r0: Float, r1: Float)
        /// Gradient space = device · inverse; t = (angle of p around centre − start) / 2π.
        case conic(inverse: CGAffineTransform, cx: Float, cy: Float, start: Float)
        /// Image pixel space = device · inverse.
        case image(bytes: [UInt8], width: Int, height: Int, inverse: CGAffineTransform, tiled: Bool, nearest: Bool, opacity: UInt32)
        /// A same-size layer read 1:1, multiplied by `opacity` (0...255).
        case layer(bytes: [UInt8], width: Int, opacity: UInt32)
    }

    private enum Kind { case linear, radial, conic, image, layer }

    // The geometry, unpacked into plain fields so that shading a span copies no payloads.
    private let kind: Kind
    /// linear: t = a·x + b·y + c. radial: centre (a, b), radii c...d. conic: centre (a, b), start c.
    private var a: Float = 0, b: Float = 0, c: Float = 0, d: Float = 0
    /// Device → gradient or image space (radial, conic, image).
    private var inverse = CGAffineTransform.identity
    private var bytes: [UInt8] = []
    private var width = 0, height = 0
    private var tiled = false, nearest = false
    private var opacity: UInt32 = 255
    let spread: Spread
    /// Whether every colour the shader produces is opaque (then full coverage is a copy).
    private(set) var isOpaque = false
    /// Entries in `table`: a power of two from 256 to 4096, at least four per device pixel of
    /// the gradient when possible. Reading the nearest entry then moves t by at most 1/8 pixel,
    /// so hard stops land within that and colours rarely round differently from exact t
    /// (gradients_1k: mean difference to Skia 0.19/255 with one entry per pixel, 0.12 with four).
    let tableSize: Int
    /// `colors.entries`, which `colors` keeps alive.
    private let table: UnsafeMutablePointer<PackedPixel>
    private let colors: GradientColors?

    /// A gradient shader. `stops` are (location, straight sRGB colour), in any order;
    /// `deviceLength` is how many device pixels t = 0...1 spans (sizes the table). The table
    /// comes from `cache` when it holds the same one.
    init(gradient stops: [(location: Float, color: Color.Resolved)], geometry: Geometry, spread: Spread,
         linearColor: Bool, opacity: Float, deviceLength: Double, cache: GradientColorsCache?) {
        kind = Shader.unpack(geometry, into: &a, &b, &c, &d, &inverse, &bytes, &width, &height, &tiled, &nearest, &self.opacity)
        self.spread = spread
        var size = 256
        while size < 4096 && Double(size) < 4 * deviceLength { size *= 2 }
        tableSize = size
        let colors = cache?.colors(stops: stops, count: size, linearColor: linearColor, opacity: opacity)
            ?? GradientColors(stops: stops, count: size, linearColor: linearColor, opacity: opacity)
        self.colors = colors
        table = colors.entries
        isOpaque = colors.isOpaque
    }

    /// An image shader.
    init(image geometry: Geometry) {
        kind = Shader.unpack(geometry, into: &a, &b, &c, &d, &inverse, &bytes, &width, &height, &tiled, &nearest, &opacity)
        spread = .pad
        tableSize = 0
        colors = nil
        table = Shader.noTable
    }

    /// The `table` of image shaders, which read none.
    private static let noTable = UnsafeMutablePointer<PackedPixel>.allocate(capacity: 1)

    private static func unpack(_ g: Geometry, into a: inout Float, _ b: inout Float, _ c: inout Float, _ d: inout Float,
                               _ m: inout CGAffineTransform, _ bytes: inout [UInt8], _ w: inout Int, _ h: inout Int,
                               _ tiled: inout Bool, _ nearest: inout Bool, _ opacity: inout UInt32) -> Kind {
        switch g {
        case .linear(let la, let lb, let lc):
            (a, b, c) = (la, lb, lc)
            return .linear
        case .radial(let inv, let cx, let cy, let r0, let r1):
            (m, a, b, c, d) = (inv, cx, cy, r0, r1)
            return .radial
        case .conic(let inv, let cx, let cy, let start):
            (m, a, b, c) = (inv, cx, cy, start)
            return .conic
        case .image(let data, let iw, let ih, let inv, let t, let n, let o):
            (bytes, w, h, m, tiled, nearest, opacity) = (data, iw, ih, inv, t, n, o)
            return .image
        case .layer(let data, let lw, let o):
            (bytes, w, opacity) = (data, lw, o)
            return .layer
        }
    }

    /// The table position (before truncation) for parameter `t` under repeat or mirror.
    @inline(__always)
    private func wrapped(_ t: Float) -> Float {
        var u = t
        if spread == .repeat {
            u = t - t.rounded(.down)
        } else {
            let m = t - 2 * (t / 2).rounded(.down)
            u = m > 1 ? 2 - m : m
        }
        return u * Float(tableSize - 1) + 0.5
    }

    /// `table[s]` for a table position `s`, clamped to the ends (NaN reads entry 0).
    @inline(__always)
    private func entry(_ s: Float) -> PackedPixel {
        let hi = Float(tableSize - 1)
        return table[Int(s > 0 ? (s < hi ? s : hi) : 0)]
    }

    /// Writes the colours of `count` pixels from device `(x, y)` to `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let n = Float(tableSize - 1)
        let m = inverse
        switch kind {
        case .linear:
            let t = Float(Double(a) * px + Double(b) * py + Double(c))
            if spread == .pad {
                padRow(start: t * n + 0.5, step: a * n, count: count, into: out)
            } else {
                for i in 0..<count { out[i] = entry(wrapped(t + a * Float(i))) }
            }
        case .radial:
            let u = Float(m.a * px + m.c * py + m.tx) - a, v = Float(m.b * px + m.d * py + m.ty) - b
            let du = Float(m.a), dv = Float(m.b)
            let r0 = c, span = d - c
            if span != 0 && spread == .pad && u.isFinite && v.isFinite && du.isFinite && dv.isFinite {
                radialPadRow(u: u, v: v, du: du, dv: dv, scale: n / span, offset: 0.5 - r0 * n / span,
                             count: count, into: out)
                return
            }
            for i in 0..<count {
                let fu = u + du * Float(i), fv = v + dv * Float(i)
                let distance = (fu * fu + fv * fv).squareRoot()
                if span == 0 {
                    out[i] = table[distance >= r0 ? tableSize - 1 : 0]
                } else {
                    let t = (distance - r0) / span
                    out[i] = entry(spread == .pad ? t * n + 0.5 : wrapped(t))
                }
            }
        case .conic:
            var u = Float(m.a * px + m.c * py + m.tx) - a, v = Float(m.b * px + m.d * py + m.ty) - b
            let du = Float(m.a), dv = Float(m.b)
            let turn = 1 / (2 * Float.pi)
            for i in 0..<count {
                var t = (atan2f(v, u) - c) * turn
                t -= t.rounded(.down)
                out[i] = entry(t * n + 0.5)
                u += du; v += dv
            }
        case .image:
            bytes.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: PackedPixel.self).baseAddress!
                ImageSampler(pixels: src, width: width, height: height, tiled: tiled)
                    .sample(m: m, px: px, py: py, count: count, nearest: nearest, opacity: opacity, into: out)
            }
        case .layer:
            bytes.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: PackedPixel.self).baseAddress! + y * width + x
                if opacity == 255 {
                    out.update(from: src, count: count)
                } else {
                    for i in 0..<count { out[i] = PixelMath.scale(src[i], opacity) }
                }
            }
        }
    }

    /// Table entries at positions `start + i·step`, clamped to the table. The positions are
    /// monotonic, so the span splits into a clamped head, an unclamped middle stepped in
    /// 16.16 fixed point, and a clamped tail.
    @inline(__always)
    private func padRow(start: Float, step: Float, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        let hi = Float(tableSize - 1)
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
            out.update(repeating: start < 0 ? table[0] : table[tableSize - 1], count: count)
            return
        }
        let before = step > 0 ? table[0] : table[tableSize - 1], after = step > 0 ? table[tableSize - 1] : table[0]
        out.update(repeating: before, count: i)
        (out + end).update(repeating: after, count: count - end)
        guard i < end else { return }
        var fixed = Int64((start + step * Float(i)) * 65536)
        let delta = Int64(step * 65536)
        let top = Int64(tableSize - 1)
        let final = fixed + Int64(end - 1 - i) * delta
        if fixed >> 16 >= 0, fixed >> 16 <= top, final >> 16 >= 0, final >> 16 <= top {
            // Both ends are inside the table, and positions are monotonic: no clamping.
            let table = self.table
            @inline(__always) func next() -> PackedPixel {
                defer { fixed &+= delta }
                return table[Int(truncatingIfNeeded: fixed >> 16)]
            }
            // Four pixels make one 16-byte store: fewer stores waiting on the same
            // destination lines when they are not in cache.
            while i &+ 4 <= end {
                let p0 = next(), p1 = next(), p2 = next(), p3 = next()
                UnsafeMutableRawPointer(out + i).storeBytes(of: PixelMath.Pixels4(p0, p1, p2, p3), as: PixelMath.Pixels4.self)
                i &+= 4
            }
            while i < end {
                out[i] = next()
                i &+= 1
            }
            return
        }
        while i < end {
            out[i] = table[Int(Swift.min(Swift.max(fixed >> 16, 0), top))]
            fixed += delta
            i += 1
        }
    }

    /// Table entries at |(u, v) + i·(du, dv)| · scale + offset, clamped to the table.
    ///
    /// Positions become integers by the 1.5·2^23 trick: adding it to a float below 2^22 in
    /// magnitude leaves round(x) in the low mantissa bits, so four lanes convert with one add
    /// and one integer subtract (offset − 0.5 turns round-to-nearest into truncation). The
    /// sums are whole numbers, so clamping them as floats clamps the table index exactly.
    @inline(__always)
    private func radialPadRow(u: Float, v: Float, du: Float, dv: Float, scale: Float, offset: Float,
                              count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        let hi = Float(tableSize - 1)
        @inline(__always) func clamp(_ s: Float) -> Int { Int(s > 0 ? (s < hi ? s : hi) : 0) }
        @inline(__always) func position(_ i: Int) -> Float {
            let fu = u + du * Float(i), fv = v + dv * Float(i)
            return (fu * fu + fv * fv).squareRoot() * scale + offset
        }
        // Distance along a row is convex, so the ends and the offset bound every position.
        let limit: Float = 2_097_152
        var i = 0
        if abs(position(0)) < limit, abs(position(count - 1)) < limit, abs(offset) < limit {
            let magic = SIMD4<Float>(repeating: 12_582_912), magicBits = SIMD4<UInt32>(repeating: 0x4B40_0000)
            let shift = SIMD4<Float>(repeating: offset - 0.5) + magic
            let low = magic, high = magic + SIMD4<Float>(repeating: hi)
            @inline(__always) func entry(_ k: UInt32) -> PackedPixel { table[Int(truncatingIfNeeded: k)] }
            let lane = SIMD4<Float>(0, 1, 2, 3)
            var u4 = u + lane * du, v4 = v + lane * dv
            let du4 = SIMD4<Float>(repeating: 4 * du), dv4 = SIMD4<Float>(repeating: 4 * dv)
            let scale4 = SIMD4<Float>(repeating: scale)
            while i + 4 <= count {
                var s = (u4 * u4 + v4 * v4).squareRoot() * scale4 + shift
                s.replace(with: low, where: .!(s .>= low))
                s.replace(with: high, where: s .> high)
                let k = unsafeBitCast(s, to: SIMD4<UInt32>.self) &- magicBits
                let pixels = PixelMath.Pixels4(entry(k[0]), entry(k[1]), entry(k[2]), entry(k[3]))
                UnsafeMutableRawPointer(out + i).storeBytes(of: pixels, as: PixelMath.Pixels4.self)
                u4 += du4; v4 += dv4
                i += 4
            }
        }
        while i < count {
            out[i] = table[clamp(position(i))]
            i += 1
        }
    }
}

/// Reads an image's pixels at fractional positions.
private struct ImageSampler {
    let pixels: UnsafePointer<PackedPixel>
    let width: Int, height: Int, tiled: Bool

    @inline(__always)
    func wrap(_ v: Int, _ n: Int) -> Int {
        if tiled { let r = v % n; return r < 0 ? r + n : r }
        return v < 0 ? 0 : (v >= n ? n - 1 : v)
    }

    @inline(__always)
    func at(_ x: Int, _ y: Int) -> PackedPixel { pixels[wrap(y, height) * width + wrap(x, width)] }

    func sample(m: CGAffineTransform, px: Double, py: Double, count: Int, nearest: Bool,
                opacity: UInt32, into out: UnsafeMutablePointer<PackedPixel>) {
        var u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
        let limit = Double(1 << 30)
        for i in 0..<count {
            var p: PackedPixel
            let cu = Swift.max(-limit, Swift.min(limit, u.isNaN ? 0 : u))
            let cv = Swift.max(-limit, Swift.min(limit, v.isNaN ? 0 : v))
            if nearest {
                p = at(Int(cu.rounded(.down)), Int(cv.rounded(.down)))
            } else {
                let fu = cu - 0.5, fv = cv - 0.5
                let x0 = fu.rounded(.down), y0 = fv.rounded(.down)
                let wx = UInt32((fu - x0) * 256), wy = UInt32((fv - y0) * 256)
                let ix = Int(x0), iy = Int(y0)
                let top = lerp(at(ix, iy), at(ix + 1, iy), wx)
                let bottom = lerp(at(ix, iy + 1), at(ix + 1, iy + 1), wx)
                p = lerp(top, bottom, wy)
            }
            out[i] = opacity == 255 ? p : PixelMath.scale(p, opacity)
            u += m.a; v += m.b
        }
    }

    /// `a + (b − a)·w/256` per channel.
    @inline(__always)
    func lerp(_ a: PackedPixel, _ b: PackedPixel, _ w: UInt32) -> PackedPixel {
        let iw = 256 - w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }
}
