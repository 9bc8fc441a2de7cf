// MeshPatches.swift · Raster/Rasterizer · Raster's own mesh gradient rendering (SwiftUI's MeshGradient draws it)
// Status: Complete.
//
// A mesh is a grid of vertices, each with the control points of the cubic curves to its four
// neighbours. Each cell is a Coons patch: the point at (u, v) blends the cell's four side
// curves, less the bilinear blend of its corners, so the patch meets each side exactly and
// neighbouring patches share their sides. Colours blend over the same (u, v): bilinearly, or,
// for smooth meshes, by bicubic Hermite weights whose slopes at each vertex are the central
// differences of its neighbours' colours (one-sided on the border), so the blend has no crease
// where patches meet; either in encoded sRGB or in Oklab.
//
// Drawing: every patch is cut into the same n × n quads, n chosen so that the longest side
// curve's quads are at most `quadPixels` device pixels (n ≤ `maximumQuads`, and fewer for a
// mesh past `quadBudget`), so two patches cut their shared side at the same points; two
// triangles a quad, and every pixel whose centre lies in a triangle takes the colour
// interpolated there from the triangle's corners (straight components, as Raster's other
// gradients blend them). A centre on an edge belongs to one of the two triangles sharing it
// (the edge function is evaluated from the edge's lesser end, so the two get exactly opposite
// values, and a tie goes by the edge's direction): no seam and no overlap.
// Patches are drawn in order; the later one wins where the mesh folds over itself. The mesh
// is drawn into the pixels of a device rectangle (the fill's), which the shader then reads
// one to one; pixels no triangle covers keep the background.
//
// Everything is computed in Double in a fixed order, so the bytes are the same on every
// machine.

import Foundation

/// A mesh's vertices and the control points of the curves between them, in user space:
/// `width` × `height` vertices, row by row from the top-leading one.
struct MeshGrid {
    let width: Int, height: Int
    let positions: [CGPoint]
    /// The control points of the curves from each vertex to its leading, top, trailing and
    /// bottom neighbour.
    let leading: [CGPoint], top: [CGPoint], trailing: [CGPoint], bottom: [CGPoint]

    init(width: Int, height: Int, positions: [CGPoint], leading: [CGPoint], top: [CGPoint], trailing: [CGPoint],
         bottom: [CGPoint]) {
        self.width = width; self.height = height
        self.positions = positions
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }

    /// A grid through `points`, its curves' control points a third of the way to each
    /// neighbour along the tangent of the neighbours on either side (one-sided on the border).
    init(width: Int, height: Int, points: [CGPoint]) {
        func at(_ i: Int, _ j: Int) -> CGPoint { points[j * width + i] }
        func control(_ p: CGPoint, toward next: CGPoint?, awayFrom previous: CGPoint?) -> CGPoint {
            guard let next else { return p }
            guard let previous else { return CGPoint(x: p.x + (next.x - p.x) / 3, y: p.y + (next.y - p.y) / 3) }
            return CGPoint(x: p.x + (next.x - previous.x) / 6, y: p.y + (next.y - previous.y) / 6)
        }
        var leading: [CGPoint] = [], top: [CGPoint] = [], trailing: [CGPoint] = [], bottom: [CGPoint] = []
        for j in 0..<height {
            for i in 0..<width {
                let p = at(i, j)
                let left = i > 0 ? at(i - 1, j) : nil, right = i + 1 < width ? at(i + 1, j) : nil
                let up = j > 0 ? at(i, j - 1) : nil, down = j + 1 < height ? at(i, j + 1) : nil
                leading.append(control(p, toward: left, awayFrom: right))
                trailing.append(control(p, toward: right, awayFrom: left))
                top.append(control(p, toward: up, awayFrom: down))
                bottom.append(control(p, toward: down, awayFrom: up))
            }
        }
        self.init(width: width, height: height, positions: points, leading: leading, top: top, trailing: trailing,
                  bottom: bottom)
    }

    /// Every point of the grid, vertices and control points (the mesh lies in their hull).
    var allPoints: [CGPoint] { positions + leading + top + trailing + bottom }
}

/// A mesh gradient resolved for drawing: geometry in user space, straight sRGB colours.
struct MeshPaint {
    let grid: MeshGrid
    /// One per vertex.
    let colors: [Color.Resolved]
    let background: Color.Resolved
    let smoothsColors: Bool
    /// Colours blend in Oklab, else in encoded sRGB.
    let perceptual: Bool

    /// The paint with every opacity multiplied by `factor`.
    func multiplyingOpacity(_ factor: Float) -> MeshPaint {
        func scaled(_ c: Color.Resolved) -> Color.Resolved { var c = c; c.opacity *= factor; return c }
        return MeshPaint(grid: grid, colors: colors.map(scaled), background: scaled(background),
                         smoothsColors: smoothsColors, perceptual: perceptual)
    }
}

/// The pixels of a mesh drawn over a device rectangle, premultiplied, row by row.
struct MeshPixels {
    let rect: PixelRect
    let pixels: [PackedPixel]
    /// The background's pixel, for pixels outside `rect`.
    let background: PackedPixel
}

enum MeshPatches {
    /// Longest side, in device pixels, of the quads a patch is cut into.
    static let quadPixels = 4.0
    /// Most quads along a patch's side.
    static let maximumQuads = 128
    /// Most quads in a whole mesh: patches that would need more (a mesh scaled far past the
    /// screen) are cut more coarsely, so drawing stays bounded.
    static let quadBudget = 1 << 20

    /// Draws `mesh` mapped by `transform` (user to device) over the device pixels `rect`,
    /// every opacity multiplied by `alpha`.
    static func draw(_ mesh: MeshPaint, transform: CGAffineTransform, over rect: PixelRect, alpha: Float) -> MeshPixels {
        let background = PixelMath.premultiplied(red: mesh.background.red, green: mesh.background.green,
                                                 blue: mesh.background.blue, opacity: mesh.background.opacity * alpha)
        let width = rect.x1 - rect.x0, height = rect.y1 - rect.y0
        var pixels = [PackedPixel](repeating: background, count: max(0, width * height))
        guard width > 0, height > 0 else { return MeshPixels(rect: rect, pixels: pixels, background: background) }
        let grid = mesh.grid
        let device = DeviceGrid(grid, transform)
        let colors = ColorField(mesh)
        let painter = TrianglePainter(rect: rect, alpha: alpha)
        // Every patch is cut alike, so that two patches cut their shared side at the same
        // points (a side cut differently on either side would leave slivers between them).
        let patches = (0..<(grid.height - 1)).flatMap { j in (0..<(grid.width - 1)).map { i in (i, j, device.patch(i, j)) } }
            .filter { $0.2.hullMeets(rect) }
        let mostQuads = max(1, Int(Double(quadBudget / max(1, patches.count)).squareRoot()))
        let n = min(patches.map { quadCount($0.2) }.max() ?? 1, mostQuads)
        pixels.withUnsafeMutableBufferPointer { out in
            for (i, j, patch) in patches {
                // The (n + 1)² points of the patch and their colours, row by row.
                var points: [CGPoint] = [], shades: [SIMD4<Double>] = []
                points.reserveCapacity((n + 1) * (n + 1)); shades.reserveCapacity((n + 1) * (n + 1))
                for b in 0...n {
                    let v = Double(b) / Double(n)
                    for a in 0...n {
                        let u = Double(a) / Double(n)
                        points.append(patch.point(u, v))
                        shades.append(colors.straightColor(i, j, u, v))
                    }
                }
                for b in 0..<n {
                    for a in 0..<n {
                        let k = b * (n + 1) + a
                        let k2 = k + n + 1
                        painter.fill(points[k], points[k + 1], points[k2 + 1], shades[k], shades[k + 1], shades[k2 + 1], into: out)
                        painter.fill(points[k], points[k2 + 1], points[k2], shades[k], shades[k2 + 1], shades[k2], into: out)
                    }
                }
            }
        }
        return MeshPixels(rect: rect, pixels: pixels, background: background)
    }

    /// Quads along each side of `patch`: its longest side curve's control polygon in pixels
    /// over `quadPixels`, 1...`maximumQuads`.
    private static func quadCount(_ patch: CoonsPatch) -> Int {
        var longest = 0.0
        for curve in [patch.top, patch.bottom, patch.left, patch.right] {
            var length = 0.0
            for k in 0..<3 { length += hypot(curve[k + 1].x - curve[k].x, curve[k + 1].y - curve[k].y) }
            longest = max(longest, length)
        }
        guard longest.isFinite else { return 1 }
        return Int(min(Double(maximumQuads), max(1, (longest / quadPixels).rounded(.up))))
    }
}

/// The grid's points in device space.
private struct DeviceGrid {
    let width: Int
    let positions: [CGPoint], leading: [CGPoint], top: [CGPoint], trailing: [CGPoint], bottom: [CGPoint]

    init(_ grid: MeshGrid, _ t: CGAffineTransform) {
        width = grid.width
        func map(_ points: [CGPoint]) -> [CGPoint] { points.map { $0.applying(t) } }
        positions = map(grid.positions); leading = map(grid.leading); top = map(grid.top)
        trailing = map(grid.trailing); bottom = map(grid.bottom)
    }

    /// The patch of cell (i, j): vertices (i, j), (i + 1, j), (i, j + 1), (i + 1, j + 1).
    func patch(_ i: Int, _ j: Int) -> CoonsPatch {
        let p00 = j * width + i, p10 = p00 + 1, p01 = p00 + width, p11 = p01 + 1
        return CoonsPatch(top: [positions[p00], trailing[p00], leading[p10], positions[p10]],
                          bottom: [positions[p01], trailing[p01], leading[p11], positions[p11]],
                          left: [positions[p00], bottom[p00], top[p01], positions[p01]],
                          right: [positions[p10], bottom[p10], top[p11], positions[p11]])
    }
}

/// A patch bounded by four cubic curves: `top` and `bottom` run leading to trailing, `left`
/// and `right` top to bottom, as four control points each.
private struct CoonsPatch {
    let top: [CGPoint], bottom: [CGPoint], left: [CGPoint], right: [CGPoint]

    private static func cubic(_ c: [CGPoint], _ t: Double) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, d = 3 * s * t * t, e = t * t * t
        return CGPoint(x: a * c[0].x + b * c[1].x + d * c[2].x + e * c[3].x, y: a * c[0].y + b * c[1].y + d * c[2].y + e * c[3].y)
    }

    /// Whether the hull of the patch's control points meets the device pixels `rect` (false
    /// for a hull with a coordinate that is not a number).
    func hullMeets(_ rect: PixelRect) -> Bool {
        let points = top + bottom + left + right
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) else { return false }
        return maxX >= CGFloat(rect.x0) && minX <= CGFloat(rect.x1) && maxY >= CGFloat(rect.y0) && minY <= CGFloat(rect.y1)
    }

    /// The point at (u, v): the sides blended, less the corners' bilinear blend. On a side,
    /// the side curve itself, so that the two patches sharing it give the same points.
    func point(_ u: Double, _ v: Double) -> CGPoint {
        if v == 0 { return Self.cubic(top, u) }
        if v == 1 { return Self.cubic(bottom, u) }
        if u == 0 { return Self.cubic(left, v) }
        if u == 1 { return Self.cubic(right, v) }
        let t = Self.cubic(top, u), b = Self.cubic(bottom, u), l = Self.cubic(left, v), r = Self.cubic(right, v)
        let p00 = top[0], p10 = top[3], p01 = bottom[0], p11 = bottom[3]
        let u = CGFloat(u), v = CGFloat(v), su = 1 - u, sv = 1 - v
        let w00 = su * sv, w10 = u * sv, w01 = su * v, w11 = u * v
        let sidesX = sv * t.x + v * b.x + su * l.x + u * r.x
        let sidesY = sv * t.y + v * b.y + su * l.y + u * r.y
        let cornersX = w00 * p00.x + w10 * p10.x + w01 * p01.x + w11 * p11.x
        let cornersY = w00 * p00.y + w10 * p10.y + w01 * p01.y + w11 * p11.y
        return CGPoint(x: sidesX - cornersX, y: sidesY - cornersY)
    }
}

/// The mesh's colours over each patch, in the space they blend in.
private struct ColorField {
    let width: Int, height: Int
    /// Per vertex: the colour (r, g, b, opacity, or L, a, b, opacity in Oklab), and its slopes
    /// along the grid's rows and columns.
    let values: [SIMD4<Double>], du: [SIMD4<Double>], dv: [SIMD4<Double>]
    let smooth: Bool, perceptual: Bool

    init(_ mesh: MeshPaint) {
        width = mesh.grid.width; height = mesh.grid.height
        smooth = mesh.smoothsColors; perceptual = mesh.perceptual
        let values = mesh.colors.map { c -> SIMD4<Double> in
            // A component that is not a number counts as 0, as a solid colour's does.
            let raw = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
            let rgb = raw.replacing(with: 0, where: raw .!= raw)
            return mesh.perceptual ? Oklab.fromSRGB(rgb) : rgb
        }
        let width = self.width, height = self.height
        func slope(_ k: Int, _ previous: Int?, _ next: Int?) -> SIMD4<Double> {
            switch (previous, next) {
            case let (p?, n?): return (values[n] - values[p]) / 2
            case let (nil, n?): return values[n] - values[k]
            case let (p?, nil): return values[k] - values[p]
            case (nil, nil): return .zero
            }
        }
        var du: [SIMD4<Double>] = [], dv: [SIMD4<Double>] = []
        for j in 0..<height {
            for i in 0..<width {
                let k = j * width + i
                du.append(slope(k, i > 0 ? k - 1 : nil, i + 1 < width ? k + 1 : nil))
                dv.append(slope(k, j > 0 ? k - width : nil, j + 1 < height ? k + width : nil))
            }
        }
        self.values = values; self.du = du; self.dv = dv
    }

    /// The straight sRGB colour and opacity at (u, v) of patch (i, j), each 0...1.
    func straightColor(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> SIMD4<Double> {
        let k00 = j * width + i, k10 = k00 + 1, k01 = k00 + width, k11 = k01 + 1
        /// The sum of `field` at the corners (leading top, trailing top, leading bottom,
        /// trailing bottom) weighted by `w` (no array made: this runs for every vertex).
        func blend(_ field: [SIMD4<Double>], _ w: SIMD4<Double>) -> SIMD4<Double> {
            var sum = field[k00] * w[0]
            sum += field[k10] * w[1]
            sum += field[k01] * w[2]
            sum += field[k11] * w[3]
            return sum
        }
        var c: SIMD4<Double>
        if smooth {
            // Hermite weights: of the value at each end (h0, h1) and of its slope (s0, s1).
            func hermite(_ t: Double) -> (h0: Double, h1: Double, s0: Double, s1: Double) {
                let t2 = t * t, t3 = t2 * t
                return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
            }
            let hu = hermite(u), hv = hermite(v)
            c = blend(values, SIMD4(hu.h0 * hv.h0, hu.h1 * hv.h0, hu.h0 * hv.h1, hu.h1 * hv.h1))
            c += blend(du, SIMD4(hu.s0 * hv.h0, hu.s1 * hv.h0, hu.s0 * hv.h1, hu.s1 * hv.h1))
            c += blend(dv, SIMD4(hu.h0 * hv.s0, hu.h1 * hv.s0, hu.h0 * hv.s1, hu.h1 * hv.s1))
        } else {
            c = blend(values, SIMD4((1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v))
        }
        if perceptual { c = Oklab.toSRGB(c) }
        return c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    }
}

/// Conversions between encoded sRGB and Oklab (Björn Ottosson's matrices), opacity passed on.
private enum Oklab {
    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    static func fromSRGB(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let r = linear(c.x), g = linear(c.y), b = linear(c.z)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, c.w)
    }

    static func toSRGB(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let l = c.x + 0.3963377774 * c.y + 0.2158037573 * c.z
        let m = c.x - 0.1055613458 * c.y - 0.0638541728 * c.z
        let s = c.x - 0.0894841775 * c.y - 1.2914855480 * c.z
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let b = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return SIMD4(encoded(max(0, r)), encoded(max(0, g)), encoded(max(0, b)), c.w)
    }
}

/// Fills triangles into a rectangle of pixels, colours interpolated from the corners.
private struct TrianglePainter {
    let rect: PixelRect
    let alpha: Float

    /// Colours every pixel of `rect` whose centre lies in triangle (p0, p1, p2) (the top-left
    /// rule on its edges) with the corners' colours `c0`, `c1`, `c2` interpolated there.
    func fill(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ c0: SIMD4<Double>, _ c1: SIMD4<Double>, _ c2: SIMD4<Double>,
              into out: UnsafeMutableBufferPointer<PackedPixel>) {
        var (a, b, c) = (p0, p1, p2), (ca, cb, cc) = (c0, c1, c2)
        var area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        guard area != 0, area.isFinite else { return }
        if area < 0 {
            swap(&b, &c); swap(&cb, &cc)
            area = -area
        }
        // The pixels whose centres the triangle's box holds, clamped to `rect` before they
        // become integers (a vertex may lie 1e300 points away).
        func pixel(_ v: Double, _ low: Int, _ high: Int) -> Int { Int(Swift.min(Double(high), Swift.max(Double(low), v))) }
        guard rect.x1 > rect.x0, rect.y1 > rect.y0 else { return }
        let minX = pixel((min(a.x, b.x, c.x) - 0.5).rounded(.up), rect.x0, rect.x1)
        let maxX = pixel((max(a.x, b.x, c.x) - 0.5).rounded(.down), rect.x0 - 1, rect.x1 - 1)
        let minY = pixel((min(a.y, b.y, c.y) - 0.5).rounded(.up), rect.y0, rect.y1)
        let maxY = pixel((max(a.y, b.y, c.y) - 0.5).rounded(.down), rect.y0 - 1, rect.y1 - 1)
        guard minX <= maxX, minY <= maxY else { return }
        // Edge (from, to)'s function at p: positive inside (area > 0 after the swap). A centre
        // exactly on an edge counts when the edge is a top edge (horizontal, the triangle below
        // it) or a left edge (going up the screen, in y-down space: to.y < from.y).
        // Evaluated from the edge's lesser end (by y, then x) whichever way the triangle
        // runs along it, so the two triangles sharing an edge get exactly opposite values:
        // evaluated from each end, rounding could make a centre on the edge count for neither.
        @inline(__always) func edge(_ from: CGPoint, _ to: CGPoint, _ x: Double, _ y: Double) -> Double {
            if (from.y, from.x) < (to.y, to.x) { return (to.x - from.x) * (y - from.y) - (to.y - from.y) * (x - from.x) }
            return -((from.x - to.x) * (y - to.y) - (from.y - to.y) * (x - to.x))
        }
        @inline(__always) func owns(_ from: CGPoint, _ to: CGPoint) -> Bool {
            (from.y == to.y && to.x < from.x) || to.y < from.y
        }
        let ownsAB = owns(a, b), ownsBC = owns(b, c), ownsCA = owns(c, a)
        let width = rect.x1 - rect.x0
        for y in minY...maxY {
            let py = Double(y) + 0.5
            for x in minX...maxX {
                let px = Double(x) + 0.5
                let wc = edge(a, b, px, py), wa = edge(b, c, px, py), wb = edge(c, a, px, py)
                guard (wc > 0 || (wc == 0 && ownsAB)), (wa > 0 || (wa == 0 && ownsBC)), (wb > 0 || (wb == 0 && ownsCA)) else {
                    continue
                }
                let color = (ca * wa + cb * wb + cc * wc) / area
                out[(y - rect.y0) * width + (x - rect.x0)] = PixelMath.premultiplied(
                    red: Float(color.x), green: Float(color.y), blue: Float(color.z), opacity: Float(color.w) * alpha)
            }
        }
    }
}
