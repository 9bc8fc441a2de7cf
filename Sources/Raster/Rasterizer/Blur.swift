// Blur.swift · Raster/Rasterizer · Raster's own Gaussian blur (no SwiftUI counterpart)
// Status: Complete.
//
// A Gaussian of standard deviation σ approximated by three successive box blurs, the recipe
// of SVG Filter Effects (feGaussianBlur): with d = ⌊σ · 3·√(2π) / 4 + 0.5⌋,
// - d odd: three boxes of width d centred on the output pixel;
// - d even: two boxes of width d, centred half a pixel left then half a pixel right of the
//   output pixel, and one box of width d + 1 centred on it.
// The result is within about 3% of the true Gaussian. Sums are integers, each box rounds to
// nearest, so the output is deterministic. Pixels beyond the buffer count as transparent;
// a centred blur is symmetric, and energy is kept up to rounding away from the edges.

import Foundation

enum Blur {
    /// The largest standard deviation blurred (pixels): far beyond any canvas (32768 px a
    /// side), where a blur spreads every pixel's colour evenly over the whole canvas anyway.
    static let maximumSigma = Double(1 << 20)

    /// The box widths for standard deviation `sigma` (pixels), with each box's left reach;
    /// none for NaN, and `maximumSigma`'s for larger values.
    static func boxes(sigma: Double) -> [(width: Int, left: Int)] {
        guard !sigma.isNaN else { return [] }
        let d = Int((Swift.min(sigma, maximumSigma) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d, (d - 1) / 2), count: 3) }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// How far (pixels) a blur of standard deviation `sigma` spreads a pixel to either side.
    static func reach(sigma: Double) -> Int {
        boxes(sigma: sigma).reduce(0) { $0 + Swift.max($1.left, $1.width - $1.left - 1) }
    }

    /// Blurs the `rect` part of an interleaved 8-bit image in place.
    /// `channels` is 4 for premultiplied RGBA, 1 for a coverage mask. When only the rows
    /// `needed.y0..<needed.y1` of the result are read (a backdrop reads its shape's bounds),
    /// the column passes stop at the rows the later passes and those rows depend on; the rows
    /// of `rect` outside them are left part-blurred. The needed rows' bytes are the same.
    static func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
                      sigmaX: Double, sigmaY: Double, in rect: PixelRect, needed: PixelRect? = nil) {
        guard !rect.isEmpty else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: rect.width * channels)
        defer { line.deallocate() }
        for box in boxes(sigma: sigmaX) {
            for y in rect.y0..<rect.y1 {
                let row = pixels + (y * width + rect.x0) * channels
                if channels == 4 {
                    pixelPass(row, count: rect.width, box: box, scratch: line)
                } else {
                    pass(row, step: channels, count: rect.width, channels: channels, box: box, scratch: line)
                }
            }
        }
        let columnBoxes = boxes(sigma: sigmaY)
        guard let widest = columnBoxes.map(\.width).max() else { return }
        let length = rect.width * channels
        let rows = Swift.min(widest, rect.height)
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: rows * length)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: length)
        defer {
            ring.deallocate()
            sums.deallocate()
        }
        let neededRows = needed.map { ($0.y0 - rect.y0)..<($0.y1 - rect.y0) } ?? 0..<rect.height
        for (k, box) in columnBoxes.enumerated() {
            // The rows the later passes read from this one: the needed rows grown by their reach.
            let later = columnBoxes[(k + 1)...]
            let above = later.reduce(0) { $0 + $1.left }, below = later.reduce(0) { $0 + $1.width - $1.left - 1 }
            let first = Swift.max(0, neededRows.lowerBound - above), end = Swift.min(rect.height, neededRows.upperBound + below)
            guard first < end else { continue }
            columnPass(pixels + (rect.y0 * width + rect.x0) * channels, stride: width * channels, count: rect.height,
                       rows: first..<end, length: length, box: box, ring: ring, ringRows: rows, sums: sums)
        }
    }

    /// One box pass over `count` samples `step` bytes apart: each output is the rounded mean
    /// of the `box.width` inputs from `i − box.left`, zero beyond the ends.
    private static func pass(_ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int,
                             box: (width: Int, left: Int), scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count {
            for c in 0..<channels { scratch[i * channels + c] = base[i * step + c] }
        }
        let w = box.width, right = box.width - box.left - 1
        let mean = RoundedMean(width: w)
        for c in 0..<channels {
            var sum = 0
            for j in 0...Swift.min(right, count - 1) { sum += Int(scratch[j * channels + c]) }
            for i in 0..<count {
                base[i * step + c] = mean.of(sum)
                let entering = i + right + 1, leaving = i - box.left
                if entering < count { sum += Int(scratch[entering * channels + c]) }
                if leaving >= 0 { sum -= Int(scratch[leaving * channels + c]) }
            }
        }
    }

    /// `pass` along a row of `count` RGBA pixels, the four channels' sums moving together.
    private static func pixelPass(_ base: UnsafeMutablePointer<UInt8>, count: Int, box: (width: Int, left: Int),
                                  scratch: UnsafeMutablePointer<UInt8>) {
        scratch.update(from: base, count: count * 4)
        let input = UnsafeRawPointer(scratch)
        func pixel(_ i: Int) -> SIMD4<Int32> {
            SIMD4(truncatingIfNeeded: input.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt8>.self))
        }
        let right = box.width - box.left - 1
        let mean = RoundedMean(width: box.width)
        var sum = SIMD4<Int32>()
        for j in 0...Swift.min(right, count - 1) { sum &+= pixel(j) }
        for i in 0..<count {
            UnsafeMutableRawPointer(base + i * 4).storeBytes(of: mean.of(sum), as: SIMD4<UInt8>.self)
            let entering = i + right + 1, leaving = i - box.left
            if entering < count { sum &+= pixel(entering) }
            if leaving >= 0 { sum &-= pixel(leaving) }
        }
    }

    /// `pass` down every byte column of `count` rows of `length` bytes, `stride` bytes apart,
    /// a row at a time, writing the rows `rows` (the others are read, not written): the running
    /// sums of all columns move down together, reading memory in order (a column at a time
    /// touched one cache line per row). The outputs are `pass`'s: the sums are the same
    /// integers. Each written row's input is kept in `ring` (`ringRows` rows, at least the
    /// box's width or `count`) until it leaves the box, as the row is overwritten.
    private static func columnPass(_ base: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, rows: Range<Int>,
                                   length: Int, box: (width: Int, left: Int), ring: UnsafeMutablePointer<UInt8>,
                                   ringRows: Int, sums: UnsafeMutablePointer<Int32>) {
        let right = box.width - box.left - 1
        let mean = RoundedMean(width: box.width)
        sums.initialize(repeating: 0, count: length)
        for j in Swift.max(0, rows.lowerBound - box.left)...Swift.min(rows.lowerBound + right, count - 1) {
            let row = base + j * stride
            for k in 0..<length { sums[k] &+= Int32(row[k]) }
        }
        for i in rows {
            let row = base + i * stride
            (ring + (i % ringRows) * length).update(from: row, count: length)
            for k in 0..<length { row[k] = mean.of(Int(sums[k])) }
            let entering = i + right + 1, leaving = i - box.left
            if entering < count {
                let input = base + entering * stride
                for k in 0..<length { sums[k] &+= Int32(input[k]) }
            }
            if leaving >= 0 {
                let input = leaving >= rows.lowerBound ? ring + (leaving % ringRows) * length : base + leaving * stride
                for k in 0..<length { sums[k] &-= Int32(input[k]) }
            }
        }
    }

    /// The rounded mean `(sum + width / 2) / width` of a box's 8-bit samples, by a multiply
    /// and shift instead of a division where that is exact: with m = ⌈2⁴⁰ / width⌉,
    /// ⌊n · m / 2⁴⁰⌋ = ⌊n / width⌋ for every n < 2²⁴ when width < 2¹⁶ (the error n / 2⁴⁰
    /// stays below the 1 / width gap to the next integer), and n ≤ 256 · width here.
    ///
    /// Four sums at once use 32-bit lanes for widths up to 181: with m = ⌈2²³ / width⌉ the
    /// error n · (m · width − 2²³) / 2²³ stays below 1 as n < 256 · width and 256 · 181² < 2²³,
    /// and n · m < 2³² (the SIMD4<UInt32> multiply does not wrap).
    struct RoundedMean {
        let width: Int
        private let reciprocal: UInt64?
        private let reciprocal23: UInt32?

        init(width: Int) {
            self.width = width
            reciprocal = width < 1 << 16 ? ((1 << 40) + UInt64(width) - 1) / UInt64(width) : nil
            reciprocal23 = width <= 181 ? ((1 << 23) + UInt32(width) - 1) / UInt32(width) : nil
        }

        /// The means of four channels' sums (each at most 255 · width), rounded to nearest.
        @inline(__always)
        func of(_ sums: SIMD4<Int32>) -> SIMD4<UInt8> {
            guard let reciprocal23 else {
                return SIMD4(of(Int(sums[0])), of(Int(sums[1])), of(Int(sums[2])), of(Int(sums[3])))
            }
            let n = SIMD4<UInt32>(truncatingIfNeeded: sums) &+ UInt32(width / 2)
            return SIMD4<UInt8>(truncatingIfNeeded: (n &* reciprocal23) &>> 23)
        }

        /// The mean of samples summing to `sum` (at most 255 · width), rounded to nearest.
        @inline(__always)
        func of(_ sum: Int) -> UInt8 {
            let n = sum + width / 2
            guard let reciprocal else { return UInt8(n / width) }
            return UInt8(truncatingIfNeeded: (UInt64(n) &* reciprocal) >> 40)
        }
    }
}
