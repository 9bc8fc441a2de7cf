import Foundation
import Testing
@testable import Raster

/// Unpacks a resolved paint's gradient for comparison.
private func stops(_ stops: [DisplayList.ResolvedStop]) -> [String] {
    stops.map { s in
        let b = s.color.bytes
        return "\(b.r),\(b.g),\(b.b),\(b.a)@\((s.location * 1000).rounded() / 1000)"
    }
}

@Suite struct GradientTests {
    private let environment = EnvironmentValues()
    private let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)

    @Test func linearGradientResolvesUnitPointsInTheBounds() {
        let paint = LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)
            .paint(in: environment, bounds: CGRect(x: 10, y: 0, width: 40, height: 20))
        guard case .linearGradient(let s, let start, let end) = paint else { Issue.record("not linear"); return }
        #expect(start == CGPoint(x: 10, y: 10) && end == CGPoint(x: 50, y: 10))
        #expect(stops(s) == ["255,0,0,255@0.0", "0,0,255,255@1.0"])
    }

    @Test func stopsAreSortedByLocation() {
        let gradient = Gradient(stops: [.init(color: pureBlue, location: 0.8), .init(color: pureRed, location: 0.2)])
        #expect(stops(gradient.resolvedStops(in: environment)) == ["255,0,0,255@0.2", "0,0,255,255@0.8"])
    }

    @Test func gradientAsAStyleRunsTopToBottom() {
        let paint = Gradient(colors: [pureRed, pureBlue]).paint(in: environment, bounds: bounds)
        guard case .linearGradient(_, let start, let end) = paint else { Issue.record("not linear"); return }
        #expect(start == CGPoint(x: 20, y: 0) && end == CGPoint(x: 20, y: 20))
    }

    @Test func linearGradientEndpointsAndMidpoint() throws {
        let view = LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 21, height: 4)
        let image = try renderView(view)
        writeScratch(image, "linearGradient")
        // Pixel 10's centre is exactly halfway. Gradient colours come from a lookup table
        // indexed by t, so each channel may be off by one from the exact interpolation.
        func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 && p.a == 255
        }
        #expect(near(image[10, 2], 128, 0, 128))
        // Pixel 0 (t = 0.5/21) and pixel 20 (t = 20.5/21).
        #expect(near(image[0, 2], 249, 0, 6))
        #expect(near(image[20, 2], 6, 0, 249))
    }

    @Test func hardStopsMakeAnExactEdge() throws {
        let view = Rectangle()
            .fill(.linearGradient(stops: [.init(color: pureRed, location: 0), .init(color: pureRed, location: 0.5),
                                          .init(color: pureBlue, location: 0.5), .init(color: pureBlue, location: 1)],
                                  startPoint: .top, endPoint: .bottom))
            .frame(width: 4, height: 20)
        let image = try renderView(view)
        #expect(image[1, 9] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[1, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func gradientFollowsTheFilledShapesBounds() throws {
        // The same style on a small and a large shape spans each one's own height.
        let style = LinearGradient(stops: [.init(color: pureRed, location: 0.5), .init(color: pureBlue, location: 0.5)],
                                   startPoint: .top, endPoint: .bottom)
        let view = HStack(alignment: .top, spacing: 0) {
            Rectangle().fill(style).frame(width: 2, height: 10)
            Rectangle().fill(style).frame(width: 2, height: 20)
        }
        let image = try renderView(view)
        #expect(image[0, 4] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[0, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[3, 9] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[3, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func radialGradientRadiiAreInPoints() throws {
        let style = RadialGradient(stops: [.init(color: pureRed, location: 0.5), .init(color: pureBlue, location: 0.5)],
                                   center: .center, startRadius: 0, endRadius: 10)
        let paint = style.paint(in: environment, bounds: bounds)
        guard case .radialGradient(_, let center, let r0, let r1) = paint else { Issue.record("not radial"); return }
        #expect(center == CGPoint(x: 20, y: 10) && r0 == 0 && r1 == 10)
        let image = try renderView(style.frame(width: 20, height: 20))
        writeScratch(image, "radialGradient")
        // Radius 5 is the edge: (10.5, 10.5) is inside, (16.5, 10.5) outside.
        #expect(image[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[16, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(image[0, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func conicGradientStartsAtTheTrailingSideAndTurnsClockwise() throws {
        let style = AngularGradient(stops: [.init(color: pureRed, location: 0.5), .init(color: pureBlue, location: 0.5)],
                                    center: .center)
        let image = try renderView(style.frame(width: 20, height: 20))
        writeScratch(image, "angularGradient")
        // The first half turn, from 0° (pointing right) clockwise, covers the lower half.
        #expect(image[10, 15] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[10, 4] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func partialTurnFillsTheGapWithTheEndColours() {
        let resolved = Gradient(colors: [pureRed, pureBlue]).resolvedStops(in: environment)
        let (start, s) = AngularGradient.fullTurn(resolved, from: 0, to: .pi / 2)
        #expect(start == 0)
        #expect(stops(s) == ["255,0,0,255@0.0", "0,0,255,255@0.25", "0,0,255,255@0.25", "0,0,255,255@0.625",
                             "255,0,0,255@0.625", "255,0,0,255@1.0"])
    }

    @Test func overFullTurnDrawsTheLastTurn() {
        let resolved = Gradient(colors: [pureRed, pureBlue]).resolvedStops(in: environment)
        let (start, s) = AngularGradient.fullTurn(resolved, from: 0, to: 4 * .pi)
        #expect(abs(start - 2 * .pi) < 1e-12)
        // The last turn runs from location 0.5 (half red, half blue) to 1.
        #expect(stops(s) == ["128,0,128,255@0.0", "0,0,255,255@1.0"])
    }

    @Test func reversedRangeRunsAnticlockwise() {
        let resolved = Gradient(colors: [pureRed, pureBlue]).resolvedStops(in: environment)
        let (start, s) = AngularGradient.fullTurn(resolved, from: 2 * .pi, to: 0)
        #expect(start == 0)
        #expect(stops(s) == ["0,0,255,255@0.0", "255,0,0,255@1.0"])
    }

    @Test func conicInitialiserMakesAFullTurn() {
        let style = AngularGradient(colors: [pureRed, pureBlue], center: .topLeading, angle: .degrees(90))
        let paint = style.paint(in: environment, bounds: bounds)
        guard case .angularGradient(let s, let center, let angle) = paint else { Issue.record("not angular"); return }
        #expect(center == .zero)
        #expect(abs(angle.degrees - 90) < 1e-9)
        #expect(stops(s) == ["255,0,0,255@0.0", "0,0,255,255@1.0"])
    }

    @Test func gradientViewsFillTheirProposal() {
        let frames = layoutFrames(LinearGradient(colors: [pureRed], startPoint: .top, endPoint: .bottom),
                                  proposal: ProposedViewSize(width: 30, height: 12))
        #expect(frames.first?.frame == CGRect(x: 0, y: 0, width: 30, height: 12))
        let ideal = layoutFrames(RadialGradient(colors: [pureRed], center: .center, startRadius: 0, endRadius: 1),
                                 proposal: .unspecified)
        #expect(ideal.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func staticMembersMakeTheStyles() {
        let a: LinearGradient = .linearGradient(colors: [pureRed], startPoint: .top, endPoint: .bottom)
        let b: RadialGradient = .radialGradient(colors: [pureRed], center: .center, startRadius: 1, endRadius: 2)
        let c: AngularGradient = .angularGradient(colors: [pureRed], center: .center, startAngle: .zero, endAngle: .degrees(90))
        let d: AngularGradient = .conicGradient(colors: [pureRed], center: .center)
        #expect(a.startPoint == .top && a.endPoint == .bottom)
        #expect(b.startRadius == 1 && b.endRadius == 2)
        #expect(c.endAngle == .degrees(90))
        #expect(d.endAngle == .degrees(360))
    }

    @Test func gradientAsForegroundStyleOfText() throws {
        let image = try renderView(Text("II").font(.system(size: 40))
            .foregroundStyle(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom)))
        writeScratch(image, "gradientText")
        var reds = 0, blues = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a == 255 {
                if y < image.height / 3 && image[x, y].r > image[x, y].b { reds += 1 }
                if y > image.height * 2 / 3 && image[x, y].b > image[x, y].r { blues += 1 }
            }
        }
        #expect(reds > 0 && blues > 0)
    }
}
