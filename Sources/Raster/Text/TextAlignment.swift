// TextAlignment.swift · Raster/Text · mirrors SwiftUI TextAlignment (iOS 17)
// Status: Complete.

import Foundation

/// An alignment position for text along the horizontal axis.
///
/// Raster: aligns each line of a multi-line text within the text's own frame, whose width is
/// the widest line (swiftui-behavior.md §2.2, `multilineTextAlignment`). `.leading` is the
/// left edge in a left-to-right layout and the right edge in a right-to-left one.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing

    /// The fraction of a line's free space placed before it: 0, ½ or 1.
    var lineOffsetFraction: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
