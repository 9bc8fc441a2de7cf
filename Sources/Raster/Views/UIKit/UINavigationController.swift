// UINavigationController.swift · Raster/Views/UIKit · mirrors UIKit UINavigationController, UINavigationItem and UIBarButtonItem (iOS 17)
// Status: Partial — the stack (push, pop, set), the bar with the top controller's title, large
// or inline, its back button and its bar button items (titles, images, primary actions'
// titles and images, custom views, the system items' symbols), drawn by Raster's SwiftUI
// navigation stack; no transitions, interactive pop, toolbars (`toolbarItems`), title views or
// search controllers; bar button menus are kept, not drawn (nothing is tapped). Only where
// there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
///
/// Raster: drawn in a navigation controller's bar as SwiftUI draws a toolbar button: its
/// custom view, else its image (or its primary action's; the title, if any, labels it for
/// VoiceOver, as UIKit shows the image of an item with both), else its title (or its
/// primary action's), else its system item's title or symbol (`.done` bold); a hidden item
/// takes no room. A target and action,
/// a primary action and a menu are recorded; tapping a drawn item does nothing (the bar is
/// drawn, not hosted).
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use plain")
        case bordered = 1
        /// A bold title, for the button that completes a task.
        case done = 2
    }

    /// The system's bar items (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// How the item is drawn (default `.plain`).
    open var style: Style = .plain
    /// The colour of the item (nil: the bar's tint).
    open var tintColor: UIColor?
    /// The object that receives the action. Raster: recorded only.
    open weak var target: AnyObject?
    /// The action sent when tapped. Raster: recorded only.
    open var action: Selector?
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?
    /// The action run when the item is tapped (iOS 14); its title and image stand in for the
    /// item's when it has none. Raster: recorded (nothing is tapped in a render).
    open var primaryAction: UIAction?
    /// The menu the item shows when tapped (or pressed, with a primary action; iOS 14).
    /// Raster: recorded (no menu is drawn).
    open var menu: UIMenu?
    /// A view drawn in place of the title and image, at its frame's size (or its Auto Layout
    /// size while the frame is empty).
    open var customView: UIView?
    /// Whether the item is hidden: it takes no room in the bar (iOS 16).
    open var isHidden = false
    /// Whether the item is selected (iOS 15). Raster: recorded only [UNCERTAIN: iOS 17's
    /// selected bar item look was not measured].
    open var isSelected = false
    /// Whether a tap toggles `isSelected` (iOS 15). Raster: recorded only (nothing is tapped).
    open var changesSelectionAsPrimaryAction = false
    /// The width of a fixed space, points. Raster: recorded only (spaces take no room in a
    /// navigation bar).
    open var width: CGFloat = 0

    /// An empty plain item; give it a title or an image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item with a title or an image (else its primary action's), running `primaryAction`
    /// or showing `menu` when tapped (iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        self.title = title
        self.image = image
    }

    /// An item drawn as `primaryAction`'s title, else its image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// One of the system's items, running `primaryAction` or showing `menu` when tapped (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        style = systemItem == .done ? .done : .plain
        super.init()
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
        super.init()
    }

    /// A space of `width` points between toolbar items (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes the room left between toolbar items (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// An item with `title`, sending `action` to `target` when tapped.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        systemItem = nil
        super.init()
        self.title = title
    }

    /// An item with `image`, sending `action` to `target` when tapped.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        systemItem = nil
        super.init()
        self.image = image
    }

    /// One of the system's items, sending `action` to `target` when tapped.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        style = systemItem == .done ? .done : .plain
        super.init()
    }

    /// The item as its bar draws it: a text button (bold for `.done`) or a symbol; nil for the
    /// spaces, which take no room here.
    var drawn: AnyView? {
        let color = tintColor.map { Color(uiColor: $0) }
        func styled(_ content: some View) -> AnyView {
            AnyView(content.foregroundStyle(color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.tint)).opacity(isEnabled ? 1 : 0.35))
        }
        if isHidden { return nil }
        if let customView { return AnyView(BarCustomView(view: customView)) }
        let title = self.title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        // With both, a bar shows the image (the title names it to VoiceOver).
        if let image = image ?? primaryAction?.image {
            return styled(title.map { AnyView(Image(uiImage: image).accessibilityLabel($0)) } ?? AnyView(Image(uiImage: image)))
        }
        if let title {
            return styled(Text(verbatim: title).fontWeight(style == .done ? .semibold : nil))
        }
        guard let systemItem else { return nil }
        if let text = Self.systemTitles[systemItem] {
            return styled(Text(verbatim: text).fontWeight(systemItem == .done ? .semibold : nil))
        }
        return Self.systemSymbols[systemItem].map { styled(Image(systemName: $0)) }
    }

    /// The item as a toolbar draws it: a flexible space as a spacer, a fixed space as its
    /// width, else as in a navigation bar.
    var drawnInToolbar: AnyView? {
        switch systemItem {
        case .flexibleSpace: AnyView(Spacer(minLength: 0))
        case .fixedSpace: AnyView(Color.clear.frame(width: max(width, 0), height: 1))
        default: drawn
        }
    }

    /// The system items drawn as words.
    private static let systemTitles: [SystemItem: String] = [.done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save",
                                                              .undo: "Undo", .redo: "Redo", .close: "Close"]
    /// The system items drawn as symbols, by SF Symbols name.
    private static let systemSymbols: [SystemItem: String] = [
        .add: "plus", .compose: "square.and.pencil", .reply: "arrowshape.turn.up.left", .action: "square.and.arrow.up",
        .organize: "folder", .bookmarks: "book", .search: "magnifyingglass", .refresh: "arrow.clockwise", .stop: "xmark",
        .camera: "camera", .trash: "trash", .play: "play.fill", .pause: "pause.fill", .rewind: "backward.fill",
        .fastForward: "forward.fill", .pageCurl: "book.pages",
    ]
}

/// What a controller shows in a navigation bar (UIKit's `UINavigationItem`).
open class UINavigationItem {
    /// When the title is large (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item before it; large at the root when the bar prefers large titles.
        case automatic = 0
        case always = 1
        case never = 2
        /// An inline title (iOS 17).
        case inline = 3
    }

    /// The title in the bar (nil: the controller's `title`).
    open var title: String?
    /// When the title is large (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The items on the trailing side, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The items on the leading side, after the back button.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// How the back button leading back to this item is labelled (UIKit's
    /// `UINavigationItem.BackButtonDisplayMode`, iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title (`backButtonTitle`, else the item's title), else "Back".
        case `default` = 0
        /// "Back".
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// The title of the back button that leads back to this item (nil: the title).
    open var backButtonTitle: String?
    /// How the back button leading back to this item is labelled (default `.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// A view drawn in place of the title, at its frame's size (else its Auto Layout size).
    open var titleView: UIView?
    /// A line of text above the title. Raster: recorded only [UNCERTAIN: iOS 17's prompt bar
    /// was not measured].
    open var prompt: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false

    /// The trailing item (the first of `rightBarButtonItems`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The leading item (the first of `leftBarButtonItems`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with `title`.
    public init(title: String) { self.title = title }

    init() {}
}

/// A container that shows a stack of controllers under a navigation bar (UIKit's
/// `UINavigationController`).
///
/// Raster: its view draws the top controller under the bar as Raster's `NavigationStack`
/// draws a pushed view: the title from the controller's `navigationItem` (large when
/// `navigationBar.prefersLargeTitles` and the item allows it), a back button titled with the
/// controller below, and the items' bar buttons. A `UIHostingController` shows its root view;
/// another controller's view fills the screen under the bar, its safe area starting below it.
/// Pushing and popping change what the next render shows, without a transition.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { replaceChildren(oldValue, with: viewControllers, in: "UINavigationController.viewControllers") }
    }
    /// The bar; `prefersLargeTitles` and `isHidden` are read.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one.
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Raster: there are no archives, so this returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Pushes `viewController` on the stack (no transition is drawn).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Whether the toolbar at the bottom is hidden (default true, as UIKit's); shown, it
    /// holds the top controller's `toolbarItems`.
    open var isToolbarHidden = true

    /// Hides or shows the toolbar (no animation is drawn).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    override func childLeaves(_ child: UIViewController) {
        viewControllers.removeAll { $0 === child }
    }

    open override func loadView() {
        view = HostingControllerView { [unowned self] in swiftUIContent }
    }
}

extension UINavigationController: SwiftUIContentController {
    package var swiftUIContent: AnyView { AnyView(NavigationControllerContent(controller: self)) }
}

extension UIViewController {
    /// The item that represents the controller in a navigation bar, made on first use.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller above the controller, if any.
    public var navigationController: UINavigationController? {
        sequence(first: self, next: \.parent).lazy.compactMap { $0 as? UINavigationController }.first
    }
}

/// A navigation controller's stack drawn as a SwiftUI navigation stack.
private struct NavigationControllerContent: View {
    let controller: UINavigationController

    var body: some View {
        let stack = controller.viewControllers
        // Each controller's view has loaded when the stack shows it (its viewDidLoad sets its
        // title and items), as UIKit loaded it when it was on top.
        stack.forEach { $0.loadViewIfNeeded() }
        return content(stack)
    }

    @ViewBuilder private func content(_ stack: [UIViewController]) -> some View {
        if let root = stack.first {
            NavigationStack(path: .constant(Array(stack.indices.dropFirst()))) {
                screen(root, at: 0)
                    .navigationDestination(for: Int.self) { index in screen(stack[index], at: index) }
            }
        }
    }

    /// A controller's screen with its item's title and bar buttons.
    private func screen(_ shown: UIViewController, at index: Int) -> some View {
        let item = shown.navigationItem
        let large = controller.navigationBar.prefersLargeTitles && largeTitle(at: index)
        let leading = (item.leftBarButtonItems ?? []).compactMap(\.drawn)
        // The first right item is the outermost: the bar lays them out from the trailing edge.
        let trailing = (item.rightBarButtonItems ?? []).reversed().compactMap(\.drawn)
        let bottom = controller.isToolbarHidden ? [] : (shown.toolbarItems ?? []).compactMap(\.drawnInToolbar)
        return ControllerScreen(controller: shown)
            .modifier(OptionalNavigationTitle(title: item.title ?? shown.title))
            .navigationPageInfo {
                switch item.backButtonDisplayMode {
                case .default: $0.backButtonTitle = item.backButtonTitle
                case .generic: $0.backButtonTitle = ""
                case .minimal: $0.backButtonMinimal = true
                }
            }
            .navigationBarTitleDisplayMode(large ? .large : .inline)
            .navigationBarBackButtonHidden(item.hidesBackButton)
            .toolbar(controller.isNavigationBarHidden ? .hidden : .automatic, for: .navigationBar)
            .toolbar(hidesBottomBar(at: index) ? .hidden : .automatic, for: .tabBar)
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) { ForEach(leading.indices, id: \.self) { leading[$0] } }
                ToolbarItemGroup(placement: .topBarTrailing) { ForEach(trailing.indices, id: \.self) { trailing[$0] } }
                if let titleView = item.titleView {
                    ToolbarItem(placement: .principal) { BarCustomView(view: titleView) }
                }
                if !bottom.isEmpty {
                    ToolbarItemGroup(placement: .bottomBar) { ForEach(bottom.indices, id: \.self) { bottom[$0] } }
                }
            }
    }

    /// Whether the tab bar is hidden with the controller at `index` on top: a controller
    /// pushed with `hidesBottomBarWhenPushed` hides it until it is popped, with every
    /// controller pushed above it.
    private func hidesBottomBar(at index: Int) -> Bool {
        controller.viewControllers.prefix(index + 1).dropFirst().contains(where: \.hidesBottomBarWhenPushed)
    }

    /// Whether the item at `index` has a large title in a bar that prefers them: `.automatic`
    /// takes the item's before it (large at the root).
    private func largeTitle(at index: Int) -> Bool {
        for controller in controller.viewControllers.prefix(index + 1).reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }
}

/// What a screen shows of a controller (in a navigation stack or a tab, in a snapshot): the
/// SwiftUI content of a hosting, navigation or tab bar controller, or the controller's view
/// filling the screen.
package struct ControllerScreen: View {
    let controller: UIViewController

    package init(controller: UIViewController) { self.controller = controller }

    package var body: some View {
        if let scheme = controller.overrideUserInterfaceStyle.colorScheme {
            // A controller's own style reaches everything it shows, bars and children included.
            presenting.background(Color(uiColor: .systemBackground)).environment(\.colorScheme, scheme)
        } else {
            presenting
        }
    }

    /// The screen with what the controller presents over it.
    private var presenting: some View { PresentingControllerScreen(presenter: controller, content: drawn) }

    @ViewBuilder private var drawn: some View {
        if let content = controller as? any SwiftUIContentController {
            let extra = controller.additionalSafeAreaInsets
            if extra == .zero {
                content.swiftUIContent
            } else {
                content.swiftUIContent.safeAreaPadding(EdgeInsets(top: extra.top, leading: extra.left, bottom: extra.bottom, trailing: extra.right))
            }
        } else {
            HostedController(controller: controller).ignoresSafeArea()
        }
    }
}

/// A page's title, set only when the controller has one: an untitled page leaves the next
/// page's back button "Back", as UIKit's.
private struct OptionalNavigationTitle: ViewModifier {
    let title: String?

    func body(content: Content) -> some View {
        if let title { content.navigationTitle(title) } else { content }
    }
}

/// A bar button item's or title view's custom view, at its frame's size, else its Auto
/// Layout size; a view with neither takes no room, as in UIKit.
private struct BarCustomView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        if uiView.frame.width > 0 && uiView.frame.height > 0 { return uiView.frame.size }
        let fitting = uiView.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: .infinity))
        return fitting.width > 0 && fitting.height > 0 ? fitting : .zero
    }
}

/// Hosts a given controller's view.
private struct HostedController: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
#endif
