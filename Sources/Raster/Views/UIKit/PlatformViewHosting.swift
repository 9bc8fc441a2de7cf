// PlatformViewHosting.swift · Raster/Views/UIKit · how a representable's UIKit view takes part in layout and drawing (Raster's own; SwiftUI's platform view host)
// Status: Partial — UIKit's own drawing of the views Raster knows (UIView+Drawing.swift);
// a subclass's own drawing (`draw(_:)`) cannot run and is warned about.

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

/// A node's hosted UIKit object, whatever its types: the view touches reach.
protocol HostedUIKitView: AnyObject {
    /// The top view of what the representable hosts (a controller's `view`).
    var topView: UIView? { get }
}

extension HostedPlatformView: HostedUIKitView {
    var topView: UIView? { (view as? UIView) ?? (view as? UIViewController)?.view }
}

enum PlatformViewHosting {
    /// Whether `node` hosts a UIKit view with a gesture recognizer in its tree.
    static func hostsGestureRecognizers(_ node: Node) -> Bool {
        func has(_ view: UIView) -> Bool { !view.attachedGestureRecognizers.isEmpty || view.subviews.contains(where: has) }
        guard let hosted = node.storage[HostedPlatformView<Any, Any>.key] as? HostedUIKitView, let view = hosted.topView else { return false }
        return has(view)
    }

    /// The gesture recognizers a touch at `location` (window points) reaches in the UIKit
    /// view `node` hosts (UIView+Gestures.swift), innermost first; none when it hosts none.
    /// The top view learns where it is in the window, for the recognizers' locations.
    static func gestureRecognizers(on node: Node, at location: CGPoint) -> [UIGestureRecognizer] {
        guard let hosted = node.storage[HostedPlatformView<Any, Any>.key] as? HostedUIKitView,
              let view = hosted.topView else { return [] }
        let toWindow = node.transformToGlobal
        view.hostedToWindow = toWindow
        let local = location.applying(toWindow.inverted())
        return view.gestureRecognizers(reachedAt: CGPoint(x: local.x + view.bounds.minX, y: local.y + view.bounds.minY))
    }

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
    /// its frame set to the placed size at the origin (then `layoutIfNeeded()`, which applies
    /// its hierarchy's constraints on the screen's pixel grid, as a label's size is, in the
    /// environment's layout direction), drawn as
    /// Core Animation draws it (UIView+Drawing.swift). `kind` and `type` name the
    /// representable in warnings.
    static func host(_ view: UIView, on node: Node, kind: String, type: Any.Type,
                     sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) {
        let environment = node.environment
        view.hostingGraph = node.graph
        node.outputs.placementHook = { node in
            // UIKit code run by the layout (a view's `layoutSubviews`, a label's size at the
            // screen's scale) reads this host, as the representable's `make…` did.
            Node.$acting.withValue(node) {
                view.layoutHost = (UIScreen.main.scale, environment.layoutDirection == .rightToLeft)
                view.hostingGraph = node.graph
                view.hostEnvironment = environment
                view.frame = CGRect(origin: .zero, size: node.frame.size)
                let insets = unsafeAreaCovered(by: node)
                if insets != view.hostedSafeAreaInsets {
                    view.hostedSafeAreaInsets = insets
                    view.setNeedsLayout()
                    view.safeAreaInsetsDidChange()
                }
                view.layoutIfNeeded()
            }
        }
        let layout = LeafLayout { proposal in
            if let size = sizeThatFits(proposal), size.width.isFinite, size.height.isFinite {
                return CGSize(width: max(0, size.width), height: max(0, size.height))
            }
            return defaultSize(of: view, for: proposal)
        }
        node.becomeLeaf(layout) { size in
            warnAboutUndrawnSubclasses(in: view, hostedBy: "\(kind) \(strippingGenerics(String(describing: type)))")
            return view.displayItems(at: CGRect(origin: .zero, size: size), in: environment)
        }
    }

    /// How far the device's unsafe edges reach into `node`'s frame, points (UIKit's
    /// `safeAreaInsets` of a view there, left and right as on the screen); zero outside any
    /// safe area.
    private static func unsafeAreaCovered(by node: Node) -> UIEdgeInsets {
        guard let placement = node.placedSafeArea, let safe = placement.layers.last?.safe else { return .zero }
        let frame = placement.global(node.frame)
        return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    /// The proposal, an unspecified dimension taking the view's intrinsic size (10 points
    /// without one), as a UIView with low content hugging fills what SwiftUI offers; along an
    /// axis whose content hugging priority is `.defaultHigh` or more, no more than the
    /// intrinsic size, as a hugging view keeps its size. [UNCERTAIN: the threshold; views
    /// hugging at `.defaultHigh` are how apps make a representable keep its intrinsic size.]
    static func defaultSize(of view: UIView, for proposal: ProposedViewSize) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        func dimension(_ proposed: CGFloat?, _ intrinsic: CGFloat, _ axis: NSLayoutConstraint.Axis) -> CGFloat {
            guard intrinsic >= 0 else { return proposed ?? 10 }
            guard let proposed else { return intrinsic }
            return proposed > intrinsic && view.contentHuggingPriority(for: axis) >= .defaultHigh ? intrinsic : proposed
        }
        return CGSize(width: dimension(proposal.width, intrinsic.width, .horizontal),
                      height: dimension(proposal.height, intrinsic.height, .vertical))
    }

    /// The class among those Raster draws that `view` is (the most derived), and its name.
    private static func drawnClass(of view: UIView) -> (type: UIView.Type, name: String) {
        switch view {
        case is UITextView: (UITextView.self, "UITextView")
        case is UILabel: (UILabel.self, "UILabel")
        case is UIImageView: (UIImageView.self, "UIImageView")
        case is UIActivityIndicatorView: (UIActivityIndicatorView.self, "UIActivityIndicatorView")
        case is UIVisualEffectView: (UIVisualEffectView.self, "UIVisualEffectView")
        case is UIScrollView: (UIScrollView.self, "UIScrollView")
        case is UIStackView: (UIStackView.self, "UIStackView")
        case is HostingControllerView: (HostingControllerView.self, "UIHostingController's view")
        default: (UIView.self, "UIView")
        }
    }

    /// Warns once per type of `view` and its subviews that subclasses a class Raster draws,
    /// naming the representable (`host`): what the subclass draws itself is not drawn.
    static func warnAboutUndrawnSubclasses(in view: UIView, hostedBy host: String) {
        let base = drawnClass(of: view)
        if ObjectIdentifier(Swift.type(of: view)) != ObjectIdentifier(base.type) {
            warnOnce("\(host): \(strippingGenerics(String(describing: Swift.type(of: view)))) is drawn as a \(base.name) (its "
                     + "background, layer and \(base.name) content); Raster cannot run UIKit, so what the subclass draws "
                     + "itself (draw(_:), overridden drawing) is not drawn")
        }
        view.subviews.forEach { warnAboutUndrawnSubclasses(in: $0, hostedBy: host) }
    }
}
#endif
