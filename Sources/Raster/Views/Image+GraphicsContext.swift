// Image+GraphicsContext.swift · Raster/Views · mirrors SwiftUI GraphicsContext.draw(_:in:style:) and draw(_:at:anchor:) for images (iOS 17)
// Status: Partial — images are drawn directly (no `resolve(_:)`/`ResolvedImage`); `style`
// is accepted and image edges are always antialiased.

import Foundation

extension GraphicsContext {
    /// Draws `image` scaled to fill `rect`.
    ///
    /// Raster: `rect` is in the context's user space (in a `Canvas`, points from its
    /// top-left corner). The image is drawn as a resizable image would be in a frame of
    /// `rect`'s size (cap insets and tiling apply); template images and symbols
    /// use the foreground style of the context's environment.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let resizable = image.resizable(capInsets: image.capInsets, resizingMode: image.resizingMode)
        guard let drawing = resizable.drawing(in: environment), rect.width.isFinite, rect.height.isFinite else { return }
        var context = self
        context.translateBy(x: rect.minX, y: rect.minY)
        DisplayList(items: drawing(rect.size)).render(in: context)
    }

    /// Draws `image` at its point size with the point `anchor` names in it at `point`
    /// (user space; default the image's centre).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.naturalSize(in: environment)
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }
}
