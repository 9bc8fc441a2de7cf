// GradientColors.swift · Raster/Rasterizer · Raster's own gradient colour tables (no SwiftUI counterpart)
// Status: Complete.
//
// The colour table of one gradient at one size, and the cache a gradient `Shading` keeps of
// the last table it was drawn with. A Shading drawn again (the next frame of an animation, a
// Canvas drawing the same gradient many times) with the same resolved stops, opacity and
// table size reuses the table instead of rebuilding it (gradients_1k: building the tables
// was 4% of a frame). Tables are immutable once built, so shaders on any thread share them.

import Synchronization

/// A built colour table: `count` premultiplied entries, entry i at t = i / (count − 1).
final class GradientColors: Sendable {
    typealias Stops = [(location: Float, color: Color.Resolved)]

    nonisolated(unsafe) let entries: UnsafeMutablePointer<PackedPixel>
    let count: Int
    /// Whether every entry is opaque.
    let isOpaque: Bool
    // What the table was built from.
    private let stops: Stops
    private let linearColor: Bool
    private let opacity: Float

    /// Builds the table with `GradientTable.fill` (see there for `stops`, `count` ≥ 2).
    init(stops: Stops, count: Int, linearColor: Bool, opacity: Float) {
        self.stops = stops; self.count = count; self.linearColor = linearColor; self.opacity = opacity
        entries = .allocate(capacity: count)
        isOpaque = GradientTable.fill(entries, count: count, stops: stops, linearColor: linearColor, opacity: opacity)
    }

    deinit { entries.deallocate() }

    /// Whether this table is the one those arguments would build.
    func isBuilt(from stops: Stops, count: Int, linearColor: Bool, opacity: Float) -> Bool {
        count == self.count && linearColor == self.linearColor && opacity == self.opacity
            && stops.count == self.stops.count
            && zip(stops, self.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }
}

/// The last table a gradient Shading was drawn with. Thread-safe.
final class GradientColorsCache: Sendable {
    private let last = Mutex<GradientColors?>(nil)

    /// The cached table when it matches the arguments, else a new one (which replaces it).
    func colors(stops: GradientColors.Stops, count: Int, linearColor: Bool, opacity: Float) -> GradientColors {
        if let hit = last.withLock({ $0 }), hit.isBuilt(from: stops, count: count, linearColor: linearColor, opacity: opacity) {
            return hit
        }
        let built = GradientColors(stops: stops, count: count, linearColor: linearColor, opacity: opacity)
        last.withLock { $0 = built }
        return built
    }
}
