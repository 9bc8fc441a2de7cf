// Text+Layout.swift · Raster/Text · mirrors SwiftUI Text.Layout, its Line, Run, RunSlice, TypographicBounds, CharacterIndex and DrawingOptions (iOS 17, isTruncated iOS 18)
// Status: Partial — a run's layout direction is read from the order of its characters (no
// bidi level is kept); a truncated line's character indices count on from where it starts.
//
// What a `TextRenderer` is given: a text view's laid-out lines, each a collection of runs
// (a stretch of one style on one line), each a collection of one-glyph slices. Everything is
// in the text view's coordinates (points, origin at its top-left, y down); a line's or run's
// origin is where its baseline starts. `GraphicsContext.draw(_:options:)` draws any of them
// as the text view would have drawn it (GraphicsContext+TextLayout.swift).

import Foundation

extension Text {
    /// The layout of a text view: its lines, in order from the top.
    ///
    /// Raster: points in the text view's coordinate space (origin top-left, y down).
    public struct Layout: RandomAccessCollection, Equatable {
        let storage: TextLayoutStorage
        let lines: [Line]

        /// Whether the text was truncated to fit (an ellipsis replaced part of it).
        public var isTruncated: Bool { storage.layout.isTruncated }

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        public static func == (lhs: Layout, rhs: Layout) -> Bool { lhs.lines == rhs.lines }
    }
}

extension Text.Layout {
    /// The typographic bounds of an element of a text layout: where its baseline starts, its
    /// width, and the ascent, descent and leading of its font, all in points.
    @frozen public struct TypographicBounds: Equatable, Sendable {
        /// Where the baseline starts, points in the text view's space.
        public var origin: CGPoint
        /// The advance width, points.
        public var width: CGFloat
        /// The distance from the baseline up to the top of the line's box, points.
        public var ascent: CGFloat
        /// The distance from the baseline down to the bottom of the line's box, points.
        public var descent: CGFloat
        /// The space below the descent that separates lines, points.
        public var leading: CGFloat

        /// Bounds of zero size at the origin.
        public init() {
            origin = .zero
            width = 0
            ascent = 0
            descent = 0
            leading = 0
        }

        init(origin: CGPoint, width: CGFloat, metrics: FontMetrics) {
            self.origin = origin
            self.width = width
            ascent = metrics.ascent
            descent = metrics.descent
            leading = metrics.leading
        }

        /// The box from the ascent to the descent over the width: `origin.y - ascent` to
        /// `origin.y + descent` (leading not included).
        public var rect: CGRect {
            CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
        }
    }

    /// The position of a character in the text (a grapheme cluster; a newline counts as one).
    public struct CharacterIndex: Hashable, Comparable, Sendable {
        let value: Int

        public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.value < rhs.value }
    }

    /// Flags for drawing lines, runs and slices of a layout into a graphics context.
    @frozen public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Draws glyphs at their exact positions instead of the text engine's quantized
        /// ones (for animated text that should not jitter).
        ///
        /// Raster: accepted and recorded; glyph pens are always placed on quarter device
        /// pixels and baselines on whole ones, as for all text.
        public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
    }

    /// One line of a text layout: its runs, left to right.
    public struct Line: RandomAccessCollection, Equatable {
        let storage: TextLayoutStorage
        let placements: [TextLayoutStorage.Placement]
        /// The origin the layout gave the line; `origin` may be moved from it.
        let laidOutOrigin: CGPoint
        let bounds: TypographicBounds

        /// Where the line's baseline starts, points in the text view's space. Setting it moves
        /// the line's runs with it when the line is drawn.
        public var origin: CGPoint

        /// The line's typographic bounds (at `origin`).
        public var typographicBounds: TypographicBounds {
            var bounds = self.bounds
            bounds.origin = origin
            return bounds
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { placements.count }
        public subscript(index: Int) -> Run {
            Run(storage: storage, placement: placements[index],
                offset: CGSize(width: origin.x - laidOutOrigin.x, height: origin.y - laidOutOrigin.y))
        }

        public static func == (lhs: Line, rhs: Line) -> Bool {
            lhs.origin == rhs.origin && lhs.bounds == rhs.bounds && lhs.elementsEqual(rhs)
        }
    }

    /// A run of glyphs of one style on one line; its elements are one-glyph slices.
    public struct Run: RandomAccessCollection, Equatable {
        let storage: TextLayoutStorage
        let placement: TextLayoutStorage.Placement
        /// How far the run's line was moved from where the layout put it, points.
        let offset: CGSize

        public var startIndex: Int { 0 }
        /// The number of glyphs; 1 for an inline image.
        public var endIndex: Int { storage.count(of: placement) }
        public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<index + 1) }

        /// The index in the text of the character each glyph shows, in the run's order (none
        /// for an inline image).
        public var characterIndices: [CharacterIndex] {
            storage.layout.glyphs[placement.glyphs].map { CharacterIndex(value: $0.character) }
        }

        /// Right to left when the run's glyphs, left to right, show the text's characters in
        /// descending order; otherwise the text's direction.
        public var layoutDirection: LayoutDirection {
            let glyphs = storage.layout.glyphs[placement.glyphs]
            if let first = glyphs.first, let last = glyphs.last, first.character != last.character {
                return first.character > last.character ? .rightToLeft : .leftToRight
            }
            return storage.layoutDirection
        }

        /// The run's typographic bounds: from its first glyph's pen to its last one's advance,
        /// in its font's metrics.
        public var typographicBounds: TypographicBounds {
            storage.bounds(of: placement, indices: 0..<storage.count(of: placement), offset: offset)
        }

        /// The custom attribute of type `T` the run's text was given (`Text.customAttribute(_:)`),
        /// or nil.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
            storage.runs[placement.run].attributes.custom.value(of: type)
        }

        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.placement == rhs.placement && lhs.offset == rhs.offset
                && lhs.storage.layout.glyphs[lhs.placement.glyphs] == rhs.storage.layout.glyphs[rhs.placement.glyphs]
        }
    }

    /// Some consecutive glyphs of a run (`indices` of the run's elements).
    public struct RunSlice: RandomAccessCollection, Equatable {
        /// The run the glyphs belong to.
        public var run: Run
        /// The slice's glyphs among the run's.
        public var indices: Range<Int>

        /// The glyphs `indices` of `run`.
        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }
        public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<index + 1) }

        /// The index in the text of the character each glyph of the slice shows (indices
        /// outside the run have none).
        public var characterIndices: [CharacterIndex] {
            run.storage.layout.glyphs[run.storage.glyphs(indices, of: run.placement)].map { CharacterIndex(value: $0.character) }
        }

        /// The slice's typographic bounds: from its first glyph's pen to the next glyph's (the
        /// run's end for its last), in the run's font metrics.
        public var typographicBounds: TypographicBounds {
            run.storage.bounds(of: run.placement, indices: indices, offset: run.offset)
        }

        /// The custom attribute of type `T` of the slice's run, or nil.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
    }
}
