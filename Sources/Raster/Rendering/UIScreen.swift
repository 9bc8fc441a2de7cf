// UIScreen.swift · Raster/Rendering · mirrors UIKit UIScreen's main screen (iOS 17), as SwiftUI view code reads it
// Status: Partial — `main`, `bounds`, `scale`, `nativeBounds`, `nativeScale`; no screen
// modes, brightness, mirroring, notifications or `UIScreen` instances from scenes.
//
// Only where there is no UIKit (Linux). On iOS `import SwiftUI` brings UIKit, and view code
// sizes things by the screen (`.frame(width: UIScreen.main.bounds.width - 40)`); with this,
// such code compiles unchanged. The screen is the device of the host whose view is running
// code: the one a `ViewHost(_:device:)` or a preview is rendered on. Outside a host (a view
// built before its host, a model) and in a host without a device (`ViewHost(_:size:)`,
// `ImageRenderer`), it is the iPhone 15, the device previews use when none is named.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that defines the properties associated with a hardware-based display.
///
/// Raster: the screen of the device a view is being rendered on, read while its body,
/// actions or lifecycle closures run; the iPhone 15 (393×852 points at 3×) elsewhere. Sizes
/// in points, origin at the top-left corner, y down.
public final class UIScreen: @unchecked Sendable {
    /// The device whose screen this is.
    let device: Device

    init(device: Device) { self.device = device }

    /// The screen of the device a view is being rendered on (UIKit's `UIScreen.main`,
    /// deprecated in a future iOS release without a warning).
    ///
    /// Raster: the host's `Device` while a view's body, action or lifecycle closure runs in
    /// a host rendered on a device; `Device.iPhone15` otherwise.
    public class var main: UIScreen {
        UIScreen(device: (Node.evaluating ?? Node.acting)?.graph.device ?? .iPhone15)
    }

    /// The screen's rectangle in points, in the current interface orientation (UIKit's
    /// `bounds`): origin zero, size the device's screen (393×852 on an iPhone 15 in portrait,
    /// 852×393 in landscape).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }

    /// Pixels per point (UIKit's `scale`): 3 on the iPhone 15, 2 on iPads and the iPhone SE.
    public var scale: CGFloat { device.scale }

    /// The screen's rectangle in pixels, in portrait whatever the orientation (UIKit's
    /// `nativeBounds`): 1179×2556 on an iPhone 15. Raster: the rendered pixels (see `nativeScale`).
    public var nativeBounds: CGRect {
        let size = device.portraitMetrics.size
        return CGRect(x: 0, y: 0, width: size.width * device.scale, height: size.height * device.scale)
    }

    /// Pixels per point of the physical screen (UIKit's `nativeScale`). Raster: equal to
    /// `scale`, the pixels it renders; a panel that iOS downsamples to (the iPhone 13 mini's)
    /// is not modelled, and neither is Display Zoom.
    public var nativeScale: CGFloat { device.scale }
}
#endif
