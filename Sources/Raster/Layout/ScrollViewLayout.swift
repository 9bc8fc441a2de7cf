// ScrollViewLayout.swift · Raster/Layout · the layout of SwiftUI ScrollView (iOS 17) and the scroll position it reads
// Status: Partial — see COMPATIBILITY.md "Scrolling"; the content is inset by the scroll view's
// safe area (LayoutEngine/SafeArea.swift), as UIKit's automatic content insets do.

import Foundation
import Combine

/// How far something held past its end moves for `distance` points of finger travel:
/// UIScrollView's rubber band, (1 − 1 / (x·c / d + 1))·d with c = 0.55 and d `dimension`
/// (the scroll view's size along the drag), always less than both x·c and d (the
/// formula as reverse-engineered by Grant Paul, 2013; [UNCERTAIN — not published by Apple]).
func rubberBand(_ distance: CGFloat, dimension d: CGFloat) -> CGFloat {
    (1 - 1 / (distance * 0.55 / d + 1)) * d
}

/// A scroll view's content springing back to where it rests once a finger lets go of it
/// pulled past its top, or once a refresh ends: `distance` points more pull at host time
/// `start`, closing along Flutter's scroll spring (`ScrollPhysics`' default spring,
/// `SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)`, which its
/// iOS `BouncingScrollPhysics` springs back with; overdamped, so it never overshoots).
/// [UNCERTAIN — UIScrollView's bounce-back curve is not published]
struct ScrollSpringBack {
    static let spring = Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100 as Double).squareRoot())
    /// How long a spring back lasts, seconds: until it is within 0.001 of its distance (0.82 s).
    static let duration = spring.settlingDuration
    /// The host's frames at which the content is placed again while it springs: 60 a second.
    static let framesPerSecond: Double = 60

    /// The pull still to close when the spring started, points.
    let distance: CGFloat
    /// When it started, host seconds.
    let start: TimeInterval
    /// Whether it closes a refresh control's room after the action returned (the spinner
    /// keeps turning as it goes).
    let endsRefresh: Bool

    /// The pull left to close at host time `time`, points: 0 once the spring has lasted
    /// `duration`.
    func remaining(at time: TimeInterval) -> CGFloat {
        let elapsed = max(0, time - start)
        guard elapsed < Self.duration else { return 0 }
        return distance * CGFloat(Self.spring.remaining(at: elapsed))
    }
}

/// Where a scroll view's content is scrolled to, shared by its view, its layout and whoever
/// scrolls it (`ViewHost.scroll(by:at:)`, `ScrollViewProxy`).
///
/// Raster: points. `offset` is the content's distance scrolled from its top-leading edge
/// (UIKit's `contentOffset`): positive x shows content further right, positive y content
/// further down. Layout writes the sizes and keeps `offset` within `0...maximumOffset`.
final class ScrollViewState {
    /// The scrollable axes (default vertical).
    var axes: Axis.Set = .vertical
    /// The `scrollIndicatorsFlash(trigger:)` generation the scroll view last saw; nil before
    /// its first update.
    var seenFlashGeneration: Int?
    /// Whether hosts may scroll it (`scrollDisabled(_:)` clears it; default true).
    var isEnabled = true
    /// Whether scrolling it dismisses the keyboard (`scrollDismissesKeyboard(_:)`).
    var dismissesKeyboard = false
    /// Where a host's scroll or drag comes to rest (`scrollTargetBehavior(_:)`,
    /// Rendering/ViewHost+ScrollTargets.swift); nil: where it ends.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// Whether the content is clipped to the viewport, for drawing and hit testing
    /// (`scrollClipDisabled(_:)` clears it; default true).
    var clipsContent = true
    /// How far the content is scrolled, points (default zero: the top-leading edge).
    var offset: CGPoint = .zero
    /// How far a finger holding the content has dragged it down past its top (and past the
    /// refresh control's held room), points of finger travel; 0 when it is not pulled
    /// (`pull(by:)`, `release()`).
    private(set) var overscroll: CGFloat = 0
    /// The refresh control of a vertical scroll view with a `refresh` action in its
    /// environment (RefreshControl.swift); nil otherwise.
    var refreshControl: RefreshControl?
    /// Points of the refresh control's held room shown above the content while its action
    /// runs: `RefreshControl.heldHeight` at rest, less while a finger scrolls the content up
    /// over it; 0 otherwise.
    private(set) var heldRoom: CGFloat = 0
    /// The content springing back after a finger let go of it pulled, or after a refresh;
    /// nil at rest.
    private(set) var springBack: ScrollSpringBack?
    /// The next frame of `springBack` on the host's clock.
    private var springFrame: HostClock.Token?
    /// The programmatic scroll animating the offset (AnimatedScroll.swift); nil otherwise.
    var animatedScroll: AnimatedScroll?
    /// The next frame of `animatedScroll` on the host's clock.
    var animatedScrollFrame: HostClock.Token?
    /// The host's clock, which times the spring back and animated scrolls (set by the scroll
    /// view; without one, released content is back at once and scrolls jump).
    weak var clock: HostClock?
    /// Called when the content moves without a finger: a frame of the spring back or of an
    /// animated scroll, a refresh ending (set by the scroll view, which then places its
    /// content again).
    var contentMoved: () -> Void = {}
    /// The pull the content was placed with at the last placement, points (`pull` then):
    /// what the content, the navigation bar and the refresh control are drawn for.
    private(set) var placedPull: CGFloat = 0
    /// The content's size at the last placement, points.
    private(set) var contentSize: CGSize = .zero
    /// The visible region's size at the last placement, points (the scroll view's size).
    private(set) var viewportSize: CGSize = .zero
    /// The scroll view's safe-area insets at its last placement, points: added to its
    /// content margins when it places its content, so the content starts inside the safe area
    /// and scrolls under the bars (zero outside a device's safe area).
    var safeAreaInsets = EdgeInsets()
    /// The content margins (`contentMargins`) at the last placement, points: scroll targets
    /// rest inside them, as inside the safe area.
    private(set) var contentMargins = EdgeInsets()
    /// Whether the scroll view has been placed, so that the sizes are known.
    private(set) var isPlaced = false
    /// Where the content starts before the first placement (`defaultScrollAnchor`, role
    /// `.initialOffset`): the unit point of the content shown at the same unit point of the
    /// viewport.
    var initialAnchor: UnitPoint?
    /// The point kept in place when the content or the viewport changes size while the
    /// scroll view rests there (`defaultScrollAnchor`, role `.sizeChanges`).
    var sizeChangesAnchor: UnitPoint?
    /// The visible region less the content margins, for `containerRelativeFrame` in the content.
    let container = ContainerSize()
    /// The id of the row last scrolled to or shown at the top (`scrollPosition(id:)`), and
    /// the binding it is reported to; nil without one.
    var positionID: AnyHashable?
    var positionLink: ScrollPositionLink?
    /// The `scrollPosition(_:)` binding and the target last scrolled to or reported (nil:
    /// none yet, or the user's position).
    var positionValueLink: ScrollPositionValueLink?
    var appliedPositionTarget: ScrollPosition.Target?
    /// Told the offset after each placement (the navigation bar that follows this scroll
    /// view, `NavigationScrollEdge`); nil when nothing follows it.
    var offsetPlaced: ((CGPoint) -> Void)?
    /// The modifiers above the scroll view that watch it (`onScrollGeometryChange`, told its
    /// `geometry` after each placement; `onScrollPhaseChange`; `onScrollTargetVisibilityChange`).
    var observers = ScrollObservers()
    /// Where a finger or the content's own motion has the scroll view (`changePhase(to:velocity:)`).
    private(set) var phase = ScrollPhase.idle

    /// The largest offset along each axis: the content's overflow of the viewport, zero
    /// along axes that do not scroll or where the content fits.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewportSize.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - viewportSize.height) : 0)
    }

    /// How far the content is drawn below its top, points: the refresh control's held room,
    /// then UIKit's rubber band of `overscroll` over the viewport's height
    /// (`rubberBand(_:dimension:)`, so the content follows the finger ever more slowly), and
    /// what is left of a spring back at the host's time.
    var pull: CGFloat {
        heldPull + (springBack?.remaining(at: clock?.time ?? 0) ?? 0)
    }

    /// The pull without the spring back: the held room and the finger's rubber band.
    private var heldPull: CGFloat {
        let d = viewportSize.height
        return heldRoom + (overscroll > 0 && d > 0 ? rubberBand(overscroll, dimension: d) : 0)
    }

    /// Moves the content vertically by `delta` points as a finger holding it does: within
    /// `0...maximumOffset.y`, a move down past the top showing the refresh control's held
    /// room first (while it refreshes) and then pulling it (`overscroll`), a move up taking
    /// back the pull and the room first. Returns whether the offset or the pull changed.
    func pull(by delta: CGFloat) -> Bool {
        let before = (offset.y, heldRoom, overscroll)
        let room = refreshControl?.isRefreshing == true ? RefreshControl.heldHeight : 0
        let target = offset.y - heldRoom - overscroll + delta
        if target >= 0 {
            heldRoom = 0
            overscroll = 0
            offset.y = min(target, maximumOffset.y)
        } else {
            offset.y = 0
            heldRoom = min(room, -target)
            overscroll = -target - heldRoom
        }
        return before != (offset.y, heldRoom, overscroll)
    }

    /// Lets go of a content a finger pulled: pulled `RefreshControl.triggerDistance` or more
    /// with a refresh control that is not refreshing, the refresh starts and the content
    /// rests `RefreshControl.heldHeight` down; otherwise at its top (or at the held room of a
    /// refresh still running). It springs there from where it was (`ScrollSpringBack`).
    /// Returns whether it was pulled.
    func release() -> Bool {
        guard overscroll > 0 else { return false }
        let drawn = pull
        overscroll = 0
        if let control = refreshControl, drawn >= RefreshControl.triggerDistance, control.begin() {
            heldRoom = RefreshControl.heldHeight
        }
        springBack(from: drawn, endsRefresh: false)
        return true
    }

    /// Moves the scroll view to `phase` and tells its `onScrollPhaseChange` actions, with the
    /// geometry as it is now and `velocity` (the content offset's, points per second; nil
    /// when no finger lifted). Nothing happens when it is in that phase already.
    func changePhase(to phase: ScrollPhase, velocity: CGVector?) {
        guard phase != self.phase else { return }
        let old = self.phase
        self.phase = phase
        guard !observers.phase.isEmpty else { return }
        let context = ScrollPhaseChangeContext(geometry: geometry, velocity: velocity)
        for observer in observers.phase { observer.changed(from: old, to: phase, context: context) }
    }

    /// The refresh control's action returned: its held room closes, springing back.
    func endRefreshing() {
        let drawn = pull
        heldRoom = 0
        springBack(from: drawn, endsRefresh: true)
        contentMoved()
    }

    /// Takes the refresh control away (its `refreshable` is gone): a refresh still running
    /// is cancelled and its room closes.
    func removeRefreshControl() {
        guard let control = refreshControl else { return }
        refreshControl = nil
        control.cancel()
        if heldRoom > 0 { endRefreshing() }
    }

    /// Springs the content from a pull of `drawn` points to its resting pull, placing it
    /// again at each of the host's frames until the spring ends.
    private func springBack(from drawn: CGFloat, endsRefresh: Bool) {
        springFrame?.cancel()
        springFrame = nil
        let distance = drawn - heldPull
        guard let clock, abs(distance) > 1e-9 else {
            springBack = nil
            return
        }
        springBack = ScrollSpringBack(distance: distance, start: clock.time, endsRefresh: endsRefresh)
        scheduleSpringFrame(1)
    }

    private func scheduleSpringFrame(_ frame: Int) {
        guard let clock, let spring = springBack else { return }
        let elapsed = Double(frame) / ScrollSpringBack.framesPerSecond
        springFrame = clock.schedule(at: spring.start + elapsed) { [weak self] in
            guard let self else { return }
            if elapsed >= ScrollSpringBack.duration {
                springBack = nil
                springFrame = nil
                // Content a finger let go of pulled decelerates until it is back.
                if phase == .decelerating { changePhase(to: .idle, velocity: .zero) }
            } else {
                scheduleSpringFrame(frame + 1)
            }
            contentMoved()
        }
    }

    /// The offset that shows `anchor`'s point of the content at the same point of the
    /// viewport, for the current sizes; nil without an anchor.
    private func offset(anchoredAt anchor: UnitPoint?) -> CGPoint? {
        anchor.map { anchor in
            let limit = maximumOffset
            return CGPoint(x: limit.x * anchor.x, y: limit.y * anchor.y)
        }
    }

    /// Records the content margins the scroll view places its content in.
    func recordContentMargins(_ margins: EdgeInsets) {
        contentMargins = margins
    }

    /// The safe-area insets plus the content margins: where the container of scroll targets
    /// lies inside the scroll view.
    var targetInsets: EdgeInsets {
        EdgeInsets(top: safeAreaInsets.top + contentMargins.top, leading: safeAreaInsets.leading + contentMargins.leading,
                   bottom: safeAreaInsets.bottom + contentMargins.bottom,
                   trailing: safeAreaInsets.trailing + contentMargins.trailing)
    }

    /// `offset` brought within `0...maximumOffset` on each axis.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let limit = maximumOffset
        return CGPoint(x: min(max(offset.x, 0), limit.x), y: min(max(offset.y, 0), limit.y))
    }

    /// How far to scroll along one axis (points) to show a target starting at `start`, `length`
    /// long, in a viewport starting at `viewportStart`, `viewportLength` long (both in the same
    /// coordinates): with a unit `anchor`, the target's point at that fraction of its length
    /// meets the viewport's; without one, as little as makes the target fully visible, its
    /// start first when it does not fit (`ScrollViewProxy.scrollTo`, `ScrollTarget`).
    static func distance(toShow start: CGFloat, length: CGFloat, from viewportStart: CGFloat,
                         viewportLength: CGFloat, anchor: CGFloat?) -> CGFloat {
        if let anchor { return (start + anchor * length) - (viewportStart + anchor * viewportLength) }
        if start < viewportStart || length > viewportLength { return start - viewportStart }
        return max(0, start + length - (viewportStart + viewportLength))
    }

    /// Records the sizes of a placement and brings `offset` within the new bounds. With an
    /// `initialAnchor`, the first placement starts at the anchor's position; with a
    /// `sizeChangesAnchor`, a scroll view resting at that anchor's position when its content or
    /// viewport changes size moves to the anchor's new position along that axis (a chat
    /// anchored at `.bottom` keeps showing its newest message as messages arrive or insets
    /// grow), as `defaultScrollAnchor(_:)` documents for iOS 17.
    func place(content: CGSize, viewport: CGSize) {
        let before = offset(anchoredAt: sizeChangesAnchor)
        contentSize = content
        viewportSize = viewport
        if !isPlaced, let initial = offset(anchoredAt: initialAnchor) {
            offset = initial
        } else if let anchored = offset(anchoredAt: sizeChangesAnchor), let before {
            if offset.x == before.x { offset.x = anchored.x }
            if offset.y == before.y { offset.y = anchored.y }
        }
        isPlaced = true
        offset = clamped(offset)
        placedPull = pull
        offsetPlaced?(CGPoint(x: offset.x, y: offset.y - placedPull))
        if !observers.geometry.isEmpty {
            let geometry = self.geometry
            for observer in observers.geometry { observer.placed(geometry) }
        }
    }
}

/// A scroll view's layout: a viewport over content measured without limits along the
/// scrolled axes.
///
/// Proposes to child: nil along the scrolled axes, the scroll view's size along the others
/// (a vertical scroll view proposes `(width, nil)`). Reports size: the proposal, each nil or
/// infinite dimension replaced by the content's size along it (so a scroll view in
/// `fixedSize()` or proposed nil by an outer scroll view on the same axis hugs its content;
/// along `expandedAxes` every scroll view is at least as long as its content).
/// Places child: moved back by the offset along the scrolled axes; content smaller than the
/// viewport along a scrolled axis sits at `anchor` (top-leading by default, as on iOS 17),
/// and along an axis that does not scroll it is centred. The margins it is placed in are
/// the content margins plus the scroll view's safe-area insets (`ScrollViewState`).
struct ScrollViewLayout: Layout {
    let axes: Axis.Set
    let state: ScrollViewState
    /// Where content smaller than the viewport sits (`defaultScrollAnchor`; default top-leading).
    var anchor: UnitPoint = .topLeading
    /// The axes along which the scroll view is at least as long as its content, and longer
    /// only where it is proposed more, when it scrolls along them (`renderingScrollContent(.full,
    /// axes:)`; default none): so a scroll view reaching under a navigation bar, proposed its
    /// content's length plus the bar by the safe-area pass, shows its last rows above the
    /// bottom edge.
    var expandedAxes: Axis.Set = []
    /// Space around the content inside the scrolled region (`contentMargins`; default none).
    var margins = EdgeInsets()

    /// The proposal the content gets in a viewport proposed `viewport`: nil along the
    /// scrolled axes, the viewport less `margins` along the others.
    func contentProposal(in viewport: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : viewport.width.map { max(0, $0 - margins.horizontal) },
                         height: axes.contains(.vertical) ? nil : viewport.height.map { max(0, $0 - margins.vertical) })
    }

    /// The content's size with `margins`.
    private func extent(of size: CGSize, margins: EdgeInsets) -> CGSize {
        CGSize(width: size.width + margins.horizontal, height: size.height + margins.vertical)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func given(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }
        if expandedAxes.isEmpty, let width = given(proposal.width), let height = given(proposal.height) {
            return CGSize(width: width, height: height)
        }
        let content = extent(of: subviews.first?.sizeThatFits(contentProposal(in: proposal, margins: margins)) ?? .zero,
                             margins: margins)
        func length(_ axis: Axis) -> CGFloat {
            let proposed = given(proposal[axis])
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            guard expandedAxes.contains(set), axes.contains(set) else { return proposed ?? content[axis] }
            return max(proposed ?? 0, content[axis])
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let insets = state.safeAreaInsets
        state.recordContentMargins(self.margins)
        let margins = EdgeInsets(top: self.margins.top + insets.top, leading: self.margins.leading + insets.leading,
                                 bottom: self.margins.bottom + insets.bottom, trailing: self.margins.trailing + insets.trailing)
        let contentProposal = contentProposal(in: ProposedViewSize(bounds.size), margins: margins)
        let size = content.sizeThatFits(contentProposal)
        let extent = extent(of: size, margins: margins)
        state.place(content: extent, viewport: bounds.size)
        let offset = state.offset
        // The content with its margins is what scrolls, and what is aligned in the viewport.
        func origin(_ axis: Axis, scrolls: Bool, unit: CGFloat) -> CGFloat {
            let free = bounds.size[axis] - extent[axis]
            let start = (axis == .horizontal ? bounds.minX + margins.leading : bounds.minY + margins.top)
            guard scrolls else { return start + free / 2 }
            let pull = axis == .vertical ? state.placedPull : 0
            if free > 0 { return start + free * unit + pull }
            return start - (axis == .horizontal ? offset.x : offset.y) + pull
        }
        let position = CGPoint(x: origin(.horizontal, scrolls: axes.contains(.horizontal), unit: anchor.x),
                               y: origin(.vertical, scrolls: axes.contains(.vertical), unit: anchor.y))
        content.place(at: position, anchor: .topLeading, proposal: contentProposal)
    }
}

extension ScrollViewLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    /// The content's guides stay inside the scroll view, as in SwiftUI: a scroll view
    /// aligns in a stack by its own frame.
    var ownExplicitGuides: AlignmentGuideSet { .none }
    var subviewGuideMerge: SubviewGuideMerge { .none }

    var dumpName: String {
        switch axes {
        case .vertical: return "ScrollView"
        case .horizontal: return "ScrollView(.horizontal)"
        case []: return "ScrollView([])"
        default: return "ScrollView([.horizontal, .vertical])"
        }
    }
}
