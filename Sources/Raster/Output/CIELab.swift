// CIELab.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// CIE L*a*b* colours and the CIEDE2000 colour difference, for ImageDiff's perceptual
// measure.
//
// sRGB → Lab: IEC 61966-2-1 transfer function to linear light, the sRGB primaries' RGB → XYZ
// matrix (D65), then CIE 1976 L*a*b* against the D65 white (X, Y, Z) = (0.95047, 1, 1.08883).
// ΔE00: G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula:
// Implementation Notes, Supplementary Test Data, and Mathematical Observations",
// Color Research & Application 30 (2005) — equations (1)–(22), with kL = kC = kH = 1. Unlike
// ΔE76 (Euclidean distance in Lab) it weights lightness, chroma and hue as viewers do: a ΔE00
// near 1 is a just-noticeable difference for colours seen side by side.

import Foundation

/// A colour in CIE L*a*b* (D65): `l` in 0...100, `a` and `b` roughly −128...127.
struct CIELab: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// Linear-light value of each 8-bit sRGB code.
    private static let linear: [Double] = (0...255).map { code in
        let c = Double(code) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    /// The Lab colour of an opaque 8-bit sRGB colour.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = Self.linear[Int(red)], g = Self.linear[Int(green)], b = Self.linear[Int(blue)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389  // (6/29)³
            return t > epsilon ? cbrt(t) : t * 841 / 108 + 4.0 / 29
        }
        let fx = f(x), fy = f(y), fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIEDE2000 difference ΔE00 between `self` (the reference) and `other`.
    func deltaE2000(_ other: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25⁷
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

        // (2)–(7): a′ stretched by G, then C′ and h′ (degrees in 0..<360).
        let meanC = (hypot(a, b) + hypot(other.a, other.b)) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow25to7)).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1 = hypot(a1, b), c2 = hypot(a2, other.b)
        func hue(_ a: Double, _ b: Double) -> Double {
            a == 0 && b == 0 ? 0 : (degrees(atan2(b, a)) + 360).truncatingRemainder(dividingBy: 360)
        }
        let h1 = hue(a1, b), h2 = hue(a2, other.b)

        // (8)–(11): differences in lightness, chroma and hue.
        let deltaL = other.l - l
        let deltaC = c2 - c1
        var deltah = 0.0
        if c1 * c2 != 0 {
            deltah = h2 - h1
            if deltah > 180 { deltah -= 360 } else if deltah < -180 { deltah += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltah / 2))

        // (12)–(22): weighting functions and the rotation term.
        let meanL = (l + other.l) / 2
        let meanCPrime = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 { meanH /= 2 } else if meanH < 360 { meanH = (meanH + 360) / 2 } else { meanH = (meanH - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rC = 2 * (pow(meanCPrime, 7) / (pow(meanCPrime, 7) + pow25to7)).squareRoot()
        let lightness = pow(meanL - 50, 2)
        let sL = 1 + 0.015 * lightness / (20 + lightness).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(radians(2 * deltaTheta)) * rC
        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}
