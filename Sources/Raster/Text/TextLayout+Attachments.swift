// TextLayout+Attachments.swift · Raster/Text · mirrors Core Text's run delegates (text attachments) behind images in SwiftUI Text (iOS 17)
// Status: Partial — an attachment is one unbreakable box on the baseline; see below.
//
// An image in a `Text` (`Text("\(Image(systemName: "star.fill")) 4.5")`, `Text(image)`) is a
// styled run of its own whose one cluster is an attachment: a box `width` points wide that
// reaches `ascent` points above its run's baseline and `descent` below, with no glyphs. It
// takes part in line breaking as an ideograph does (UAX #14 gives U+FFFC, the object
// replacement character, class CB, "break opportunities before and after"; rule 3 still keeps
// closing punctuation on its line), its run's spacing is added after it as after a character,
// and its line is as tall as it needs: the run's line metrics are its font's, grown to the
// box where the box reaches higher or lower (as Core Text grows a line to a run delegate's
// ascent and descent). What the box shows is drawn by the view (Views/Text+Image.swift).

import Foundation

extension TextLayout {
    /// A box laid out in a line of text in place of a character, points.
    struct Attachment: Hashable, Sendable {
        /// The advance: how far the pen moves over the box.
        var width: CGFloat
        /// How far the box reaches above its run's baseline.
        var ascent: CGFloat
        /// How far the box reaches below its run's baseline.
        var descent: CGFloat

        /// The character a box stands for in a line's text: U+FFFC OBJECT REPLACEMENT CHARACTER.
        static let character: Character = "\u{FFFC}"

        /// The box with non-finite or negative extents replaced by 0.
        var sanitized: Attachment {
            func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.max(0, v) : 0 }
            return Attachment(width: valid(width), ascent: valid(ascent), descent: valid(descent))
        }

        /// `metrics` (a run's font metrics) grown to reach this box's top and bottom.
        func growing(_ metrics: FontMetrics) -> FontMetrics {
            var grown = metrics
            grown.ascent = Swift.max(metrics.ascent, ascent)
            grown.descent = Swift.max(metrics.descent, descent)
            return grown
        }
    }
}

extension ShapedText {
    /// One attachment cluster of styled run `run` at `size` points: no glyphs, `attachment`'s
    /// width plus `spacing` as advance, breakable before and after.
    init(attachment: TextLayout.Attachment, run: Int, spacing: CGFloat, size: CGFloat) {
        self.init(size: size)
        clusters = [ShapedCluster(glyphs: 0..<0, advance: attachment.width + spacing, kernBefore: 0,
                                  breakClass: .ideographic, character: TextLayout.Attachment.character, run: run)]
    }
}
