import Foundation
import Testing
@testable import Raster

/// Rectangles take their own scan converter; it must paint exactly what the general one
/// paints for the same rectangle given as a path it does not recognise.
@Suite struct RectFillTests {
    /// The rectangle with an extra point in the middle of its top side and its vertical sides
    /// cut into pieces under two units high: the same shape, but not a four-cornered
    /// rectangle, and without the tall sides that send rows to the rectangle path
    /// (StraightRowsTests), so every row goes through the cells.
    func generalPath(_ r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        let pieces = Int(r.height / 2) + 1
        for i in 1...pieces { p.addLine(to: CGPoint(x: r.maxX, y: r.minY + r.height * CGFloat(i) / CGFloat(pieces))) }
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        for i in 1...pieces { p.addLine(to: CGPoint(x: r.minX, y: r.maxY - r.height * CGFloat(i) / CGFloat(pieces))) }
        p.closeSubpath()
        return p
    }

    func draw(_ path: Path, shading: GraphicsContext.Shading, clip: CGRect?, scale: CGFloat) -> [UInt8] {
        let (pixmap, base) = makeCanvas(48, 40)
        var context = base
        pixmap.fill(PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        if let clip { context.clip(to: Path(ellipseIn: clip)) }
        context.scaleBy(x: scale, y: scale)
        context.fill(path, with: shading)
        return pixmap.data
    }

    @Test func recognisesRectanglesOnly() {
        let t = CGAffineTransform(translationX: 0.5, y: 2)
        let r = Path(CGRect(x: 1, y: 2, width: 3, height: 4)).deviceRect(t)
        #expect(r.map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [1.5, 4, 4.5, 8])
        #expect(generalPath(CGRect(x: 1, y: 2, width: 3, height: 4)).deviceRect(t) == nil)
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).deviceRect(CGAffineTransform(rotationAngle: 0.1)) == nil)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 9, height: 9), cornerRadius: 2).deviceRect(.identity) == nil)
        #expect(Path(CGRect(x: 0, y: CGFloat.nan, width: 9, height: 9)).deviceRect(.identity) == nil)
    }

    @Test(arguments: [1, 2, 3, 4])
    func paintsWhatTheEdgeListPaints(seed: UInt64) {
        var random = SplitMix64(state: seed)
        func coordinate(_ range: Double) -> CGFloat { CGFloat(Double(random.int(below: 1 << 16)) / 65536 * range - 8) }
        let gradient = GraphicsContext.Shading.linearGradient(
            Gradient(colors: [Color(red: 1, green: 0.5, blue: 0, opacity: 0.8), Color(red: 0, green: 0.2, blue: 1)]),
            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 37, y: 11))
        // Opaque: full-coverage middles are shaded straight into the pixels.
        let opaque = GraphicsContext.Shading.radialGradient(
            Gradient(colors: [Color(red: 0.1, green: 0.7, blue: 0.4), Color(red: 0.9, green: 0.2, blue: 0.6)]),
            center: CGPoint(x: 20, y: 25), startRadius: 0, endRadius: 30)
        for i in 0..<40 {
            // Fractional corners, some off the canvas on either side, some thinner than a pixel.
            let x = coordinate(64), y = coordinate(56)
            let w = i % 5 == 0 ? CGFloat(random.int(below: 256)) / 256 : coordinate(70) + 8
            let h = i % 7 == 0 ? CGFloat(random.int(below: 256)) / 256 : coordinate(60) + 8
            let rect = CGRect(x: x, y: y, width: w, height: h)
            let shading = i % 2 == 0 ? GraphicsContext.Shading.color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.7))
                : i % 4 == 1 ? gradient : opaque
            let clip: CGRect? = i % 3 == 0 ? CGRect(x: 4, y: 3, width: 37, height: 30) : nil
            let scale: CGFloat = i % 4 == 0 ? 1.5 : 1
            let fast = draw(Path(rect), shading: shading, clip: clip, scale: scale)
            let general = draw(generalPath(rect), shading: shading, clip: clip, scale: scale)
            let firstDifference = fast.indices.first { fast[$0] != general[$0] }
            #expect(firstDifference == nil, "rectangle \(rect), clip \(String(describing: clip)), scale \(scale)")
        }
    }

    @Test func halfCoveredPixelsAreHalf() {
        let (pixmap, context) = makeCanvas(4, 4)
        context.fill(Path(CGRect(x: 0.5, y: 1, width: 2, height: 1.5)), with: ink)
        // Columns 0 and 2 are half covered; row 2 is half covered.
        #expect(pixmap.alphas == [0, 0, 0, 0,
                                  128, 255, 128, 0,
                                  64, 128, 64, 0,
                                  0, 0, 0, 0])
    }
}
