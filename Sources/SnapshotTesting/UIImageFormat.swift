// UIImageFormat.swift · SnapshotTesting · mirrors swift-snapshot-testing's image format, `UIImage`, and `Diffing<UIImage>.image`
// Status: Complete — a thin layer over RasterSnapshotTesting's SnapshotImage and its diffing.
//
// swift-snapshot-testing's image strategies are `Snapshotting<Value, UIImage>`, and test code
// names that type (`extension Snapshotting where Value: View, Format == UIImage`). Here the
// UIImage carries what RasterSnapshotTesting's `SnapshotImage` does (pixels, scale and the
// fonts its text was drawn with), so the references, the comparison and the failure messages
// are RasterSnapshotTesting's.

import Foundation
import Raster
import RasterSnapshotTesting

extension UIImage {
    /// The image as RasterSnapshotTesting's snapshot: its pixels, scale and fonts; a symbol
    /// image is drawn first, at its size in the body font, on a clear background.
    /// - Throws: `UIKitSnapshotError.emptyImage` for an image with nothing to draw (`UIImage()`).
    func snapshotImage() throws -> SnapshotImage {
        if let pixels { return SnapshotImage(pixmap: pixels.pixmap, scale: pixels.scale, fonts: snapshotFonts) }
        guard size.width > 0, size.height > 0 else { throw UIKitSnapshotError.emptyImage }
        return try Snapshotting<Image, SnapshotImage>.image(layout: .sizeThatFits, scale: scale).snapshot(Image(uiImage: self))
    }

    /// The image of a snapshot: its pixels at its scale, keeping its fonts.
    convenience init(snapshot: SnapshotImage) {
        self.init(pixmap: snapshot.pixmap, scale: snapshot.scale, snapshotFonts: snapshot.fonts)
    }
}

extension Diffing where Value == UIImage {
    /// Images compared byte for byte, stored as PNG.
    public static var image: Diffing { .image() }

    /// Images stored as PNG (8-bit sRGB, the scale in pHYs) and compared as RasterSnapshotTesting
    /// compares them.
    /// - Parameters:
    ///   - precision: the share of pixels that must match (0…1).
    ///   - perceptualPrecision: how close a pixel must be to match, in perceptual terms (0…1):
    ///     0.98 allows ΔE00 2.
    ///   - scale: accepted for source compatibility; a reference is read at the scale its PNG
    ///     records.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        Diffing<SnapshotImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).uiImageFormat
    }
}

extension Diffing where Value == SnapshotImage {
    /// The same diffing over `UIImage`s.
    var uiImageFormat: Diffing<UIImage> {
        Diffing<UIImage>(toData: { try toData(try $0.snapshotImage()) },
                         fromData: { UIImage(snapshot: try fromData($0)) },
                         summary: { image in (try? image.snapshotImage()).map(summary) ?? "no image" },
                         matchesReference: matchesReference.map { matches in
                             { data, image in (try? image.snapshotImage()).map { matches(data, $0) } ?? false }
                         }) { reference, actual in
            do {
                return diff(try reference.snapshotImage(), try actual.snapshotImage())
            } catch {
                return SnapshotDifference(details: ["the image cannot be compared: \(error)"])
            }
        }
    }
}

extension Snapshotting where Format == SnapshotImage {
    /// The same strategy with `UIImage` as its format, swift-snapshot-testing's.
    var uiImageFormat: Snapshotting<Value, UIImage> {
        let snapshot = self.snapshot
        return Snapshotting<Value, UIImage>(pathExtension: pathExtension, diffing: diffing.uiImageFormat) {
            UIImage(snapshot: try snapshot($0))
        }
    }
}
