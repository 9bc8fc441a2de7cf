// RangeFraction.swift · Raster/Views/Controls · a value's place between two bounds as the fraction 0...1 that Gauge and ProgressView hand their styles

import Foundation

/// `value`'s place between `lower` and `upper` as a fraction 0...1: clamped to the bounds,
/// 0 when `upper` is not above `lower`. A NaN value stays NaN; callers decide what it means.
func rangeFraction<V: BinaryFloatingPoint>(of value: V, from lower: V, to upper: V) -> Double {
    let span = upper - lower
    guard span > 0 else { return 0 }
    return Double((min(max(value, lower), upper) - lower) / span)
}
