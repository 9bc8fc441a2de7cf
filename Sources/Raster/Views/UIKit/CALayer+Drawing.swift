// CALayer+Drawing.swift · Raster/Views/UIKit · how Core Animation composites a layer, as display-list items: shadow, background, contents, sublayers by z position, border, mask, opacity, transform (Raster's own)
// Status: Partial — every appearance property Raster's CALayer holds is drawn; no filters,
// compositing filters, `contentsRect`, `contentsCenter` or edge antialiasing masks.
// Only where there is no UIKit (Linux), which has no Core Animation.
//
// The order is Core Animation's, from Apple's documentation: `sublayers` are "listed in back
// to front order" and a higher `zPosition` places a layer "visually closer to the viewer";
// the Core Animation Programming Guide's layer anatomy draws the background colour, then the
// contents, then the sublayers, with the border "drawn on top of the layer's contents and
// sublayers"; CAShapeLayer's shape "is composited between the layer's contents and its first
// sublayer". A view's layer is drawn the same way by UIView+Drawing.swift, its content and
// subviews taking the place of the contents and sublayers.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension CALayer {
    /// The layer drawn in its superlayer's bounds space: nothing when hidden or fully
    /// transparent; else its composite (`compositedItems`) faded by `opacity` as a group and
    /// mapped by its placement (bounds origin and anchor point to `position`, turned by
    /// `transform`). `drawing` holds the layers being drawn around this one: a layer met
    /// again (a mask that contains the layer it masks) is skipped with a warning.
    func placedItems(in environment: EnvironmentValues, drawing: Set<ObjectIdentifier> = []) -> [DisplayList.Item] {
        guard !isHidden, opacity > 0 else { return [] }
        guard !drawing.contains(ObjectIdentifier(self)) else {
            warnOnce("A \(subject) is drawn inside itself (through a mask or a sublayer of its mask), so it is drawn once; "
                     + "give a mask that does not contain the layer it masks")
            return []
        }
        var items = compositedItems(in: environment, drawing: drawing)
        if opacity < 1, !items.isEmpty { items = [.group(.opacity(Double(opacity)), items)] }
        return Self.placed(items, by: transform, anchoredAt: anchorPoint, of: bounds, at: position)
    }

    /// The layer's composite in its own bounds space (points, y down): its shadow, its
    /// background in the rounded bounds, its contents (`contentItems`), its sublayers by
    /// z position (clipped to the rounded bounds when `masksToBounds`), its border, all kept
    /// where `mask` draws. Runs `displayIfNeeded()` first, as Core Animation does before it
    /// draws a frame.
    func compositedItems(in environment: EnvironmentValues, drawing: Set<ObjectIdentifier> = []) -> [DisplayList.Item] {
        displayIfNeeded()
        let drawing = drawing.union([ObjectIdentifier(self)])
        let bounds = CGRect(origin: self.bounds.origin, size: CGSize(width: max(0, self.bounds.width), height: max(0, self.bounds.height)))
        let inside = contentItems(in: bounds, environment: environment) + sublayerItems(in: environment, drawing: drawing)
        return masked(shadowed(backgroundItems(in: bounds) + clipped(inside, to: bounds) + borderItems(in: bounds)),
                      in: environment, drawing: drawing)
    }

    /// The layer's own contents (its bounds space): what `draw(in:)` draws once `display()`
    /// has run, else `contents` placed by `contentsGravity`.
    func contentsItems(in bounds: CGRect) -> [DisplayList.Item] {
        if drawsOwnContent {
            return [.canvas({ [self] graphics, _ in self.draw(in: CGContext(graphics: graphics)) }, size: bounds.size)]
        }
        guard let contents else { return [] }
        guard let image = contents as? CGImage else {
            warnOnce("A \(named("contents")) is a \(strippingGenerics(String(describing: Swift.type(of: contents)))), which "
                     + "Core Animation does not draw; give a CGImage (for a UIImage, its cgImage)")
            return []
        }
        var scale = contentsScale
        if !(scale.isFinite && scale > 0) {
            warnOnce("A \(named("contentsScale")) is \(scale), so its contents are drawn at 1 pixel per point; give a scale above 0")
            scale = 1
        }
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let rect = contentsGravity.rect(for: size, in: bounds)
        guard rect.width > 0, rect.height > 0 else { return [] }
        return [.image(image.pixmap, rect: rect, smooth: true)]
    }

    /// The sublayers drawn back to front, by increasing `zPosition` and, at equal z, in
    /// `sublayers` order (the layer's bounds space).
    func sublayerItems(in environment: EnvironmentValues, drawing: Set<ObjectIdentifier>) -> [DisplayList.Item] {
        storedSublayers.enumerated()
            .sorted { ($0.element.drawnZ, $0.offset) < ($1.element.drawnZ, $1.offset) }
            .flatMap { $0.element.placedItems(in: environment, drawing: drawing) }
    }

    /// `zPosition` as the order of drawing: 0 for a value that is not a number, with a warning.
    var drawnZ: CGFloat {
        guard zPosition.isNaN else { return zPosition }
        warnOnce("A \(named("zPosition")) is not a number, so it is drawn at z 0; give a number")
        return 0
    }

    /// `items` kept where the mask layer draws (its alpha), when there is one.
    func masked(_ items: [DisplayList.Item], in environment: EnvironmentValues, drawing: Set<ObjectIdentifier>) -> [DisplayList.Item] {
        guard let mask, !items.isEmpty else { return items }
        return [.group(.mask(mask.placedItems(in: environment, drawing: drawing)), items)]
    }

    /// `items` clipped to the rounded bounds when `masksToBounds`.
    func clipped(_ items: [DisplayList.Item], to bounds: CGRect) -> [DisplayList.Item] {
        masksToBounds && !items.isEmpty ? [.group(.clip(shape(in: bounds), FillStyle()), items)] : items
    }

    /// The background colour filling the rounded bounds; none when clear or nil.
    func backgroundItems(in bounds: CGRect) -> [DisplayList.Item] {
        guard let color = backgroundColor, color.alpha > 0 else { return [] }
        return [.fill(shape(in: bounds), .color(Color(cgColor: color).resolve(in: EnvironmentValues())), FillStyle())]
    }

    /// `items`, drawn in a layer's bounds space, placed in its superlayer's: the point at
    /// `anchorPoint` (unit coordinates of `bounds`) goes to `position`, turned there by
    /// `transform` (its perspective part as a projection). A transform or placement that is
    /// not finite draws nothing, with a warning.
    static func placed(_ items: [DisplayList.Item], by transform: CATransform3D, anchoredAt anchorPoint: CGPoint,
                       of bounds: CGRect, at position: CGPoint) -> [DisplayList.Item] {
        guard !items.isEmpty else { return [] }
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let toAnchor = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        let toPosition = CGAffineTransform(translationX: position.x, y: position.y)
        let projection = ProjectionTransform(toAnchor).concatenating(ProjectionTransform(transform)).concatenating(ProjectionTransform(toPosition))
        guard projection.isFinite else {
            warnOnce("A layer's transform or position is not finite, so the layer is not drawn; give finite numbers")
            return []
        }
        if projection.isAffine {
            let affine = projection.affine
            return affine.isIdentity ? items : [.group(.transform(affine), items)]
        }
        return [.group(.projection(projection), items)]
    }

    /// The map from the layer's bounds space to its superlayer's, without perspective (what
    /// `frame` is measured by).
    var affinePlacement: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// How a property of the layer is named in warnings: "UIView's layer.cornerRadius" for a
    /// view's layer, "CAShapeLayer's lineWidth" for a layer made on its own.
    func named(_ property: String) -> String {
        view == nil ? "\(subject)'s \(property)" : "\(subject).\(property)"
    }

    // MARK: Corners, border and shadow

    /// `bounds` with the masked corners rounded (the radius clamped to half the shorter side,
    /// as Core Animation clamps it; a negative or non-finite radius warns and draws square
    /// corners).
    func shape(in bounds: CGRect) -> Path {
        guard cornerRadius.isFinite, cornerRadius >= 0 else {
            warnOnce("A \(named("cornerRadius")) is \(cornerRadius), so its corners are drawn square; give a radius of 0 or more")
            return Path(bounds)
        }
        return rounded(bounds, radius: min(cornerRadius, min(bounds.width, bounds.height) / 2))
    }

    /// `rect` with the corners in `maskedCorners` rounded by `radius` in the corner curve;
    /// square when `radius` is 0 or less.
    private func rounded(_ rect: CGRect, radius: CGFloat) -> Path {
        guard radius > 0 else { return Path(rect) }
        let style = cornerCurve.style
        if maskedCorners.isSuperset(of: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) {
            return Path(roundedRect: rect, cornerRadius: radius, style: style)
        }
        func corner(_ corner: CACornerMask) -> CGFloat { maskedCorners.contains(corner) ? radius : 0 }
        return UnevenRoundedRectangle(topLeadingRadius: corner(.layerMinXMinYCorner), bottomLeadingRadius: corner(.layerMinXMaxYCorner),
                                      bottomTrailingRadius: corner(.layerMaxXMaxYCorner), topTrailingRadius: corner(.layerMaxXMinYCorner),
                                      style: style).path(in: rect)
    }

    /// The border: the band `borderWidth` wide inside the rounded bounds, in `borderColor`,
    /// its inner corners' radius the outer one less the width (an even-odd fill of the two
    /// outlines). A negative or non-finite width warns and draws none.
    func borderItems(in bounds: CGRect) -> [DisplayList.Item] {
        let width = borderWidth
        guard width.isFinite, width >= 0 else {
            warnOnce("A \(named("borderWidth")) is \(width), so no border is drawn; give a width of 0 or more")
            return []
        }
        guard width > 0, let color = borderColor, color.alpha > 0 else { return [] }
        var band = shape(in: bounds)
        let inner = bounds.insetBy(dx: min(width, bounds.width / 2), dy: min(width, bounds.height / 2))
        let outerRadius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2) : 0
        band.addPath(rounded(inner, radius: outerRadius - width))
        return [.fill(band, .color(Color(cgColor: color).resolve(in: EnvironmentValues())), FillStyle(eoFill: true))]
    }

    /// `items` with the shadow under them: unchanged when `shadowOpacity` is 0 or
    /// `masksToBounds` clips the shadow away (as on iOS); else the shadow of their own
    /// alpha, or, with a `shadowPath`, that path filled in the shadow colour, offset and
    /// blurred by `shadowRadius`. A non-finite or negative radius, or a non-finite offset,
    /// warns and casts no shadow.
    func shadowed(_ items: [DisplayList.Item]) -> [DisplayList.Item] {
        let opacity = min(max(shadowOpacity, 0), 1), radius = shadowRadius, offset = shadowOffset
        guard opacity > 0, !masksToBounds, let color = shadowColor, !items.isEmpty || shadowPath != nil else {
            return items
        }
        guard radius.isFinite, radius >= 0, offset.width.isFinite, offset.height.isFinite else {
            warnOnce("A \(subject) has the shadow radius \(radius) and offset \(offset), so no shadow is drawn; "
                     + "give a finite radius of 0 or more and a finite offset")
            return items
        }
        var resolved = Color(cgColor: color).resolve(in: EnvironmentValues())
        resolved.opacity *= opacity
        guard let path = shadowPath?.path else { return [.group(.shadow(resolved, radius: radius, offset: offset), items)] }
        let cast = DisplayList.Item.fill(path.offsetBy(dx: offset.width, dy: offset.height), .color(resolved), FillStyle())
        return [radius > 0 ? .group(.blur(radius: radius), [cast]) : cast] + items
    }
}
#endif
