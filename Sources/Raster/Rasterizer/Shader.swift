// Shader.swift · Raster/Rasterizer · Raster's own paint evaluation (no SwiftUI counterpart)
// Status: Complete — linear, radial and conic gradients (pad, repeat, mirror), images
// (nearest or bilinear, clamped or tiled).
//
// A shader fills a row of device pixels with premultiplied colours; the Blitter then applies
// coverage and the blend mode. Each pixel is sampled at its centre (x + 0.5, y + 0.5).
//
// Gradients read a table (256–1024 entries, see `tableSize`) of premultiplied colours built from the stops: colours
// are interpolated straight (unpremultiplied) in sRGB, or in linear light with
// `.linearColor`, then premultiplied and multiplied by the draw's opacity. Coincident stops
// make a hard edge: for t at or past a stop location the later stop applies.

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

    let geometry: Geometry
    let spread: Spread
    /// Entries in `table`: 256, 512 or 1024, at least the gradient's device length when
    /// possible, so hard stops land within half a pixel.
    let tableSize: Int
    private let table: UnsafeMutablePointer<PackedPixel>

    /// A gradient shader. `stops` are (location, straight sRGB colour), in any order;
    /// `deviceLength` is how many device pixels t = 0...1 spans (sizes the table).
    init(gradient stops: [(location: Float, color: Color.Resolved)], geometry: Geometry, spread: Spread,
         linearColor: Bool, opacity: Float, deviceLength: Double) {
        self.geometry = geometry
        self.spread = spread
        tableSize = deviceLength <= 256 ? 256 : (deviceLength <= 512 ? 512 : 1024)
        table = .allocate(capacity: tableSize)
        Shader.fillTable(table, count: tableSize, stops: stops, linearColor: linearColor, opacity: opacity)
    }

    /// An image shader.
    init(image geometry: Geometry) {
        self.geometry = geometry
        spread = .pad
        tableSize = 1
        table = .allocate(capacity: 1)
    }

    deinit { table.deallocate() }

    private static func fillTable(_ table: UnsafeMutablePointer<PackedPixel>, count: Int,
                                  stops unsorted: [(location: Float, color: Color.Resolved)],
                                  linearColor: Bool, opacity: Float) {
        let stops = unsorted.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { (location: Swift.max(0, Swift.min(1, $0.element.location)), color: $0.element.color) }
        guard !stops.isEmpty else {
            table.initialize(repeating: 0, count: count)
            return
        }
        func toLinear(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }
        func toSRGB(_ v: Float) -> Float { v <= 0.0031308 ? 12.92 * v : 1.055 * powf(v, 1 / 2.4) - 0.055 }
        func components(_ c: Color.Resolved) -> SIMD4<Float> {
            let v = SIMD4(c.red, c.green, c.blue, c.opacity).clamped(lowerBound: .zero, upperBound: .one)
            return linearColor ? SIMD4(toLinear(v.x), toLinear(v.y), toLinear(v.z), v.w) : v
        }
        let values = stops.map { components($0.color) }
        let last = Float(count - 1)
        var k = 0
        for i in 0..<count {
            let t = Float(i) / last
            while k + 1 < stops.count, stops[k + 1].location <= t { k += 1 }
            var c: SIMD4<Float>
            if t < stops[0].location {
                c = values[0]
            } else if k + 1 >= stops.count {
                c = values[k]
            } else {
                let span = stops[k + 1].location - stops[k].location
                let f = span > 0 ? (t - stops[k].location) / span : 0
                c = values[k] + (values[k + 1] - values[k]) * f
            }
            if linearColor { c = SIMD4(toSRGB(c.x), toSRGB(c.y), toSRGB(c.z), c.w) }
            // Premultiply and quantize (all values are in 0...1, so +0.5 and truncation round).
            let a = c.w * opacity
            let q = SIMD4(c.x * a, c.y * a, c.z * a, a) * 255 + 0.5
            table[i] = UInt32(q.x) | UInt32(q.y) << 8 | UInt32(q.z) << 16 | UInt32(q.w) << 24
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
        switch geometry {
        case .linear(let a, let b, let c):
            let t = Float(Double(a) * px + Double(b) * py + Double(c))
            if spread == .pad {
                var s = t * n + 0.5
                let ds = a * n
                for i in 0..<count {
                    out[i] = entry(s)
                    s += ds
                }
            } else {
                for i in 0..<count { out[i] = entry(wrapped(t + a * Float(i))) }
            }
        case .radial(let m, let cx, let cy, let r0, let r1):
            var u = Float(m.a * px + m.c * py + m.tx) - cx, v = Float(m.b * px + m.d * py + m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let span = r1 - r0
            if span == 0 {
                for i in 0..<count {
                    out[i] = table[(u * u + v * v).squareRoot() >= r0 ? tableSize - 1 : 0]
                    u += du; v += dv
                }
            } else if spread == .pad {
                let k = n / span, offset = 0.5 - r0 * k
                for i in 0..<count {
                    out[i] = entry((u * u + v * v).squareRoot() * k + offset)
                    u += du; v += dv
                }
            } else {
                for i in 0..<count {
                    out[i] = entry(wrapped(((u * u + v * v).squareRoot() - r0) / span))
                    u += du; v += dv
                }
            }
        case .conic(let m, let cx, let cy, let start):
            var u = Float(m.a * px + m.c * py + m.tx) - cx, v = Float(m.b * px + m.d * py + m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let turn = 1 / (2 * Float.pi)
            for i in 0..<count {
                var t = (atan2f(v, u) - start) * turn
                t -= t.rounded(.down)
                out[i] = entry(t * n + 0.5)
                u += du; v += dv
            }
        case .image(let bytes, let w, let h, let m, let tiled, let nearest, let opacity):
            bytes.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: PackedPixel.self).baseAddress!
                ImageSampler(pixels: src, width: w, height: h, tiled: tiled)
                    .sample(m: m, px: px, py: py, count: count, nearest: nearest, opacity: opacity, into: out)
            }
        case .layer(let bytes, let width, let opacity):
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
