// UIViewRepresentable.swift · Raster/Views/UIKit · mirrors SwiftUI UIViewRepresentable, UIViewRepresentableContext (iOS 17)
// Status: Partial — make, update and dismantle run when SwiftUI runs them, and layout asks
// `sizeThatFits`; the UIView tree is drawn by Raster (UIView+Drawing.swift), not by UIKit.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// Raster: Raster cannot run UIKit. The view's life follows SwiftUI's: `makeCoordinator()`
/// then `makeUIView(context:)` then `updateUIView(_:context:)` when the view first appears;
/// `updateUIView(_:context:)` again in each update that reaches the representable (its
/// properties changed, or state or environment it reads); `dismantleUIView(_:coordinator:)`
/// when it is removed. Layout proposes to `sizeThatFits(_:uiView:context:)`; when that returns
/// nil, the view takes the proposal, an unspecified dimension taking the view's
/// `intrinsicContentSize` (10 points without one). The view tree is drawn as iOS draws it
/// (backgrounds, layer corners, borders and shadows, and the content of `UILabel`,
/// `UIImageView`, `UITextView` and `UIActivityIndicatorView`); `draw(_:)` and the drawing of
/// other subclasses cannot run, and a warning says so once per subclass.
///
/// Its requirements run on the main actor (`@MainActor @preconcurrency`, as in the iOS 18
/// SDK), so a conformance in the Swift 6 mode compiles as it does in Xcode.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    /// The context passed to the representable's methods.
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to
    /// other parts of your SwiftUI interface.
    func makeCoordinator() -> Coordinator
    /// Given a proposed size, returns the preferred size of the composite view, points; nil
    /// (the default) uses the view's default sizing (see the protocol's "Raster:" notes).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Does nothing (the default).
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Returns nil: the default sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Representables have no body.
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    /// Makes no coordinator (the default when `Coordinator` is `Void`).
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator (`makeCoordinator()`'s).
    public let coordinator: Representable.Coordinator
    /// The current transaction: its animation is the update's.
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues
}

/// The primitive the graph runs for a `UIViewRepresentable` of type `R`.
struct RepresentedUIView<R: UIViewRepresentable>: PrimitiveView, RunsUserClosures {
    let representable: R

    /// Runs the representable's code as the node's view code (`Node.evaluating`), so that
    /// what it asks of UIKit (`UIApplication`, `UIFont.preferredFont`, `UIAccessibility`)
    /// answers for this host and environment.
    static func update(_ view: any View, node: Node, in graph: ViewGraph) {
        Node.$evaluating.withValue(node) { RepresentedUIView(representable: view as! R).update(node: node, in: graph) }
    }

    func update(node: Node, in graph: ViewGraph) {
        DynamicPropertyInstaller.install(on: node, view: representable)
        let representable = self.representable
        let hosted = HostedPlatformView<R.UIViewType, R.Coordinator>.on(node, makeCoordinator: representable.makeCoordinator) {
            representable.makeUIView(context: R.Context(coordinator: $0, transaction: graph.currentTransaction,
                                                        environment: node.environment))
        }.hosted
        let context = R.Context(coordinator: hosted.coordinator, transaction: graph.currentTransaction,
                                environment: node.environment)
        representable.updateUIView(hosted.view, context: context)
        node.outputs.disappearActions = [{ R.dismantleUIView(hosted.view, coordinator: hosted.coordinator) }]
        PlatformViewHosting.host(hosted.view, on: node, kind: "UIViewRepresentable", type: R.self) { proposal in
            representable.sizeThatFits(proposal, uiView: hosted.view, context: context)
        }
    }
}
#endif
