// FuzzFindingsTests.swift · RasterTests/Rasterizer · inputs the fuzz runner (Fuzz/, docs/fuzzing.md) found, reduced

import Foundation
import Testing
@testable import Raster

@Suite struct FuzzFindingsTests {
    let big = CGFloat.greatestFiniteMagnitude

    /// `Fuzz --target raster --seed 1 --from 1`: a cubic with controls at ±1.8e308 flattens
    /// to a NaN point; that made the dasher's path length NaN, which passed its dash limit, so
    /// a microscopic pattern cut the 100-unit line before it into 10⁸ dashes (the run passed
    /// 6 GB). Now the limit counts the finite length, warns and strokes solid.
    @Test func aCurveFlattenedToNaNDoesNotLiftTheDashLimit() {
        let path = Path {
            $0.move(to: .zero)
            $0.addLine(to: CGPoint(x: 100, y: 0))
            $0.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: big, y: -big), control2: CGPoint(x: -big, y: big))
        }
        let (dashed, warnings) = RasterDiagnostics.capturingWarnings {
            path.strokedPath(StrokeStyle(lineWidth: 2, dash: [1e-6, 1e-6]))
        }
        #expect(warnings == ["dash pattern too fine for the path length; the stroke is drawn solid"])
        #expect(dashed.elements.count == path.strokedPath(StrokeStyle(lineWidth: 2)).elements.count)
    }

    /// The raster fuzz target's peak memory (1,021 MiB in its first 304,503 inputs): the dash
    /// limit counted each subpath alone, so a path of many subpaths could make a million dashes
    /// per subpath. The limit now counts the whole path: 1,000 subpaths of 2,000 pieces each
    /// (2,000,000 in all) draw solid with the warning, while one of them alone is dashed.
    @Test func theDashLimitCountsEverySubpathOfAPath() {
        let style = StrokeStyle(lineWidth: 1, dash: [0.5, 0.5])
        let many = Path { path in
            for row in 0..<1_000 {
                path.move(to: CGPoint(x: 0, y: CGFloat(row)))
                path.addLine(to: CGPoint(x: 1_000, y: CGFloat(row)))
            }
        }
        let (dashed, warnings) = RasterDiagnostics.capturingWarnings { many.strokedPath(style) }
        #expect(warnings == ["dash pattern too fine for the path length; the stroke is drawn solid"])
        #expect(dashed.elements.count == many.strokedPath(StrokeStyle(lineWidth: 1)).elements.count)
        let one = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1_000, y: 0)) }
        let (oneDashed, oneWarnings) = RasterDiagnostics.capturingWarnings { one.strokedPath(style) }
        #expect(oneWarnings.isEmpty)
        #expect(oneDashed.elements.filter { if case .move = $0 { true } else { false } }.count == 1_000)
    }

    /// `Fuzz --target raster --seed 1 --from 1` and `--target layout --seed 1 --from 6740`
    /// (a stroked RoundedRectangle): a round join between segments of infinite length (from
    /// 1.8e308 to −1.8e308) has no directions, so its sweep was NaN and `Int(NaN)` trapped.
    @Test func aRoundJoinBetweenInfinitelyLongSegmentsDoesNotTrap() {
        let path = Path {
            $0.move(to: .zero)
            $0.addLine(to: CGPoint(x: 100, y: 0))
            $0.addLine(to: CGPoint(x: big, y: 0))
            $0.addLine(to: CGPoint(x: -big, y: 10))
            $0.addLine(to: CGPoint(x: 0, y: 20))
        }
        let style = StrokeStyle(lineWidth: 3, lineJoin: .round)
        let outline = path.strokedPath(style)
        #expect(outline.elements.first == .move(to: CGPoint(x: 0, y: 1.5)))
        var closed = path
        closed.closeSubpath()
        GraphicsContext(pixmap: try! Pixmap(width: 16, height: 16)).stroke(closed, with: .color(.red), style: style)
    }

    /// `Fuzz --target raster --seed 1 --from 58` (a hang) and `--target layout --from 8166`
    /// (past 2 GB): a stroke 1e30 wide grows its cull rectangle past any curve, and every
    /// piece of a circle of radius 1e15 inside it split to depth 24, 4.5e8 points. A piece
    /// wholly inside the cull rectangle now stops at depth 8: 2^8 chords per curve.
    @Test func aHugeCurveInsideAHugeStrokesCullRectangleFlattensToABoundedPolyline() {
        let circle = Path(ellipseIn: CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15))
        let cull = CullRect(minX: -5e30, minY: -5e30, maxX: 5e30, maxY: 5e30)
        // Four quarter arcs of 2^8 chords each, two tangent points per arc, and the start
        // (the closing point, equal to it, is dropped).
        var lines = StrokePolylines()
        circle.strokePolylines(tolerance: 0.025, cull: cull, into: &lines)
        #expect(lines.subpaths.map(\.range.count) == [4 * 256 + 2 * 4 + 1 - 1])
    }

    /// `Fuzz --target raster --seed 1 --from 3223` (a hang): dash entries summing past
    /// 1.8e308 made the pattern's total infinite; a negative phase then put the offset at
    /// infinity and the walk into the pattern subtracted entries from it forever. Such a
    /// pattern now strokes solid.
    @Test func aDashPatternWhoseSumOverflowsStrokesSolid() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [big, big], dashPhase: -10))
        #expect(dashed == line.strokedPath(StrokeStyle(lineWidth: 2)))
    }

    /// `Fuzz --target raster --seed 1 --from 615` (heap corruption, found by valgrind): this
    /// even-odd clip's curve toward x = −1.8e308 flattens to points at infinity, whose
    /// segments the edge list dropped; the unbalanced winding ran coverage on to the canvas's
    /// right edge, past the clip mask sized to the remaining edges. The mask now reaches that
    /// edge (debug builds assert spans stay inside it). At scales 1 and 2 the flattened
    /// curve reaches infinity.
    @Test(arguments: [1, 2] as [CGFloat])
    func aClipWithPointsAtInfinityStaysInsideItsMask(scale: CGFloat) {
        let path = Path {
            $0.move(to: CGPoint(x: 23.99666782484784, y: 41.566866403879715))
            $0.addLine(to: CGPoint(x: 23.724748631801987, y: -0.1764071209725545))
            $0.addCurve(to: CGPoint(x: -big, y: 71.5765507385266), control1: CGPoint(x: 29.01778230902427, y: -12.078435138316271),
                        control2: CGPoint(x: -big, y: 71.5765507385266))
            $0.addLine(to: CGPoint(x: 47.40762748782474, y: 51.42504178581716))
        }
        var context = GraphicsContext(pixmap: try! Pixmap(width: 64, height: 64), scale: scale)
        context.clip(to: path, style: FillStyle(eoFill: true, antialiased: false))
        #expect(context.clipBoundingRect.maxX == 64 / scale)
        context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.red))
    }

    /// `Fuzz --target raster --seed 1 --from 8307` (and 13 more inputs past 1 GB): where the
    /// visible part of a huge segment starts 2¹⁰⁰ along it, a 2⁴⁶ dash is a quarter of the
    /// position's precision, so `position += remaining` changed nothing and the dasher made
    /// dashes without end (a hang before this fix). It now stops cutting where it cannot advance.
    @Test func dashesFarAlongAHugeSegmentStopWhereTheyCannotAdvance() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 0x1p101, y: 0)) }
        let cull = CullRect(minX: 0x1p100, minY: -1, maxX: 0x1p100 + 0x1p48, maxY: 1)
        let dasher = Dasher(dash: [0x1p46, 0x1p46], phase: 0, cull: cull)!
        var lines = StrokePolylines(), pieces = StrokePolylines()
        line.strokePolylines(tolerance: 0.1, cull: .everything, into: &lines)
        // No dash can be placed at that precision, so the visible part gets none.
        #expect(dasher.dash(lines, into: &pieces))
        #expect(pieces.subpaths.isEmpty)
    }
}
