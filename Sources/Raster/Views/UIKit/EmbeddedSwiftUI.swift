// EmbeddedSwiftUI.swift · Raster/Views/UIKit · SwiftUI content laid out and drawn inside a UIKit view (Raster's own)
// Status: Complete for what it is used for: a hosting controller's view, its sizeThatFits and
// the configuration-based UIButton, each drawn fresh (no SwiftUI state between drawings).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// SwiftUI content a UIKit view draws as part of its own content: a `UIHostingController`'s
/// root view, a `UIButton` with a configuration drawn as the SwiftUI button of the same look.
enum EmbeddedSwiftUI {
    /// `content` laid out in `bounds` (points, y down) and drawn, in the traits of
    /// `environment` (scheme, scale, Dynamic Type size, layout direction, contrast, legibility
    /// weight, size classes); on `device` when given (its safe area), else on no screen.
    static func items(_ content: some View, in bounds: CGRect, environment: EnvironmentValues, device: Device? = nil) -> [DisplayList.Item] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let graph = FrameRenderer.makeGraph(inTraits(content, of: environment), scale: environment.displayScale,
                                            colorScheme: environment.colorScheme, device: device)
        _ = graph.updateAndLayout(proposal: ProposedViewSize(bounds.size), in: bounds.size, colorScheme: environment.colorScheme)
        guard let root = graph.root else { return [] }
        let items = DisplayListBuilder.build(root: root, scale: environment.displayScale).items
        guard bounds.origin != .zero else { return items }
        return [.group(.transform(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)), items)]
    }

    /// The size `content` takes when proposed `size` (points) at 1× in the light scheme; a
    /// dimension that is not a finite length of 0 or more (`.infinity`,
    /// `UIView.noIntrinsicMetric`) proposes nothing in it (the ideal length).
    static func size(of content: some View, proposing size: CGSize) -> CGSize {
        func proposed(_ length: CGFloat) -> CGFloat? { length.isFinite && length >= 0 ? length : nil }
        let graph = FrameRenderer.makeGraph(content, scale: 1, colorScheme: .light)
        return graph.updateAndLayout(proposal: ProposedViewSize(width: proposed(size.width), height: proposed(size.height)),
                                     in: nil, colorScheme: .light)
    }

    /// `content` in the traits of `environment` that a UIKit view passes on to SwiftUI content
    /// (the scheme and scale go to the graph itself).
    private static func inTraits(_ content: some View, of environment: EnvironmentValues) -> some View {
        content
            .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
            .environment(\.layoutDirection, environment.layoutDirection)
            .environment(\.colorSchemeContrast, environment.colorSchemeContrast)
            .environment(\.legibilityWeight, environment.legibilityWeight)
    }
}
#endif
