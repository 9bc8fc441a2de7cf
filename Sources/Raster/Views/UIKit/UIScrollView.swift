// UIScrollView.swift · Raster/Views/UIKit · mirrors UIKit UIScrollView, UIScrollViewDelegate (iOS 17), as far as a UIViewRepresentable uses it
// Status: Partial — the content offset (drawn: subviews shifted by it, clipped to the
// bounds), size and insets, `setContentOffset(_:animated:)` and `scrollViewDidScroll(_:)`;
// scrolling by touch, zooming, the scroll indicators and the keyboard dismissal are
// recorded only. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The methods a scroll view's delegate may implement (UIKit's `UIScrollViewDelegate`); all
/// have empty defaults.
///
/// Raster: `scrollViewDidScroll(_:)` is called each time `contentOffset` changes (set, or
/// `setContentOffset(_:animated:)`), as UIKit calls it; there are no drags or zooms, so
/// the other UIKit delegate methods are not called.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view that allows the scrolling and zooming of its contained views (UIKit's
/// `UIScrollView`).
///
/// Raster: hosted by a `UIViewRepresentable`, a scroll view draws its subviews shifted up
/// and left by `contentOffset` (points; `bounds.origin` is the content offset, as in
/// UIKit) and clipped to its bounds (`clipsToBounds` is true by default, as in UIKit). The
/// properties about touches, zooming, the scroll indicators (UIKit shows them only while
/// scrolling, so a still frame has none) and the keyboard are recorded only.
open class UIScrollView: UIView {
    /// How the keyboard is dismissed when a drag begins in the scroll view (UIKit's
    /// `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0, onDrag = 1, interactive = 2, onDragWithAccessory = 3, interactiveWithAccessory = 4
    }

    /// The point of the content at the scroll view's top-left corner, points. Default
    /// `.zero`. Setting it calls the delegate's `scrollViewDidScroll(_:)`; a non-finite
    /// point warns, naming it, and is ignored.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
                warnOnce("UIScrollView.contentOffset was set to (\(contentOffset.x), \(contentOffset.y)), which is not "
                         + "finite; it stays (\(oldValue.x), \(oldValue.y)). Give finite points")
                contentOffset = oldValue
                return
            }
            if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The size of the content, points. Default `.zero`. Raster: recorded (it bounds the
    /// scrolling of touches, which Raster does not play on UIKit views).
    open var contentSize: CGSize = .zero

    /// The space added around the content, points. Default `.zero`.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the content is laid out with: `contentInset`. Raster: a representable's
    /// view is laid out inside the safe area, so UIKit's automatic adjustment adds nothing.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The delegate, which hears of offset changes. Held weakly, as in UIKit.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// How a drag dismisses the keyboard. Default `.none`. Raster: recorded (no keyboard).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether touches scroll the content. Default true. Raster: recorded.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds. Default false. Raster: recorded.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges. Default true. Raster: recorded.
    open var bounces = true
    /// Whether a vertical drag bounces with content shorter than the bounds. Default false.
    /// Raster: recorded.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces with content narrower than the bounds. Default
    /// false. Raster: recorded.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling. Default true. Raster: recorded
    /// (a still frame shows no indicator, as on iOS at rest).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default true. Raster: recorded.
    open var showsHorizontalScrollIndicator = true

    /// Creates a scroll view with the frame you give, points; it clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bounds: the content offset as origin, the frame's size. Setting it sets both.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// Sets the content offset. Raster: at once, as the animation is not drawn; the delegate
    /// hears of it as for a plain set.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
#endif
