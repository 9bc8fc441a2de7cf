// UndoManagerTests.swift · RasterTests/Support · Raster's UndoManager (Foundation's, which Linux lacks): groups, undo and redo, names, levels, removal by target, and the window's manager in the environment

import Foundation
import Testing
@testable import Raster

@Suite struct UndoManagerTests {
    final class Document {
        var items: [String] = []
        let undoManager: UndoManager

        init(_ undoManager: UndoManager) { self.undoManager = undoManager }

        func add(_ item: String) {
            items.append(item)
            undoManager.registerUndo(withTarget: self) { $0.remove(item) }
            undoManager.setActionName("Add \(item)")
        }

        func remove(_ item: String) {
            items.removeAll { $0 == item }
            undoManager.registerUndo(withTarget: self) { $0.add(item) }
        }
    }

    /// Each registration outside a group undoes on its own, last first; an undo's handlers
    /// register the redo, and a new change clears the redos.
    @Test func undoAndRedoEachChange() {
        let manager = UndoManager()
        let document = Document(manager)
        document.add("a")
        document.add("b")
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Add b")
        manager.undo()
        #expect(document.items == ["a"])
        #expect(manager.canRedo && manager.redoActionName == "Add b")
        manager.redo()
        #expect(document.items == ["a", "b"])
        manager.undo()
        manager.undo()
        #expect(document.items == [] && !manager.canUndo)
        manager.redo()
        document.add("c")
        #expect(document.items == ["a", "c"] && !manager.canRedo)
        #expect(manager.redoMenuItemTitle == "Redo")
    }

    /// A group's registrations undo together, nested groups as part of the outer one.
    @Test func groupsUndoTogether() {
        let manager = UndoManager()
        let document = Document(manager)
        manager.beginUndoGrouping()
        document.add("a")
        manager.beginUndoGrouping()
        document.add("b")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.endUndoGrouping()
        document.add("c")
        manager.undo()
        #expect(document.items == ["a", "b"])
        manager.undo()
        #expect(document.items == [] && !manager.canUndo)
        manager.redo()
        #expect(document.items.sorted() == ["a", "b"])
    }

    /// Disabled registration records nothing; levels keep the newest groups; removal by
    /// target drops that target's actions.
    @Test func registrationLevelsAndRemoval() {
        let manager = UndoManager()
        let document = Document(manager), other = Document(manager)
        manager.disableUndoRegistration()
        document.add("quiet")
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        manager.levelsOfUndo = 2
        document.add("a")
        other.add("x")
        document.add("b")
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(document.items == ["quiet", "a"] && other.items == [])
        manager.removeAllActions(withTarget: other)
        #expect(manager.canRedo)
        manager.redo()
        manager.redo()
        #expect(document.items == ["quiet", "a", "b"] && other.items == [])
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    /// Unbalanced calls warn and change nothing.
    @Test func unbalancedCallsWarn() {
        let manager = UndoManager()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            manager.endUndoGrouping()
            manager.enableUndoRegistration()
        }
        #expect(warnings == [
            "UndoManager.endUndoGrouping() was called with no group open; fix: call beginUndoGrouping() first.",
            "UndoManager.enableUndoRegistration() was called without a disableUndoRegistration() before it; fix: call them in pairs.",
        ])
        #expect(manager.groupingLevel == 0 && manager.isUndoRegistrationEnabled)
    }

    /// Each host's views read their own window's manager, as each scene has one on a device.
    @Test func eachWindowHasItsOwnManager() {
        final class Seen { var managers: [UndoManager?] = [] }
        struct Reader: View {
            @Environment(\.undoManager) var undoManager
            let seen: Seen
            var body: some View {
                seen.managers.append(undoManager)
                return Color.clear
            }
        }
        let seen = Seen()
        _ = ViewHost(Reader(seen: seen), size: CGSize(width: 10, height: 10)).render()
        _ = ViewHost(Reader(seen: seen), size: CGSize(width: 10, height: 10)).render()
        #expect(seen.managers.count == 2)
        #expect(seen.managers[0] != nil && seen.managers[1] != nil && seen.managers[0]! !== seen.managers[1]!)
    }
}
