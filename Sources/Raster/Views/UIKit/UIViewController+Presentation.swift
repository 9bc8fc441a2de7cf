// UIViewController+Presentation.swift · Raster/Views/UIKit · mirrors UIKit's modal presentation (UIViewController.present, dismiss, UIModalPresentationStyle, UISheetPresentationController; iOS 15–17)
// Status: Partial — a presented controller is drawn over its presenter as SwiftUI draws a sheet
// (with its detents and grabber) or a full-screen cover, without a transition; popovers are
// drawn as sheets, as on an iPhone; transition styles and custom presentations are recorded.
// Only where there is no UIKit (Linux).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// How a controller is presented (UIKit's `UIModalPresentationStyle`, with its raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    /// iOS 13: a page sheet on an iPhone.
    case automatic = -2
    case none = -1
}

/// How a presented controller comes on screen (UIKit's `UIModalTransitionStyle`). Raster:
/// recorded only (no transition is drawn).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// The sheet a controller is presented in (UIKit's `UISheetPresentationController`, iOS 15):
/// its detents and grabber are drawn as SwiftUI's `presentationDetents(_:)` and
/// `presentationDragIndicator(_:)` draw them.
open class UISheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    public final class Detent: Hashable, @unchecked Sendable {
        let detent: PresentationDetent

        init(_ detent: PresentationDetent) { self.detent = detent }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(.medium) }
        /// The full height.
        public static func large() -> Detent { Detent(.large) }

        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.detent == rhs.detent }
        public func hash(into hasher: inout Hasher) { hasher.combine(detent) }
    }

    /// The heights the sheet rests at (default `[.large()]`).
    open var detents: [Detent] = [.large()]
    /// Whether the grabber is drawn at the sheet's top (default false).
    open var prefersGrabberVisible = false
    /// The sheet's corner radius, points; nil for the system's. Raster: recorded only.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling grows the sheet. Raster: recorded only.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
}

extension UIViewController {
    /// How the controller is presented (default `.automatic`: a page sheet on an iPhone).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { presentation.style }
        set { presentation.style = newValue }
    }

    /// How the controller comes on screen. Raster: recorded only.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { presentation.transition }
        set { presentation.transition = newValue }
    }

    /// Whether the sheet refuses to be swiped away. Raster: recorded only.
    public var isModalInPresentation: Bool {
        get { presentation.isModal }
        set { presentation.isModal = newValue }
    }

    /// The controller this one presents, if any.
    public var presentedViewController: UIViewController? { presentation.presented }

    /// The controller that presents this one, if any.
    public var presentingViewController: UIViewController? { presentation.presenting }

    /// The sheet the controller is presented in, for a sheet style (iOS 15); nil for full
    /// screen styles.
    public var sheetPresentationController: UISheetPresentationController? {
        switch presentation.style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none: return nil
        case .pageSheet, .formSheet, .popover, .automatic:
            if let sheet = presentation.sheet { return sheet }
            let sheet = UISheetPresentationController()
            presentation.sheet = sheet
            return sheet
        }
    }

    /// Presents `viewControllerToPresent` over this controller: the next render draws it as a
    /// sheet (or full screen, by its `modalPresentationStyle`), without a transition;
    /// `completion` runs at once. A controller already presenting something warns and does
    /// nothing, as UIKit refuses.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentation.presented == nil else {
            RasterDiagnostics.warn("present(_:animated:) was called on a view controller that is already presenting "
                                   + "\(type(of: presentation.presented!)); dismiss it first")
            return
        }
        presentation.presented = viewControllerToPresent
        viewControllerToPresent.presentation.presenting = self
        completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller
    /// from its presenter; `completion` runs at once.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentation.presented {
            presented.presentation.presenting = nil
            presentation.presented = nil
        } else if let presenting = presentation.presenting {
            presenting.dismiss(animated: flag)
        }
        completion?()
    }

    /// The presentation state, made on first use.
    private var presentation: ControllerPresentation {
        if let state = storedPresentation { return state }
        let state = ControllerPresentation()
        storedPresentation = state
        return state
    }
}

/// A controller's presentation: what it presents and how it is presented.
final class ControllerPresentation {
    var style = UIModalPresentationStyle.automatic
    var transition = UIModalTransitionStyle.coverVertical
    var isModal = false
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var sheet: UISheetPresentationController?
}

/// A presenter's screen with the controller it presents over it, as a SwiftUI sheet (with the
/// sheet presentation controller's detents and grabber) or a full-screen cover.
struct PresentingControllerScreen<Content: View>: View {
    let presenter: UIViewController
    let content: Content

    var body: some View {
        if let alert = presenter.presentedViewController as? UIAlertController {
            alert.drawn(over: content)
        } else if let presented = presenter.presentedViewController {
            let fullScreen = presented.sheetPresentationController == nil
            let screen = ControllerScreen(controller: presented)
            if fullScreen {
                content.fullScreenCover(isPresented: .constant(true)) { screen }
            } else {
                let sheet = presented.sheetPresentationController!
                content.sheet(isPresented: .constant(true)) {
                    screen
                        .presentationDetents(Set(sheet.detents.map(\.detent)))
                        .presentationDragIndicator(sheet.prefersGrabberVisible ? .visible : .automatic)
                }
            }
        } else {
            content
        }
    }
}
#endif
