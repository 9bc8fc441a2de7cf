// HostingControllerView.swift · Raster/Views/UIKit · the view of a UIHostingController, drawing its SwiftUI root view (Raster's own; UIKit's _UIHostingView)
// Status: Partial — drawn in its bounds with the colour scheme and scale it is drawn in; the
// SwiftUI content keeps no state from one drawing to the next, reads no other environment of
// the host around it and takes no touches.

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

    override func contentItems(in bounds: CGRect, environment: EnvironmentValues) -> [DisplayList.Item] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let graph = FrameRenderer.makeGraph(content(), scale: environment.displayScale, colorScheme: environment.colorScheme)
        _ = graph.updateAndLayout(proposal: ProposedViewSize(bounds.size), in: bounds.size, colorScheme: environment.colorScheme)
        return graph.root.map { DisplayListBuilder.build(root: $0, scale: environment.displayScale).items } ?? []
    }
}
#endif
