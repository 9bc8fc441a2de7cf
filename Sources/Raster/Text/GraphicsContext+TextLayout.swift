// GraphicsContext+TextLayout.swift · Raster/Text · mirrors SwiftUI GraphicsContext.draw(_:options:) for Text.Layout lines, runs and run slices (iOS 17)
// Status: Complete.

import Foundation

extension GraphicsContext {
    /// Draws `line` as its text view would: each run's glyphs in the run's style, with its
    /// underline, strikethrough or inline image, at the line's `origin` (user space, points).
    ///
    /// Raster: `options` is accepted and recorded (`Text.Layout.DrawingOptions`).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws `run` as its text view would: its glyphs in the run's style, with its underline
    /// and strikethrough, or its inline image.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run.storage.items(of: run.placement, indices: run.indices), movedBy: run.offset)
    }

    /// Draws the glyphs of `slice`, with the run's underline and strikethrough under their span.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        draw(slice.run.storage.items(of: slice.run.placement, indices: slice.indices), movedBy: slice.run.offset)
    }

    private func draw(_ items: [DisplayList.Item], movedBy offset: CGSize) {
        guard !items.isEmpty else { return }
        var context = self
        if offset != .zero { context.translateBy(x: offset.width, y: offset.height) }
        DisplayList(items: items).render(in: context)
    }
}
