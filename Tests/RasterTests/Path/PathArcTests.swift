import Foundation
import Testing
@testable import Raster

@Suite struct PathArcTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    /// The on-curve point halfway along the arc's first cubic.
    func firstCubicMidpoint(_ path: Path) -> CGPoint? {
        var start: CGPoint?
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): start = p
            case .curve(let p, let c1, let c2):
                guard let s = start else { return nil }
                return CGPoint(x: (s.x + 3 * c1.x + 3 * c2.x + p.x) / 8, y: (s.y + 3 * c1.y + 3 * c2.y + p.y) / 8)
            default: break
            }
        }
        return nil
    }

    @Test func clockwiseFalseRunsClockwiseOnScreen() {
        // From 3 o'clock to 6 o'clock through increasing angles: passes below-right (y down).
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(close(p.elements.first.flatMap { if case .move(let a) = $0 { return a } else { return nil } }, CGPoint(x: 10, y: 0)))
        #expect(close(p.currentPoint, CGPoint(x: 0, y: 10)))
        let mid = firstCubicMidpoint(p)!
        #expect(mid.x > 7 && mid.y > 7)
    }

    @Test func clockwiseTrueAppearsCounterClockwiseOnScreen() {
        // Same angles, clockwise: true → the long way round through 12 o'clock (negative y).
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(close(p.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(p.boundingRect.minY < -9.9 && p.boundingRect.minX < -9.9)
        let mid = firstCubicMidpoint(p)!
        #expect(mid.y < 0)
    }

    @Test func fullTurnIsACircle() {
        var p = Path()
        p.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        let b = p.boundingRect
        #expect(abs(b.minX) < 1e-9 && abs(b.maxX - 10) < 0.01 && abs(b.minY) < 0.01 && abs(b.maxY - 10) < 0.01)
        #expect(p.elements.count == 5)
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        guard case .line(let joint) = p.elements[1] else { Issue.record("expected a line"); return }
        #expect(close(joint, CGPoint(x: 15, y: 0)))
        // 180° → 360° increasing angle passes through 270° (up, negative y).
        #expect(p.boundingRect.minY < -4.99)
    }

    @Test func relativeArcPositiveDeltaTurnsClockwiseOnScreen() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(-90), delta: .degrees(90))
        // From 12 o'clock to 3 o'clock through the upper right.
        #expect(close(p.currentPoint, CGPoint(x: 10, y: 0)))
        let mid = firstCubicMidpoint(p)!
        #expect(mid.x > 7 && mid.y < -7)
    }

    /// Many turns are one turn and the rest: the same end point, a bounded number of curves
    /// (1e20 radians crashed converting the piece count, 1e15 took minutes).
    @Test func relativeArcsOfManyTurnsStayBounded() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(6 * .pi + .pi / 2))
        #expect(close(p.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(p.elements.count == 1 + 5)
        for delta in [1e15, -1e20] {
            var q = Path()
            q.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(delta))
            #expect(q.elements.count <= 1 + 8)
            // A whole circle (cubic arcs stray from it by 0.03% of the radius).
            #expect(abs(q.boundingRect.width - 20) < 0.01 && abs(q.boundingRect.height - 20) < 0.01)
        }
    }

    /// `boundingRect` encloses the curves, not their control points (SwiftUI's definition).
    @Test func boundingRectLeavesOutControlPoints() {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 30))
        let b = circle.boundingRect
        #expect(close(b.origin, CGPoint(x: 10, y: 20)) && close(CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: 50, y: 50)))
        var arch = Path()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(arch.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        var s = Path()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 20, y: -30))
        // B(t).y = 90·t·(1 − t)·(1 − 2t): extremes ±8.66 at t = 1/2 ∓ √3/6.
        #expect(abs(s.boundingRect.maxY - 8.660254) < 1e-5 && abs(s.boundingRect.minY + 8.660254) < 1e-5)
    }

    @Test func tangentArcRoundsACorner() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        guard case .line(let joint) = p.elements[1] else { Issue.record("expected a line"); return }
        #expect(close(joint, CGPoint(x: 6, y: 0)))
        #expect(close(p.currentPoint, CGPoint(x: 10, y: 4)))
        let mid = firstCubicMidpoint(p)!
        let r = hypot(mid.x - 6, mid.y - 4)
        #expect(abs(r - 4) < 0.01)
    }

    @Test func tangentArcDegeneratesToALine() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        #expect(p.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
    }

    @Test func arcsTakeATransform() {
        var p = Path()
        p.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                 transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(close(p.currentPoint, CGPoint(x: 100, y: 1)))
    }
}
