// TextLayout+Truncation.swift · Raster/Text · mirrors SwiftUI Text.truncationMode (iOS 17)
// Status: Partial — the last visible line is truncated; with several paragraphs the
// choices below are Raster's (UIKit's behaviour for them was not measured).
//
// When lines run out (lineLimit or height), the last kept line is rebuilt from the text not
// yet shown, starting where that line starts:
//   tail:   the rest of its paragraph, cut to fit, then "…";
//   head:   "…", then the end of the text's last paragraph that fits;
//   middle: the start of the rest of its paragraph (up to half the room left beside the
//           ellipsis), "…", then as much of the end of the last paragraph as fits.
// Spaces next to the ellipsis are dropped. Cuts fall between grapheme clusters, not words,
// as in UIKit. When not even the ellipsis fits, the line is the ellipsis alone.

import Foundation

extension TextLayout {
    /// The last line of a truncated layout; see this file's header. `start` is where the
    /// line begins (paragraph index, cluster index); `maxWidth` nil means no width limit;
    /// the ellipsis is shaped with `cascade` and belongs to styled run `ellipsisRun`.
    static func truncatedLine(paragraphs: [ShapedText], from start: (paragraph: Int, cluster: Int),
                              mode: TextTruncation, maxWidth: CGFloat?, cascade: FontCascade,
                              ellipsisRun: Int = 0) -> ShapedText {
        let size = paragraphs[start.paragraph].size
        var ellipsis = ShapedText(["\u{2026}"], cascade: cascade, size: size)
        ellipsis.clusters[0].run = ellipsisRun
        let head = paragraphs[start.paragraph]
        let headRange = start.cluster..<head.clusters.count
        let tailIsHead = start.paragraph == paragraphs.count - 1
        let tail = paragraphs[paragraphs.count - 1]
        let tailRange = (tailIsHead ? start.cluster : 0)..<tail.clusters.count
        let available = maxWidth ?? .infinity

        /// The line of the first `prefix` clusters of the head range, the ellipsis and the last
        /// `suffix` clusters of the tail range.
        func line(prefix: Int, suffix: Int) -> ShapedText {
            var end = headRange.lowerBound + prefix
            while end > headRange.lowerBound, head.clusters[end - 1].breakClass == .space { end -= 1 }
            var begin = tailRange.upperBound - suffix
            while begin < tailRange.upperBound, tail.clusters[begin].breakClass == .space { begin += 1 }
            var result = ShapedText(size: size)
            result.append(head, clusters: headRange.lowerBound..<end)
            result.append(ellipsis, clusters: 0..<ellipsis.clusters.count)
            result.append(tail, clusters: begin..<tailRange.upperBound)
            return result
        }
        func fits(_ text: ShapedText, within width: CGFloat) -> Bool {
            text.width(of: 0..<text.clusters.count) <= width + 1e-6
        }

        switch mode {
        case .tail:
            let prefix = largest(upTo: headRange.count) { fits(line(prefix: $0, suffix: 0), within: available) }
            return line(prefix: prefix, suffix: 0)
        case .head:
            let suffix = largest(upTo: tailRange.count) { fits(line(prefix: 0, suffix: $0), within: available) }
            return line(prefix: 0, suffix: suffix)
        case .middle:
            let ellipsisWidth = ellipsis.width(of: 0..<ellipsis.clusters.count)
            let half = (available - ellipsisWidth) / 2
            let prefix = largest(upTo: headRange.count) {
                head.width(of: headRange.lowerBound..<headRange.lowerBound + $0) <= half + 1e-6
            }
            let room = tailIsHead ? tailRange.count - prefix : tailRange.count
            let suffix = largest(upTo: room) { fits(line(prefix: prefix, suffix: $0), within: available) }
            return line(prefix: prefix, suffix: suffix)
        }
    }

    /// The largest n in 0...limit for which `accepts(n)` holds, found by bisection (0 when
    /// none does). Widths grow with n, so the answer is the longest piece that fits.
    private static func largest(upTo limit: Int, where accepts: (Int) -> Bool) -> Int {
        var low = 0, high = limit
        while low < high {
            let mid = (low + high + 1) / 2
            if accepts(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
