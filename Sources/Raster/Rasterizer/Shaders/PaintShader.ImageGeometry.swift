// PaintShader.ImageGeometry.swift · Raster/Rasterizer/Shaders · Raster's own image sampling (no SwiftUI counterpart)
// Status: Complete — nearest or bilinear, clamped or tiled; same-size layers read 1:1.
//
// An image is sampled at q = p · inverse for device pixel centre p, in image pixels (origin
// at the image's top-left corner, y down): nearest reads the pixel q lies in, bilinear weighs
// the four pixels around q − (0.5, 0.5) in 1/256 steps. Outside the image, positions clamp
// to its edge or wrap around when tiled. A layer (a GraphicsContext layer composited onto its
// target with its filters, opacity and blend mode) has the target's size and is read pixel
// for pixel.

import Foundation

extension PaintShader {
    /// An image, premultiplied RGBA8, and the device → image pixel transform.
    struct ImageGeometry {
        /// `width × height` premultiplied pixels, row by row.
        var bytes: [UInt8]
        var width: Int, height: Int
        /// Device → image pixels.
        var inverse: CGAffineTransform
        /// Whether positions outside the image wrap around (else they clamp to its edge).
        var tiled: Bool
        /// Nearest-pixel sampling (else bilinear).
        var nearest: Bool
        /// Multiplied into every pixel, 0...255.
        var opacity: UInt32

        /// Writes the colours of `count` pixels whose first centre is device `(px, py)`.
        @inline(__always)
        func shade(px: Double, py: Double, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
            bytes.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: PackedPixel.self).baseAddress!
                ImageSampler(pixels: src, width: width, height: height, tiled: tiled)
                    .sample(m: inverse, px: px, py: py, count: count, nearest: nearest, opacity: opacity, into: out)
            }
        }
    }

    /// A layer the size of the destination, read 1:1.
    struct LayerGeometry {
        /// Premultiplied pixels, `width` per row.
        var bytes: [UInt8]
        var width: Int
        /// Multiplied into every pixel, 0...255.
        var opacity: UInt32

        /// Writes the colours of `count` pixels from device `(x, y)`.
        @inline(__always)
        func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
            bytes.withUnsafeBytes { raw in
                assert(x >= 0 && y >= 0 && ((y * width + x + count) * 4) <= raw.count,
                       "pixels \(x)..<\(x + count) of row \(y) outside a layer of \(raw.count / 4) pixels")
                let src = raw.bindMemory(to: PackedPixel.self).baseAddress! + y * width + x
                if opacity == 255 {
                    out.update(from: src, count: count)
                } else {
                    for i in 0..<count { out[i] = PixelMath.scale(src[i], opacity) }
                }
            }
        }
    }
}

extension PaintShader {
    /// A mesh gradient drawn over a device rectangle, read 1:1; its background outside it.
    struct MeshGeometry {
        let pixels: MeshPixels

        /// Writes the colours of `count` pixels from device `(x, y)`.
        func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<PackedPixel>) {
            let r = pixels.rect
            guard y >= r.y0, y < r.y1 else {
                out.update(repeating: pixels.background, count: count)
                return
            }
            pixels.pixels.withUnsafeBufferPointer { source in
                let row = source.baseAddress! + (y - r.y0) * (r.x1 - r.x0) - r.x0
                for i in 0..<count {
                    let px = x + i
                    out[i] = px >= r.x0 && px < r.x1 ? row[px] : pixels.background
                }
            }
        }
    }
}

/// Reads an image's pixels at fractional positions.
private struct ImageSampler {
    let pixels: UnsafePointer<PackedPixel>
    let width: Int, height: Int, tiled: Bool

    @inline(__always)
    func wrap(_ v: Int, _ n: Int) -> Int {
        if tiled { let r = v % n; return r < 0 ? r + n : r }
        return v < 0 ? 0 : (v >= n ? n - 1 : v)
    }

    @inline(__always)
    func at(_ x: Int, _ y: Int) -> PackedPixel { pixels[wrap(y, height) * width + wrap(x, width)] }

    func sample(m: CGAffineTransform, px: Double, py: Double, count: Int, nearest: Bool,
                opacity: UInt32, into out: UnsafeMutablePointer<PackedPixel>) {
        var u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
        let limit = Double(1 << 30)
        for i in 0..<count {
            var p: PackedPixel
            let cu = Swift.max(-limit, Swift.min(limit, u.isNaN ? 0 : u))
            let cv = Swift.max(-limit, Swift.min(limit, v.isNaN ? 0 : v))
            if nearest {
                p = at(Int(cu.rounded(.down)), Int(cv.rounded(.down)))
            } else {
                let fu = cu - 0.5, fv = cv - 0.5
                let x0 = fu.rounded(.down), y0 = fv.rounded(.down)
                let wx = UInt32((fu - x0) * 256), wy = UInt32((fv - y0) * 256)
                let ix = Int(x0), iy = Int(y0)
                let top = lerp(at(ix, iy), at(ix + 1, iy), wx)
                let bottom = lerp(at(ix, iy + 1), at(ix + 1, iy + 1), wx)
                p = lerp(top, bottom, wy)
            }
            out[i] = opacity == 255 ? p : PixelMath.scale(p, opacity)
            u += m.a; v += m.b
        }
    }

    /// `a + (b − a)·w/256` per channel.
    @inline(__always)
    func lerp(_ a: PackedPixel, _ b: PackedPixel, _ w: UInt32) -> PackedPixel {
        let iw = 256 - w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }
}
