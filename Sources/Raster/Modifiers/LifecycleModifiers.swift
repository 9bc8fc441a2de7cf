// LifecycleModifiers.swift · Raster/Modifiers · mirrors SwiftUI onAppear, onDisappear, onChange(of:initial:_:), task, task(id:), onOpenURL, handlesExternalEvents(preferring:allowing:), onGeometryChange (iOS 17/18)
// Status: Partial — `task` runs its async work on a deterministic executor: it is started
// after the update that made the view appear and driven to completion by the host's
// `settle` step; cancellation on disappear is cooperative.

import Foundation

/// Runs actions when the modified view's node appears or disappears.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        // The latest closures win, as a view's latest value would in SwiftUI.
        node.outputs.appearActions = appear.map { [$0] } ?? []
        node.outputs.disappearActions = disappear.map { [$0] } ?? []
        if node.storage[Node.appearancesKey] == nil { node.storage[Node.appearancesKey] = ValueBox(0) }
        node.becomeTransparent(content: content)
    }
}

extension Node {
    /// The storage key of a lifecycle modifier's count of appeared views.
    static let appearancesKey = "appearances"

    /// The number of views an `onAppear`/`onDisappear` node has run its appear actions for,
    /// when it counts them: a lifecycle modifier applies to each view of its content, as in
    /// SwiftUI, so a `Group` of three runs `onAppear` three times.
    var appearances: ValueBox<Int>? { storage[Self.appearancesKey] as? ValueBox<Int> }

    /// How many times this node's appear and disappear actions run at once: once per view
    /// of its content (at least once), or once for a node that does not count views.
    var lifecycleMultiplicity: Int { appearances.map { max($0.value, 1) } ?? 1 }

    /// Queues the appear actions for the views of the content that appeared since they
    /// were last counted, and the disappear actions for those that went (the count of
    /// views is compared, not their identities).
    func countAppearances(units: Int) {
        guard let appearances else { return }
        let now = max(units, 1), before = appearances.value
        guard now != before else { return }
        appearances.value = now
        let actions = now > before ? outputs.appearActions : outputs.disappearActions
        for _ in 0..<abs(now - before) {
            for action in actions { graph.afterUpdate(action) }
        }
    }
}

/// Runs an action when a value changes between updates.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let key = "onChange"
        if let box = node.storage[key] as? ValueBox<Value> {
            let old = box.value
            if old != value {
                box.value = value
                let new = value, action = self.action
                graph.changeActionsQueued.insert("onChange(of: \(Value.self))")
                graph.afterUpdate { action(old, new) }
            }
        } else {
            node.storage[key] = ValueBox(value)
            if initial {
                let value = self.value, action = self.action
                graph.afterUpdate { action(value, value) }
            }
        }
        node.becomeTransparent(content: content)
    }
}

/// A mutable box for values a node keeps between updates.
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Adds an action to perform before this view appears (after the update that creates it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears (its identity ends).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value when `value` changes; also once with the
    /// initial value when `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes; also once initially when `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form, deprecated in iOS 17).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with a value computed from the view's geometry (its `GeometryProxy`:
    /// size, frame in a coordinate space, safe area) once it is laid out, and again after
    /// each layout that changes the value. Mirrors SwiftUI's `onGeometryChange(for:of:action:)`
    /// (iOS 18, back-deployed to iOS 16). The proxy is the view's own bounds; the view's
    /// layout is unchanged.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new value computed from the view's geometry when a
    /// layout changes it. Raster: it also runs once after the first layout, with the first
    /// value as both old and new [UNCERTAIN — as `onChange(of:initial: true)`].
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true, action)
        })
    }

    /// Registers `action` to run with each URL the app receives (a Universal Link or a custom
    /// URL scheme) while this view exists. Mirrors SwiftUI's `onOpenURL(perform:)`.
    ///
    /// Raster: nothing opens a rendered app from outside; a test delivers a URL with
    /// `ViewHost.deliverURL(_:)`, which runs every handler on screen.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OpenURLHandlerModifier(action: action))
    }

    /// Specifies the external events the view's scene handles if the scene is already open:
    /// those whose targeting identifier matches `preferring` are sent to this scene rather
    /// than to another, those matching `allowing` may be (iPadOS and macOS windows).
    ///
    /// Raster: accepted only: an iPhone app has one scene, which handles every event;
    /// `ViewHost.deliverURL(_:)` runs the `onOpenURL` handlers on screen.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }

    /// Runs asynchronous work when the view appears; it is cancelled when the view disappears.
    ///
    /// As SwiftUI's, `action` inherits the actor of the code that writes it: written in a
    /// view's `body` it is main-actor code, which may use `@MainActor` models synchronously.
    ///
    /// Raster: `priority` is accepted and recorded only; tasks run on the host's
    /// deterministic executor in the order they start, as the main actor (TaskRunner):
    /// their work up to a suspension on something outside Raster (a timer, I/O) is done
    /// in the update that starts them.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, action: action))
    }

    /// Runs asynchronous work when the view appears and again whenever `value` changes
    /// (the running task is cancelled first); the task is cancelled when the view
    /// disappears. Mirrors SwiftUI's `task(id:priority:_:)`; `action` inherits the actor of
    /// the code that writes it, as in `task(priority:_:)`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, action: action))
    }
}

/// Registers the view's `onOpenURL` handler with the window while the view exists.
struct OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    let action: (URL) -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let owner = ObjectIdentifier(node), requests = graph.systemRequests
        requests.urlHandlers.set(action, for: owner)
        node.outputs.disappearActions = [{ requests.urlHandlers.remove(for: owner) }]
        node.becomeTransparent(content: content)
    }
}

/// Starts `action` when the view appears and cancels it when it disappears; with an `id`,
/// also cancels and restarts it in the update that changes the id. Nonisolated: it only
/// hands its `@Sendable` closure to the host's `TaskRunner` (in a main-actor struct each
/// hand-over of the stored closure is diagnosed as a non-`Sendable` conversion).
nonisolated struct TaskModifier: ViewModifier, PrimitiveModifier {
    /// The id compared across updates, if any.
    let id: (any Equatable)?
    let action: @Sendable () async -> Void

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let action = self.action
        let handle = node.storage["task"] as? ValueBox<TaskHandle> ?? ValueBox(TaskHandle())
        let isNew = node.storage["task"] == nil
        node.storage["task"] = handle
        if let id {
            let previous = (node.storage["task.id"] as? ValueBox<any Equatable>)?.value
            node.storage["task.id"] = ValueBox<any Equatable>(id)
            // A task that has started (the view appeared, and has not disappeared) restarts.
            if !isNew, let previous, !id.isEqual(to: previous), handle.value.task != nil {
                handle.value.cancel()
                graph.afterUpdate { [weak graph] in graph?.tasks.start(handle.value, action) }
            }
        }
        node.outputs.appearActions = [{ [weak graph] in graph?.tasks.start(handle.value, action) }]
        node.outputs.disappearActions = [{ handle.value.cancel() }]
        node.becomeTransparent(content: content)
    }
}
