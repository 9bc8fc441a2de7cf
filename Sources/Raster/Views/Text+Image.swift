// Text+Image.swift · Raster/Views · mirrors SwiftUI Text(_: Image) and images interpolated in a Text (iOS 17)
// Status: Partial — an image is an unbreakable box on its run's baseline
// (Text/TextLayout+Attachments.swift) that scales with its run under `minimumScaleFactor`;
// resizable images keep their natural size.
//
// `Text(image)` and `Text("\(image) 4.5")` draw the image inside the text, as a run of its own
// that takes its part's font and foreground style:
//   - a symbol is sized and placed as beside text of the run's font (weight, `imageScale`,
//     variants; ios17-metrics.md §9): as wide as its ink, its ink reaching
//     `-ink.minY` above the baseline and `ink.maxY` below, in the run's foreground style;
//   - any other image is drawn at its natural point size (pixels ÷ scale) with its bottom on
//     the baseline, its own colours unless it renders as a template (then the run's style).
// An interpolated image cannot travel through the formatted string of a localized key, so
// it is written there as a marker, a Supplementary Private Use Area-B scalar (U+100000 plus
// the argument's index; such scalars are not in Inter or any other bundled font), and the
// translated string is cut at its markers into text and image runs. Markers never reach a
// layout: plain strings of a key (titles, accessibility) drop them.

import Foundation

extension Text {
    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    ///
    /// Raster: the image is drawn inline on the baseline at its natural size (a symbol at the
    /// size it has beside text of the run's font), in the text's foreground style when it is a
    /// symbol or a template image; lines break before and after it.
    public init(_ image: Image) {
        self.init(storage: .image(image))
    }
}

/// An image laid out as a run of a text: its box in the line and what it draws there.
struct InlineImage {
    /// The image's box, points: its advance and its reach above and below the baseline.
    let attachment: TextLayout.Attachment
    /// The items drawing the image with its box's top-left corner at the origin, given the
    /// run's paint (used by symbols and template images).
    let items: (DisplayList.Paint) -> [DisplayList.Item]

    /// `image` as a run in `font`, drawn with `style` (nil: the environment's foreground style).
    init(_ image: Image, font: Font.Resolved, style: AnyShapeStyle?, in environment: EnvironmentValues) {
        var environment = environment
        if let style { environment.foregroundStyle = style }
        if case .symbol(let name) = image.source {
            if let glyph = image.symbolGlyph(name, font: font, in: environment) {
                attachment = TextLayout.Attachment(width: glyph.size.width, ascent: glyph.baseline, descent: glyph.ink.maxY)
                items = { paint in glyph.items(in: glyph.size, paint: paint) }
            } else {
                // The placeholder: a square as tall as the capitals, on the baseline.
                let side = TextLayout.metrics(of: font).capHeight
                attachment = TextLayout.Attachment(width: side, ascent: side, descent: 0)
                items = { [environment] _ in Image.placeholder(in: CGRect(x: 0, y: 0, width: side, height: side), environment: environment) }
            }
            return
        }
        let size = image.naturalSize(in: environment)
        attachment = TextLayout.Attachment(width: size.width, ascent: size.height, descent: 0)
        let drawing = image.drawing(in: environment)
        items = { _ in drawing?(size) ?? [] }
    }
}

/// The markers that stand for interpolated images (and, when drawn, texts) in a localized
/// key's formatted string.
enum InlineImages {
    /// The marker of argument 0; argument i is this plus i.
    private static let firstMarker: UInt32 = 0x10_0000
    private static let lastMarker: UInt32 = 0x10_FFFD

    /// The marker written for the image that is argument `index` of its key.
    static func marker(forArgument index: Int) -> String {
        let value = firstMarker + UInt32(clamping: Swift.max(0, index))
        return Unicode.Scalar(Swift.min(value, lastMarker)).map { String(Character($0)) } ?? ""
    }

    /// The argument index a scalar marks, or nil for other scalars.
    private static func argument(markedBy scalar: Unicode.Scalar) -> Int? {
        (firstMarker...lastMarker).contains(scalar.value) ? Int(scalar.value - firstMarker) : nil
    }

    /// `string` without image markers.
    static func removingMarkers(from string: String) -> String {
        guard string.unicodeScalars.contains(where: { argument(markedBy: $0) != nil }) else { return string }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: string.unicodeScalars.filter { argument(markedBy: $0) == nil })
        return String(scalars)
    }

    /// `storage` with every marker of an image or text argument among `arguments` replaced by
    /// that part (an image, or the text with its own style over the key's); markers of other
    /// arguments stay as text. Without such an argument nothing is replaced, so the text is
    /// not scanned.
    static func replacingMarkers(in storage: Text.Storage, arguments: [FormatArgument]) -> Text.Storage {
        guard arguments.contains(where: { part(for: $0) != nil }) else { return storage }
        switch storage {
        case .verbatim(let string):
            var parts: [Text] = []
            var pending = String.UnicodeScalarView()
            for scalar in string.unicodeScalars {
                guard let index = argument(markedBy: scalar), index < arguments.count, let part = part(for: arguments[index]) else {
                    pending.append(scalar)
                    continue
                }
                if !pending.isEmpty { parts.append(Text(verbatim: String(pending))) }
                pending = String.UnicodeScalarView()
                parts.append(part)
            }
            guard !parts.isEmpty else { return storage }
            if !pending.isEmpty { parts.append(Text(verbatim: String(pending))) }
            return .concatenated(parts)
        case .concatenated(let parts):
            return .concatenated(parts.map { part in
                var part = part
                part.storage = replacingMarkers(in: part.storage, arguments: arguments)
                return part
            })
        case .formatted, .localized, .image:
            return storage
        }
    }

    /// The part an argument's marker stands for: an image, or a text keeping its own style;
    /// nil for the arguments written in as characters.
    private static func part(for argument: FormatArgument) -> Text? {
        switch argument {
        case .image(let image, _): return Text(image)
        case .text(let text, _): return text
        case .signed, .unsigned, .double, .string, .formatted: return nil
        }
    }
}

extension TextRun {
    /// The items drawing the image runs of a styled layout: each image's items moved to its
    /// segment, its box's top `ascent` above the run's baseline, and scaled by the factor
    /// its run's font was scaled by to fit (`minimumScaleFactor`; TextLayout+Fitting.swift).
    static func inlineImageItems(of styling: TextLayout.Styling, runs: [TextRun],
                                 paints: [DisplayList.Paint]) -> [DisplayList.Item] {
        styling.segments.compactMap { segment -> DisplayList.Item? in
            let run = runs[segment.run]
            guard let image = run.image else { return nil }
            let factor = run.font.size > 0 ? styling.runSizes[segment.run] / run.font.size : 1
            let top = segment.baseline - image.attachment.ascent * factor
            let items = image.items(paints[segment.run])
            guard !items.isEmpty else { return nil }
            var transform = CGAffineTransform(translationX: segment.minX, y: top)
            if factor != 1 { transform = transform.scaledBy(x: factor, y: factor) }
            return .group(.transform(transform), items)
        }
    }
}
