// UIGestureRecognizerRepresentable.swift · Raster/Views/UIKit · mirrors SwiftUI UIGestureRecognizerRepresentable, UIGestureRecognizerRepresentableContext, UIGestureRecognizerRepresentableCoordinateSpaceConverter, View.gesture(_:) of a representable (iOS 18)
// Status: Complete for the touches a ViewHost plays — the recognizer competes with the
// SwiftUI gestures around it as a `gesture(_:)` does (GestureChain.swift).

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A wrapper for a `UIGestureRecognizer` that you use to integrate that gesture recognizer
/// into your SwiftUI hierarchy; attach it with `gesture(_:)`.
///
/// Raster: the recognizer recognizes the touches a `ViewHost` plays on the view
/// (`tap(at:)`, `drag(from:to:duration:)`, `longPress(at:duration:)`, `pinch`, `rotate`) on
/// the host's clock, in UIKit's state sequence (a tap `.ended`; a pan `.began`, `.changed`…,
/// `.ended`; a long press `.began`, then `.changed` at each move, `.ended`), and
/// `handleUIGestureRecognizerAction(_:context:)` runs at each step, with the recognizer's
/// `state` set, as SwiftUI's installed target runs it. `makeCoordinator(converter:)`, then
/// `makeUIGestureRecognizer(context:)`, run when the view first appears;
/// `updateUIGestureRecognizer(_:context:)` then and in each update that reaches the view.
/// The recognizer's `view` is the host's window (on iOS, SwiftUI's hosting view, which fills
/// it), so `location(in: recognizer.view)` is in window points; `context.converter` gives
/// locations in SwiftUI coordinate spaces. Against the SwiftUI gestures of the view and
/// those around it, the recognizer competes as a gesture attached with `gesture(_:)` does.
@MainActor @preconcurrency public protocol UIGestureRecognizerRepresentable {
    /// The type of the gesture recognizer.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer = UIGestureRecognizer
    /// A type to coordinate with the gesture recognizer.
    associatedtype Coordinator = Void
    /// The context passed to the representable's methods.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// The type that converts the recognizer's locations to SwiftUI coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Creates the gesture recognizer and configures its initial state.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Handles the recognizer's action: runs each time its state changes to one UIKit
    /// reports (`.began`, `.changed`, `.ended`, `.cancelled`).
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Updates the recognizer with new information from SwiftUI.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Creates the custom object that you use to communicate state changes from your
    /// gesture recognizer to other parts of your SwiftUI interface.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    /// Does nothing (the default).
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Does nothing (the default).
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// Makes no coordinator (the default when `Coordinator` is `Void`).
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update
/// a represented gesture recognizer.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The custom object that you use to communicate state changes from your gesture
    /// recognizer to other parts of your SwiftUI interface (`makeCoordinator(converter:)`'s).
    public let coordinator: Representable.Coordinator
    /// Converts the recognizer's locations to coordinate spaces of the associated view.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// A proxy structure used to convert locations to and from coordinate spaces in the
/// hierarchy of the SwiftUI view associated with a `UIGestureRecognizerRepresentable`.
///
/// Raster: points, with the views' positions (and their offset, scale and rotation effects)
/// at the time of the call. Before the recognizer has seen a touch, its location is the
/// window's origin.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// Weak: a coordinator often keeps the converter, and the source keeps the coordinator.
    weak var source: RepresentedRecognizerSource?

    /// The recognizer's current location in the coordinate space of the view it's attached to.
    public var localLocation: CGPoint { location(in: .local) }
    /// The recognizer's current translation in the coordinate space of the view it's attached
    /// to; nil when the recognizer has no translation (only a `UIPanGestureRecognizer` has).
    public var localTranslation: CGPoint? { translation(in: .local) }
    /// The recognizer's current velocity in the coordinate space of the view it's attached
    /// to; nil when the recognizer has no velocity as a point (only a `UIPanGestureRecognizer` has).
    public var localVelocity: CGPoint? { velocity(in: .local) }

    /// The recognizer's current location (`location(in: nil)`, window points) converted to
    /// `coordinateSpace`.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        guard let source else { return .zero }
        return source.convert(source.recognizer?.location(in: nil) ?? .zero, to: coordinateSpace.coordinateSpace)
    }

    /// The recognizer's current translation converted to `coordinateSpace`; nil when it has
    /// none (only a `UIPanGestureRecognizer` has).
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let source, let pan = source.recognizer as? UIPanGestureRecognizer else { return nil }
        return source.convertVector(pan.translation(in: nil), to: coordinateSpace.coordinateSpace)
    }

    /// The recognizer's current velocity (points per second) converted to `coordinateSpace`;
    /// nil when it has none as a point (only a `UIPanGestureRecognizer` has).
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let source, let pan = source.recognizer as? UIPanGestureRecognizer else { return nil }
        return source.convertVector(pan.velocity(in: nil), to: coordinateSpace.coordinateSpace)
    }
}

/// What a representable keeps on its view's unit, and what its converter converts from: the
/// recognizer (made after the coordinator, so filled in then) and the unit.
final class RepresentedRecognizerSource {
    var recognizer: UIGestureRecognizer?
    weak var node: Node?
    /// The representable's coordinator, kept for the view's lifetime.
    var coordinator: Any?

    /// The context of the representable's methods.
    func context<R: UIGestureRecognizerRepresentable>(of _: R.Type) -> R.Context {
        R.Context(coordinator: coordinator as! R.Coordinator,
                  converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter(source: self))
    }

    /// `point` (window points) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        GestureContext(node: node).convert(point, to: space)
    }

    /// `vector` (window points) in `space`: the difference of its ends, converted.
    func convertVector(_ vector: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin = convert(.zero, to: space), end = convert(vector, to: space)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

extension View {
    /// Attaches a gesture recognizer representable to the view.
    ///
    /// Raster: see `UIGestureRecognizerRepresentable`; a disabled view (`disabled(true)`)
    /// has none, as with `gesture(_:)`.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        modifier(RepresentedGestureModifier(representable: representable))
    }
}

/// Keeps a representable's recognizer on the modified view's unit and attaches it as the
/// view's gesture.
struct RepresentedGestureModifier<R: UIGestureRecognizerRepresentable>: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let representable: R
    var dumpName: String { "gesture" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let (recognizer, source) = Node.$evaluating.withValue(node) { made(on: node, in: graph) }
        representable.updateUIGestureRecognizer(recognizer, context: source.context(of: R.self))
        let representable = self.representable
        // Weak: the source keeps the recognizer, which keeps this handler.
        recognizer.actionHandler = { [weak source] recognizer in
            guard let source else { return }
            representable.handleUIGestureRecognizerAction(recognizer as! R.UIGestureRecognizerType, context: source.context(of: R.self))
        }
        if node.environment.isEnabled {
            node.outputs.gesture = GestureAttachment(priority: .normal, mask: .all) { _ in UIKitRecognizerGroup([recognizer]) }
        }
        node.becomeUnary(PassthroughLayout(), content: content)
    }

    /// The recognizer kept on `node` and what keeps it, made (coordinator first) on first use.
    private func made(on node: Node, in graph: ViewGraph) -> (R.UIGestureRecognizerType, RepresentedRecognizerSource) {
        let key = "gestureRecognizerRepresentable"
        let source = node.storage[key] as? RepresentedRecognizerSource ?? RepresentedRecognizerSource()
        source.node = node
        if node.storage[key] == nil {
            node.storage[key] = source
            source.coordinator = representable.makeCoordinator(converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter(source: source))
        }
        if let recognizer = source.recognizer as? R.UIGestureRecognizerType { return (recognizer, source) }
        let recognizer = representable.makeUIGestureRecognizer(context: source.context(of: R.self))
        recognizer.view = UIWindowScene.hostScene(of: graph).keyWindow
        source.recognizer = recognizer
        return (recognizer, source)
    }
}
#endif
