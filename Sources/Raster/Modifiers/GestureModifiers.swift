// GestureModifiers.swift · Raster/Modifiers · mirrors SwiftUI gesture(_:including:), simultaneousGesture, highPriorityGesture, onTapGesture, onLongPressGesture, GestureMask, contentShape, ContentShapeKinds, allowsHitTesting (iOS 17)
// Status: Complete — how gestures of nested views compete is in Gestures/GestureChain.swift.

import Foundation

/// A tap action of the modified view.
struct TapHandler {
    var count: Int
    var action: () -> Void
}

/// Makes the modified view respond to taps; a disabled view (`disabled(true)`) does not, and
/// its taps go to the gestures and tap actions of the views around it, as SwiftUI's do.
struct TapGestureModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let handler: TapHandler
    var dumpName: String { "onTapGesture" }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.tapHandlers = node.environment.isEnabled ? [handler] : []
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// Options that control how adding a gesture to a view affects other gestures recognized
/// by the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture attached to a unit, with how it competes with its subviews' gestures.
struct GestureAttachment {
    enum Priority {
        /// `gesture(_:including:)`: the subviews' gestures go first.
        case normal
        /// `highPriorityGesture(_:including:)`: this gesture goes first.
        case high
        /// `simultaneousGesture(_:including:)`: both recognize.
        case simultaneous
    }

    var priority: Priority
    var mask: GestureMask
    /// The gesture's recognizer for one touch sequence, its value dropped.
    var makeRecognizer: (GestureContext) -> GestureRecognizer<Void>

    init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        self.init(priority: priority, mask: mask) { WrappingRecognizer(Raster.makeRecognizer(for: gesture, in: $0)) { _ in () } }
    }

    /// An attachment whose recognizer `makeRecognizer` makes (a UIKit recognizer's,
    /// UIGestureRecognizerRepresentable.swift).
    init(priority: Priority, mask: GestureMask, makeRecognizer: @escaping (GestureContext) -> GestureRecognizer<Void>) {
        self.priority = priority
        self.mask = mask
        self.makeRecognizer = makeRecognizer
    }
}

/// Attaches a gesture to the modified view; a disabled view (`disabled(true)`) has none.
struct GestureModifier: ViewModifier, PrimitiveModifier, ModifierDumpNaming {
    let attachment: GestureAttachment
    var dumpName: String {
        switch attachment.priority {
        case .normal: return "gesture"
        case .high: return "highPriorityGesture"
        case .simultaneous: return "simultaneousGesture"
        }
    }

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        if node.environment.isEnabled { node.outputs.gesture = attachment }
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// Changes how the modified view is hit.
struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    var contentShape: ((CGSize, CGPoint) -> Bool)?
    var allowsHitTesting = true
    /// Whether the content shape is the view's frame grown to a minimum touch target (a bar
    /// item's 44 points), which yields to a view whose own frame holds the touch.
    var growsFrame = false

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.contentShape = contentShape
        node.outputs.contentShapeGrowsFrame = growsFrame
        node.outputs.allowsHitTesting = allowsHitTesting
        node.becomeUnary(PassthroughLayout(), content: content)
    }
}

/// The kinds of shapes a `contentShape(_:_:eoFill:)` defines.
///
/// Raster: only `.interaction` changes anything (hit testing); the others are kept for
/// source compatibility, as there are no drag or context-menu previews, hover or focus effects.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Adds an action to perform when this view recognizes `count` taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(handler: TapHandler(count: max(1, count), action: action)))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// Raster: a touch on this view's content goes to the gestures of the views under the
    /// finger, innermost first: this gesture recognizes only if theirs fail (unless it
    /// succeeds outright while theirs are still undecided). `mask` turns this gesture
    /// (`.gesture`) and the subviews' gestures (`.subviews`) on or off.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .normal, mask: mask)))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// Raster: this gesture goes first; the subviews' gestures recognize only if it fails.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .high, mask: mask)))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// Raster: this gesture and the subviews' gestures all recognize.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attachment: GestureAttachment(gesture, priority: .simultaneous, mask: mask)))
    }

    /// Attaches a gesture with a lower precedence than the view's own gestures, or none when
    /// `isEnabled` is false (the subviews' gestures still recognize): `gesture(_:including:)`
    /// with `.all` or `.subviews`.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// `gesture(_:isEnabled:)` with a name (iOS 18).
    ///
    /// Raster: the name is accepted and not used; on iOS it lets UIKit gesture recognizers
    /// find this gesture (through their delegates), which Raster's UIKit recognizers cannot.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a gesture with a higher precedence than the view's own gestures, or none when
    /// `isEnabled` is false (the subviews' gestures still recognize).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// `highPriorityGesture(_:isEnabled:)` with a name (iOS 18; the name as in
    /// `gesture(_:name:isEnabled:)`).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a gesture that recognizes together with the view's own gestures, or none when
    /// `isEnabled` is false (the subviews' gestures still recognize).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// `simultaneousGesture(_:isEnabled:)` with a name (iOS 18; the name as in
    /// `gesture(_:name:isEnabled:)`).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, isEnabled: isEnabled)
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// Raster: a `LongPressGesture(minimumDuration:maximumDistance:)` attached with
    /// `gesture(_:)`. `onPressingChanged` gets `true` at touch-down and `false` when the
    /// press succeeds (before `action` runs), fails or loses to another gesture.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                onPressingChanged: onPressingChanged).onEnded { _ in action() })
    }

    /// Adds an action to perform when this view recognizes a long press gesture (the iOS 13
    /// spelling with `pressing` first).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }

    /// Defines the content shape for hit testing: touches inside `shape` (in the view's
    /// frame) hit the view even where it draws nothing, and touches outside it miss the view.
    /// With `eoFill`, the shape's inside follows the even-odd rule.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// Sets the content shape of `kind` for this view.
    ///
    /// Raster: with `.interaction` in `kind`, as `contentShape(_:eoFill:)`; other kinds have
    /// no effect (see `ContentShapeKinds`).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        let contains: ((CGSize, CGPoint) -> Bool)? = kind.contains(.interaction)
            ? { size, point in shape.path(in: CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill) }
            : nil
        return modifier(HitTestingModifier(contentShape: contains))
    }

    /// Configures whether this view (and its descendants) can be hit by touches: when false,
    /// touches go to the views behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(contentShape: nil, allowsHitTesting: enabled))
    }
}

/// A long press that reports its pressing state (`onLongPressGesture`'s `onPressingChanged`).
private struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Body = Never
    typealias Value = Bool
    let base: LongPressGesture
    let onPressingChanged: ((Bool) -> Void)?

    func makeAnyRecognizer(in context: GestureContext) -> AnyObject {
        PressingRecognizer(makeRecognizer(for: base, in: context), onPressingChanged: onPressingChanged)
    }
}

/// Calls `onPressingChanged(true)` when its child becomes active and `(false)` when it is over.
private final class PressingRecognizer: WrappingRecognizer<Bool, Bool> {
    let onPressingChanged: ((Bool) -> Void)?
    private var isPressing = false

    init(_ child: GestureRecognizer<Bool>, onPressingChanged: ((Bool) -> Void)?) {
        self.onPressingChanged = onPressingChanged
        super.init(child) { $0 }
    }

    override func deliver() {
        super.deliver()
        switch state {
        case .active where !isPressing:
            isPressing = true
            onPressingChanged?(true)
        case .ended, .failed:
            release()
        default:
            break
        }
    }

    override func cancel() {
        super.cancel()
        release()
    }

    private func release() {
        guard isPressing else { return }
        isPressing = false
        onPressingChanged?(false)
    }
}
