// NSValue+UIGeometry.swift · Raster/Views/UIKit · mirrors UIKit's NSValue geometry extensions (cgRectValue, cgPointValue, cgSizeValue and their initializers) (iOS 17), as keyboard-frame code reads notification values
// Status: Complete. Only where there is no UIKit (Linux), over Foundation's NSValue rect,
// point and size values.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSValue {
    /// Mirrors UIKit's `NSValue(cgRect:)`: a value holding a rectangle, points.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Mirrors UIKit's `NSValue(cgPoint:)`: a value holding a point, points.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// Mirrors UIKit's `NSValue(cgSize:)`: a value holding a size, points.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// Mirrors UIKit's `NSValue.cgRectValue`: the rectangle the value holds (as
    /// `UIResponder.keyboardFrameEndUserInfoKey`'s value does on iOS; Raster posts no keyboard
    /// notifications).
    public var cgRectValue: CGRect { rectValue }

    /// Mirrors UIKit's `NSValue.cgPointValue`: the point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// Mirrors UIKit's `NSValue.cgSizeValue`: the size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
