// EdgeBuckets.swift · Raster/Rasterizer/Scan · Raster's own edge bucketing (no SwiftUI counterpart)
// Status: Complete.
//
// CoverageRasterizer walks a fill's rows (or a range of them) in bands of
// `CoverageRasterizer.bandHeight` and makes an edge active in the band its top lies in. This
// sorts the edges by that band with a counting sort: one pass counts the edges per band, a
// prefix sum turns the counts into starts, a second pass places each edge. O(n), no
// comparisons; edges of one band keep their order in the edge list.

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
        place(n, buckets: bands) { i in
            let b = (Int(e[i].y0 >> 8) - firstRow) / CoverageRasterizer.bandHeight
            assert(b >= 0 && b < bands, "edge \(i) starts in band \(b), outside 0..<\(bands)")
            return b
        }
        self.bands = bands
    }

    /// Groups those of the `n` edges at `e` that reach into device rows `rows` by band, as
    /// `sort(_:_:firstRow:bands:)` from `rows.lowerBound`, band 0 also holding those whose top
    /// lies above the rows (a fill scanned in parts: CoverageRasterizer+StraightRows.swift).
    /// The others go to a bucket after the last band, which is never read.
    func sort(_ e: UnsafeMutablePointer<LineEdge>, _ n: Int, rows: Range<Int>, bands: Int) {
        let top = rows.lowerBound << 8, bottom = rows.upperBound << 8
        place(n, buckets: bands + 1) { i in
            let y0 = Int(e[i].y0)
            guard Int(e[i].y1) > top && y0 < bottom else { return bands }
            let b = Swift.max((y0 >> 8) - rows.lowerBound, 0) / CoverageRasterizer.bandHeight
            assert(b < bands, "edge \(i) starts in band \(b), outside 0..<\(bands)")
            return b
        }
        self.bands = bands
    }

    /// The counting sort of `n` edges into `buckets` buckets by `bucket(i)`.
    @inline(__always)
    private func place(_ n: Int, buckets: Int, bucket: (Int) -> Int) {
        assert(n >= 0 && buckets > 0, "\(n) edges in \(buckets) buckets")
        if orderCapacity < n {
            order.deallocate()
            order = .allocate(capacity: n)
            orderCapacity = n
        }
        if bandCapacity < buckets + 1 {
            bandStart.deallocate()
            bandStart = .allocate(capacity: buckets + 1)
            bandCapacity = buckets + 1
        }
        edgeCount = n
        let start = bandStart, order = self.order
        start.initialize(repeating: 0, count: buckets + 1)
        for i in 0..<n { start[bucket(i) + 1] += 1 }
        for b in 0..<buckets { start[b + 1] += start[b] }
        for i in 0..<n {
            let b = bucket(i)
            assert(start[b] < n, "bucket \(b) overflows the \(n) edges")
            order[start[b]] = i
            start[b] += 1
        }
        for b in Swift.stride(from: buckets, to: 0, by: -1) { start[b] = start[b - 1] }
        start[0] = 0
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
