// UIView+Drawing.swift · Raster/Views/UIKit · how a hosted UIView tree is drawn as Core Animation composites it: shadow, background, content, sublayers, subviews, border (Raster's own)
// Status: Partial — backgrounds, layer corners, borders, shadows, sublayers, masks and transforms, and the content of
// UILabel, UIImageView, UITextView and UIActivityIndicatorView; `draw(_:)` and the drawing
// of other subclasses are not run (PlatformViewHosting warns).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView {
    /// Draws the view and its subviews into the current image context, the view's bounds
    /// scaled to fill `rect` (points in the context, y down), as Raster draws a hosted view:
    /// backgrounds, layer corners, borders and shadows, and the content of labels, image
    /// views, text views and spinners. Returns whether it drew.
    ///
    /// Mirrors UIKit's `drawHierarchy(in:afterScreenUpdates:)` (iOS 7): inside a
    /// `UIGraphicsImageRenderer`'s actions or between `UIGraphicsBeginImageContextWithOptions`
    /// and `UIGraphicsEndImageContext()`. With `afterUpdates`, the hierarchy's pending layout
    /// (constraints, `layoutSubviews()`) runs first; without, the view is drawn as it stands
    /// (Raster keeps no older on-screen state). The colours follow the colour scheme of the
    /// view whose code is running (light outside a host). Outside an image context, or for a
    /// view without a size or a rectangle that is not finite, it draws nothing and returns
    /// false, with a warning.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            warnOnce("UIView.drawHierarchy(in:afterScreenUpdates:) was called outside an image context, so it draws nothing; "
                     + "call it inside UIGraphicsImageRenderer's image(actions:)")
            return false
        }
        if afterUpdates { layoutIfNeeded() }
        return context.drawHierarchy(of: self, in: rect)
    }

    /// The view drawn at `frame` (points, in its superview's space, y down): nothing when
    /// hidden, fully transparent or placed at a non-finite frame (with a warning); else, as
    /// Core Animation composites a layer (CALayer+Drawing.swift), its shadow, its background
    /// inside its (rounded) bounds, its content (its layer's: `contents`, or a gradient, shape
    /// or text layer's drawing; then the view's own, `contentItems`), its layer's sublayers by
    /// z position, and its subviews back to front (by their layers' z position, then in
    /// order), these three shifted against the bounds origin (a scroll view's content offset)
    /// and clipped to the rounded bounds when `layer.masksToBounds`, then its border on top,
    /// all kept where `layer.mask` draws and faded together by `alpha` (UIKit's group
    /// opacity), placed by the layer's anchor point and `transform`. A view whose content
    /// UIKit draws in subviews (`contentIsSubviews`: a button's title and background) draws
    /// the sublayers under that content, as a sublayer inserted at index 0 lies under a
    /// button's subviews on iOS. `environment` gives the colour scheme, which
    /// `overrideUserInterfaceStyle` replaces for the view and its subviews.
    func displayItems(at frame: CGRect, in environment: EnvironmentValues) -> [DisplayList.Item] {
        guard !isHidden, alpha > 0 else { return [] }
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            warnOnce("A \(Swift.type(of: self))'s frame is x \(frame.minX), y \(frame.minY), width \(frame.width), height "
                     + "\(frame.height) (points), which is not finite, so it is not drawn; give it a finite frame")
            return []
        }
        var environment = environment
        if let scheme = overrideUserInterfaceStyle.colorScheme { environment.colorScheme = scheme }
        let bounds = CGRect(x: 0, y: 0, width: max(0, frame.width), height: max(0, frame.height))
        let shape = layer.shape(in: bounds)
        var items: [DisplayList.Item] = []
        if let background = backgroundColor?.color.resolve(in: environment), background.opacity > 0 {
            items.append(.fill(shape, .color(background), FillStyle()))
        }
        // A scroll view's bounds origin is its content offset: its sublayers and subviews move against it.
        let origin = self.bounds.origin
        let shift = CGAffineTransform(translationX: -origin.x, y: -origin.y)
        func shifted(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
            origin == .zero || items.isEmpty ? items : [.group(.transform(shift), items)]
        }
        var drawnSubviews: [DisplayList.Item] = []
        for subview in subviews.enumerated().sorted(by: { ($0.element.layer.drawnZ, $0.offset) < ($1.element.layer.drawnZ, $1.offset) }) {
            drawnSubviews += subview.element.displayItems(at: subview.element.frame.offsetBy(dx: -origin.x, dy: -origin.y), in: environment)
        }
        let sublayers = shifted(layer.sublayerItems(in: environment, drawing: [ObjectIdentifier(layer)]))
        let content = layer.contentItems(in: bounds, environment: environment) + contentItems(in: bounds, environment: environment)
        let subviewDrawing = subviewItems(drawnSubviews, in: bounds, environment: environment)
        let inside = contentIsSubviews ? sublayers + content + subviewDrawing : content + sublayers + subviewDrawing
        items += layer.masksToBounds && !inside.isEmpty ? [.group(.clip(shape, FillStyle()), inside)] : inside
        items = layer.shadowed(items + layer.borderItems(in: bounds))
        if let mask = layer.mask, !items.isEmpty {
            items = [.group(.mask(shifted(mask.placedItems(in: environment, drawing: [ObjectIdentifier(layer)]))), items)]
        }
        if alpha < 1 { items = [.group(.opacity(Double(alpha)), items)] }
        let anchor = layer.anchorPoint
        let position = CGPoint(x: frame.minX + anchor.x * bounds.width, y: frame.minY + anchor.y * bounds.height)
        return CALayer.placed(items, by: layer.transform, anchoredAt: anchor, of: bounds, at: position)
    }
}
#endif
