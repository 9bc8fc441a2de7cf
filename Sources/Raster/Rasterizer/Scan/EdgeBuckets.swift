// EdgeBuckets.swift · Raster/Rasterizer/Scan · Raster's own edge bucketing (no SwiftUI counterpart)
// Status: Complete.
//
// CoverageRasterizer walks a fill's rows in bands of `CoverageRasterizer.bandHeight` and
// makes an edge active in the band its top lies in. This sorts the edges by that band with a
// counting sort: one pass counts the edges per band, a prefix sum turns the counts into
// starts, a second pass places each edge. O(n), no comparisons; edges of one band keep
// their order in the edge list.

/// The edges of one fill grouped by the band their top lies in. Owns its buffers, which grow
/// and are reused between fills; not thread-safe.
final class EdgeBuckets {
    /// Edge indices, band by band: `order[bandStart[b]..<bandStart[b + 1]]` are the edges
    /// starting in band b. `orderCapacity` entries.
    private var order: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var orderCapacity = 1
    /// `bands + 1` positions in `order`; `bandCapacity` entries.
    private var bandStart: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    private var bandCapacity = 1
    /// Edges and bands of the last `sort`.
    private var edgeCount = 0, bands = 0

    deinit { order.deallocate(); bandStart.deallocate() }

    /// Groups the `n` edges at `e` by band: band b holds the edges whose top lies in rows
    /// `firstRow + b·bandHeight ..< firstRow + (b + 1)·bandHeight`, for b in `0..<bands`.
    func sort(_ e: UnsafeMutablePointer<LineEdge>, _ n: Int, firstRow: Int, bands: Int) {
        assert(n >= 0 && bands > 0, "\(n) edges in \(bands) bands")
        if orderCapacity < n {
            order.deallocate()
            order = .allocate(capacity: n)
            orderCapacity = n
        }
        if bandCapacity < bands + 1 {
            bandStart.deallocate()
            bandStart = .allocate(capacity: bands + 1)
            bandCapacity = bands + 1
        }
        edgeCount = n
        self.bands = bands
        @inline(__always) func band(of i: Int) -> Int {
            let b = (Int(e[i].y0 >> 8) - firstRow) / CoverageRasterizer.bandHeight
            assert(b >= 0 && b < bands, "edge \(i) starts in band \(b), outside 0..<\(bands)")
            return b
        }
        bandStart.initialize(repeating: 0, count: bands + 1)
        for i in 0..<n { bandStart[band(of: i) + 1] += 1 }
        for b in 0..<bands { bandStart[b + 1] += bandStart[b] }
        for i in 0..<n {
            let b = band(of: i)
            assert(bandStart[b] < n, "band \(b) overflows the \(n) edges")
            order[bandStart[b]] = i
            bandStart[b] += 1
        }
        for b in Swift.stride(from: bands, to: 0, by: -1) { bandStart[b] = bandStart[b - 1] }
        bandStart[0] = 0
    }

    /// The positions (for `edge(at:)`) of the edges starting in `band`.
    @inline(__always)
    func positions(ofBand band: Int) -> Range<Int> {
        assert(band >= 0 && band < bands, "band \(band) outside 0..<\(bands)")
        return bandStart[band]..<bandStart[band + 1]
    }

    /// The index in the edge list of the edge at `position`.
    @inline(__always)
    func edge(at position: Int) -> Int {
        assert(position >= 0 && position < edgeCount, "position \(position) outside 0..<\(edgeCount)")
        return order[position]
    }
}
