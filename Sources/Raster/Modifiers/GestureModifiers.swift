// GestureModifiers.swift · Raster/Modifiers · mirrors SwiftUI onTapGesture(count:perform:), contentShape(_:eoFill:), allowsHitTesting(_:) (iOS 17)
// Status: Partial — tap gestures only; a tap with `count` 2 needs two `tap(at:)` calls
// on the host within 0.3 s of host time.

import Foundation

/// A tap action of the modified view.
struct TapHandler {
    var count: Int
    var action: () -> Void
}

/// Makes the modified view respond to taps.
struct TapGestureModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let handler: TapHandler
    var dumpName: String { "onTapGesture" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.tapHandlers = [handler]
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// Changes how the modified view is hit.
struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    var contentShape: ((CGSize) -> Path)?
    var allowsHitTesting = true

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.contentShape = contentShape
        node.outputs.allowsHitTesting = allowsHitTesting
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

extension View {
    /// Adds an action to perform when this view recognizes `count` taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(handler: TapHandler(count: max(1, count), action: action)))
    }

    /// Defines the content shape for hit testing: taps inside `shape` (in the view's
    /// frame) hit the view even where it draws nothing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitTestingModifier(contentShape: { size in shape.path(in: CGRect(origin: .zero, size: size)) }))
    }

    /// Configures whether this view (and its descendants) can be hit by taps.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(contentShape: nil, allowsHitTesting: enabled))
    }
}
