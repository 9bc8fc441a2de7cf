import Foundation
import Testing
@testable import Raster

/// What the commands' code ran, in order.
private final class CommandLog {
    var built: [String] = []
}

/// A command set as app files write one: a custom menu, groups around and in place of the
/// standard ones, a conditional group, and a standard set.
private struct EditorCommands: Commands {
    let log: CommandLog
    let showsDebug: Bool

    var body: some Commands {
        CommandMenu("Shapes") {
            Button("Add Circle") { log.built.append("circle tapped") }.keyboardShortcut("c")
        }
        CommandGroup(after: .newItem) {
            Button("New From Template") {}
        }
        CommandGroup(replacing: .help) {
            Text(verbatim: log.record("help"))
        }
        if showsDebug {
            CommandMenu(Text("Debug")) { EmptyView() }
        } else {
            SidebarCommands()
        }
        ToolbarCommands()
    }
}

extension CommandLog {
    func record(_ name: String) -> String {
        built.append(name)
        return name
    }
}

/// The log of the app's commands (an `App` is made with `init()`).
private nonisolated(unsafe) var editorLog = CommandLog()

private struct EditorApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Canvas")
        }
        .commands {
            EditorCommands(log: editorLog, showsDebug: false)
            CommandGroup(before: .undoRedo) { Text(verbatim: editorLog.record("before undo")) }
        }
    }
}

@Suite struct CommandsTests {
    /// `commands` runs its content when the scene is declared (the groups' views are built)
    /// and leaves the window as it is: an iPhone shows no menu bar.
    @Test func commandsAreBuiltAndLeaveTheWindowAlone() {
        editorLog = CommandLog()
        let host = ViewHost(app: EditorApp(), size: CGSize(width: 100, height: 40))
        #expect(editorLog.built == ["before undo", "help"])
        #expect(host.layoutDescription().contains("Canvas"))
        #expect(host.frames(of: "Text").count == 1)
    }

    /// `if`–`else` keeps the branch taken; `if` without `else` keeps the commands or nothing.
    @Test func conditionalsKeepTheBranchTaken() {
        @CommandsBuilder func pick(_ debug: Bool) -> some Commands {
            if debug {
                CommandMenu(Text("Debug")) { EmptyView() }
            } else {
                SidebarCommands()
            }
        }
        let debug = pick(true) as? ConditionalCommands<CommandMenu<EmptyView>, SidebarCommands>
        #expect(debug?.first?.name == Text("Debug") && debug?.second == nil)
        let plain = pick(false) as? ConditionalCommands<CommandMenu<EmptyView>, SidebarCommands>
        #expect(plain?.first == nil && plain?.second != nil)
        @CommandsBuilder func maybe(_ shown: Bool) -> some Commands {
            if shown { ToolbarCommands() }
        }
        #expect((maybe(false) as? ConditionalCommands<ToolbarCommands, EmptyCommands>)?.children.isEmpty == true)
        #expect((maybe(true) as? ConditionalCommands<ToolbarCommands, EmptyCommands>)?.children.count == 1)
    }

    /// Placements compare by name; the empty builder is `EmptyCommands`.
    @Test func placementsAndEmptyCommands() {
        #expect(CommandGroupPlacement.pasteboard == .pasteboard)
        #expect(CommandGroupPlacement.pasteboard != .textEditing)
        @CommandsBuilder func nothing() -> some Commands {}
        #expect(nothing() is EmptyCommands)
    }
}
