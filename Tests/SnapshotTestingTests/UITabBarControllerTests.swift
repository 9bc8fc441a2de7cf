// UITabBarControllerTests.swift · SnapshotTestingTests · UIKit tab bar controllers against the SwiftUI tab views that draw the same bars

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import SnapshotTesting

/// A blue band pinned to the bottom of the safe area with Auto Layout, as UIKit screens place
/// content above a tab bar.
private final class BottomBandController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let band = UIView()
        band.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        band.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(band)
        NSLayoutConstraint.activate([
            band.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            band.heightAnchor.constraint(equalToConstant: 10),
        ])
    }
}

/// How many pixels of `image` are exactly `colour`.
private func count(_ colour: PremultipliedRGBA8, in image: Pixmap) -> Int {
    var count = 0
    for y in 0..<image.height { for x in 0..<image.width where image[x, y] == colour { count += 1 } }
    return count
}

@MainActor @Suite struct UITabBarControllerTests {
    /// Three tabs: a titled item with a symbol and a badge, an untitled one showing its
    /// controller's title, and a system item.
    private func threeTabs() -> UITabBarController {
        let inbox = UIHostingController(rootView: Text("Inbox"))
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        inbox.tabBarItem.badgeValue = "3"
        let sent = UIHostingController(rootView: Text("Sent"))
        sent.title = "Sent"
        sent.tabBarItem.image = UIImage(systemName: "paperplane")
        let search = UIHostingController(rootView: Text("Search"))
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, sent, search]
        return tabs
    }

    @Test func tabsAreDrawnAsSwiftUIDrawsTheSameTabView() throws {
        let tabs = threeTabs()
        tabs.selectedIndex = 1
        let expected = try phonePixels(TabView(selection: .constant(1)) {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge("3").tag(0)
            Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }.tag(1)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
        })
        #expect(try phonePixels(tabs).pngData() == expected.pngData())
        #expect(tabs.selectedViewController === tabs.viewControllers?[1])
        #expect(tabs.viewControllers?.allSatisfy { $0.tabBarController === tabs && $0.parent === tabs } == true)
        #expect(tabs.tabBarController == nil)
    }

    @Test func aNavigationControllerInATabIsTheStackInTheTabAndHidesTheBarWhenPushedSoAsked() throws {
        let root = UIHostingController(rootView: Text("List"))
        root.title = "Mail"
        let detail = UIHostingController(rootView: Text("Message"))
        detail.title = "Message"
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), selectedImage: nil)
        let settings = UIHostingController(rootView: Text("Settings"))
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, settings], animated: false)

        func swiftUI(pushed: Bool) -> some View {
            TabView(selection: .constant(0)) {
                NavigationStack(path: .constant(pushed ? [1] : [])) {
                    Text("List").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                        .navigationDestination(for: Int.self) { _ in
                            Text("Message").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
                                .toolbar(.hidden, for: .tabBar)
                        }
                }
                .tabItem { Label("Mail", systemImage: "envelope") }.tag(0)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
            }
        }
        let unpushed = try phonePixels(swiftUI(pushed: false))
        #expect(try phonePixels(tabs).pngData() == unpushed.pngData())
        navigation.pushViewController(detail, animated: false)
        #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
        let pushed = try phonePixels(swiftUI(pushed: true))
        #expect(try phonePixels(tabs).pngData() == pushed.pngData())
    }

    @Test func aSelectedImageReplacesTheImageOnTheSelectedTabOnly() throws {
        let first = UIHostingController(rootView: Text("One"))
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "star"), selectedImage: UIImage(systemName: "star.fill"))
        let second = UIHostingController(rootView: Text("Two"))
        second.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "heart"), selectedImage: UIImage(systemName: "heart.fill"))
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let expected = try phonePixels(TabView(selection: .constant(0)) {
            Text("One").tabItem { Label("One", systemImage: "star.fill") }.tag(0)
            Text("Two").tabItem { Label("Two", systemImage: "heart") }.tag(1)
        })
        #expect(try phonePixels(tabs).pngData() == expected.pngData())
    }

    @Test func theBarsOwnColoursAndTheBadgeColourAreDrawn() throws {
        let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let tabs = threeTabs()
        tabs.viewControllers?[0].tabBarItem.badgeColor = green
        tabs.tabBar.unselectedItemTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = try phonePixels(tabs)
        // The badge is drawn in the item's colour instead of system red, and the two tabs not
        // selected in pure blue (their glyphs' solid cores).
        #expect(count(PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255), in: image) > 100)
        #expect(count(PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255), in: image) == 0)
        #expect(count(PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), in: image) > 100)
        // The bar's own colour wins over the appearance proxy's.
        let proxyOnly = threeTabs()
        proxyOnly.tabBar.unselectedItemTintColor = nil
        let plain = try phonePixels(proxyOnly)
        #expect(try plain.pngData() != image.pngData())
    }

    @Test func theAppearancesBadgeColourIsDrawnForTheItemsState() throws {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let tabs = threeTabs()
        tabs.tabBar.standardAppearance = appearance
        let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255), red = PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255)
        tabs.selectedIndex = 1
        let normal = try phonePixels(tabs)
        #expect(count(green, in: normal) > 100 && count(red, in: normal) == 0)
        // Selected, the badged item takes the selected state's colour: unset, system red.
        tabs.selectedIndex = 0
        let selected = try phonePixels(tabs)
        #expect(count(green, in: selected) == 0 && count(red, in: selected) > 100)
    }

    @Test func aPlainControllersSafeAreaEndsAtTheTabBar() throws {
        let band = BottomBandController()
        band.tabBarItem = UITabBarItem(title: "Band", image: UIImage(systemName: "square"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [band]
        let image = try phonePixels(tabs)
        // iPhone SE: 568 points high, no bottom inset, a 49-point bar: the band is 509..<519.
        let scale = 2
        let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        #expect(image[10, 508 * scale + 1] != blue)
        #expect(image[10, 509 * scale + 1] == blue)
        #expect(image[10, 518 * scale + 1] == blue)
        #expect(image[10, 519 * scale + 1] != blue)
    }

    @Test func aSelectionOutsideTheTabsWarnsAndKeepsTheSelection() {
        let tabs = threeTabs()
        tabs.selectedIndex = 2
        let (_, warnings) = RasterDiagnostics.capturingWarnings { tabs.selectedIndex = 5 }
        #expect(tabs.selectedIndex == 2)
        #expect(warnings == ["UITabBarController.selectedIndex 5 is outside its 3 tabs; the selection stays at 2. Use an index from 0 to 2."])
        tabs.selectedViewController = tabs.viewControllers?[0]
        #expect(tabs.selectedIndex == 0)
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.selectedIndex == 0 && tabs.viewControllers?.count == 1)
    }

    @Test func hidingTheBarIsDrawnAsSwiftUIsHiddenTabBar() throws {
        let tabs = threeTabs()
        tabs.setTabBarHidden(true, animated: false)
        let expected = try phonePixels(TabView(selection: .constant(0)) {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge("3").tag(0)
                .toolbar(.hidden, for: .tabBar)
            Text("Sent").tabItem { Label("Sent", systemImage: "paperplane") }.tag(1)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(2)
        })
        #expect(try phonePixels(tabs).pngData() == expected.pngData())
    }
}

/// A screen that sets its title and bar item in `viewDidLoad`, as UIKit screens do.
private final class TitledInViewDidLoad: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
    }
}

/// Navigation and tab controllers as UIKit apps set them up: views loaded on first show,
/// back button titles, toolbars, styles and controllers moving between containers.
@MainActor @Suite struct UIKitContainerDetailsTests {
    @Test func whatViewDidLoadSetsIsInTheFirstSnapshot() throws {
        let navigation = UINavigationController(rootViewController: TitledInViewDidLoad())
        let first = try phonePixels(navigation)
        #expect(try first.pngData() == phonePixels(navigation).pngData())
        let expected = try phonePixels(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItemGroup(placement: .topBarTrailing) { Image(systemName: "plus").foregroundStyle(.tint) } }
        })
        #expect(try first.pngData() == expected.pngData())
    }

    /// A root titled `rootTitle` (nil: untitled) with `configure` applied, with a detail pushed.
    private func pushed(rootTitle: String?, _ configure: (UINavigationItem) -> Void = { _ in }) -> UINavigationController {
        let root = UIHostingController(rootView: Text("List"))
        root.title = rootTitle
        configure(root.navigationItem)
        let detail = UIHostingController(rootView: Text("Detail"))
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        return navigation
    }

    @Test func backButtonsTakeTheBackTitleOrBackOrTheChevronAlone() throws {
        // The back button is all that shows of the root: a back title reads as a root so titled.
        let mail = try phonePixels(pushed(rootTitle: "Mail"))
        #expect(try phonePixels(pushed(rootTitle: "Inbox") { $0.backButtonTitle = "Mail" }).pngData() == mail.pngData())
        let untitled = try phonePixels(pushed(rootTitle: nil))
        let back = try phonePixels(pushed(rootTitle: "Back"))
        #expect(try untitled.pngData() == back.pngData())
        #expect(try phonePixels(pushed(rootTitle: "Inbox") { $0.backButtonDisplayMode = .generic }).pngData() == back.pngData())
        let minimal = try phonePixels(pushed(rootTitle: "Inbox") { $0.backButtonDisplayMode = .minimal })
        #expect(try minimal.pngData() != back.pngData() && minimal.pngData() != mail.pngData())
    }

    @Test func aShownToolbarHoldsTheTopControllersItems() throws {
        let root = UIHostingController(rootView: Text("Notes"))
        root.title = "Notes"
        root.setToolbarItems([.flexibleSpace(), UIBarButtonItem(systemItem: .compose)], animated: false)
        let navigation = UINavigationController(rootViewController: root)
        let hidden = try phonePixels(navigation)
        navigation.setToolbarHidden(false, animated: false)
        let expected = try phonePixels(NavigationStack {
            Text("Notes").navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Spacer(minLength: 0)
                        Image(systemName: "square.and.pencil").foregroundStyle(.tint)
                    }
                }
        })
        #expect(try phonePixels(navigation).pngData() == expected.pngData())
        #expect(try hidden.pngData() != expected.pngData())
    }

    @Test func aControllersOwnDarkStyleReachesWhatItShows() throws {
        let tabs = UITabBarController()
        let home = UIHostingController(rootView: Text("Home"))
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        tabs.viewControllers = [home]
        tabs.overrideUserInterfaceStyle = .dark
        let image = try phonePixels(tabs)
        #expect(image[20, 400] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func aNavigationTabWithoutATitleShowsItsRootsTitle() throws {
        func tabs(titledItem: Bool) -> UITabBarController {
            let root = UIHostingController(rootView: Text("List"))
            root.title = "Mail"
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem.image = UIImage(systemName: "envelope")
            if titledItem { navigation.tabBarItem.title = "Mail" }
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            return tabs
        }
        #expect(try phonePixels(tabs(titledItem: false)).pngData() == phonePixels(tabs(titledItem: true)).pngData())
    }

    @Test func aControllerMovesBetweenContainersAndTheBarKnowsItsItems() {
        let home = UIViewController()
        let first = UINavigationController(rootViewController: home)
        let second = UINavigationController(rootViewController: home)
        #expect(first.viewControllers.isEmpty && second.viewControllers == [home] && home.parent === second)
        let other = UIViewController()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            let tabs = UITabBarController()
            tabs.viewControllers = [other, other]
            tabs.selectedViewController = UIViewController()
        }
        #expect(warnings.count == 2 && warnings[0].hasPrefix("UITabBarController.viewControllers was given the same view controller more than once"))
        #expect(warnings[1].hasPrefix("UITabBarController.selectedViewController was set to a controller that is not one of its tabs"))
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.items?.count == 2 && tabs.tabBar.items?[1] === b.tabBarItem && tabs.tabBar.selectedItem === b.tabBarItem)
    }

    @Test func aRootViewsMarginsAreTheSystemMinimumFromTheSafeArea() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view.frame = CGRect(x: 0, y: 0, width: 430, height: 932)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}

/// UIKit's modal presentation against the SwiftUI sheets and covers that draw it.
@MainActor @Suite struct UIKitPresentationTests {
    @Test func aPresentedControllerIsASheetOverItsPresenter() throws {
        let root = UIHostingController(rootView: Text("Root"))
        var completed = false
        root.present(UIHostingController(rootView: Text("Sheet")), animated: true) { completed = true }
        #expect(completed && root.presentedViewController?.presentingViewController === root)
        let expected = try phonePixels(Text("Root").sheet(isPresented: .constant(true)) { Text("Sheet") })
        #expect(try phonePixels(root).pngData() == expected.pngData())
        let (_, warnings) = RasterDiagnostics.capturingWarnings { root.present(UIViewController(), animated: false) }
        #expect(warnings.count == 1 && warnings[0].hasSuffix("dismiss it first"))
        root.presentedViewController?.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(try phonePixels(root).pngData() == phonePixels(Text("Root")).pngData())
    }

    @Test func detentsGrabberAndFullScreenAreDrawn() throws {
        let root = UIHostingController(rootView: Text("Root"))
        let sheet = UIHostingController(rootView: Text("Half"))
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: false)
        let half = try phonePixels(Text("Root").sheet(isPresented: .constant(true)) {
            Text("Half").presentationDetents([.medium]).presentationDragIndicator(.visible)
        })
        #expect(try phonePixels(root).pngData() == half.pngData())
        root.dismiss(animated: false)
        let cover = UIHostingController(rootView: Text("Cover"))
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
        root.present(cover, animated: false)
        let expected = try phonePixels(Text("Root").fullScreenCover(isPresented: .constant(true)) { Text("Cover") })
        #expect(try phonePixels(root).pngData() == expected.pngData())
    }
}

@MainActor @Suite struct UIKitSafeAreaAndMenuTests {
    @Test func additionalSafeAreaInsetsPadTheContentAndGrowTheViewsSafeArea() throws {
        let root = UIHostingController(rootView: Color(red: 0, green: 0, blue: 1))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        let expected = try phonePixels(Color(red: 0, green: 0, blue: 1).safeAreaPadding(EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0)))
        #expect(try phonePixels(root).pngData() == expected.pngData())
        let plain = UIViewController()
        plain.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0))
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test func aDeferredElementHandsOverWhatItsProviderMakes() {
        var runs = 0
        let deferred = UIDeferredMenuElement { completion in
            runs += 1
            completion([UIAction(title: "Loaded") { _ in }])
        }
        var titles: [String] = []
        deferred.elements { titles = $0.map(\.title) }
        #expect(titles == ["Loaded"] && runs == 1 && !deferred.isUncached)
        #expect(UIDeferredMenuElement.uncached { $0([]) }.isUncached)
        #expect(UIMenu(children: [deferred]).children.count == 1)
    }
}

@MainActor @Suite struct UIAlertControllerTests {
    @Test func aPresentedAlertIsSwiftUIsAlertWithTheSameActions() throws {
        let root = UIHostingController(rootView: Text("Root"))
        let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        var deleted = false
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        root.present(alert, animated: true)
        let expected = try phonePixels(Text("Root").alert("Delete draft?", isPresented: .constant(true)) {
            Button(role: .cancel) {} label: { Text("Cancel") }
            Button(role: .destructive) {} label: { Text("Delete") }
        } message: {
            Text("This cannot be undone.")
        })
        #expect(try phonePixels(root).pngData() == expected.pngData())
        delete.perform()
        #expect(deleted)
    }

    @Test func anActionSheetIsAConfirmationDialogAndTakesNoTextFields() throws {
        let root = UIHostingController(rootView: Text("Root"))
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (_, warnings) = RasterDiagnostics.capturingWarnings { sheet.addTextField() }
        #expect(warnings.count == 1 && sheet.textFields == nil)
        root.present(sheet, animated: true)
        let expected = try phonePixels(Text("Root").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button {} label: { Text("Take Photo") }
            Button(role: .cancel) {} label: { Text("Cancel") }
        })
        #expect(try phonePixels(root).pngData() == expected.pngData())
    }

    @Test func anAlertsTextFieldsShowTheirPlaceholder() throws {
        let root = UIHostingController(rootView: Text("Root"))
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        let expected = try phonePixels(Text("Root").alert("Rename", isPresented: .constant(true)) {
            TextField("Name", text: .constant(""))
            Button {} label: { Text("OK") }
        })
        #expect(try phonePixels(root).pngData() == expected.pngData())
        #expect(alert.textFields?.count == 1)
    }
}
