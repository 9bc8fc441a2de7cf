// UIKitStrategyTests.swift · SnapshotTestingTests · swift-snapshot-testing's image strategies for view controllers, views and images

import Foundation
import Testing
import Raster
import RasterSnapshotTesting
@testable import SnapshotTesting

private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
private let green = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
private let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
private let clear = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

/// A green view with a blue 50-point square at (10, 10), built in `viewDidLoad` as UIKit code does.
private final class SquareController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(square)
    }
}

/// A blue bar pinned below the safe area's top with Auto Layout, as UIKit screens place content.
private final class SafeAreaController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let bar = UIView()
        bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
    }
}

/// A UIKit screen with a SwiftUI child: a hosting controller's view in its lower half.
private final class ChildHostingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let child = UIHostingController(rootView: Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20))
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// Records its layout callbacks and the style its view's traits had when laid out.
private final class TraitReadingController: UIViewController {
    var laidOut: [String] = []
    var style: UIUserInterfaceStyle = .unspecified
    override func viewWillLayoutSubviews() { laidOut.append("will") }
    override func viewDidLayoutSubviews() {
        laidOut.append("did")
        style = view.traitCollection.userInterfaceStyle
    }
}

@MainActor @Suite struct UIKitStrategyTests {
    @Test func aChildHostingControllerDrawsItsRootView() throws {
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 100, height: 100))
                .snapshot(ChildHostingController()).snapshotImage()
        }
        // The child's view: white (the system background) around its 20-point square,
        // centred in 100×50 at y 50: x 40…60, y 65…85.
        #expect(image.pixmap[10, 10] == green && image.pixmap[10, 60] == white)
        #expect(image.pixmap[50, 75] == blue && image.pixmap[41, 66] == blue && image.pixmap[38, 75] == white)
        #expect(warnings.isEmpty)
    }

    @Test func aUIKitControllersSafeAreaIsTheDevices() throws {
        // iPhone SE (1st generation): a 20-point status bar, so the bar spans y 20…30 (40…60 px).
        let image = try Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(SafeAreaController()).snapshotImage()
        #expect(image.pixmap[10, 38] == green && image.pixmap[10, 41] == blue && image.pixmap[10, 58] == blue
                && image.pixmap[10, 61] == green)
        // Without a device there is no unsafe area.
        let bare = try Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 50, height: 50))
            .snapshot(SafeAreaController()).snapshotImage()
        #expect(bare.pixmap[10, 1] == blue && bare.pixmap[10, 11] == green)
    }

    @Test func aHostingControllerDrawsItsRootViewOnTheDevice() throws {
        let controller = UIHostingController(rootView: Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 100))
        // iPhone SE (1st generation): 320×568 points at @2x, a 20-point status bar; the square is
        // centred in the 548 points below it: x 110...210, y 244...344.
        let image = try Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(controller).snapshotImage()
        #expect(image.pixmap.width == 640 && image.pixmap.height == 1136 && image.scale == 2)
        #expect(image.pixmap[320, 588] == blue)
        #expect(image.pixmap[222, 490] == blue && image.pixmap[217, 490] == white)
        #expect(image.pixmap[320, 486] == white && image.pixmap[320, 489] == blue)
        #expect(image.pixmap[0, 0] == white)
        let dark = try Snapshotting<UIViewController, UIImage>
            .image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark)).snapshot(controller).snapshotImage()
        #expect(dark.pixmap[0, 0] == black && dark.pixmap[320, 588] == blue)
        // `size` overrides the preset's; the scale stays the preset's.
        let small = try Snapshotting<UIViewController, UIImage>
            .image(on: .iPhoneSe, size: CGSize(width: 200, height: 150)).snapshot(controller).snapshotImage()
        #expect(small.pixmap.width == 400 && small.pixmap.height == 300)
    }

    @Test func aUIKitControllersViewFillsTheScreenUnderTheSafeArea() throws {
        let image = try Snapshotting<UIViewController, UIImage>
            .image(size: CGSize(width: 100, height: 80)).snapshot(SquareController()).snapshotImage()
        #expect(image.pixmap.width == 100 && image.pixmap.height == 80 && image.scale == 1)
        #expect(image.pixmap[5, 5] == green && image.pixmap[35, 35] == blue)
        #expect(image.pixmap[59, 59] == blue && image.pixmap[60, 60] == green)
        // On a device the view covers the status bar too, as a window's root view does.
        let phone = try Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(SquareController()).snapshotImage()
        #expect(phone.pixmap.width == 640 && phone.pixmap[1, 1] == green && phone.pixmap[40, 40] == blue)
        // Without a size, a fresh controller is the main screen's size.
        let screen = UIScreen.main.bounds.size
        let fresh = try Snapshotting<UIViewController, UIImage>.image.snapshot(SquareController()).snapshotImage()
        #expect(CGFloat(fresh.pixmap.width) == screen.width && CGFloat(fresh.pixmap.height) == screen.height)
    }

    @Test func aViewIsDrawnAtItsFrameOnAClearBackground() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 30))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(dot)
        let image = try Snapshotting<UIView, UIImage>.image.snapshot(view).snapshotImage()
        #expect(image.pixmap.width == 40 && image.pixmap.height == 30)
        #expect(image.pixmap[5, 5] == blue && image.pixmap[20, 20] == clear)
        let doubled = try Snapshotting<UIView, UIImage>
            .image(size: CGSize(width: 20, height: 20), traits: .init(displayScale: 2)).snapshot(view).snapshotImage()
        #expect(doubled.pixmap.width == 40 && doubled.pixmap.height == 40 && doubled.pixmap[19, 19] == blue)
    }

    @Test func aViewWithoutAreaFailsNamingTheFix() {
        do {
            _ = try Snapshotting<UIView, UIImage>.image.snapshot(UILabel()).snapshotImage()
            Issue.record("a 0×0 view was snapshotted")
        } catch {
            #expect("\(error)" == "cannot snapshot a UILabel of 0.0×0.0 points: give the view a frame (UIView(frame:)) "
                    + "or pass `size:` to `.image(size:)`")
        }
    }

    @Test func sizesAndImagesWithoutAreaNameTheirFix() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: (any Error).self) { try Snapshotting<UIView, UIImage>.image(size: CGSize(width: CGFloat.nan, height: 10)).snapshot(view) }
        do {
            _ = try Snapshotting<UIView, UIImage>.image(size: CGSize(width: -50, height: 10)).snapshot(view)
        } catch {
            #expect("\(error)" == "cannot snapshot a UIView at the size given, -50.0×10.0 points: pass a positive, finite `size:`")
        }
        do {
            _ = try Snapshotting<UIImage, UIImage>.image.snapshot(UIImage()).snapshotImage()
            Issue.record("an empty image was snapshotted")
        } catch {
            #expect("\(error)" == "cannot snapshot an empty UIImage (UIImage(), or a failed load with `?? UIImage()`): "
                    + "it has no pixels and no size")
        }
    }

    @Test func aControllerLaysOutAndReadsItsTraits() throws {
        let controller = TraitReadingController()
        _ = try Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark))
            .snapshot(controller)
        #expect(controller.laidOut == ["will", "did"])
        #expect(controller.style == .dark && controller.traitCollection.horizontalSizeClass == .compact)
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.traitCollection.userInterfaceStyle == .light)
    }

    @Test func anImageIsDrawnAtItsOwnScale() throws {
        let renderer = ImageRenderer(content: Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 3))
        renderer.scale = 2
        let uiImage = try #require(renderer.uiImage)
        let image = try Snapshotting<UIImage, UIImage>.image.snapshot(uiImage).snapshotImage()
        #expect(image.pixmap.width == 8 && image.pixmap.height == 6 && image.scale == 2)
        #expect(image.pixmap[7, 5] == blue)
        let single = try Snapshotting<UIImage, UIImage>.image(scale: 1).snapshot(uiImage).snapshotImage()
        #expect(single.pixmap.width == 4 && single.pixmap.height == 3)
    }
}

/// UIKit navigation: a navigation controller's screens against the SwiftUI navigation stacks
/// that draw the same bars.
@MainActor @Suite struct UINavigationControllerTests {
    @Test func aHostedRootUnderALargeTitleIsDrawnAsSwiftUIDrawsIt() throws {
        let root = UIHostingController(rootView: Text("Row"))
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let expected = try phonePixels(NavigationStack {
            Text("Row")
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.large)
                .toolbar { ToolbarItemGroup(placement: .topBarTrailing) { Image(systemName: "plus").foregroundStyle(.tint) } }
        })
        // The same pixels, the content in the preset's Dynamic Type size (Medium) included.
        #expect(try phonePixels(navigation).pngData() == expected.pngData())
    }

    @Test func aPushedControllerHasABackButtonAndAnInlineTitle() throws {
        let root = UIHostingController(rootView: Text("List"))
        root.title = "Mail"
        let detail = UIHostingController(rootView: Text("Message"))
        detail.navigationItem.title = "Message"
        detail.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        let expected = try phonePixels(NavigationStack(path: .constant([1])) {
            Text("List").navigationTitle("Mail").navigationBarTitleDisplayMode(.large)
                .navigationDestination(for: Int.self) { _ in
                    Text("Message").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
                }
        })
        #expect(try phonePixels(navigation).pngData() == expected.pngData())
        #expect(navigation.popViewController(animated: true) === detail && navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1 && detail.parent == nil)
    }

    @Test func actionAndMenuItemsAreDrawnAsTheirImageOrTitleAndHiddenItemsTakeNoRoom() throws {
        let root = UIHostingController(rootView: Text("Files"))
        root.title = "Files"
        let sort = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        let hidden = UIBarButtonItem(systemItem: .trash)
        hidden.isHidden = true
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: sort),
            hidden,
            UIBarButtonItem(primaryAction: UIAction(title: "Select") { _ in }),
        ]
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: badge)
        let navigation = UINavigationController(rootViewController: root)
        let expected = try phonePixels(NavigationStack {
            Text("Files")
                .navigationTitle("Files")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItemGroup(placement: .topBarLeading) { Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20) }
                    // The first right item is the outermost.
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Text("Select").foregroundStyle(.tint)
                        Image(systemName: "arrow.up.arrow.down").foregroundStyle(.tint)
                    }
                }
        })
        #expect(try phonePixels(navigation).pngData() == expected.pngData())
        #expect(root.navigationItem.rightBarButtonItems?.first?.menu === sort)
    }
}
