// GridItem.swift · Raster/Views/Containers · mirrors SwiftUI GridItem, GridItem.Size (iOS 17)
// Status: Complete — how the items become columns is Layout/LazyGridTracks.swift.

import Foundation

/// A description of a row or a column in a lazy grid.
///
/// Raster: lengths in points, measured across the grid's stacking axis (a column's width in
/// a `LazyVGrid`, a row's height in a `LazyHGrid`).
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: the grid's length left after spacing and fixed items,
        /// shared among the flexible and adaptive items in order, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of `minimum`
        /// length as fit, widened to share the space, at most `maximum` each.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item, points; nil for the grid's default of 8.
    public var spacing: CGFloat?
    /// How views are aligned in the item's cells; nil for the grid's alignment (centred on
    /// the other axis).
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
