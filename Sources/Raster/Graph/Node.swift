// Node.swift · Raster/Graph · Raster's render-tree node (SwiftUI's attribute-graph role)
// Status: Partial — see ViewGraph.swift for the update cycle.

import Foundation

/// A persistent node of the render tree: what a view value becomes.
///
/// A node lives as long as its identity (its parent's node plus its `ChildKey` and view
/// type). It keeps the view's state storage, its environment, its children, and, when it
/// is a laid-out unit, its layout, size cache, placement and drawing.
///
/// The properties the layout pass reads and writes most are `@exclusivity(unchecked)`: a
/// graph is used by one thread at a time, each access is a short read or write that calls
/// no other code, and the runtime's dynamic checks were a fifth of a 10,000-view pass.
final class Node {
    /// How a node takes part in layout.
    enum Role {
        /// A transparent list: contributes its children's units to the enclosing layout
        /// (tuples, groups, conditionals, `ForEach`, composite views).
        case list
        /// One laid-out unit: a layout over the units of its `subviewSources`.
        case unit(UnitRole)
    }

    /// What a unit lays out and draws.
    struct UnitRole {
        var layout: AnyLayout
        /// Children whose units become the layout's subviews, in order.
        var subviewSources: [Node]
        /// How several units from one source are combined when the layout needs one view
        /// per source (unary modifiers): nil keeps them as separate subviews.
        var unaryWrapping: Bool
        /// A unary modifier over one source given several units applies to each of them, as
        /// in SwiftUI: the node lays out the first and a copy of it (`unitCopies`) each of
        /// the others. False wraps them in an implicit VStack instead (the window's root).
        var distributesOverUnits = false
    }

    // MARK: Identity

    /// Unowned and unsafe: the graph holds its nodes and outlives them, and reading it then
    /// takes no reference count (with one, every node made and every `graph` read retained
    /// the graph, whose weak references send each retain down the runtime's slow path).
    unowned(unsafe) let graph: ViewGraph
    /// Unowned, so that nodes have no weak-reference side table (which made every retain
    /// and release of a node take the runtime's slow path), and unsafe, so that reading it
    /// takes no reference count either (a spacer climbs its parents on every measurement). A
    /// parent outlives its children: it holds them, and ghosts of removed children are torn
    /// down with it.
    @exclusivity(unchecked) unowned(unsafe) var parent: Node?
    let key: ChildKey
    /// The view type this node was created for; a different type at the same key makes a new node.
    let viewType: ObjectIdentifier
    /// What the update loop asks of the view type (primitive or not), found once per type.
    let traits: ViewTypeTraits
    /// The view type's name, for messages and layout dumps; computed when asked, because
    /// describing a type goes through reflection (a tenth of building a screen).
    var typeName: String { String(describing: type(of: view)) }
    /// The children, found by key and walked in order (Graph/ChildNodes.swift); changed only
    /// through `addChild`, `retainChildren` and `removeAllChildren`, which keep the
    /// preference summary (`preferenceKeysBelow`) honest.
    @exclusivity(unchecked) private(set) var children = ChildNodes()

    // MARK: What the last update produced

    /// The bits (`ViewGraph.preferenceKeyBits`) of the preference keys this node or one of its
    /// descendants writes, a superset kept for `preferenceValue` to skip subtrees that write
    /// none of a key (State/PreferenceKey.swift); valid while `preferenceKeysBelowAreCurrent`.
    @exclusivity(unchecked) var preferenceKeysBelow: UInt64 = 0
    /// False from a change of this node's writers or children until `preferenceKeysBelow`
    /// is computed again. A node whose summary is stale has stale ancestors too (until its
    /// removal), so marking one stops at the first ancestor found stale.
    @exclusivity(unchecked) var preferenceKeysBelowAreCurrent = false

    /// Everything the primitive view's last update wrote (Graph/NodeOutputs.swift): replaced
    /// as a whole before each primitive update, so nothing from an earlier one survives.
    @exclusivity(unchecked) var outputs = Outputs() {
        didSet {
            for copy in unitCopies { copy.outputs = outputs }
            if let serial = outputs.transactionOverride?.serial, serial > graph.latestOverrideSerial {
                graph.latestOverrideSerial = serial
            }
            if outputs.transactionTransform != nil { graph.hasTransactionTransforms = true }
            preferenceKeysBelowChanged()
            for writer in outputs.preferenceWriters {
                graph.registerPreferenceKey(writer.key)
                refreshPreferenceOverlays(reading: writer.key)
            }
        }
    }

    // MARK: Layout (LayoutEngine/)

    @exclusivity(unchecked) var role: Role = .list {
        didSet {
            layoutMemo.structureChanged()
            if case .unit(let unit) = role {
                layout = unit.layout
                isUnaryWrapping = unit.unaryWrapping
            } else {
                layout = nil
                isUnaryWrapping = false
            }
            isUnit = layout != nil
            leaf = layout?.leafBox
            unretainedLeaf = leaf.map { Unmanaged.passUnretained($0) }
            stackOrientation = layout?.stackOrientation
        }
    }
    /// `role`'s `unaryWrapping`, kept apart so that reading a priority or a layout value
    /// through a modifier does not copy the role (a retain of its layout and its sources).
    @exclusivity(unchecked) private(set) var isUnaryWrapping = false
    /// The layout's stack orientation, kept apart (in the padding after the flag above) so
    /// that a spacer finding its stack (`enclosingStackAxis`) retains no layout on the way.
    @exclusivity(unchecked) private(set) var stackOrientation: Axis?
    /// Whether the node is a laid-out unit (`layout` is not nil), kept apart for the same
    /// reason: testing `layout` for nil copied it out, a retain and a release per node climbed.
    @exclusivity(unchecked) private(set) var isUnit = false
    /// The unit's layout (nil for a list node): `role`'s, kept apart so that the layout
    /// pass reads it without copying the role.
    @exclusivity(unchecked) private(set) var layout: AnyLayout?
    /// A leaf unit's layout: most measurements are of leaves, which need no subviews, cache
    /// or recursion guard, and whose spacing is fixed until they update.
    @exclusivity(unchecked) private(set) var leaf: ConcreteLayoutBox<LeafLayout>?
    /// `leaf` without a reference count, which `leaf` keeps alive: a measurement borrows
    /// the box through it instead of retaining and releasing the box and its closure.
    @exclusivity(unchecked) private(set) var unretainedLeaf: Unmanaged<ConcreteLayoutBox<LeafLayout>>?
    /// Layout structure, results and the layout's cache, kept until the node is invalidated
    /// (LayoutEngine/Node+Layout.swift).
    @exclusivity(unchecked) var layoutMemo = LayoutMemo()
    /// Origin in the parent unit's coordinate space, size, and the proposal it was placed with.
    @exclusivity(unchecked) var frame: CGRect = .zero
    @exclusivity(unchecked) var placedProposal: ProposedViewSize = .unspecified
    /// The safe area the unit was placed in (LayoutEngine/SafeArea.swift); nil outside any.
    @exclusivity(unchecked) var placedSafeArea: SafeAreaPlacement?
    /// The unit that placed this one; its frame is relative to that unit.
    @exclusivity(unchecked) unowned var layoutParent: Node?
    /// False once something below changed since the unit last placed its subviews; while
    /// true, placing it again at the same frame and proposal can skip its subtree.
    @exclusivity(unchecked) var placementIsCurrent = false
    /// The layout pass (`ViewGraph.layoutPass`) that last placed this unit.
    @exclusivity(unchecked) var placedInPass = -1
    /// The VStack made when a unary modifier that does not distribute (the window's root, or
    /// an overlay's secondary content) is given several views at once.
    @exclusivity(unchecked) var implicitStackNode: Node?
    /// The copies of a distributing unary modifier for its content's second and later units
    /// (LayoutEngine/Node+UnitCopies.swift); empty in the common single-unit case.
    @exclusivity(unchecked) var unitCopies: [Node] = []

    // MARK: Update, state and dependencies (Graph/ViewGraph.swift)
    //
    // Unchecked, like the layout fields: the update loop reads and writes them once or
    // twice per node, in short accesses, and the runtime's exclusivity bookkeeping of those
    // accesses was a fiftieth of building a screen.

    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var environment: EnvironmentValues
    /// `childEnvironment` for the environment revision `base`; cleared when a primitive
    /// update may have changed `outputs.environmentModifier`.
    @exclusivity(unchecked) var childEnvironmentCache: (base: UInt64, values: EnvironmentValues)?
    /// State boxes by the stored-property path of the property wrapper that owns them.
    @exclusivity(unchecked) var storage: [String: AnyObject] = [:]
    /// True once the view has been updated at least once.
    @exclusivity(unchecked) var isInstalled = false
    /// Set when something this node's body read has changed.
    @exclusivity(unchecked) var needsBodyUpdate = true
    /// Set on every ancestor of a node that needs an update.
    @exclusivity(unchecked) var hasDirtyDescendant = false
    /// Why the next body run happens: `@self`, `@identity`, `@dependencies` and the
    /// stored names of changed dynamic properties (`_value`), for `_printChanges()`.
    @exclusivity(unchecked) var changes = ChangeReasons()
    /// The reasons of the body run in progress.
    @exclusivity(unchecked) var changesReported = ChangeReasons()
    /// The node whose body is being evaluated on this task.
    @TaskLocal static var evaluating: Node?
    /// The node whose tap action is running on this task.
    @TaskLocal static var acting: Node?
    /// Where the tap whose action is running fell, points in window coordinates.
    @TaskLocal static var tapLocation: CGPoint?
    /// State boxes the last body run read.
    @exclusivity(unchecked) var stateReads: [StateDependency] = []
    /// Environment reads of the last body run, to re-run only when one of them changes.
    @exclusivity(unchecked) var environmentReads: [EnvironmentRead] = []
    /// True once the node has been torn down; late invalidations are ignored.
    @exclusivity(unchecked) var isRemoved = false

    // MARK: Animation and transitions (Animation/)

    /// Where the unit is drawn while its layout frame animates, and its other animated
    /// attributes, sampled by the animator. Recorded for every placed unit after each
    /// layout pass, in short accesses that call no other code, so unchecked like the layout
    /// fields.
    @exclusivity(unchecked) var animation = AnimationState()
    /// The transaction serial of the update that created this node.
    @exclusivity(unchecked) var installSerial = 0
    /// Created under a parent that already existed, not with it.
    @exclusivity(unchecked) var isInsertedUnderExistingParent = false
    /// Whether the node is the root of an insertion in the current update: created in this
    /// update under a parent that already existed. Its insertion transition plays when the
    /// update is animated; in a later update it is an ordinary node, so that an animated
    /// change of its transition (a navigation page uncovered by a pop) does not play the
    /// insertion again.
    var isInsertionRoot: Bool { isInsertedUnderExistingParent && installSerial == graph.transactionSerial }
    /// Removed in an animated update and still drawing its removal transition.
    @exclusivity(unchecked) var isRemovalGhost = false
    /// A unit copy of its parent, a modifier applied to several views
    /// (LayoutEngine/Node+UnitCopies.swift): it fades with its parent's transitions.
    @exclusivity(unchecked) var isUnitCopy = false

    @inline(__always)
    convenience init(graph: ViewGraph, parent: Node?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.init(graph: graph, parent: parent, key: key, value: ViewValue(view), environment: environment)
    }

    init(graph: ViewGraph, parent: Node?, key: ChildKey, value: ViewValue, environment: EnvironmentValues) {
        let view = value.view
        self.graph = graph
        self.parent = parent
        self.key = key
        self.viewType = ObjectIdentifier(type(of: view))
        self.traits = .of(type(of: view))
        self.view = view
        self.environment = environment
    }

    /// The environment passed to this node's children: computed once per environment and
    /// modifier, so that it keeps its revision while neither changes.
    var childEnvironment: EnvironmentValues {
        guard let modify = outputs.environmentModifier else { return environment }
        if let cached = childEnvironmentCache, cached.base == environment.revision { return cached.values }
        var values = environment
        modify(&values)
        childEnvironmentCache = (environment.revision, values)
        return values
    }

    /// Whether this node is a transparent list rather than a laid-out unit.
    var isListNode: Bool {
        if case .list = role { return true }
        return false
    }

    /// The children in their current order: those the last `retainChildren` kept.
    var orderedChildren: [Node] { children.ordered }

    /// Adds `child` (made for this node): in the place of `old`, the child with the same key
    /// it replaces, or else after the others, where it is not in `orderedChildren` until the
    /// next `retainChildren` keeps it.
    func addChild(_ child: Node, replacing old: Node?) {
        if let old { children.replace(old, with: child) } else { children.append(child) }
        preferenceKeysBelowChanged()
    }

    /// Makes room for `count` children, before inserting that many into a new node.
    func reserveChildCapacity(_ count: Int) {
        children.reserveCapacity(count)
    }

    /// Forgets every child (their nodes are not torn down: the caller has done that, or is
    /// freeing the whole graph).
    func removeAllChildren() {
        children.removeAll()
        preferenceKeysBelowChanged()
    }

    /// Keeps only the children with `keys`, in that order; the others are removed
    /// (their nodes are torn down and their state is lost).
    func retainChildren(_ keys: [ChildKey], in graph: ViewGraph) {
        removeChildren(children.retain(keys), in: graph)
    }

    /// Keeps only `kept`, children of this node (as `ViewGraph.reconcile` returned them), in
    /// that order; the others are removed. Cheaper than keeping keys, which are compared.
    func retainChildNodes(_ kept: [Node], in graph: ViewGraph) {
        removeChildren(children.retain(nodes: kept), in: graph)
    }

    /// Keeps only `child`, a child of this node; the others are removed.
    func retainOnlyChild(_ child: Node, in graph: ViewGraph) {
        removeChildren(children.retain(only: child), in: graph)
    }

    private func removeChildren(_ removed: [Node], in graph: ViewGraph) {
        guard !removed.isEmpty else { return }
        preferenceKeysBelowChanged()
        for child in removed { graph.remove(child) }
    }

    /// The unit a unary modifier wraps, through which priorities and layout values pass.
    var wrappedUnit: Node? {
        guard isUnaryWrapping else { return nil }
        return subviewNodes.first
    }

    /// The layout priority: this unit's own, or else that of the unit it wraps. Reading it
    /// marks the units read as observed by layout.
    var layoutPriority: Double {
        // Self first, outside the loop: holding it in the loop's variable retained it, and
        // most units (leaves) end here.
        layoutMemo.wasObserved = true
        if let priority = outputs.layoutPriority { return priority }
        var node = wrappedUnit
        while let n = node {
            n.layoutMemo.wasObserved = true
            if let priority = n.outputs.layoutPriority { return priority }
            node = n.wrappedUnit
        }
        return 0
    }

    /// A layout value set on this unit or on the units it wraps. Reading it marks the units
    /// read as observed by layout.
    func layoutValue(_ key: ObjectIdentifier) -> Any? {
        var node: Node? = self
        while let n = node {
            n.layoutMemo.wasObserved = true
            if let value = n.outputs.layoutValues[key] { return value }
            node = n.wrappedUnit
        }
        return nil
    }

    /// The path of keys from the root, for messages and layout dumps.
    var identityPath: String {
        var parts: [String] = []
        var node: Node? = self
        while let n = node { parts.append(n.key.description); node = n.parent }
        return parts.reversed().joined(separator: "/")
    }

    /// Takes every `onDisappear` action of this subtree (children first), leaving none behind.
    func subtreeDisappearActions() -> [() -> Void] {
        DeepRecursion.step { subtreeDisappearActionsStep() }
    }

    private func subtreeDisappearActionsStep() -> [() -> Void] {
        var actions: [() -> Void] = []
        for child in orderedChildren { actions += child.subtreeDisappearActions() }
        return actions + takeDisappearActions()
    }

    /// Takes this node's `onDisappear` actions, once for each view they apply to (each unit
    /// copy, each view a lifecycle modifier counted), leaving none behind.
    func takeDisappearActions() -> [() -> Void] {
        if outputs.disappearActions.isEmpty && unitCopies.isEmpty { return [] }
        var actions: [() -> Void] = []
        for _ in 0..<lifecycleMultiplicity { actions += outputs.disappearActions }
        for copy in unitCopies { actions += copy.outputs.disappearActions }
        outputs.disappearActions.removeAll()
        return actions
    }

    /// Queues the node's appear actions after the update that created it (once per view of
    /// its content for a lifecycle modifier).
    func didAppear() {
        guard !outputs.appearActions.isEmpty || !outputs.disappearActions.isEmpty else { return }
        if appearances != nil { return countAppearances(units: units.count) }
        for action in outputs.appearActions { graph.afterUpdate(action) }
    }

    /// Drops what the layout pass keeps that refers back to this node or its ancestors (the
    /// memo's structure, the implicit stack, the unit copies), so that a node leaving the
    /// tree is freed.
    func releaseLayoutReferences() {
        layoutMemo.invalidate()
        implicitStackNode = nil
        for copy in unitCopies { copy.releaseLayoutReferences() }
        unitCopies = []
    }

    /// Drops cached layout results here and in every ancestor, whose sizes may depend on this
    /// one, up to the first node from which nothing was computed since its last invalidation.
    func invalidateLayout() {
        var node: Node? = self
        while let n = node, !n.layoutMemo.isPristine {
            n.placementIsCurrent = false
            n.layoutMemo.invalidate()
            n.implicitStackNode?.layoutMemo.invalidate()
            for copy in n.unitCopies {
                copy.placementIsCurrent = false
                copy.layoutMemo.invalidate()
            }
            node = n.parent
        }
    }
}

/// One environment value a body read, with a way to tell whether it changed.
struct EnvironmentRead {
    /// The stored name of the property that read it (`_colorScheme`), for `_printChanges()`.
    var property: String = "@self"
    var hasChanged: (EnvironmentValues) -> Bool
}

/// A view value handed to `Node.init` and `ViewGraph.reconcile` as it is.
///
/// A parameter of type `any View` is rewritten by the optimizer's existential specializer
/// into a generic one behind a thunk, whenever one caller passes a known type: every other
/// caller's view (a tuple element, a ForEach row) was then opened and boxed again, a copy
/// of the whole value, once per node made. The specializer leaves a struct alone.
struct ViewValue {
    let view: any View

    @inline(__always) init(_ view: any View) { self.view = view }
}
