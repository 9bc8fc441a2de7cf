// CGVector.swift · Raster/Geometry · mirrors CoreGraphics CGVector
// Status: Complete. Linux Foundation has no CGVector, so Raster defines it.

import Foundation

/// A two-dimensional vector.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    public static let zero = CGVector()
}
