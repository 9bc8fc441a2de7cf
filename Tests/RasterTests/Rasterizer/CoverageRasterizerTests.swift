import Foundation
import Testing
@testable import Raster

@Suite struct CoverageRasterizerTests {
    @Test func halfCoveredPixelsAreHalfOpaque() {
        let (p, ctx) = makeCanvas(12, 4)
        ctx.fill(Path(CGRect(x: 0.5, y: 0, width: 10, height: 4)), with: ink)
        // 127.5 rounds half up to 128.
        #expect((0..<12).map { p.alpha($0, 1) } == [128, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 0])
    }

    @Test func quarterCoveredCornerPixel() {
        let (p, ctx) = makeCanvas(4, 4)
        ctx.fill(Path(CGRect(x: 1.5, y: 1.5, width: 2, height: 2)), with: ink)
        #expect(p.alpha(1, 1) == 64)   // 0.25 · 255 = 63.75
        #expect(p.alpha(2, 1) == 128)
        #expect(p.alpha(2, 2) == 255)
        #expect(p.alpha(0, 0) == 0)
    }

    @Test func diagonalEdgeCoversExactTriangleAreas() {
        let (p, ctx) = makeCanvas(4, 4)
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)])
        ctx.fill(triangle, with: ink)
        #expect(p.alpha(0, 0) == 128)
        #expect(p.alpha(1, 0) == 0)
        #expect(p.alpha(0, 1) == 255)
        #expect(p.alpha(2, 2) == 128)
    }

    @Test func nonZeroFillsTheStarCentre() {
        let (p, ctx) = makeCanvas(100, 100)
        ctx.fill(pentagram(cx: 50, cy: 50, radius: 45), with: ink)
        #expect(p.alpha(50, 50) == 255)
        #expect(p.alpha(50, 12) == 255)   // inside the top point
        #expect(p.alpha(5, 5) == 0)
    }

    @Test func evenOddLeavesTheStarCentreEmpty() {
        let (p, ctx) = makeCanvas(100, 100)
        ctx.fill(pentagram(cx: 50, cy: 50, radius: 45), with: ink, style: FillStyle(eoFill: true))
        #expect(p.alpha(50, 50) == 0)
        #expect(p.alpha(50, 12) == 255)
    }

    @Test func overlappingSameDirectionRectsStayOpaqueUnderNonZero() {
        let (p, ctx) = makeCanvas(10, 10)
        var path = Path(CGRect(x: 0, y: 0, width: 8, height: 8))
        path.addRect(CGRect(x: 2, y: 2, width: 8, height: 8))
        ctx.fill(path, with: ink, style: FillStyle(eoFill: true))
        #expect(p.alpha(5, 5) == 0)
        #expect(p.alpha(1, 1) == 255)
        let (q, ctx2) = makeCanvas(10, 10)
        ctx2.fill(path, with: ink)
        #expect(q.alpha(5, 5) == 255)
    }

    @Test func abuttingTrianglesSharingADiagonalSumToFullCoverage() {
        let rect = CGRect(x: 3, y: 2, width: 54, height: 39)
        let a = CGPoint(x: 3.3, y: 2), b = CGPoint(x: 56.7, y: 41)
        var upper = Path(), lower = Path()
        upper.addLines([a, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), b])
        upper.closeSubpath()
        lower.addLines([a, b, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY)])
        lower.closeSubpath()
        let (p, ctx) = makeCanvas(60, 44)
        let (q, ctx2) = makeCanvas(60, 44)
        ctx.fill(upper, with: ink)
        ctx2.fill(lower, with: ink)
        var diagonalPixels = 0
        for y in 2..<41 {
            for x in 3..<57 {
                #expect(p.alpha(x, y) + q.alpha(x, y) == 255, "seam at (\(x), \(y))")
                if p.alpha(x, y) != 0 && q.alpha(x, y) != 0 { diagonalPixels += 1 }
            }
        }
        #expect(diagonalPixels > 50)
    }

    @Test func aliasedFillSnapsCoverage() {
        let (p, ctx) = makeCanvas(6, 2)
        ctx.fill(Path(CGRect(x: 0.4, y: 0, width: 4.2, height: 2)), with: ink, style: FillStyle(antialiased: false))
        #expect((0..<6).map { p.alpha($0, 0) } == [255, 255, 255, 255, 255, 0])
    }

    @Test func curvesAreFlattenedCloseToTheTrueCircle() {
        let (p, ctx) = makeCanvas(100, 100)
        ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), with: ink)
        let area = p.alphas.reduce(0, +)
        let expected = Double.pi * 40 * 40 * 255
        // Chords lie inside the curve: at most 0.1 px sagitta, so at most ~0.4% of area lost.
        #expect(Double(area) < expected)
        #expect(Double(area) > expected * 0.996)
    }

    @Test func shapesOutsideTheCanvasAreClippedAndStillFillTheInside() {
        let (p, ctx) = makeCanvas(8, 8)
        ctx.fill(Path(CGRect(x: -1e9, y: -1e9, width: 1e9 + 4, height: 2e9)), with: ink)
        #expect(p.alpha(0, 0) == 255)
        #expect(p.alpha(3, 7) == 255)
        #expect(p.alpha(4, 0) == 0)
        ctx.fill(Path(CGRect(x: 20, y: 0, width: 5, height: 5)), with: ink)
        #expect(p.alpha(7, 0) == 0)
    }

    /// The accumulator's cell 0 is a fill's leftmost pixel column (CoverageRasterizer.rasterize):
    /// a star moved right by whole pixels, filled after a wider fill that laid the cells out
    /// with another stride, gets the bytes it gets alone at the canvas's left edge.
    @Test func coverageIsTheSameWhereverTheShapeLiesAndWhateverWasFilledBefore() {
        let star = pentagram(cx: 20.3, cy: 20.6, radius: 18.7)
        for evenOdd in [false, true] {
            let style = FillStyle(eoFill: evenOdd)
            let (alone, ctx) = makeCanvas(48, 40)
            ctx.fill(star, with: ink, style: style)
            let (wide, ctx2) = makeCanvas(400, 44)
            ctx2.fill(Path(ellipseIn: CGRect(x: 0.5, y: 40, width: 399, height: 3.5)), with: ink)
            ctx2.fill(star.offsetBy(dx: 311, dy: 0), with: ink, style: style)
            var differences = 0, covered = 0
            for y in 0..<40 {
                for x in 0..<400 {
                    let expected = x >= 311 && x < 311 + 48 ? alone.alpha(x - 311, y) : 0
                    if wide.alpha(x, y) != expected { differences += 1 }
                    if expected != 0 { covered += 1 }
                }
            }
            #expect(differences == 0, "even-odd \(evenOdd)")
            #expect(covered > 300)
        }
    }

    /// A fill whose edges start far from the clip's left edge and run past its right edge still
    /// covers every pixel up to the right edge (EdgeList drops the edges beyond it).
    @Test func coverageRunsToTheRightEdgeFromAFillStartingFarRight() {
        let (p, ctx) = makeCanvas(400, 32)
        var triangle = Path()
        triangle.addLines([CGPoint(x: 350.5, y: 2), CGPoint(x: 500, y: 2), CGPoint(x: 350.5, y: 30)])
        triangle.closeSubpath()
        ctx.fill(triangle, with: ink)
        #expect(p.alpha(349, 10) == 0)
        #expect(p.alpha(350, 10) == 128)
        #expect((351..<400).allSatisfy { p.alpha($0, 10) == 255 })
        #expect(p.alpha(399, 1) == 0)
    }

    @Test func tinyCanvasAndEmptyPaths() {
        let (p, ctx) = makeCanvas(1, 1)
        ctx.fill(Path(), with: ink)
        #expect(p.alpha(0, 0) == 0)
        ctx.fill(Path(CGRect(x: 0.25, y: 0, width: 0.5, height: 1)), with: ink)
        #expect(p.alpha(0, 0) == 128)
    }

    /// The sweep announces each row's pixels `prefetchRows` rows before the row's spans, never
    /// past the band being swept, in whole steps of the cell kernels: a parallelogram 100 rows
    /// high, in bands of 64 rows from row 0.
    @Test func rowsAreAnnouncedAFewRowsAheadWithinTheirBand() {
        let edges = EdgeList()
        edges.reset(left: 0, top: 0, right: 40, bottom: 100)
        let corners = [(3.5, 0.25), (13.5, 0.25), (23.5, 99.75), (13.5, 99.75), (3.5, 0.25)]
        for (a, b) in zip(corners, corners.dropFirst()) { edges.addLine(a.0, a.1, b.0, b.1) }
        var sink = RowRecorder()
        CoverageRasterizer().rasterize(edges, rule: .nonZero, antialiased: true, into: &sink)
        let ahead = CoverageRasterizer.prefetchRows, band = CoverageRasterizer.bandHeight
        #expect(ahead == 4 && band == 64 && CoverageRasterizer.cellStep == 16)
        #expect(sink.begun.map { $0.y } == Array(0..<100))
        #expect(sink.expected.map { $0.y }.sorted() == Array(0..<100), "each row announced once")
        for row in sink.begun {
            let bandEnd = Swift.min((row.y / band + 1) * band, 100)
            #expect(sink.announcedBefore[row.y] == Swift.min(row.y + ahead, bandEnd - 1),
                    "last row announced when row \(row.y) began")
            // Announced from the cell step holding the row's first touched cell to the end of
            // the step holding its last (its spans end one later); cell 0 is pixel 3.
            let step = CoverageRasterizer.cellStep
            let announced = sink.expected.first { $0.y == row.y }
            #expect(announced?.x0 == 3 + (row.x0 - 3) / step * step, "row \(row.y)")
            #expect(announced?.x1 == 3 + (row.x1 - 1 - 3) / step * step + step, "row \(row.y)")
        }
        #expect(sink.begun[0].x0 == 3 && sink.begun[0].x1 == 15)
        #expect(sink.begun[99].x0 == 13 && sink.begun[99].x1 == 25)
    }

    /// A rectangle announces each row's pixels `rectPrefetchRows` rows before it is painted
    /// (the first rows at once), each row once: 20 rows, from 2.5 to 22.5, 3.25 to 9.75 wide.
    @Test func rectangleRowsAreAnnouncedEightRowsAhead() {
        var sink = RowRecorder()
        let clip = PixelRect(x0: 0, y0: 0, x1: 40, y1: 40)
        let covered = CoverageRasterizer().rasterize(DeviceRect(x0: 3.25, y0: 2.5, x1: 9.75, y1: 22.5), clip: clip,
                                                     antialiased: true, into: &sink)
        #expect(covered == PixelRect(x0: 3, y0: 2, x1: 10, y1: 23))
        #expect(CoverageRasterizer.rectPrefetchRows == 8)
        #expect(sink.expected.map { $0.y } == Array(2...22), "each row announced once, in order")
        #expect(sink.expected.allSatisfy { $0.x0 == 3 && $0.x1 == 11 })
        for y in 2...22 { #expect(sink.announcedBefore[y] == Swift.min(y + 8, 22), "row \(y)") }
    }
}

/// Records the rows a scan converter announces (`expectRow`) and begins (`beginRow`).
private struct RowRecorder: SpanSink {
    var expected: [(y: Int, x0: Int, x1: Int)] = []
    var begun: [(y: Int, x0: Int, x1: Int)] = []
    /// For each begun row, the last row announced by then.
    var announcedBefore: [Int: Int] = [:]

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {}
    mutating func blendSpan(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {}
    mutating func expectRow(y: Int, x0: Int, x1: Int) { expected.append((y, x0, x1)) }
    mutating func beginRow(y: Int, x0: Int, x1: Int) {
        begun.append((y, x0, x1))
        announcedBefore[y] = expected.last?.y
    }
}
