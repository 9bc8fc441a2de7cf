// StrokeStyle.swift · Raster/Paint · mirrors SwiftUI StrokeStyle and CoreGraphics CGLineCap/CGLineJoin (iOS 17)
// Status: Complete. Linux Foundation has no CGLineCap/CGLineJoin, so Raster defines them.

import Foundation

/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// The characteristics of a stroke that traces a path.
///
/// Raster: widths and dash lengths are in the units of the space the path is drawn in
/// (points for views). Defaults are SwiftUI's (swiftui-behavior.md §4.3).
public struct StrokeStyle: Equatable, Hashable, Sendable {
    public var lineWidth: CGFloat = 1
    public var lineCap: CGLineCap = .butt
    public var lineJoin: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var dash: [CGFloat] = []
    public var dashPhase: CGFloat = 0

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
