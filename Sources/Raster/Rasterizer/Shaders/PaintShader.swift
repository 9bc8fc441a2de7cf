// PaintShader.swift · Raster/Rasterizer/Shaders · Raster's own paint evaluation (no SwiftUI counterpart)
// Status: Complete — linear, radial and conic gradients (pad, repeat, mirror), images
// (nearest or bilinear, clamped or tiled).
//
// A shader fills a row of device pixels with premultiplied colours; the Blitter then applies
// coverage and the blend mode. Each pixel is sampled at its centre (x + 0.5, y + 0.5).
//
// Gradients read a table (256–4096 entries, sized in `init(gradient:…)`) of premultiplied
// colours built from the stops by `GradientTable`; `GradientLookup` reads it. Each kind of
// paint has its geometry and row loop in its own file:
// - PaintShader.LinearGeometry.swift: t affine in device space (SwiftUI's LinearGradient);
// - PaintShader.RadialGeometry.swift: t from the distance to a centre (RadialGradient);
// - PaintShader.ConicGeometry.swift: t from the angle around a centre (AngularGradient);
// - PaintShader.ImageGeometry.swift: an image under a transform, a same-size layer read 1:1,
//   and a mesh gradient's pixels (drawn by MeshPatches.swift) read 1:1;
// - PaintShader.GradientCenter.swift: the centre radial and conic gradients measure from.

import CRasterKernels
import Foundation

final class PaintShader {
    enum Spread { case pad, `repeat`, mirror }

    /// What the shader paints, with the geometry of its kind.
    enum Geometry {
        case linear(LinearGeometry)
        case radial(RadialGeometry)
        case conic(ConicGeometry)
        case image(ImageGeometry)
        case layer(LayerGeometry)
        case mesh(MeshGeometry)
    }

    /// A `let`, so that `shade` switching on it borrows the payload: no copy and no retain of
    /// an image's bytes per span (checked in the optimized build's assembly).
    private let geometry: Geometry
    /// Reads the gradient's colour table (image shaders have none).
    private let lookup: GradientLookup
    /// Whether every colour the shader produces is opaque (then full coverage is a copy).
    let isOpaque: Bool
    /// Keeps the table `lookup` reads alive.
    private let colors: GradientColors?
    /// A pad linear or radial gradient's rows as CRasterKernels' `shader_over_band` shades them
    /// (the Blitter's shaded bands, Blitter.compositeCellBand), or nil for every other shader:
    /// another spread, a radial gradient whose radii are equal, a conic gradient, an image.
    let bandRows: RasterGradientRows?

    /// A gradient shader. `stops` are (location, straight sRGB colour), in any order;
    /// `deviceLength` is how many device pixels t = 0...1 spans (sizes the table). The table
    /// comes from `cache` when it holds the same one.
    init(gradient stops: [(location: Float, color: Color.Resolved)], geometry: Geometry, spread: Spread,
         linearColor: Bool, opacity: Float, deviceLength: Double, cache: GradientColorsCache?) {
        self.geometry = geometry
        // Entries in the table: a power of two from 256 to 4096, at least four per device
        // pixel of the gradient when possible. Reading the nearest entry then moves t by at most
        // 1/8 pixel, so hard stops land within that and colours rarely round differently from
        // exact t (gradients_1k: mean difference to Skia 0.19/255 with one entry per pixel,
        // 0.12 with four).
        var size = 256
        while size < 4096 && Double(size) < 4 * deviceLength { size *= 2 }
        let colors = cache?.colors(stops: stops, count: size, linearColor: linearColor, opacity: opacity)
            ?? GradientColors(stops: stops, count: size, linearColor: linearColor, opacity: opacity)
        self.colors = colors
        lookup = GradientLookup(table: colors.entries, size: size, spread: spread)
        isOpaque = colors.isOpaque
        bandRows = spread == .pad ? PaintShader.bandRows(geometry, table: colors.entries, last: UInt32(size - 1)) : nil
    }

    /// `bandRows` of a pad gradient's geometry, reading `table` (entries 0...last).
    private static func bandRows(_ geometry: Geometry, table: UnsafePointer<PackedPixel>, last: UInt32) -> RasterGradientRows? {
        switch geometry {
        case .linear(let linear):
            return RasterGradientRows(table: table, last: last, radial: 0, dtdx: linear.dtdx, dtdy: linear.dtdy,
                                      t0: linear.t0, a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0, cx: 0, cy: 0, r0: 0, span: 0)
        case .radial(let radial) where radial.endRadius - radial.startRadius != 0:
            let m = radial.center.inverse
            return RasterGradientRows(table: table, last: last, radial: 1, dtdx: 0, dtdy: 0, t0: 0, a: m.a, b: m.b,
                                      c: m.c, d: m.d, tx: m.tx, ty: m.ty, cx: radial.center.x, cy: radial.center.y,
                                      r0: radial.startRadius, span: radial.endRadius - radial.startRadius)
        default:
            return nil
        }
    }

    /// An image or layer shader.
    init(image geometry: Geometry) {
        self.geometry = geometry
        lookup = GradientLookup(table: PaintShader.noTable, size: 0, spread: .pad)
        colors = nil
        bandRows = nil
        isOpaque = false
    }

    /// The table of image shaders, which read none.
    private static let noTable = UnsafeMutablePointer<PackedPixel>.allocate(capacity: 1)

    /// Writes the colours of `count` pixels from device `(x, y)` to `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
        assert(count >= 0, "\(count) pixels to shade")
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case .linear(let linear): linear.shade(px: px, py: py, count: count, lookup: lookup, into: out)
        case .radial(let radial): radial.shade(px: px, py: py, count: count, lookup: lookup, into: out)
        case .conic(let conic): conic.shade(px: px, py: py, count: count, lookup: lookup, into: out)
        case .image(let image): image.shade(px: px, py: py, count: count, into: out)
        case .layer(let layer): layer.shade(x: x, y: y, count: count, into: out)
        case .mesh(let mesh): mesh.shade(x: x, y: y, count: count, into: out)
        }
    }
}
