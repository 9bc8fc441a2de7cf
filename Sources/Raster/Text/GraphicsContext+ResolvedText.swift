// GraphicsContext+ResolvedText.swift · Raster/Text · mirrors SwiftUI GraphicsContext.ResolvedText, resolve(_: Text), draw(_: Text, ...) (iOS 17)
// Status: Complete for single-style text.

import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment, ready to measure and draw.
    ///
    /// Raster: sizes in points; the text keeps the font and foreground style it had (or
    /// the environment's) when resolved.
    public struct ResolvedText {
        let content: TextContent
        let shading: Shading
        let environment: EnvironmentValues

        /// The size the text needs when proposed `size` (points).
        public func measure(in size: CGSize) -> CGSize {
            content.textLayout(for: ProposedViewSize(size)).size
        }

        /// The distance from the top of the text to its first baseline, for `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            content.textLayout(for: ProposedViewSize(size)).firstBaseline
        }

        /// The distance from the top of the text to its last baseline, for `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            content.textLayout(for: ProposedViewSize(size)).lastBaseline
        }
    }

    /// Resolves `text` in the context's environment (font, foreground style, line limit...).
    public func resolve(_ text: Text) -> ResolvedText {
        let content = TextContent(
            string: text.string(in: environment),
            font: text.resolvedFont(in: environment),
            lineLimit: environment.lineLimit,
            truncation: environment.truncationMode.layoutTruncation,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            layoutDirection: environment.layoutDirection,
            pixel: 1 / max(environment.displayScale, 1))
        let style = text.foregroundStyle?.style ?? AnyShapeStyle(ForegroundStyle())
        let paint = style.paint(in: environment, bounds: .zero)
        return ResolvedText(content: content, shading: DisplayList.shading(paint), environment: environment)
    }

    /// Draws `text` with its `anchor` point at `point` (user space), unwrapped.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = text.content.textLayout(for: .unspecified)
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        draw(layout, at: origin, with: text.shading)
    }

    /// Draws `text` wrapped to `rect`'s width and truncated to its height.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let layout = text.content.textLayout(for: ProposedViewSize(rect.size))
        draw(layout, at: rect.origin, with: text.shading)
    }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }
}
