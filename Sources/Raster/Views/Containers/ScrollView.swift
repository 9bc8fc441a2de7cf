// ScrollView.swift · Raster/Views/Containers · mirrors SwiftUI ScrollView (iOS 17)
// Status: Partial — scrolled by exact amounts (ViewHost.scroll(by:at:), ScrollViewProxy) and
// by drags, with no momentum; pulled past its top it rubber-bands and springs back, and with a
// `refreshable` action it shows a refresh control (RefreshControl.swift); indicators are not
// drawn. Layout: Layout/ScrollViewLayout.swift.

import Foundation

/// A scrollable view.
///
/// Raster: the content is proposed nil along the scrollable `axes` and the scroll view's
/// size along the others, and is clipped to the scroll view's frame (unless
/// `scrollClipDisabled()`). Content smaller than the viewport sits at the top-leading edge
/// along the scrolled axes (iOS 17's default; see `defaultScrollAnchor(_:)`) and centred
/// along the others; `contentMargins` put space around the content that scrolls with it.
/// The scroll view takes the size proposed to it; nil or infinite
/// dimensions become the content's. Several content views are stacked in an implicit
/// `VStack`, as in SwiftUI.
///
/// It scrolls when a host scrolls it (`ViewHost.scroll(by:at:)`), a drag on its content
/// moves it (the content follows the finger until it lifts, without momentum; a gesture of
/// the content that recognizes the drag keeps it still) or a `ScrollViewProxy` does; offsets are points from the content's top-leading edge, kept within
/// `0...(content size − viewport size)` on each scrolled axis. A finger dragging a vertical
/// scroll view down past its top pulls the content with UIKit's rubber band, and the
/// content springs back when it lifts (over about 0.82 s of host time); with a
/// `refreshable(action:)` action a pull far enough refreshes (`RefreshControl`). Scroll
/// indicators are never drawn: iOS shows them only while a finger scrolls, so a still frame
/// has none.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes (default vertical).
    public var axes: Axis.Set
    /// Whether the scroll view shows indicators while scrolling (default true; Raster draws
    /// none, see above).
    public var showsIndicators: Bool
    /// What `ScrollDismissesKeyboardMode.automatic` means for this scroll view: never for a
    /// plain scroll view, at once for a `List`'s.
    var automaticKeyboardDismissal = ScrollDismissesKeyboardMode.never

    /// - Parameters:
    ///   - axes: the scrollable axes (default `.vertical`).
    ///   - showsIndicators: whether indicators show while scrolling (default true).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension ScrollView: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let state: ScrollViewState
        if let kept = node.storage[ScrollViewState.storageKey] as? ScrollViewState {
            state = kept
        } else {
            state = ScrollViewState()
            node.storage[ScrollViewState.storageKey] = state
        }
        let environment = node.environment
        state.axes = axes
        state.isEnabled = environment.isScrollEnabled
        let dismissal = environment.scrollDismissesKeyboardMode
        state.dismissesKeyboard = (dismissal == .automatic ? automaticKeyboardDismissal : dismissal) == .immediately
        let anchors = environment.defaultScrollAnchors
        state.initialAnchor = anchors.initialOffset
        state.sizeChangesAnchor = anchors.sizeChanges
        state.targetBehavior = environment.scrollTargetBehavior
        // Indicators are not drawn; a flash `scrollIndicatorsFlash` asks for is recorded.
        let flash = environment.scrollIndicatorFlash
        if state.seenFlashGeneration == nil ? flash.onAppear : state.seenFlashGeneration != flash.generation {
            graph.systemRequests.flashScrollIndicators()
        }
        state.seenFlashGeneration = flash.generation
        state.observers = environment.scrollObservers
        node.outputs.scrollState = state
        node.followScrollPosition(environment.scrollPositionLink, state: state)
        node.followScrollPositionValue(environment.scrollPositionValueLink, state: state)
        // The first vertical scroll view of a navigation page moves its bar, and the first
        // above a bottom toolbar or tab bar decides its background (NavigationScrollEdge).
        let vertical = axes.contains(.vertical)
        let topEdge = vertical ? environment.navigationScrollEdge.flatMap { $0.follows(node) ? $0 : nil } : nil
        let bottomEdge = vertical ? environment.bottomBarScrollEdge.flatMap { $0.follows(node) ? $0 : nil } : nil
        if topEdge != nil || bottomEdge != nil {
            state.offsetPlaced = { [weak node, weak state] offset in
                guard let node, let state else { return }
                topEdge?.offsetPlaced(offset.y, by: node)
                bottomEdge?.offsetPlaced(state.maximumOffset.y - state.offset.y, by: node)
            }
        } else {
            state.offsetPlaced = nil
        }
        state.clock = graph.hostClock
        state.contentMoved = { [weak node, weak graph] in
            // Not while the graph goes away: its deinit lets the tasks it cancels finish, and a
            // refresh action returning then must not reach it through its nodes.
            guard graph != nil else { return }
            node?.scrollOffsetDidChange()
        }
        if vertical, let refresh = environment.refresh {
            showRefreshControl(refresh, state: state, topEdge: topEdge, node: node, graph: graph)
        } else {
            state.removeRefreshControl()
        }
        let axes = self.axes
        state.clipsContent = !environment.isScrollClipDisabled
        if state.clipsContent {
            node.outputs.drawing.effects.append { size in
                .clip(Path(CGRect(origin: .zero, size: size)), FillStyle(antialiased: false))
            }
        }
        let layout = ScrollViewLayout(axes: axes, state: state, anchor: anchors.alignment ?? .topLeading,
                                      expandedAxes: environment.scrollContentRendering == .full ? environment.fullScrollContentAxes : [],
                                      margins: environment.scrollContentMargins)
        // The margins and the watching modifiers (geometry, phase, target visibility) apply to
        // this scroll view, not to scroll views in its content.
        node.outputs.environmentModifier = {
            $0.enclosingScrollAxes.formUnion(axes)
            $0.scrollContentMargins = EdgeInsets()
            $0.scrollObservers = ScrollObservers()
            $0.navigationScrollEdge = nil
            $0.bottomBarScrollEdge = nil
            $0.containerSize = state.container
        }
        let margins = environment.scrollContentMargins
        node.outputs.placementHook = { node in
            // The content is inset by the safe area the scroll view reaches into.
            for observer in state.observers.targetVisibility { observer.placed(scrollView: node) }
            let insets = node.safeAreaInsets
            if state.safeAreaInsets != insets {
                state.safeAreaInsets = insets
                node.layoutMemo.placements = nil
            }
            // Content sized by `containerRelativeFrame` is measured again when the visible
            // region changes, and the frame is laid out once more around it.
            let visible = CGSize(width: max(0, node.frame.width - margins.horizontal),
                                 height: max(0, node.frame.height - margins.vertical))
            guard state.container.size != visible else { return }
            state.container.size = visible
            guard state.container.isRead else { return }
            node.invalidateLayoutOfDescendants()
            node.invalidateLayoutToRoot()
            node.graph.setNeedsLayout()
        }
        // Several content views are one implicitly stacked content, not one scroll view each.
        node.becomeUnary(layout, content: content, distributing: false)
    }
}

extension ScrollView {
    /// Gives a vertical scroll view with a `refresh` action its refresh control, drawn in the
    /// room a pull opens above the content (under the content, as UIKit inserts its control
    /// behind the scroll view's subviews): from the content's resting top less the large
    /// title's area the page's bar stretches (`NavigationScrollEdge.pullRoomInset`).
    private func showRefreshControl(_ refresh: RefreshAction, state: ScrollViewState, topEdge: NavigationScrollEdge?,
                                    node: Node, graph: ViewGraph) {
        let control = state.refreshControl ?? RefreshControl(action: refresh, runner: graph.tasks)
        control.action = refresh
        control.finished = { [weak state] in state?.endRefreshing() }
        state.refreshControl = control
        node.outputs.disappearActions = [{ control.cancel() }]
        let environment = node.environment, margin = environment.scrollContentMargins.top
        let clock = graph.hostClock
        node.outputs.drawing.content = { [weak state, weak topEdge] size in
            guard let state else { return [] }
            let top = state.safeAreaInsets.top + margin - (topEdge?.pullRoomInset ?? 0) - state.offset.y
            return control.items(revealed: state.placedPull, top: top, width: size.width, time: clock.time,
                                 returning: state.springBack?.endsRefresh == true, environment: environment)
        }
    }
}

extension ScrollViewState {
    /// Where a scroll view keeps its state in its node's storage.
    static let storageKey = "ScrollView.state"
}

/// The units placed relative to a scroll view's visible region (pinned section headers),
/// which must be placed again when it scrolls even where their own frames stay the same.
private final class ScrollDependents {
    struct Entry {
        weak var node: Node?
    }

    static let storageKey = "ScrollView.dependents"
    var entries: [Entry] = []
}

extension Node {
    /// Records that `unit` is placed relative to this scroll view's visible region.
    func registerScrollDependent(_ unit: Node) {
        let dependents: ScrollDependents
        if let kept = storage[ScrollDependents.storageKey] as? ScrollDependents {
            dependents = kept
        } else {
            dependents = ScrollDependents()
            storage[ScrollDependents.storageKey] = dependents
        }
        dependents.entries.removeAll { $0.node == nil || $0.node?.isRemoved == true }
        if !dependents.entries.contains(where: { $0.node === unit }) { dependents.entries.append(.init(node: unit)) }
    }

    /// This scroll view's offset changed: its content and the units placed relative to
    /// its visible region are placed again in the next layout pass, nothing is measured.
    func scrollOffsetDidChange() {
        invalidatePlacement()
        graph.setNeedsLayout()
        for entry in (storage[ScrollDependents.storageKey] as? ScrollDependents)?.entries ?? [] {
            entry.node?.invalidatePlacement()
        }
    }
}
