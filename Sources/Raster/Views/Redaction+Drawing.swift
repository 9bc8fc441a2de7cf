// Redaction+Drawing.swift · Raster/Views · how Text and Image draw when redacted (iOS 17's placeholder look)
// Status: Partial — text and images; shapes, colours and controls' own drawings are kept
// (their text is redacted, as it is a Text).
//
// iOS draws a redacted text as one rounded bar per line, over the line's ink width, in the
// text's foreground style made faint, and an image as a filled rounded rectangle of the same
// tint; layout does not change. Raster's figures, read from iOS screenshots, not measured:
// the bar is 70% of the line's ascent + descent, centred on it, its corner radius a quarter
// of its height; the opacity is 0.16 [UNCERTAIN — Apple publishes none of these].

import Foundation

enum Redaction {
    /// The opacity of placeholder bars and boxes over their foreground style.
    static let opacity = 0.16
    /// A line's bar height as a fraction of the line's ascent + descent.
    static let barHeightFraction: CGFloat = 0.7
    /// A bar's corner radius as a fraction of its height.
    static let cornerFraction: CGFloat = 0.25

    /// The placeholder of a text laid out as `layout`: a bar per non-empty line, each in the
    /// paint of the run its first glyph belongs to (the only run of plain text).
    static func textItems(of layout: TextLayout, runs: [TextRun], in environment: EnvironmentValues, size: CGSize) -> [DisplayList.Item] {
        let rect = CGRect(origin: .zero, size: size)
        let paints = runs.map { ($0.style ?? AnyShapeStyle(ForegroundStyle())).paint(in: environment, bounds: rect) }
        let metrics = layout.metrics
        let height = (metrics.ascent + metrics.descent) * barHeightFraction
        var bars: [DisplayList.Item] = []
        for line in layout.lines where line.width > 0 {
            let run = layout.styling?.segments.first { $0.glyphs.contains(line.glyphs.lowerBound) }?.run ?? 0
            let middle = line.baseline - (metrics.ascent - metrics.descent) / 2
            let bar = CGRect(x: line.x, y: middle - height / 2, width: line.width, height: height)
            bars.append(.fill(Path(roundedRect: bar, cornerRadius: height * cornerFraction), paints[min(run, paints.count - 1)], FillStyle()))
        }
        return bars.isEmpty ? [] : [.group(.opacity(opacity), bars)]
    }

    /// The placeholder of an image in a frame of `size` points: the frame filled with the
    /// foreground style, corners rounded by a tenth of the shorter side.
    static func imageItems(size: CGSize, in environment: EnvironmentValues) -> [DisplayList.Item] {
        let rect = CGRect(origin: .zero, size: size)
        guard rect.width > 0, rect.height > 0 else { return [] }
        let paint = ForegroundStyle().paint(in: environment, bounds: rect)
        let box = Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 10)
        return [.group(.opacity(opacity), [.fill(box, paint, FillStyle())])]
    }
}
