// ViewImageConfig.swift · SnapshotTesting · mirrors swift-snapshot-testing's ViewImageConfig and SwiftUISnapshotLayout
// Status: Complete.
//
// The device presets have swift-snapshot-testing's sizes, safe areas and size classes
// (its Common/View.swift, version 1.18), so a screen laid out for `.iPhone13` gets the same
// frames on Linux. One addition: each preset's traits carry the device's display scale, as
// the matching simulator renders at it; swift-snapshot-testing takes the scale from the
// simulator running the tests instead. Pass `traits: .init(displayScale: 1)` for smaller
// reference images.

import Foundation
import Raster

/// A screen to snapshot a view on: its size, safe area and traits.
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad orientation, with the share of the screen a Split View gives the app.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird, twoThirds, full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird, oneHalf, twoThirds, full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets in points.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; nil lays the view out at its ideal size.
    public var size: CGSize?
    /// The traits (appearance, size classes, content size, scale) the view is drawn with.
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// An iPhone: `size` in portrait; the landscape form turns it, keeps the notch's inset on
    /// both sides and the home indicator's `landscapeBottom`; compact × regular in portrait,
    /// `landscapeWidth` × compact in landscape.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
                              top: CGFloat, bottom: CGFloat = 0, side: CGFloat = 0, landscapeBottom: CGFloat = 0,
                              landscapeWidth: UIUserInterfaceSizeClass = .compact) -> ViewImageConfig {
        let common: [UITraitCollection] = [.init(userInterfaceIdiom: .phone), .init(displayScale: scale),
                                           .init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium)]
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: width, height: height),
                                   traits: UITraitCollection(traitsFrom: common + [.init(horizontalSizeClass: .compact),
                                                                                   .init(verticalSizeClass: .regular)]))
        case .landscape:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
                                   size: CGSize(width: height, height: width),
                                   traits: UITraitCollection(traitsFrom: common + [.init(horizontalSizeClass: landscapeWidth),
                                                                                   .init(verticalSizeClass: .compact)]))
        }
    }

    /// An iPad at scale 2: `size` is the app's share of the screen; widths a Split View
    /// makes compact (`compactSplit`) are compact × regular, the others regular × regular.
    private static func pad(width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets, compactSplit: Bool) -> ViewImageConfig {
        let common: [UITraitCollection] = [.init(userInterfaceIdiom: .pad), .init(displayScale: 2),
                                           .init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
                                           .init(verticalSizeClass: .regular)]
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: UITraitCollection(traitsFrom: common + [.init(horizontalSizeClass: compactSplit ? .compact : .regular)]))
    }

    /// The app's width in each Split View share of an iPad whose full screen is
    /// `long` × `short` points, as swift-snapshot-testing lists them.
    private struct PadSplits {
        let long: CGFloat, short: CGFloat
        let landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        let portrait: (oneThird: CGFloat, twoThirds: CGFloat)
        /// Whether the landscape half is compact (all but the 12.9-inch iPad Pro).
        var compactHalf = true
        let safeArea: UIEdgeInsets

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: return pad(width: landscape.oneThird, height: short, safeArea: safeArea, compactSplit: true)
                case .oneHalf: return pad(width: landscape.oneHalf, height: short, safeArea: safeArea, compactSplit: compactHalf)
                case .twoThirds: return pad(width: landscape.twoThirds, height: short, safeArea: safeArea, compactSplit: false)
                case .full: return pad(width: long, height: short, safeArea: safeArea, compactSplit: false)
                }
            case .portrait(let split):
                switch split {
                case .oneThird: return pad(width: portrait.oneThird, height: long, safeArea: safeArea, compactSplit: true)
                case .twoThirds: return pad(width: portrait.twoThirds, height: long, safeArea: safeArea, compactSplit: true)
                case .full: return pad(width: short, height: long, safeArea: safeArea, compactSplit: false)
                }
            }
        }
    }

    private static func tablet(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let statusBar20 = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let miniSplits = PadSplits(long: 1024, short: 768, landscape: (320, 507, 694), portrait: (320, 438), safeArea: statusBar20)
    private static let iPad10_2Splits = PadSplits(long: 1080, short: 810, landscape: (320, 535, 750), portrait: (320, 480), safeArea: statusBar20)
    private static let pro10_5Splits = PadSplits(long: 1112, short: 834, landscape: (320, 551, 782), portrait: (320, 504), safeArea: statusBar20)
    private static let pro11Splits = PadSplits(long: 1194, short: 834, landscape: (375, 592, 809), portrait: (320, 504),
                                               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let pro12_9Splits = PadSplits(long: 1366, short: 1024, landscape: (375, 678, 981), portrait: (375, 639),
                                                 compactHalf: false, safeArea: statusBar20)

    /// iPhone SE (1st generation): 320×568 @2x, a 20-point status bar.
    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, scale: 2, top: 20)
    }
    /// iPhone 8: 375×667 @2x, a 20-point status bar.
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, scale: 2, top: 20)
    }
    /// iPhone 8 Plus: 414×736 @3x, a 20-point status bar; regular width in landscape.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, scale: 3, top: 20, landscapeWidth: .regular)
    }
    /// iPhone X: 375×812 @3x; top 44, bottom 34; landscape sides 44, bottom 24.
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 24)
    }
    /// iPhone XS Max: 414×896 @3x; insets as the X; regular width in landscape.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 24,
              landscapeWidth: .regular)
    }
    /// iPhone XR: 414×896 @2x; insets as the X; regular width in landscape.
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 2, top: 44, bottom: 34, side: 44, landscapeBottom: 24,
              landscapeWidth: .regular)
    }
    /// iPhone 12: 390×844 @3x; top 47, bottom 34; landscape sides 47, bottom 21.
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21)
    }
    /// iPhone 12 Pro: as the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 12 Pro Max: 428×926 @3x; insets as the 12; regular width in landscape.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              landscapeWidth: .regular)
    }
    /// iPhone 13: as the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 mini: 375×812 @3x; top 50, bottom 34; landscape sides 50, bottom 21.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21)
    }
    /// iPhone 13 Pro: as the iPhone 12.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    /// iPhone 13 Pro Max: as the iPhone 12 Pro Max.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// iPad mini (5th generation): 1024×768 @2x in landscape, a 20-point status bar.
    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(tablet(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { miniSplits.config(orientation) }
    /// iPad 9.7-inch: as the iPad mini.
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch: 1080×810 @2x in landscape, a 20-point status bar.
    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(tablet(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { iPad10_2Splits.config(orientation) }
    /// iPad Pro 10.5-inch: 1112×834 @2x in landscape, a 20-point status bar.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(tablet(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { pro10_5Splits.config(orientation) }
    /// iPad Pro 11-inch: 1194×834 @2x in landscape; top 24, bottom 20.
    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(tablet(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { pro11Splits.config(orientation) }
    /// iPad Pro 12.9-inch: 1366×1024 @2x in landscape, a 20-point status bar.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(tablet(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { pro12_9Splits.config(orientation) }
}

/// Where a SwiftUI view is laid out for an image snapshot; swift-snapshot-testing's
/// `SwiftUISnapshotLayout`.
public enum SwiftUISnapshotLayout: Sendable {
    /// The screen of `config`: its size (or the view's ideal size when it has none), safe
    /// area and traits.
    case device(config: ViewImageConfig)
    /// A window of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size.
    case sizeThatFits
}
