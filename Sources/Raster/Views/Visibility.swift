// Visibility.swift · Raster/Views · mirrors SwiftUI Visibility and Prominence (iOS 17)
// Status: Complete.

import Foundation

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component
    /// accepting the visibility configuration.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}

/// A type indicating the prominence of a view hierarchy (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}
