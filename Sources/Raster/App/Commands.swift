// Commands.swift · Raster/App · mirrors SwiftUI Commands, CommandsBuilder, CommandGroup, CommandMenu, CommandGroupPlacement, EmptyCommands, the standard command sets and Scene.commands(content:) (iOS 17)
// Status: Partial — accepted so that app files declaring menu commands compile; an iPhone has
// no menu bar, so the commands are built (their bodies run) and not shown, and their keyboard
// shortcuts do nothing.

import Foundation

/// Conforming types represent a group of related commands that can be exposed to the user
/// via the main menu on macOS and key commands on iOS.
///
/// Raster: a custom type's `body` is read when the scene declares it (`Scene.commands`);
/// nothing is shown.
@MainActor @preconcurrency public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Built-in commands have no body; asking for one is a programming error.
private func commandsBodyIsNeverCalled(_ commands: some Commands) -> Never {
    fatalError("\(type(of: commands)) is a built-in command group and has no body")
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
public enum CommandsBuilder {
    /// Passes a single command group written as a child through unmodified.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An empty group of commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Passes a single command group through unmodified.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Combines several command groups into one, in the order written.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> some Commands {
        TupleCommands(content: (repeat each content))
    }

    /// Commands written inside an `if` without an `else`: present only when the condition held.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> some Commands {
        ConditionalCommands<Content, EmptyCommands>(first: content, second: nil)
    }

    /// The commands of the `if` branch of an `if`–`else`.
    public static func buildEither<First: Commands, Second: Commands>(first: First) -> ConditionalCommands<First, Second> {
        ConditionalCommands(first: first, second: nil)
    }

    /// The commands of the `else` branch of an `if`–`else`.
    public static func buildEither<First: Commands, Second: Commands>(second: Second) -> ConditionalCommands<First, Second> {
        ConditionalCommands(first: nil, second: second)
    }

    /// Passes commands guarded by `if #available` through unchanged.
    public static func buildLimitedAvailability(_ content: some Commands) -> some Commands { content }
}

/// Built-in commands that hold other commands (the builder's sequences and branches).
protocol CommandsContainer {
    /// The commands held, in the order written.
    var children: [any Commands] { get }
}

/// Builds `commands` as a scene declaring them does: the bodies of custom command types run,
/// down to the built-in groups (whose views were built when they were made).
func buildCommands(_ commands: any Commands) {
    if let container = commands as? CommandsContainer {
        container.children.forEach(buildCommands)
    } else if let body = customBody(of: commands) {
        buildCommands(body)
    }
}

/// The body of a custom command type; nil for a built-in one (whose `Body` is `Never`).
private func customBody<C: Commands>(of commands: C) -> (any Commands)? {
    C.Body.self == Never.self ? nil : commands.body
}

/// Several command groups written one after another in a `CommandsBuilder` closure.
struct TupleCommands<each Content: Commands>: Commands, CommandsContainer {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    let content: (repeat each Content)

    var children: [any Commands] {
        var children: [any Commands] = []
        for child in repeat each content { children.append(child) }
        return children
    }
}

/// The commands of one branch of an `if`–`else` in a `CommandsBuilder` closure.
public struct ConditionalCommands<First: Commands, Second: Commands>: Commands, CommandsContainer {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    let first: First?
    let second: Second?

    var children: [any Commands] {
        if let first { return [first] }
        if let second { return [second] }
        return []
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    /// Creates an empty command hierarchy.
    public init() {}
}

/// The standard locations that you can place new command groups relative to.
///
/// Raster: the placements are compared by name only; no menu exists to place them in.
public struct CommandGroupPlacement: Hashable, Sendable {
    private let name: String

    /// Placement for commands that present information about the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Placement for commands that present the app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Placement for commands that result in app termination.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Placement for commands that create and open different kinds of documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Placement for commands that save open documents and close windows.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Placement for commands that relate to importing and exporting data.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Placement for commands that interact with the Clipboard and manipulate content.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Placement for commands that manipulate the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Placement for commands that control the sidebar and full-screen modes of the window.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Placement for commands that describe and reveal the app's open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Placement for commands that describe and reveal any windows that the app defines.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Placement for commands that arrange all of the app's windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Placement for commands that present documentation and helpful information.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Groups of controls that you can add to existing command menus.
///
/// Raster: `addition` is built when the group is made, and not shown.
public struct CommandGroup<Content: View>: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    /// Where the group goes, and how.
    let placement: (group: CommandGroupPlacement, position: Position)
    let content: Content

    enum Position { case before, after, replacing }

    /// A command group with `addition` placed before `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = (group, .before)
        content = addition()
    }

    /// A command group with `addition` placed after `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = (group, .after)
        content = addition()
    }

    /// A command group with `addition` in place of `group`'s commands.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = (group, .replacing)
        content = addition()
    }
}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
///
/// Raster: `content` is built when the menu is made, and not shown.
public struct CommandMenu<Content: View>: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    let name: Text
    let content: Content

    /// A menu titled with a localized string key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu titled with a text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}

/// A built-in set of commands for manipulating window sidebars.
public struct SidebarCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    public init() {}
}

/// A built-in set of commands for manipulating window toolbars.
public struct ToolbarCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    public init() {}
}

/// A built-in set of commands for searching, editing, and transforming selections of text.
public struct TextEditingCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    public init() {}
}

/// A built-in set of commands for transforming the styles applied to selections of text.
public struct TextFormattingCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    public init() {}
}

/// A built-in set of commands for manipulating inspectors.
public struct InspectorCommands: Commands {
    public var body: Never { commandsBodyIsNeverCalled(self) }

    public init() {}
}

extension Scene {
    /// Adds commands to the scene.
    ///
    /// Raster: `content` runs (so its code and the views of its groups are built) when the
    /// scene is declared; an iPhone has no menu bar, so nothing is shown and the scene's
    /// windows are unchanged.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        buildCommands(content())
        return self
    }
}
