// GraphicsContext+Paint.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.Shading resolution (iOS 17)
// Status: Complete for the shadings Raster supports.

import Foundation

/// A shading resolved for one draw: a solid premultiplied colour or a device-space shader.
struct ResolvedPaint {
    var color: PackedPixel
    var shader: PaintShader?
}

extension GraphicsContext {
    /// Resolves `shading` in the context's environment and current device transform, with
    /// `alpha` (0...1) multiplied in. Nil when nothing would be drawn.
    func resolvePaint(_ shading: Shading, alpha: Double) -> ResolvedPaint? {
        let a = Float(Swift.max(0, Swift.min(1, alpha.isNaN ? 0 : alpha)))
        let t = deviceTransform
        let inverse = t.inverted()
        let invertible = t.a * t.d - t.b * t.c != 0
        let dropsWhenTransparent = blendMode == .normal
        func stops(_ g: Gradient) -> [(location: Float, color: Color.Resolved)] {
            g.stops.map { (Float($0.location.isFinite ? $0.location : 0), $0.color.resolve(in: environment)) }
        }
        func spread(_ o: GradientOptions) -> PaintShader.Spread { o.contains(.mirror) ? .mirror : (o.contains(.repeat) ? .repeat : .pad) }
        switch shading.storage {
        case .color(let color):
            let c = color.resolve(in: environment)
            let p = PixelMath.premultiplied(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * a)
            if p == 0 && dropsWhenTransparent { return nil }
            return ResolvedPaint(color: p, shader: nil)
        case .linear(let g, let start, let end, let options):
            guard !g.stops.isEmpty else { return dropsWhenTransparent ? nil : ResolvedPaint(color: 0, shader: nil) }
            // The axis scaled to a largest component of 1, so that its squared length cannot
            // overflow for end points far apart (1e300).
            let size = Swift.max(abs(end.x - start.x), abs(end.y - start.y))
            let dx = (end.x - start.x) / size, dy = (end.y - start.y) / size
            let lengthSquared = dx * dx + dy * dy
            guard invertible, size > 0, size.isFinite, lengthSquared.isFinite else {
                return solid(g.stops.last!.color, alpha: a)
            }
            // t is affine in device coordinates: evaluate it at three device points.
            func tAt(_ x: CGFloat, _ y: CGFloat) -> Double {
                let u = CGPoint(x: x, y: y).applying(inverse)
                return Double(((u.x - start.x) * dx + (u.y - start.y) * dy) / lengthSquared / size)
            }
            let c = tAt(0, 0), ta = tAt(1, 0) - c, tb = tAt(0, 1) - c
            let geometry = PaintShader.Geometry.linear(PaintShader.LinearGeometry(dtdx: Float(ta), dtdy: Float(tb), t0: Float(c)))
            return ResolvedPaint(color: 0, shader: PaintShader(gradient: stops(g), geometry: geometry, spread: spread(options),
                                                          linearColor: options.contains(.linearColor), opacity: a,
                                                          deviceLength: 1 / (ta * ta + tb * tb).squareRoot(),
                                                          cache: shading.gradientColors))
        case .radial(let g, let center, let r0, let r1, let options, let gradientToUser):
            guard !g.stops.isEmpty else { return dropsWhenTransparent ? nil : ResolvedPaint(color: 0, shader: nil) }
            let toDevice = gradientToUser.concatenating(t)
            let determinant = toDevice.a * toDevice.d - toDevice.b * toDevice.c
            guard determinant != 0, determinant.isFinite else { return solid(g.stops.last!.color, alpha: a) }
            let geometry = PaintShader.Geometry.radial(PaintShader.RadialGeometry(
                center: PaintShader.GradientCenter(inverse: toDevice.inverted(), x: Float(center.x), y: Float(center.y)),
                startRadius: Float(r0), endRadius: Float(r1)))
            return ResolvedPaint(color: 0, shader: PaintShader(gradient: stops(g), geometry: geometry, spread: spread(options),
                                                          linearColor: options.contains(.linearColor), opacity: a,
                                                          deviceLength: Double(abs(r1 - r0) * abs(determinant).squareRoot()),
                                                          cache: shading.gradientColors))
        case .conic(let g, let center, let angle, let options):
            guard !g.stops.isEmpty else { return dropsWhenTransparent ? nil : ResolvedPaint(color: 0, shader: nil) }
            guard invertible else { return solid(g.stops.last!.color, alpha: a) }
            let geometry = PaintShader.Geometry.conic(PaintShader.ConicGeometry(
                center: PaintShader.GradientCenter(inverse: inverse, x: Float(center.x), y: Float(center.y)),
                startAngle: Float(angle.radians)))
            return ResolvedPaint(color: 0, shader: PaintShader(gradient: stops(g), geometry: geometry, spread: .pad,
                                                          linearColor: options.contains(.linearColor), opacity: a,
                                                          deviceLength: .infinity, cache: shading.gradientColors))
        case .pixmap(let pixmap, let imageToUser, let tiled, let nearest):
            let imageToDevice = imageToUser.concatenating(t)
            guard imageToDevice.a * imageToDevice.d - imageToDevice.b * imageToDevice.c != 0 else { return nil }
            let geometry = PaintShader.Geometry.image(PaintShader.ImageGeometry(
                bytes: pixmap.data, width: pixmap.width, height: pixmap.height, inverse: imageToDevice.inverted(),
                tiled: tiled, nearest: nearest, opacity: UInt32((a * 255).rounded())))
            return ResolvedPaint(color: 0, shader: PaintShader(image: geometry))
        case .mesh(let mesh):
            // Drawn over the device pixels the fill can touch: the clip's, within the mesh's
            // hull and the shape's bounds (the unit square its points are given in).
            guard invertible else { return nil }
            let clip = clipState.bounds
            let points = mesh.grid.allPoints.map { $0.applying(t) }
            var box = PixelRect(x0: clip.x0, y0: clip.y0, x1: clip.x1, y1: clip.y1)
            // Each side clamped to the clip before it becomes an integer (a point may lie 1e300
            // points away); a hull with a coordinate that is not a number keeps the clip's.
            func clamped(_ v: CGFloat, _ low: Int, _ high: Int) -> Int {
                Int(Swift.min(CGFloat(high), Swift.max(CGFloat(low), v)))
            }
            if let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
               let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(),
               !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) {
                box.x0 = clamped(minX.rounded(.down), clip.x0, clip.x1)
                box.y0 = clamped(minY.rounded(.down), clip.y0, clip.y1)
                box.x1 = clamped(maxX.rounded(.up), clip.x0, clip.x1)
                box.y1 = clamped(maxY.rounded(.up), clip.y0, clip.y1)
            }
            box.x1 = Swift.max(box.x0, box.x1); box.y1 = Swift.max(box.y0, box.y1)
            let pixels = MeshPatches.draw(mesh, transform: t, over: box, alpha: a)
            return ResolvedPaint(color: 0, shader: PaintShader(image: .mesh(PaintShader.MeshGeometry(pixels: pixels))))
        }
    }

    private func solid(_ color: Color, alpha: Float) -> ResolvedPaint? {
        let c = color.resolve(in: environment)
        let p = PixelMath.premultiplied(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * alpha)
        return p == 0 && blendMode == .normal ? nil : ResolvedPaint(color: p, shader: nil)
    }
}
