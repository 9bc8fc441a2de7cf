// HStack.swift · Raster/Layout · mirrors SwiftUI HStack, HStackLayout (iOS 17)
// Status: Complete — see StackLayout.swift.

import Foundation

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: the vertical guide children are aligned by (default `.center`).
    ///   - spacing: points between children, or nil for each pair's default distance.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension HStack: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        _LayoutRoot(layout: layout, content: content).update(node: node, in: graph)
    }
}

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing) }

    /// The stack's cache, as in SwiftUI: gaps between subviews and recent arrangements.
    public typealias Cache = _StackLayoutCache

    /// Measures the gaps between `subviews` (SwiftUI's `Layout.makeCache(subviews:)`).
    public func makeCache(subviews: Subviews) -> Cache { stack.makeCache(subviews: subviews) }

    /// Measures the gaps again and forgets the arrangements, after the subviews changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension HStackLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        dumpCall("HStack", [alignment == .center ? nil : "alignment: \(alignment.dumpName)", dumpArgument("spacing", spacing)])
    }
}
