// UIDevice.swift · Raster/Rendering · mirrors UIKit UIDevice.current, UIUserInterfaceIdiom and UIDeviceOrientation (iOS 17), as SwiftUI view code reads them
// Status: Partial — `current`, `userInterfaceIdiom`, `orientation`, `name`, `model`,
// `systemName`, `systemVersion`, and `ProcessInfo.isiOSAppOnMac` and `isMacCatalystApp` (false); no battery,
// orientation notifications, proximity or identifiers.
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

/// The physical orientation of a device (UIKit's `UIDeviceOrientation`).
///
/// Raw values are UIKit's. Note that a device turned to `.landscapeLeft` (its top on the
/// left) shows its interface in UIKit's `UIInterfaceOrientation.landscapeRight`, and the
/// reverse.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0
    /// Upright, the front camera at the top.
    case portrait = 1
    /// Upside down, the front camera at the bottom.
    case portraitUpsideDown = 2
    /// On its side, the front camera (its top) on the left.
    case landscapeLeft = 3
    /// On its side, the front camera (its top) on the right.
    case landscapeRight = 4
    /// Flat, the screen facing up.
    case faceUp = 5
    /// Flat, the screen facing down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation: portrait or landscape, not flat or
    /// unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
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

    /// The physical orientation of the device: the orientation the rendering host's device
    /// is turned to (`.portrait`, or `.landscapeLeft` for a device's `landscape` form, whose
    /// top is on the left), the iPhone 15 upright outside a host. Never `.faceUp`,
    /// `.faceDown` or `.unknown`: a rendered device is held up.
    ///
    /// Raster: UIKit documents the value as `.unknown` until
    /// `beginGeneratingDeviceOrientationNotifications()` is called, which Raster does not
    /// have; it gives the orientation the screen is rendered in, as a running app that
    /// rotates reads it [UNCERTAIN: not measured on a device before any call]. The mapping
    /// follows both frameworks' words: SwiftUI's `.landscapeLeft` and UIKit's
    /// `UIDeviceOrientation.landscapeLeft` both have the top of the device on the left.
    public var orientation: UIDeviceOrientation {
        switch device.orientation {
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        default: return .portrait
        }
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

    /// The operating system's version: "17.0", the iOS whose look and metrics Raster draws,
    /// so that version checks (`Double(systemVersion)! >= 16`) take their iOS 17 path.
    public var systemVersion: String { "17.0" }

    /// Mirrors UIKit's `UIDevice.identifierForVendor`: an identifier of the device for the
    /// app's vendor. Raster: the same fixed UUID on every device and run,
    /// 52415354-4552-4000-8000-000000000000 ("RASTER"), so output stays deterministic; the
    /// value only matters to a real device's vendor.
    public var identifierForVendor: UUID? { UIDevice.rasterVendorIdentifier }

    private static let rasterVendorIdentifier = UUID(uuidString: "52415354-4552-4000-8000-000000000000")
}

extension ProcessInfo {
    /// Whether the process is an iPhone or iPad app running on a Mac (Foundation's, on
    /// Apple platforms; Foundation on Linux lacks it).
    ///
    /// Raster: false. Views are rendered on the iPhone or iPad a host describes (`Device`),
    /// never as an app on a Mac, so code branching on it takes its iOS path.
    public var isiOSAppOnMac: Bool { false }

    /// Whether the process is a Mac Catalyst app (Foundation's, on Apple platforms; Foundation
    /// on Linux lacks it).
    ///
    /// Raster: false, for the same reason as `isiOSAppOnMac`.
    public var isMacCatalystApp: Bool { false }
}
#endif
