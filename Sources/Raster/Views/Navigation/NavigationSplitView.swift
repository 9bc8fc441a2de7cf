// NavigationSplitView.swift · Raster/Views/Navigation · mirrors SwiftUI NavigationSplitView, NavigationSplitViewVisibility, NavigationSplitViewColumn, NavigationSplitViewStyle (iOS 17)
// Status: Partial — collapsed to a stack in a compact width (iPhone); in a regular width
// (iPad presets) the columns side by side, each its own stack, a link in a leading column
// showing its destination in the next column, the sidebar toggle hiding the sidebar (no
// animation); styles change nothing.

import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Raster: in a compact width (iPhone) drawn collapsed, as iOS draws it: a `NavigationStack`
/// whose root is the sidebar; the content column (three-column form) and the detail are
/// pushed over it when `preferredCompactColumn` names them, and links in the sidebar push as
/// in any stack. In a regular width (iPad) the columns are side by side, each a stack: a
/// `NavigationLink` in the sidebar (destination or value form) shows its destination as the
/// root of the next column (the content column of a three-column view, else the detail),
/// and one in the content column as the detail's root, as iOS does; the next columns show
/// their `content:`/`detail:` views until a link replaces them (a `List(selection:)` whose
/// selection the detail reads updates it as any view does).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The visibility the app binds (`columnVisibility:`); nil when the view keeps its own.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Whether the sidebar toggle hid the sidebar, when no visibility is bound.
    @State private var ownSidebarHidden = false
    @State private var contentShown: Bool
    @State private var detailShown: Bool
    /// The widths the columns' views asked for (`navigationSplitViewColumnWidth`), by column.
    @State private var columnWidths: [Int: CGFloat] = [:]
    /// The destinations links showed in the content (1) and detail (2) columns, each with a
    /// count that gives the column's stack a new identity (so its pushed pages go) whenever
    /// its root is replaced.
    @State private var shownRoots: [Int: SplitViewColumnRoot] = [:]
    /// How to clear the selections of the collapsed columns' lists.
    @State private var selectionRelay = CollapsedSplitSelectionRelay()
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.displayScale) private var displayScale

    init(sidebar: Sidebar, content: Content?, detail: Detail, preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
         columnVisibility: Binding<NavigationSplitViewVisibility>? = nil) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
        self.columnVisibility = columnVisibility
        let column = preferredCompactColumn?.wrappedValue ?? .sidebar
        _contentShown = State(initialValue: content != nil && column != .sidebar)
        _detailShown = State(initialValue: column == .detail)
    }

    /// The columns side by side, or collapsed into one stack in a compact width, over the
    /// background its content declares (`containerBackground(for: .navigationSplitView)`).
    public var body: some View {
        Group {
            if horizontalSizeClass == .regular {
                columns
            } else {
                collapsed
            }
        }
        .backgroundPreferenceValue(SplitViewContainerBackgroundKey.self) { background in
            background?.ignoresSafeArea()
        }
        .transformPreference(SplitViewContainerBackgroundKey.self) { $0 = nil }
    }

    /// Whether the sidebar is hidden: the bound visibility is `.detailOnly` (or, with a
    /// content column, `.doubleColumn`), or the toggle hid it.
    private var sidebarHidden: Bool {
        guard let columnVisibility else { return ownSidebarHidden }
        let visibility = columnVisibility.wrappedValue
        return visibility == .detailOnly || (content != nil && visibility == .doubleColumn)
    }

    /// Shows or hides the sidebar, as its toggle button does: the bound visibility becomes
    /// `.detailOnly` (`.doubleColumn` with a content column) or `.all`.
    private func toggleSidebar() {
        let hide = !sidebarHidden
        if let columnVisibility {
            columnVisibility.wrappedValue = hide ? (content == nil ? .detailOnly : .doubleColumn) : .all
        } else {
            ownSidebarHidden = hide
        }
    }

    /// Side by side, as iOS draws a split view in a regular width: the sidebar (and the
    /// content column) at their widths, each followed by a one-pixel separator, and the detail
    /// in the rest, each column its own navigation stack. The links of a leading column show
    /// their destinations in the next column (`splitViewNextColumn`). The sidebar toggle leads
    /// the sidebar's bar, or, with the sidebar hidden, the next column's.
    private var columns: some View {
        let widths = columnWidths
        let roots = shownRoots
        let hairline = 1 / max(displayScale, 1)
        let rootsBinding = $shownRoots
        let detailColumn = content == nil ? 1 : 2
        func show(_ view: AnyView?, in column: Int) {
            var roots = rootsBinding.wrappedValue
            roots[column] = SplitViewColumnRoot(view: view, generation: (roots[column]?.generation ?? 0) + 1)
            // A new content column shows the detail view again.
            if column == 1, detailColumn == 2, let detail = roots[2] {
                roots[2] = SplitViewColumnRoot(view: nil, generation: detail.generation + 1)
            }
            rootsBinding.wrappedValue = roots
        }
        func leading(_ view: some View, column: Int) -> some View {
            NavigationStack { view.environment(\.nestedStackRole, .column) }
                .environment(\.splitViewNextColumn, SplitViewNextColumn { show($0, in: column + 1) })
                .onPreferenceChange(SplitViewColumnWidthKey.self) { width in columnWidths[column] = width }
                .frame(width: widths[column] ?? SplitViewMetrics.columnWidth)
                .overlay(alignment: .trailing) {
                    Rectangle().fill(Color(storage: .system(.separator))).frame(width: hairline).ignoresSafeArea()
                }
        }
        let hidden = sidebarHidden
        let toggle = SidebarToggleButton(action: toggleSidebar)
        func root(_ view: some View, column: Int) -> AnyView {
            let root = roots[column]?.view ?? AnyView(view)
            return hidden && column == 1 ? AnyView(root.leadingToolbarItem(toggle)) : root
        }
        return HStack(spacing: 0) {
            if !hidden {
                // A list in the sidebar column has the sidebar style unless one is set, as in SwiftUI.
                leading(sidebar.leadingToolbarItem(toggle), column: 0)
                    .transformEnvironment(\.listStyleKind) { (kind: inout ListStyleKind?) in
                        if kind == nil { kind = .sidebar }
                    }
            }
            if let content {
                leading(root(content, column: 1), column: 1)
                    .id(roots[1]?.generation ?? 0)
            }
            NavigationStack { root(detail, column: detailColumn).environment(\.nestedStackRole, .column) }
                .id(roots[detailColumn]?.generation ?? 0)
                .frame(maxWidth: .infinity)
        }
        .preference(key: NavigationContainerKey.self, value: true)
    }

    /// Collapsed, as iOS draws a split view in a compact width: one stack. A single-selection
    /// `List` in the sidebar (or the content column) pushes the next column when its selection
    /// becomes a value, and popping that column sets the selection to nil, as iOS 17's
    /// collapsed split view does (`CollapsedSplitSelectionKey`).
    private var collapsed: some View {
        let relay = selectionRelay, hasContent = content != nil
        let contentShown = $contentShown, detailShown = $detailShown
        func shown(_ flag: Binding<Bool>, clearingColumn column: Int) -> Binding<Bool> {
            Binding(get: { flag.wrappedValue }, set: { isShown in
                flag.wrappedValue = isShown
                if !isShown { relay.deselect[column]?() }
            })
        }
        return NavigationStack {
            if let content {
                // Both columns are declared on the sidebar's page, so that each is built from the
                // split view's current body when it is pushed (a destination declared on the
                // pushed content column would be the one it had when the column was pushed).
                sidebar.environment(\.collapsedSplitViewColumn, 0).environment(\.nestedStackRole, .column)
                    .navigationDestination(isPresented: shown(contentShown, clearingColumn: 0)) {
                        content.environment(\.collapsedSplitViewColumn, 1).environment(\.nestedStackRole, .column)
                    }
                    .navigationDestination(isPresented: shown(detailShown, clearingColumn: 1)) {
                        detail.environment(\.collapsedSplitViewColumn, nil).environment(\.nestedStackRole, .column)
                    }
            } else {
                sidebar.environment(\.collapsedSplitViewColumn, 0).environment(\.nestedStackRole, .column)
                    .navigationDestination(isPresented: shown(detailShown, clearingColumn: 0)) {
                        detail.environment(\.collapsedSplitViewColumn, nil).environment(\.nestedStackRole, .column)
                    }
            }
        }
        .onPreferenceChange(CollapsedSplitSelectionKey.self) { selections in
            relay.deselect = selections.deselect
            if let sidebarSelected = selections.isSelected[0] {
                (hasContent ? contentShown : detailShown).wrappedValue = sidebarSelected
            }
            if let contentSelected = selections.isSelected[1] { detailShown.wrappedValue = contentSelected }
        }
    }
}

extension NavigationSplitView {
    /// A three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// A three-column navigation split view with a binding to the visibility of its columns.
    ///
    /// Raster: in a regular width `.doubleColumn` and `.detailOnly` hide the sidebar (the
    /// content column stays) and the sidebar toggle sets them; unused when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil,
                  columnVisibility: columnVisibility)
    }

    /// A three-column navigation split view showing `preferredCompactColumn` when collapsed
    /// (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column navigation split view with column visibility and a preferred compact
    /// column (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn,
                  columnVisibility: columnVisibility)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// A two-column navigation split view with a binding to the visibility of its columns.
    ///
    /// Raster: in a regular width `.detailOnly` hides the sidebar and the sidebar toggle sets
    /// it; unused when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil,
                  columnVisibility: columnVisibility)
    }

    /// A two-column navigation split view showing `preferredCompactColumn` when collapsed
    /// (iOS 17).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column navigation split view with column visibility and a preferred compact
    /// column (iOS 17).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn,
                  columnVisibility: columnVisibility)
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    /// Hide the leading columns (only the detail shows).
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
    /// Show the content column and detail area.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    /// Show all the columns.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// The platform's default for the size available.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
}

/// A view that represents a column in a navigation split view (iOS 17).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// The content column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
///
/// Raster: only the built-in styles exist (SwiftUI keeps the requirements private); all
/// draw the collapsed stack.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {}

/// The default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// A style that reduces the size of the detail content to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// A style that keeps the detail content's size while showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent-detail style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view.
    ///
    /// Raster: accepted; split views are drawn collapsed whatever the style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// Sets a fixed, preferred width for the column containing this view.
    ///
    /// Raster: the sidebar or content column is drawn this wide, points, in a regular width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        transformPreference(SplitViewColumnWidthKey.self) { $0 = width }
    }

    /// Sets a flexible, preferred width for the column containing this view.
    ///
    /// Raster: the column is drawn at its ideal width, points (nothing is resized).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// The split view's figures, points.
enum SplitViewMetrics {
    /// The width of a leading column (sidebar, content) when none is asked for: 320, UIKit's
    /// default maximum primary column width (useyourloaf.com, "change the width of the master
    /// view"). [UNCERTAIN — iOS 17 sizes columns by screen; not measured]
    static let columnWidth: CGFloat = 320
}

/// The split view's sidebar toggle: the `sidebar.left` symbol in the tint colour, a bar
/// button leading the sidebar column's navigation bar while the sidebar shows, and the next
/// column's while it is hidden. iOS 17 places it at the top-left of the sidebar (DanXi-Dev
/// DanXi-swift issue 105, an iPad Pro simulator screenshot of iOS 17, and Apple's HIG
/// "Sidebars" Music image it compares with).
struct SidebarToggleButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "sidebar.left")
        }
        .accessibilityLabel("Toggle Sidebar")
    }
}

extension View {
    /// The view with `item` first among its page's leading bar items.
    func leadingToolbarItem(_ item: some View) -> some View {
        var entry = ToolbarEntry(placement: .topBarLeading, view: AnyView(item))
        entry.defaultKind = .sidebarToggle
        return navigationBarContent { $0.items.insert(entry, at: 0) }
    }
}

/// The view a link showed as a split view column's root (nil: the column's own view again),
/// and how many times the root was replaced.
struct SplitViewColumnRoot {
    let view: AnyView?
    let generation: Int
}

/// Where the links of a split view's leading column show their destinations: the next
/// column, as its root (nil: the column's own root again). A leading column's
/// `NavigationStack` hands it to its `NavigationContext`.
struct SplitViewNextColumn {
    let show: (AnyView?) -> Void
}

private struct SplitViewNextColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewNextColumn? { nil }
}

extension EnvironmentValues {
    /// The next column of the split view whose leading column the view is in (regular
    /// width only); nil elsewhere.
    var splitViewNextColumn: SplitViewNextColumn? {
        get { self[SplitViewNextColumnKey.self] }
        set { self[SplitViewNextColumnKey.self] = newValue }
    }
}

/// The width a split view column's views ask for (`navigationSplitViewColumnWidth`); nil
/// for the default. The outermost request wins.
struct SplitViewColumnWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil

    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}
