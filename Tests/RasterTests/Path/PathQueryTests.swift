import Foundation
import Testing
@testable import Raster

@Suite struct PathContainsTests {
    @Test func rectContainsItsInside() {
        let p = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.contains(CGPoint(x: 5, y: 5)))
        #expect(!p.contains(CGPoint(x: 15, y: 5)))
        #expect(!p.contains(CGPoint(x: 5, y: -1)))
    }

    @Test func fillRulesDifferOnTheStarCentre() {
        let star = pentagram(cx: 50, cy: 50, radius: 45)
        #expect(star.contains(CGPoint(x: 50, y: 50)))
        #expect(!star.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(star.contains(CGPoint(x: 50, y: 12), eoFill: true))
    }

    @Test func curvesAreFollowed() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 1)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!Path().contains(.zero))
    }
}

@Suite struct PathTrimTests {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func halfARectangleIsTwoSides() {
        #expect(square.trimmedPath(from: 0, to: 0.5).elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        ])
    }

    @Test func trimmingInsideASegmentCutsIt() {
        #expect(square.trimmedPath(from: 0.125, to: 0.375).elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)),
        ])
    }

    @Test func theClosingSegmentCounts() {
        let tail = square.trimmedPath(from: 0.875, to: 1)
        #expect(tail.elements == [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 0, y: 0))])
    }

    @Test func emptyAndFullTrims() {
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: 0, to: 1) == square)
    }

    @Test func curvesAreCutByArcLength() {
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let half = arc.trimmedPath(from: 0, to: 0.5)
        let end = half.currentPoint!
        #expect(abs(end.x) < 0.01 && abs(end.y - 10) < 0.01)
        #expect(half.elements.allSatisfy { if case .line = $0 { return false } else { return true } })
    }

    @Test func separateSubpathsStaySeparate() {
        var two = Path()
        two.move(to: .zero); two.addLine(to: CGPoint(x: 10, y: 0))
        two.move(to: CGPoint(x: 0, y: 5)); two.addLine(to: CGPoint(x: 10, y: 5))
        #expect(two.trimmedPath(from: 0.25, to: 0.75).elements == [
            .move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
            .move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 5, y: 5)),
        ])
    }
}
