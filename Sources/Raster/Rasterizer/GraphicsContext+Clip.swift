// GraphicsContext+Clip.swift · Raster/Rasterizer · mirrors SwiftUI GraphicsContext.clip(to:style:options:), clipBoundingRect, ClipOptions (iOS 17)
// Status: Complete.
//
// The clip is a device rectangle plus, when needed, an anti-aliased 8-bit mask over that
// rectangle. Clipping to a path whose device outline is a pixel-aligned rectangle only
// shrinks the rectangle; any other path is rasterized (same rasterizer as fills) into a mask
// the size of the path's pixel box, multiplied by the previous mask, so clips intersect and
// a small clipped card costs a small mask.

import Foundation

extension GraphicsContext {
    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to everything outside the shape instead of inside it.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// The bounding rectangle of the current clip, in user space.
    public var clipBoundingRect: CGRect {
        let b = clipState.bounds
        guard !b.isEmpty else { return .zero }
        return CGRect(x: b.x0, y: b.y0, width: b.width, height: b.height).applying(deviceTransform.inverted())
    }

    /// Intersects the clip with `path` (user space) filled with `style`, or with its
    /// outside when `options` contains `.inverse`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let t = deviceTransform
        let inverse = options.contains(.inverse)
        if !inverse, let rect = pixelAlignedDeviceRect(path, t) {
            clipState.bounds = clipState.bounds.intersection(rect)
            return
        }
        let bounds = clipState.bounds
        guard !bounds.isEmpty else { return }
        let edges = scratch.edges
        edges.reset(left: bounds.x0, top: bounds.y0, right: bounds.x1, bottom: bounds.y1)
        var sink = edges
        path.flattenForFill(transform: t, tolerance: 0.1,
                            cull: CullRect(minX: Double(bounds.x0), minY: Double(bounds.y0),
                                           maxX: Double(bounds.x1), maxY: Double(bounds.y1)),
                            into: &sink)
        // Inside the path only where its edges are; the inverse keeps the whole rectangle.
        let area = inverse ? bounds : bounds.intersection(edges.pixelBounds)
        guard !area.isEmpty else {
            clipState = ClipState(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil)
            return
        }
        let mask = ClipMask(rect: area, filledWith: 0)
        var writer = MaskWriter(mask: mask)
        scratch.rasterizer.rasterize(edges, rule: style.isEOFilled ? .evenOdd : .nonZero,
                                     antialiased: style.isAntialiased, into: &writer)
        let old = clipState.mask
        for y in area.y0..<area.y1 {
            let row = mask.coverage + (y - area.y0) * area.width - area.x0
            for x in area.x0..<area.x1 {
                var c = UInt32(row[x])
                if inverse { c = 255 - c }
                if let old { c = PixelMath.mul255(c, UInt32(old.at(x, y))) }
                row[x] = UInt8(c)
            }
        }
        clipState = ClipState(bounds: area, mask: mask)
    }

    /// Intersects the clip with the alpha of `content` drawn into a new layer, multiplied by
    /// `opacity` (or with its complement when `options` contains `.inverse`).
    ///
    /// Raster: the layer has this context's transform; its alpha, not its colour, becomes the mask.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = scratch.takeLayer(width: target.width, height: target.height)
        var inner = GraphicsContext(layerFor: self, target: layer)
        defer { scratch.returnLayer(layer, dirty: inner.damage!.rect) }
        try content(&inner)
        let bounds = clipState.bounds
        guard !bounds.isEmpty else { return }
        let inverse = options.contains(.inverse)
        let area = inverse ? bounds : bounds.intersection(inner.damage!.rect)
        guard !area.isEmpty else {
            clipState = ClipState(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil)
            return
        }
        let o = UInt32((Swift.max(0, Swift.min(1, opacity.isNaN ? 0 : opacity)) * 255).rounded())
        let w = target.width
        let mask = ClipMask(rect: area, filledWith: 0)
        let old = clipState.mask
        layer.data.withUnsafeBufferPointer { pixels in
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 {
                    var c = PixelMath.mul255(UInt32(pixels[(y * w + x) * 4 + 3]), o)
                    if inverse { c = 255 - c }
                    if let old { c = PixelMath.mul255(c, UInt32(old.at(x, y))) }
                    mask.coverage[(y - area.y0) * area.width + (x - area.x0)] = UInt8(c)
                }
            }
        }
        clipState = ClipState(bounds: area, mask: mask)
    }

    /// The device pixel rectangle `path` covers exactly, if it is an axis-aligned rectangle
    /// whose device corners fall on whole pixels.
    private func pixelAlignedDeviceRect(_ path: Path, _ t: CGAffineTransform) -> PixelRect? {
        guard let r = path.deviceRect(t), r.x0 > -1e9, r.y0 > -1e9, r.x1 < 1e9, r.y1 < 1e9,
              r.x0.rounded() == r.x0, r.y0.rounded() == r.y0, r.x1.rounded() == r.x1, r.y1.rounded() == r.y1,
              r.x0 < r.x1, r.y0 < r.y1 else { return nil }
        return PixelRect(x0: Int(r.x0), y0: Int(r.y0), x1: Int(r.x1), y1: Int(r.y1))
    }
}
