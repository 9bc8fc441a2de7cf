// UIViewController.swift · Raster/Views/UIKit · mirrors UIKit UIViewController (iOS 17), as far as a UIViewControllerRepresentable uses it
// Status: Partial — the view and its load, the appearance callbacks and child controllers; no
// presentation, navigation, storyboards or trait collections. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages a view hierarchy for your UIKit app.
///
/// Raster: `view` is loaded on first use (`loadView()`, then `viewDidLoad()`). Hosted by a
/// `UIViewControllerRepresentable`, the controller gets `viewWillAppear(_:)` and
/// `viewDidAppear(_:)` when its view first appears and `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` when it is removed (always `animated: false`); its view is drawn as
/// `UIView` describes.
open class UIViewController {
    private var loadedView: UIView?

    /// The light or dark look of the controller's views (default `.unspecified`). Raster:
    /// recorded; the hosted views take the window's scheme (`UIWindow.overrideUserInterfaceStyle`).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The view the controller manages, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The traits of the controller's view (`UITraitCollection.current`'s before it is
    /// loaded), with the controller's `overrideUserInterfaceStyle`. Mirrors UIKit's
    /// `UITraitEnvironment.traitCollection`.
    open var traitCollection: UITraitCollection {
        (viewIfLoaded?.traitCollection ?? .current).overriding(overrideUserInterfaceStyle)
    }

    /// Called before the controller's view lays out its subviews (after its constraints are
    /// applied, in Raster). The default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the controller's view laid out its subviews. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Loads the view (`loadView()`, then `viewDidLoad()`) if it is not loaded yet (iOS 9).
    open func loadViewIfNeeded() { _ = view }

    /// A title for the controller. Default nil.
    open var title: String?
    /// The preferred size of the controller's view, points. Default `.zero`.
    open var preferredContentSize: CGSize = .zero

    /// The interface orientations the controller supports: `.all` on an iPad, `.allButUpsideDown`
    /// on an iPhone, as UIKit's default is (by `UIDevice.current.userInterfaceIdiom`, the host
    /// device's). Subclasses override it (a hosting controller kept in portrait).
    ///
    /// Raster: read by nothing. A rendered host does not rotate, so the value matters on a device
    /// only; render another orientation with a device's `landscape` form.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The navigation item, once `navigationItem` made it (UINavigationController.swift).
    var storedNavigationItem: UINavigationItem?
    /// Room added to the safe area of the controller's view, points (default zero): a
    /// hosting, navigation or tab bar controller's SwiftUI content is padded by it, and the
    /// view's `safeAreaInsets` (and `safeAreaLayoutGuide`) grow by it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The tab bar item, once `tabBarItem` made it or was set (UITabBarController.swift).
    var storedTabBarItem: UITabBarItem?
    /// What the controller presents and how it is presented, once asked
    /// (UIViewController+Presentation.swift).
    var storedPresentation: ControllerPresentation?
    /// Whether a tab bar is hidden while the controller is pushed on a navigation controller
    /// in a tab (default false), as long as it stays on the stack.
    open var hidesBottomBarWhenPushed = false
    /// The items of the toolbar a navigation controller shows at the bottom while this
    /// controller is on top (when its `isToolbarHidden` is false).
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets `toolbarItems` (no animation is drawn).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The parent controller, if any.
    open private(set) weak var parent: UIViewController?

    /// Creates a controller. Raster: there are no nib files; both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a controller without a nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive. Raster: there are no archives (storyboards), so
    /// this returns nil; it exists so that subclasses declaring `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates the view. The default makes a plain `UIView` (transparent); override it to
    /// set `view` yourself.
    open func loadView() { loadedView = UIView() }

    /// Called after the view has been loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to the hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to the hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from the hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from the hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Adds `childController` as a child (removing it from its previous parent).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Makes `new` the children a container shows in place of `old` (a navigation
    /// controller's stack, a tab bar controller's tabs): those no longer shown leave, the
    /// others are added if they are not children yet.
    ///
    /// A controller shown by another container leaves it, as in UIKit (`childLeaves(_:)`);
    /// one given twice is shown once, with a warning naming `container`.
    func replaceChildren(_ old: [UIViewController], with new: [UIViewController], in container: String) {
        for controller in old where !new.contains(where: { $0 === controller }) { controller.removeFromParent() }
        for controller in new where controller.parent !== self {
            controller.parent?.childLeaves(controller)
            addChild(controller)
        }
        if Set(new.map(ObjectIdentifier.init)).count < new.count {
            RasterDiagnostics.warn("\(container) was given the same view controller more than once; a controller can be shown "
                                   + "in one place only. Give each tab or stack entry its own controller")
        }
    }

    /// Drops `child` from what this container shows, as it moves to another container. The
    /// navigation and tab bar controllers drop it from their lists.
    func childLeaves(_ child: UIViewController) {}

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
/// Controllers compare and hash by identity, as UIKit's (`NSObject`'s) do, so
/// `viewControllers.firstIndex(of:)` and `Set<UIViewController>` work.
extension UIViewController: Hashable {
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
