// ScrollTargetVisibilityModifier.swift · Raster/Modifiers · mirrors SwiftUI onScrollTargetVisibilityChange(idType:threshold:_:) (iOS 18)
// Status: Complete — the targets are the identified rows of the scroll view's content, as for
// scrollPosition(id:); `scrollTargetLayout()` is not needed to mark them.

import Foundation

/// Watches a scroll view's placements for `onScrollTargetVisibilityChange`.
protocol ScrollTargetVisibilityObserver: AnyObject {
    /// Called when the scroll view `scrollView` is placed (before its content is).
    func placed(scrollView: Node)
}

/// One `onScrollTargetVisibilityChange` for ids of type `ID`: the ids it last reported, and
/// what it runs when they change.
final class ScrollTargetVisibilityChange<ID: Hashable>: ScrollTargetVisibilityObserver {
    var threshold: Double
    var action: ([ID]) -> Void
    weak var graph: ViewGraph?
    /// The ids of the last report; nil before the first.
    private var last: [ID]?
    /// Whether a check waits for the end of the layout pass.
    private var isScheduled = false

    init(threshold: Double, action: @escaping ([ID]) -> Void, graph: ViewGraph) {
        self.threshold = threshold
        self.action = action
        self.graph = graph
    }

    /// The rows are placed after the scroll view: they are read once the pass has placed
    /// them, and the action runs there when the ids shown changed.
    func placed(scrollView: Node) {
        guard !isScheduled, let graph else { return }
        isScheduled = true
        graph.afterUpdate { [weak self, weak scrollView] in
            guard let self else { return }
            isScheduled = false
            guard let scrollView, !scrollView.isRemoved else { return }
            let ids = Self.shownIDs(in: scrollView, threshold: threshold)
            guard ids != last else { return }
            let first = last == nil
            last = ids
            if first, ids.isEmpty { return }
            action(ids)
        }
    }

    /// The ids of type `ID` of the scroll view's identified rows (`Node.identifiedRows`) of
    /// which at least `threshold` lies in the region it shows (and that every scroll view
    /// around it shows), in the rows' order.
    static func shownIDs(in scrollView: Node, threshold: Double) -> [ID] {
        let toWindow = scrollView.transformToGlobal
        var visible = CGRect(origin: .zero, size: scrollView.frame.size).applying(toWindow)
        if let outer = scrollView.regionShownByScrollViews() { visible = visible.intersection(outer.applying(toWindow)) }
        return scrollView.identifiedRows().compactMap { row in
            guard case .id(let id) = row.key, let typed = id.base as? ID else { return nil }
            let rect = row.unitsWindowFrame
            return !rect.isNull && ScrollVisibility.isShown(rect, in: visible, threshold: threshold) ? typed : nil
        }
    }
}

extension View {
    /// Runs `action` with the ids of the scroll targets in a scroll view below this view that
    /// are visible, each time that list changes (iOS 18): a target counts once at least
    /// `threshold` of its area (0...1, default a half) lies in the scroll view's visible
    /// region. Ids are those of `ForEach` elements or `.id(_:)`, of type `ID`.
    ///
    /// Raster: the targets are the first identified rows of the outermost scroll views below
    /// the modifier (a `ForEach` or lazy stack's rows, with or without `scrollTargetLayout()`),
    /// in their order; rows whose ids are of another type are left out. Measured after each
    /// layout that places the scroll view (the first, a host's scroll or drag, a scroll to an
    /// id, new content), in the region the scroll view shows (content under a bar counts, as
    /// for `onScrollVisibilityChange`). The first report comes at the first layout, unless no
    /// target is visible then; later ones only when the list changes. A threshold outside
    /// 0...1 is clamped, with a warning.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                            _ action: @escaping ([ID]) -> Void) -> some View {
        let threshold = ScrollVisibility.clampedThreshold(threshold, in: "onScrollTargetVisibilityChange")
        return modifier(ScrollObserverModifier(
            make: { ScrollTargetVisibilityChange(threshold: threshold, action: action, graph: $0) },
            refresh: { kept in
                kept.threshold = threshold
                kept.action = action
            },
            install: { $0.targetVisibility.append($1) }))
    }
}
