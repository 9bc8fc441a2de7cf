// UIView+Drawing.swift · Raster/Views/UIKit · how a hosted UIView tree is drawn as Core Animation composites it: shadow, background, content, subviews, border (Raster's own)
// Status: Partial — backgrounds, layer corners, borders and shadows, and the content of
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
    /// Core Animation composites a layer, its shadow, its background inside its (rounded)
    /// bounds, its content (`contentItems`) and subviews back to front (shifted against the
    /// bounds origin, a scroll view's content offset, and clipped to the
    /// rounded bounds when `layer.masksToBounds`), then its border on top, all faded
    /// together by `alpha` (UIKit's group opacity). `environment` gives the colour scheme,
    /// which `overrideUserInterfaceStyle` replaces for the view and its subviews.
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
        let shape = layerShape(in: bounds)
        var items: [DisplayList.Item] = []
        if let background = backgroundColor?.color.resolve(in: environment), background.opacity > 0 {
            items.append(.fill(shape, .color(background), FillStyle()))
        }
        // A scroll view's bounds origin is its content offset: its subviews move against it.
        let origin = self.bounds.origin
        var drawnSubviews: [DisplayList.Item] = []
        for subview in subviews {
            drawnSubviews += subview.displayItems(at: subview.frame.offsetBy(dx: -origin.x, dy: -origin.y), in: environment)
        }
        let inside = contentItems(in: bounds, environment: environment)
            + subviewItems(drawnSubviews, in: bounds, environment: environment)
        items += layer.masksToBounds && !inside.isEmpty ? [.group(.clip(shape, FillStyle()), inside)] : inside
        items = shadowed(items + borderItems(in: bounds))
        if alpha < 1 { items = [.group(.opacity(Double(alpha)), items)] }
        guard frame.origin != .zero, !items.isEmpty else { return items }
        return [.group(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), items)]
    }

    /// The bounds with the layer's masked corners rounded (the radius clamped to half the
    /// shorter side, as Core Animation clamps it; a negative or non-finite radius warns and
    /// draws square corners).
    func layerShape(in bounds: CGRect) -> Path {
        let radius = layer.cornerRadius
        guard radius.isFinite, radius >= 0 else {
            warnOnce("A \(Swift.type(of: self))'s layer.cornerRadius is \(radius), so its corners are drawn square; give a radius of 0 or more")
            return Path(bounds)
        }
        return rounded(bounds, radius: min(radius, min(bounds.width, bounds.height) / 2))
    }

    /// `rect` with the corners in `layer.maskedCorners` rounded by `radius` in the layer's
    /// corner curve; square when `radius` is 0 or less.
    private func rounded(_ rect: CGRect, radius: CGFloat) -> Path {
        guard radius > 0 else { return Path(rect) }
        let corners = layer.maskedCorners, style = layer.cornerCurve.style
        if corners.isSuperset(of: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) {
            return Path(roundedRect: rect, cornerRadius: radius, style: style)
        }
        func corner(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        return UnevenRoundedRectangle(topLeadingRadius: corner(.layerMinXMinYCorner), bottomLeadingRadius: corner(.layerMinXMaxYCorner),
                                      bottomTrailingRadius: corner(.layerMaxXMaxYCorner), topTrailingRadius: corner(.layerMaxXMinYCorner),
                                      style: style).path(in: rect)
    }

    /// The layer's border: the band `borderWidth` wide inside the rounded bounds, in
    /// `borderColor`, its inner corners' radius the outer one less the width (an even-odd
    /// fill of the two outlines). A negative or non-finite width warns and draws none.
    private func borderItems(in bounds: CGRect) -> [DisplayList.Item] {
        let width = layer.borderWidth
        guard width.isFinite, width >= 0 else {
            warnOnce("A \(Swift.type(of: self))'s layer.borderWidth is \(width), so no border is drawn; give a width of 0 or more")
            return []
        }
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return [] }
        var band = layerShape(in: bounds)
        let inner = bounds.insetBy(dx: min(width, bounds.width / 2), dy: min(width, bounds.height / 2))
        let outerRadius = layer.cornerRadius.isFinite ? min(max(layer.cornerRadius, 0), min(bounds.width, bounds.height) / 2) : 0
        band.addPath(rounded(inner, radius: outerRadius - width))
        return [.fill(band, .color(Color(cgColor: color).resolve(in: EnvironmentValues())), FillStyle(eoFill: true))]
    }

    /// `items` with the layer's shadow under them: unchanged when `shadowOpacity` is 0 or
    /// `masksToBounds` clips the shadow away (as on iOS); else the shadow of their own
    /// alpha, or, with a `shadowPath`, that path filled in the shadow colour, offset and
    /// blurred by `shadowRadius`. A non-finite or negative radius, or a non-finite offset,
    /// warns and casts no shadow.
    private func shadowed(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
        let opacity = min(max(layer.shadowOpacity, 0), 1), radius = layer.shadowRadius, offset = layer.shadowOffset
        guard opacity > 0, !layer.masksToBounds, let color = layer.shadowColor, !items.isEmpty || layer.shadowPath != nil else {
            return items
        }
        guard radius.isFinite, radius >= 0, offset.width.isFinite, offset.height.isFinite else {
            warnOnce("A \(Swift.type(of: self))'s layer has the shadow radius \(radius) and offset \(offset), so no shadow is drawn; "
                     + "give a finite radius of 0 or more and a finite offset")
            return items
        }
        var resolved = Color(cgColor: color).resolve(in: EnvironmentValues())
        resolved.opacity *= opacity
        guard let path = layer.shadowPath?.path else { return [.group(.shadow(resolved, radius: radius, offset: offset), items)] }
        let cast = DisplayList.Item.fill(path.offsetBy(dx: offset.width, dy: offset.height), .color(resolved), FillStyle())
        return [radius > 0 ? .group(.blur(radius: radius), [cast]) : cast] + items
    }
}
#endif
