// UserInterfaceSizeClass.swift · Raster/State · mirrors SwiftUI UserInterfaceSizeClass, EnvironmentValues.horizontalSizeClass/verticalSizeClass (iOS 17)
// Status: Complete — hosts given a `Device` set both classes as the device does.

import Foundation

/// A set of values that indicate the visual size available to the view.
///
/// Raster: a window without a device has neither class (nil), as a SwiftUI view outside a
/// device's window does; a host given a `Device` sets the device's classes in its
/// orientation (an iPhone in portrait is compact × regular).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
    /// The horizontal size class of this environment (default nil; a device's class in a
    /// host given a `Device`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment (default nil; a device's class in a host
    /// given a `Device`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
