// ViewHost+SwipeActions.swift · Raster/Rendering · playing touches on list rows with swipe actions: the sideways swipe that reveals them, a full swipe, taps on the buttons, and closing the open row (UITableView's swipe on iOS)
// Status: Partial — the figures are in Views/Containers/ListSwipeActions.swift; no release
// velocity (where the finger lifts alone decides).

import Foundation

/// A touch on a list row with swipe actions: it may become the row's swipe
/// (`ListSwipeMetrics.slop`), which then has the touch.
final class SwipeRowTouch {
    let row: ListSwipeRow
    /// Where the finger touched down, window points.
    let start: CGPoint
    /// Whether the swipe has taken the touch.
    var hasBegun = false

    init(row: ListSwipeRow, start: CGPoint) {
        self.row = row
        self.start = start
    }
}

/// What a touch does to the open row (`ViewHost.openSwipeRow`).
enum OpenRowTouch {
    /// The touch landed on the open row's button `index` of `edge`: lifted there as a tap,
    /// it runs the button's action and closes the row.
    case button(ListSwipeRow, HorizontalEdge, index: Int)
    /// The touch landed elsewhere: the row closed at touch-down, and a tap does nothing else.
    case closedRow(ListSwipeRow)
}

extension ViewHost {
    /// The list row a touch at `location` on `node` may swipe: the row around the node
    /// whose swipe-actions modifier a list placed, with actions on an edge; not `closed`, the
    /// row the touch just closed (which that touch only closes).
    func swipeRowTouch(at location: CGPoint, on node: Node, excluding closed: ListSwipeRow?) -> SwipeRowTouch? {
        guard let row = Self.swipeRow(around: node) ?? Self.swipeRow(at: location, below: node),
              row.edge(.leading) != nil || row.edge(.trailing) != nil, row !== closed else { return nil }
        return SwipeRowTouch(row: row, start: location)
    }

    /// The placed swipe row around `node` (the view hit is in a row's content).
    private static func swipeRow(around node: Node) -> ListSwipeRow? {
        var current: Node? = node
        while let n = current {
            if let row = n.storage[ListSwipeRow.storageKey] as? ListSwipeRow, row.isPlaced { return row }
            current = n.parent
        }
        return nil
    }

    /// The placed swipe row below `node` whose cell holds `location` (window points): a touch
    /// beside a row's content hits no view of it, only the list's scroll view.
    private static func swipeRow(at location: CGPoint, below node: Node) -> ListSwipeRow? {
        var work = [node]
        while let n = work.popLast() {
            if let row = n.storage[ListSwipeRow.storageKey] as? ListSwipeRow, row.isPlaced, !n.isRemoved,
               row.slot.cell(forRowOfSize: n.frame.size).applying(n.transformToGlobal).contains(location) {
                return row
            }
            work.append(contentsOf: n.children.all)
        }
        return nil
    }

    /// What a touch down at `location` does to the open row, if a row is open: on one of its
    /// buttons the touch is the button's; elsewhere the row closes (animated) and the touch
    /// goes on (a drag still scrolls; a tap runs nothing).
    func touchOpenRow(at location: CGPoint) -> OpenRowTouch? {
        guard let row = openSwipeRow else { return nil }
        if let node = row.node, !node.isRemoved, let edge = row.revealedEdge, let count = row.edge(edge)?.buttons.count {
            let toWindow = node.transformToGlobal
            let cell = row.slot.cell(forRowOfSize: node.frame.size)
            let frames = ListSwipeRow.buttonFrames(edge: edge, count: count, cell: cell, offset: row.offset, fullSwipe: false)
            if let index = frames.firstIndex(where: { $0.applying(toWindow).contains(location) }) {
                return .button(row, edge, index: index)
            }
        }
        closeOpenSwipeRow()
        return .closedRow(row)
    }

    /// Closes the open row, animated; nothing runs.
    func closeOpenSwipeRow() {
        guard let row = openSwipeRow else { return }
        openSwipeRow = nil
        graph.hosting { withAnimation(ListSwipeMetrics.animation) { row.move(to: 0, fullSwipe: false) } }
        settle()
    }

    /// Plays the finger at `point` into `touch`: the swipe takes the touch once the finger has
    /// moved far enough sideways toward an edge with actions (the session's gestures are
    /// cancelled), then moves the row with it. Returns whether the swipe has the touch; nil
    /// when the finger went another way first, and the touch stays the content's.
    func moveSwipeRow(_ touch: SwipeRowTouch, to point: CGPoint, in session: TouchSession) -> Bool? {
        let dx = point.x - touch.start.x, dy = point.y - touch.start.y
        let row = touch.row
        if !touch.hasBegun {
            let edge: HorizontalEdge = dx < 0 ? .trailing : .leading
            if abs(dx) > ListSwipeMetrics.slop && abs(dx) > abs(dy) && row.edge(edge) != nil {
                touch.hasBegun = true
                if let recognizer = session.recognizer {
                    graph.hosting { Node.$acting.withValue(session.hit) { recognizer.cancel() } }
                }
            } else if abs(dy) > ListSwipeMetrics.slop || abs(dx) > ListSwipeMetrics.slop {
                return nil
            } else {
                return false
            }
        }
        let (offset, fullSwipe) = Self.swipeOffset(for: dx, of: row)
        graph.hosting { row.move(to: offset, fullSwipe: fullSwipe) }
        settle()
        return true
    }

    /// Where the row's content is for a finger `dx` points from where it touched down, and
    /// whether that is a full swipe. The row follows the finger toward an edge with actions
    /// (and stays at rest toward one without); past its buttons' width it follows on when a
    /// full swipe is allowed, else with UIScrollView's rubber band (`rubberBand`) over the
    /// cell's width.
    static func swipeOffset(for dx: CGFloat, of row: ListSwipeRow) -> (offset: CGFloat, fullSwipe: Bool) {
        let edge: HorizontalEdge = dx < 0 ? .trailing : .leading
        guard dx.isFinite, let actions = row.edge(edge) else { return (0, false) }
        let cellWidth = row.slot.cell.width
        let open = row.openWidth(edge)
        var revealed = min(abs(dx), cellWidth)
        var fullSwipe = false
        if actions.allowsFullSwipe {
            fullSwipe = revealed > max(open + ListSwipeMetrics.fullSwipeOverscroll, cellWidth * ListSwipeMetrics.fullSwipeFraction)
        } else if revealed > open {
            revealed = open + rubberBand(revealed - open, dimension: max(cellWidth, 1))
        }
        return (edge == .trailing ? -revealed : revealed, fullSwipe)
    }

    /// Lifts the finger of a swipe that has the touch: a full swipe runs the first action
    /// (a destructive one's code removes the row) and closes the row; past half its buttons'
    /// width the row settles open, else closed; animated on the host clock.
    func endSwipeRow(_ touch: SwipeRowTouch) {
        let row = touch.row
        guard let edge = row.revealedEdge, let actions = row.edge(edge) else { return }
        if row.isFullSwipe, let first = actions.buttons.first {
            graph.hosting {
                withAnimation(ListSwipeMetrics.animation) {
                    first.action()
                    row.move(to: 0, fullSwipe: false)
                }
            }
        } else {
            let open = row.openWidth(edge)
            let opens = abs(row.offset) >= open * ListSwipeMetrics.openFraction
            graph.hosting {
                withAnimation(ListSwipeMetrics.animation) { row.move(to: opens ? (edge == .trailing ? -open : open) : 0, fullSwipe: false) }
            }
            if opens { openSwipeRow = row }
        }
        settle()
    }

    /// Lifts a finger that touched down on the open row's button: a tap runs its action and
    /// closes the row; a finger that moved off it only closes the row (animated).
    ///
    /// A tap's result is drawn settled in the next frame, as every tap's change made outside
    /// `withAnimation` is (README, "Navigation"): the action runs in the tap's transaction
    /// and the row closes at once, so a row the action removes leaves no ghost drawn open,
    /// and the rows below it are in their new cells. iOS animates the close and the removal.
    func endOpenRowButtonTouch(_ row: ListSwipeRow, _ edge: HorizontalEdge, index: Int, isTap: Bool) {
        let buttons = row.edge(edge)?.buttons ?? []
        openSwipeRow = nil
        guard isTap, buttons.indices.contains(index) else {
            graph.hosting { withAnimation(ListSwipeMetrics.animation) { row.move(to: 0, fullSwipe: false) } }
            settle()
            return
        }
        let action = buttons[index].action
        graph.hosting {
            action()
            row.move(to: 0, fullSwipe: false)
        }
        settle()
    }
}
