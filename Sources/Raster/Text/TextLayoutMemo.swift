// TextLayoutMemo.swift · Raster/Text · the few distinct layouts one Text has during layout
// Status: Complete.
//
// A stack measures each text at many proposals per pass (0, infinity and its share on the
// major axis, each with several minor-axis proposals), but most of them give the same
// layout: every width at least as wide as the unwrapped text gives the unwrapped layout,
// and every height that holds all the lines gives the layout without a height limit. The
// memo maps a proposal to those limits first, so a one-line label keeps one or two
// layouts instead of a dozen, and only differing ones are laid out. The sizes are also kept
// by exact proposal: a pass after an invalidation asks the same proposals again, and finding
// the size by the proposal's bits skips mapping it to those limits.

import Foundation
import Synchronization

/// The layouts of one text, by the width and height limits that change them.
final class TextLayoutMemo: Sendable {
    /// A layout and the limits it was made with; a class, so that looking one up copies no
    /// arrays.
    private final class Entry: Sendable {
        let maxWidth: CGFloat?
        let maxHeight: CGFloat?
        let layout: TextLayout

        init(maxWidth: CGFloat?, maxHeight: CGFloat?, layout: TextLayout) {
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
            self.layout = layout
        }
    }

    private struct State {
        /// The layout without width or height limits.
        var unlimited: Entry?
        /// Other layouts, most recent last.
        var entries: [Entry] = []
        /// The sizes answered, by exact proposal, most recent last.
        var sizes: [(proposal: LayoutMemo.ProposalKey, size: CGSize)] = []
    }

    private static let capacity = 6
    /// A stack asks a text up to nine proposals per pass (three major lengths for each of
    /// three minor ones); a few more cover a parent measuring it once more.
    private static let sizesKept = 12
    /// A text may be drawn on another thread than the one measuring it.
    private let state = Mutex(State())

    /// The layout for `proposal`: `make(maxWidth, maxHeight)` lays the text out with the
    /// given limits in points (nil: no limit) when no remembered layout equals it.
    func layout(for proposal: ProposedViewSize,
                make: (_ maxWidth: CGFloat?, _ maxHeight: CGFloat?) -> TextLayout) -> TextLayout {
        state.withLock { Self.entry(for: proposal, in: &$0, make).layout }
    }

    /// The size in points of `layout(for:make:)`.
    func size(for proposal: ProposedViewSize,
              make: (_ maxWidth: CGFloat?, _ maxHeight: CGFloat?) -> TextLayout) -> CGSize {
        let key = LayoutMemo.ProposalKey(proposal)
        return state.withLock { state in
            for entry in state.sizes where entry.proposal == key { return entry.size }
            let size = Self.entry(for: proposal, in: &state, make).layout.size
            if state.sizes.count == Self.sizesKept { state.sizes.removeFirst() }
            state.sizes.append((key, size))
            return size
        }
    }

    private static func entry(for proposal: ProposedViewSize, in state: inout State,
                              _ make: (CGFloat?, CGFloat?) -> TextLayout) -> Entry {
        let full = state.unlimited ?? Entry(maxWidth: nil, maxHeight: nil, layout: make(nil, nil))
        state.unlimited = full
        var maxWidth = TextLayout.limit(proposal.width)
        if let width = maxWidth, full.layout.isUnchanged(atMaxWidth: width) { maxWidth = nil }
        let wrapped = maxWidth == nil ? full : remembered(maxWidth, nil, in: &state, make)
        guard let maxHeight = TextLayout.limit(proposal.height), !wrapped.layout.isUnchanged(atMaxHeight: maxHeight) else {
            return wrapped
        }
        return remembered(maxWidth, maxHeight, in: &state, make)
    }

    private static func remembered(_ maxWidth: CGFloat?, _ maxHeight: CGFloat?, in state: inout State,
                                   _ make: (CGFloat?, CGFloat?) -> TextLayout) -> Entry {
        if let entry = state.entries.last(where: { $0.maxWidth == maxWidth && $0.maxHeight == maxHeight }) { return entry }
        let entry = Entry(maxWidth: maxWidth, maxHeight: maxHeight, layout: make(maxWidth, maxHeight))
        if state.entries.count == capacity { state.entries.removeFirst() }
        state.entries.append(entry)
        return entry
    }
}
