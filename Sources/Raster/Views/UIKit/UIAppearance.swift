// UIAppearance.swift · Raster/Views/UIKit · mirrors UIKit UIAppearance and the appearance proxies of UINavigationBar, UITabBar, UIPageControl, UISegmentedControl, UITableView, UITextField (iOS 17)
// Status: Partial — the settings iOS 17 draws for SwiftUI's bars, page dots and segmented
// pickers are drawn (AppearanceProxyLook.swift); the rest is recorded. Only where there is no
// UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A collection of methods that gives you access to the appearance proxy for a class.
///
/// Raster: `appearance()` returns the class's proxy, one object per class in the current
/// scope (process-wide, as on iOS, unless `AppearanceProxies.isolated(_:)` gives a scope its
/// own). A window keeps the proxies of the scope it was made in; its bars read them when
/// they are drawn. `appearance(whenContainedInInstancesOf:)` and trait-collection proxies
/// are not there.
public protocol UIAppearance: AnyObject {
    /// The proxy whose settings style every instance of the class.
    static func appearance() -> Self
}

/// A class whose proxy Raster makes with `init(frame:)`.
protocol AppearanceProxyMaking: UIView {
    init(frame: CGRect)
}

extension AppearanceProxyMaking {
    /// The class's proxy in the current store (AppearanceProxyStore.swift), made on first use.
    static func storedAppearance() -> Self {
        AppearanceProxyStore.current.proxy(of: Self.self) { Self(frame: .zero) }
    }

    /// The class's proxy if view code has asked for it in the current store, else nil.
    static var existingAppearance: Self? {
        AppearanceProxyStore.current.existingProxy(of: Self.self)
    }
}

/// Navigational controls in a bar along the top of the screen.
///
/// Raster: set through `UINavigationBar.appearance()`, SwiftUI's navigation bars draw
/// `standardAppearance` while content is scrolled under them and `scrollEdgeAppearance` at
/// the scroll edge (nil: the standard appearance with a transparent background, as UIKit
/// documents), and their items in `tintColor`. Before `standardAppearance` is set, the
/// legacy `barTintColor`, `titleTextAttributes` and `largeTitleTextAttributes` make it (as
/// UIKit builds it from them). Recorded only: `compactAppearance` and
/// `compactScrollEdgeAppearance` (Raster draws no compact-height bar), `prefersLargeTitles`,
/// `isTranslucent`, `shadowImage`.
open class UINavigationBar: UIView, UIAppearance, AppearanceProxyMaking {
    /// The appearance while content is scrolled under the bar; the default look until set.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { standardAppearanceIsSet = true }
    }
    /// The appearance at the scroll edge; nil: `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance in a compact-height bar. Raster: recorded only.
    open var compactAppearance: UINavigationBarAppearance?
    /// The scroll-edge appearance in a compact-height bar. Raster: recorded only.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether titles are large. Raster: recorded only (SwiftUI's display mode decides).
    open var prefersLargeTitles = false
    /// Whether the bar is translucent. Raster: recorded only.
    open var isTranslucent = true
    /// The legacy background colour, used until `standardAppearance` is set.
    open var barTintColor: UIColor?
    /// The legacy inline title attributes, used until `standardAppearance` is set.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The legacy large title attributes, used until `standardAppearance` is set.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The legacy hairline image. Raster: recorded only.
    open var shadowImage: UIImage?

    /// Whether `standardAppearance` was given.
    private(set) var standardAppearanceIsSet = false

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }
}

/// A control that displays one or more buttons in a tab bar.
///
/// Raster: set through `UITabBar.appearance()`, a `TabView`'s bar draws `standardAppearance`
/// while content is under it and `scrollEdgeAppearance` at the scroll edge (nil: the
/// standard appearance with a transparent background); its selected item is in `tintColor`
/// and the others in `unselectedItemTintColor` unless the appearance's item colours are set.
/// Recorded only: `barTintColor`, `isTranslucent`.
open class UITabBar: UIView, UIAppearance, AppearanceProxyMaking {
    /// The appearance while content is under the bar; the default look until set.
    open var standardAppearance = UITabBarAppearance() {
        didSet { standardAppearanceIsSet = true }
    }
    /// The appearance at the scroll edge; nil: `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The colour of items that are not selected; nil for system grey.
    open var unselectedItemTintColor: UIColor?
    /// The items, in order: a tab bar controller's tabs' `tabBarItem`s. Raster: a bar of your
    /// own is not drawn (draw a tab bar controller).
    open var items: [UITabBarItem]?
    /// The selected item: a tab bar controller's selected tab's.
    open var selectedItem: UITabBarItem? {
        get { storedSelectedItem ?? owningTabs?.selectedViewController?.tabBarItem }
        set { storedSelectedItem = newValue }
    }
    private var storedSelectedItem: UITabBarItem?
    /// The tab bar controller whose bar this is.
    weak var owningTabs: UITabBarController?
    /// The legacy background colour. Raster: recorded only.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent. Raster: recorded only.
    open var isTranslucent = true

    /// Whether `standardAppearance` was given.
    private(set) var standardAppearanceIsSet = false

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }
}

/// A control that displays a horizontal series of dots, each of which corresponds to a page.
///
/// Raster: set through `UIPageControl.appearance()`, the page dots of a page-style `TabView`
/// draw the current page's dot in `currentPageIndicatorTintColor` and the others in
/// `pageIndicatorTintColor`. Recorded only: `numberOfPages`, `currentPage`, `hidesForSinglePage`.
open class UIPageControl: UIControl, UIAppearance, AppearanceProxyMaking {
    /// The current page's dot colour; nil for white (SwiftUI's page dots).
    open var currentPageIndicatorTintColor: UIColor?
    /// The other dots' colour; nil for white at 30 %.
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages. Raster: recorded only.
    open var numberOfPages = 0
    /// The current page. Raster: recorded only.
    open var currentPage = 0
    /// Whether a single page hides the dots. Raster: recorded only.
    open var hidesForSinglePage = false

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }
}

/// A horizontal control that consists of multiple segments.
///
/// Raster: set through `UISegmentedControl.appearance()`, a segmented `Picker` fills its
/// selected segment with `selectedSegmentTintColor` and colours its labels with the
/// `foregroundColor` of the `.selected` and `.normal` title attributes. Recorded only: other
/// states and attributes, `backgroundColor`.
open class UISegmentedControl: UIControl, UIAppearance, AppearanceProxyMaking {
    /// The selected segment's fill; nil for the default (white, or grey in dark mode).
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }

    /// Sets the titles' text attributes for `state` (nil removes them).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The titles' text attributes for `state`, if set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A view that presents data using rows in a single column.
///
/// Raster: recorded only. Since iOS 16 a SwiftUI `List` is a collection view, not a table
/// view, so `UITableView.appearance().backgroundColor` (and the separator settings) do not
/// reach it; hide a list's background with `scrollContentBackground(.hidden)` instead. A
/// table view hosted by a representable is drawn as a `UIScrollView` (its background and
/// subviews), without rows.
open class UITableView: UIScrollView, UIAppearance, AppearanceProxyMaking {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// Where a row scrolled to comes to rest (UIKit's `UITableView.ScrollPosition`; raw
    /// values are UIKit's). Raster: a value apps keep and pass around; a table view hosted
    /// here draws no rows to scroll to.
    public enum ScrollPosition: Int, Hashable, Sendable { case none, top, middle, bottom }

    /// The separators' style. Raster: recorded only.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' colour. Raster: recorded only.
    open var separatorColor: UIColor?

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }
}

/// An object that displays an editable text area.
///
/// Raster: its `text` and `placeholder` are drawn in a `UIAlertController`'s text fields; a
/// text field of your own is not drawn, and a SwiftUI `TextField` draws no clear button.
open class UITextField: UIControl, UIAppearance, AppearanceProxyMaking {
    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// The text in the field.
    open var text: String?
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// Whether the text is hidden as dots. Raster: recorded only.
    open var isSecureTextEntry = false

    /// When the clear button shows. Raster: recorded only.
    open var clearButtonMode = ViewMode.never

    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// The proxy of the current scope (see `UIAppearance`).
    open class func appearance() -> Self { storedAppearance() }
}
#endif
