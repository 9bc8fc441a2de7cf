// ViewGraph.swift · Raster/Graph · the update cycle (SwiftUI's ViewGraph / attribute graph role)
// Status: Complete for identity, state, environment and observation dependencies, lifecycle
// events and transactions; animation is the animator's (Animation/Animator.swift).

import Foundation
import Combine
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
    @exclusivity(unchecked) private(set) var currentNode: Node?
    /// True while an update runs; state written then is applied in the next update.
    private(set) var isUpdating = false
    /// Set by invalidations; cleared by `update()`.
    private(set) var needsUpdate = true
    /// How many bodies have run, for tests and the update benchmarks.
    @exclusivity(unchecked) private(set) var bodyRunCount = 0
    /// How many update-and-layout passes the last frame needed to settle.
    var lastSettlePasses = 0
    /// How many bodies have run per view type, with the type's name without generic
    /// arguments: counted by type, as hashing the name on every body run cost more.
    @exclusivity(unchecked) private var bodyRunCountsByType: [ObjectIdentifier: (name: String, count: Int)] = [:]

    /// `onPreferenceChange` actions, by node.
    var preferenceObservers: [ObjectIdentifier: PreferenceObserver] = [:]
    /// The preference keys some node's modifiers have written since the graph was made, each
    /// with its bit in `Node.preferenceKeysBelow`: one bit each for the first 63 keys, the
    /// top bit shared by the others. A key no view writes has its default everywhere, without
    /// walking the tree (the window reads `preferredColorScheme` every frame).
    private(set) var preferenceKeyBits: [ObjectIdentifier: UInt64] = [:]

    /// Gives `key` its bit in `preferenceKeyBits` when it has none yet.
    func registerPreferenceKey(_ key: ObjectIdentifier) {
        guard preferenceKeyBits[key] == nil else { return }
        preferenceKeyBits[key] = 1 << UInt64(min(preferenceKeyBits.count, 63))
    }
    /// Counts the changes that can change a node's preference values: node updates (which
    /// set preference writers and children), removals, and a `ViewThatFits`'s choice of the
    /// child it reports. While it stands still, no value has changed.
    @exclusivity(unchecked) var preferenceEpoch = 0

    /// The animation stage: the clock, animated attributes, ghosts and completions.
    let animator = Animator()
    /// The clock Combine's main-queue schedulers and timers use while this graph runs user
    /// code, and `TimelineView`s read (Graph/ViewGraph+HostClock.swift).
    let hostClock = HostClock()
    /// The window's size, for `containerRelativeFrame` outside scroll views: the size the
    /// root is laid out in (nil for an ideal-size render).
    let windowContainer = ContainerSize()
    /// The scheme the host's `UIWindow.overrideUserInterfaceStyle` sets; nil for the host's own.
    var windowColorScheme: ColorScheme?
    /// The accent colour the host's `UIWindow.tintColor` sets; nil for the one
    /// `UIWindow.appearance().tintColor` gives (`AppearanceProxyStore.windowTint`), else blue.
    var windowTint: Color?
    /// The window's safe-area insets (a device's), points; nil for a window without a safe
    /// area. The root is then proposed and placed in the window less these insets.
    var windowSafeAreaInsets: EdgeInsets?
    /// The device whose screen the window is, if any, for `UIScreen.main` (Rendering/UIScreen.swift).
    var device: Device?
    /// The transaction of state changes since the last update (from `withAnimation`...).
    private var pendingTransaction: Transaction?
    /// The transaction the current update applies.
    private(set) var currentTransaction = Transaction()
    /// Counts updates, so that `.animation(_:value:)` overrides apply to one update only.
    private(set) var transactionSerial = 0

    /// Units placed (or placed again) in the current layout pass, parents before children,
    /// each once. Written once per placed unit, so (like the node's layout fields) without
    /// the runtime's exclusivity checks.
    @exclusivity(unchecked) var placedThisPass: [Node] = []
    /// The `GeometryReader`s, by node: a reader whose ancestors moved (a scroll view's content)
    /// is not placed again by the placement that moved them, so each layout pass looks for
    /// readers whose geometry changed since their content was built (`placeMovedReaders`).
    var geometryReaders: [ObjectIdentifier: GeometryReaderBuild] = [:]
    /// Counts layout passes; a node placed in the current one has `placedInPass` equal to it.
    @exclusivity(unchecked) var layoutPass = 0
    /// The latest transaction serial a node's `transactionOverride` was set for: while it
    /// is not the current serial, no override applies and `animation(for:)` need not look.
    var latestOverrideSerial = -1
    /// Whether any node ever had a `transactionTransform` (else `animation(for:)` need not look).
    var hasTransactionTransforms = false
    /// Units with a `matchedGeometryEffect`, in the order they registered.
    var matchedNodes: [ObjectIdentifier: WeakNode] = [:]
    var matchedOrder: [ObjectIdentifier] = []
    /// Global frames of matched-geometry sources after the last layout, and before it.
    var currentMatchedFrames: [MatchedGeometry.Key: CGRect] = [:]
    var previousMatchedFrames: [MatchedGeometry.Key: CGRect] = [:]
    /// Set while a ghost's own subtree changes, so that those removals are immediate.
    var suppressesGhosts = false

    /// The sheets, covers, alerts and dialogs presented in the window.
    let presentations = PresentationStore()
    /// Runs the async work of `task` modifiers deterministically.
    let tasks = TaskRunner(asMainActor: true)
    /// The values of this scene's `SceneStorage` properties.
    let sceneStorage = SceneStorageValues()
    /// The `AppStorage` and `SceneStorage` keys bodies read, checked before each pass.
    let storedKeyDependencies = StoredKeyDependencies()
    /// The focused values `@FocusedValue` properties read (State/FocusedValues.swift).
    let focusedValues = FocusedValuesStore()

    /// Actions queued during an update, run once it finishes (onAppear, onChange...).
    private var pendingActions: [() -> Void] = []
    /// The `onChange(of: T)` modifiers whose actions were queued in this pass, for
    /// SwiftUI's warning when they keep the frame from settling.
    var changeActionsQueued: Set<String> = []
    /// The URLs opened, items shared and feedback played by the window's views.
    let systemRequests = SystemRequests()
    /// The UIKit appearance proxies the window's bars read and its view code writes: those
    /// current when the window was made (Views/UIKit/AppearanceProxyStore.swift).
    let appearanceProxies = AppearanceProxyStore.current

    init(rootView: any View, environment: EnvironmentValues) {
        self.rootView = rootView
        var environment = environment
        environment.systemRequests = systemRequests
        let implicitFocus = ImplicitFocus()
        environment.implicitFocus = implicitFocus
        self.environment = environment
        implicitFocus.releaseCurrent = { [weak self] in self?.focusedTarget()?.environment.focusRelease?() }
    }

    /// Frees the tree: the layout structure nodes remember refers back to nodes (a unit's
    /// units are itself; an implicit stack's source is the list that owns it), so those
    /// references are dropped first. Iterative, for trees thousands of levels deep.
    deinit {
        // The host is gone: its tasks are cancelled and run to their end (their state
        // writes reach no graph).
        tasks.cancelAll()
        var work = (root.map { [$0] } ?? []) + animator.ghosts.map(\.node)
        var all: [Node] = []
        while let node = work.popLast() {
            work += node.children.all
            node.releaseLayoutReferences()
            // A node something else still holds ignores late invalidations, which would climb
            // to parents that are freed with the graph (`Node.parent` is unowned(unsafe)).
            node.isRemoved = true
            all.append(node)
        }
        // Each node lets go of its children while `all` holds them, so that freeing the
        // nodes afterwards is one release each, not a recursion as deep as the tree.
        for node in all { node.removeAllChildren() }
    }

    /// Replaces the root view value (as a parent re-creating its child would).
    func setRootView(_ view: any View) {
        rootView = view
        rootChanged = true
        needsUpdate = true
    }

    /// Brings the tree up to date, running the actions updates queue (onAppear, onChange,
    /// tasks) and the updates they cause, at most `maximumPasses` passes.
    func update() {
        hosting { updatePasses() }
    }

    private func updatePasses() {
        var passes = 0
        repeat {
            if passes > 0, pendingTransaction != nil { beginTransaction() }
            updateBodies()
            runPendingActions()
            passes += 1
        } while isUnsettled && passes < Self.maximumPasses
        if isUnsettled {
            warnOnce("the view graph did not settle after \(Self.maximumPasses) update passes; state keeps changing during updates")
        }
    }

    /// Runs the bodies and primitive updates that need to run: one pass, no actions.
    func updateBodies() {
        storedKeyDependencies.refresh(in: self)
        needsUpdate = false
        runOnePass()
    }

    /// Runs the actions the last pass queued (onAppear, onChange, onDisappear) and the
    /// async work of tasks, in order.
    func runPendingActions() {
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
        tasks.drain()
    }

    static let maximumPasses = 16

    private func runOnePass() {
        isUpdating = true
        defer { isUpdating = false }
        let changed = rootChanged
        rootChanged = false
        if let root {
            update(root, view: rootView, environment: environment, environmentChanged: changed, sameView: !changed)
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

    /// Asks for one more update-and-layout pass in this frame: a placement changed outside
    /// layout (a scroll view scrolled from an action).
    func setNeedsLayout() {
        needsUpdate = true
    }

    /// Queues `action` to run after the current update (after its layout in a frame). It
    /// asks for no pass of its own: the state it changes does, and the frame's passes go on
    /// while actions are queued (`isUnsettled`). (Asking for one gave every frame in which a
    /// view appeared one more pass, with nothing to update.)
    func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Whether another pass is needed: a view to update, or actions queued (by the actions
    /// that just ran, say) that have not run.
    var isUnsettled: Bool { needsUpdate || !pendingActions.isEmpty }

    // MARK: Reconciliation

    /// The child of `parent` at `key` for `view`: the existing node when the key and the
    /// view type match (updated with `view`), otherwise a new node replacing the old one.
    /// The caller then sets the children's order with `retainChildren`.
    @discardableResult @inline(__always)
    func reconcile(parent: Node, key: ChildKey, view: any View) -> Node {
        reconcile(parent: parent, key: key, value: ViewValue(view))
    }

    private func reconcile(parent: Node, key: ChildKey, value: ViewValue) -> Node {
        let view = value.view
        let environment = parent.childEnvironment
        let existing = parent.children[key]
        if let existing {
            if existing.viewType == ObjectIdentifier(type(of: view)) {
                update(existing, view: view, environment: environment, environmentChanged: true)
                return existing
            }
            remove(existing)
        }
        let node = Node(graph: self, parent: parent, key: key, value: value, environment: environment)
        node.installSerial = transactionSerial
        parent.addChild(node, replacing: existing)
        if parent.isInstalled { node.isInsertedUnderExistingParent = parent.installSerial < transactionSerial }
        update(node, view: view, environment: environment, environmentChanged: true)
        if node.isInsertionRoot { beginInsertion(of: node, in: parent) }
        return node
    }

    /// Removes `node`: in an animated update it stays drawing as a ghost while its removal
    /// transition plays; otherwise, or afterwards, it is torn down.
    func remove(_ node: Node) {
        if shouldGhost(node) {
            beginRemoval(of: node)
            for action in node.subtreeDisappearActions() { afterUpdate(action) }
            return
        }
        tearDown(node)
    }

    /// Tears down `node` and its subtree: their state is released and `onDisappear` runs.
    /// One `DeepRecursion` step per node, for trees thousands of levels deep; children are
    /// emptied bottom-up, so freeing the nodes never recurses.
    func tearDown(_ node: Node) {
        DeepRecursion.step { tearDownStep(node) }
    }

    private func tearDownStep(_ node: Node) {
        preferenceObservers[ObjectIdentifier(node)] = nil
        preferenceEpoch += 1
        if !animator.ghosts.isEmpty { tearDownGhosts(under: node) }
        for child in node.orderedChildren { tearDown(child) }
        node.removeAllChildren()
        let disappear = node.takeDisappearActions()
        node.releaseLayoutReferences()
        node.isRemoved = true
        for action in disappear { afterUpdate(action) }
    }

    /// Brings `node` up to date with `view` in `environment`. One `DeepRecursion` step, so
    /// that views nested thousands of levels deep do not exhaust the stack.
    /// `sameView` is true when `view` is the node's own current value (an update that only
    /// passes through on its way to dirty descendants): no comparison is needed, and none
    /// could succeed for values holding closures.
    private func update(_ node: Node, view: any View, environment: EnvironmentValues, environmentChanged: Bool,
                        sameView: Bool = false) {
        DeepRecursion.step {
            updateStep(node, view: view, environment: environment, environmentChanged: environmentChanged, sameView: sameView)
        }
    }

    private func updateStep(_ node: Node, view: any View, environment: EnvironmentValues, environmentChanged: Bool,
                            sameView: Bool) {
        let isNew = !node.isInstalled
        let viewChanged = isNew || (!sameView && !ViewComparison.areEqual(node.view, view))
        let changedReads = environmentChanged ? node.environmentReads.filter { $0.hasChanged(environment) } : []
        // Primitive views read their environment while updating (fonts, styles, tint):
        // they update again whenever the environment they get is a different one.
        let primitiveEnvironmentChanged = environmentChanged && node.traits.primitiveType != nil
            && node.environment.revision != environment.revision
        let readChanged = !changedReads.isEmpty || primitiveEnvironmentChanged
        if isNew { node.changes.insert(.identity) }
        if viewChanged { node.changes.insert(.view) }
        for read in changedReads { node.changes.insert(read.property) }
        // A new node was made with this view and environment.
        if !isNew {
            node.view = view
            node.environment = environment
        }
        // Cleared before the subtree updates, not after: a node invalidated while it updates
        // (a presenter inside a sheet invalidating the window's presentation layer, one of its
        // own ancestors) marks this node again on its way up, so the next pass reaches it.
        let walksToDirtyDescendants = node.hasDirtyDescendant
        node.hasDirtyDescendant = false
        if isNew || viewChanged || readChanged || node.needsBodyUpdate {
            run(node)
        } else if environmentChanged || walksToDirtyDescendants {
            let childEnvironment = node.childEnvironment
            for child in node.orderedChildren where environmentChanged || child.needsBodyUpdate || child.hasDirtyDescendant {
                update(child, view: child.view, environment: childEnvironment, environmentChanged: environmentChanged,
                       sameView: true)
            }
        }
    }

    /// Runs `node`'s update again with its current view and environment.
    func rerun(_ node: Node) {
        run(node)
    }

    /// Runs the node's primitive update or body, recording what it reads.
    private func run(_ node: Node) {
        node.needsBodyUpdate = false
        preferenceEpoch += 1
        let wasInstalled = node.isInstalled
        // A new node has no cached sizes, and its parent is being updated already.
        if wasInstalled { node.invalidateLayout() }
        node.isInstalled = true
        if let primitive = node.traits.primitiveType {
            // User closures run by primitives (a ForEach's content) may read state and
            // Observable properties: they count as this node's dependencies.
            let previous = currentNode
            currentNode = node
            defer { currentNode = previous }
            for dependency in node.stateReads { dependency.removeReader(node) }
            node.stateReads.removeAll()
            // A new node's outputs are the empty ones it was made with; assigning empty
            // outputs over them was a twentieth of building a screen.
            if wasInstalled { node.outputs = Node.Outputs() }
            node.childEnvironmentCache = nil
            let view = node.view
            if node.traits.runsUserClosures {
                withObservationTracking({ primitive.update(view, node: node, in: self) }, onChange: rerun(node))
            } else {
                primitive.update(view, node: node, in: self)
            }
        } else {
            // Opened, so that the view's custom dynamic properties are updated in its own type.
            func evaluate<V: View>(_ view: V) -> any View { evaluateBody(of: node, properties: view) { Self.body(of: $0) } }
            let body = evaluate(node.view)
            node.role = .list
            node.retainOnlyChild(reconcile(parent: node, key: .body, view: body), in: self)
        }
        if !wasInstalled { node.didAppear() }
    }

    /// Installs the dynamic properties of `properties` (a view or modifier value) on the
    /// node, runs the `update()` of its custom ones, and runs `body` of the value so updated,
    /// recording the state, environment and Observable properties it reads. `Properties` is
    /// the value's own type (an existential would be searched through `Mirror`, without
    /// `update()`).
    func evaluateBody<Properties>(of node: Node, properties: Properties, _ body: (Properties) -> any View) -> any View {
        var properties = properties
        let previous = currentNode
        currentNode = node
        defer { currentNode = previous }
        node.environmentReads.removeAll()
        for dependency in node.stateReads { dependency.removeReader(node) }
        node.stateReads.removeAll()
        DynamicPropertyInstaller.installAndUpdate(on: node, value: &properties)
        node.changesReported = node.changes
        node.changes.removeAll()
        bodyRunCount += 1
        bodyRunCountsByType[node.viewType, default: (node.traits.bodyCountName, 0)].count += 1
        return withObservationTracking({ Node.$evaluating.withValue(node) { body(properties) } }, onChange: rerun(node))
    }

    /// The `onChange` of `withObservationTracking` for reads that are `node`'s dependencies:
    /// marks it to run again.
    private func rerun(_ node: Node) -> @Sendable () -> Void {
        { [weak self, weak node] in
            guard let self, let node else { return }
            node.changes.insert(.dependencies)
            self.invalidate(node)
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// How many bodies of views named `typeName` (without generic arguments) have run.
    func bodyRunCount(of typeName: String) -> Int {
        bodyRunCountsByType.values.reduce(0) { $0 + ($1.name == typeName ? $1.count : 0) }
    }

    /// Runs `body`, a user closure that layout runs outside any body (a GeometryReader's
    /// content, an alignment guide), with the state it reads counted as `node`'s
    /// dependencies, and with `observing` its Observable properties too: a change then runs
    /// `node` again, as SwiftUI re-runs such closures.
    func recordingReads<R>(of node: Node, observing: Bool, _ body: () -> R) -> R {
        let previous = currentNode
        currentNode = node
        defer { currentNode = previous }
        guard observing else { return body() }
        return withObservationTracking(body, onChange: rerun(node))
    }

    // MARK: Transactions

    /// Remembers the transaction of a state change for the next update.
    func noteTransaction(_ transaction: Transaction) {
        var merged = transaction
        if let pending = pendingTransaction { merged.completions = pending.completions + transaction.completions }
        pendingTransaction = merged
    }

    /// Starts applying the pending transaction (or none) to the changes of the next pass.
    func beginTransaction() {
        transactionSerial += 1
        currentTransaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        animator.beginTransaction(completions: currentTransaction.completions,
                                  animation: currentTransaction.effectiveAnimation, on: hostClock)
        currentTransaction.completions = []
    }

    /// The animation for changes made to `node` in this update: the nearest
    /// `.animation(_:value:)` override or `.transaction` transform above it, else the
    /// transaction's.
    func animation(for node: Node) -> Animation? {
        guard latestOverrideSerial == transactionSerial || hasTransactionTransforms else {
            return currentTransaction.effectiveAnimation
        }
        var current: Node? = node
        while let n = current {
            if let override = n.outputs.transactionOverride, override.serial == transactionSerial {
                return override.transaction.effectiveAnimation
            }
            if let transform = n.outputs.transactionTransform {
                var transaction = currentTransaction
                transform(&transaction)
                return transaction.effectiveAnimation
            }
            current = n.parent
        }
        return currentTransaction.effectiveAnimation
    }

    // MARK: Invalidation

    /// Marks `node`'s body to run again in the next update.
    func invalidate(_ node: Node) {
        guard !node.isRemoved else { return }
        if isUpdating, node === currentNode {
            warnOnce("Modifying state during view update, this will cause undefined behavior.")
        }
        if let transaction = Transaction.current { noteTransaction(transaction) }
        node.needsBodyUpdate = true
        var ancestor = node.parent
        while let a = ancestor, !a.hasDirtyDescendant {
            a.hasDirtyDescendant = true
            ancestor = a.parent
        }
        needsUpdate = true
    }
}
