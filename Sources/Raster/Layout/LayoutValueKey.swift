// LayoutValueKey.swift · Raster/Layout · mirrors SwiftUI LayoutValueKey, LayoutDirection (iOS 17)
// Status: Complete for the types; right-to-left layout is not implemented.

import Foundation

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A direction in which to lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
