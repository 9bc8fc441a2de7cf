import CRasterKernels
import Foundation
import Testing
@_spi(Benchmarks) @testable import Raster

/// CRasterKernels' cell writer (`add_edges`, CellWriter.h) on every CPU path this machine runs,
/// against the Swift cell writer it ports (CellWriterReference.swift): the same cells, the same
/// touched bits and the same edges kept for the next band, on seeded random edges of the awkward
/// kinds (crossing cell and row borders in both directions, vertical, nearly horizontal,
/// shorter than a pixel, on cell borders, in the first and last cells a row has, cut by the
/// band's top and bottom), and on edges whose cells are worked out by hand.
@Suite struct CellWriterKernelTests {
    typealias Seeded = SpanKernelTests.Seeded
    static let bandHeight = CoverageRasterizer.bandHeight

    /// One band's zeroed cells and bits, rows of `stride` cells.
    struct Band {
        var cells: [Int32]
        var bits: [UInt64]
        let stride: Int, words: Int

        init(stride: Int) {
            self.stride = stride
            words = (stride + 63) / 64
            cells = [Int32](repeating: 0, count: stride * CellWriterKernelTests.bandHeight)
            bits = [UInt64](repeating: 0, count: words * CellWriterKernelTests.bandHeight)
        }
    }

    /// An edge as EdgeList stores it: pointing down, x relative to the clip (1/256 px), its
    /// |dy/dx| in Double.
    static func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, winding: Int32) -> LineEdge {
        let dx = Double(x1 - x0), dy = Double(y1 - y0)
        return LineEdge(x0: Int32(x0), y0: Int32(y0), x1: Int32(x1), y1: Int32(y1), winding: winding,
                        dydx: dx == 0 ? 0 : abs(dy / dx))
    }

    /// Runs the kernel on a fresh band: the cells and bits it leaves and the edges it keeps.
    static func kernel(_ kernels: UnsafePointer<RasterKernels>, _ edges: [LineEdge], active: [Int], stride: Int,
                       origin: Int, bandTop: Int) -> (band: Band, kept: [Int]) {
        var band = Band(stride: stride)
        var list = active
        let kept = band.cells.withUnsafeMutableBufferPointer { cells in
            band.bits.withUnsafeMutableBufferPointer { bits in
                list.withUnsafeMutableBufferPointer { list in
                    kernels.pointee.add_edges(cells.baseAddress!, bits.baseAddress!, stride, band.words, edges,
                                              list.baseAddress!, active.count, Int64(origin),
                                              Int64(bandTop), Int64(bandTop + bandHeight * 256))
                }
            }
        }
        return (band, Array(list.prefix(kept)))
    }

    /// The Swift writer on a fresh band, and the edges reaching below it.
    static func reference(_ edges: [LineEdge], active: [Int], stride: Int, origin: Int,
                          bandTop: Int) -> (band: Band, kept: [Int]) {
        var band = Band(stride: stride)
        let bandBottom = bandTop + bandHeight * 256
        band.cells.withUnsafeMutableBufferPointer { cells in
            band.bits.withUnsafeMutableBufferPointer { bits in
                let writer = CellWriterReference(acc: cells.baseAddress!, stride: stride, bits: bits.baseAddress!,
                                                 wordsPerRow: band.words, origin: origin)
                for i in active { writer.addEdge(edges[i], bandTop: bandTop, bandBottom: bandBottom) }
            }
        }
        return (band, active.filter { Int(edges[$0].y1) > bandBottom })
    }

    /// A random edge of one of the awkward kinds, inside cells 0...stride − 2 of a row whose
    /// cell 0 starts at `origin`, reaching into the band `bandTop` (1/256 px) or past it.
    static func randomEdge(stride: Int, origin: Int, bandTop: Int, _ g: inout Seeded) -> LineEdge {
        let lowest = origin, highest = origin + (stride - 1) * 256 - 1
        let bandBottom = bandTop + bandHeight * 256
        func x() -> Int {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: lowest  // the row's first cell, at its left side
            case 1: highest  // the last cell an edge may lie in, at its right side
            case 2: lowest + Int.random(in: 0...(stride - 2), using: &g) * 256  // a cell border
            default: Int.random(in: lowest...highest, using: &g)
            }
        }
        func clampX(_ v: Int) -> Int { Swift.min(Swift.max(v, lowest), highest) }
        let y0 = Int.random(in: (bandTop - 600)...(bandBottom - 1), using: &g)
        var x0 = x(), x1: Int, y1: Int
        switch Int.random(in: 0..<6, using: &g) {
        case 0:  // vertical
            x1 = x0; y1 = y0 + Int.random(in: 1...3000, using: &g)
        case 1:  // nearly horizontal: a long run over a few 1/256 px of height
            x1 = x(); y1 = y0 + Int.random(in: 1...4, using: &g)
        case 2:  // shorter than a pixel, often across one cell border
            x1 = clampX(x0 + Int.random(in: -255...255, using: &g)); y1 = y0 + Int.random(in: 1...255, using: &g)
        case 3:  // steep: a cell or two a row
            x1 = clampX(x0 + Int.random(in: -700...700, using: &g)); y1 = y0 + Int.random(in: 256...9000, using: &g)
        case 4:  // both ends on cell borders, starting on a row border
            x0 = lowest + Int.random(in: 0...(stride - 2), using: &g) * 256
            x1 = lowest + Int.random(in: 0...(stride - 2), using: &g) * 256
            let top = (y0 >> 8) << 8
            return edge(x0, top, x1, top + Int.random(in: 1...40, using: &g) * 256, winding: Bool.random(using: &g) ? 1 : -1)
        default:  // anything
            x1 = x(); y1 = y0 + Int.random(in: 1...12000, using: &g)
        }
        return edge(x0, y0, x1, y1, winding: Bool.random(using: &g) ? 1 : -1)
    }

    @Test func addEdgesWritesAsTheSwiftCellWriter() {
        var g = Seeded(state: 41)
        for (path, kernels) in SpanKernelTests.paths {
            for stride in [16, 32, 80, 208] {
                for round in 0..<40 {
                    let origin = Int.random(in: 0...40, using: &g) * 256
                    let bandTop = Int.random(in: 0...60, using: &g) * 256
                    let edges = (0..<Int.random(in: 1...24, using: &g)).map { _ in
                        Self.randomEdge(stride: stride, origin: origin, bandTop: bandTop, &g)
                    }
                    // Every edge active, or a random few in a random order.
                    let active = round % 2 == 0 ? Array(edges.indices)
                        : edges.indices.filter { _ in Bool.random(using: &g) }.shuffled(using: &g)
                    let got = Self.kernel(kernels, edges, active: active, stride: stride, origin: origin, bandTop: bandTop)
                    let want = Self.reference(edges, active: active, stride: stride, origin: origin, bandTop: bandTop)
                    let what = "\(path) stride \(stride) round \(round) origin \(origin) band \(bandTop)"
                    #expect(got.band.cells == want.band.cells, "\(what): cells")
                    #expect(got.band.bits == want.band.bits, "\(what): bits")
                    #expect(got.kept == want.kept, "\(what): kept")
                }
            }
        }
    }

    /// Hand-worked cells: a vertical edge halfway into cell 2 covers half of it (ONE / 2 there,
    /// ONE / 2 carried into cell 3); an edge from (0, 0) to (2, 1) px crosses cell 0's right
    /// side at y 0.5 and leaves a quarter of cell 0, three quarters of cell 1 (its half carried
    /// on, plus a quarter) and the rest carried into cell 2, ONE in all; winding −1 negates.
    /// The band starting at row 32 takes rows 32...63 of an edge running from row 20 to row 40
    /// (cut at the band's top), and keeps only edges reaching below row 64.
    @Test func addEdgesOnHandWorkedEdges() {
        let one = CoverageRasterizer.one
        for (path, kernels) in SpanKernelTests.paths {
            let vertical = Self.edge(640, 0, 640, 256, winding: 1)
            var (band, kept) = Self.kernel(kernels, [vertical], active: [0], stride: 16, origin: 0, bandTop: 0)
            #expect(Array(band.cells.prefix(5)) == [0, 0, one / 2, one / 2, 0], "\(path)")
            #expect(band.cells.dropFirst(5).allSatisfy { $0 == 0 }, "\(path)")
            #expect(band.bits == [0b1100] + [UInt64](repeating: 0, count: Self.bandHeight - 1), "\(path)")
            #expect(kept.isEmpty, "\(path)")

            let diagonal = Self.edge(0, 0, 512, 256, winding: -1)
            (band, kept) = Self.kernel(kernels, [diagonal], active: [0], stride: 16, origin: 0, bandTop: 0)
            #expect(Array(band.cells.prefix(4)) == [-one / 4, -one / 2, -one / 4, 0], "\(path)")
            #expect(band.bits[0] == 0b111, "\(path)")

            // Rows 20 to 40 at x 3.25 px from the clip, cell 0 at pixel 1: cell 2 of band rows
            // 0...7, three quarters of each row's area there and a quarter carried into cell 3;
            // then rows 40 to 100 at x 4.25 px: cell 3 of band rows 8...63, and on past the band.
            #expect(Self.bandHeight == 64)
            let long = Self.edge(832, 20 * 256, 832, 40 * 256, winding: 1)
            let below = Self.edge(1088, 40 * 256, 1088, 100 * 256, winding: 1)
            (band, kept) = Self.kernel(kernels, [long, below], active: [1, 0], stride: 16, origin: 256, bandTop: 32 * 256)
            for r in 0..<Self.bandHeight {
                let row = Array(band.cells[(r * 16)..<(r * 16 + 16)])
                let want: [Int32] = r < 8 ? [0, 0, one * 3 / 4, one / 4] : [0, 0, 0, one * 3 / 4, one / 4]
                #expect(row == want + [Int32](repeating: 0, count: 16 - want.count), "\(path) row \(r)")
                #expect(band.bits[r] == (r < 8 ? 0b1100 : 0b11000), "\(path) row \(r)")
            }
            #expect(kept == [1], "\(path)")
        }
    }
}
