// PlatformViewHosting.swift · Raster/Views/UIKit · how a representable's UIKit view takes part in layout and drawing (Raster's own; SwiftUI's platform view host)
// Status: Partial — background colours only: Raster cannot run UIKit's drawing.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The UIKit object a representable made, and its coordinator, kept on the node from
/// `make…` to `dismantle…`.
final class HostedPlatformView<Object, Coordinator> {
    /// The key of the node storage that holds it.
    static var key: String { "platformView" }
    let view: Object
    let coordinator: Coordinator

    init(view: Object, coordinator: Coordinator) {
        self.view = view
        self.coordinator = coordinator
    }

    /// The object kept on `node`, or a new one (`isNew`) from `makeCoordinator` and then
    /// `make` given the coordinator, kept there.
    static func on(_ node: Node, makeCoordinator: () -> Coordinator,
                   make: (Coordinator) -> Object) -> (hosted: HostedPlatformView, isNew: Bool) {
        if let existing = node.storage[key] as? HostedPlatformView { return (existing, false) }
        let coordinator = makeCoordinator()
        let hosted = HostedPlatformView(view: make(coordinator), coordinator: coordinator)
        node.storage[key] = hosted
        return (hosted, true)
    }
}

enum PlatformViewHosting {
    /// The primitive the graph runs for a representable view type, nil for other types.
    static func primitiveType(for viewType: any View.Type) -> (any PrimitiveView.Type)? {
        if let representable = viewType as? any UIViewRepresentable.Type { return viewPrimitive(representable) }
        if let representable = viewType as? any UIViewControllerRepresentable.Type { return controllerPrimitive(representable) }
        return nil
    }

    private static func viewPrimitive<R: UIViewRepresentable>(_: R.Type) -> any PrimitiveView.Type {
        RepresentedUIView<R>.self
    }

    private static func controllerPrimitive<R: UIViewControllerRepresentable>(_: R.Type) -> any PrimitiveView.Type {
        RepresentedUIViewController<R>.self
    }

    /// Makes `node` a leaf for `view`: sized by `sizeThatFits` (nil: the default sizing),
    /// its frame set to the placed size at the origin (then `layoutIfNeeded()`), drawn as
    /// its background colours. Warns once per representable type that UIKit content is not drawn.
    static func host(_ view: UIView, on node: Node, kind: String, type: Any.Type,
                     sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) {
        warnOnce("\(kind) \(strippingGenerics(String(describing: type))): Raster cannot run UIKit, so only the "
                 + "background colours of its UIView and subviews are drawn, not what UIKit draws in them "
                 + "(text, images, draw(_:), layers)")
        let environment = node.environment
        node.outputs.placementHook = { node in
            view.frame = CGRect(origin: .zero, size: node.frame.size)
            view.layoutIfNeeded()
        }
        let layout = LeafLayout { proposal in
            if let size = sizeThatFits(proposal), size.width.isFinite, size.height.isFinite {
                return CGSize(width: max(0, size.width), height: max(0, size.height))
            }
            return defaultSize(of: view, for: proposal)
        }
        node.becomeLeaf(layout) { size in
            drawing(of: view, bounds: CGRect(origin: .zero, size: size), opacity: 1, in: environment)
        }
    }

    /// The proposal, an unspecified dimension taking the view's intrinsic size (10 points
    /// without one), as a UIView with low content hugging fills what SwiftUI offers.
    static func defaultSize(of view: UIView, for proposal: ProposedViewSize) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        func dimension(_ proposed: CGFloat?, _ intrinsic: CGFloat) -> CGFloat {
            proposed ?? (intrinsic >= 0 ? intrinsic : 10)
        }
        return CGSize(width: dimension(proposal.width, intrinsic.width), height: dimension(proposal.height, intrinsic.height))
    }

    /// `view`'s background over `bounds` (in the hosting node's space), then its subviews'
    /// at their frames offset by `bounds.origin`, each faded by its `alpha` and its
    /// ancestors'; hidden views and their subviews are skipped.
    private static func drawing(of view: UIView, bounds: CGRect, opacity: Double,
                                in environment: EnvironmentValues) -> [DisplayList.Item] {
        guard !view.isHidden else { return [] }
        let opacity = opacity * Double(min(max(view.alpha, 0), 1))
        var items: [DisplayList.Item] = []
        if let background = view.backgroundColor {
            var resolved = background.color.resolve(in: environment)
            resolved.opacity *= Float(opacity)
            if resolved.opacity > 0 { items.append(.fill(Path(bounds), .color(resolved), FillStyle())) }
        }
        for subview in view.subviews {
            let frame = subview.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
            items += drawing(of: subview, bounds: frame, opacity: opacity, in: environment)
        }
        return items
    }
}
#endif
