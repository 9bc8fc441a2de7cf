// HostingControllerView.swift · Raster/Views/UIKit · the view of a UIHostingController, drawing its SwiftUI root view (Raster's own; UIKit's _UIHostingView)
// Status: Partial — drawn in its bounds with its safe area and the traits it is drawn in (colour
// scheme, scale, size classes, Dynamic Type size, layout direction, contrast, legibility
// weight); the SwiftUI content keeps no state from one drawing to the next, reads no other
// environment of the host around it and takes no touches.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The view a `UIHostingController` loads: the system background (white, black in dark
/// mode), with the controller's root view laid out in its bounds and drawn over it, as a
/// hosting controller added as a child to a UIKit screen shows its SwiftUI content.
final class HostingControllerView: UIView {
    private let content: () -> AnyView

    init(content: @escaping () -> AnyView) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    /// The root view laid out in `bounds` as on a screen of that size whose safe area is
    /// the view's (`safeAreaInsets`: a navigation controller filling the window places its
    /// bar below the status bar), in the size classes around it.
    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let insets = safeAreaInsets
        let screen = Device(name: "UIHostingController", size: bounds.size, scale: environment.displayScale,
                            safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                            horizontalSizeClass: environment.horizontalSizeClass ?? .compact,
                            verticalSizeClass: environment.verticalSizeClass ?? .regular)
        // The traits around the view reach its content, as a hosting controller's traits do.
        return EmbeddedSwiftUI.items(content(), in: bounds, environment: environment, device: screen)
    }
}
#endif
