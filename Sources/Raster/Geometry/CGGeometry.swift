// CGGeometry.swift · Raster/Geometry · mirrors CoreGraphics CGPointMake, CGSizeMake, CGRectMake and CGVectorMake (iOS 17), which `import SwiftUI` brings on iOS
// Status: Complete. Only where there is no CoreGraphics (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS) && !os(macOS)
import Foundation

/// CoreGraphics' `CGPointMake`: the point (`x`, `y`), points.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// CoreGraphics' `CGSizeMake`: the size `width` × `height`, points.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// CoreGraphics' `CGRectMake`: the rectangle at (`x`, `y`) of `width` × `height`, points.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// CoreGraphics' `CGVectorMake`: the vector (`dx`, `dy`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
#endif
