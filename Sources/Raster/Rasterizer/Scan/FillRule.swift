// FillRule.swift · Raster/Rasterizer/Scan · Raster's own fill rules (SwiftUI's FillStyle.isEOFilled picks one)
// Status: Complete.
//
// The fill rule turns an accumulated signed area a (units of ONE = 2^17 per pixel, see
// CoverageRasterizer) into a coverage byte, FreeType's convention: non-zero takes
// min(|a|, ONE); even-odd folds |a| into a triangle wave of period 2·ONE. The byte is
// round-half-up of a · 255 / ONE, or 0 / 255 split at 128 without anti-aliasing. One cell at a
// time for the sweep, four at a time for dense rows; both give the same bytes.

/// The winding rule deciding which areas a path encloses.
enum FillRule {
    case nonZero, evenOdd

    /// The coverage byte of one accumulated sum.
    @inline(__always)
    func coverage(_ sum: Int32, antialiased: Bool) -> UInt8 {
        let one = CoverageRasterizer.one
        var a = sum < 0 ? -sum : sum
        switch self {
        case .nonZero:
            if a > one { a = one }
        case .evenOdd:
            a &= 2 * one - 1
            if a > one { a = 2 * one - a }
        }
        let c = UInt8((a &* 255 &+ (one >> 1)) >> 17)
        return antialiased ? c : (c >= 128 ? 255 : 0)
    }
}

extension SIMD4 where Scalar == Int32 {
    /// The coverage bytes (in memory order) of four accumulated sums under `rule`: what
    /// `FillRule.coverage` gives each.
    @inline(__always)
    func coverageBytes(_ rule: FillRule, antialiased: Bool) -> UInt32 {
        let sign = self &>> 31
        var a = (self ^ sign) &- sign
        let one = SIMD4<Int32>(repeating: CoverageRasterizer.one)
        if rule == .evenOdd {
            a &= 2 &* one &- 1
            a.replace(with: 2 &* one &- a, where: a .> one)
        } else {
            a.replace(with: one, where: a .> one)
        }
        var c = ((a &<< 8) &- a &+ (CoverageRasterizer.one >> 1)) &>> 17
        if !antialiased {
            c.replace(with: SIMD4(repeating: 255), where: c .>= 128)
            c.replace(with: SIMD4(repeating: 0), where: c .< 128)
        }
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: c), to: UInt32.self)
    }
}
