// UIFontMetrics.swift · Raster/Views/UIKit · mirrors UIKit UIFontMetrics (iOS 17)
// Status: Complete for the iOS 17 calls — scaling follows DynamicTypeMetrics' ratio, which is
// Raster's reading of UIKit's unpublished curve (UNCERTAIN, see `DynamicTypeMetrics.scaled`).
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
///
/// Raster: a font or length given at the default Dynamic Type size (Large) is scaled by its
/// text style's point size at the current content size category over its size at Large
/// (iOS 17's tables, `DynamicTypeMetrics`), the same scaling as `@ScaledMetric` and
/// `Font.custom(_:size:relativeTo:)`: 17 points with the body metrics are 23 at xxxLarge and
/// 53 at accessibility5. The current category is the Dynamic Type size of the view code that
/// asks (a representable's `makeUIView` or `updateUIView`, a body, an action): Large outside
/// a host. The `compatibleWith:` forms use a trait collection's category instead. [UNCERTAIN:
/// UIKit's own curve is not this ratio away from Large and is not published.]
public final class UIFontMetrics: @unchecked Sendable {
    /// The text style the metrics follow.
    let textStyle: Font.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(style: .body)

    private init(style: Font.TextStyle) { textStyle = style }

    /// Creates metrics that follow `textStyle` (a raw value iOS lacks follows body, with a
    /// warning).
    public convenience init(forTextStyle textStyle: UIFont.TextStyle) {
        self.init(style: textStyle.checkedSwiftUI(in: "UIFontMetrics(forTextStyle:)"))
    }

    /// `font` scaled to the current content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled to the current content size category and no larger than
    /// `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the content size category of `traitCollection` (nil or unspecified:
    /// the current one).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the content size category of `traitCollection` (nil or unspecified:
    /// the current one) and no larger than `maximumPointSize` points (0 or less: no limit).
    ///
    /// Raster: a font that is already scaled, which UIKit raises an exception for, is returned
    /// as it is with a warning; a maximum that is not a finite number is ignored with a warning.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        guard !font.isScaled else {
            warnOnce("UIFontMetrics.scaledFont(for:): the font was already scaled by UIFontMetrics (UIKit raises an "
                     + "exception), so it is returned as it is; scale the font at its Large size once")
            return font
        }
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if !maximumPointSize.isFinite {
            warnOnce("UIFontMetrics.scaledFont(for:maximumPointSize:): the maximum \(maximumPointSize) is not a finite "
                     + "number of points, so the font is not limited; give a size such as 28, or 0 for no limit")
        } else if maximumPointSize > 0 {
            size = min(size, maximumPointSize)
        }
        var face = font.drawnFace
        face.size = size
        return UIFont(Font(face), size: size, isScaled: true)
    }

    /// `value` (a length at Large, usually points) scaled to the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the content size category of `traitCollection` (nil or unspecified:
    /// the current one). A value that is not finite is returned as it is, with a warning.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else {
            warnOnce("UIFontMetrics.scaledValue(for:): \(value) is not a finite number, so it is not scaled; give a "
                     + "length in points at the Large size")
            return value
        }
        return DynamicTypeMetrics.scaled(value, relativeTo: textStyle, at: UITraitCollection.dynamicTypeSize(of: traitCollection))
    }
}
#endif
