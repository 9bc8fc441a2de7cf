// NestedNavigationStack.swift · Raster/Views/Navigation · a NavigationStack inside another stack's screen: a split view column's own stack (SwiftUI documents it), or nested by mistake (SwiftUI does not support it)
// Status: Partial — one nested stack per column passes its path on; a second one in the same
// column replaces the first's. See COMPATIBILITY.md.
//
// A split view's columns are navigation stacks, and apps commonly give a column a stack of
// their own to bind its path (`detail: { NavigationStack(path: $model.path) { ... } }`, as
// Apple's "Bringing robust navigation structure to your SwiftUI app" sample does). iOS shows
// one bar there, and the path pushes in the column (in the one stack of a collapsed split
// view, above the column). Raster does the same by not making the inner stack a stack: it
// shows its root on the column's screen and hands its path to the column's stack, which then
// pushes and pops it as its own. Elsewhere a stack inside a stack's screen (a pushed view
// wrapped in a NavigationStack, stacks in the tabs of a TabView inside a NavigationStack) is
// undefined in SwiftUI; Raster shows the inner root the same way, pushes its links on the
// outer stack, and warns once.

import Foundation

/// What a `NavigationStack` is to the stack whose screen it is on.
enum NestedStackRole: Sendable {
    /// On a screen of an app's stack: nesting SwiftUI does not support.
    case nested
    /// At the root of a split view's column, or of a column pushed in a collapsed split view,
    /// or a tab pushed on the More list: the column's (the tab's) own stack. It passes its
    /// path on unless the enclosing stack has a bound path of its own (the More list's).
    case column
}

/// The path a stack nested in a split view's column drives the column's stack with.
struct NestedStackPath {
    let path: Binding<NavigationPath>
    /// Whether the path can hold a value (a typed path holds only its element type).
    let accepts: (AnyHashable) -> Bool
    /// The element type of a typed path, for warnings; nil for a `NavigationPath`.
    let elementType: Any.Type?
}

private struct NestedStackRoleKey: EnvironmentKey {
    static var defaultValue: NestedStackRole { .nested }
}

extension EnvironmentValues {
    /// What a navigation stack in this environment is to the stack around it (unused outside
    /// any stack).
    var nestedStackRole: NestedStackRole {
        get { self[NestedStackRoleKey.self] }
        set { self[NestedStackRoleKey.self] = newValue }
    }
}

extension NavigationStack {
    /// The stack inside `enclosing`'s screen: its root (with a `searchable` applied around
    /// the stack), whose titles, toolbars, links and destinations are the enclosing stack's.
    /// A column's stack hands its bound path to the column's stack (when that stack has none
    /// of its own); any other nesting warns.
    func nested(in enclosing: NavigationContext) -> some View {
        switch nestedRole {
        case .column:
            if let boundPath { pass(boundPath, to: enclosing) }
        case .nested:
            warnOnce("A NavigationStack is on a screen of another NavigationStack, which SwiftUI does not support "
                     + "(what iOS shows then is undefined). Raster shows the inner stack's root on the outer stack's screen, "
                     + "its title and toolbar in the outer bar, and pushes its links onto the outer stack"
                     + (boundPath == nil ? "" : "; the inner stack's path is not used")
                     + ". Remove the inner NavigationStack: a pushed view is already in its stack, and a TabView's tabs "
                     + "each take their own stack with none around the TabView.")
        }
        return Self.content(of: NavigationContext.Page(id: 0, content: .root), root: root, search: containerSearch)
            .environment(\.nestedStackRole, .nested)
            .environment(\.containerSearchField, nil)
    }

    /// Makes `path` the path of `enclosing`'s stack after this update, when it is new or its
    /// value changed since it was last passed on (the enclosing stack reads it from then on).
    private func pass(_ path: Binding<NavigationPath>, to enclosing: NavigationContext) {
        let value = path.wrappedValue
        guard enclosing.adoptedPathValue != value, let adopt = enclosing.adopt, let graph = Node.evaluating?.graph else {
            return
        }
        enclosing.adoptedPathValue = value
        let adopted = NestedStackPath(path: path, accepts: pathAccepts, elementType: pathElementType)
        graph.afterUpdate { adopt(adopted) }
    }
}
