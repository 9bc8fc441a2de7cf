// LayoutValueKey.swift · Raster/Layout · mirrors SwiftUI LayoutValueKey, LayoutDirection (iOS 17)
// Status: Complete; right-to-left placement is LayoutEngine/RightToLeftPlacement.swift.

import Foundation

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A direction in which to lay out content.
///
/// Raster: set with `environment(\.layoutDirection, _:)`; in `.rightToLeft` leading is the
/// right edge and stacks start there (LayoutEngine/RightToLeftPlacement.swift).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
