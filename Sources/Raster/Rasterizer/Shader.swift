// Shader.swift · Raster/Rasterizer · Raster's own paint evaluation (no SwiftUI counterpart)
// Status: Complete — linear, radial and conic gradients (pad, repeat, mirror), images
// (nearest or bilinear, clamped or tiled).
//
// A shader fills a row of device pixels with premultiplied colours; the Blitter then applies
// coverage and the blend mode. Each pixel is sampled at its centre (x + 0.5, y + 0.5).
//
// Gradients read a 1024-entry table of premultiplied colours built from the stops: colours
// are interpolated straight (unpremultiplied) in sRGB, or in linear light with
// `.linearColor`, then premultiplied and multiplied by the draw's opacity. Coincident stops
// make a hard edge: for t at or past a stop location the later stop applies. 1024 entries
// keep each step under 1/4 of an 8-bit level for two-stop gradients.

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

    static let tableSize = 1024
    let geometry: Geometry
    let spread: Spread
    private let table: UnsafeMutablePointer<PackedPixel>

    /// A gradient shader. `stops` are (location, straight sRGB colour), in any order.
    init(gradient stops: [(location: Float, color: Color.Resolved)], geometry: Geometry, spread: Spread,
         linearColor: Bool, opacity: Float) {
        self.geometry = geometry
        self.spread = spread
        table = .allocate(capacity: Self.tableSize)
        Shader.fillTable(table, stops: stops, linearColor: linearColor, opacity: opacity)
    }

    /// An image shader.
    init(image geometry: Geometry) {
        self.geometry = geometry
        spread = .pad
        table = .allocate(capacity: 1)
    }

    deinit { table.deallocate() }

    /// Whether every colour this shader produces is fully opaque.
    var isOpaque: Bool {
        switch geometry {
        case .image, .layer: return false
        default: break
        }
        for i in 0..<Self.tableSize where table[i] >> 24 != 255 { return false }
        return true
    }

    private static func fillTable(_ table: UnsafeMutablePointer<PackedPixel>, stops unsorted: [(location: Float, color: Color.Resolved)],
                                  linearColor: Bool, opacity: Float) {
        let stops = unsorted.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { (location: Swift.max(0, Swift.min(1, $0.element.location)), color: $0.element.color) }
        guard !stops.isEmpty else {
            table.initialize(repeating: 0, count: tableSize)
            return
        }
        func toLinear(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }
        func toSRGB(_ v: Float) -> Float { v <= 0.0031308 ? 12.92 * v : 1.055 * powf(v, 1 / 2.4) - 0.055 }
        func components(_ c: Color.Resolved) -> SIMD4<Float> {
            linearColor ? SIMD4(toLinear(c.red), toLinear(c.green), toLinear(c.blue), c.opacity)
                        : SIMD4(c.red, c.green, c.blue, c.opacity)
        }
        let values = stops.map { components($0.color) }
        var k = 0
        for i in 0..<tableSize {
            let t = Float(i) / Float(tableSize - 1)
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
            table[i] = PixelMath.premultiplied(red: c.x, green: c.y, blue: c.z, opacity: c.w * opacity)
        }
    }

    /// The table index for gradient parameter `t` under the spread mode.
    @inline(__always)
    private func index(_ t: Float) -> Int {
        var u = t
        switch spread {
        case .pad: break
        case .repeat: u = t - t.rounded(.down)
        case .mirror:
            let m = t - 2 * (t / 2).rounded(.down)
            u = m > 1 ? 2 - m : m
        }
        if !(u > 0) { return 0 }
        if u >= 1 { return Self.tableSize - 1 }
        return Int(u * Float(Self.tableSize - 1) + 0.5)
    }

    /// Writes the colours of `count` pixels from device `(x, y)` to `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case .linear(let a, let b, let c):
            var t = Float(Double(a) * px + Double(b) * py + Double(c))
            if spread == .pad {
                let scaleT = Float(Self.tableSize - 1)
                var s = t * scaleT + 0.5, ds = a * scaleT
                let hi = Float(Self.tableSize - 1)
                for i in 0..<count {
                    let v = s > 0 ? (s < hi ? s : hi) : 0
                    out[i] = table[Int(v)]
                    s += ds
                }
                _ = t
            } else {
                for i in 0..<count {
                    out[i] = table[index(t)]
                    t += a
                }
            }
        case .radial(let m, let cx, let cy, let r0, let r1):
            var u = Float(m.a * px + m.c * py + m.tx) - cx, v = Float(m.b * px + m.d * py + m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let span = r1 - r0
            let inverseSpan: Float = span != 0 ? 1 / span : 0
            for i in 0..<count {
                let distance = (u * u + v * v).squareRoot()
                let t = span != 0 ? (distance - r0) * inverseSpan : (distance >= r0 ? 1 : 0)
                out[i] = table[index(t)]
                u += du; v += dv
            }
        case .conic(let m, let cx, let cy, let start):
            var u = Float(m.a * px + m.c * py + m.tx) - cx, v = Float(m.b * px + m.d * py + m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let turn = 1 / (2 * Float.pi)
            for i in 0..<count {
                var t = (atan2f(v, u) - start) * turn
                t -= t.rounded(.down)
                out[i] = table[Swift.min(Self.tableSize - 1, Int(t * Float(Self.tableSize - 1) + 0.5))]
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
