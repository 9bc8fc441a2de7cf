// OverlayModifiers.swift · Raster/Modifiers · mirrors SwiftUI background(_:alignment:), overlay(_:alignment:), border and their style forms (iOS 17)
// Status: Complete — swiftui-behavior.md §1.9; the layout is Layout/OverlayLayout.swift.

import Foundation

/// Puts a secondary view behind (background) or in front of (overlay) the modified view.
struct OverlayModifier: ViewModifier, PrimitiveModifier {
    let secondary: any View
    let alignment: Alignment
    let isBackground: Bool

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let primaryNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        // Several secondary views share an implicit ZStack with the same alignment.
        let secondaryNode = graph.reconcile(parent: node, key: .slot(isBackground ? "background" : "overlay"),
                                            view: ZStack(alignment: alignment) { AnyView(secondary) })
        node.retainChildren([.slot("content"), .slot(isBackground ? "background" : "overlay")], in: graph)
        node.role = .unit(Node.UnitRole(layout: AnyLayout(OverlayLayout(alignment: alignment, isBackground: isBackground)),
                                        subviewSources: [primaryNode, secondaryNode], unaryWrapping: true))
        if isBackground { node.outputs.drawing.subviewDrawOrder = [1, 0] }
    }
}

extension View {
    /// Layers `content` behind the view, sized to it.
    ///
    /// Disfavored, so that an app's own backport of this iOS 15 modifier with the same
    /// signature (common in apps that supported iOS 14) is chosen over it, as Swift chooses it
    /// where SwiftUI's is unavailable to an iOS 14 deployment target, instead of the call being
    /// ambiguous. Without such a backport this is the only candidate.
    @_disfavoredOverload
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Layers `background` behind the view (the pre-iOS 15 form, still available).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(OverlayModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Fills the view's frame behind it with `style`, extended into the safe area on
    /// `edges` where the view touches it (SwiftUI's default: all edges, so a screen's
    /// background reaches under the status bar and home indicator).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(edges: edges) }
    }

    /// Fills `shape` in the view's frame behind it with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Fills the view's frame behind it with the current background style (`.background`:
    /// the `backgroundStyle(_:)` set above, else the system background), extended into the
    /// safe area on `edges` (SwiftUI `background(ignoresSafeAreaEdges:)`, iOS 15).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` in the view's frame behind it with the current background style
    /// (SwiftUI `background(in:fillStyle:)`, iOS 15).
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// Layers `content` in front of the view, sized to it.
    ///
    /// Disfavored for the reason `background(alignment:content:)` is: an app's own backport
    /// with the same signature wins over it instead of making the call ambiguous.
    @_disfavoredOverload
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Layers `overlay` in front of the view (the pre-iOS 15 form, still available).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Fills the view's frame in front of it with `style`, extended into the safe area on
    /// `edges` where the view touches it (default all).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style).ignoresSafeArea(edges: edges) }
    }

    /// Fills `shape` in the view's frame in front of it with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }

    /// A border of `content` `width` points wide drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
