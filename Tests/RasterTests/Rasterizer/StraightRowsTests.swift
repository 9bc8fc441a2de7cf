import Foundation
import Testing
@testable import Raster

/// A fill's rows between two vertical sides, where no other edge is active, take the
/// rectangle path (CoverageRasterizer+StraightRows.swift); they must get the bytes the cells
/// give them.
@Suite struct StraightRowsTests {
    /// The edges of `path` (device pixels) clipped to `0..<width × 0..<height`.
    func edges(of path: Path, width: Int = 64, height: Int = 64) -> EdgeList {
        let list = EdgeList()
        list.reset(left: 0, top: 0, right: width, bottom: height)
        var flattener = FillFlattener(transform: .identity, tolerance: 0.1,
                                      cull: CullRect(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)),
                                      sink: list)
        path.replay(into: &flattener)
        flattener.finish()
        return list
    }

    func straightRows(_ path: Path, width: Int = 64, height: Int = 64) -> CoverageRasterizer.StraightRows? {
        let list = edges(of: path, width: width, height: height)
        return CoverageRasterizer().straightRows(list)
    }

    /// A circular rounded rectangle's sides run from 3.5 + 4 to 33.5 − 4: whole rows 8..<29,
    /// between x = 2 and 22 (in 1/256 px).
    @Test func findsTheRowsBetweenTheCorners() {
        let path = Path(roundedRect: CGRect(x: 2, y: 3.5, width: 20, height: 30), cornerRadius: 4, style: .circular)
        #expect(straightRows(path) == .init(rows: 8..<29, left: 512, right: 5632))
        #expect(edges(of: path).tallVerticals == 2)
    }

    /// Another edge reaching into the rows cuts them: a triangle starting at y = 20.25 ends
    /// them at row 20, one ending at 6.5 starts them at row 7.
    @Test func otherEdgesCutTheRows() {
        var path = Path(roundedRect: CGRect(x: 2, y: 2, width: 40, height: 50), cornerRadius: 1, style: .circular)
        #expect(straightRows(path)?.rows == 3..<51)
        path.move(to: CGPoint(x: 10, y: 20.25))
        path.addLine(to: CGPoint(x: 14, y: 22))
        path.addLine(to: CGPoint(x: 8, y: 22))
        path.closeSubpath()
        #expect(straightRows(path)?.rows == 3..<20)
        path.move(to: CGPoint(x: 10, y: 1))
        path.addLine(to: CGPoint(x: 14, y: 6.5))
        path.addLine(to: CGPoint(x: 8, y: 6.5))
        path.closeSubpath()
        #expect(straightRows(path)?.rows == 7..<20)
    }

    /// No rows: no vertical sides, sides under four rows, three tall sides, sides of one
    /// winding (two rectangles drawn the same way, side by side: four tall sides), a side
    /// dropped right of the clip, and straight rows fewer than `minimumStraightRows`.
    @Test func onlyTwoOppositeTallSidesQualify() {
        #expect(straightRows(Path(ellipseIn: CGRect(x: 2, y: 2, width: 40, height: 50))) == nil)
        #expect(straightRows(Path(roundedRect: CGRect(x: 2, y: 2, width: 40, height: 9), cornerRadius: 3,
                                  style: .circular)) == nil)
        var three = Path()
        three.move(to: CGPoint(x: 2, y: 2)); three.addLine(to: CGPoint(x: 2, y: 40))
        three.addLine(to: CGPoint(x: 20, y: 40)); three.addLine(to: CGPoint(x: 20, y: 20))
        three.addLine(to: CGPoint(x: 30, y: 20)); three.addLine(to: CGPoint(x: 30, y: 2)); three.closeSubpath()
        #expect(edges(of: three).tallVerticals == 3 && straightRows(three) == nil)
        var pair = Path(CGRect(x: 2, y: 2, width: 10, height: 30))
        pair.addRect(CGRect(x: 20, y: 2, width: 10, height: 30))
        #expect(straightRows(pair) == nil)
        let pastTheClip = Path(roundedRect: CGRect(x: 30, y: 2, width: 50, height: 40), cornerRadius: 4, style: .circular)
        #expect(straightRows(pastTheClip) == nil)
        #expect(straightRows(pastTheClip, width: 100)?.rows == 6..<38)
        #expect(CoverageRasterizer.minimumStraightRows == 4)
        #expect(straightRows(Path(roundedRect: CGRect(x: 2, y: 2, width: 40, height: 13), cornerRadius: 4.5,
                                  style: .circular)) == nil, "sides four rows high, from 6.5 to 10.5: whole rows 7..<10")
    }

    /// `path` with every vertical line cut into pieces under two units high: the same shape
    /// (collinear pieces add the same cell areas), but without tall sides, so it never takes
    /// the rectangle path.
    func cut(_ path: Path) -> Path {
        var result = Path()
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p): result.move(to: p); current = p
            case .line(let p):
                let pieces = p.x == current.x ? Int(abs(p.y - current.y) / 2) + 1 : 1
                for i in 1...pieces {
                    let f = CGFloat(i) / CGFloat(pieces)
                    result.addLine(to: i == pieces ? p : CGPoint(x: p.x, y: current.y + (p.y - current.y) * f))
                }
                current = p
            case .quadCurve(let p, let c): result.addQuadCurve(to: p, control: c); current = p
            case .curve(let p, let c1, let c2): result.addCurve(to: p, control1: c1, control2: c2); current = p
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    func draw(_ path: Path, shading: GraphicsContext.Shading, style: FillStyle, clip: Bool, blend: GraphicsContext.BlendMode,
              scale: CGFloat) -> [UInt8] {
        let (pixmap, base) = makeCanvas(64, 72)
        var context = base
        pixmap.fill(PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        if clip { context.clip(to: Path(ellipseIn: CGRect(x: 3, y: 2, width: 58, height: 66))) }
        context.blendMode = blend
        context.scaleBy(x: scale, y: scale)
        context.fill(path, with: shading, style: style)
        return pixmap.data
    }

    @Test(arguments: [1, 2, 3, 4])
    func paintsWhatTheCellsPaint(seed: UInt64) {
        var random = SplitMix64(state: seed)
        func coordinate(_ range: Double) -> CGFloat { CGFloat(Double(random.int(below: 1 << 16)) / 65536 * range) }
        let shadings: [GraphicsContext.Shading] = [
            .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.7)),
            .color(.black),
            .linearGradient(Gradient(colors: [Color(red: 1, green: 0.5, blue: 0, opacity: 0.8), Color(red: 0, green: 0.2, blue: 1)]),
                            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 37, y: 11)),
            .radialGradient(Gradient(colors: [.white, Color(red: 0.2, green: 0.6, blue: 0.3, opacity: 0.5)]),
                            center: CGPoint(x: 30, y: 30), startRadius: 2, endRadius: 40),
            .linearGradient(Gradient(colors: [Color(red: 0.1, green: 0.4, blue: 0.9), Color(red: 0.95, green: 0.8, blue: 0.1)]),
                            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 60, y: 20)),
            .radialGradient(Gradient(colors: [Color(red: 0.1, green: 0.7, blue: 0.4), Color(red: 0.9, green: 0.2, blue: 0.6)]),
                            center: CGPoint(x: 25, y: 35), startRadius: 0, endRadius: 30),
        ]
        var straight = 0
        for i in 0..<40 {
            // Fractional sides, some off the canvas on either side; capsules and squircles too.
            let rect = CGRect(x: coordinate(70) - 8, y: coordinate(60) - 8, width: coordinate(60) + 4, height: coordinate(70) + 6)
            let radius = i % 6 == 0 ? rect.width / 2 : coordinate(12)
            let path = Path(roundedRect: rect, cornerRadius: radius, style: i % 3 == 0 ? .continuous : .circular)
            let shading = shadings[i % shadings.count]
            let style = FillStyle(eoFill: i % 5 == 1, antialiased: i % 7 != 3)
            let clip = i % 4 == 2
            let blend: GraphicsContext.BlendMode = i % 9 == 4 ? .multiply : .normal
            let scale: CGFloat = i % 8 == 5 ? 1.5 : 1
            if straightRows(path.applying(CGAffineTransform(scaleX: scale, y: scale)), width: 64, height: 72) != nil && !clip {
                straight += 1
            }
            let fast = draw(path, shading: shading, style: style, clip: clip, blend: blend, scale: scale)
            let cells = draw(cut(path), shading: shading, style: style, clip: clip, blend: blend, scale: scale)
            let firstDifference = fast.indices.first { fast[$0] != cells[$0] }
            #expect(firstDifference == nil, "\(rect) radius \(radius), case \(i)")
        }
        #expect(straight >= 10, "only \(straight) of 40 cases had straight rows")
    }

    /// Clip masks are coverage too: a rounded rectangle clips what its cells would clip.
    @Test func clipsWhatTheCellsClip() {
        for (i, rect) in [CGRect(x: 3.25, y: 2.5, width: 40.5, height: 50.75), CGRect(x: 1.5, y: 10.125, width: 30, height: 60)].enumerated() {
            let path = Path(roundedRect: rect, cornerRadius: 6.5, style: i == 0 ? .circular : .continuous)
            #expect(straightRows(path) != nil)
            func clipped(_ clip: Path) -> [UInt8] {
                let (pixmap, base) = makeCanvas(64, 72)
                var context = base
                context.clip(to: clip)
                context.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 72)), with: .color(Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.8)))
                return pixmap.data
            }
            #expect(clipped(path) == clipped(cut(path)), "\(rect)")
        }
    }
}
