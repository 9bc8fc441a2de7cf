import Foundation
import Testing
@testable import Raster

@Suite struct StrokerTests {
    let line = Path { $0.move(to: CGPoint(x: 10, y: 10)); $0.addLine(to: CGPoint(x: 30, y: 10)) }
    let corner = Path {
        $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 10))
    }

    func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    func subpathCount(_ path: Path) -> Int {
        path.elements.filter { if case .move = $0 { return true } else { return false } }.count
    }

    /// A render reuses its two polyline stores from stroke to stroke: a path stroked with
    /// stores that held another path's dashes gets the outline fresh stores give it.
    @Test func reusedPolylineStoresGiveTheOutlineOfFreshOnes() {
        let first = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30))
        let second = Path {
            $0.move(to: CGPoint(x: 5, y: 5))
            $0.addCurve(to: CGPoint(x: 60, y: 20), control1: CGPoint(x: 20, y: -10), control2: CGPoint(x: 40, y: 40))
            $0.closeSubpath()
            $0.move(to: CGPoint(x: 0, y: 50))
            $0.addLine(to: CGPoint(x: 30, y: 55))
        }
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .miter, dash: [4, 2], dashPhase: 1)
        var lines = StrokePolylines(), dashes = StrokePolylines()
        var scrap = Path(), reused = Path()
        first.strokeOutline(style, tolerance: 0.025, cull: .everything, lines: &lines, dashes: &dashes, into: &scrap)
        second.strokeOutline(style, tolerance: 0.025, cull: .everything, lines: &lines, dashes: &dashes, into: &reused)
        #expect(!scrap.isEmpty && !reused.isEmpty)
        #expect(reused.elements == second.strokedPath(style).elements)
    }

    @Test func buttCapEndsAtTheEndpoints() {
        let s = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(s.boundingRect == CGRect(x: 10, y: 8, width: 20, height: 4))
        #expect(s.elements == [
            .move(to: CGPoint(x: 10, y: 12)), .line(to: CGPoint(x: 30, y: 12)), .line(to: CGPoint(x: 30, y: 8)),
            .line(to: CGPoint(x: 10, y: 8)), .line(to: CGPoint(x: 10, y: 12)), .closeSubpath,
        ])
    }

    @Test func squareCapExtendsByHalfTheWidth() {
        let s = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(s.boundingRect == CGRect(x: 8, y: 8, width: 24, height: 4))
    }

    @Test func roundCapIsASemicircle() {
        let s = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        let curves = s.elements.filter { if case .curve = $0 { return true } else { return false } }
        #expect(curves.count == 4)
        #expect(points(s).contains(CGPoint(x: 32, y: 10)))
        #expect(points(s).contains(CGPoint(x: 8, y: 10)))
    }

    @Test func miterJoinReachesTheCornerPoint() {
        let s = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
        let p = points(s)
        #expect(p.contains { abs($0.x - 11) < 1e-9 && abs($0.y + 1) < 1e-9 })
        #expect(s.boundingRect == CGRect(x: 0, y: -1, width: 11, height: 11))
    }

    @Test func bevelJoinCutsTheCorner() {
        let p = points(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)))
        #expect(!p.contains { abs($0.x - 11) < 1e-9 && abs($0.y + 1) < 1e-9 })
        #expect(p.contains(CGPoint(x: 10, y: -1)) && p.contains(CGPoint(x: 11, y: 0)))
    }

    @Test func miterBeyondTheLimitBecomesBevel() {
        // A 20° turn-back: miter length / width = 1 / sin(10°) ≈ 5.76.
        let a = 20.0 * .pi / 180
        let sharp = Path {
            $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 50, y: 0))
            $0.addLine(to: CGPoint(x: 50 - 50 * cos(a), y: 50 * sin(a)))
        }
        let within = sharp.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 6))
        let beyond = sharp.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 5))
        // The tip lies 1 / sin(10°) from the corner along the bisector, cos(10°) of it along x.
        #expect(abs(within.boundingRect.maxX - (50 + 1 / tan(a / 2))) < 1e-9)
        #expect(beyond.boundingRect.maxX < 51.01)
    }

    @Test func innerJoinsMeetWhereTheOffsetsCross() {
        let p = points(corner.strokedPath(StrokeStyle(lineWidth: 2)))
        #expect(p.contains(CGPoint(x: 9, y: 1)))
        #expect(!p.contains(CGPoint(x: 10, y: 0)))
        // Segments shorter than the overlap go through the vertex itself.
        let short = Path {
            $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0.5))
        }
        #expect(points(short.strokedPath(StrokeStyle(lineWidth: 2))).contains(CGPoint(x: 10, y: 0)))
    }

    @Test func roundJoinIsAnArc() {
        let s = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
        #expect(s.elements.contains { if case .curve = $0 { return true } else { return false } })
        #expect(abs(s.boundingRect.maxX - 11) < 1e-9)
        #expect(abs(s.boundingRect.minY + 1) < 1e-9)
    }

    @Test func dashesCutTheLineByArcLength() {
        let long = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let s = long.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(subpathCount(s) == 5)
        #expect(s.boundingRect == CGRect(x: 0, y: -1, width: 90, height: 2))
        let shifted = long.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5))
        #expect(subpathCount(shifted) == 6)
        #expect(points(shifted).prefix(2) == [CGPoint(x: 0, y: 1), CGPoint(x: 5, y: 1)])
    }

    @Test func dashPatternRestartsOnEverySubpath() {
        var two = Path()
        two.move(to: CGPoint(x: 0, y: 0)); two.addLine(to: CGPoint(x: 15, y: 0))
        two.move(to: CGPoint(x: 0, y: 10)); two.addLine(to: CGPoint(x: 15, y: 10))
        let s = two.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 3]))
        // Each 15-unit subpath: dash 0...10, gap, dash 13...15.
        #expect(subpathCount(s) == 4)
        let starts = s.elements.compactMap { if case .move(let p) = $0 { return p.x } else { return nil } }
        #expect(starts == [0, 13, 0, 13])
    }

    @Test func oddDashArrayIsRepeated() {
        let long = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 40, y: 0)) }
        // [10] means 10 on, 10 off.
        #expect(subpathCount(long.strokedPath(StrokeStyle(lineWidth: 1, dash: [10]))) == 2)
    }

    @Test func closedDashThroughTheStartIsOnePiece() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        // 40 long; dash 35 on, 5 off with phase 30: on 0...5, off 5...10, on 10...40 → one piece.
        let s = square.strokedPath(StrokeStyle(lineWidth: 1, dash: [35, 5], dashPhase: 30))
        #expect(subpathCount(s) == 1)
    }

    @Test func zeroLengthSegmentsDrawDotsForRoundAndSquareCaps() {
        let dot = Path { $0.move(to: CGPoint(x: 5, y: 5)); $0.addLine(to: CGPoint(x: 5, y: 5)) }
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        let round = dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(round.boundingRect.minX - 3) < 1e-9 && abs(round.boundingRect.maxX - 7) < 1e-9)
        let square = dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4))
        let dotted = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 0)) }
            .strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 10]))
        #expect(subpathCount(dotted) == 3)
        let exact = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 0)) }
            .strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [10, 10]))
        #expect(subpathCount(exact) == 1)
    }

    @Test func closedSubpathsStrokeBothSidesWithoutCaps() {
        let s = Path(CGRect(x: 10, y: 10, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(subpathCount(s) == 2)
        #expect(s.boundingRect == CGRect(x: 9, y: 9, width: 22, height: 22))
    }

    @Test func strokedPixelsMatchTheOutline() {
        let (p, ctx) = makeCanvas(12, 12)
        ctx.stroke(Path(CGRect(x: 2, y: 2, width: 8, height: 8)), with: ink, lineWidth: 2)
        #expect(p.alpha(1, 5) == 255 && p.alpha(2, 5) == 255 && p.alpha(3, 5) == 0 && p.alpha(0, 5) == 0)
        #expect(p.alpha(1, 1) == 255)   // mitred corner
    }

    @Test func hairlinesAreOnePixelWideAndFaint() {
        let (p, ctx) = makeCanvas(10, 10)
        ctx.stroke(Path { $0.move(to: CGPoint(x: 0, y: 5.5)); $0.addLine(to: CGPoint(x: 10, y: 5.5)) },
                   with: ink, lineWidth: 0.5)
        #expect((3...7).map { p.alpha(4, $0) } == [0, 0, 128, 0, 0])
        let (q, ctx2) = makeCanvas(10, 10)
        ctx2.stroke(Path { $0.move(to: CGPoint(x: 0, y: 5.5)); $0.addLine(to: CGPoint(x: 10, y: 5.5)) },
                    with: ink, lineWidth: 0)
        #expect(q.alphas.allSatisfy { $0 == 0 })
    }

    @Test func nonFinitePointsAreSkipped() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        path.addLine(to: CGPoint(x: 10, y: 0))
        #expect(path.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    @Test func aClosedThereAndBackPathHasJoinsNotCaps() {
        var there = Path()
        there.move(to: CGPoint(x: 20, y: 50))
        there.addLine(to: CGPoint(x: 80, y: 50))
        there.closeSubpath()
        func draw(_ style: StrokeStyle) -> Pixmap {
            let (p, ctx) = makeCanvas(120, 100)
            ctx.stroke(there, with: ink, style: style)
            return p
        }
        // Round joins round both ends although the caps are butt: 12 px past the end is
        // inside the half-width of 15, (14, 10) past it is not.
        let round = draw(StrokeStyle(lineWidth: 30, lineCap: .butt, lineJoin: .round))
        #expect(round.alpha(92, 50) == 255 && round.alpha(8, 50) == 255)
        #expect(round.alpha(94, 60) == 0)
        // A turn of 180° is beyond any miter limit: the end is flat, and square caps do not
        // extend it (a closed path has none).
        let square = draw(StrokeStyle(lineWidth: 30, lineCap: .square, lineJoin: .miter))
        #expect(square.alpha(79, 50) == 255 && square.alpha(81, 50) == 0 && square.alpha(18, 50) == 0)
        #expect(square.alpha(50, 36) == 255 && square.alpha(50, 64) == 255 && square.alpha(50, 66) == 0)
    }

    /// With round caps and joins a stroke is every point within half the width of the
    /// path, also where a thick stroke turns sharply.
    @Test(arguments: [
        [CGPoint(x: 20, y: 50), CGPoint(x: 180, y: 62), CGPoint(x: 24, y: 74)],
        [CGPoint(x: 30, y: 30), CGPoint(x: 60, y: 110), CGPoint(x: 90, y: 30), CGPoint(x: 100, y: 40), CGPoint(x: 170, y: 90)],
    ])
    func thickRoundStrokesCoverExactlyTheNearbyPoints(points: [CGPoint]) {
        let (p, ctx) = makeCanvas(200, 140)
        var path = Path()
        path.addLines(points)
        let h = 22.0
        ctx.stroke(path, with: ink, style: StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round))
        func distance(_ x: Double, _ y: Double) -> Double {
            zip(points, points.dropFirst()).map { a, b in
                let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
                let t = Swift.max(0, Swift.min(1, ((x - Double(a.x)) * dx + (y - Double(a.y)) * dy) / (dx * dx + dy * dy)))
                return hypot(x - Double(a.x) - t * dx, y - Double(a.y) - t * dy)
            }.min()!
        }
        var wrong = 0
        for y in 0..<140 {
            for x in 0..<200 {
                let d = distance(Double(x) + 0.5, Double(y) + 0.5)
                if d < h - 1, p.alpha(x, y) != 255 { wrong += 1 }
                if d > h + 1, p.alpha(x, y) != 0 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// A thick arc with butt caps (a progress ring) ends exactly at the lines through its end
    /// points across the arc: nothing of its first or last chord's band pokes past them.
    @Test func thickArcsEndFlatAtTheirButtCaps() {
        let (p, ctx) = makeCanvas(200, 200)
        var ring = Path()
        ring.addArc(center: CGPoint(x: 100, y: 150), radius: 50, startAngle: .degrees(180), endAngle: .degrees(270),
                    clockwise: false)
        ctx.stroke(ring, with: ink, style: StrokeStyle(lineWidth: 20, lineCap: .butt))
        // The start cap is the line y = 150 from x = 40 to 60; the end cap x = 100 from y = 90 to 110.
        // (Pixels on the outer circle itself, x = 40 or y = 90, are partly covered.)
        #expect((40..<60).allSatisfy { p.alpha($0, 150) <= 1 } && (41..<60).allSatisfy { p.alpha($0, 148) == 255 })
        #expect((90..<110).allSatisfy { p.alpha(100, $0) <= 1 } && (91..<110).allSatisfy { p.alpha(98, $0) == 255 })
        // A 100-wide stroke of a cubic leaving (60, 150) straight up: its cap is the line
        // y = 150 from x = 10 to 110, level to the last pixel row (it was tilted by 0.1 px).
        let (q, context) = makeCanvas(300, 300)
        var arch = Path()
        arch.move(to: CGPoint(x: 60, y: 150))
        arch.addCurve(to: CGPoint(x: 240, y: 150), control1: CGPoint(x: 60, y: 60), control2: CGPoint(x: 240, y: 60))
        context.stroke(arch, with: ink, style: StrokeStyle(lineWidth: 100, lineCap: .butt))
        #expect((11..<105).allSatisfy { q.alpha($0, 149) == 255 && q.alpha($0, 150) == 0 })
    }

    /// A curve's polyline runs from its start to the curve's point at t = 2^−16 and ends from
    /// its point at 1 − 2^−16 (the chords along the end tangents that joins and caps use), for
    /// quadratic and cubic curves: checked against the Bernstein form of each curve.
    @Test(arguments: [false, true]) func curvePolylinesEndOnChordsAlongTheirTangents(cubic: Bool) {
        let p0 = Vector2(10, 20), c1 = Vector2(70, -10), c2 = Vector2(100, 90), p3 = Vector2(40, 120)
        func point(_ v: Vector2) -> CGPoint { CGPoint(x: v.x, y: v.y) }
        var path = Path()
        path.move(to: point(p0))
        if cubic {
            path.addCurve(to: point(p3), control1: point(c1), control2: point(c2))
        } else {
            path.addQuadCurve(to: point(p3), control: point(c1))
        }
        func bezier(_ t: Double) -> Vector2 {
            let s = 1 - t
            return cubic ? s * s * s * p0 + 3 * s * s * t * c1 + 3 * s * t * t * c2 + t * t * t * p3
                         : s * s * p0 + 2 * s * t * c1 + t * t * p3
        }
        var lines = StrokePolylines()
        path.strokePolylines(tolerance: 0.1, cull: .everything, into: &lines)
        #expect(lines.subpaths.count == 1)
        let points = lines.points
        #expect(points.count > 4 && points.first == p0 && points.last == p3)
        let t = 1.0 / 65536
        for (got, expected) in [(points[1], bezier(t)), (points[points.count - 2], bezier(1 - t))] {
            #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9, "\(got) is not \(expected)")
        }
        #expect(lines.corners.first == true && lines.corners.last == true && lines.corners[1] == false)
    }
}
