// Stacks.swift · Raster/Views/Containers · mirrors SwiftUI HStack, VStack, ZStack (iOS 17)
// Status: Complete — the views; their layouts are Layout/HStackLayout.swift, VStackLayout.swift,
// ZStackLayout.swift and StackLayout.swift.

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
        _LayoutRoot.update(node: node, layout: layout, content: content, in: graph)
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: the horizontal guide children are aligned by (default `.center`).
    ///   - spacing: points between children, or nil for each pair's default distance.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension VStack: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        _LayoutRoot.update(node: node, layout: layout, content: content, in: graph)
    }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: Never { bodyIsNeverCalled() }
}

extension ZStack: PrimitiveView {
    func update(node: Node, in graph: ViewGraph) {
        _LayoutRoot.update(node: node, layout: layout, content: content, in: graph)
    }
}
