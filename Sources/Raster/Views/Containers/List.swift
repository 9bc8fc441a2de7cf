// List.swift · Raster/Views/Containers · mirrors SwiftUI List and scrollContentBackground(_:) (iOS 17)
// Status: Partial — iPhone looks of every list style; a tap in a row selects it; `children:` rows
// expand with a tap on their chevron (Views/Containers/OutlineGroup.swift).
// Layout and drawing: Layout/ListLayout.swift; styles: Views/Controls/ListStyle.swift.

import Foundation

/// A container that presents rows of data arranged in a single column, optionally
/// providing the ability to select one or more members.
///
/// Raster: a vertical `ScrollView` of the rows, laid out and drawn by the list style
/// (`listStyle(_:)`; iPhone's default is inset-grouped). Each view of the content is a row,
/// each `Section` a section with its header and footer. When the content is one `ForEach`
/// (as `List(data) { … }` makes), only the rows in or near the visible region are built, as
/// a `LazyVStack` does. `ViewHost.scroll(by:at:)` scrolls it and `renderingScrollContent(.full)`
/// renders every row.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection: rows whose `tag` (or `ForEach` ID) it holds are highlighted in
    /// systemGray4; a tap in a row's cell selects it (toggles it in a set).
    let selection: ListSelection<SelectionValue>?

    init(selection: ListSelection<SelectionValue>?, content: Content) {
        self.selection = selection
        self.content = content
    }

    @Environment(\.collapsedSplitViewColumn) private var splitViewColumn

    public var body: some View {
        // In a collapsed split view's column, a single selection pushes the next column.
        var reported: (column: Int, isSelected: Bool, deselect: () -> Void)?
        if let column = splitViewColumn, case .single(let binding)? = selection {
            reported = (column, binding.wrappedValue != nil, { binding.wrappedValue = nil })
        }
        return ListContainer(kind: nil, content: content, isSelected: selection.map { $0.contains },
                             select: selection.map { $0.select }, selectedIDs: selection.map { selection in { selection.ids } })
            .transformPreference(CollapsedSplitSelectionKey.self) { value in
                guard let reported else { return }
                value.isSelected[reported.column] = reported.isSelected
                value.deselect[reported.column] = reported.deselect
            }
    }
}

/// The selection a list was given: one value or a set.
enum ListSelection<SelectionValue: Hashable> {
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Set<SelectionValue>>)

    /// Selects the row identified by `id`: a single selection becomes it; a set gains it, or
    /// loses it when it held it. An `id` of another type than the selection's does nothing.
    func select(_ id: AnyHashable) {
        guard let value = id.base as? SelectionValue else { return }
        switch self {
        case .single(let binding): binding.wrappedValue = value
        case .multiple(let binding):
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
    }

    /// The selected rows' IDs: a single selection's value (none when nil), or the set.
    var ids: Set<AnyHashable> {
        switch self {
        case .single(let binding): return Set([binding.wrappedValue].compactMap { $0.map(AnyHashable.init) })
        case .multiple(let binding): return Set(binding.wrappedValue.map(AnyHashable.init))
        }
    }

    /// Whether the row identified by `id` (a tag or `ForEach` ID) is selected.
    func contains(_ id: AnyHashable) -> Bool {
        guard let value = id.base as? SelectionValue else { return false }
        switch self {
        case .single(let binding): return binding.wrappedValue == value
        case .multiple(let binding): return binding.wrappedValue.contains(value)
        }
    }
}

extension List {
    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .multiple($0) }, content: content())
    }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .single($0) }, content: content())
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(listData: data, id: \.id, rowContent))
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) }, content: ForEach(listData: data, id: \.id, rowContent))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(listData: data, id: id, rowContent))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { .single($0) }, content: ForEach(listData: data, id: id, rowContent))
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select multiple rows.
    ///
    /// Raster: rows with children (a non-nil `children` value) draw the disclosure chevron
    /// and start collapsed; see `OutlineGroup`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) }, content: .listRows(data, id: \.id, children: children, rowContent))
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) }, content: .listRows(data, id: \.id, children: children, rowContent))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection.map { .multiple($0) }, content: .listRows(data, id: id, children: children, rowContent))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data, optionally allowing users to select a single row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: selection.map { .single($0) }, content: .listRows(data, id: id, children: children, rowContent))
    }

    /// Creates a list that presents rows over a constant range of integers, optionally
    /// allowing users to select multiple rows.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(listData: data, id: \.self, rowContent))
    }

    /// Creates a list that presents rows over a constant range of integers, optionally
    /// allowing users to select a single row.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection.map { .single($0) }, content: ForEach(listData: data, id: \.self, rowContent))
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(listData: data, id: \.id, rowContent))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(listData: data, id: id, rowContent))
    }

    /// Creates a hierarchical list that computes its rows on demand from an underlying
    /// collection of identifiable data (rows with children start collapsed, see above).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(selection: nil, content: .listRows(data, id: \.id, children: children, rowContent))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the
    /// identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: nil, content: .listRows(data, id: id, children: children, rowContent))
    }

    /// Creates a list that presents rows over a constant range of integers.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(listData: data, id: \.self, rowContent))
    }
}

extension ForEach {
    /// The rows of a `List` over `data`: a repeated ID is reported as the list's.
    init(listData data: Data, id: KeyPath<Data.Element, ID>, _ rowContent: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, content: rowContent)
        ownerName = "List<\(Data.self), \(Content.self)>"
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The rows of a hierarchical `List` over `data`: a repeated ID is reported as the list's.
    static func listRows(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                         _ rowContent: @escaping (Data.Element) -> Leaf) -> Self {
        var group = Self(roots: Array(data), id: id, children: children, content: rowContent)
        group.ownerName = "List<\(Data.self), \(Leaf.self)>"
        return group
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether scrollable views draw their background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Specifies the visibility of the background for scrollable views within this view.
    ///
    /// Raster: `.hidden` leaves out a `List`'s or `Form`'s background colour (the grouped
    /// background behind the sections); the rows keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// A list's scroll view, background and rows in the style of its environment (or `kind`).
struct ListContainer<Content: View>: View {
    /// The look, or nil for the environment's `listStyle`.
    let kind: ListStyleKind?
    let content: Content
    /// Whether a row's value is selected, and selecting one; nil for a list without selection.
    var isSelected: ((AnyHashable) -> Bool)?
    var select: ((AnyHashable) -> Void)?
    /// The selected rows' IDs when read; nil for a list without selection.
    var selectedIDs: (() -> Set<AnyHashable>)? = nil
    @Environment(\.listStyleKind) private var styleKind
    @Environment(\.scrollContentBackground) private var background
    @Environment(\.selectionContextMenu) private var selectionMenu
    @State private var rowHits = ListRowHits()

    var body: some View {
        let kind = self.kind ?? styleKind ?? DefaultListStyle()._kind
        let color = ListMetrics(kind: kind, pixel: 1).backgroundColor
        let rowHits = self.rowHits
        var scrollView = ScrollView {
            ListRows(kind: kind, content: content, isSelected: isSelected, select: select, rowHits: rowHits)
        }
        scrollView.automaticKeyboardDismissal = .immediately
        // A `contextMenu(forSelectionType:)` above acts on this list's selection, and has a
        // menu for its empty area.
        let menu = selectionMenu.map { menu in
            var menu = menu
            if let selectedIDs { menu.selectedIDs = selectedIDs }
            return menu
        }
        return scrollView
            .environment(\.selectionContextMenu, menu)
            .background(background == .hidden ? Color.clear : Color(storage: .system(color)))
            .modifier(ListEmptyAreaMenu(menu: menu, rowHits: rowHits))
            .preference(key: ScrollEdgeBackgroundKey.self, value: background == .hidden ? nil : Color(storage: .system(color)))
    }
}

/// The background a page's scroll view shows at its top edge: iOS 17 draws it behind a
/// navigation bar that is transparent at the scroll edge, and under the status bar (a
/// grouped list's grey reaches the top of the screen). The first one written wins.
struct ScrollEdgeBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil

    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}

/// How section headers and footers of a list look, handed to its `Section`s.
struct ListSectionAppearance: Equatable {
    let kind: ListStyleKind

    /// The header's font, colour and case for `prominence`.
    func header(_ prominence: Prominence) -> (font: Font, color: Color, textCase: Text.Case?) {
        if prominence == .increased || kind == .sidebar { return (.headline, .primary, nil) }
        switch kind {
        case .grouped, .insetGrouped, .sidebar: return (.footnote, .secondary, .uppercase)
        case .plain, .inset: return (Font.subheadline.weight(.semibold), .secondary, nil)
        }
    }

    /// Footers: footnote in the secondary colour (ios17-metrics.md §4).
    var footer: (font: Font, color: Color) { (.footnote, .secondary) }
}

private struct ListSectionAppearanceKey: EnvironmentKey {
    static let defaultValue: ListSectionAppearance? = nil
}

extension EnvironmentValues {
    /// The look of sections in the enclosing list; nil outside lists.
    var listSectionAppearance: ListSectionAppearance? {
        get { self[ListSectionAppearanceKey.self] }
        set { self[ListSectionAppearanceKey.self] = newValue }
    }
}

/// A list's rows: laid out by `ListLayout`, drawn over the row backgrounds and under the
/// separators the layout plans. Built lazily when the content is one `ForEach`.
struct ListRows<Content: View>: View, PrimitiveView {
    let kind: ListStyleKind
    let content: Content
    var isSelected: ((AnyHashable) -> Bool)?
    var select: ((AnyHashable) -> Void)?
    /// Filled with the test of whether a window point is in a row's cell, for the container.
    var rowHits: ListRowHits? = nil

    var body: Never { bodyIsNeverCalled() }

    static var storageKey: String { "List.structure" }

    /// `value` when it is a finite, non-negative length; otherwise nil (the style's value is
    /// used) with a warning naming `setting`.
    static func points(_ value: CGFloat, _ setting: String) -> CGFloat? {
        guard value.isFinite, value >= 0 else {
            warnOnce("List: \(setting) of \(value) is not a finite, non-negative number of points; the list style's value is used instead")
            return nil
        }
        return value
    }

    /// The least height (points) of `rows` rows when it is more than a canvas's side can
    /// hold at `scale`: every row is at least the minimum row height plus the row spacing.
    static func heightPastACanvas(rows: Int, metrics: ListMetrics, scale: CGFloat) -> CGFloat? {
        let height = CGFloat(rows) * (metrics.minimumRowHeight + metrics.rowSpacing)
        guard scale.isFinite, scale > 0 else { return nil }
        return height * scale > CGFloat(Pixmap.maximumDimension) ? height : nil
    }

    func update(node: Node, in graph: ViewGraph) {
        let environment = node.environment
        let metrics = ListMetrics(
            kind: kind, pixel: 1 / max(environment.displayScale, 1),
            minimumRowHeight: Self.points(environment.defaultMinListRowHeight, "defaultMinListRowHeight") ?? ListMetrics.minimumRowHeight,
            minimumHeaderHeight: environment.defaultMinListHeaderHeight.flatMap { Self.points($0, "defaultMinListHeaderHeight") },
            rowSpacing: environment.listRowSpacing.flatMap { Self.points($0, "listRowSpacing") } ?? 0,
            sectionSpacing: environment.listSectionSpacing.points.flatMap { Self.points($0, "listSectionSpacing") },
            sidebarCells: kind == .sidebar && environment.horizontalSizeClass == .regular)
        let structure = node.storage[Self.storageKey] as? ListStructure ?? ListStructure(metrics: metrics)
        node.storage[Self.storageKey] = structure
        structure.metrics = metrics
        structure.environment = environment
        structure.isSelected = isSelected
        let kind = self.kind
        // A sidebar's selected rows are drawn on the tint: they set their content's foreground.
        let selection = metrics.sidebarCells ? isSelected.map {
            ListRowSelection(isSelected: $0, foregroundStyle: environment.foregroundStyle, tint: environment.tint,
                             prominence: environment.backgroundProminence)
        } : nil
        // A `contextMenu(forSelectionType:)` above is this list's: its rows take it.
        let selectionMenu = environment.selectionContextMenu
        node.outputs.environmentModifier = {
            $0.listRowSelection = selection
            $0.listSelectionMenu = selectionMenu
            $0.selectionContextMenu = nil
            $0.listSectionAppearance = ListSectionAppearance(kind: kind)
            $0.navigationLinkIsListRow = true
            $0.listRowSpacing = nil
            $0.listSectionSpacing = .default
        }
        if environment.scrollContentRendering == .full, let source = content as? LazyRowSource,
           let height = Self.heightPastACanvas(rows: source.rowCount, metrics: metrics, scale: environment.displayScale) {
            // Building every row only to fail at the canvas would take minutes and gigabytes.
            warnOnce("List: the whole content of a list of \(source.rowCount) rows is at least \(formatPoints(height)) points tall "
                + "(\(formatPoints(metrics.minimumRowHeight + metrics.rowSpacing)) points a row), more than a canvas's "
                + "\(Pixmap.maximumDimension) pixels, so its rows are not built; render the visible part "
                + "(scrollContent: .viewport) or fewer rows")
            let placeholder = graph.reconcile(parent: node, key: .slot("pastACanvas"), view: Color.clear.frame(height: height))
            node.retainOnlyChild(placeholder, in: graph)
            node.role = .unit(Node.UnitRole(layout: AnyLayout(VStackLayout()), subviewSources: [placeholder], unaryWrapping: false))
            return
        }
        rowHits?.containsRow = { [unowned node] point in structure.rowSubview(at: point, in: node) != nil }
        if let select {
            // A tap in a row's cell that no control inside it takes selects the row.
            node.outputs.tapHandlers.append(TapHandler(count: 1) { [unowned node] in
                guard let point = Node.tapLocation, let subview = structure.rowSubview(at: point, in: node),
                      !node.subviewNodes[subview].isSelectionDisabled,
                      let id = node.subviewNodes[subview].listRowID(below: node) else { return }
                select(id)
            })
        }
        node.outputs.drawing.content = { _ in ListLayout.backgrounds(of: structure) }
        node.outputs.drawing.overlay = { _ in ListLayout.separators(of: structure) }
        if let source = content as? LazyRowSource, environment.enclosingScrollAxes.contains(.vertical),
           environment.scrollContentRendering == .viewport {
            LazyStackRole.updateLazily(node: node, axis: .vertical, source: source, in: graph,
                                       makeLayout: { AnyLayout(ListLayout(structure: structure, rows: $0)) },
                                       didBuild: { structure.recordSections(of: $0) },
                                       beforeWindowing: kind == .plain ? { structure.pinHeaders(of: $0) } : nil)
            return
        }
        structure.refreshSections = { [unowned node, unowned structure] in structure.recordSections(of: node) }
        let layout = AnyLayout(ListLayout(structure: structure))
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        node.retainOnlyChild(contentNode, in: graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [contentNode], unaryWrapping: false))
        structure.recordSections(of: node)
        if kind == .plain { node.outputs.placementHook = { structure.pinHeaders(of: $0) } }
    }
}

extension Node {
    /// Whether this list row (or its section) is `selectionDisabled`.
    var isSelectionDisabled: Bool {
        if let own = layoutValue(ObjectIdentifier(SelectionDisabledKey.self)) as? Bool { return own }
        return (layoutValue(ObjectIdentifier(ListSectionRowTraitsKey.self)) as? ListSectionRowTraits)?.selectionDisabled ?? false
    }

    /// The selection value of this list row: the nearest `tag` on the way up to `list`, else
    /// the ID of the `ForEach` element that made it.
    func listRowID(below list: Node) -> AnyHashable? {
        var node: Node? = self
        var elementID: AnyHashable?
        while let current = node, current !== list {
            if let tag = PickerOptions.explicitTag(of: current.view) { return tag }
            if elementID == nil, case .id(let id) = current.key, current.parent?.view is LazyRowSource || current.parent === list {
                elementID = id
            }
            node = current.parent
        }
        return elementID
    }
}

/// Whether a window point is in a row's cell of a list, as its `ListRows` last laid them out
/// (a reference the rows fill, so that the container's gestures can ask).
final class ListRowHits {
    var containsRow: (CGPoint) -> Bool = { _ in false }
}

extension ListStructure {
    /// The index among `node`'s subviews of the row whose cell holds `point` (window
    /// points), if any; `node` is the list's rows.
    func rowSubview(at point: CGPoint, in node: Node) -> Int? {
        let local = point.applying(node.transformToGlobal.inverted())
        let rows = Set(sections.flatMap(\.rows))
        guard let cell = plan.cells.first(where: { rows.contains($0.subview) && $0.frame.contains(local) }),
              cell.subview < node.subviewNodes.count else { return nil }
        return cell.subview
    }

    /// Before a plain list is placed: records what its scroll view shows (placing it again
    /// when that changed) and draws the headers over the rows.
    func pinHeaders(of node: Node) {
        let visible = node.visibleRectInEnclosingScrollView()
        if visible != visibleRect {
            visibleRect = visible
            node.layoutMemo.placements = nil
        }
        let headers = Set(sections.compactMap(\.header))
        let subviews = node.subviewNodes.indices
        node.outputs.drawing.subviewDrawOrder = subviews.filter { !headers.contains($0) } + subviews.filter { headers.contains($0) }
    }

    /// Records the sections among `node`'s subviews: each `Section`, and each run of rows
    /// between sections as a section without header or footer.
    func recordSections(of node: Node) {
        let count = node.subviewNodes.count
        let spans = node.sectionSpans()
        hasSections = !spans.isEmpty
        var result: [ListSection] = []
        var loose: [Int] = []
        var next = 0
        func flushLoose() {
            if !loose.isEmpty { result.append(ListSection(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        for span in spans where span.subviews.lowerBound >= next {
            loose += Array(next..<span.subviews.lowerBound)
            flushLoose()
            let rows = span.subviews.filter { $0 != span.header && $0 != span.footer }
            result.append(ListSection(header: span.header, rows: rows, footer: span.footer))
            next = span.subviews.upperBound + 1
        }
        loose += Array(next..<count)
        flushLoose()
        let selected = isSelected.map { isSelected in
            Set(node.subviewNodes.indices.filter { node.subviewNodes[$0].listRowID(below: node).map(isSelected) ?? false })
        } ?? []
        if result != sections || selected != selectedSubviews {
            sections = result
            selectedSubviews = selected
            node.layoutMemo.placements = nil
        }
    }
}
