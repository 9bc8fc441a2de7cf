// LazyStacks.swift · Raster/Views/Containers · mirrors SwiftUI LazyVStack, LazyHStack, PinnedScrollableViews (iOS 17)
// Status: Partial — rows are built lazily only when the content is one ForEach (other content is
// built whole); layout is Layout/LazyStackLayout.swift and LazyRowWindow.swift. See COMPATIBILITY.md.

import Foundation

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header of each `Section` stays at the visible region's leading edge while its
    /// section shows.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer of each `Section` stays at the visible region's trailing edge while its
    /// section shows.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed.
///
/// Raster: laid out as `LazyStackLayout` describes — the stack spans the width offered,
/// each row is proposed that width and a nil height, rows are aligned by `alignment`
/// within the full width. Pinned section headers and footers stay in the enclosing scroll
/// view's visible region while their section shows, drawn above the rows.
///
/// In a vertical scroll view, when the content is one `ForEach`, only the rows in the
/// visible region and one more on each side are built; rows more than a visible length
/// away are removed with their state, and rows not built count as the built rows' mean
/// length. Other content (several views, sections beside views) is built whole, as is any
/// lazy stack outside a scroll view on its axis, as in SwiftUI.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// - Parameters:
    ///   - alignment: the guide rows are aligned by across the stack (default `.center`).
    ///   - spacing: points between rows, or nil for each pair's default distance.
    ///   - pinnedViews: the section parts pinned while scrolling (default none).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyVStack: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let stack = StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
        LazyStackRole.update(node: node, stack: stack, pinnedViews: pinnedViews, content: content, in: graph)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items
/// only as needed.
///
/// Raster: `LazyVStack` with the axes swapped: the stack spans the height offered, and
/// builds rows lazily in a horizontal scroll view.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// - Parameters:
    ///   - alignment: the guide columns are aligned by across the stack (default `.center`).
    ///   - spacing: points between columns, or nil for each pair's default distance.
    ///   - pinnedViews: the section parts pinned while scrolling (default none).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension LazyHStack: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        let stack = StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
        LazyStackRole.update(node: node, stack: stack, pinnedViews: pinnedViews, content: content, in: graph)
    }
}

/// The node setup the lazy stacks and lazy grids share.
enum LazyStackRole {
    static func update(node: Node, stack: StackLayout, pinnedViews: PinnedScrollableViews, content: some View, in graph: ViewGraph) {
        let pinning = LazyStackPinning(pinnedViews: pinnedViews)
        update(node: node, axis: stack.axis, pinning: pinning, sectionsShapeLayout: false, content: content, in: graph) { rows in
            AnyLayout(LazyStackLayout(stack: stack, pinning: pinning, rows: rows))
        }
    }

    /// Sets up `node` as a lazy container along `axis` whose layout `makeLayout` makes (over
    /// a lazy window of rows, or nil when every row is built): lazily when the content is one
    /// `ForEach` in a scroll view along `axis`, whole otherwise. `pinning` is told where the
    /// sections are and what the scroll view shows: before each placement when sections
    /// are pinned, and also after each build when `sectionsShapeLayout` (a grid's sections
    /// start new lines, so its size depends on them).
    static func update(node: Node, axis: Axis, pinning: LazyStackPinning, sectionsShapeLayout: Bool, content: some View,
                       in graph: ViewGraph, makeLayout: (LazyRowWindow?) -> AnyLayout) {
        let environment = node.environment
        let pins = !pinning.pinnedViews.isEmpty
        let recordSections: ((Node) -> Void)? = sectionsShapeLayout ? { pinning.sections = $0.sectionSpans() } : nil
        if let source = content as? LazyRowSource, environment.enclosingScrollAxes.contains(axis == .vertical ? .vertical : .horizontal),
           environment.scrollContentRendering == .viewport {
            updateLazily(node: node, axis: axis, source: source, in: graph, makeLayout: { makeLayout($0) },
                         didBuild: recordSections, beforeWindowing: pins ? { pin($0, pinning) } : nil)
            return
        }
        let layout = makeLayout(nil)
        // The role is set before the children update so that they can see their stack's axis.
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [], unaryWrapping: false))
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        node.retainOnlyChild(contentNode, in: graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [contentNode], unaryWrapping: false))
        recordSections?(node)
        guard pins else { return }
        node.outputs.placementHook = { node in pin(node, pinning) }
    }

    /// Tells the layout where the sections are and what the scroll view shows, and draws the
    /// pinned parts above the rows.
    private static func pin(_ node: Node, _ pinning: LazyStackPinning) {
        let sections = node.sectionSpans()
        // Headers pin below the bars the scroll view reaches under, as UIKit's content insets do.
        let insets = node.enclosingScrollView?.outputs.scrollState?.safeAreaInsets ?? EdgeInsets()
        let visible = node.visibleRectInEnclosingScrollView().map {
            CGRect(x: $0.minX + insets.leading, y: $0.minY + insets.top,
                   width: max($0.width - insets.horizontal, 0), height: max($0.height - insets.vertical, 0))
        }
        if sections != pinning.sections || visible != pinning.visibleRect {
            pinning.sections = sections
            pinning.visibleRect = visible
            node.layoutMemo.placements = nil
        }
        let pinned = Set(sections.flatMap { [$0.header, $0.footer].compactMap { $0 } })
        let subviews = node.subviewNodes.indices
        node.outputs.drawing.subviewDrawOrder = subviews.filter { !pinned.contains($0) } + subviews.filter { pinned.contains($0) }
    }

    /// Builds the rows of `source` lazily in `node`, a container along `axis` in a scroll
    /// view along it whose layout `makeLayout` makes over the window: lazy stacks, lists and grids.
    /// `didBuild` runs after each change of the built rows, `beforeWindowing` at each
    /// placement before the window is checked.
    static func updateLazily(node: Node, axis: Axis, source: LazyRowSource, in graph: ViewGraph,
                             makeLayout: (LazyRowWindow) -> AnyLayout, didBuild: ((Node) -> Void)? = nil,
                             beforeWindowing: ((Node) -> Void)? = nil) {
        let window = (node.storage[LazyRows.storageKey] as? LazyRows)?.window ?? LazyRowWindow()
        window.itemCount = source.rowCount
        node.storage[LazyRows.storageKey] = LazyRows(source: source, window: window, axis: axis)
        var rows = window.built.clamped(to: 0..<source.rowCount)
        if rows.isEmpty && source.rowCount > 0 { rows = 0..<1 }
        let layout = makeLayout(window)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [], unaryWrapping: false))
        build(rows, of: source, in: node, window: window, layout: layout, updatingBuiltRows: true)
        didBuild?(node)
        node.outputs.placementHook = { node in
            beforeWindowing?(node)
            guard let visible = node.visibleRectInEnclosingScrollView() else { return }
            let shown = axis == .vertical ? visible.minY...visible.maxY : visible.minX...visible.maxX
            let wanted = window.window(showing: shown)
            guard wanted != window.built || window.items(of: wanted) != window.builtItems else { return }
            node.graph.updating {
                build(wanted, of: source, in: node, window: window, layout: layout, updatingBuiltRows: false)
                didBuild?(node)
            }
            // The stack's length changes as rows are measured: the frame is laid out again.
            node.invalidateLayoutToRoot()
            node.graph.setNeedsLayout()
        }
    }

    /// Builds the elements of the rows in `range` (updating those already built only when
    /// `updatingBuiltRows`), removes the others and makes them the stack's subviews. A row
    /// whose ID an earlier built row has is warned about and given an identity of its own.
    private static func build(_ range: Range<Int>, of source: LazyRowSource, in node: Node, window: LazyRowWindow,
                              layout: AnyLayout, updatingBuiltRows: Bool) {
        var rowNodes: [Node] = []
        var keys: [ChildKey] = []
        var occurrences: [ChildKey: Int] = [:]
        let items = window.items(of: range)
        let selection = node.childEnvironment.listRowSelection, menu = node.childEnvironment.listSelectionMenu
        rowNodes.reserveCapacity(items.count)
        keys.reserveCapacity(items.count)
        for index in items {
            let row = source.row(at: index)
            var key = row.key
            let earlier = occurrences[key, default: 0]
            occurrences[key] = earlier + 1
            if earlier > 0, case .id(let id) = row.key {
                source.warnRepeatedID(id)
                key = .id(AnyHashable(RepeatedID(id: id, occurrence: earlier)))
            }
            var view = row.view
            if case .id(let id) = row.key {
                if let menu { view = menu.row(view, id: id) }
                if let selection { view = selection.row(view, id: id) }
            }
            let existing = updatingBuiltRows ? nil : node.children[key]
            rowNodes.append(existing ?? node.graph.reconcile(parent: node, key: key, view: view))
            keys.append(key)
        }
        node.retainChildren(keys, in: node.graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: rowNodes, unaryWrapping: false))
        window.built = range
        window.builtItems = items
        window.rowOfSubview = rowNodes.enumerated().flatMap { offset, row in
            Array(repeating: window.row(ofItem: items.lowerBound + offset), count: row.units.count)
        }
    }
}

/// A lazy container's rows and its window, kept on its node across updates (and for scrolling to
/// rows not built yet).
final class LazyRows {
    static let storageKey = "LazyStack.rows"
    let source: LazyRowSource
    let window: LazyRowWindow
    let axis: Axis

    init(source: LazyRowSource, window: LazyRowWindow, axis: Axis) {
        self.source = source
        self.window = window
        self.axis = axis
    }
}

extension Node {
    /// Scrolls the scroll view of the first lazy container below this node that has an
    /// element with identity `id` not built yet to its row's estimated place, so that it
    /// gets built.
    /// - Returns: the scroll view's state and its offset before the jump, when such a row
    ///   was found.
    func scrollTowardsUnbuiltRow(_ id: AnyHashable) -> (state: ScrollViewState, from: CGPoint)? {
        var work = orderedChildren.reversed() as [Node]
        while let node = work.popLast() {
            work += node.orderedChildren.reversed()
            guard let rows = node.storage[LazyRows.storageKey] as? LazyRows, let index = rows.source.rowIndex(of: id),
                  let scrollView = node.enclosingScrollView, let state = scrollView.outputs.scrollState else { continue }
            let stack = CGRect(origin: .zero, size: node.frame.size).applying(node.transformToGlobal)
            let viewport = CGRect(origin: .zero, size: scrollView.frame.size).applying(scrollView.transformToGlobal)
            var offset = state.offset
            let start = rows.window.estimatedStart(ofRow: rows.window.row(ofItem: index))
            if rows.axis == .vertical {
                offset.y += stack.minY - viewport.minY + start
            } else {
                offset.x += stack.minX - viewport.minX + start
            }
            let from = state.offset
            state.offset = state.clamped(offset)
            scrollView.scrollOffsetDidChange()
            return (state, from)
        }
        return nil
    }
}

extension Node {
    /// The sections among this unit's subviews: each `Section` below it in the render tree
    /// whose header, content and footer are subviews of this unit.
    func sectionSpans() -> [LazyStackPinning.Section] {
        let subviews = subviewNodes
        var index: [ObjectIdentifier: Int] = [:]
        for (offset, unit) in subviews.enumerated() { index[ObjectIdentifier(unit)] = offset }
        func indices(_ part: SectionPart, of section: Node) -> [Int] {
            (section.children[part.key]?.units ?? []).compactMap { index[ObjectIdentifier($0)] }
        }
        var spans: [LazyStackPinning.Section] = []
        var work = orderedChildren.reversed() as [Node]
        while let node = work.popLast() {
            guard node.view is AnySection else {
                if node.isListNode { work += node.orderedChildren.reversed() }
                continue
            }
            let header = indices(.header, of: node), content = indices(.content, of: node), footer = indices(.footer, of: node)
            let all = header + content + footer
            guard let first = all.min(), let last = all.max() else {
                // A section that shows through a child (a sidebar section keeping its state).
                work += node.orderedChildren.reversed()
                continue
            }
            spans.append(LazyStackPinning.Section(header: header.count == 1 ? header[0] : nil,
                                                  footer: footer.count == 1 ? footer[0] : nil,
                                                  subviews: first...last))
        }
        return spans
    }

    /// The part of this placed unit that its enclosing scroll views show, in the unit's
    /// space; nil outside a scroll view. A scroll view inside another shows only what the
    /// outer one shows too: nested on the same axis, the inner one hugs its content, so its
    /// own viewport would show every row. When the outer ones show none of the inner one's
    /// viewport, the region is empty, at the inner viewport's top-leading corner.
    func visibleRectInEnclosingScrollView() -> CGRect? {
        guard let innermost = enclosingScrollView else { return nil }
        var scrollView: Node? = innermost
        var viewport = CGRect.infinite
        while let current = scrollView {
            current.registerScrollDependent(self)
            viewport = viewport.intersection(CGRect(origin: .zero, size: current.frame.size).applying(current.transformToGlobal))
            scrollView = current.enclosingScrollView
        }
        if viewport.isNull {
            viewport = CGRect(origin: .zero, size: .zero).applying(innermost.transformToGlobal)
        }
        return viewport.applying(transformToGlobal.inverted())
    }
}
