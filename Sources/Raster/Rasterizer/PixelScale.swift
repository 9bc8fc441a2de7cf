// PixelScale.swift · Raster/Rasterizer · the one rule for a scale (pixels per point) and what an invalid one does (Raster's own)
// Status: Complete.
//
// Every API that takes a scale checks it here. The policy is one: a scale must be a
// positive, finite number. APIs that can throw (`ImageRenderer.render()`, snapshot
// strategies, rendershot's scene lists) throw an error naming it; initializers that cannot
// (`ViewHost`, `GraphicsContext`, `Image(pixmap:scale:)`) warn once, naming the API and
// the value, and use 1 — and a `ViewHost` made that way then throws from every throwing
// render path, so no snapshot or tool output is ever made at a substituted scale.

import Foundation

enum PixelScale {
    /// Whether `scale` can be used: a positive, finite number of pixels per point.
    static func isValid(_ scale: CGFloat) -> Bool {
        scale.isFinite && scale > 0
    }

    /// What is wrong with `scale`, given to `api`: "`api` was given the scale nan; a scale
    /// must be a positive, finite number of pixels per point".
    static func problem(_ scale: CGFloat, givenTo api: String) -> String {
        "\(api) was given the scale \(scale); a scale must be a positive, finite number of pixels per point"
    }

    /// `scale` when it is valid; otherwise 1, with a one-time warning naming `api`: the
    /// policy of initializers that cannot throw.
    static func validOrOne(_ scale: CGFloat, givenTo api: String) -> CGFloat {
        guard !isValid(scale) else { return scale }
        warnOnce(problem(scale, givenTo: api) + ", so 1 is used")
        return 1
    }
}
