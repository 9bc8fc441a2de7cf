// Device.swift · Raster/Rendering · device screens: size, scale, safe-area insets, corner radius, size classes (Raster's own; Xcode's simulator devices play this part)
// Status: Complete for the presets listed; numbers and their sources are in
// ../shared/reference/ios17-metrics.md §1 (cited per preset below).

import Foundation

/// A device's screen, as a host renders on it: its size in points, pixels per point,
/// safe-area insets, screen corner radius and size classes, in one orientation.
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone15Pro)
/// let landscape = ViewHost(ContentView(), device: .iPhone15Pro.landscape)
/// assertSnapshot(of: ContentView(), as: .image(layout: .device(.iPhone15Pro.showingStatusBar())))
/// ```
///
/// Raster: points, origin at the screen's top-left corner in the current orientation, y
/// down. A host given a device proposes its root view the safe area (the screen less
/// `safeAreaInsets`) and places it there, as a SwiftUI window does; views that ignore the
/// safe area extend into the insets. The host's environment gets the device's
/// `displayScale`, `horizontalSizeClass` and `verticalSizeClass`. The status bar and the
/// rounded screen corners are drawn only when asked (`showsStatusBar`,
/// `clipsToScreenCorners`), as marketing screenshots show them.
public struct Device: Hashable, Sendable {
    /// A screen in one orientation.
    public struct Metrics: Hashable, Sendable {
        /// The screen, points.
        public var size: CGSize
        /// The status bar, Dynamic Island, home indicator and landscape side insets, points.
        public var safeAreaInsets: EdgeInsets
        /// The horizontal size class apps see.
        public var horizontalSizeClass: UserInterfaceSizeClass
        /// The vertical size class apps see.
        public var verticalSizeClass: UserInterfaceSizeClass

        public init(size: CGSize, safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass,
                    verticalSizeClass: UserInterfaceSizeClass) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
        }
    }

    /// The device's name, Xcode's simulator name for the presets ("iPhone 15 Pro"); the
    /// landscape form adds " (landscape)".
    public var name: String
    /// Pixels per point.
    public var scale: CGFloat
    /// The radius of the screen's rounded corners, points (0 for a rectangular screen).
    public var screenCornerRadius: CGFloat
    /// The screen upright.
    public var portraitMetrics: Metrics
    /// The screen turned on its side.
    public var landscapeMetrics: Metrics
    /// The orientation rendered (default `.portrait`).
    public var orientation: InterfaceOrientation = .portrait
    /// Whether hosts draw the status bar (9:41, full signal, Wi-Fi and battery) over the
    /// view, as in marketing screenshots (default false). It is drawn only where the device
    /// shows one: not in landscape on an iPhone, whose top inset is then 0.
    public var showsStatusBar = false
    /// Whether hosts clip the image to the screen's rounded corners (default false): the
    /// pixels outside them are transparent.
    public var clipsToScreenCorners = false

    /// A device from both orientations' metrics.
    public init(name: String, scale: CGFloat, screenCornerRadius: CGFloat = 0, portrait: Metrics, landscape: Metrics) {
        self.name = name
        self.scale = scale
        self.screenCornerRadius = screenCornerRadius
        portraitMetrics = portrait
        landscapeMetrics = landscape
    }

    /// A custom device of `size` points (portrait) at `scale` pixels per point.
    ///
    /// Its landscape form has the size turned and the insets turned with the screen (the
    /// portrait top inset on the leading edge, as the device's top is on the left in
    /// `landscapeLeft`), and the size classes swapped. Without insets it is a plain window
    /// of that size: nothing changes from a host given only a size and scale.
    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets(),
                screenCornerRadius: CGFloat = 0, horizontalSizeClass: UserInterfaceSizeClass = .compact,
                verticalSizeClass: UserInterfaceSizeClass = .regular) {
        let insets = safeAreaInsets
        self.init(name: name, scale: scale, screenCornerRadius: screenCornerRadius,
                  portrait: Metrics(size: size, safeAreaInsets: insets, horizontalSizeClass: horizontalSizeClass,
                                    verticalSizeClass: verticalSizeClass),
                  landscape: Metrics(size: CGSize(width: size.height, height: size.width),
                                     safeAreaInsets: EdgeInsets(top: insets.trailing, leading: insets.top,
                                                                bottom: insets.leading, trailing: insets.bottom),
                                     horizontalSizeClass: verticalSizeClass, verticalSizeClass: horizontalSizeClass))
    }

    /// The metrics of the current orientation.
    public var metrics: Metrics { orientation.isLandscape ? landscapeMetrics : portraitMetrics }
    /// The screen in the current orientation, points.
    public var size: CGSize { metrics.size }
    /// The safe-area insets in the current orientation, points.
    public var safeAreaInsets: EdgeInsets { metrics.safeAreaInsets }
    /// The horizontal size class in the current orientation.
    public var horizontalSizeClass: UserInterfaceSizeClass { metrics.horizontalSizeClass }
    /// The vertical size class in the current orientation.
    public var verticalSizeClass: UserInterfaceSizeClass { metrics.verticalSizeClass }

    /// The same device turned to `orientation`; a landscape device's name ends in " (landscape)".
    public func turned(to orientation: InterfaceOrientation) -> Device {
        var device = self
        let suffix = " (landscape)"
        if device.orientation.isLandscape, device.name.hasSuffix(suffix) { device.name.removeLast(suffix.count) }
        device.orientation = orientation
        if orientation.isLandscape { device.name += suffix }
        return device
    }

    /// The device on its side (`landscapeLeft`).
    public var landscape: Device { turned(to: .landscapeLeft) }
    /// The device upright.
    public var portrait: Device { turned(to: .portrait) }

    /// The device's name as file names use it: letters, digits and hyphens, the generation
    /// left out, `-landscape` when turned. `iPhone 15 Pro` → `iPhone15Pro`,
    /// `iPad Pro (11-inch) (4th generation)` → `iPadPro11-inch`, `iPhone SE (3rd generation)`
    /// turned → `iPhoneSE-landscape`. Snapshot variants and `rendershot render --matrix`
    /// name their files with it.
    public var fileName: String {
        let words = portrait.name.replacingOccurrences(of: #"\s*\(\d+(st|nd|rd|th) generation\)"#, with: "", options: .regularExpression)
        let name = words.filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }
        return orientation.isLandscape ? name + "-landscape" : name
    }

    /// The same device with the status bar drawn (`showsStatusBar`) or not.
    public func showingStatusBar(_ shows: Bool = true) -> Device {
        var device = self
        device.showsStatusBar = shows
        return device
    }

    /// The same device clipped to its rounded screen corners (`clipsToScreenCorners`) or not.
    public func clippedToScreenCorners(_ clips: Bool = true) -> Device {
        var device = self
        device.clipsToScreenCorners = clips
        return device
    }

    /// What makes this device unusable, naming the value and the fix; nil when it can be
    /// rendered. The size and scale must be positive and finite, the insets and corner
    /// radius finite and not negative, and the insets must leave a safe area. Every problem
    /// found is named, joined by "; also, ".
    public var problem: String? {
        let size = self.size, insets = safeAreaInsets
        var problems: [String] = []
        let sizeIsValid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        if !sizeIsValid {
            problems.append("device '\(name)' has the size \(formatPoints(size.width))×\(formatPoints(size.height)) points; "
                + "give a positive, finite width and height")
        }
        if !PixelScale.isValid(scale) {
            problems.append("device '\(name)' has the scale \(formatPoints(scale)); give a positive, finite number of pixels per point")
        }
        let lengths = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if sizeIsValid && (lengths.contains(where: { !$0.isFinite || $0 < 0 }) || insets.horizontal >= size.width
            || insets.vertical >= size.height) {
            problems.append("device '\(name)' has the safe-area insets (top \(formatPoints(insets.top)), leading "
                + "\(formatPoints(insets.leading)), bottom \(formatPoints(insets.bottom)), trailing "
                + "\(formatPoints(insets.trailing))) on a \(formatPoints(size.width))×\(formatPoints(size.height)) screen; "
                + "give finite, non-negative insets that leave a safe area")
        }
        if !screenCornerRadius.isFinite || screenCornerRadius < 0 {
            problems.append("device '\(name)' has the screen corner radius \(formatPoints(screenCornerRadius)); "
                + "give a finite radius of 0 or more points")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; also, ")
    }
}

// MARK: - Presets

extension Device {
    // Sources (tags of ios17-metrics.md): screen points and scale from Apple's Human Interface
    // Guidelines, Layout, device table (HIG-L); safe areas and size classes as iOS 16.2
    // simulators report them (DIM: marcbouchenoire/dimmmensions dimensions.json), cross-checked
    // with F120682, UNITY and SIM (§1.1); screen corner radii `_displayCornerRadius` (DIM, KB; §1.3).

    /// An iPhone's metrics: portrait `top`/`bottom` insets; in landscape the status bar
    /// is hidden (top 0), the sides get `side` and the home indicator `landscapeBottom`.
    private static func iPhone(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat,
                               bottom: CGFloat, side: CGFloat, landscapeBottom: CGFloat, cornerRadius: CGFloat,
                               landscapeWidthClass: UserInterfaceSizeClass = .compact) -> Device {
        Device(name: name, scale: scale, screenCornerRadius: cornerRadius,
               portrait: Metrics(size: CGSize(width: width, height: height),
                                 safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                                 horizontalSizeClass: .compact, verticalSizeClass: .regular),
               landscape: Metrics(size: CGSize(width: height, height: width),
                                  safeAreaInsets: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
                                  horizontalSizeClass: landscapeWidthClass, verticalSizeClass: .compact))
    }

    /// An iPad's metrics: 24 points of status bar and 20 of home indicator in both
    /// orientations, regular × regular (§1.1).
    private static func iPad(_ name: String, width: CGFloat, height: CGFloat, cornerRadius: CGFloat) -> Device {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return Device(name: name, scale: 2, screenCornerRadius: cornerRadius,
                      portrait: Metrics(size: CGSize(width: width, height: height), safeAreaInsets: insets,
                                        horizontalSizeClass: .regular, verticalSizeClass: .regular),
                      landscape: Metrics(size: CGSize(width: height, height: width), safeAreaInsets: insets,
                                         horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }

    /// iPhone SE (3rd generation): 375×667 @2x; a 20-point status bar and no home indicator;
    /// no insets in landscape; rectangular screen (§1.1, §1.3: DIM, SIM).
    public static let iPhoneSE = iPhone("iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, top: 20,
                                        bottom: 0, side: 0, landscapeBottom: 0, cornerRadius: 0)
    /// iPhone 13 mini: 375×812 @3x; top 50, bottom 34, landscape sides 50 and bottom 21;
    /// corner radius 44 (KB). Not in the reference table: the 50-point top inset is the
    /// notch height simulators report for the 12/13 mini **[UNCERTAIN]**.
    public static let iPhone13Mini = iPhone("iPhone 13 mini", width: 375, height: 812, scale: 3, top: 50,
                                            bottom: 34, side: 50, landscapeBottom: 21, cornerRadius: 44)
    /// iPhone 14: 390×844 @3x; top 47 (notch status bar, DIM), bottom 34, landscape sides 47
    /// and bottom 21; corner radius 47.33 (KB, DIM; §1.2, §1.3).
    public static let iPhone14 = iPhone("iPhone 14", width: 390, height: 844, scale: 3, top: 47,
                                        bottom: 34, side: 47, landscapeBottom: 21, cornerRadius: 47.33)
    /// iPhone 15: 393×852 @3x; Dynamic Island top 59, home indicator 34; landscape sides 59
    /// and bottom 21; corner radius 55. Insets and radius are the iPhone 14 Pro's (same
    /// screen), applied to the 15 **[UNCERTAIN, §1.1, §1.3]**.
    public static let iPhone15 = iPhone("iPhone 15", width: 393, height: 852, scale: 3, top: 59,
                                        bottom: 34, side: 59, landscapeBottom: 21, cornerRadius: 55)
    /// iPhone 15 Plus: 430×932 @3x; insets as the iPhone 15; regular width in landscape;
    /// corner radius 55 **[UNCERTAIN, as the iPhone 15]**.
    public static let iPhone15Plus = iPhone("iPhone 15 Plus", width: 430, height: 932, scale: 3, top: 59,
                                            bottom: 34, side: 59, landscapeBottom: 21, cornerRadius: 55,
                                            landscapeWidthClass: .regular)
    /// iPhone 15 Pro: 393×852 @3x; top 59, bottom 34; landscape sides 59, bottom 21; corner
    /// radius 55 (DIM's iPhone 14 Pro, F120682, UNITY, RN-CR).
    public static let iPhone15Pro = iPhone("iPhone 15 Pro", width: 393, height: 852, scale: 3, top: 59,
                                           bottom: 34, side: 59, landscapeBottom: 21, cornerRadius: 55)
    /// iPhone 15 Pro Max: 430×932 @3x; insets as the 15 Pro; regular width in landscape
    /// (HIG-L); corner radius 55 (DIM's iPhone 14 Pro Max, UNITY).
    public static let iPhone15ProMax = iPhone("iPhone 15 Pro Max", width: 430, height: 932, scale: 3, top: 59,
                                              bottom: 34, side: 59, landscapeBottom: 21, cornerRadius: 55,
                                              landscapeWidthClass: .regular)
    /// iPad (10th generation): 820×1180 @2x; corner radius 25 (DIM) **[UNCERTAIN: KB gives 18
    /// for the similar iPad Air 4]**.
    public static let iPad10 = iPad("iPad (10th generation)", width: 820, height: 1180, cornerRadius: 25)
    /// iPad mini (6th generation): 744×1133 @2x; insets as the other iPads (SIM); corner
    /// radius 21.5 **[UNCERTAIN: not in the reference]**.
    public static let iPadMini = iPad("iPad mini (6th generation)", width: 744, height: 1133, cornerRadius: 21.5)
    /// iPad Pro 11-inch (4th generation): 834×1194 @2x; corner radius 18 (DIM, KB).
    public static let iPadPro11 = iPad("iPad Pro (11-inch) (4th generation)", width: 834, height: 1194, cornerRadius: 18)
    /// iPad Pro 12.9-inch (6th generation): 1024×1366 @2x; corner radius 18 (DIM, KB).
    public static let iPadPro12_9 = iPad("iPad Pro (12.9-inch) (6th generation)", width: 1024, height: 1366,
                                         cornerRadius: 18)

    /// Every preset, portrait, in the order above.
    public static let presets: [Device] = [
        .iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone15Plus, .iPhone15Pro, .iPhone15ProMax,
        .iPad10, .iPadMini, .iPadPro11, .iPadPro12_9,
    ]

    /// The preset named `name` (Xcode's simulator name, case and spaces ignored, such as
    /// "iPhone 15 Pro" or "iphone15pro"; the generation may be left out, so "iPhone SE" and
    /// "iPad mini" name "iPhone SE (3rd generation)" and "iPad mini (6th generation)"), portrait,
    /// or landscape when the name ends in "landscape" or "(landscape)"; nil when there is none.
    public static func named(_ name: String) -> Device? {
        lookUp(name)?.device
    }

    /// `named(_:)`'s preset, and whether `name` left out its generation (so that a caller can
    /// say which preset a short name such as "iPad" picked); nil when there is none.
    package static func lookUp(_ name: String) -> (device: Device, byShortName: Bool)? {
        func key(_ text: String) -> String { text.lowercased().filter { !$0.isWhitespace } }
        var wanted = key(name)
        var landscape = false
        for suffix in ["(landscape)", "landscape"] where wanted.hasSuffix(suffix) {
            wanted.removeLast(suffix.count)
            landscape = true
            break
        }
        let exact = presets.first { key($0.name) == wanted }
        guard let device = exact ?? presets.first(where: { key($0.nameWithoutGeneration) == wanted }) else { return nil }
        return (landscape ? device.landscape : device, exact == nil)
    }

    /// The name without its "(… generation)" part: "iPhone SE" for "iPhone SE (3rd generation)".
    /// No two presets share one.
    private var nameWithoutGeneration: String {
        guard let open = name.range(of: " (", options: .backwards), name.hasSuffix("generation)") else { return name }
        return String(name[..<open.lowerBound])
    }
}
