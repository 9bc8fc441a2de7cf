// ImageDiff.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Compares a reference pixmap with an actual one, for `rendershot diff` and snapshot tests.
//
// Exact measures: the number of pixels whose premultiplied RGBA bytes differ, and the largest
// difference of one channel with the first pixel (in reading order) where it occurs.
// Perceptual measure: CIEDE2000 (see CIELab.swift) between the two colours after each is
// composited over white and over black, taking the larger of the two; compositing turns a
// translucent pixel into the colour a viewer would see, and using two backdrops catches
// differences in alpha alone (transparent vs opaque black differs over white). The colours
// are 8-bit sRGB, so Lab is computed from the straight sRGB values of the composite.
//
// Diff image (the reference's size): pixels that match show as a faded grey copy of the
// reference over white; pixels that differ show light red (255, 160, 160) when their ΔE00 is
// at most the threshold and pure red (255, 0, 0) above it. When the sizes differ the pixels
// are not counted, but the image shows both on one canvas, top-left aligned and as large as
// both: the part they share as above, the part only one of them covers magenta
// (255, 0, 255), and the part neither covers transparent.

import Foundation

/// The differences between two pixmaps.
///
/// Raster: pixel positions with the origin top-left, y down; channel deltas in 8-bit units
/// of premultiplied RGBA.
public struct ImageDiff {
    /// A size in pixels.
    public struct Size: Equatable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public var description: String { "\(width)×\(height)" }
    }

    /// A pixel position.
    public struct Location: Equatable, Sendable {
        public var x: Int
        public var y: Int
    }

    public let referenceSize: Size
    public let actualSize: Size
    /// Pixels compared: width × height when the sizes match, else 0.
    public let pixelCount: Int
    /// Pixels whose premultiplied RGBA bytes differ.
    public let differingPixelCount: Int
    /// The largest difference of a single channel, 0...255.
    public let maxChannelDelta: Int
    /// The first pixel with `maxChannelDelta`; nil when nothing differs.
    public let maxChannelDeltaLocation: Location?
    /// The largest ΔE00 of any pixel.
    public let maxDeltaE: Double
    /// The ΔE00 above which a pixel counts as a visible difference.
    public let perceptualThreshold: Double
    /// Pixels whose ΔE00 exceeds `perceptualThreshold`.
    public let pixelsAboveThreshold: Int
    /// Matching pixels faded, differing ones red, and, when the sizes differ, what only one
    /// image covers magenta; nil when not requested.
    public let image: Pixmap?

    /// True when the sizes match.
    public var sizesMatch: Bool { referenceSize == actualSize }
    /// True when the sizes and every byte match.
    public var isIdentical: Bool { sizesMatch && differingPixelCount == 0 }
    /// `pixelsAboveThreshold` as a fraction of `pixelCount` (0 when no pixels were compared).
    public var shareAboveThreshold: Double { pixelCount == 0 ? 0 : Double(pixelsAboveThreshold) / Double(pixelCount) }

    /// Compares `actual` with `reference`.
    /// - Parameters:
    ///   - perceptualThreshold: ΔE00 above which a pixel is a visible difference. Default 2:
    ///     about twice a just-noticeable difference, so rounding noise in anti-aliased edges
    ///     passes and any change a viewer would see is counted.
    ///   - makesImage: whether to draw `image`. Default true.
    public init(reference: Pixmap, actual: Pixmap, perceptualThreshold: Double = 2, makesImage: Bool = true) {
        referenceSize = Size(width: reference.width, height: reference.height)
        actualSize = Size(width: actual.width, height: actual.height)
        self.perceptualThreshold = perceptualThreshold
        guard referenceSize == actualSize else {
            pixelCount = 0; differingPixelCount = 0; maxChannelDelta = 0; maxChannelDeltaLocation = nil
            maxDeltaE = 0; pixelsAboveThreshold = 0
            image = makesImage ? Self.overlaidImage(reference, actual, threshold: perceptualThreshold) : nil
            return
        }
        let count = reference.width * reference.height, width = reference.width
        pixelCount = count
        let diffImage = makesImage ? Self.fadedCopy(of: reference) : nil
        let threshold = perceptualThreshold
        var differing = 0, maxDelta = 0, maxDeltaIndex = -1, above = 0, maxE = 0.0
        reference.data.withUnsafeBufferPointer { expected in
            actual.data.withUnsafeBufferPointer { found in
                for pixel in 0..<count {
                    let i = pixel * 4
                    let delta = max(absDiff(expected[i], found[i]), absDiff(expected[i + 1], found[i + 1]),
                                    absDiff(expected[i + 2], found[i + 2]), absDiff(expected[i + 3], found[i + 3]))
                    if delta == 0 { continue }
                    differing += 1
                    if delta > maxDelta { maxDelta = delta; maxDeltaIndex = pixel }
                    let deltaE = ImageDiff.deltaE(expected, at: i, found, at: i)
                    maxE = max(maxE, deltaE)
                    if deltaE > threshold { above += 1 }
                    diffImage?[pixel % width, pixel / width] = deltaE > threshold
                        ? PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                        : PremultipliedRGBA8(r: 255, g: 160, b: 160, a: 255)
                }
            }
        }
        differingPixelCount = differing
        maxChannelDelta = maxDelta
        maxChannelDeltaLocation = maxDeltaIndex < 0 ? nil
            : Location(x: maxDeltaIndex % reference.width, y: maxDeltaIndex / reference.width)
        maxDeltaE = maxE
        pixelsAboveThreshold = above
        image = diffImage
    }

    /// One line for test failures and `rendershot diff`, such as
    /// `312 of 40000 pixels differ, max channel delta 41 at (118, 7), max ΔE00 3.2, 12 pixels (0.03%) above ΔE00 2`.
    public var summary: String {
        guard sizesMatch else { return "sizes differ: reference \(referenceSize), actual \(actualSize)" }
        guard let location = maxChannelDeltaLocation else { return "images are identical (\(referenceSize))" }
        let share = (shareAboveThreshold * 10000).rounded() / 100
        // A share that rounds to 0 while some pixels are above says so, rather than "0%".
        let shareText = share == 0 && pixelsAboveThreshold > 0 ? "<0.01" : Self.format(share)
        return "\(differingPixelCount) of \(pixelCount) pixels differ, max channel delta \(maxChannelDelta) "
            + "at (\(location.x), \(location.y)), max ΔE00 \(Self.format(maxDeltaE)), "
            + "\(pixelsAboveThreshold) \(pixelsAboveThreshold == 1 ? "pixel" : "pixels") (\(shareText)%) above ΔE00 \(Self.format(perceptualThreshold))"
    }

    /// The larger ΔE00 of the premultiplied pixels at byte `i` of `p` and byte `j` of `q`,
    /// composited over white and over black.
    private static func deltaE(_ p: UnsafeBufferPointer<UInt8>, at i: Int, _ q: UnsafeBufferPointer<UInt8>, at j: Int) -> Double {
        let overBlack = CIELab(red: p[i], green: p[i + 1], blue: p[i + 2])
            .deltaE2000(CIELab(red: q[j], green: q[j + 1], blue: q[j + 2]))
        let p0 = 255 - p[i + 3], q0 = 255 - q[j + 3]
        let overWhite = CIELab(red: clampedSum(p[i], p0), green: clampedSum(p[i + 1], p0), blue: clampedSum(p[i + 2], p0))
            .deltaE2000(CIELab(red: clampedSum(q[j], q0), green: clampedSum(q[j + 1], q0), blue: clampedSum(q[j + 2], q0)))
        return max(overBlack, overWhite)
    }

    /// The premultiplied pixel at byte `i` over white as grey, faded two thirds of the way to white.
    private static func fadedGrey(_ data: [UInt8], at i: Int) -> PremultipliedRGBA8 {
        let white = 255 - Int(data[i + 3])
        let luma = (Int(data[i]) * 54 + Int(data[i + 1]) * 183 + Int(data[i + 2]) * 19) / 256
        let grey = UInt8(255 - (255 - min(255, luma + white)) / 3)
        return PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255)
    }

    /// The reference over white as grey, faded two thirds of the way to white.
    private static func fadedCopy(of reference: Pixmap) -> Pixmap {
        let copy = try! Pixmap(width: reference.width, height: reference.height)
        for pixel in 0..<(reference.width * reference.height) {
            copy[pixel % reference.width, pixel / reference.width] = fadedGrey(reference.data, at: pixel * 4)
        }
        return copy
    }

    /// Images of different sizes on one canvas, top-left aligned: their shared part as the
    /// diff of equal sizes draws it, the part only one covers magenta; nil when the canvas
    /// would be larger than a pixmap can be.
    private static func overlaidImage(_ reference: Pixmap, _ actual: Pixmap, threshold: Double) -> Pixmap? {
        guard let canvas = try? Pixmap(width: max(reference.width, actual.width), height: max(reference.height, actual.height))
        else { return nil }
        reference.data.withUnsafeBufferPointer { expected in
            actual.data.withUnsafeBufferPointer { found in
                for y in 0..<canvas.height {
                    for x in 0..<canvas.width {
                        let inReference = x < reference.width && y < reference.height
                        let inActual = x < actual.width && y < actual.height
                        if inReference && inActual {
                            let i = (y * reference.width + x) * 4, j = (y * actual.width + x) * 4
                            if (0..<4).allSatisfy({ expected[i + $0] == found[j + $0] }) {
                                canvas[x, y] = fadedGrey(reference.data, at: i)
                            } else {
                                canvas[x, y] = deltaE(expected, at: i, found, at: j) > threshold
                                    ? PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                                    : PremultipliedRGBA8(r: 255, g: 160, b: 160, a: 255)
                            }
                        } else if inReference || inActual {
                            canvas[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255)
                        }
                    }
                }
            }
        }
        return canvas
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

@inline(__always)
private func absDiff(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }

@inline(__always)
private func clampedSum(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, Int(a) + Int(b))) }
