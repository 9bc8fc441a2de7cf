// NSString+Drawing.swift · Raster/Views/UIKit · mirrors UIKit's NSStringDrawing: NSStringDrawingOptions, NSStringDrawingContext and the size, boundingRect and draw methods of NSString, String and NSAttributedString (iOS 17)
// Status: Partial — text measured and drawn by Raster's text engine (UIKitText, the engine of
// `Text`) in the runs' `font` and `foregroundColor`; other attributes are not drawn, with a
// warning naming them (as UILabel's); `.usesDeviceMetrics` measures typographic bounds, and
// `NSStringDrawingContext.minimumScaleFactor` does not shrink the text. Only where there is no
// UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// Options for measuring and drawing strings (UIKit's `NSStringDrawingOptions`).
///
/// Raster: `.usesLineFragmentOrigin` wraps the text at the rectangle's width into lines from its
/// top-left corner (without it the text is one line whose baseline is the rectangle's
/// origin), and `.truncatesLastVisibleLine` keeps the lines that fit the rectangle's height and
/// truncates the last with an ellipsis (with `.usesLineFragmentOrigin`, as in UIKit).
/// `.usesFontLeading` measures the same lines as without it (the line height of Raster's text
/// engine, which is SwiftUI's `Text`'s); `.usesDeviceMetrics` is recorded and measures
/// typographic bounds, not glyph ink.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The origin is the top-left of the first line, and the text wraps into lines.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph image bounds rather than typographic bounds (Raster: typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing used, read back after `draw(with:options:context:)` or
/// `boundingRect(with:options:context:)` (UIKit's `NSStringDrawingContext`).
///
/// Raster: `totalBounds` is the rectangle the last call measured or drew (points);
/// `actualScaleFactor` is 1, since `minimumScaleFactor` is recorded and the text never shrinks.
open class NSStringDrawingContext {
    /// The smallest scale the text may shrink to for it to fit (default 0: it does not
    /// shrink). Raster: recorded; the text is not shrunk.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last drawing used: 1 in Raster.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last text measured or drawn, points (default `.zero`).
    open internal(set) var totalBounds: CGRect = .zero

    public init() {}
}

extension NSAttributedString {
    /// Mirrors UIKit's `NSAttributedString.size()`: the size of the text with no width limit
    /// (its lines are the ones its newlines make), points, not rounded (UIKit advises `ceil`).
    ///
    /// Raster: runs without a font are measured in the system font at 12 points, and without a
    /// colour drawn in black (UIKit's defaults are Helvetica 12 and black).
    public func size() -> CGSize {
        NSStringDrawing.measure(self, width: nil, height: nil, options: .usesLineFragmentOrigin).size
    }

    /// Mirrors UIKit's `NSAttributedString.boundingRect(with:options:context:)`: the
    /// rectangle the text takes, points, not rounded (UIKit advises `ceil`).
    ///
    /// Raster: with `.usesLineFragmentOrigin` the text wraps at `size.width` and the rectangle
    /// starts at the origin; its width is the widest line's and its height the lines' (all of
    /// them, or, with `.truncatesLastVisibleLine`, those that fit `size.height`). Without it the
    /// text is one line and the rectangle's origin is its baseline, so its y is minus the
    /// first line's baseline. A non-finite or negative width is no limit.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let rect = NSStringDrawing.measure(self, width: size.width, height: size.height, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// Mirrors UIKit's `NSAttributedString.draw(at:)`: draws the text with no width limit,
    /// its top-left corner at `point` (points), into the current context
    /// (`UIGraphicsGetCurrentContext()`); nothing, with a warning, outside one.
    public func draw(at point: CGPoint) {
        NSStringDrawing.draw(self, in: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin,
                             wraps: false, clips: false, call: "NSAttributedString.draw(at:)")
    }

    /// Mirrors UIKit's `NSAttributedString.draw(in:)`: draws the text wrapped at `rect`'s
    /// width from its top-left corner, clipped to `rect` (points), into the current context.
    public func draw(in rect: CGRect) {
        NSStringDrawing.draw(self, in: rect, options: .usesLineFragmentOrigin, wraps: true, clips: true,
                             call: "NSAttributedString.draw(in:)")
    }

    /// Mirrors UIKit's `NSAttributedString.draw(with:options:context:)`: draws the text as
    /// `boundingRect(with:options:context:)` measures it, into the current context. With
    /// `.usesLineFragmentOrigin` it wraps at `rect`'s width from its top-left corner; without,
    /// it is one line whose baseline starts at `rect.origin`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let wraps = options.contains(.usesLineFragmentOrigin)
        NSStringDrawing.draw(self, in: rect, options: options, wraps: wraps, clips: false,
                             call: "NSAttributedString.draw(with:options:context:)")
        context?.totalBounds = NSStringDrawing.measure(self, width: rect.width, height: rect.height, options: options)
    }
}

extension NSString {
    /// Mirrors UIKit's `NSString.size(withAttributes:)`: the size of the string in
    /// `attributes` (its `font`; the system font at 12 points without one), as
    /// `NSAttributedString.size()` measures it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }

    /// Mirrors UIKit's `NSString.boundingRect(with:options:attributes:context:)`, measured
    /// as `NSAttributedString.boundingRect(with:options:context:)` measures the string in
    /// `attributes`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Mirrors UIKit's `NSString.draw(at:withAttributes:)`, drawn as
    /// `NSAttributedString.draw(at:)` draws.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(at: point)
    }

    /// Mirrors UIKit's `NSString.draw(in:withAttributes:)`, drawn as
    /// `NSAttributedString.draw(in:)` draws.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attributes).draw(in: rect)
    }

    /// Mirrors UIKit's `NSString.draw(with:options:attributes:context:)`, drawn as
    /// `NSAttributedString.draw(with:options:context:)` draws.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension String {
    /// Mirrors UIKit's `NSString.size(withAttributes:)` as Swift's `String` has it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attributes)
    }

    /// Mirrors UIKit's `NSString.boundingRect(with:options:attributes:context:)` as Swift's
    /// `String` has it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Mirrors UIKit's `NSString.draw(at:withAttributes:)` as Swift's `String` has it.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(at: point, withAttributes: attributes)
    }

    /// Mirrors UIKit's `NSString.draw(in:withAttributes:)` as Swift's `String` has it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(in: rect, withAttributes: attributes)
    }

    /// Mirrors UIKit's `NSString.draw(with:options:attributes:context:)` as Swift's `String`
    /// has it.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSString(string: self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

/// The measuring and drawing behind UIKit's string drawing methods.
enum NSStringDrawing {
    /// The font of runs without one: the system font at 12 points (UIKit's is Helvetica 12).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// `string` as UIKit's string drawing sets it: runs in their font and colour (12-point
    /// system font and black without), natural alignment, truncated at the tail when `options`
    /// truncate the last visible line.
    static func text(of string: NSAttributedString, options: NSStringDrawingOptions, owner: String) -> UIKitText {
        UIKitText(string, font: defaultFont, color: .black, alignment: .natural, lines: nil,
                  truncation: .tail, owner: owner)
    }

    /// What the text is laid out in: `width` (points; non-finite or not positive is no
    /// limit) when it wraps, and `height` when the last visible line is truncated.
    static func proposal(width: CGFloat?, height: CGFloat?, options: NSStringDrawingOptions) -> ProposedViewSize {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let truncates = wraps && options.contains(.truncatesLastVisibleLine)
        func limit(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        return ProposedViewSize(width: wraps ? limit(width) : nil, height: truncates ? limit(height) : nil)
    }

    /// The rectangle `boundingRect(with:options:context:)` gives, points: at the origin with
    /// `.usesLineFragmentOrigin`, else with its origin on the one line's baseline.
    static func measure(_ string: NSAttributedString, width: CGFloat?, height: CGFloat?, options: NSStringDrawingOptions) -> CGRect {
        guard string.length > 0 else { return .zero }
        let layout = text(of: string, options: options, owner: "NSAttributedString.boundingRect")
            .content.textLayout(for: proposal(width: width, height: height, options: options))
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -layout.firstBaseline
        return CGRect(x: 0, y: y, width: layout.size.width, height: layout.size.height)
    }

    /// Draws `string` into the current context: from `rect`'s top-left corner (or, without
    /// `.usesLineFragmentOrigin`, on a baseline at `rect.origin`), wrapped at its width when
    /// `wraps`, clipped to it when `clips`. Outside a context, warns naming `call`.
    static func draw(_ string: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions,
                     wraps: Bool, clips: Bool, call: String) {
        guard let context = UIGraphicsGetCurrentContext() else {
            warnOnce("\(call) draws into the current graphics context, and there is none, so it draws nothing; "
                     + "call it inside UIGraphicsImageRenderer's actions, a UIView's draw(_:), or between "
                     + "UIGraphicsBeginImageContextWithOptions and UIGraphicsEndImageContext")
            return
        }
        guard string.length > 0 else { return }
        guard [rect.minX, rect.minY].allSatisfy(\.isFinite) else {
            warnOnce("\(call): the text's origin x \(rect.minX), y \(rect.minY) is not finite, so it draws nothing; give it finite points")
            return
        }
        let text = text(of: string, options: options, owner: call)
        let proposal = proposal(width: wraps ? rect.width : nil, height: rect.height, options: options)
        let layout = text.content.textLayout(for: proposal)
        let top = options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - layout.firstBaseline
        let frame = CGRect(x: rect.minX, y: top, width: layout.size.width, height: layout.size.height)
        let clip = clips && rect.width.isFinite && rect.height.isFinite ? rect : nil
        context.drawText(text, proposal: proposal, in: frame, clip: clip)
    }
}
#endif
