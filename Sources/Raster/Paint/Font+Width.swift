// Font+Width.swift · Raster/Paint · mirrors SwiftUI Font.Width, Font.width(_:), Font.monospacedDigit() (iOS 17)
// Status: Partial — the width is carried but faces are not matched by it: the families
// Raster installs (Inter, DejaVu) have one width.

import Foundation

extension Font {
    /// A width to use for fonts that have multiple widths.
    ///
    /// Raster: `value` runs from -1 (narrowest) to 1 (widest), as UIFont's width trait; the
    /// named widths are UIKit's values (`UIFont.Width`: compressed -0.3, condensed -0.2,
    /// standard 0, expanded 0.2).
    public struct Width: Hashable, Sendable {
        /// The width trait value, -1 ... 1.
        public var value: CGFloat

        /// A width of `value` (-1 ... 1, 0 standard).
        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at `width`.
    public func width(_ width: Width) -> Font {
        var r = resolved; r.width = width; return Font(r)
    }

    /// This font with tabular digits: every digit as wide as the widest, so columns of numbers line up.
    ///
    /// Raster: each digit is centred in the widest digit's advance (no OpenType `tnum` feature).
    public func monospacedDigit() -> Font {
        var r = resolved; r.monospacedDigit = true; return Font(r)
    }
}
