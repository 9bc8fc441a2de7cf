// UIImage+Drawing.swift · Raster/Views/UIKit · mirrors UIKit's UIImage.draw(in:), draw(at:), draw(in:blendMode:alpha:), draw(at:blendMode:alpha:) and imageRendererFormat (iOS 17)
// Status: Complete.
//
// The image-resizing helper of many apps: `UIGraphicsImageRenderer(size:).image { _ in
// image.draw(in: rect) }`.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIImage {
    /// Draws the image scaled to fill `rect` (points, y down) into the current context
    /// (`UIGraphicsGetCurrentContext()`: an image renderer's actions, a view's `draw(_:)`);
    /// nothing, with a warning, outside one.
    ///
    /// Mirrors UIKit's `UIImage.draw(in:)`. A symbol image draws in its tint or configuration
    /// colour, else black, as UIKit draws it; an `.alwaysTemplate` bitmap in its tint colour.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1, call: "UIImage.draw(in:)") }

    /// Draws the image at its point size (`size`), its top-left corner at `point`, into the
    /// current context (UIKit's `UIImage.draw(at:)`).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1, call: "UIImage.draw(at:)")
    }

    /// Draws the image scaled to fill `rect` with `blendMode` at opacity `alpha` (0...1,
    /// clamped) into the current context (UIKit's `UIImage.draw(in:blendMode:alpha:)`).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: rect, blendMode: blendMode, alpha: alpha, call: "UIImage.draw(in:blendMode:alpha:)")
    }

    /// Draws the image at its point size, its top-left corner at `point`, with `blendMode` at
    /// opacity `alpha` (UIKit's `UIImage.draw(at:blendMode:alpha:)`).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha, call: "UIImage.draw(at:blendMode:alpha:)")
    }

    /// The image renderer format that keeps the image's pixels: its scale, not opaque
    /// (UIKit's `imageRendererFormat`).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    private func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, call: String) {
        guard let context = UIGraphicsGetCurrentContext() else {
            warnOnce("\(call) draws into the current graphics context, and there is none, so it draws nothing; "
                     + "call it inside UIGraphicsImageRenderer's actions, a UIView's draw(_:), or between "
                     + "UIGraphicsBeginImageContextWithOptions and UIGraphicsEndImageContext")
            return
        }
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            warnOnce("\(call): the rectangle x \(rect.minX), y \(rect.minY), width \(rect.width), height \(rect.height) "
                     + "is not finite, so it draws nothing; give it finite points")
            return
        }
        let (environment, isTemplate) = drawing(in: UITraitCollection.runningEnvironment ?? EnvironmentValues(),
                                                viewTint: .black)
        var image = Image(uiImage: self)
        if isTemplate { image = image.renderingMode(.template) }
        context.drawImage(image, in: rect, blendMode: blendMode, alpha: alpha.isNaN ? 1 : min(max(alpha, 0), 1),
                          environment: environment)
    }
}
#endif
