// GradientTable.swift · Raster/Rasterizer · Raster's own gradient colour tables (no SwiftUI counterpart)
// Status: Complete.
//
// Builds the premultiplied colour table a gradient PaintShader reads. Entry i is at t = i / (count − 1).
// Colours are interpolated straight (unpremultiplied) in sRGB, or in linear light with
// `.linearColor`. Each entry is computed as Skia's raster pipeline computes a gradient pixel,
// so that images agree with it: the straight colour is rounded to bytes, premultiplied with
// rounding, then scaled by the draw's opacity byte as `PixelMath.scaleApproximately` does.
// Before the first stop and from the last stop on, the end colours hold; coincident stops make
// a hard edge (for t at or past a stop location the later stop applies).
//
// sRGB tables are built four entries at a time, one SIMD lane per entry, with the same
// floating-point operations in the same order as one entry at a time, so the bytes are
// identical (the scalar version cost about 8 ns an entry, 11% of gradients_1k).

import Foundation

enum GradientTable {
    /// Fills `table[0..<count]` (count ≥ 2) from `stops` (location, straight sRGB colour; any
    /// order, locations clamped to 0...1) and returns whether every entry is opaque.
    static func fill(_ table: UnsafeMutablePointer<PackedPixel>, count: Int,
                     stops unsorted: [(location: Float, color: Color.Resolved)],
                     linearColor: Bool, opacity: Float) -> Bool {
        let stops = unsorted.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { (location: Swift.max(0, Swift.min(1, $0.element.location)), color: $0.element.color) }
        guard !stops.isEmpty else {
            table.initialize(repeating: 0, count: count)
            return false
        }
        func components(_ c: Color.Resolved) -> SIMD4<Float> {
            let v = SIMD4(c.red, c.green, c.blue, c.opacity).clamped(lowerBound: .zero, upperBound: .one)
            return linearColor ? SIMD4(toLinear(v.x), toLinear(v.y), toLinear(v.z), v.w) : v
        }
        let values = stops.map { components($0.color) }
        let opacityByte = UInt32((Swift.max(0, Swift.min(1, opacity)) * 255).rounded())
        @inline(__always) func entry(_ straight: SIMD4<Float>) -> PackedPixel {
            let c = linearColor ? SIMD4(toSRGB(straight.x), toSRGB(straight.y), toSRGB(straight.z), straight.w) : straight
            let q = c * 255 + 0.5
            let a = UInt32(q.w)
            let premultiplied = PixelMath.mul255(UInt32(q.x), a) | PixelMath.mul255(UInt32(q.y), a) << 8
                | PixelMath.mul255(UInt32(q.z), a) << 16 | a << 24
            return opacityByte == 255 ? premultiplied : PixelMath.scaleApproximately(premultiplied, opacityByte)
        }
        let last = Float(count - 1)
        /// The first index from `i` on whose t is at or past `location` (t grows with the index).
        func firstIndex(from i: Int, reaching location: Float) -> Int {
            var j = Swift.max(i, Swift.min(count, Int(location * last)))
            while j > i, Float(j - 1) / last >= location { j -= 1 }
            while j < count, Float(j) / last < location { j += 1 }
            return j
        }
        var i = firstIndex(from: 0, reaching: stops[0].location)
        table.update(repeating: entry(values[0]), count: i)
        for k in 0..<stops.count - 1 {
            let location = stops[k].location, end = stops[k + 1].location
            let from = values[k], delta = values[k + 1] - values[k]
            let stop = firstIndex(from: i, reaching: end)
            if !linearColor {
                i = interpolate(table, i, stop, last: last, location: location, span: end - location,
                                from: from, delta: delta, opacity: opacityByte)
            }
            while i < stop {
                table[i] = entry(from + delta * ((Float(i) / last - location) / (end - location)))
                i += 1
            }
        }
        (table + i).update(repeating: entry(values[stops.count - 1]), count: count - i)
        var alpha: UInt32 = 0xFF00_0000
        for j in 0..<count { alpha &= table[j] }
        return alpha == 0xFF00_0000
    }

    /// Entries `i..<end`, four at a time, in sRGB: each lane does what `entry` does for one
    /// index. Returns the index where fewer than four remain.
    @inline(__always)
    private static func interpolate(_ table: UnsafeMutablePointer<PackedPixel>, _ start: Int, _ end: Int,
                                    last: Float, location: Float, span: Float,
                                    from: SIMD4<Float>, delta: SIMD4<Float>, opacity: UInt32) -> Int {
        var i = start
        var index = SIMD4<Float>(Float(i), Float(i + 1), Float(i + 2), Float(i + 3))
        while i + 4 <= end {
            let f = (index / last - location) / span
            @inline(__always) func byte(_ channel: Int) -> SIMD4<UInt32> {
                truncated((from[channel] + delta[channel] * f) * 255 + 0.5)
            }
            let a = byte(3)
            var pixels = mul255(byte(0), a) | mul255(byte(1), a) &<< 8 | mul255(byte(2), a) &<< 16 | a &<< 24
            if opacity != 255 { pixels = PixelMath.scaleApproximately(pixels, PixelMath.Pixels4(repeating: opacity)) }
            UnsafeMutableRawPointer(table + i).storeBytes(of: pixels, as: PixelMath.Pixels4.self)
            index += 4
            i += 4
        }
        return i
    }

    /// ⌊q⌋ for q in 0..<2^22, exactly: adding 1.5·2^23 leaves q rounded to nearest in the
    /// low mantissa bits; one is taken off where that rounded up.
    @inline(__always)
    private static func truncated(_ q: SIMD4<Float>) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let s = q + magic
        let k = unsafeBitCast(s, to: SIMD4<UInt32>.self) &- 0x4B40_0000
        return k.replacing(with: k &- 1, where: s - magic .> q)
    }

    /// `PixelMath.mul255` in each lane (bytes), as 16-bit multiplies: the products fit, and
    /// the zero high halves stay zero ((0 · 0 + 128) >> 8 = 0).
    @inline(__always)
    private static func mul255(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let x = unsafeBitCast(a, to: SIMD8<UInt16>.self) &* unsafeBitCast(b, to: SIMD8<UInt16>.self) &+ 128
        return unsafeBitCast((x &+ (x &>> 8)) &>> 8, to: SIMD4<UInt32>.self)
    }

    private static func toLinear(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }
    private static func toSRGB(_ v: Float) -> Float { v <= 0.0031308 ? 12.92 * v : 1.055 * powf(v, 1 / 2.4) - 0.055 }
}
