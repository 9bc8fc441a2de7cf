// SnapshotImage.swift · RasterSnapshotTesting · the image snapshot format and its comparison (Raster's own)
// Status: Complete.
//
// A reference image is a PNG (Pixmap+PNG.swift: 8-bit sRGB, pHYs from the scale) with the
// fonts the snapshot's text was drawn with in a tEXt chunk "Fonts", one face per line, such
// as "Inter Regular (Inter-Regular.otf, Version 3.019)", and the digest of its pixels in a
// chunk of Raster's own (PNGPixelDigest.swift), which lets a snapshot with the same pixels pass
// without encoding or decoding an image. Sizes are compared first. When the
// pixels differ and a face the reference recorded is not installed on this machine (another
// version counts as not installed), the failure is a font mismatch: the machine renders that
// text with other fonts than the one that recorded the reference, and a pixel diff would
// only show that. When the faces are installed but the snapshot used others (its text
// changed font or weight), the pixels are compared and the failure adds a line naming both sets.
//
// Precision, as in swift-snapshot-testing: a pixel counts as different when any byte differs
// (`perceptualPrecision` 1) or when its ΔE00 is above (1 − perceptualPrecision) × 100
// (0.98 → ΔE00 2, about twice what an eye can see); the images match when at most
// (1 − precision) of the pixels count as different.

import Foundation
@_spi(RasterOutput) import Raster

/// An image snapshot: pixels, their scale and the fonts the text in them was drawn with.
///
/// Raster: `pixmap` is premultiplied RGBA8, `scale` pixels per point.
public struct SnapshotImage {
    public var pixmap: Pixmap
    /// Pixels per point, recorded in the PNG's pHYs. Default 1.
    public var scale: CGFloat
    /// The font faces the text was drawn with, sorted; nil when unknown (images made
    /// elsewhere), empty when the image has no text. Default nil.
    public var fonts: [String]?

    public init(pixmap: Pixmap, scale: CGFloat = 1, fonts: [String]? = nil) {
        self.pixmap = pixmap
        self.scale = scale
        self.fonts = fonts
    }

    /// The snapshot of a rendered image.
    public init(_ image: RasterImage, fonts: [String]? = nil) {
        self.init(pixmap: image.pixmap, scale: image.scale, fonts: fonts)
    }

    /// The PNG text key the fonts are recorded under.
    static let fontsKey = "Fonts"

    /// The PNG bytes of a reference file, with the digest of its pixels (Raster's `rsPX`
    /// chunk, PNGPixelDigest.swift) so that a later snapshot with the same pixels passes
    /// without encoding or decoding an image.
    /// - Throws: `PNGError` when encoding fails.
    public func pngData() throws -> Data {
        let png = try pixmap.pngData(scale: scale, textMetadata: fonts.map { [Self.fontsKey: $0.joined(separator: "\n")] } ?? [:])
        return try PNGPixelDigest.stamped(png, digest: PNGPixelDigest.digest(of: pixmap), width: pixmap.width, height: pixmap.height)
    }

    /// Whether the PNG `data` holds exactly this snapshot's pixels (false when it does not
    /// decode). Identical pixels match at every precision, whatever fonts either recorded.
    /// A reference that records its pixels' digest is answered from the digest alone (a few
    /// milliseconds for an iPhone screen at @3x); others are decoded and compared.
    func hasPixels(ofPNG data: Data) -> Bool {
        if let recorded = PNGPixelDigest.recordedDigest(in: data, width: pixmap.width, height: pixmap.height) {
            return recorded == PNGPixelDigest.digest(of: pixmap)
        }
        guard let decoded = try? Pixmap(pngData: data), decoded.width == pixmap.width, decoded.height == pixmap.height else {
            return false
        }
        return decoded.data.withUnsafeBytes { stored in
            pixmap.data.withUnsafeBytes { drawn in memcmp(stored.baseAddress!, drawn.baseAddress!, stored.count) == 0 }
        }
    }

    /// Reads a reference file's bytes.
    /// - Throws: `PNGError` when they are not a PNG Raster can decode.
    public init(pngData data: Data) throws {
        let info = try PNGInfo(pngData: data, source: "the reference")
        let fonts = info.text[Self.fontsKey].map { $0.isEmpty ? [] : $0.split(separator: "\n").map(String.init) }
        self.init(pixmap: try Pixmap(pngData: data, source: "the reference"), scale: info.scale ?? 1, fonts: fonts)
    }
}

extension Diffing where Value == SnapshotImage {
    /// Stores images as PNG and compares them pixel by pixel (see the file header for the
    /// precisions). Failures name the differing pixels and write a diff image in which
    /// matching pixels are faded and differing ones red.
    /// - Parameters:
    ///   - precision: the share of pixels that must match, 0...1. Default 1 (all).
    ///   - perceptualPrecision: how close a pixel must be to match, 0...1; 1 (the default)
    ///     asks for the same bytes, 0.98 allows ΔE00 2.
    ///
    /// A precision outside 0...1 (or NaN) fails every assertion, matching or not, with a
    /// message naming it, and records nothing.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        let misuse = [("precision", precision), ("perceptualPrecision", perceptualPrecision)]
            .filter { !(0...1).contains($0.1) }
            .map { "\($0.0) \($0.1) is not in 0...1: give the share that must match, from 0 to 1" }
        // Through the Float's shortest text, so that 0.99 is 0.99 and not 0.9900000095.
        func decimal(_ value: Float) -> Double { (0...1).contains(value) ? Double("\(value)") ?? 1 : 1 }
        // As written: formatDecimal keeps 3 decimals, which shows 0.9999 as 1.
        let precisionText = "\(precision)"
        let precision = decimal(precision), perceptual = decimal(perceptualPrecision)
        return Diffing(toData: { image in
                           if !misuse.isEmpty { throw PrecisionMisuse(problems: misuse) }
                           return try image.pngData()
                       }, fromData: { try SnapshotImage(pngData: $0) },
                       summary: { "\($0.pixmap.width)×\($0.pixmap.height)" },
                       matchesReference: { data, actual in misuse.isEmpty && actual.hasPixels(ofPNG: data) }) { reference, actual in
            let threshold = perceptual < 1 ? (1 - perceptual) * 100 : 2
            let diff = ImageDiff(reference: reference.pixmap, actual: actual.pixmap, perceptualThreshold: threshold, makesImage: false)
            if diff.isIdentical { return nil }
            guard diff.sizesMatch else {
                let overlaid = ImageDiff(reference: reference.pixmap, actual: actual.pixmap, perceptualThreshold: threshold).image
                return SnapshotDifference(kind: .size, details: [], artifact: try? overlaid?.pngData(), artifactExtension: "png")
            }
            let differing = perceptual < 1 ? diff.pixelsAboveThreshold : diff.differingPixelCount
            let allowed = allowedDifferences(of: diff.pixelCount, precision: precision)
            if differing <= allowed { return nil }
            let fontLines = reference.fonts.flatMap { expected in actual.fonts.map { fontDetails(reference: expected, actual: $0) } }
            if let fontLines, fontLines.missing { return SnapshotDifference(kind: .fonts, details: fontLines.lines) }
            var details = [diff.summary]
            if precision < 1 || perceptual < 1 {
                details.append("precision \(precisionText) allows \(allowed) of \(diff.pixelCount) pixels to differ"
                               + (perceptual < 1 ? " by more than ΔE00 \(formatDecimal(threshold))" : ""))
            }
            details += fontLines?.lines ?? []
            let image = ImageDiff(reference: reference.pixmap, actual: actual.pixmap, perceptualThreshold: threshold).image
            return SnapshotDifference(details: details, artifact: try? image?.pngData(), artifactExtension: "png")
        }
    }
}

/// A precision outside 0...1 given to an image strategy: the assertion fails naming it.
private struct PrecisionMisuse: Error, CustomStringConvertible {
    var problems: [String]
    var description: String { problems.joined(separator: "; ") }
}

/// ⌊`count` × (1 − `precision`)⌋, the pixels that may differ, counted in whole parts per
/// billion (a Float precision's shortest text has at most 9 decimals), so that 0.9999 of
/// 10,000 pixels allows 1: in binary floating point 10,000 × (1 − 0.9999) is 0.99999999999989.
private func allowedDifferences(of count: Int, precision: Double) -> Int {
    let billion = 1_000_000_000
    let matching = Int((precision * Double(billion)).rounded())
    return count * (billion - matching) / billion
}

/// What a failure says about the fonts of two images: nothing when they used the same faces;
/// when a face of the reference is not installed here (`missing`), both sets and the fix,
/// since a pixel diff would only show the other font; else a note that the faces used differ
/// (the view's text changed font), the pixels being compared as usual.
private func fontDetails(reference expected: [String], actual found: [String]) -> (lines: [String], missing: Bool) {
    guard expected != found else { return ([], false) }
    func list(_ fonts: [String]) -> String { fonts.isEmpty ? "none" : fonts.joined(separator: "; ") }
    let installed = FrameDrawing.installedFonts(among: expected)
    let absent = expected.filter { !installed.contains($0) }
    guard absent.isEmpty else {
        return (["reference fonts: " + list(expected), "this machine:    " + list(found),
                 "not installed here: " + list(absent),
                 "install the reference's fonts (scripts/install-dependencies.sh) or, if the change is intended, "
                    + "re-record with RASTER_RECORD=failed"], true)
    }
    return (["fonts used differ: the reference used " + list(expected) + "; this snapshot " + list(found)], false)
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// The base image strategy: the snapshot is the image itself.
    ///
    /// Records: `Snapshots/<TestFile>/<test>.<n>.png`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
