// ColorMatrix.swift · Raster/Rasterizer · mirrors SwiftUI ColorMatrix (iOS 17) and the CSS Filter Effects matrices behind saturation, contrast and hue rotation
// Status: Complete.
//
// The matrices are those of the W3C Filter Effects Module Level 1, §9.2 (feColorMatrix
// `saturate`, `hueRotate`) and §13 (the `contrast()` shorthand as an feComponentTransfer
// linear function: slope c, intercept 0.5 − 0.5·c). They act on straight (unpremultiplied)
// sRGB components 0...1; results are clamped to 0...1.

import Foundation

/// A 4×5 matrix that transforms the red, green, blue and opacity of each pixel.
///
/// Raster: each output component is a weighted sum of the input components (straight
/// alpha, 0...1) plus the fifth column, e.g. `red′ = r1·r + r2·g + r3·b + r4·a + r5`. The
/// default is the identity.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    /// A matrix whose colour part is the 3×3 `rgb` (rows red, green, blue) and whose
    /// offsets are `offset`; opacity passes through.
    init(rgb m: [Float], offset: Float = 0) {
        (r1, r2, r3, r5) = (m[0], m[1], m[2], offset)
        (g1, g2, g3, g5) = (m[3], m[4], m[5], offset)
        (b1, b2, b3, b5) = (m[6], m[7], m[8], offset)
    }

    /// Filter Effects §9.2 `saturate`: 0 grey, 1 unchanged, above 1 more saturated.
    static func saturation(_ s: Float) -> ColorMatrix {
        ColorMatrix(rgb: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// Filter Effects §9.2 `hueRotate` by `radians`.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = Float(cos(radians)), s = Float(sin(radians))
        return ColorMatrix(rgb: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                                 0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                                 0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072])
    }

    /// Filter Effects §13 `contrast(c)`: every colour component becomes `(v − 0.5)·c + 0.5`.
    static func contrast(_ c: Float) -> ColorMatrix {
        ColorMatrix(rgb: [c, 0, 0, 0, c, 0, 0, 0, c], offset: 0.5 - 0.5 * c)
    }

    /// The 20 entries row by row (red, green, blue, opacity), as SVG's feColorMatrix lists them.
    var entries: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }

    /// `pixel` (premultiplied) transformed: unpremultiplied, multiplied, clamped, premultiplied.
    func apply(to pixel: PackedPixel) -> PackedPixel {
        let p = PixelMath.unpack(pixel)
        guard p.w > 0 || a5 > 0 else { return pixel }
        let a = p.w
        let v = a > 0 ? SIMD4(p.x / a, p.y / a, p.z / a, a) : SIMD4<Float>(0, 0, 0, 0)
        func row(_ k1: Float, _ k2: Float, _ k3: Float, _ k4: Float, _ k5: Float) -> Float {
            Swift.max(0, Swift.min(1, k1 * v.x + k2 * v.y + k3 * v.z + k4 * v.w + k5))
        }
        let alpha = row(a1, a2, a3, a4, a5)
        return PixelMath.pack(SIMD4(row(r1, r2, r3, r4, r5) * alpha, row(g1, g2, g3, g4, g5) * alpha,
                                    row(b1, b2, b3, b4, b5) * alpha, alpha))
    }
}
