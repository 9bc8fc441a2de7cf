// NodeOutputs.swift · Raster/Graph · what a primitive view's update writes on its node
// Status: Complete.
//
// Every primitive view and modifier produces its part of the frame by writing these fields
// during its update (`PrimitiveView.update(node:in:)`). `ViewGraph.run` replaces the whole
// value before the update, in one assignment, so a field a primitive stopped writing never
// keeps an old value; a new modifier adds its output here and is reset with the others.

import Foundation

extension Node {
    /// What a primitive view's update writes on its node, by the stage that reads it.
    struct Outputs {
        // MARK: Drawing (DisplayList/)

        /// What the unit draws itself and the effects wrapping its drawing.
        var drawing = NodeDrawing()

        // MARK: Environment

        /// Applied to the environment this node passes to its children (environment modifiers).
        var environmentModifier: ((inout EnvironmentValues) -> Void)?

        // MARK: Layout (LayoutEngine/)

        /// The layout values (`layoutValue(key:value:)`) published by this unit's modifiers.
        var layoutValues: [ObjectIdentifier: Any] = [:]
        /// The priority set on this unit with `layoutPriority(_:)`, if any.
        var layoutPriority: Double?
        /// Spacers go last in a stack's fitting order.
        var isSpacer = false
        /// Runs when the unit is placed, before its subviews are: a `GeometryReader` builds its
        /// content here, once its size and position are known.
        var placementHook: ((Node) -> Void)?
        /// Only the subviews in `drawing.subviewDrawOrder` report preferences (a
        /// `ViewThatFits`: the children it did not choose are not in the view's geometry).
        var reportsOnlyDrawnSubviews = false
        /// The name given with `coordinateSpace(name:)`, if any.
        var coordinateSpaceName: AnyHashable? {
            get { rare?.fields.coordinateSpaceName }
            set { setRare(\.coordinateSpaceName, newValue) }
        }
        /// What an accessibility modifier says of the elements under this node.
        var accessibility: AccessibilityEdit? {
            get { rare?.fields.accessibility }
            set { setRare(\.accessibility, newValue) }
        }
        /// This unit's matched-geometry group, if any.
        var matchedGeometry: MatchedGeometry? {
            get { rare?.fields.matchedGeometry }
            set { setRare(\.matchedGeometry, newValue) }
        }
        /// The safe-area regions and edges this view ignores (`ignoresSafeArea`): its
        /// content's unit is placed out into the safe area on those edges.
        var ignoredSafeArea: IgnoresSafeAreaModifier? {
            get { rare?.fields.ignoredSafeArea }
            set { setRare(\.ignoredSafeArea, newValue) }
        }
        /// The unit's first subview is placed in a safe area of its own, its frame cut from
        /// this unit's bounds (`safeAreaInset`, `safeAreaPadding`).
        var insetsSafeAreaOfContent = false
        /// The scroll position of a `ScrollView` unit: hosts scroll it, hit testing stays
        /// inside its viewport.
        var scrollState: ScrollViewState?

        // MARK: Preferences

        /// This node's preference modifiers, applied to the value from its children.
        var preferenceWriters: [PreferenceWriter] = []

        // MARK: Events (Graph/HitTesting.swift)

        /// Tap actions (`onTapGesture`, buttons).
        var tapHandlers: [TapHandler] = []
        /// Whether a point (local space) is in the shape touches hit instead of the drawn
        /// content (`contentShape`), given the unit's size.
        var contentShape: ((CGSize, CGPoint) -> Bool)?
        /// Whether `contentShape` is the unit's frame grown to a minimum touch target
        /// (`MinimumHitRectangle`): a touch there goes to a view behind whose frame holds it.
        var contentShapeGrowsFrame = false
        /// The gesture attached to this unit (`gesture`, `simultaneousGesture`,
        /// `highPriorityGesture`, `onLongPressGesture`, a slider's drag).
        var gesture: GestureAttachment?
        /// The sheet a drag on a scroll view inside this unit resizes (the sheet's card;
        /// Views/Presentation/SheetResizing.swift).
        var sheetResizing: SheetResizing? {
            get { rare?.fields.sheetResizing }
            set { setRare(\.sheetResizing, newValue) }
        }
        /// The outline a drawn leaf is hit by, when it is not its frame (shapes).
        var hitPath: ((CGSize) -> Path)?
        /// False under `allowsHitTesting(false)`.
        var allowsHitTesting = true
        /// False for leaves that draw nothing a finger could hit (a clear colour).
        var isHitTestable = true
        /// What a drag starting on this unit drags (`draggable`, `onDrag`).
        var dragSource: DragSource? {
            get { rare?.fields.dragSource }
            set { setRare(\.dragSource, newValue) }
        }
        /// What this unit does with a drop (`dropDestination`, `onDrop`).
        var dropTarget: DropTarget? {
            get { rare?.fields.dropTarget }
            set { setRare(\.dropTarget, newValue) }
        }

        // MARK: Lifecycle

        /// Run when the node first appears (`onAppear`, `task`).
        var appearActions: [() -> Void] = []
        /// Run when the node is removed (`onDisappear`, `task` cancellation); taken (and
        /// emptied) when they are queued.
        var disappearActions: [() -> Void] = []

        // MARK: Animation (Animation/)

        /// The transaction set by `.animation(_:value:)` (or a transition) for the update with
        /// serial `serial` (it applies to this node and its descendants).
        var transactionOverride: (serial: Int, transaction: Transaction)?
        /// The transform of `.transaction(_:)` (and the deprecated `.animation(_:)`): unlike an
        /// override it applies in every update, to the changes of this node and its descendants.
        var transactionTransform: ((inout Transaction) -> Void)?
        /// This node is a `transition(_:)` modifier.
        var hasExplicitTransition = false
        /// This unit is a `geometryGroup()`: units inserted inside it are carried by its
        /// animated frame instead of staying where layout put them (`Animator.recordFrames`).
        var isGeometryGroup = false

        // MARK: Held by reference

        /// The outputs few nodes have (accessibility edits, matched geometry, drag and drop,
        /// coordinate-space names, safe-area edits, sheet resizing), out of line: inline they
        /// took 1.9 KB of the 2.2 KB of every node's outputs, which are made, copied and
        /// destroyed on each update (Benchmarks/Views' initial_build_10k_nodes). Replaced, never
        /// changed in place, so copies of the outputs share it.
        private var rare: RareBox?

        private mutating func setRare<Value>(_ field: WritableKeyPath<RareOutputs, Value>, _ value: Value) {
            var fields = rare?.fields ?? RareOutputs()
            fields[keyPath: field] = value
            rare = RareBox(fields)
        }
    }

    /// The fields `Outputs` keeps out of line (see `Outputs.rare`).
    struct RareOutputs {
        var coordinateSpaceName: AnyHashable?
        var accessibility: AccessibilityEdit?
        var matchedGeometry: MatchedGeometry?
        var ignoredSafeArea: IgnoresSafeAreaModifier?
        var sheetResizing: SheetResizing?
        var dragSource: DragSource?
        var dropTarget: DropTarget?
    }

    final class RareBox {
        let fields: RareOutputs
        init(_ fields: RareOutputs) { self.fields = fields }
    }
}
