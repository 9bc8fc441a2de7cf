// Gradient.swift · Raster/Paint · mirrors SwiftUI Gradient (iOS 17)
// Status: Complete for stops; the gradient fills themselves are in the Rasterizer.

import Foundation

/// A colour gradient represented as an array of colour stops, each having a parametric
/// location value (0...1).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color; self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }
}
