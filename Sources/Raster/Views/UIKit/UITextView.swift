// UITextView.swift · Raster/Views/UIKit · mirrors UIKit UITextView, NSTextContainer (iOS 17), as a text view that shows text
// Status: Partial — plain text in one font and colour, wrapped to the width and drawn from
// the top; no editing, selection, scrolling (text taller than the view is cut at its
// bounds), attributed text, data detectors or delegate. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A scrollable, multiline text region.
///
/// Raster: drawn as iOS draws a text view at rest, with the text engine of SwiftUI's
/// `Text`: its background (the system background by default), then the text in `font` and
/// `textColor`, wrapped to the bounds' width less `textContainerInset`'s left and right and
/// the container's `lineFragmentPadding` on each side, from `textContainerInset.top` down
/// (points, y down), cut at the bounds. Editing, selection and scrolling are recorded, not
/// run: Raster draws no keyboard, caret or scroll indicator.
open class UITextView: UIView {
    /// The text the view displays (default ""; setting nil stores "", as UIKit's).
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// The font of the text (default nil). Raster: nil draws the 12-point system font, the
    /// size a text view made in code draws in [UNCERTAIN: Apple's documentation says the
    /// body style, 17 points; the 12 points, UIKit's long-standing code default, is what
    /// apps report seeing].
    open var font: UIFont?
    /// The colour of the text (default nil: `.label`, black, white in dark mode).
    open var textColor: UIColor?
    /// Whether the font follows the Dynamic Type size when it changes (default false).
    /// Raster: recorded, as `UILabel.adjustsFontForContentSizeCategory` is.
    open var adjustsFontForContentSizeCategory = false
    /// How the lines are aligned across the text container (default `.natural`: left).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited (default true). Raster: recorded only.
    open var isEditable = true
    /// Whether the text can be selected (default true). Raster: recorded only.
    open var isSelectable = true
    /// Whether the view scrolls (default true, as a `UIScrollView`). Raster: recorded only;
    /// the text is drawn from the top and cut at the bounds.
    open var isScrollEnabled = true
    /// The margins of the text container in the view, points (default top 8, left 0,
    /// bottom 8, right 0: Apple's documentation of `textContainerInset`).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in: its `lineFragmentPadding`.
    public let textContainer = NSTextContainer()

    private var storedText = ""
    /// The font drawn when `font` is nil: the 12-point system font (see `font`).
    private static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// Creates a text view with the frame you give (points), its background the system
    /// background (white, black in dark mode), as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Creates a text view with the frame you give and a text container (nil: a new one).
    /// Raster: the container's `lineFragmentPadding` is copied.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size that fits the text wrapped to `size.width` (points): the text's height plus
    /// the top and bottom insets, at `size.width`, as a text view that does not scroll
    /// sizes itself.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite ? max(0, size.width) : 0
        let textHeight = storedText.isEmpty ? 0 : laidOutText().size(wrappingTo: max(0, width - horizontalMargins)).height
        return CGSize(width: width, height: textHeight + inset.top + inset.bottom)
    }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard !storedText.isEmpty else { return [] }
        let width = max(0, bounds.width - horizontalMargins)
        let container = CGRect(x: inset.left + validPadding, y: inset.top, width: width, height: 0)
        let items = laidOutText().items(for: ProposedViewSize(width: width, height: nil), in: container, verticalFraction: 0,
                                        environment: environment)
        return [.group(.clip(Path(bounds), FillStyle()), items)]
    }

    /// The insets and padding on the left and right, points.
    private var horizontalMargins: CGFloat {
        inset.left + inset.right + 2 * validPadding
    }

    /// `textContainerInset`; one with a non-finite edge warns and counts as zero.
    private var inset: UIEdgeInsets {
        let inset = textContainerInset
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
            warnOnce("UITextView.textContainerInset is \(inset), which is not finite; it is drawn as zero. Give finite insets")
            return .zero
        }
        return inset
    }

    /// The container's padding; a negative or non-finite one warns and counts as 0.
    private var validPadding: CGFloat {
        let padding = textContainer.lineFragmentPadding
        guard padding.isFinite, padding >= 0 else {
            warnOnce("UITextView.textContainer.lineFragmentPadding is \(padding); it is drawn as 0. Give a padding of 0 or more")
            return 0
        }
        return padding
    }

    private func laidOutText() -> UIKitText {
        UIKitText(storedText, font: font ?? UITextView.defaultFont, color: textColor ?? .label, alignment: textAlignment,
                  lines: nil, truncation: .tail)
    }
}

/// A region where text is laid out (UIKit's `NSTextContainer`).
///
/// Raster: only its `lineFragmentPadding` is used, by `UITextView`.
open class NSTextContainer {
    /// The space, points, left empty at each end of every line (default 5, TextKit's default).
    open var lineFragmentPadding: CGFloat = 5

    /// Creates a container with TextKit's defaults.
    public init() {}
}
#endif
