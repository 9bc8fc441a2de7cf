import Foundation
import Testing
@testable import Raster

/// A fixed-seed linear congruential generator (Knuth's MMIX constants): the same numbers on
/// every run and platform.
struct SeededGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
    mutating func unit() -> Double { Double(next()) / Double(1 << 53) }
}

@Suite struct RobustnessTests {
    /// A coordinate that is usually on the canvas and sometimes hostile.
    func coordinate(_ g: inout SeededGenerator) -> CGFloat {
        switch g.next() % 20 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e9
        case 4: return -1e9
        case 5: return 1e-300
        case 6: return g.next() % 2 == 0 ? 1e300 : -1e300
        default: return CGFloat(g.unit() * 80 - 10)
        }
    }

    func randomPath(_ g: inout SeededGenerator) -> Path {
        var path = Path()
        for _ in 0..<(g.next() % 12) {
            let p = CGPoint(x: coordinate(&g), y: coordinate(&g))
            switch g.next() % 6 {
            case 0: path.move(to: p)
            case 1, 2: path.addLine(to: p)
            case 3: path.addQuadCurve(to: p, control: CGPoint(x: coordinate(&g), y: coordinate(&g)))
            case 4: path.addCurve(to: p, control1: CGPoint(x: coordinate(&g), y: coordinate(&g)),
                                  control2: CGPoint(x: coordinate(&g), y: coordinate(&g)))
            default: path.closeSubpath()
            }
        }
        return path
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomPathsNeverCrash(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        let (p, ctx0) = makeCanvas(64, 48)
        var ctx = ctx0
        for i in 0..<150 {
            let path = randomPath(&g)
            let style = StrokeStyle(lineWidth: CGFloat(g.unit() * 6), lineCap: [.butt, .round, .square][i % 3],
                                    lineJoin: [.miter, .round, .bevel][i % 3], miterLimit: 4,
                                    dash: i % 4 == 0 ? [CGFloat(g.unit() * 5), 2] : [])
            switch i % 5 {
            case 0: ctx.fill(path, with: .color(.red))
            case 1: ctx.fill(path, with: .color(.blue), style: FillStyle(eoFill: true))
            case 2: ctx.stroke(path, with: .linearGradient(Gradient(colors: [.red, .green]), startPoint: .zero,
                                                           endPoint: CGPoint(x: coordinate(&g), y: 20)), style: style)
            case 3: ctx.stroke(path, with: .color(.black), style: style)
            default:
                if i % 25 == 4 { ctx.clip(to: path) }
                ctx.fill(path, with: .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 30, y: 20),
                                                     startRadius: 0, endRadius: coordinate(&g)))
            }
        }
        #expect(p.width == 64)
    }

    @Test func hostileTransformsDrawNothingOrSomethingButNeverCrash() {
        let (p, ctx0) = makeCanvas(16, 16)
        var ctx = ctx0
        ctx.scaleBy(x: 0, y: 0)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: ink)
        ctx.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: ink, lineWidth: 2)
        ctx.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: ink)
        ctx.transform = CGAffineTransform(a: 1e12, b: 0, c: 0, d: 1e12, tx: 0, ty: 0)
        ctx.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), with: ink)
        #expect(p.alpha(8, 8) == 255)
    }

    @Test func segmentsSpanningTheWholeDoubleRangeAreClippedSafely() {
        let (p, ctx) = makeCanvas(8, 8)
        var path = Path()
        path.move(to: CGPoint(x: -1e308, y: -1e308))
        path.addLine(to: CGPoint(x: 1e308, y: 1e308))
        path.addLine(to: CGPoint(x: -1e308, y: 1e308))
        path.closeSubpath()
        ctx.fill(path, with: ink)
        #expect(p.alpha(1, 6) == 255 && p.alpha(6, 1) == 0)
    }

    @Test func resizedPixmapDataIsNotWrittenPastItsEnd() {
        let (p, ctx) = makeCanvas(4, 4)
        p.data = [0, 0, 0, 0]
        ctx.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: ink)
        #expect(p.data == [0, 0, 0, 0])
    }

    @Test func microscopicDashesOnAHugePathAreMadeOnlyWhereVisible() {
        // 10^12 dashes along the path, a few thousand of them on the canvas: half of each
        // pixel is dashed.
        let huge = Path { $0.move(to: CGPoint(x: 0, y: 5)); $0.addLine(to: CGPoint(x: 1e9, y: 5)) }
        let (p, ctx) = makeCanvas(8, 8)
        ctx.stroke(huge, with: ink, style: StrokeStyle(lineWidth: 2, dash: [0.001, 0.001]))
        #expect(p.alpha(3, 4) == 128)
    }

    @Test func microscopicDashesOnAHugeVisiblePathFallBackToSolid() {
        // A path that winds across the canvas a million times: too many dashes in view.
        var zigzag = Path()
        zigzag.move(to: CGPoint(x: 0, y: 0))
        for i in 0..<1_000 { zigzag.addLine(to: CGPoint(x: i % 2 == 0 ? 8 : 0, y: 0)) }
        let (p, base) = makeCanvas(8, 8)
        var ctx = base
        ctx.translateBy(x: 0, y: 4)
        ctx.stroke(zigzag, with: ink, style: StrokeStyle(lineWidth: 2, dash: [0.001, 0.001]))
        #expect(p.alpha(3, 4) == 255)
    }

    @Test func dashesOfALineRunningFarOffTheCanvasKeepTheirPhase() {
        // 2·10^7 long with a 20-point pattern: 10^6 dashes in all, four of them in view.
        let long = Path { $0.move(to: CGPoint(x: -1e7, y: 5)); $0.addLine(to: CGPoint(x: 1e7, y: 5)) }
        let (p, ctx) = makeCanvas(40, 10)
        ctx.stroke(long, with: ink, style: StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect([5, 15, 25, 35].map { p.alpha($0, 5) } == [255, 0, 255, 0])
        #expect([9, 10, 29, 30].map { p.alpha($0, 5) } == [255, 0, 255, 0])
    }
}
