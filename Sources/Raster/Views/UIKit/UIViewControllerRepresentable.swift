// UIViewControllerRepresentable.swift · Raster/Views/UIKit · mirrors SwiftUI UIViewControllerRepresentable, UIViewControllerRepresentableContext (iOS 17)
// Status: Partial — as UIViewRepresentable.swift: the life cycle runs, the controller's view
// tree is drawn by Raster (UIView+Drawing.swift).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that represents a UIKit view controller.
///
/// Raster: as `UIViewRepresentable`, with `makeUIViewController(context:)`,
/// `updateUIViewController(_:context:)` and `dismantleUIViewController(_:coordinator:)`;
/// the controller's `view` is loaded right after `makeUIViewController` (`viewDidLoad`
/// runs before the first update), as on iOS; the controller gets `viewWillAppear(false)` and
/// `viewDidAppear(false)` after the first update, and `viewWillDisappear(false)` and
/// `viewDidDisappear(false)` before it is dismantled. Its view tree is drawn as a
/// `UIViewRepresentable`'s is.
///
/// Its requirements run on the main actor (`@MainActor @preconcurrency`, as in the iOS 18
/// SDK), so a conformance in the Swift 6 mode compiles as it does in Xcode.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void
    /// The context passed to the representable's methods.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view
    /// controller to other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// Given a proposed size, returns the preferred size of the composite view, points; nil
    /// (the default) uses the controller view's default sizing (as `UIViewRepresentable`).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Does nothing (the default).
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// Returns nil: the default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }

    /// Representables have no body.
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Makes no coordinator (the default when `Coordinator` is `Void`).
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The view controller's associated coordinator (`makeCoordinator()`'s).
    public let coordinator: Representable.Coordinator
    /// The current transaction: its animation is the update's.
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues
}

/// The primitive the graph runs for a `UIViewControllerRepresentable` of type `R`.
struct RepresentedUIViewController<R: UIViewControllerRepresentable>: PrimitiveView, RunsUserClosures {
    let representable: R

    /// Runs the representable's code as the node's view code (`Node.evaluating`), so that
    /// what it asks of UIKit (`UIApplication`, `UIFont.preferredFont`, `UIAccessibility`)
    /// answers for this host and environment.
    static func update(_ view: any View, node: Node, in graph: ViewGraph) {
        Node.$evaluating.withValue(node) { RepresentedUIViewController(representable: view as! R).update(node: node, in: graph) }
    }

    func update(node: Node, in graph: ViewGraph) {
        DynamicPropertyInstaller.install(on: node, view: representable)
        let representable = self.representable
        let (hosted, isNew) = HostedPlatformView<R.UIViewControllerType, R.Coordinator>.on(
            node, makeCoordinator: representable.makeCoordinator) {
            let controller = representable.makeUIViewController(context: R.Context(coordinator: $0, transaction: graph.currentTransaction,
                                                                                   environment: node.environment))
            // iOS loads the controller's view as soon as it is made, before the first update.
            _ = controller.view
            return controller
        }
        let controller = hosted.view
        let context = R.Context(coordinator: hosted.coordinator, transaction: graph.currentTransaction,
                                environment: node.environment)
        representable.updateUIViewController(controller, context: context)
        if isNew {
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
            if let sheet = controller as? UIActivityViewController {
                graph.systemRequests.share(sheet.shareRequest)
                warnOnce("UIActivityViewController: Raster draws no share sheet, so its view is empty; its items are recorded "
                         + "in ViewHost.sharedItems. Snapshot the screen that presents it instead")
            }
        }
        node.outputs.disappearActions = [{
            controller.viewWillDisappear(false)
            controller.viewDidDisappear(false)
            R.dismantleUIViewController(controller, coordinator: hosted.coordinator)
        }]
        PlatformViewHosting.host(controller.view, on: node, kind: "UIViewControllerRepresentable", type: R.self) { proposal in
            representable.sizeThatFits(proposal, uiViewController: controller, context: context)
        }
    }
}
#endif
