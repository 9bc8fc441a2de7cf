// UILayoutGuide.swift · Raster/Views/UIKit/AutoLayout · mirrors UIKit UILayoutGuide (iOS 17)
// Status: Complete. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A rectangular area that takes part in Auto Layout without being drawn (UIKit's
/// `UILayoutGuide`): constrain its anchors like a view's. A view's `safeAreaLayoutGuide` and
/// `layoutMarginsGuide` are guides fixed to its edges; one you add with `addLayoutGuide(_:)`
/// is placed by your constraints alone.
open class UILayoutGuide: _LayoutAnchors {
    /// The view that owns the guide; nil until it is added to one.
    open internal(set) weak var owningView: UIView?
    /// The guide's rectangle in its owning view's coordinates, points, from the last layout.
    open internal(set) var layoutFrame: CGRect = .zero
    /// A name for the guide, used in Raster's warnings.
    open var identifier = ""
    /// Where a view's own guide is fixed, nil for a guide placed by constraints.
    let edges: Edges?

    /// A view's own guides, fixed inside its bounds.
    enum Edges {
        /// The bounds inset by the safe area insets.
        case safeArea
        /// The bounds inset by the layout margins.
        case margins
    }

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
    public init() {
        edges = nil
    }

    init(edges: Edges, owner: UIView) {
        self.edges = edges
        owningView = owner
    }
}
#endif
