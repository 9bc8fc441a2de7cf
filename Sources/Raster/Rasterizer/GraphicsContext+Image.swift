// GraphicsContext+Image.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.draw(_:in:style:) for images (iOS 17)
// Status: Complete for pixmaps and coverage masks; `Image` values are resolved to pixmaps by
// the image layer.

import Foundation

extension GraphicsContext {
    /// How an image is sampled when it is scaled (SwiftUI's `Image.Interpolation` cases).
    ///
    /// Raster: `.none` picks the nearest pixel; the others are bilinear.
    public enum ImageInterpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Draws `pixmap` scaled to fill `rect` (user space).
    ///
    /// Raster-specific: the image layer calls this for `Image` views. Pixels are sampled at
    /// their centres, bilinearly unless `interpolation` is `.none`; the edges of the image
    /// extend (no bleeding of transparent black into the border).
    public func draw(_ pixmap: Pixmap, in rect: CGRect, style: FillStyle = FillStyle(),
                     interpolation: ImageInterpolation = .high) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let imageToUser = CGAffineTransform(a: r.width / CGFloat(pixmap.width), b: 0, c: 0,
                                            d: r.height / CGFloat(pixmap.height), tx: r.minX, ty: r.minY)
        let shading = Shading(storage: .pixmap(pixmap, imageToUser: imageToUser, tiled: false,
                                               nearest: interpolation == .none))
        fill(Path(r), with: shading, style: style)
    }

    /// Composites a device-pixel coverage mask (e.g. a glyph image) painted with `shading`,
    /// through the clip, opacity and blend mode. Filters are not applied (text runs are
    /// filtered as a whole by their caller's layer).
    func fill(mask: CoverageMask, with shading: Shading) {
        let area = clipState.bounds.intersection(PixelRect(x0: mask.originX, y0: mask.originY,
                                                          x1: mask.originX + mask.width, y1: mask.originY + mask.height))
        guard !area.isEmpty, let paint = resolvePaint(shading, alpha: opacity) else { return }
        damage?.include(area)
        // The closures capture locals, not self (see `fillDevice`).
        withBlitter(paint, scratch: scratch) { blitter in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for y in area.y0..<area.y1 {
                    let row = coverage.baseAddress! + (y - mask.originY) * mask.width + (area.x0 - mask.originX)
                    blitter.blendSpan(x: area.x0, y: y, count: area.width, coverage: row)
                }
            }
        }
    }
}
