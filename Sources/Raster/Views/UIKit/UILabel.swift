// UILabel.swift · Raster/Views/UIKit · mirrors UIKit UILabel (iOS 17)
// Status: Partial — text in one font and colour, or attributed text in the fonts and colours
// of its runs, measured and drawn with Raster's text engine; no other attributes, shadows,
// highlighting or `drawText(in:)` overrides. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that displays one or more lines of informational text.
///
/// Raster: drawn as iOS draws it, with the text engine of SwiftUI's `Text`: the text's
/// lines in `font` and `textColor`, wrapped to the bounds' width (points) when
/// `numberOfLines` allows more than one, at most `numberOfLines` of them with the last one
/// cut by `lineBreakMode`, aligned across the bounds by `textAlignment` and centred
/// vertically in the bounds, y down. Its background and layer are drawn as any `UIView`'s.
open class UILabel: UIView {
    /// The text the label displays (default nil: nothing). Setting it replaces any
    /// `attributedText` with this plain text.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            setNeedsLayout()
        }
    }
    /// The styled text the label displays (default nil). Read back, plain `text` is an
    /// attributed string in the label's `font` and `textColor`, as in UIKit; setting it sets
    /// `text` to its string.
    ///
    /// Raster: each run is drawn in its `NSAttributedString.Key.font` (a `UIFont`) and
    /// `foregroundColor` (a `UIColor`), the label's `font` and `textColor` where a run has
    /// none, laid out and wrapped as one text by Raster's text engine. Other attributes
    /// (paragraph styles, kerning, underlines) are not drawn, with a warning naming them; a
    /// font or colour of another type (a SwiftUI `Font` or `Color`) is not used, with a warning.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText ?? text.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) }
        }
        set {
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            storedAttributedText = newValue
        }
    }
    /// The font of the text (default the 17-point system font, UIKit's); setting nil
    /// restores the default, as UIKit's `null_resettable` property does.
    open var font: UIFont! {
        get { storedFont ?? UILabel.defaultFont }
        set { storedFont = newValue }
    }
    /// The colour of the text (default `.label`: black, white in dark mode); setting nil
    /// restores the default.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }
    /// How the lines are aligned across the bounds (default `.natural`: left).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the label's font follows the Dynamic Type size when it changes (default false;
    /// UIKit's `UIContentSizeCategoryAdjusting`). Raster: recorded; a preferred font is made
    /// at the size of the view that asks for it (`UIFont.preferredFont(forTextStyle:)`), and
    /// the label keeps that font.
    open var adjustsFontForContentSizeCategory = false
    /// The most lines drawn (default 1; 0 is no limit). A negative count is drawn as no
    /// limit, with a warning.
    open var numberOfLines = 1
    /// How the last line is cut when the text does not fit (default `.byTruncatingTail`).
    /// Raster: the wrapping and clipping modes cut a one-line label's text at its bounds;
    /// in a label of several lines they truncate the last line's tail, as
    /// `.byTruncatingTail` does.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, for the text to
    /// fit (default false).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size the text shrinks to when
    /// `adjustsFontSizeToFitWidth` (default 0: it does not shrink, as UIKit documents).
    open var minimumScaleFactor: CGFloat = 0
    /// The width, points, a label of several lines wraps to for its `intrinsicContentSize`
    /// (default 0: it does not wrap there).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label draws its text in its enabled look (default true). Raster: recorded only.
    open var isEnabled = true

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    private var storedAttributedText: NSAttributedString?
    /// Whether `text` is being set by `attributedText`'s setter.
    private var isSettingAttributedText = false
    /// UIKit's default font: the system font at 17 points.
    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// A label hugs its text at 251, as UIKit's.
    override class var defaultContentHugging: UILayoutPriority { UILayoutPriority(251) }

    /// The width Auto Layout gave a label of several lines without a `preferredMaxLayoutWidth`
    /// in its first pass, which its intrinsic size then wraps to (AutoLayoutEngine.swift).
    var automaticWrapWidth: CGFloat?

    /// The size of the text, points rounded up to the screen's pixels: on one line, or, when
    /// several lines are allowed, wrapped to `preferredMaxLayoutWidth` when set, else to the
    /// width Auto Layout gives the label (as UIKit's layout wraps it); zero without text.
    open override var intrinsicContentSize: CGSize {
        let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth
        return laidOutText()?.size(wrappingTo: numberOfLines != 1 ? wrapWidth : nil) ?? .zero
    }

    /// The size of the text wrapped to `size.width` (points) when several lines are
    /// allowed, on one line otherwise, whatever `size.height`; zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width.isFinite && size.width > 0
        return laidOutText()?.size(wrappingTo: wraps ? size.width : nil) ?? .zero
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard let text = laidOutText() else { return [] }
        let items = text.items(for: proposal(in: bounds), in: bounds, verticalFraction: 0.5, environment: environment)
        return cutsOneLine ? [.group(.clip(Path(bounds), FillStyle()), items)] : items
    }

    /// The text laid out as it is drawn in `bounds` (points), nil without text.
    func textLayout(in bounds: CGRect) -> TextLayout? {
        laidOutText()?.content.textLayout(for: proposal(in: bounds))
    }

    /// Whether the text is one line cut at the bounds rather than truncated.
    private var cutsOneLine: Bool { numberOfLines == 1 && lineBreakMode.truncation == nil }

    /// What the text is laid out in: the bounds (one line not wrapped when it is cut at them).
    private func proposal(in bounds: CGRect) -> ProposedViewSize {
        ProposedViewSize(width: cutsOneLine ? nil : bounds.width, height: bounds.height)
    }

    /// The label's text set in its font, colour, alignment and line limit, or nil without text.
    private func laidOutText() -> UIKitText? {
        guard let text, !text.isEmpty else { return nil }
        if numberOfLines < 0 {
            warnOnce("UILabel.numberOfLines is \(numberOfLines); a label draws 1 or more lines, or any number for 0, "
                     + "so it is drawn with no limit. Set 0 for no limit")
        }
        let scale = adjustsFontSizeToFitWidth && minimumScaleFactor > 0 && minimumScaleFactor.isFinite ? min(minimumScaleFactor, 1) : 1
        if let attributed = storedAttributedText {
            return UIKitText(attributed, font: font, color: textColor, alignment: textAlignment,
                             lines: numberOfLines > 0 ? numberOfLines : nil, truncation: lineBreakMode.truncation ?? .tail,
                             minimumScaleFactor: scale, owner: "UILabel.attributedText")
        }
        return UIKitText(text, font: font, color: textColor, alignment: textAlignment,
                         lines: numberOfLines > 0 ? numberOfLines : nil, truncation: lineBreakMode.truncation ?? .tail,
                         minimumScaleFactor: scale)
    }
}
#endif
