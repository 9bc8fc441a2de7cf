import Foundation
import Testing
@testable import Raster

/// CRasterKernels' edge builder (`raster_edge_list_add_line`, EdgeBuilder.c, through
/// EdgeList) against the Swift code it ports (EdgeListReference.swift): the same edges, bit
/// for bit, the same extents and the same dropped-right flag, on seeded random segments of
/// the awkward kinds (inside the clip, crossing its left side, its right side or both, above,
/// below or across it, horizontal, shorter than 1/256 px, far away, not finite), and on
/// segments whose edges are worked out by hand.
@Suite struct EdgeBuilderTests {
    typealias Seeded = SpanKernelTests.Seeded

    /// The stored edges as comparable tuples (LineEdge is a C struct without Equatable).
    static func fields(_ e: LineEdge) -> [Double] {
        [Double(e.x0), Double(e.y0), Double(e.x1), Double(e.y1), Double(e.winding), e.dydx]
    }

    static func edges(_ list: EdgeList) -> [[Double]] { (0..<list.count).map { fields(list.edges[$0]) } }

    /// A coordinate of an awkward kind around the clip range lo..<hi.
    static func coordinate(_ lo: Double, _ hi: Double, _ g: inout Seeded) -> Double {
        switch Int.random(in: 0..<10, using: &g) {
        case 0: return lo - Double.random(in: 0...300, using: &g)  // before the clip
        case 1: return hi + Double.random(in: 0...300, using: &g)  // past it
        case 2: return Double(Int.random(in: Int(lo)...Int(hi), using: &g))  // whole pixels, on its sides too
        case 3: return [lo, hi, lo + 1 / 512, hi - 1 / 512][Int.random(in: 0..<4, using: &g)]
        case 4: return (Bool.random(using: &g) ? -1 : 1) * Double.random(in: 1e6...1e300, using: &g)  // far away
        default: return Double.random(in: lo...hi, using: &g)
        }
    }

    @Test func addLineStoresTheSwiftBuildersEdges() {
        var g = Seeded(state: 77)
        let list = EdgeList()
        for round in 0..<400 {
            let left = Int.random(in: 0...50, using: &g), top = Int.random(in: 0...50, using: &g)
            let right = left + Int.random(in: 1...300, using: &g), bottom = top + Int.random(in: 1...300, using: &g)
            list.reset(left: left, top: top, right: right, bottom: bottom)
            var reference = EdgeListReference(left: left, top: top, right: right, bottom: bottom)
            // Enough segments that the list grows past its first 256 edges in some rounds.
            for _ in 0..<Int.random(in: 1...400, using: &g) {
                let x0 = Self.coordinate(Double(left), Double(right), &g)
                var y0 = Self.coordinate(Double(top), Double(bottom), &g)
                var x1 = Self.coordinate(Double(left), Double(right), &g), y1 = Self.coordinate(Double(top), Double(bottom), &g)
                switch Int.random(in: 0..<12, using: &g) {
                case 0: y1 = y0  // horizontal
                case 1: y1 = y0 + Double.random(in: -1...1, using: &g) / 600  // below 1/256 px high
                case 2: x1 = x0  // vertical
                case 3: y0 = .nan
                case 4: x1 = Bool.random(using: &g) ? .infinity : -.infinity
                default: break
                }
                list.addLine(x0, y0, x1, y1)
                reference.addLine(x0, y0, x1, y1)
            }
            let what = "round \(round), clip \(left)..<\(right) × \(top)..<\(bottom)"
            #expect(Self.edges(list) == reference.edges.map(Self.fields), "\(what): edges")
            #expect([list.minX, list.maxX, list.minY, list.maxY] == [reference.minX, reference.maxX, reference.minY, reference.maxY],
                    "\(what): extents")
            let bounds = list.pixelBounds
            let x1 = reference.droppedRight ? right : Swift.min(right, left + Int((reference.maxX + 255) >> 8))
            if reference.edges.isEmpty {
                #expect(bounds == PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), "\(what): empty bounds")
            } else {
                #expect(bounds == PixelRect(x0: left + Int(reference.minX >> 8), y0: Int(reference.minY >> 8), x1: x1,
                                            y1: Int((reference.maxY + 255) >> 8)), "\(what): bounds")
            }
        }
    }

    /// Hand-worked edges in a clip of 10..<20 × 0..<10 px: a segment from (12, 1) up to (14, -1)
    /// is cut at the top (y 0, x 13) and stored pointing down with winding −1, x from the clip's
    /// left side in 1/256 px; one from (5, 2) to (15, 4) is cut at x 10 (y 3): a vertical edge on
    /// the left side for y 2...3 and the rest from (10, 3) to (15, 4), slope 1/5; one from
    /// (18, 5) to (25, 6) keeps its part up to x 20 (y 5 + 2/7) and drops the rest right of the
    /// clip, so the bounds run to the clip's right side.
    @Test func addLineOnHandWorkedSegments() {
        let list = EdgeList()
        list.reset(left: 10, top: 0, right: 20, bottom: 10)
        list.addLine(12, 1, 14, -1)
        #expect(Self.edges(list) == [[768, 0, 512, 256, -1, 1]])
        list.reset(left: 10, top: 0, right: 20, bottom: 10)
        list.addLine(5, 2, 15, 4)
        #expect(Self.edges(list) == [[0, 512, 0, 768, 1, 0], [0, 768, 1280, 1024, 1, 0.2]])
        #expect(list.pixelBounds == PixelRect(x0: 10, y0: 2, x1: 15, y1: 4))
        list.reset(left: 10, top: 0, right: 20, bottom: 10)
        list.addLine(18, 5, 25, 6)
        let cut = Int32((5 + 2.0 / 7) * 256 + 0.5)
        #expect(Self.edges(list) == [[2048, 1280, 2560, Double(cut), 1, abs(Double(cut - 1280) / 512)]])
        #expect(list.pixelBounds == PixelRect(x0: 18, y0: 5, x1: 20, y1: 6))
    }
}
