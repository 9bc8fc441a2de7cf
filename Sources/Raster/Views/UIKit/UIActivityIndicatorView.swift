// UIActivityIndicatorView.swift · Raster/Views/UIKit · mirrors UIKit UIActivityIndicatorView (iOS 17)
// Status: Partial — drawn as one still frame of the spinner SwiftUI's `ProgressView` draws;
// the deprecated pre-iOS 13 styles are not there. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that shows that a task is in progress.
///
/// Raster: while animating, or always when `hidesWhenStopped` is false, drawn as SwiftUI's
/// circular `ProgressView` draws the same control (`Spinner`): eight spokes in `color` (the
/// secondary label colour by default), 20 points across for `.medium` and 37 for `.large`,
/// centred in the bounds (points, y down) whatever their size; one still frame, as Raster
/// renders still images. Stopped with `hidesWhenStopped` (the default), it is hidden
/// (`isHidden` true), as UIKit hides it.
open class UIActivityIndicatorView: UIView {
    /// The size of the spinner (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// The default spinner, 20 points across.
        case medium = 100
        /// The large spinner, 37 points across.
        case large = 101

        /// The spinner's side, points (the sizes of `ProgressView`'s regular and large spinners).
        var side: CGFloat { Spinner.side(for: self == .large ? .large : .regular) }
    }

    /// The size of the spinner (default `.medium`).
    open var style: Style = .medium
    /// The colour of the spokes; nil (the default) is the style's, the secondary label colour.
    open var color: UIColor!
    /// Whether the view hides itself (`isHidden`) while not animating (default true).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is animating (`startAnimating()`); false at first.
    open private(set) var isAnimating = false

    /// Creates a spinner of `style`, its frame the spinner's size at the origin, hidden until
    /// it animates.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// Creates a medium spinner in `frame` (points), hidden until it animates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts the animation and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation, hiding the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The spinner's size for its style, points.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The spinner's size for its style, points, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        let side = style.side
        var environment = environment
        // The indicator's own colour, never the SwiftUI tint around the representable.
        environment.tint = color.map { AnyShapeStyle($0.color) }
        let spokes = Spinner.items(size: CGSize(width: side, height: side), environment: environment)
        let origin = CGPoint(x: bounds.midX - side / 2, y: bounds.midY - side / 2)
        return [.group(.transform(CGAffineTransform(translationX: origin.x, y: origin.y)), spokes)]
    }
}
#endif
