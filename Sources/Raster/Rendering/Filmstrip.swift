// Filmstrip.swift · Raster/Rendering · an animation's frames on one contact sheet, captioned with their times (Raster's own)
// Status: Complete.
//
// `package` API shared by `rendershot animate --contact-sheet` and the `.frames` snapshot
// strategy. Frames are taken at t = k / fps for k = 0, 1, …, round(duration × fps), so both
// ends of the interval are shown. Each caption is the time ("0.25 s") as a Text in the
// caption font, rendered through ImageRenderer at the caption scale, black on the sheet's
// white, 4 points below its frame.

import Foundation

/// Contact sheets of timed frames.
package enum Filmstrip {
    /// The most frames a timeline may have (10 000: over two minutes at 60 fps).
    package static let maximumFrameCount = 10_000

    /// The sample times for `fps` frames per second over `duration` seconds, both ends
    /// included; nil when fps is not positive and finite, the duration is negative or not
    /// finite, or there would be more than `maximumFrameCount` frames.
    package static func times(fps: Double, duration: TimeInterval) -> [TimeInterval]? {
        guard fps.isFinite, fps > 0, duration.isFinite, duration >= 0, duration * fps < Double(maximumFrameCount) else { return nil }
        let last = Int((duration * fps).rounded())
        return (0...last).map { Double($0) / fps }
    }

    /// The caption of a frame at `time` seconds, such as "0.25 s" (at most 3 decimals).
    package static func caption(for time: TimeInterval) -> String {
        formatPoints(CGFloat(time)) + " s"
    }

    /// `frames` in a grid of `columns`, each over the caption of its time, with the fonts the
    /// captions were drawn with (sorted, as `FrameDrawing.fontsUsed`).
    /// - Parameters:
    ///   - reduction: how frames are shrunk before they are placed.
    ///   - captionScale: pixels per point of the captions and the padding (8 points).
    /// - Throws: `ContactSheetError` for no frames or bad parameters, `RenderError` or
    ///   `PixmapError` when a caption or the sheet cannot be made.
    package static func sheet(frames: [Pixmap], times: [TimeInterval], columns: Int, reduction: ContactSheet.Reduction = .none,
                              captionScale: CGFloat = 1) throws -> (pixmap: Pixmap, fonts: [String]) {
        var captions: [Pixmap] = []
        var fonts = Set<String>()
        for time in times.prefix(frames.count) {
            let renderer = ImageRenderer(content: Text(caption(for: time)).font(.caption).foregroundColor(.black).padding(.top, 4))
            renderer.scale = captionScale
            captions.append(try renderer.render().pixmap)
            fonts.formUnion(try renderer.drawing().fontsUsed)
        }
        let sheet = ContactSheet(columns: columns, padding: Int((8 * captionScale).rounded()), reduction: reduction,
                                 captionHeight: captions.map(\.height).max() ?? 0)
        let pixmap = try sheet.render(frames) { captions.indices.contains($0) ? captions[$0] : nil }
        return (pixmap, fonts.sorted())
    }
}
