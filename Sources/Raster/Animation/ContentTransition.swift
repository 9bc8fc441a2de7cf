// ContentTransition.swift · Raster/Animation · mirrors SwiftUI ContentTransition, contentTransition(_:), EnvironmentValues.contentTransition (iOS 17)
// Status: Partial — text only: `.opacity` and `.interpolate` cross-fade the old and new
// text; `.numericText` slides each changed glyph out and its replacement in, with a fade
// (iOS also blurs and scales them). `.symbolEffect` and `.symbolEffect(_:options:)` leave
// text alone, as SwiftUI's do; their Replace animation of symbol images is not drawn (the
// new symbol appears at once, at rest, as with the other symbol effects).

import Foundation

/// A kind of transition that applies to the content within a single view, rather than to
/// the insertion or removal of a view.
///
/// Mirrors SwiftUI's `ContentTransition`. Raster: it applies to `Text` whose string changes
/// in an animated update (`withAnimation`, `animation(_:value:)`); the transition runs with
/// that update's animation, on the host's clock.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        /// `countsDown` nil: from the change of `value`.
        case numericText(countsDown: Bool?, value: Double?)
        /// `effect` nil: the default symbol effect transition (`.symbolEffect`).
        case symbolEffect(effect: AnySymbolEffect?, options: SymbolEffectOptions)
    }

    let kind: Kind

    /// The identity content transition: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// A content transition that cross-fades the old and new content.
    public static let opacity = ContentTransition(kind: .opacity)
    /// A content transition that interpolates the content (Raster: a cross-fade).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A content transition that applies the default symbol effect transition to symbol
    /// images within the view; other views (text, shapes) are unaffected.
    ///
    /// Mirrors SwiftUI's `ContentTransition.symbolEffect`. Raster: the symbol animation is
    /// not drawn, so a changed symbol appears at once; a changed text changes at once too, as
    /// in SwiftUI.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect(effect: nil, options: .default))

    /// A content transition that applies the symbol Replace animation (`effect`, such as
    /// `.replace`, `.replace.downUp` or `.replace.upUp`) to symbol images within the view;
    /// other views (text, shapes) are unaffected.
    ///
    /// Mirrors SwiftUI's `ContentTransition.symbolEffect(_:options:)` (iOS 17). Raster: the
    /// effect and options are kept in the value (two transitions with different effects are
    /// not equal), but the Replace animation is not drawn: the new symbol appears at once, at
    /// rest, as with `symbolEffect(_:options:value:)`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(effect: AnySymbolEffect(effect), options: options))
    }

    /// A transition for text displaying numbers: each changed glyph slides vertically out
    /// while its replacement slides in, both fading — up when counting up, down when
    /// `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// A numeric text transition whose direction follows the change of `value`: down when
    /// it decreases.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }
}

extension ContentTransition {
    /// The transition as text uses it: the symbol effect transitions apply to symbol images
    /// only, so text changes at once under them.
    var forText: ContentTransition {
        if case .symbolEffect = kind { return .identity }
        return self
    }
}

/// A symbol effect of any type, compared and hashed as its own type does.
struct AnySymbolEffect: Hashable, Sendable {
    let base: any SymbolEffect

    init(_ base: any SymbolEffect) { self.base = base }

    static func == (a: AnySymbolEffect, b: AnySymbolEffect) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }

    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// The current method of animating the contents of views (default `.identity`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to
    /// the contents of its views.
    ///
    /// Mirrors SwiftUI's `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

/// A text's content transition, kept by its node: the text it showed last, and the
/// transition running from an older one, if any.
final class TextTransitionState {
    var content: TextContent?
    var draw: ((CGSize) -> [DisplayList.Item])?
    var transition: ContentTransition?
    /// The old text, how it drew, and the transition's progress 0 → 1.
    var outgoing: (content: TextContent, draw: (CGSize) -> [DisplayList.Item], progress: AnimatedValue<Double>, down: Bool)?

    /// Called by `Text` after it set its drawing: starts a transition when the string
    /// changed in an animated update under a content transition, and draws a running one.
    static func apply(to node: Node, content: TextContent, in graph: ViewGraph) {
        let transition = node.environment.contentTransition.forText
        // Most texts never have a transition: they keep no state.
        let existing = node.storage["contentTransition"] as? TextTransitionState
        guard existing != nil || transition.kind != .identity else { return }
        let state = existing ?? TextTransitionState()
        node.storage["contentTransition"] = state
        guard let draw = node.outputs.drawing.content else { return }
        if let old = state.content, let oldDraw = state.draw, old.string != content.string,
           transition.kind != .identity, let animation = graph.animation(for: node) {
            let progress = AnimatedValue(0.0, clock: graph.animator.clock)
            progress.set(1, animation: animation)
            state.outgoing = (old, oldDraw, progress, countsDown(transition, after: state.transition))
        }
        state.content = content
        state.draw = draw
        state.transition = transition
        guard let outgoing = state.outgoing else { return }
        guard outgoing.progress.isAnimating(at: graph.animator.clock.time) else {
            state.outgoing = nil
            return
        }
        let numeric: Bool
        if case .numericText = transition.kind { numeric = true } else { numeric = false }
        node.outputs.drawing.content = { [unowned node] size in
            let p = outgoing.progress.presentationValue
            guard p < 1 else { return draw(size) }
            guard numeric else {
                return [.group(.opacity(1 - p), outgoing.draw(size)), .group(.opacity(p), draw(size))]
            }
            let proposal = node.placedProposal
            return rolledGlyphs(from: outgoing.content.textLayout(for: proposal), outgoing.draw(size),
                                to: content.textLayout(for: proposal), draw(size),
                                progress: p, down: outgoing.down, height: size.height)
        }
    }

    /// Whether a numeric transition counts down: as given, or from its value's change.
    private static func countsDown(_ transition: ContentTransition, after previous: ContentTransition?) -> Bool {
        guard case .numericText(let countsDown, let value) = transition.kind else { return false }
        if let countsDown { return countsDown }
        guard let value, let previous, case .numericText(_, let old?) = previous.kind else { return false }
        return value < old
    }

    /// The numeric-text frame at progress `p`: glyphs found at the same place in both
    /// layouts stay; the others of the old text move out by `p` of the height (up when
    /// counting up) fading out, and the new ones move in from the other side fading in,
    /// each clipped to its own column.
    private static func rolledGlyphs(from old: TextLayout, _ oldItems: [DisplayList.Item],
                                     to new: TextLayout, _ newItems: [DisplayList.Item],
                                     progress p: Double, down: Bool, height: CGFloat) -> [DisplayList.Item] {
        let direction: CGFloat = down ? 1 : -1
        let oldColumns = columns(of: old), newColumns = columns(of: new)
        let same = Set(newColumns.filter { column in oldColumns.contains { $0 == column } }.map(\.glyph))
        var items: [DisplayList.Item] = []
        func clipped(_ column: GlyphColumn, _ content: [DisplayList.Item], dy: CGFloat, opacity: Double) -> DisplayList.Item {
            let rect = CGRect(x: column.minX, y: -height, width: column.maxX - column.minX, height: 3 * height)
            return .group(.clip(Path(rect), FillStyle()), [
                .group(.opacity(opacity), [.group(.transform(CGAffineTransform(translationX: 0, y: dy)), content)]),
            ])
        }
        for column in newColumns {
            if same.contains(column.glyph) {
                items.append(clipped(column, newItems, dy: 0, opacity: 1))
            } else {
                items.append(clipped(column, newItems, dy: -direction * (1 - p) * height, opacity: p))
            }
        }
        for column in oldColumns where !(same.contains(column.glyph) && newColumns.contains(column)) {
            items.append(clipped(column, oldItems, dy: direction * p * height, opacity: 1 - p))
        }
        return items
    }

    /// A glyph's column: from its origin to the next glyph's (the line's end for the last).
    struct GlyphColumn: Equatable {
        var glyph: TextLayout.Glyph
        var minX: CGFloat
        var maxX: CGFloat
    }

    private static func columns(of layout: TextLayout) -> [GlyphColumn] {
        var columns: [GlyphColumn] = []
        for line in layout.lines {
            for index in line.glyphs {
                let glyph = layout.glyphs[index]
                let end = index + 1 < line.glyphs.upperBound ? layout.glyphs[index + 1].position.x : line.x + line.width
                columns.append(GlyphColumn(glyph: glyph, minX: glyph.position.x, maxX: max(end, glyph.position.x)))
            }
        }
        return columns
    }
}
