// ShapeStyle+View.swift · Raster/Paint · mirrors SwiftUI ShapeStyle.body (iOS 17): a shape style that is also a View fills its frame
// Status: Complete.

import Foundation

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A rectangle filled with the style, so that a custom shape style declared as a `View`
    /// can be placed in a hierarchy as `Color` and the gradients are.
    ///
    /// Mirrors SwiftUI's `ShapeStyle.body`. Raster: the rectangle takes its proposal (10
    /// points where a dimension is unspecified, as every shape) and the style is resolved
    /// in the view's environment and bounds, points.
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}
