// UndoManager.swift · Raster/Support · Foundation's UndoManager (iOS 3), which Linux's Foundation lacks, and SwiftUI's EnvironmentValues.undoManager
// Status: Partial — closure-based registration, groups, undo and redo, action names, levels and
// removal by target; no selector-based or prepared-invocation registration (Swift on Linux has
// no Objective-C messaging) and no notifications.
//
// swift-corelibs-foundation (Swift 6.3) has no `UndoManager`, which editing views read from
// the environment (`@Environment(\.undoManager)`). Raster declares it with Foundation's name.
// Where Foundation gains it, this must go (both declarations would make every use ambiguous).

import Foundation

/// Records the changes an app makes so that they can be undone, and undone changes redone
/// (Foundation's `UndoManager`).
///
/// Raster: an app's run loop ends a group at the end of each event when `groupsByEvent`; a
/// headless window has no run loop, so each registration made outside an explicit group
/// (`beginUndoGrouping()`…`endUndoGrouping()`) is a group of its own, as a tap that makes one
/// change is on a device.
open class UndoManager {
    private struct Action {
        let target: ObjectIdentifier
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups opened by `beginUndoGrouping()` and not yet ended, innermost last.
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// Whether the run loop's events end groups (default true). Raster: recorded; see the
    /// class's notes.
    open var groupsByEvent = true

    /// The most groups kept for undoing; 0 (the default) keeps them all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Whether the manager is running an undo's actions.
    open private(set) var isUndoing = false
    /// Whether the manager is running a redo's actions.
    open private(set) var isRedoing = false

    /// A manager with nothing to undo.
    public init() {}

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// Whether registrations are recorded (`disableUndoRegistration()` turns this off).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Records registrations again, matching one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        if disabledCount == 0 {
            warnOnce("UndoManager.enableUndoRegistration() was called without a disableUndoRegistration() before it; fix: call them in pairs.")
            return
        }
        disabledCount -= 1
    }

    /// Opens a group: the registrations until the matching `endUndoGrouping()` are undone
    /// together.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost open group, which becomes part of the group around it, or one
    /// group to undo.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            warnOnce("UndoManager.endUndoGrouping() was called with no group open; fix: call beginUndoGrouping() first.")
            return
        }
        if var outer = openGroups.popLast() {
            outer.actions += group.actions
            if outer.name.isEmpty { outer.name = group.name }
            openGroups.append(outer)
        } else {
            push(group)
        }
    }

    /// Registers `handler`, to be run with `target` when the change is undone (or, during an
    /// undo, redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: ObjectIdentifier(target), run: { handler(target) })
        if var group = openGroups.popLast() {
            group.actions.append(action)
            openGroups.append(group)
        } else {
            push(Group(actions: [action]))
        }
    }

    /// Names the group being registered ("Delete", read as "Undo Delete").
    open func setActionName(_ actionName: String) {
        if var group = openGroups.popLast() {
            group.name = actionName
            openGroups.append(group)
        } else if isUndoing, var group = redoStack.popLast() {
            group.name = actionName
            redoStack.append(group)
        } else if var group = undoStack.popLast() {
            group.name = actionName
            undoStack.append(group)
        }
    }

    /// The name of the group `undo()` would undo; empty when it has none.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo; empty when it has none.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the undo action's name, as an Edit menu shows it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName` when it is not empty.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName` when it is not empty.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Undoes the last group: runs its handlers, last registered first; what they register
    /// becomes the group `redo()` redoes.
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty else {
            warnOnce("UndoManager.undo() was called with \(openGroups.count) groups open; fix: end them with endUndoGrouping() first.")
            return
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let inverse = run(group)
        isUndoing = false
        if !inverse.actions.isEmpty { redoStack.append(inverse) }
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let inverse = run(group)
        isRedoing = false
        if !inverse.actions.isEmpty { undoStack.append(inverse) }
        trim()
    }

    /// Clears both stacks.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups = openGroups.map { Group(actions: [], name: $0.name) }
    }

    /// Removes the actions registered with `target` (an object), dropping groups left empty.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        let id = ObjectIdentifier(object)
        func without(_ groups: [Group]) -> [Group] {
            groups.map { Group(actions: $0.actions.filter { $0.target != id }, name: $0.name) }
        }
        undoStack = without(undoStack).filter { !$0.actions.isEmpty }
        redoStack = without(redoStack).filter { !$0.actions.isEmpty }
        openGroups = without(openGroups)
    }

    /// Runs `group`'s actions, last first, collecting what they register into the group
    /// returned (named as `group` was).
    private func run(_ group: Group) -> Group {
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action.run() }
        return openGroups.removeLast()
    }

    /// Records a closed group: onto the redo stack while undoing, else onto the undo stack
    /// (clearing the redo stack unless redoing).
    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
            return
        }
        undoStack.append(group)
        if !isRedoing { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

private struct UndoManagerKey: EnvironmentKey {
    static let defaultValue: UndoManager? = nil
}

extension EnvironmentValues {
    /// The window's undo manager (SwiftUI's `undoManager`, iOS 13).
    ///
    /// Raster: each `ViewHost` (one window) has its own, as each scene does on a device; nil
    /// outside a host's views.
    public internal(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
