// ViewGraph.swift · Raster/Graph · the update cycle (SwiftUI's ViewGraph / attribute graph role)
// Status: Partial — identity, state, environment and observation dependencies, lifecycle
// events; no animations yet (issue 6).

import Foundation
import Observation

/// Keeps the render tree of one root view up to date.
///
/// An update walks from the root along the paths to nodes that need it. A node's body
/// runs again only when it is new, its view value changed, something its last body run
/// read changed (state, an environment value at a read key path, an observed property),
/// or it was invalidated explicitly. Children whose view value is unchanged are skipped.
final class ViewGraph {
    private(set) var root: Node?
    private var rootView: any View
    /// The environment given to the root; setting it revisits every node's environment reads.
    var environment: EnvironmentValues {
        didSet { rootChanged = true; needsUpdate = true }
    }
    /// Whether the root view or environment changed since the last pass.
    private var rootChanged = true

    /// The node whose body is running, to record what the body reads.
    private(set) var currentNode: Node?
    /// True while an update runs; state written then is applied in the next update.
    private(set) var isUpdating = false
    /// Set by invalidations; cleared by `update()`.
    private(set) var needsUpdate = true
    /// How many bodies have run, for tests and the update benchmarks.
    private(set) var bodyRunCount = 0

    /// `onPreferenceChange` actions, by node.
    var preferenceObservers: [ObjectIdentifier: PreferenceObserver] = [:]

    /// Runs the async work of `task` modifiers deterministically.
    let tasks = TaskRunner()

    /// Actions queued during an update, run once it finishes (onAppear, onChange...).
    private var pendingActions: [() -> Void] = []

    init(rootView: any View, environment: EnvironmentValues) {
        self.rootView = rootView
        self.environment = environment
    }

    /// Replaces the root view value (as a parent re-creating its child would).
    func setRootView(_ view: any View) {
        rootView = view
        rootChanged = true
        needsUpdate = true
    }

    /// Brings the tree up to date. Updates that state changes cause during the update (for
    /// example in `onAppear`) run in further passes, at most `maximumPasses` of them.
    func update() {
        var passes = 0
        repeat {
            needsUpdate = false
            runOnePass()
            passes += 1
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { action() }
            tasks.drain()
        } while needsUpdate && passes < Self.maximumPasses
        if needsUpdate {
            warnOnce("the view graph did not settle after \(Self.maximumPasses) update passes; state keeps changing during updates")
        }
    }

    static let maximumPasses = 16

    private func runOnePass() {
        isUpdating = true
        defer { isUpdating = false }
        let changed = rootChanged
        rootChanged = false
        if let root {
            update(root, view: rootView, environment: environment, environmentChanged: changed)
        } else {
            let node = Node(graph: self, parent: nil, key: .slot("root"), view: rootView, environment: environment)
            root = node
            update(node, view: rootView, environment: environment, environmentChanged: true)
        }
    }

    /// Runs `body` as part of an update (reconciliation during placement, for
    /// `GeometryReader` content), recording what it reads.
    func updating(_ body: () -> Void) {
        let was = isUpdating
        isUpdating = true
        defer { isUpdating = was }
        body()
    }

    /// Queues `action` to run after the current update.
    func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        needsUpdate = true
    }

    // MARK: Reconciliation

    /// The child of `parent` at `key` for `view`: the existing node when the key and the
    /// view type match (updated with `view`), otherwise a new node replacing the old one.
    @discardableResult
    func reconcile(parent: Node, key: ChildKey, view: any View) -> Node {
        let environment = parent.childEnvironment
        if let existing = parent.children[key] {
            if existing.viewType == ObjectIdentifier(type(of: view)) {
                update(existing, view: view, environment: environment, environmentChanged: true)
                return existing
            }
            remove(existing)
        }
        let node = Node(graph: self, parent: parent, key: key, view: view, environment: environment)
        parent.children[key] = node
        if !parent.childOrder.contains(key) { parent.childOrder.append(key) }
        update(node, view: view, environment: environment, environmentChanged: true)
        return node
    }

    /// Tears down `node` and its subtree: their state is released and `onDisappear` runs.
    func remove(_ node: Node) {
        preferenceObservers[ObjectIdentifier(node)] = nil
        for child in node.orderedChildren { remove(child) }
        node.children.removeAll()
        node.childOrder.removeAll()
        let disappear = node.disappearActions
        node.disappearActions.removeAll()
        node.isRemoved = true
        for action in disappear { afterUpdate(action) }
    }

    /// Brings `node` up to date with `view` in `environment`. One `DeepRecursion` step, so
    /// that views nested thousands of levels deep do not exhaust the stack.
    private func update(_ node: Node, view: any View, environment: EnvironmentValues, environmentChanged: Bool) {
        DeepRecursion.step { updateStep(node, view: view, environment: environment, environmentChanged: environmentChanged) }
    }

    private func updateStep(_ node: Node, view: any View, environment: EnvironmentValues, environmentChanged: Bool) {
        let isNew = !node.isInstalled
        let viewChanged = isNew || !ViewComparison.areEqual(node.view, view)
        let readChanged = environmentChanged && node.environmentReads.contains { $0.hasChanged(environment) }
        node.view = view
        node.environment = environment
        if isNew || viewChanged || readChanged || node.needsBodyUpdate {
            run(node)
        } else if environmentChanged || node.hasDirtyDescendant {
            let childEnvironment = node.childEnvironment
            for child in node.orderedChildren where environmentChanged || child.needsBodyUpdate || child.hasDirtyDescendant {
                update(child, view: child.view, environment: childEnvironment, environmentChanged: environmentChanged)
            }
        }
        node.hasDirtyDescendant = false
    }

    /// Runs the node's primitive update or body, recording what it reads.
    private func run(_ node: Node) {
        node.needsBodyUpdate = false
        node.invalidateLayout()
        let wasInstalled = node.isInstalled
        node.isInstalled = true
        if let primitive = node.view as? any PrimitiveView {
            node.drawing = NodeDrawing()
            node.environmentModifier = nil
            node.layoutValues = [:]
            node.ownLayoutPriority = nil
            node.placementHook = nil
            node.coordinateSpaceName = nil
            node.preferenceWriters = []
            node.tapHandlers = []
            node.contentShape = nil
            node.hitPath = nil
            node.allowsHitTesting = true
            node.isHitTestable = true
            primitive.update(node: node, in: self)
        } else {
            let view = node.view
            let body = evaluateBody(of: node, properties: view) { Self.body(of: view) }
            node.role = .list
            reconcile(parent: node, key: .body, view: body)
            node.retainChildren([.body], in: self)
        }
        if !wasInstalled { node.didAppear() }
    }

    /// Installs the dynamic properties of `properties` (a view or modifier value) on the
    /// node and runs `body`, recording the state, environment and Observable properties
    /// it reads.
    func evaluateBody(of node: Node, properties: Any, _ body: () -> any View) -> any View {
        let previous = currentNode
        currentNode = node
        defer { currentNode = previous }
        node.environmentReads.removeAll()
        for dependency in node.stateReads { dependency.removeReader(node) }
        node.stateReads.removeAll()
        DynamicPropertyInstaller.install(on: node, view: properties)
        bodyRunCount += 1
        return withObservationTracking {
            body()
        } onChange: { [weak self, weak node] in
            guard let self, let node else { return }
            self.invalidate(node)
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    // MARK: Invalidation

    /// Marks `node`'s body to run again in the next update.
    func invalidate(_ node: Node) {
        guard !node.isRemoved else { return }
        if isUpdating, node === currentNode {
            warnOnce("Modifying state during view update, this will cause undefined behavior.")
        }
        node.needsBodyUpdate = true
        var ancestor = node.parent
        while let a = ancestor, !a.hasDirtyDescendant {
            a.hasDirtyDescendant = true
            ancestor = a.parent
        }
        needsUpdate = true
    }
}
