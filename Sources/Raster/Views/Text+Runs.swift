// Text+Runs.swift · Raster/Views · mirrors how SwiftUI resolves and draws a styled Text (iOS 17)
// Status: Partial — runs keep font, colour, decorations, spacing and baseline offset;
// images are runs of their own (Text+Image.swift).
//
// A Text is a tree: joined texts (`+`, Markdown) hold parts, and every node may carry a
// font, a foreground style and styling attributes. Resolving walks the tree depth first:
// each leaf becomes one run whose style is its own where it set one, else its nearest
// enclosing text's, else the environment's (`font(_:)`, `fontWeight(_:)`, `underline()`...
// on a view). Text of one run without decorations, spacing, baseline offset or tabular
// digits keeps the one-font layout (TextLayout.swift), so plain text costs what it did.

import Foundation

/// One resolved piece of a text: its characters and everything it is drawn with.
struct TextRun {
    var string: String
    var font: Font.Resolved
    /// The run's own foreground style; nil draws with the environment's.
    var style: AnyShapeStyle?
    /// Underline, strikethrough, spacing, baseline offset and link (font fields already applied).
    var attributes: TextAttributes
    /// The image of an inline image run (then `string` is U+FFFC); nil for characters.
    var image: InlineImage? = nil

    /// The layout-relevant part of the run.
    var layoutKey: TextLayout.RunKey {
        TextLayout.RunKey(string: string, font: font,
                          spacing: (attributes.kerning ?? 0) + (attributes.tracking ?? 0),
                          baselineOffset: attributes.baselineOffset ?? 0, attachment: image?.attachment)
    }

    /// Whether the one-font layout can draw this run as it is.
    var isPlain: Bool {
        attributes.underline?.isActive != true && attributes.strikethrough?.isActive != true
            && (attributes.kerning ?? 0) == 0 && (attributes.tracking ?? 0) == 0
            && (attributes.baselineOffset ?? 0) == 0 && !font.monospacedDigit && image == nil
    }
}

extension Text {
    /// The modifiers set on this text itself, with `fontWeight` and `italic()` folded in.
    private var ownAttributes: TextAttributes {
        var own = attributes
        if let fontWeight { own.weight = fontWeight }
        if isItalic { own.italic = true }
        return own
    }

    /// The text's runs in `environment`, in reading order (at least one).
    func runs(in environment: EnvironmentValues) -> [TextRun] {
        var runs: [TextRun] = []
        appendRuns(to: &runs, font: nil, style: nil, attributes: environment.textAttributes, in: environment)
        if runs.isEmpty {
            let font = environment.textAttributes.apply(to: (environment.font ?? .body).resolve(in: environment))
            runs.append(TextRun(string: "", font: font, style: nil, attributes: environment.textAttributes))
        }
        return runs
    }

    private func appendRuns(to runs: inout [TextRun], font outerFont: Font?, style outerStyle: AnyShapeStyle?,
                            attributes outer: TextAttributes, in environment: EnvironmentValues) {
        let font = self.font ?? outerFont
        let style = foregroundStyle?.style ?? outerStyle
        let attributes = ownAttributes.inheriting(outer)
        // A key is translated once, and its translation parsed as Markdown.
        var storage = self.storage
        if case .localized(let text) = storage {
            storage = InlineImages.replacingMarkers(in: InlineMarkdown.storage(of: text.resolved(in: environment, markingTexts: true)),
                                                    arguments: text.value.arguments)
        }
        if case .concatenated(let parts) = storage {
            for part in parts { part.appendRuns(to: &runs, font: font, style: style, attributes: attributes, in: environment) }
            return
        }
        let resolved = attributes.apply(to: (font ?? environment.font ?? .body).resolve(in: environment))
        if case .image(let image) = storage {
            let inline = InlineImage(image, font: resolved, style: style, in: environment)
            runs.append(TextRun(string: String(TextLayout.Attachment.character), font: resolved, style: style,
                                attributes: attributes, image: inline))
            return
        }
        let string: String
        if case .verbatim(let translated) = storage, case .localized = self.storage {
            string = Self.applyingTextCase(to: translated, in: environment)
        } else {
            string = self.string(in: environment)
        }
        let linkStyle = attributes.link == nil ? nil : AnyShapeStyle(TintShapeStyle())
        runs.append(TextRun(string: string, font: resolved, style: style ?? linkStyle, attributes: attributes))
    }
}

extension TextContent {
    /// The content of a text of `runs` laid out with `environment`'s line limit, truncation,
    /// alignment, spacing and fitting: the one-font layout when one plain run, else the styled one.
    convenience init(runs: [TextRun], in environment: EnvironmentValues) {
        let isPlain = runs.count == 1 && runs[0].isPlain
        self.init(string: isPlain ? runs[0].string : "", font: runs[0].font,
                  runs: isPlain ? nil : runs.map(\.layoutKey),
                  lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
                  truncation: environment.truncationMode.layoutTruncation,
                  alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing,
                  layoutDirection: environment.layoutDirection, pixel: 1 / max(environment.displayScale, 1),
                  fitting: environment.textFitting)
    }
}

extension TextRun {
    /// What a text of `runs` laid out as `layout` draws in a frame of `size` points: one text
    /// item per run (in its own paint) and its underlines and strikethroughs as filled
    /// rectangles, rounded to device pixels.
    static func displayItems(of layout: TextLayout, runs: [TextRun], size: CGSize,
                             in environment: EnvironmentValues) -> [DisplayList.Item] {
        let rect = CGRect(origin: .zero, size: size)
        let paints = runs.map { ($0.style ?? AnyShapeStyle(ForegroundStyle())).paint(in: environment, bounds: rect) }
        guard let styling = layout.styling else { return [.text(layout, origin: .zero, paints[0])] }
        var items: [DisplayList.Item] = []
        for run in runs.indices where runs[run].image == nil && styling.segments.contains(where: { $0.run == run }) {
            items.append(.text(layout.slice(run: run), origin: .zero, paints[run]))
        }
        items += inlineImageItems(of: styling, runs: runs, paints: paints)
        let pixel = 1 / max(environment.displayScale, 1)
        for segment in styling.segments {
            let run = runs[segment.run]
            for (decoration, isUnderline) in [(run.attributes.underline, true), (run.attributes.strikethrough, false)] {
                guard let decoration, decoration.isActive,
                      let band = styling.decorationBand(of: segment, underline: isUnderline, pixel: pixel) else { continue }
                let paint = decoration.style.color.map { AnyShapeStyle($0).paint(in: environment, bounds: rect) } ?? paints[segment.run]
                let path = TextDecorationPattern.path(decoration.style.pattern, from: segment.minX, to: segment.maxX, band: band)
                items.append(.fill(path, paint, FillStyle()))
            }
        }
        return items
    }
}
