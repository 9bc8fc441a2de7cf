// UIDevice.swift · Raster/Rendering · mirrors UIKit UIDevice.current and UIUserInterfaceIdiom (iOS 17), as SwiftUI view code reads them
// Status: Partial — `current`, `userInterfaceIdiom`, `name`, `model`, `systemName`; no
// battery, orientation notifications, proximity or identifiers.
//
// Only where there is no UIKit (Linux). On iOS `import SwiftUI` brings UIKit, and view code
// branches on the idiom (`if UIDevice.current.userInterfaceIdiom == .pad`). The device is
// the one `UIScreen.main` describes (Rendering/UIScreen.swift): the host's while a view's
// code runs in a host rendered on a device, the iPhone 15 elsewhere.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The type of interface to expect on a device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// A representation of the current device (UIKit's `UIDevice`).
///
/// Raster: the device a view is rendered on (see `UIScreen.main`). A device is an iPad when
/// both its size classes are regular in portrait, as on every iPad preset; otherwise an iPhone.
public final class UIDevice: @unchecked Sendable {
    let device: Device

    init(device: Device) { self.device = device }

    /// The device a view is being rendered on (UIKit's `UIDevice.current`).
    public class var current: UIDevice { UIDevice(device: UIScreen.main.device) }

    /// `.pad` for a device whose portrait size classes are both regular, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let portrait = device.portraitMetrics
        return portrait.horizontalSizeClass == .regular && portrait.verticalSizeClass == .regular ? .pad : .phone
    }

    /// The device's name: Raster's preset name ("iPhone 15 Pro"), without the landscape
    /// suffix. (iOS 16 and later give apps the model's name, not the user's.)
    public var name: String {
        let suffix = " (landscape)"
        return device.name.hasSuffix(suffix) ? String(device.name.dropLast(suffix.count)) : device.name
    }

    /// The model, "iPhone" or "iPad", by the idiom.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The operating system's name: "iOS", whose iOS 17 look Raster draws.
    public var systemName: String { "iOS" }
}
#endif
