// PreviewLayout.swift · Raster/Previews · mirrors SwiftUI PreviewLayout, PreviewDevice, InterfaceOrientation (iOS 17)
// Status: Complete — the device screens Raster knows are `Device.presets` (Rendering/Device.swift).

import Foundation

/// A size constraint for a preview.
///
/// Raster: `.device` renders the preview in the screen of its `previewDevice` (an iPhone 15,
/// 393×852 points at 3 pixels per point, when none is given), turned by its interface
/// orientation; `.fixed` in a window of that many points; `.sizeThatFits` at the view's ideal
/// size (proposed nil × nil). Windows are filled with the window background (white, black in
/// dark mode) and centre the view, as `ViewHost` does.
public enum PreviewLayout: Hashable, Sendable {
    /// Centre the preview in a container the size of the device (the default).
    case device
    /// Fit the container to the size of the preview when offered the size of the device.
    case sizeThatFits
    /// Centre the preview in a fixed size container: width and height in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
///
/// ```swift
/// Card().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
/// Card().previewDevice("iPhone 15 Pro")
/// ```
///
/// Raster: the name picks a screen from `screens` (Xcode's device names); an unknown name
/// renders on the default iPhone 15 screen with a warning listing the known names.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// A device screen in portrait: points and pixels per point.
    public struct Screen: Hashable, Sendable {
        /// The screen in portrait, points.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
    }

    /// The screens Raster knows, by Xcode's device names: those of `Device.presets`.
    public static let screens: [String: Screen] = Dictionary(uniqueKeysWithValues: Device.presets.map {
        ($0.name, Screen(size: $0.size, scale: $0.scale))
    })

    /// The device preset of this name (`Device.presets`), or nil for a name Raster does not know.
    public var device: Device? { Device.presets.first { $0.name == rawValue } }

    /// The device previews use when none is given: "iPhone 15".
    public static let defaultDevice = PreviewDevice(rawValue: "iPhone 15")

    /// This device's screen, or the default device's (with a warning) for a name not in `screens`.
    public var screen: Screen {
        if let screen = Self.screens[rawValue] { return screen }
        warnOnce("PreviewDevice '\(rawValue)' is not a device Raster knows; previews use the \(Self.defaultDevice.rawValue) screen. Known devices: \(Self.screens.keys.sorted().joined(separator: ", "))")
        return Self.screens[Self.defaultDevice.rawValue]!
    }
}

/// The orientation of the interface from the user's perspective.
///
/// Raster: a preview with a landscape orientation and the `.device` layout renders on its
/// device's screen turned sideways (width and height swapped).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name, such as "landscapeLeft".
    public let id: String

    /// The device is upright, the home button (or bottom edge) at the bottom.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is on its side, its top edge on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is on its side, its top edge on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen's long side is horizontal.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
