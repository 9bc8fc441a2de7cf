// ListSwipeActions.swift · Raster/Views/Containers · the swipe actions of a List row as iOS 17 reveals them: SwiftUI swipeActions(edge:allowsFullSwipe:content:) and onDelete's Delete (UIKit's UISwipeActionsConfiguration and UIContextualAction)
// Status: Partial — drawn left to right in right-to-left layouts too; the row's separator and
// its `listRowBackground` stay in place while the content slides; no release velocity (where
// the finger lifts alone decides). The host plays the swipe (Rendering/ViewHost+SwipeActions.swift).

import Foundation

/// The figures of swipe actions, points unless said. UIKit publishes none; the sources are
/// named at each, [UNCERTAIN] where no measurement of iOS 17 confirms them. SwipeCellKit
/// (github.com/SwipeCellKit/SwipeCellKit, Jeremy Koch) is a re-creation of iOS Mail's swipe
/// measured from slow-motion screen recordings (jerkoch.com, 2017).
enum ListSwipeMetrics {
    /// The narrowest an action button is: 74 (SwipeCellKit's `minimumButtonWidth` default).
    /// [UNCERTAIN] Every button of an edge is as wide as the widest (SwipeCellKit does this).
    static let minimumButtonWidth: CGFloat = 74
    /// Space between a button's label and its sides: 8 (SwipeCellKit's `padding`). [UNCERTAIN]
    static let buttonPadding: CGFloat = 8
    /// The size of a button's title: 15 points, medium weight, white (SwipeCellKit's default
    /// font). [UNCERTAIN]
    static let titleFont = Font.system(size: 15, weight: .medium)
    /// The size of a button's symbol when its label has an icon: 17 points, as body text.
    /// [UNCERTAIN]
    static let iconFont = Font.system(size: 17, weight: .medium)
    /// From this cell height a button with an icon also shows its title under it: 91 points
    /// (UIContextualAction shows an image with its title only in rows taller than 91 points,
    /// as developers report on Stack Overflow; SwiftUI's Label follows it). [UNCERTAIN]
    static let iconAndTitleMinimumHeight: CGFloat = 91
    /// How far the finger moves sideways, and further than it moves vertically, before the
    /// row takes the touch from the list: 10, as `NavigationBackSwipe.slop` (SwiftUI
    /// `DragGesture`'s default `minimumDistance`). [UNCERTAIN]
    static let slop: CGFloat = 10
    /// A full swipe runs the first action when the revealed width passes the larger of the
    /// buttons' width plus 20 and 0.8 of the cell's width (SwipeCellKit's destructive
    /// expansion: `minimumTargetOverscroll` 20, `touchThreshold(0.8)`). [UNCERTAIN]
    static let fullSwipeOverscroll: CGFloat = 20
    static let fullSwipeFraction: CGFloat = 0.8
    /// A row released with more than this fraction of its buttons' width revealed settles
    /// open, else closed: one half (SwipeCellKit's `SwipeController` threshold). [UNCERTAIN]
    static let openFraction: CGFloat = 0.5
    /// How the row settles, opens and closes: `.smooth` (0.5 s), the settle animation Raster
    /// gives sheets; UIKit's spring is not published. [UNCERTAIN]
    static let animation = Animation.smooth
}

/// One action button: its label as drawn, its fill and its action.
struct ListSwipeButton {
    var title: Text?
    /// The symbol of a `Label`'s icon, drawn instead of (in tall rows above) the title.
    var icon: AnyView?
    /// The button's `tint`, else nil for its role's colour (`fill(in:)`).
    var tint: AnyShapeStyle?
    var role: ButtonRole?
    var action: () -> Void

    /// The fill: the tint, else red for a destructive role, else gray (systemGray; UIKit's
    /// `.normal` style default, not published). [UNCERTAIN]
    var fill: AnyShapeStyle {
        tint ?? AnyShapeStyle(role == .destructive ? Color.red : Color.gray)
    }

    /// The buttons in the content of a `swipeActions` modifier: its `Button`s in order (a
    /// `tint` on a button fills it); other views are left out with a warning, as SwiftUI
    /// shows only buttons there.
    static func buttons(in content: any View) -> [ListSwipeButton] {
        PickerOptions.views(in: content).compactMap { view in
            var environment = EnvironmentValues()
            let found = view as? SwipeActionButtonSource ?? (view as? ModifiedSwipeActionView)?.swipeButton(writing: &environment)
            guard let button = found else {
                warnOnce("swipeActions: \(strippingGenerics(String(describing: type(of: view)))) in the actions is not a Button and is not shown; "
                         + "give swipeActions only Buttons (with a Text or Label, and a tint or role for the colour)")
                return nil
            }
            return ListSwipeButton(parts: button.swipeLabelParts, tint: environment.tint, role: button.dialogRole,
                                   action: button.dialogAction)
        }
    }

    private init(parts: (title: Text?, icon: AnyView?, other: AnyView?), tint: AnyShapeStyle?, role: ButtonRole?,
                 action: @escaping () -> Void) {
        title = parts.title
        icon = parts.icon
        self.tint = tint
        self.role = role
        self.action = action
        if parts.title == nil, parts.icon == nil, let other = parts.other { icon = other }
    }

    /// The red Delete button `onDelete` gives a list row.
    static func delete(_ action: @escaping () -> Void) -> ListSwipeButton {
        ListSwipeButton(parts: (Text("Delete"), nil, nil), tint: nil, role: .destructive, action: action)
    }

    /// The button as drawn, `cellHeight` tall: its fill, and its label in white centred in
    /// its natural width (at least `minimumButtonWidth`, the button's ideal width), kept
    /// beside the row's content when the button is narrower (partly revealed, clipped) or
    /// wider (the label of a full swipe follows the content's edge).
    func view(edge: HorizontalEdge, cellHeight: CGFloat) -> some View {
        let showsTitle = icon == nil || cellHeight >= ListSwipeMetrics.iconAndTitleMinimumHeight
        let label = VStack(spacing: 4) {
            if let icon, let title, !showsTitle {
                // An icon alone is read by its title, as the button is on iOS.
                icon.font(ListSwipeMetrics.iconFont).accessibilityLabel(title)
            } else if let icon {
                icon.font(ListSwipeMetrics.iconFont)
            }
            if let title, showsTitle { title.font(ListSwipeMetrics.titleFont).lineLimit(1) }
        }
        let side: Alignment = edge == .trailing ? .leading : .trailing
        return ZStack(alignment: side) {
            Rectangle().fill(fill)
            label.foregroundStyle(Color.white)
                .padding(.horizontal, ListSwipeMetrics.buttonPadding)
                .frame(minWidth: ListSwipeMetrics.minimumButtonWidth)
        }
        .frame(minWidth: 0, maxWidth: .infinity, maxHeight: .infinity, alignment: side)
        .clipped()
    }
}

/// A `Button` read as a swipe action.
protocol SwipeActionButtonSource: DialogButton {
    /// The label's title text and icon (a `Label`'s), else the label as another view.
    var swipeLabelParts: (title: Text?, icon: AnyView?, other: AnyView?) { get }
}

extension Button: SwipeActionButtonSource {
    var swipeLabelParts: (title: Text?, icon: AnyView?, other: AnyView?) {
        if let text = label as? Text { return (text, nil, nil) }
        if let parts = label as? SwipeActionLabelParts { return (parts.swipeTitle, parts.swipeIcon, nil) }
        return (nil, nil, AnyView(label))
    }
}

/// A `Label` read as a swipe action's label.
protocol SwipeActionLabelParts {
    var swipeTitle: Text? { get }
    var swipeIcon: AnyView { get }
}

extension Label: SwipeActionLabelParts {
    var swipeTitle: Text? { title as? Text }
    var swipeIcon: AnyView { AnyView(icon) }
}

/// A modified view in swipe actions: a button under modifiers, whose environment writes
/// (a `tint`) are applied outer first.
protocol ModifiedSwipeActionView {
    func swipeButton(writing environment: inout EnvironmentValues) -> SwipeActionButtonSource?
}

extension ModifiedContent: ModifiedSwipeActionView where Content: View, Modifier: ViewModifier {
    func swipeButton(writing environment: inout EnvironmentValues) -> SwipeActionButtonSource? {
        (modifier as? EnvironmentWritingModifier)?.write(&environment)
        return content as? SwipeActionButtonSource ?? (content as? ModifiedSwipeActionView)?.swipeButton(writing: &environment)
    }
}

/// The buttons of one edge and whether a full swipe runs the first.
struct ListSwipeEdge {
    var buttons: [ListSwipeButton]
    var allowsFullSwipe: Bool
}

/// A list row's swipe: its actions by edge, where the list placed it, and how far it is
/// swiped. Held by the outermost swipe-actions modifier of the row (the one the list finds);
/// an inner one's actions are merged into it, the inner edge winning.
final class ListSwipeRow {
    /// Where the modifier's node keeps it.
    static let storageKey = "ListSwipeActions.row"
    /// The row's cell as the list placed it (`ListLayout` writes it).
    let slot = ListRowBackgroundSlot()
    /// Whether a list has placed the row (the slot holds its cell).
    var isPlaced = false
    var leading: ListSwipeEdge?
    var trailing: ListSwipeEdge?
    /// How far the row's content is moved, points: negative toward the left (revealing the
    /// trailing buttons), positive toward the right (the leading ones); 0 at rest.
    private(set) var offset: CGFloat = 0
    /// Whether the revealed first button fills the whole revealed width (a full swipe).
    private(set) var isFullSwipe = false
    /// Whether the row has been swiped: its buttons are built from then on.
    var hasBeenSwiped = false
    /// Each edge's button width from the last placement (all buttons of an edge are as wide).
    var buttonWidth: [HorizontalEdge: CGFloat] = [:]
    /// The modifier's node, invalidated when the swipe moves.
    weak var node: Node?

    func edge(_ edge: HorizontalEdge) -> ListSwipeEdge? {
        guard let actions = edge == .leading ? leading : trailing, !actions.buttons.isEmpty else { return nil }
        return actions
    }

    /// The buttons' total width on `edge` (as wide as the row is open).
    func openWidth(_ edge: HorizontalEdge) -> CGFloat {
        CGFloat(self.edge(edge)?.buttons.count ?? 0) * (buttonWidth[edge] ?? ListSwipeMetrics.minimumButtonWidth)
    }

    /// The edge whose buttons the offset reveals, if any.
    var revealedEdge: HorizontalEdge? { offset < 0 ? .trailing : offset > 0 ? .leading : nil }

    /// Moves the row's content to `offset` (points), a full swipe or not.
    func move(to offset: CGFloat, fullSwipe: Bool) {
        guard offset != self.offset || fullSwipe != isFullSwipe else { return }
        self.offset = offset
        isFullSwipe = fullSwipe
        if let node { node.graph.invalidate(node) }
    }

    /// Frames of `count` buttons on `edge` in a row whose cell is `cell`: the revealed width
    /// divided equally, the first outermost (UISwipeActionsConfiguration's order); in a
    /// full swipe the first fills it and the others are empty beside the content.
    static func buttonFrames(edge: HorizontalEdge, count: Int, cell: CGRect, offset: CGFloat, fullSwipe: Bool) -> [CGRect] {
        let revealed = edge == .trailing ? max(0, -offset) : max(0, offset)
        let each = count > 0 ? revealed / CGFloat(count) : 0
        return (0..<count).map { index in
            let width = fullSwipe ? (index == 0 ? revealed : 0) : each
            let fromEdge = fullSwipe ? (index == 0 ? 0 : revealed) : CGFloat(index) * each
            let x = edge == .trailing ? cell.maxX - fromEdge - width : cell.minX + fromEdge
            return CGRect(x: x, y: cell.minY, width: width, height: cell.height)
        }
    }
}

struct ListSwipeRowKey: LayoutValueKey {
    static let defaultValue: ListSwipeRow? = nil
}

/// Lays out a row and its action buttons in the part of the cell the swipe reveals (the
/// row's content is moved by a drawing effect, so that its alignment guides, which place the
/// list's separators, stay where they are).
///
/// Proposes to child: the row the proposal; each button its frame's size. Reports size: the
/// row's. Places child: the row at the origin; the buttons on the revealed part of the cell
/// (`ListSwipeRow.buttonFrames`), the trailing ones from the cell's right edge.
struct ListSwipeRowLayout: Layout {
    let row: ListSwipeRow
    let leadingCount: Int
    let offset: CGFloat
    let isFullSwipe: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let cell = row.slot.cell(forRowOfSize: bounds.size)
        let buttons = Array(subviews.dropFirst())
        for (edge, range) in [(HorizontalEdge.leading, 0..<min(leadingCount, buttons.count)),
                              (.trailing, min(leadingCount, buttons.count)..<buttons.count)] {
            let widths = range.map { buttons[$0].sizeThatFits(ProposedViewSize(width: nil, height: cell.height)).width }
            row.buttonWidth[edge] = max(ListSwipeMetrics.minimumButtonWidth, widths.max() ?? 0)
            let frames = ListSwipeRow.buttonFrames(edge: edge, count: range.count, cell: cell, offset: offset, fullSwipe: isFullSwipe)
            for (index, frame) in zip(range, frames) {
                buttons[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                                     proposal: ProposedViewSize(frame.size))
            }
        }
    }
}

extension ListSwipeRowLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var subviewGuideMerge: SubviewGuideMerge { .first }
    var dumpName: String { "swipeActions" }
}

/// Gives a list row swipe actions: `swipeActions` (`actions`) or `onDelete`'s Delete
/// (`deleteFallback`, used only when the row has no trailing actions of its own).
struct ListSwipeActionsModifier: ViewModifier, PrimitiveModifier {
    var actions: ListSwipeActions?
    var deleteFallback: (() -> Void)?

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        guard node.environment.listSectionAppearance != nil else {
            if actions != nil {
                warnOnce("swipeActions(edge:allowsFullSwipe:content:) is ignored outside a List, as SwiftUI ignores it: swipe actions "
                         + "are revealed only by swiping a List row; put the view in a List (or a ForEach inside one)")
            }
            node.becomeUnary(PassthroughLayout(name: "swipeActions"), content: content)
            return
        }
        let row = node.storage[ListSwipeRow.storageKey] as? ListSwipeRow ?? ListSwipeRow()
        node.storage[ListSwipeRow.storageKey] = row
        row.node = node
        // The content follows the swipe by a translation (animated with the buttons' frames).
        let shifted = content.animatableEffect("swipeActions.offset", row.offset) { offset, _ in
            .offset(CGSize(width: offset, height: 0))
        }
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: shifted)
        // A swipe-actions modifier inside this one (the row's own, under onDelete's) wins on its edge.
        let units = contentNode.units
        let inner = units.count == 1 ? units[0].layoutValue(ObjectIdentifier(ListSwipeRowKey.self)) as? ListSwipeRow : nil
        var leading = inner?.leading, trailing = inner?.trailing
        if let actions {
            let edge = ListSwipeEdge(buttons: ListSwipeButton.buttons(in: actions.content), allowsFullSwipe: actions.allowsFullSwipe)
            if actions.edge == .leading { leading = leading ?? edge } else { trailing = trailing ?? edge }
        }
        if let deleteFallback, trailing == nil {
            trailing = ListSwipeEdge(buttons: [.delete(deleteFallback)], allowsFullSwipe: true)
        }
        row.leading = leading
        row.trailing = trailing
        let cellHeight = row.slot.cell.height
        var keys: [ChildKey] = [.slot("content")]
        var sources = [contentNode]
        // The buttons are built once the row is first swiped (a row at rest draws none).
        row.hasBeenSwiped = row.hasBeenSwiped || row.offset != 0
        let built = row.hasBeenSwiped
        for (edge, buttons) in [(HorizontalEdge.leading, built ? leading?.buttons ?? [] : []),
                                (.trailing, built ? trailing?.buttons ?? [] : [])] {
            for (index, button) in buttons.enumerated() {
                let key = ChildKey.slot("\(edge == .leading ? "leading" : "trailing")\(index)")
                keys.append(key)
                // Only the revealed edge's buttons are elements (a closed row's are not on screen).
                let view = button.view(edge: edge, cellHeight: cellHeight).accessibilityHidden(row.revealedEdge != edge)
                sources.append(graph.reconcile(parent: node, key: key, view: view))
            }
        }
        node.retainChildren(keys, in: graph)
        node.role = .unit(Node.UnitRole(
            layout: AnyLayout(ListSwipeRowLayout(row: row, leadingCount: built ? leading?.buttons.count ?? 0 : 0, offset: row.offset,
                                                 isFullSwipe: row.isFullSwipe)),
            subviewSources: sources, unaryWrapping: true))
        node.outputs.layoutValues[ObjectIdentifier(ListSwipeRowKey.self)] = row
        // While the row is moved (or moving back), it and its buttons are clipped to its cell.
        let moved = node.animated("swipeActions.offset", row.offset)
        guard row.offset != 0 || moved.presentationValue != 0 else { return }
        node.outputs.drawing.effects.append { size in
            .clip(UnevenRoundedRectangle(cornerRadii: row.slot.corners).path(in: row.slot.cell(forRowOfSize: size)), FillStyle())
        }
    }
}
