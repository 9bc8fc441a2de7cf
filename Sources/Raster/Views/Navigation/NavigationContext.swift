// NavigationContext.swift · Raster/Views/Navigation · what a navigation stack shares with the views inside it (Raster's own; SwiftUI keeps it private)
// Status: Complete — the stack's pages, pushing and popping, and the destinations declared
// in it.

import Foundation

/// A navigation stack's state as the views inside it see it: its path, the views pushed by
/// destination links, and the destinations declared for value types. The stack owns one
/// (in its `@State`), refreshes its bindings in every body, and puts it in its content's
/// environment (`navigationContext`).
final class NavigationContext {
    /// A view pushed by a destination link or a presentation binding, above the path value
    /// at `base` (how many path values were below it when it was pushed).
    struct PushedView {
        let base: Int
        let view: AnyView
        /// The presentation that pushed it (`navigationDestination(isPresented:)`, an
        /// `isActive:` link), which is told when it is popped.
        let presentation: ObjectIdentifier?
        let onPop: (() -> Void)?
    }

    /// One screen of the stack: the root (index 0), a path value, or a pushed view.
    struct Page: Identifiable {
        enum Content {
            case root
            /// A value of the path.
            case value(AnyHashable)
            /// The pushed view at `index` of `pushedViews`.
            case view(AnyView, index: Int)
        }
        /// The position in the stack, 0 for the root.
        let id: Int
        let content: Content

        /// What the page's views are matched by from one update to the next: its position
        /// and, for a path value, the value, so that a position given another value is a new
        /// screen with new state (a path `[1]` set to `[2]` replaces the screen of 1), as each
        /// path value has its own screen in SwiftUI.
        var identity: AnyHashable {
            guard case .value(let value) = content else { return AnyHashable(id) }
            return AnyHashable([AnyHashable(id), value])
        }
    }

    var path: Binding<NavigationPath> = .constant(NavigationPath())
    var pushedViews: Binding<[PushedView]> = .constant([])
    /// What the root page's bar follows (its first vertical scroll view), which a tap on the
    /// selected tab's item scrolls to the top; set by the root page, weak as the page owns it.
    weak var rootScrollEdge: NavigationScrollEdge?
    /// Whether the path can hold a value (a typed path holds only its element type).
    var pathAccepts: (AnyHashable) -> Bool = { _ in true }
    /// The element type of a typed path, for warnings; nil for a `NavigationPath`.
    var pathElementType: Any.Type?
    private var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    /// The next column, when the stack is a leading column of a split view in a regular
    /// width: links show their destinations there instead of pushing.
    var nextColumn: SplitViewNextColumn?
    /// The `navigationDestination(isPresented:)` whose destination the next column shows;
    /// nil when none does (a link's destination, or the column's own root).
    private var nextColumnPresentation: ObjectIdentifier?
    /// Makes a path the stack's own (a stack nested in a split view's column passes its path
    /// on; NestedNavigationStack.swift); nil for a stack bound to a path of its own, which
    /// keeps it. Set by the stack in every body.
    var adopt: ((NestedStackPath) -> Void)?
    /// The value of the adopted path when it was last passed on, so that a nested stack passes
    /// it on again only when it changed.
    var adoptedPathValue: NavigationPath?
    /// The stack's edge swipe back, which the host plays.
    let backSwipe = NavigationBackSwipe()

    /// The pages shown, root first: each path value followed by the views pushed while it
    /// was the top value (a view pushed above a value since removed from the path is not
    /// shown).
    var pages: [Page] {
        let values = path.wrappedValue.elements
        let pushed = pushedViews.wrappedValue
        var pages = [Page(id: 0, content: .root)]
        for base in 0...values.count {
            if base > 0 { pages.append(Page(id: pages.count, content: .value(values[base - 1]))) }
            for (index, view) in pushed.enumerated() where view.base == base {
                pages.append(Page(id: pages.count, content: .view(view.view, index: index)))
            }
        }
        return pages
    }

    /// Declares how values of `type` are shown (`navigationDestination(for:destination:)`);
    /// a later declaration for the same type replaces an earlier one.
    func register<D>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in destination(value as! D) }
    }

    /// Whether a destination is declared for values of `type`.
    func hasDestination(for type: Any.Type) -> Bool {
        destinations[ObjectIdentifier(type)] != nil
    }

    /// The screen of a path value, or nil when no destination is declared for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value.base) }
    }

    /// Pushes a value's screen by appending it to the path (or shows it in the next column
    /// when there is one); warns and does nothing when the path cannot hold it or no
    /// destination is declared for its type.
    func push(value: AnyHashable) {
        let typeName = String(describing: type(of: value.base))
        guard hasDestination(for: type(of: value.base)) else {
            Self.warnNoDestination(typeName)
            return
        }
        if let nextColumn, let view = destination(for: value) {
            nextColumn.show(view)
            return
        }
        guard pathAccepts(value) else {
            warnOnce("A NavigationLink is presenting a value of type \(typeName), but the NavigationStack's path holds "
                     + "only values of type \(pathElementType.map { String(describing: $0) } ?? "?"); the link cannot "
                     + "be activated. Bind the stack to a NavigationPath to push values of several types.")
            return
        }
        path.wrappedValue.elements.append(value)
    }

    /// Pushes a view (a destination link, or a presentation when `presentation` is given:
    /// a presentation already showing is not pushed twice). A link's view goes to the next
    /// column instead when there is one.
    func push(view: AnyView, presentation: ObjectIdentifier? = nil, onPop: (() -> Void)? = nil) {
        if let nextColumn {
            // A leading column's destination is the next column's root, as iOS shows it.
            guard presentation == nil || presentation != nextColumnPresentation else { return }
            nextColumnPresentation = presentation
            nextColumn.show(view)
            return
        }
        if let presentation, pushedViews.wrappedValue.contains(where: { $0.presentation == presentation }) { return }
        pushedViews.wrappedValue.append(PushedView(base: path.wrappedValue.count, view: view,
                                                   presentation: presentation, onPop: onPop))
    }

    /// Pops the screen a presentation pushed (its binding became false) and those above it.
    func dismiss(presentation: ObjectIdentifier) {
        if let nextColumn, nextColumnPresentation == presentation {
            nextColumnPresentation = nil
            nextColumn.show(nil)
            return
        }
        let pages = self.pages
        guard let page = pages.first(where: {
            if case .view(_, let index) = $0.content { return pushedViews.wrappedValue[index].presentation == presentation }
            return false
        }) else { return }
        pop(keeping: page.id)
    }

    /// Pops every screen above the first `count` (the root counts as one): their path
    /// values are removed from the path, and the presentations that pushed views are told.
    func pop(keeping count: Int) {
        let removed = pages.dropFirst(max(1, count))
        var valueCount = 0
        var viewIndices: [Int] = []
        for page in removed {
            switch page.content {
            case .root: break
            case .value: valueCount += 1
            case .view(_, let index): viewIndices.append(index)
            }
        }
        var views = pushedViews.wrappedValue
        let popped = viewIndices.map { views[$0] }
        for index in viewIndices.sorted(by: >) { views.remove(at: index) }
        // Views pushed above values no longer in the path go with them.
        let remainingValues = path.wrappedValue.count - valueCount
        views.removeAll { $0.base > remainingValues }
        pushedViews.wrappedValue = views
        if valueCount > 0 { path.wrappedValue.elements.removeLast(valueCount) }
        for view in popped.reversed() { view.onPop?() }
    }

    /// SwiftUI's message for a value link whose type has no destination.
    static func warnNoDestination(_ typeName: String) {
        warnOnce("A NavigationLink is presenting a value of type \(typeName) but there is no matching "
                 + "navigationDestination declaration visible from the location of the link. The link cannot be "
                 + "activated. Declare navigationDestination(for: \(typeName).self) inside the NavigationStack.")
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the view is in, or nil outside any.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
