// UIHostingController.swift · Raster/Views/UIKit · mirrors SwiftUI UIHostingController (iOS 17)
// Status: Partial — keeps its root view and measures it (`sizeThatFits(in:)`); its `view`
// draws the root view (HostingControllerView.swift) where UIKit views are drawn (a child
// controller's view in a representable or a snapshot); a `ViewHost` is Raster's window for
// SwiftUI content. Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// Raster: the code that makes one (a scene delegate's `window.rootViewController =
/// UIHostingController(rootView: ContentView())`) compiles; the root view is kept and
/// measured with SwiftUI's layout by `sizeThatFits(in:)`. The controller's `view` has the
/// system background and draws the root view laid out in its bounds, so a hosting controller
/// added as a child of a UIKit screen shows its content; that drawing keeps no SwiftUI state
/// between renders and takes no touches. Render `rootView` with `ViewHost(controller.rootView,
/// size:)` to interact with it, or snapshot the controller with the SnapshotTesting module's
/// `.image(on:)`.
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content

    /// The options for how the hosting controller tracks changes to the size of its SwiftUI
    /// content (recorded). Default `[]`.
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Loads the view that draws the root view (the current one each time it is drawn).
    open override func loadView() {
        view = HostingControllerView { [unowned self] in AnyView(self.rootView) }
    }

    /// Creates a hosting controller from an archive. Raster: there are none, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Calculates and returns the most appropriate size for the current view: the size
    /// `rootView` takes when proposed `size` (points), as SwiftUI's layout sizes it at 1×
    /// in the light appearance. A dimension of `.infinity` or `UIView.noIntrinsicMetric`
    /// proposes nothing in it (the view's ideal length).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        EmbeddedSwiftUI.size(of: rootView, proposing: size)
    }
}

/// A controller whose screen is SwiftUI content (a hosting controller's root view, a
/// navigation or tab bar controller drawn as SwiftUI's stack or tab view), seen through
/// `UIViewController`: a container draws it as that content, as SwiftUI would nest it, and
/// the SnapshotTesting module's view-controller strategies draw it on a device.
package protocol SwiftUIContentController: AnyObject {
    var swiftUIContent: AnyView { get }
}

extension UIHostingController: SwiftUIContentController {
    package var swiftUIContent: AnyView { AnyView(rootView) }
}

/// Options for how a hosting controller tracks its content's size (SwiftUI's
/// `UIHostingControllerSizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The controller's view tracks its content's ideal size in its intrinsic content size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
#endif
