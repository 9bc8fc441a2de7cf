import Foundation
import Testing
@testable import Raster

@Suite struct PathSVGTests {
    @Test func absoluteAndRelativeCommands() throws {
        let p = try Path(svgPathData: "M10,10 l 10 0 V20 h-10 z m5 5 L 6 6")
        #expect(p.elements == [
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 10)), .line(to: CGPoint(x: 20, y: 20)),
            .line(to: CGPoint(x: 10, y: 20)), .closeSubpath,
            .move(to: CGPoint(x: 15, y: 15)), .line(to: CGPoint(x: 6, y: 6)),
        ])
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        let p = try Path(svgPathData: "M0 0 1 1-2.5.5e1 2 3")
        #expect(p.elements == [
            .move(to: .zero), .line(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: -2.5, y: 5)), .line(to: CGPoint(x: 2, y: 3)),
        ])
    }

    @Test func smoothCurvesReflectTheirControls() throws {
        let p = try Path(svgPathData: "M0 0 C0 10 10 10 10 0 S20 -10 20 0 Q25 5 30 0 T40 0")
        #expect(p.elements[2] == .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
        #expect(p.elements[4] == .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: -5)))
    }

    @Test func arcsReachTheirEndpoint() throws {
        let p = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
        let end = p.currentPoint!
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y) < 1e-9)
        // Sweep flag 1 runs towards increasing angles: clockwise on screen, over the top.
        #expect(abs(p.boundingRect.minY + 10) < 0.01)
        let flipped = try Path(svgPathData: "M0 0 a10 10 0 0 0 20 0")
        #expect(abs(flipped.boundingRect.maxY - 10) < 0.01)
    }

    /// Arcs whose radii dwarf the chord are lines to their end point (they lost it, giving
    /// `M0 0 Z`).
    @Test func hugeArcRadiiKeepTheEndPoint() throws {
        for data in ["M0 0 A 1e308 1e308 0 1 1 20 0 Z", "M0 0 A 1e300 2 1e308 0 0 20 0 Z", "M0 0 A 1e14 1e14 0 0 1 20 0"] {
            let path = try Path(svgPathData: data)
            #expect(path.elements.prefix(2) == [.move(to: .zero), .line(to: CGPoint(x: 20, y: 0))])
        }
    }

    @Test func badDataThrowsAtItsOffset() {
        #expect(throws: SVGPathError(offset: 0, reason: "path data must start with 'M' or 'm'")) {
            try Path(svgPathData: "L10 10")
        }
        #expect(throws: SVGPathError(offset: 8, reason: "expected a number for 'L'")) {
            try Path(svgPathData: "M0 0 L10")
        }
        #expect(throws: SVGPathError(offset: 5, reason: "unknown command 'X'")) {
            try Path(svgPathData: "M0 0 X")
        }
        #expect(throws: SVGPathError(offset: 2, reason: "the number for 'M' is too large for a coordinate")) {
            try Path(svgPathData: "M 1e400 0 L 0 0")
        }
        #expect(Path("M0 0 L") == nil)
    }

    @Test func descriptionPrintsRoundedSVG() {
        var p = Path()
        p.move(to: CGPoint(x: 0.1 + 0.2, y: -0.0000001))
        p.addLine(to: CGPoint(x: 10, y: 2.5))
        p.addQuadCurve(to: CGPoint(x: 1, y: 2), control: CGPoint(x: 3, y: 4))
        p.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 1.0 / 3, y: 2), control2: CGPoint(x: 3, y: 4))
        p.closeSubpath()
        #expect(p.description == "M0.3 0 L10 2.5 Q3 4 1 2 C0.333 2 3 4 1 1 Z")
    }

    @Test func descriptionRoundTrips() {
        let p = Path(roundedRect: CGRect(x: 1, y: 2, width: 30, height: 20), cornerRadius: 5)
        let again = Path(p.description)!
        #expect(again.description == p.description)
    }

    @Test func swiftUIPostfixFormIsRead() {
        let p = Path("0 0 m 10 0 l 10 10 5 5 q h")
        #expect(p?.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                                .quadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 10, y: 10)), .closeSubpath])
    }
}
