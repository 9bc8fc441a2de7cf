// TextLayout+Fitting.swift · Raster/Text · mirrors how SwiftUI Text shrinks to fit: minimumScaleFactor(_:), allowsTightening(_:) (iOS 17)
// Status: Partial — the amounts and search steps are Raster's; see below.
//
// A text that is truncated at its size (by its line limit or the proposed height) first
// tightens, when allowed, then scales down, and is truncated only when neither makes it fit
// (SwiftUI's order: swiftui-behavior.md §2.2):
//   1. Tightening reduces the space after every character by up to
//      `Fitting.maximumTightening` = 0.025 em. Apple does not document how far UIKit tightens
//      ("dependent on the font, line width, and other factors", NSParagraphStyle
//      `allowsDefaultTighteningForTruncation`); AppKit's `tighteningFactorForTruncation`
//      defaults to 0.05 of the line width, and 0.025 em per character is about 5 % of a line
//      of Inter, whose average advance is about half an em. The least tightening that fits is
//      found by bisection in 1/1000 em steps.
//   2. Scaling multiplies every run's font size, spacing and baseline offset by one factor
//      (UIKit scales the font uniformly, as `actualScaleFactor` reports), at most tightened;
//      the largest factor that fits, in steps of 1/1000 from `minimumScaleFactor` to 1, is
//      found by bisection (a text never grows).
//   3. When the smallest factor still does not fit, the text is laid out at that factor and
//      truncated.
// An inline image's box scales with its run, as Core Text scales a run delegate's bounds
// with its font; its drawing is scaled to the box (Views/Text+Image.swift).
// A tightened or scaled text is laid out as styled runs, so right-to-left reordering of
// one-font text (TextLayout+Bidi.swift) does not apply to it.

import Foundation

extension TextLayout {
    /// How far a text may shrink before it is truncated.
    struct Fitting: Hashable, Sendable {
        /// The smallest fraction of its size the text may scale to, in 0.01...1 (SwiftUI's
        /// `minimumScaleFactor`; 1 never scales).
        var minimumScaleFactor: CGFloat = 1
        /// Whether the space between characters may shrink first (SwiftUI's `allowsTightening`).
        var allowsTightening = false

        /// The most the space after each character shrinks by when tightening, em.
        static let maximumTightening: CGFloat = 0.025
        /// The fitting of a text that neither tightens nor scales.
        static let none = Fitting()

        /// Whether this fitting changes nothing.
        var isNone: Bool { minimumScaleFactor >= 1 && !allowsTightening }
    }

    /// The layout `make` gives at scale 1 without tightening or, when that layout is
    /// truncated, the tightened or scaled one this file's header describes. `make` takes a
    /// scale factor and a tracking in em (0 or negative).
    static func fitted(_ fitting: Fitting, make: (_ scale: CGFloat, _ tracking: CGFloat) -> TextLayout) -> TextLayout {
        let natural = make(1, 0)
        guard natural.isTruncated, !fitting.isNone else { return natural }
        var tracking: CGFloat = 0
        if fitting.allowsTightening {
            let steps = Int((Fitting.maximumTightening * 1000).rounded())
            if let least = smallestStep(in: 1...steps, fits: { !make(1, -CGFloat($0) / 1000).isTruncated }) {
                return make(1, -CGFloat(least) / 1000)
            }
            tracking = -Fitting.maximumTightening
        }
        let lowest = Int((fitting.minimumScaleFactor * 1000).rounded(.up))
        guard lowest < 1000 else { return tracking == 0 ? natural : make(1, tracking) }
        // Steps counted down from 1000: the smallest count that fits is the largest factor.
        let largest = smallestStep(in: 1...(1000 - lowest), fits: { !make(CGFloat(1000 - $0) / 1000, tracking).isTruncated })
        return make(CGFloat(1000 - (largest ?? (1000 - lowest))) / 1000, tracking)
    }

    /// The smallest step in `steps` for which `fits` holds, assuming that once it holds it holds
    /// for every larger step; nil when it holds for none.
    private static func smallestStep(in steps: ClosedRange<Int>, fits: (Int) -> Bool) -> Int? {
        guard fits(steps.upperBound) else { return nil }
        var low = steps.lowerBound, high = steps.upperBound
        while low < high {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle + 1 }
        }
        return high
    }
}

extension TextLayout.RunKey {
    /// The run at `scale` times its size, spacing, baseline offset and image box, its
    /// spacing then changed by `tracking` em of its scaled size.
    func scaled(by scale: CGFloat, tracking: CGFloat) -> TextLayout.RunKey {
        var run = self
        run.font.size *= scale
        run.spacing = spacing * scale + tracking * run.font.size
        run.baselineOffset *= scale
        run.attachment = attachment.map {
            TextLayout.Attachment(width: $0.width * scale, ascent: $0.ascent * scale, descent: $0.descent * scale)
        }
        return run
    }
}
