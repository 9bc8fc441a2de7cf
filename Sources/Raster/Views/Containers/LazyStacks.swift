// LazyStacks.swift · Raster/Views/Containers · mirrors SwiftUI LazyVStack, LazyHStack, PinnedScrollableViews (iOS 17)
// Status: Partial — every row is built and kept, as if all were on screen (SwiftUI builds rows
// near the visible region only); layout is Layout/LazyStackLayout.swift. See COMPATIBILITY.md.

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
/// view's visible region while their section shows, drawn above the rows. Every row is
/// built (deviation: SwiftUI builds rows as they near the visible region).
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
/// Raster: `LazyVStack` with the axes swapped: the stack spans the height offered.
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

/// The node setup both lazy stacks share.
enum LazyStackRole {
    static func update(node: Node, stack: StackLayout, pinnedViews: PinnedScrollableViews, content: some View, in graph: ViewGraph) {
        let pinning = LazyStackPinning(pinnedViews: pinnedViews)
        let layout = AnyLayout(LazyStackLayout(stack: stack, pinning: pinning))
        // The role is set before the children update so that they can see their stack's axis.
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [], unaryWrapping: false))
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        node.retainChildren([.slot("content")], in: graph)
        node.role = .unit(Node.UnitRole(layout: layout, subviewSources: [contentNode], unaryWrapping: false))
        guard !pinnedViews.isEmpty else { return }
        node.outputs.placementHook = { node in
            let sections = node.sectionSpans()
            let visible = node.visibleRectInEnclosingScrollView()
            if sections != pinning.sections || visible != pinning.visibleRect {
                pinning.sections = sections
                pinning.visibleRect = visible
                node.layoutMemo.placements = nil
            }
            // Pinned parts draw (and are hit) above the rows they cover.
            let pinned = Set(sections.flatMap { [$0.header, $0.footer].compactMap { $0 } })
            let subviews = node.subviewNodes.indices
            node.outputs.drawing.subviewDrawOrder = subviews.filter { !pinned.contains($0) } + subviews.filter { pinned.contains($0) }
        }
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
            guard let first = all.min(), let last = all.max() else { continue }
            spans.append(LazyStackPinning.Section(header: header.count == 1 ? header[0] : nil,
                                                  footer: footer.count == 1 ? footer[0] : nil,
                                                  subviews: first...last))
        }
        return spans
    }

    /// The part of this placed unit that its nearest enclosing scroll view shows, in the
    /// unit's space; nil outside a scroll view.
    func visibleRectInEnclosingScrollView() -> CGRect? {
        guard let scrollView = enclosingScrollView else { return nil }
        scrollView.registerScrollDependent(self)
        let viewport = CGRect(origin: .zero, size: scrollView.frame.size).applying(scrollView.transformToGlobal)
        return viewport.applying(transformToGlobal.inverted())
    }
}
