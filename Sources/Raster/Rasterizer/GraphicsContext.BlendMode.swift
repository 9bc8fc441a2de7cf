// GraphicsContext.BlendMode.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.BlendMode and CoreGraphics CGBlendMode (iOS 17)
// Status: Complete — separable and non-separable modes follow W3C Compositing and Blending
// Level 1 §10 (on straight colour, recombined with Porter-Duff source-over); Porter-Duff
// modes follow §9; plusDarker/plusLighter follow CoreGraphics' documented formulas.

import Foundation

extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content.
    ///
    /// Raster: raw values are CoreGraphics' `CGBlendMode` numbers, as in SwiftUI. Every mode
    /// composites premultiplied RGBA8; partial coverage (anti-aliased edges, clip masks)
    /// blends between the destination and the mode's result.
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }
}

extension GraphicsContext.BlendMode {
    /// The mode applied to one premultiplied source and destination pixel, before coverage.
    /// (Source-over has its own integer fast path in `Blitter`; this is the general path.)
    func blend(_ source: PackedPixel, _ destination: PackedPixel) -> PackedPixel {
        let s = PixelMath.unpack(source), d = PixelMath.unpack(destination)
        let sa = s.w, da = d.w
        // Porter-Duff: result = Fa·S + Fb·D (§9.1).
        func porterDuff(_ fa: Float, _ fb: Float) -> PackedPixel { PixelMath.pack(s * fa + d * fb) }
        switch rawValue {
        case 0: return porterDuff(1, 1 - sa)
        case 16: return 0
        case 17: return source
        case 18: return porterDuff(da, 0)
        case 19: return porterDuff(1 - da, 0)
        case 20: return porterDuff(da, 1 - sa)
        case 21: return porterDuff(1 - da, 1)
        case 22: return porterDuff(0, sa)
        case 23: return porterDuff(0, 1 - sa)
        case 24: return porterDuff(1 - da, sa)
        case 25: return porterDuff(1 - da, 1 - sa)
        case 27:
            return PixelMath.pack((s + d).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)))
        case 26:
            let ra = Swift.min(1, sa + da)
            let c = SIMD4(repeating: ra) - ((SIMD4(repeating: da) - d) + (SIMD4(repeating: sa) - s))
            var r = c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
            r.w = ra
            return PixelMath.pack(r)
        default:
            break
        }
        // Separable and non-separable modes (§10): B on straight colours, then
        // result = (1 − αb)·Cs + (1 − αs)·Cb + αs·αb·B(Cb, Cs), all premultiplied.
        let cs = SIMD3(s.x, s.y, s.z) / (sa > 0 ? sa : 1)
        let cb = SIMD3(d.x, d.y, d.z) / (da > 0 ? da : 1)
        let mixed = blendStraight(cb, cs)
        let color = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + mixed * (sa * da)
        return PixelMath.pack(SIMD4(color.x, color.y, color.z, sa + da - sa * da))
    }

    /// B(Cb, Cs) for the separable and non-separable modes, straight colours 0...1.
    private func blendStraight(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> {
            SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z))
        }
        func hardLight(_ b: Float, _ s: Float) -> Float {
            s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1)
        }
        func screen(_ b: Float, _ s: Float) -> Float { b + s - b * s }
        switch rawValue {
        case 1: return cb * cs
        case 2: return each(screen)
        case 3: return each { b, s in hardLight(s, b) }
        case 4: return pointwiseMin(cb, cs)
        case 5: return pointwiseMax(cb, cs)
        case 6: return each { b, s in b == 0 ? 0 : (s >= 1 ? 1 : Swift.min(1, b / (1 - s))) }
        case 7: return each { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - Swift.min(1, (1 - b) / s)) }
        case 8:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case 9: return each(hardLight)
        case 10: return each { b, s in abs(b - s) }
        case 11: return cb + cs - 2 * cb * cs
        case 12: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case 13: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case 14: return Self.setLum(cs, Self.lum(cb))
        case 15: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    // Non-separable helpers (W3C Compositing §10.3).
    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var r = c
        if n < 0 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return r
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = c.min(), x = c.max()
        guard x > n else { return .zero }
        return (c - SIMD3(repeating: n)) * s / (x - n)
    }
}

/// The ways CoreGraphics composites what is drawn with what is there (UIKit's
/// `UIImage.draw(in:blendMode:alpha:)`, `CGContext.setBlendMode(_:)`). Linux's Foundation has
/// no CoreGraphics, so Raster defines it: each mode draws as the `GraphicsContext.BlendMode`
/// of the same raw value (`graphicsBlendMode`).
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter

    /// The graphics context's mode of the same number.
    var graphicsBlendMode: GraphicsContext.BlendMode { GraphicsContext.BlendMode(rawValue: rawValue) }
}
