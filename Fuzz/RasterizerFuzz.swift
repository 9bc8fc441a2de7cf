// RasterizerFuzz.swift · Fuzz · the rasterizer, stroker and dasher on hostile paths
//
// Each input draws one to six random paths on a 64×64 pixmap through `GraphicsContext`:
// lines, quadratic and cubic curves, arcs, ellipses, rounded rectangles and trims whose
// coordinates are sometimes NaN, infinite, 1e30 or degenerate (repeated points, collinear
// controls), filled (non-zero or even-odd, with or without anti-aliasing) or stroked with
// any cap and join, line widths from 0 to 1e30, miter limits from 0 up and dash arrays of
// zeros, negatives and huge values; under a random transform (including singular ones),
// after random clips (some inverse), with random opacity and colour, gradient or tiled
// shading; some strokes are outlined first (`strokedPath`) and filled. Every draw must return.

import Foundation
import Raster

enum RasterizerFuzz {
    nonisolated(unsafe) static let canvas = try! Pixmap(width: 64, height: 64)
    nonisolated(unsafe) static let tile = try! Pixmap(width: 3, height: 2)

    static func run(_ g: inout SplitMix64) {
        canvas.fill(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
        var context = GraphicsContext(pixmap: canvas, scale: g.pick([1, 2, 0.5, 3]))
        for _ in 0..<g.below(2) {
            context.clip(to: path(&g), style: FillStyle(eoFill: g.oneIn(2), antialiased: !g.oneIn(4)),
                         options: g.oneIn(3) ? .inverse : [])
        }
        for _ in 0...g.below(6) {
            var local = context
            local.concatenate(transform(&g))
            local.opacity = g.oneIn(8) ? Double(g.hostile(-1...2)) : g.unit()
            let shape = path(&g)
            if g.oneIn(2) {
                local.fill(shape, with: shading(&g), style: FillStyle(eoFill: g.oneIn(2), antialiased: !g.oneIn(4)))
            } else if g.oneIn(4) {
                local.fill(shape.strokedPath(strokeStyle(&g)), with: shading(&g))
            } else {
                local.stroke(shape, with: shading(&g), style: strokeStyle(&g))
            }
        }
    }

    static func point(_ g: inout SplitMix64) -> CGPoint {
        CGPoint(x: g.hostile(-20...84), y: g.hostile(-20...84))
    }

    static func path(_ g: inout SplitMix64) -> Path {
        var path = Path()
        var last = CGPoint(x: 32, y: 32)
        for _ in 0..<g.below(14) {
            // A repeated point makes degenerate segments and curves with coincident controls.
            let p = g.oneIn(6) ? last : point(&g)
            switch g.below(12) {
            case 0: path.move(to: p)
            case 1, 2, 3: path.addLine(to: p)
            case 4: path.addQuadCurve(to: p, control: g.oneIn(3) ? p : point(&g))
            case 5, 6: path.addCurve(to: p, control1: g.oneIn(3) ? last : point(&g), control2: g.oneIn(3) ? p : point(&g))
            case 7: path.addArc(center: p, radius: g.hostile(0...40), startAngle: .radians(Double(g.hostile(-7...7))),
                                endAngle: .radians(Double(g.hostile(-7...7))), clockwise: g.oneIn(2))
            case 8: path.addArc(tangent1End: p, tangent2End: point(&g), radius: g.hostile(0...30))
            case 9: path.addEllipse(in: CGRect(origin: p, size: CGSize(width: g.hostile(-10...60), height: g.hostile(-10...60))))
            case 10: path.addRoundedRect(in: CGRect(origin: p, size: CGSize(width: g.hostile(-10...60), height: g.hostile(-10...60))),
                                         cornerSize: CGSize(width: g.hostile(-5...40), height: g.hostile(-5...40)))
            default: path.closeSubpath()
            }
            last = p
        }
        return g.oneIn(8) ? path.trimmedPath(from: g.hostile(-0.5...1.5), to: g.hostile(-0.5...1.5)) : path
    }

    static func transform(_ g: inout SplitMix64) -> CGAffineTransform {
        switch g.below(6) {
        case 0: return .identity
        case 1: return CGAffineTransform(scaleX: g.hostile(-3...3), y: g.hostile(-3...3))
        case 2: return CGAffineTransform(rotationAngle: g.hostile(-7...7))
        case 3: return CGAffineTransform(translationX: g.hostile(-64...64), y: g.hostile(-64...64))
        case 4: return CGAffineTransform(a: g.hostile(-2...2), b: 0, c: 0, d: 0, tx: 0, ty: 0)  // singular
        default: return CGAffineTransform(a: g.hostile(-2...2), b: g.hostile(-2...2), c: g.hostile(-2...2),
                                          d: g.hostile(-2...2), tx: g.hostile(-64...64), ty: g.hostile(-64...64))
        }
    }

    static func strokeStyle(_ g: inout SplitMix64) -> StrokeStyle {
        let width: CGFloat = g.pick([0, 1e-9, 0.01, 0.5, 1, 3, 17, 200, 1e6, 1e30, g.hostile(0...20)])
        var dash: [CGFloat] = []
        switch g.below(5) {
        case 0: dash = Array(repeating: 0, count: 1 + g.below(4))
        case 1: dash = (0...g.below(5)).map { _ in g.hostile(-2...10) }
        case 2: dash = [g.pick([1e-6, 1e-3, 0.01]), g.pick([0, 1e-6, 0.01])]
        default: break
        }
        return StrokeStyle(lineWidth: width, lineCap: g.pick([.butt, .round, .square]),
                           lineJoin: g.pick([.miter, .round, .bevel]), miterLimit: g.hostile(0...20),
                           dash: dash, dashPhase: g.oneIn(2) ? 0 : g.hostile(-20...20))
    }

    static func shading(_ g: inout SplitMix64) -> GraphicsContext.Shading {
        let gradient = Gradient(stops: (0...g.below(4)).map { _ in
            Gradient.Stop(color: Color(red: g.unit(), green: g.unit(), blue: g.unit(), opacity: g.unit()),
                          location: g.hostile(-0.5...1.5))
        })
        switch g.below(6) {
        case 0: return .linearGradient(gradient, startPoint: point(&g), endPoint: g.oneIn(4) ? .zero : point(&g))
        case 1: return .radialGradient(gradient, center: point(&g), startRadius: g.hostile(-5...40), endRadius: g.hostile(-5...40))
        case 2: return .conicGradient(gradient, center: point(&g), angle: .radians(Double(g.hostile(-7...7))))
        case 3: return .tiledPixmap(tile, origin: point(&g), scale: g.hostile(-2...4))
        default: return .color(Color(red: g.unit(), green: g.unit(), blue: g.unit(), opacity: g.unit()))
        }
    }
}
