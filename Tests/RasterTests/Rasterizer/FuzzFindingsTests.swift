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
}
