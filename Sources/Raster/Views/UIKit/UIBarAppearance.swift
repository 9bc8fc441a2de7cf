// UIBarAppearance.swift · Raster/Views/UIKit · mirrors UIKit UIBarAppearance, UINavigationBarAppearance, UITabBarAppearance, UITabBarItemAppearance (iOS 17)
// Status: Partial — backgrounds, hairlines, title and item colours are drawn (see
// AppearanceProxyLook.swift); images, fonts, offsets and button appearances are recorded only.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object for the appearance of a bar: its background and its shadow.
///
/// Raster: drawn for SwiftUI's navigation and tab bars when it is set on
/// `UINavigationBar.appearance()` or `UITabBar.appearance()`: the `backgroundEffect` (any
/// blur draws the bar material), then `backgroundColor` over it, then a one-pixel hairline
/// in `shadowColor` along the edge facing the content (none when it is nil or clear).
/// `backgroundImage` and `shadowImage` are recorded only.
open class UIBarAppearance {
    /// The blur behind the background colour; the system chrome material by default.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the blur; nil by default (nothing over the material).
    open var backgroundColor: UIColor?
    /// An image over the background colour. Raster: recorded only.
    open var backgroundImage: UIImage?
    /// The hairline's colour; black at 30 % by default, nil for no hairline.
    open var shadowColor: UIColor?
    /// An image drawn instead of the hairline. Raster: recorded only.
    open var shadowImage: UIImage?

    /// Creates an appearance with the default background (`configureWithDefaultBackground()`).
    public required init() {
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the values of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy of the appearance.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The bar's default look: the system chrome material, no colour, the default hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque look: no blur, the system background colour (white, or black in dark mode;
    /// [UNCERTAIN: UIKit's exact dark colour is not published]) and the default hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// A transparent look: no blur, no colour, no hairline.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// Black at 30 %, the hairline of iOS's bars (FLT `_kDefaultNavBarBorderColor`).
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)
}

/// An object for the appearance of a navigation bar: its background, shadow and titles.
///
/// Raster: besides `UIBarAppearance`'s background and hairline, the `foregroundColor` and
/// `font` of `titleTextAttributes` draw the inline title and those of
/// `largeTitleTextAttributes` the large title. Other attributes, `titlePositionAdjustment`
/// and the button appearances are recorded only.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title is moved. Raster: recorded only.
    open var titlePositionAdjustment = UIOffset.zero
    /// The look of plain bar buttons. Raster: recorded only.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of done buttons. Raster: recorded only.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The look of the back button. Raster: recorded only.
    open var backButtonAppearance = UIBarButtonItemAppearance()

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            buttonAppearance = navigation.buttonAppearance
            doneButtonAppearance = navigation.doneButtonAppearance
            backButtonAppearance = navigation.backButtonAppearance
        }
    }
}

/// An object for the appearance of a tab bar: its background, shadow and items.
///
/// Raster: besides `UIBarAppearance`'s background and hairline, `stackedLayoutAppearance`
/// colours the items (iPhone tab bars stack the icon over the title); the inline layouts,
/// `selectionIndicatorTintColor` and `selectionIndicatorImage` are recorded only.
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look where icons are above titles (the iPhone's bar).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look where icons are beside titles (iPad). Raster: recorded only.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in a compact-height bar. Raster: recorded only.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint. Raster: recorded only.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image. Raster: recorded only.
    open var selectionIndicatorImage: UIImage?

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tab = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tab.stackedLayoutAppearance
            inlineLayoutAppearance = tab.inlineLayoutAppearance
            compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance
            selectionIndicatorTintColor = tab.selectionIndicatorTintColor
            selectionIndicatorImage = tab.selectionIndicatorImage
        }
    }
}

/// An object for the appearance of tab bar items in each of their states.
///
/// Raster: `normal` and `selected` are drawn; `disabled` and `focused` are recorded only.
open class UITabBarItemAppearance {
    /// Items that are not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items. Raster: recorded only.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused item. Raster: recorded only.
    open var focused = UITabBarItemStateAppearance()

    /// Creates an item appearance with the default look (the tint when selected, grey otherwise).
    public init() {}
}

/// An object for the appearance of a tab bar item in one state.
///
/// Raster: `iconColor` colours the icon, the `foregroundColor` of `titleTextAttributes` the
/// title and `badgeBackgroundColor` the badge (of the stacked layout, which an iPhone in
/// portrait shows); the title's position and the badge's text attributes are recorded only.
open class UITabBarItemStateAppearance {
    /// The icon's colour; nil for the default (the tint, or grey when not selected).
    open var iconColor: UIColor?
    /// The title's text attributes; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved. Raster: recorded only.
    open var titlePositionAdjustment = UIOffset.zero
    /// The badge's colour; nil for system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge's text attributes. Raster: recorded only.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    public init() {}
}

/// An object for the appearance of bar buttons in each of their states. Raster: recorded only.
open class UIBarButtonItemAppearance {
    /// Buttons in their normal state.
    open var normal = UIBarButtonItemStateAppearance()
    /// Highlighted buttons.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// Disabled buttons.
    open var disabled = UIBarButtonItemStateAppearance()
    /// Focused buttons.
    open var focused = UIBarButtonItemStateAppearance()

    public init() {}
}

/// An object for the appearance of a bar button in one state. Raster: recorded only.
open class UIBarButtonItemStateAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero

    public init() {}
}

/// An offset, in points, for adjusting a position.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// Creates an offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

#if !canImport(AppKit)
extension NSAttributedString.Key {
    /// The text's colour, a `UIColor` (UIKit's key; Foundation on Linux lacks it).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The text's font, a `UIFont` (UIKit's key; Foundation on Linux lacks it).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
#endif

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// The colour under UIKit's `foregroundColor` key of the attributes named `place`, if it
    /// is a `UIColor`; another value (a SwiftUI `Color`, say) warns once and gives nil.
    func foregroundUIColor(of place: String) -> Color? {
        attribute("NSColor", UIColor.self, named: "foregroundColor", of: place,
                  example: "UIColor(Color.red) for a SwiftUI colour")?.color
    }

    /// The font under UIKit's `font` key of the attributes named `place`, if it is a
    /// `UIFont`; another value (a SwiftUI `Font`, say) warns once and gives nil.
    func uiFont(of place: String) -> UIFont? {
        attribute("NSFont", UIFont.self, named: "font", of: place, example: "UIFont.systemFont(ofSize: 17, weight: .bold)")
    }

    /// The points under the key `rawKey` (UIKit's `kern` and `baselineOffset`: an `NSNumber`
    /// or a Swift number), 0 when there is none; another value, or one that is not finite,
    /// warns once, naming the attribute and `place`, and gives 0.
    func points(_ rawKey: String, named attribute: String, of place: String) -> CGFloat {
        guard let value = self[NSAttributedString.Key(rawValue: rawKey)] else { return 0 }
        let number: Double?
        switch value {
        case let v as Double: number = v
        case let v as CGFloat: number = Double(v)
        case let v as Int: number = Double(v)
        case let v as Float: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
        default: number = nil
        }
        guard let number, number.isFinite else {
            warnOnce("The \(attribute) of \(place) is \(value) (a \(Swift.type(of: value))), not a finite number of points, so "
                     + "it is not used; write a number such as 1.5")
            return 0
        }
        return CGFloat(number)
    }

    /// The value under the key `rawKey`, if it is a `T`; another value warns once, naming the
    /// attribute, the attributes (`place`) and an `example` of what to write, and gives nil.
    private func attribute<T>(_ rawKey: String, _ type: T.Type, named attribute: String, of place: String,
                              example: String) -> T? {
        guard let value = self[NSAttributedString.Key(rawValue: rawKey)] else { return nil }
        if let typed = value as? T { return typed }
        warnOnce("The \(attribute) of \(place) is a \(Swift.type(of: value)), not a \(T.self), so it is not used "
                 + "(UIKit reads only a \(T.self) there); write a \(T.self), such as \(example)")
        return nil
    }
}
#endif
