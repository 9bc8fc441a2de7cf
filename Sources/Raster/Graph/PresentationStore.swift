// PresentationStore.swift · Raster/Graph · the window's presentations: which sheets, covers, alerts, dialogs and menus are shown, and how the screen under them looks (Raster's own; UIKit's chain of presented view controllers)
// Status: Partial — one presentation per level: a second one presented from the same level
// waits (warned) until the first is dismissed, as SwiftUI does with a second sheet.
//
// Presentation modifiers (Modifiers/PresentationModifiers.swift, AlertModifiers.swift)
// register here while they update; the window root's presentation layer
// (Views/Presentation/PresentationLayer.swift) builds what is registered above the screen.
// A presenter inside presented content has a `presentationDepth` one more than its
// presentation's, so a sheet presented from a sheet shows above it.

import Foundation

/// What one presentation modifier shows while it is presented.
struct Presentation {
    enum Style {
        /// A page sheet (`sheet`, and `popover` on iPhone).
        case sheet
        /// `fullScreenCover`.
        case fullScreenCover
        /// `alert`: a centred card.
        case alert
        /// `confirmationDialog`: an action sheet at the bottom.
        case confirmationDialog
        /// An open menu (`Menu`, a menu `Picker`, `ToolbarTitleMenu`): its platter anchored
        /// at its label, the screen not dimmed (Views/Presentation/OpenMenu.swift).
        case menu
    }

    var style: Style
    /// The modifier as written, for warnings ("sheet(isPresented:onDismiss:content:)").
    var source: String
    /// The presenter's environment: presented content inherits it (as iOS 14 and later do).
    var environment: EnvironmentValues
    /// The presented view (for alerts and dialogs, their card, built by the modifier).
    var content: AnyView
    /// Ends the presentation: sets the binding that presented it to false (or nil).
    var dismiss: () -> Void
    /// For a menu: where it opened from and what it lists (nil for other styles).
    var menu: OpenMenu? = nil
}

/// The look of the screen under a sheet at its large detent: scaled back and moved down,
/// its corners rounded, drawn on black. Points, window coordinates.
struct ScreenCard: Equatable {
    /// The scale of the screen (1 − 1/12 [CMS; Flutter iOS 18: 1 − 0.0835]).
    var scale: CGFloat
    /// Where the top of the scaled screen is (the safe-area top [CMS]).
    var top: CGFloat
    /// The corner radius of the scaled screen, after scaling.
    var cornerRadius: CGFloat
    /// The window's size.
    var window: CGSize

    /// The transform in the space of a unit whose top-leading corner is at `origin` in the
    /// window: scaling about the window's top centre, then moving the top to `top`.
    func transform(forUnitAt origin: CGPoint) -> CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                          tx: scale * origin.x + window.width * (1 - scale) / 2 - origin.x,
                          ty: scale * origin.y + top - origin.y)
    }
}

/// The presentations registered by the window's presenters, and the nodes that show them.
final class PresentationStore {
    struct Entry {
        weak var presenter: Node?
        /// When the presentation began: earlier ones are shown first.
        var order: Int
        /// The level of the presenter: 0 on the screen, 1 inside a presentation shown at 0...
        var depth: Int
        var presentation: Presentation
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    /// The window root's presentation layer, invalidated when what it shows changes.
    weak var layer: Node?
    /// The window root, updated again when the screen's look changes.
    weak var root: Node?
    /// True while the layer updates: presenters inside presented content register then,
    /// and the layer reads them in the same update.
    var isUpdatingLayer = false
    /// How the screen is drawn under a sheet at its large detent (nil: as it is).
    private(set) var screenCard: ScreenCard?
    /// The levels of the layer (0: the screen's presentation, 1: one presented from it...)
    /// that a sheet at its large detent presented from them pushes back (`SheetPushBack`).
    private(set) var pushedBackLevels: Set<Int> = []

    /// Registers (or with nil, removes) what `presenter` presents.
    func present(_ presentation: Presentation?, by presenter: Node) {
        let id = ObjectIdentifier(presenter)
        let wasPresented = entries[id] != nil
        if let presentation {
            let order: Int
            if let existing = entries[id]?.order {
                order = existing
            } else {
                nextOrder += 1
                order = nextOrder
            }
            entries[id] = Entry(presenter: presenter, order: order, depth: presenter.environment.presentationDepth,
                                presentation: presentation)
        } else {
            entries[id] = nil
        }
        guard wasPresented || presentation != nil, !isUpdatingLayer, let layer else { return }
        presenter.graph.invalidate(layer)
    }

    /// Removes the entry of the presenter `id` once that node has left the tree (it is
    /// removed, or freed: a new node at the same address keeps its own entry).
    func removeEntryOfRemovedPresenter(_ id: ObjectIdentifier) {
        guard let entry = entries[id], entry.presenter?.isRemoved ?? true else { return }
        entries[id] = nil
        if let layer { layer.graph.invalidate(layer) }
    }

    /// The presentation shown at `depth`: the earliest registered there. Later ones wait,
    /// with a warning naming both.
    func shownEntry(atDepth depth: Int) -> Entry? {
        let candidates = entries.values.filter { $0.depth == depth && !($0.presenter?.isRemoved ?? true) }
            .sorted { $0.order < $1.order }
        guard let shown = candidates.first else { return nil }
        let shownName = "\(shown.presentation.source) in \(Self.presenterName(shown.presenter))"
        for waiting in candidates.dropFirst() {
            let waitingName = "\(waiting.presentation.source) in \(Self.presenterName(waiting.presenter))"
            // Two presenters of the same kind in one view read alike: say which is which.
            let (later, earlier) = waitingName == shownName
                ? ("a second " + waitingName, "an earlier one in the same view") : (waitingName, shownName)
            warnOnce("\(later) is not shown: "
                     + "\(earlier) is already presented, and only "
                     + "one presentation at a time is supported from one view level. The second is shown when the first "
                     + "is dismissed; to show both, present the second from the first's content")
        }
        return shown
    }

    /// The node of the topmost presentation shown (the last level of the layer), or nil
    /// while nothing is presented.
    var topLevel: Node? {
        guard let layer, !layer.isRemoved else { return nil }
        return layer.orderedChildren.last
    }

    /// Sets the screen's look under the sheets; a change updates the window root again.
    func setScreenCard(_ card: ScreenCard?) {
        guard card != screenCard else { return }
        screenCard = card
        if let root { root.graph.invalidate(root) }
    }

    /// Sets whether the level at `depth` is pushed back by a sheet at its large detent
    /// presented from it; a change builds the layer again (in the next update pass when the
    /// layer is updating: the covering sheet reports after the level under it is built).
    func setPushedBack(_ isPushedBack: Bool, levelAt depth: Int) {
        guard pushedBackLevels.contains(depth) != isPushedBack else { return }
        if isPushedBack { pushedBackLevels.insert(depth) } else { pushedBackLevels.remove(depth) }
        if let layer { layer.graph.invalidate(layer) }
    }

    /// The user's view a presenter modifier is in: the nearest view with a body above it.
    private static func presenterName(_ node: Node?) -> String {
        var current = node
        while let n = current {
            if n.traits.primitiveType == nil { return n.traits.bodyCountName }
            current = n.parent
        }
        return "the root view"
    }
}

private struct PresentationDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How many presentations deep this view is: 0 on the screen, 1 in a sheet shown over
    /// it, and so on.
    var presentationDepth: Int {
        get { self[PresentationDepthKey.self] }
        set { self[PresentationDepthKey.self] = newValue }
    }
}
