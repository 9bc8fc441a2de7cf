// LayoutDirectionModifiers.swift · Raster/Modifiers · mirrors SwiftUI flipsForRightToLeftLayoutDirection(_:), layoutDirectionBehavior(_:), LayoutDirectionBehavior (iOS 17)
// Status: Complete — the view modifiers; `Shape.layoutDirectionBehavior` is in
// Views/Shape+LayoutDirection.swift.

import Foundation

/// A description of what should happen when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content mirrors in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension CGAffineTransform {
    /// The reflection of a box `width` points wide about its vertical centre line.
    static func horizontalMirror(width: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
    }
}

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left.
    ///
    /// Raster: the view's drawing is flipped about its vertical centre line, as a drawing
    /// effect; its layout is unchanged (it is placed as any view in a right-to-left parent).
    /// Nothing else mirrors content: an `Image` draws as it is unless asked to flip.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Sets the behavior of this view for different layout directions: with `.mirrors(in:)`
    /// its drawing is flipped horizontally about its centre in that layout direction.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(DrawingModifier { drawing, environment in
            guard behavior.mirrors(environment.layoutDirection) else { return }
            drawing.effects.append { size in .transform(.horizontalMirror(width: size.width)) }
        })
    }
}
