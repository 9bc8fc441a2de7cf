// FillStyle.swift · Raster/Paint · mirrors SwiftUI FillStyle (iOS 17)
// Status: Complete.

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Hashable, Sendable {
    /// Even-odd rule when true, non-zero winding when false (the default).
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased (default true).
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
