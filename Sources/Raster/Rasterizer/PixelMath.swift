// PixelMath.swift · Raster/Rasterizer · Raster's own pixel arithmetic (no SwiftUI counterpart)
// Status: Complete.
//
// Packed premultiplied RGBA8 arithmetic. A pixel is one UInt32 holding the bytes R, G, B, A
// in memory order, so on little-endian machines R is bits 0–7 and A bits 24–31.
//
// Two channels are processed at once in 16-bit lanes (the "RB" lanes `c & 0x00FF00FF` and
// the "AG" lanes `(c >> 8) & 0x00FF00FF`). Division by 255 is exact with rounding:
//     div255(x) = (x + 128 + ((x + 128) >> 8)) >> 8      for 0 ≤ x ≤ 255·255
// which the lane code applies to both lanes together.
//
// The Blitter's source-over loops are C kernels (Sources/CRasterKernels) that repeat
// `scale256`, `coverageScale` and `scaleApproximately`; a change here is a change there.

/// A premultiplied RGBA8 pixel packed little-endian: R in the low byte, A in the high byte.
typealias PackedPixel = UInt32

enum PixelMath {
    /// `c · a / 255` for every channel, rounded (a in 0...255).
    @inline(__always)
    static func scale(_ c: PackedPixel, _ a: UInt32) -> PackedPixel {
        var rb = (c & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((c >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Porter-Duff source-over: `s + d · (1 − αs)`.
    @inline(__always)
    static func sourceOver(_ s: PackedPixel, _ d: PackedPixel) -> PackedPixel {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// Four pixels at once: lanes are whole pixels.
    typealias Pixels4 = SIMD4<UInt32>

    /// `c · a / 255` for every channel as Skia's 8-bit pipeline approximates it,
    /// `⌊(c · a + 255) / 256⌋` (a in 0...255; exact at a = 0 and a = 255).
    @inline(__always)
    static func scaleApproximately(_ c: PackedPixel, _ a: UInt32) -> PackedPixel {
        let rb = (((c & 0x00FF_00FF) &* a &+ 0x00FF_00FF) >> 8) & 0x00FF_00FF
        let ag = (((c >> 8) & 0x00FF_00FF) &* a &+ 0x00FF_00FF) & 0xFF00_FF00
        return rb | ag
    }

    /// `scaleApproximately` on four pixels, each by its own `a` (0...255 in each lane).
    @inline(__always)
    static func scaleApproximately(_ c: Pixels4, _ a: Pixels4) -> Pixels4 {
        let a16 = unsafeBitCast(a | (a &<< 16), to: SIMD8<UInt16>.self)
        let rb = (unsafeBitCast(c & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* a16 &+ 255) &>> 8
        let ag = unsafeBitCast((c &>> 8) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* a16 &+ 255
        return unsafeBitCast(rb, to: Pixels4.self) | (unsafeBitCast(ag, to: Pixels4.self) & 0xFF00_FF00)
    }

    /// `c · s / 256` for every channel, truncated (s in 0...256).
    @inline(__always)
    static func scale256(_ c: PackedPixel, _ s: UInt32) -> PackedPixel {
        let rb = (((c & 0x00FF_00FF) &* s) >> 8) & 0x00FF_00FF
        let ag = (((c >> 8) & 0x00FF_00FF) &* s) & 0xFF00_FF00
        return rb | ag
    }

    /// A coverage byte (0...255) as a `scale256` factor (0...256): c + 1 for c > 0 (Skia's
    /// `SkAlpha255To256`), so that an opaque byte scaled by it is exactly c.
    @inline(__always)
    static func coverageScale(_ c: UInt32) -> UInt32 { c &+ ((c &+ 255) >> 8) }

    /// `a · b / 255`, rounded, for bytes.
    @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let x = a &* b &+ 128
        return (x &+ (x >> 8)) >> 8
    }

    /// Packs straight-alpha sRGB components (0...1) as a premultiplied pixel: each component
    /// is rounded to 8 bits first, then the colour is multiplied by the alpha byte and
    /// rounded (as Skia stores a paint colour).
    static func premultiplied(red: Float, green: Float, blue: Float, opacity: Float) -> PackedPixel {
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32((Swift.max(0, Swift.min(1, v.isNaN ? 0 : v)) * 255).rounded()) }
        let a = byte(opacity)
        return mul255(byte(red), a) | mul255(byte(green), a) << 8 | mul255(byte(blue), a) << 16 | a << 24
    }

    /// Unpacks a pixel into four channel values 0...1 (still premultiplied).
    @inline(__always)
    static func unpack(_ p: PackedPixel) -> SIMD4<Float> {
        SIMD4(Float(p & 255), Float((p >> 8) & 255), Float((p >> 16) & 255), Float(p >> 24)) / 255
    }

    /// Packs four premultiplied channel values 0...1, clamping colour to alpha.
    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> PackedPixel {
        let a = Swift.max(0, Swift.min(1, v.w))
        let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: a))
        let q = (c * 255).rounded(.toNearestOrAwayFromZero)
        return UInt32(q.x) | UInt32(q.y) << 8 | UInt32(q.z) << 16 | UInt32(q.w) << 24
    }
}
