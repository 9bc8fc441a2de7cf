// UITabBarController.swift · Raster/Views/UIKit · mirrors UIKit UITabBarController, UITabBarItem and UITabBarControllerDelegate (iOS 17)
// Status: Partial — the tabs, the selected one, the bar with each controller's tab bar item
// (title, image or selected image, system items, badge and its colour, enabled state), the
// bar's own appearance and colours, hidden bars and `hidesBottomBarWhenPushed`, drawn by
// Raster's SwiftUI tab view; no transitions, no editing of the More list, and the delegate
// is never asked (nothing is tapped). Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An item of a tab bar (UIKit's `UITabBarItem`): a controller's `tabBarItem`.
///
/// Raster: drawn as a SwiftUI tab's item is (the icon over the title, the badge on the
/// icon's top trailing corner), with `selectedImage` in place of `image` on the selected tab.
/// A disabled item is drawn at 35% opacity [UNCERTAIN: UIKit's disabled item colour was not
/// measured].
open class UITabBarItem: UIBarItem {
    /// The system's tab items (UIKit's `UITabBarItem.SystemItem`): each has its own title
    /// and symbol, which a given title or image does not replace.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image on the selected tab; nil: `image`.
    open var selectedImage: UIImage?
    /// The text of the badge on the item's icon; nil for no badge.
    open var badgeValue: String?
    /// The badge's colour; nil for the appearance's, else system red.
    open var badgeColor: UIColor?
    /// The item's appearance in a standard tab bar. Raster: recorded only (the tab bar's
    /// `standardAppearance` is drawn).
    open var standardAppearance: UITabBarAppearance?
    /// The item's appearance at the scroll edge. Raster: recorded only.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?

    /// An empty item; give it a title or an image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item with `title` and `image`, identified by `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and the image it shows when selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, identified by `tag`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// The title drawn: the system item's, else `title`, else `fallback` (the controller's
    /// title, or a navigation controller's root's).
    func drawnTitle(fallback: String?) -> String? {
        if let systemItem { return Self.systemAppearances[systemItem]?.title }
        return title ?? fallback
    }

    /// The icon drawn on a tab, selected or not.
    func drawnIcon(selected: Bool) -> Image? {
        if let systemItem { return Self.systemAppearances[systemItem].map { Image(systemName: $0.symbol) } }
        return ((selected ? selectedImage : nil) ?? image).map(Image.init(uiImage:))
    }

    /// The system items' titles (iOS's English) and SF Symbols [UNCERTAIN: the symbols were
    /// matched by eye to iOS 17's glyphs of these items].
    private static let systemAppearances: [SystemItem: (title: String, symbol: String)] = [
        .more: ("More", "ellipsis"), .favorites: ("Favorites", "star.fill"), .featured: ("Featured", "star.fill"),
        .topRated: ("Top Rated", "star.fill"), .recents: ("Recents", "clock.fill"),
        .contacts: ("Contacts", "person.crop.circle.fill"), .history: ("History", "clock.fill"),
        .bookmarks: ("Bookmarks", "book.fill"), .search: ("Search", "magnifyingglass"),
        .downloads: ("Downloads", "square.and.arrow.down.fill"), .mostRecent: ("Most Recent", "clock.fill"),
        .mostViewed: ("Most Viewed", "list.number"),
    ]
}

/// The tab bar controller's delegate (UIKit's `UITabBarControllerDelegate`); every method is
/// optional.
///
/// Raster: nothing is tapped in a render, so the delegate is never asked; set `selectedIndex`
/// to render another tab.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether `viewController`'s tab may be selected (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after `viewController`'s tab was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container that shows one of several controllers, chosen by a tab bar at the bottom of
/// the screen (UIKit's `UITabBarController`).
///
/// Raster: its view draws the tabs as Raster's SwiftUI `TabView` draws them, each tab's item
/// from its controller's `tabBarItem` (the controller's `title` when the item has none), the
/// selected tab's controller above the bar: a `UIHostingController` shows its root view, a
/// `UINavigationController` its stack as a `NavigationStack` in the tab, another controller's
/// view fills the screen with its safe area ending at the bar. More than five tabs on an
/// iPhone end with a More tab listing the rest, as UIKit's do. The bar is drawn with the
/// `tabBar`'s appearance, `tintColor` and `unselectedItemTintColor` (over
/// `UITabBar.appearance()`'s).
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in the bar's order.
    open var viewControllers: [UIViewController]? {
        didSet {
            replaceChildren(oldValue ?? [], with: viewControllers ?? [], in: "UITabBarController.viewControllers")
            tabBar.items = viewControllers?.map { $0.tabBarItem }
            if selectedIndex >= (viewControllers ?? []).count { selectedIndex = 0 }
        }
    }
    /// The index of the selected tab (default 0). An index outside the tabs is ignored with a
    /// warning, as UIKit ignores it.
    open var selectedIndex = 0 {
        didSet {
            let count = viewControllers?.count ?? 0
            if count > 0, !(0..<count).contains(selectedIndex) {
                RasterDiagnostics.warn("UITabBarController.selectedIndex \(selectedIndex) is outside its \(count) tabs; "
                                       + "the selection stays at \(oldValue). Use an index from 0 to \(count - 1).")
                selectedIndex = oldValue
            }
        }
    }
    /// The bar: its `isHidden`, `tintColor`, `unselectedItemTintColor` and appearances are drawn.
    public let tabBar = UITabBar()
    /// The delegate. Raster: recorded; never asked (see `UITabBarControllerDelegate`).
    open weak var delegate: UITabBarControllerDelegate?
    /// The controllers the user may reorder in the More tab. Raster: recorded only (the More
    /// list has no Edit button).
    open var customizableViewControllers: [UIViewController]?

    /// The selected tab's controller; setting a controller that is not a tab does nothing.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            guard let newValue else { return }
            if let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            } else {
                RasterDiagnostics.warn("UITabBarController.selectedViewController was set to a controller that is not one of its "
                                       + "tabs, so the selection stays at \(selectedIndex). Set one of viewControllers")
            }
        }
    }

    override func childLeaves(_ child: UIViewController) {
        viewControllers?.removeAll { $0 === child }
    }

    /// Whether the bar is hidden (iOS 18).
    open var isTabBarHidden: Bool {
        get { tabBar.isHidden }
        set { tabBar.isHidden = newValue }
    }

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.owningTabs = self
    }

    /// Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Replaces the tabs (no transition is drawn).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the bar (iOS 18; no transition is drawn).
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        isTabBarHidden = hidden
    }

    open override func loadView() {
        view = HostingControllerView { [unowned self] in swiftUIContent }
    }
}

extension UITabBarController: SwiftUIContentController {
    package var swiftUIContent: AnyView { AnyView(TabBarControllerContent(controller: self)) }
}

extension UIViewController {
    /// The item that represents the controller in a tab bar, made on first use (untitled: the
    /// bar shows the controller's `title`).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem()
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest tab bar controller above the controller, if any.
    public var tabBarController: UITabBarController? {
        sequence(first: self, next: \.parent).dropFirst().lazy.compactMap { $0 as? UITabBarController }.first
    }
}

/// A tab bar controller's tabs drawn as a SwiftUI tab view.
private struct TabBarControllerContent: View {
    let controller: UITabBarController

    /// The title a tab shows without a titled item: the controller's, else, for a navigation
    /// controller, its root's [UNCERTAIN: read from apps whose tabs take the title their
    /// root view controller sets].
    static func title(of controller: UIViewController) -> String? {
        controller.title ?? (controller as? UINavigationController)?.viewControllers.first?.title
    }

    var body: some View {
        let controllers = controller.viewControllers ?? []
        let selected = controller.selectedIndex
        TabView(selection: .constant(selected)) {
            ForEach(controllers.indices, id: \.self) { index in
                let shown = controllers[index]
                let item = shown.tabBarItem ?? UITabBarItem()
                ControllerScreen(controller: shown)
                    .tabItem {
                        Label { Text(verbatim: item.drawnTitle(fallback: Self.title(of: shown)) ?? "") } icon: {
                            item.drawnIcon(selected: index == selected)
                        }
                    }
                    .badge(item.badgeValue.map { Text(verbatim: $0) })
                    .modifier(TabBarItemLook(badgeColor: item.badgeColor.map { Color(uiColor: $0) }, isEnabled: item.isEnabled))
                    .toolbar(controller.tabBar.isHidden ? .hidden : .automatic, for: .tabBar)
                    .tag(index)
            }
        }
        .environment(\.tabBarInstanceProxies, BarProxies.tabBar(controller.tabBar, over: BarProxies.tabBar))
    }
}
#endif
