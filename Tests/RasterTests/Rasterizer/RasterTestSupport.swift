// Helpers shared by the rasterizer tests: small canvases and pixel readers.
import Foundation
@testable import Raster

/// A transparent `width`×`height` pixmap and a scale-1 context drawing into it.
func makeCanvas(_ width: Int, _ height: Int) -> (Pixmap, GraphicsContext) {
    let pixmap = try! Pixmap(width: width, height: height)
    return (pixmap, GraphicsContext(pixmap: pixmap))
}

extension Pixmap {
    /// The alpha byte at `(x, y)`.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(self[x, y].a) }

    /// Every alpha byte, row by row.
    var alphas: [Int] { (0..<height).flatMap { y in (0..<width).map { x in alpha(x, y) } } }
}

/// Opaque black.
let ink = GraphicsContext.Shading.color(.black)

/// A five-pointed star drawn as one self-intersecting pentagram around `(cx, cy)`.
func pentagram(cx: CGFloat, cy: CGFloat, radius: CGFloat) -> Path {
    var star = Path()
    for i in 0..<5 {
        let a = Double(i) * 4 * .pi / 5 - .pi / 2
        let p = CGPoint(x: cx + radius * cos(a), y: cy + radius * sin(a))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    return star
}
