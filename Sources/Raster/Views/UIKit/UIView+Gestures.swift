// UIView+Gestures.swift · Raster/Views/UIKit · mirrors UIKit UIView.addGestureRecognizer(_:), removeGestureRecognizer(_:), gestureRecognizers (iOS 17)
// Status: Partial — the recognizers of a view a representable hosts recognize a host's
// touches; their target/actions cannot be sent (no Objective-C runtime). Only where there is
// no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order added; nil when there are
    /// none, as in UIKit. Setting it replaces them (each new one's `view` is this view).
    ///
    /// Raster: in a view a `UIViewRepresentable` or `UIViewControllerRepresentable` hosts, a
    /// touch a `ViewHost` plays reaches the recognizers of the view `hitTest(_:with:)` returns
    /// (by default the deepest visible view with user interaction enabled whose bounds hold
    /// the point) and of its superviews,
    /// as in UIKit: they go through their states and ask their delegates, but their
    /// target/actions cannot be sent (no Objective-C runtime; a warning says so when one
    /// recognizes). To run code, attach the recognizer to a SwiftUI view with a
    /// `UIGestureRecognizerRepresentable`. They compete with the SwiftUI gestures around
    /// the representable as the innermost gesture.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            attachedGestureRecognizers.forEach { $0.view = nil }
            attachedGestureRecognizers = []
            newValue?.forEach(addGestureRecognizer)
        }
    }

    /// Attaches `gestureRecognizer` to the view (its `view` becomes this view), moving it
    /// from the view it was on; adding one already here does nothing. Raster: see
    /// `gestureRecognizers` for the touches it gets.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view (its `view` becomes nil); one not attached
    /// here is ignored.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The recognizers a touch at `point` (this view's space, points) reaches: those of the
    /// view `hitTest(_:with:)` returns and of its superviews up to this one, innermost first.
    func gestureRecognizers(reachedAt point: CGPoint) -> [UIGestureRecognizer] {
        guard let hit = hitTest(point, with: nil) else { return [] }
        return sequence(first: hit, next: { $0 === self ? nil : $0.superview }).flatMap(\.attachedGestureRecognizers)
    }
}
#endif
