// SafeAreaModifiers.swift · Raster/Modifiers · mirrors SwiftUI SafeAreaRegions, ignoresSafeArea(_:edges:), edgesIgnoringSafeArea(_:), safeAreaInset(edge:alignment:spacing:content:), safeAreaPadding (iOS 17)
// Status: Partial — the container region only: Raster has no keyboard, so `.keyboard`
// alone ignores nothing. Placement is the engine's (LayoutEngine/SafeArea.swift); the
// inset and padding layouts are Layout/SafeAreaInsetLayout.swift.

import Foundation

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and containers within the user interface,
    /// including elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard displayed over
    /// the view content.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Marks the view as ignoring the safe area (`outputs.ignoredSafeArea`): the layout engine
/// places its content's unit out into the safe area on the edges that touch it.
struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier, Equatable {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.ignoredSafeArea = self
        node.becomeTransparent(content: content)
    }
}

/// Places `inset` along an edge of the content, whose safe area shrinks by it.
struct SafeAreaInsetModifier: ViewModifier, PrimitiveModifier {
    let inset: any View
    let layout: SafeAreaInsetLayout

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        let contentNode = graph.reconcile(parent: node, key: .slot("content"), view: content)
        let insetNode = graph.reconcile(parent: node, key: .slot("inset"), view: inset)
        node.retainChildren([.slot("content"), .slot("inset")], in: graph)
        node.role = .unit(Node.UnitRole(layout: AnyLayout(layout), subviewSources: [contentNode, insetNode],
                                        unaryWrapping: true))
        node.outputs.insetsSafeAreaOfContent = true
    }
}

extension View {
    /// Expands the safe area of a view into `regions` on `edges` (both default to all).
    ///
    /// Raster: on each of `edges` where the view touches its safe area (its edge on the
    /// safe edge or beyond it), the view is placed out to the edge of the region the safe
    /// area was cut from (a device's screen, or the bounds of a `safeAreaInset` or
    /// `safeAreaPadding`), proposed that larger size and sized for it from its top-leading
    /// corner; its parent still sees the size it had. Its descendants are laid out in the
    /// whole larger frame. Only the `.container` region exists (Raster has no keyboard).
    /// In a window without a device nothing changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas on
    /// `edges` (deprecated in SwiftUI for `ignoresSafeArea(_:edges:)`).
    ///
    /// Raster: `ignoresSafeArea(.container, edges: edges)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }

    /// Shows `content` along the top or bottom `edge` of the view, inside its safe area,
    /// and shrinks the view's safe area by it.
    ///
    /// Raster: points. The inset view is proposed the view's width and its ideal height and
    /// placed against `edge`, aligned by `alignment`; the view is proposed and placed in the
    /// rest, less `spacing` (nil: the two views' preferred spacing, as in a stack). The
    /// rest is the view's safe area, so a view in it that ignores the safe area reaches
    /// under the inset view (SwiftUI's documented behaviour), and further to the screen's
    /// edge when the modifier touches it. The modifier's size is both stacked.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), layout: SafeAreaInsetLayout(
            edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: Self.checkedSpacing(spacing))))
    }

    /// Shows `content` along the leading or trailing `edge` of the view, inside its safe
    /// area, and shrinks the view's safe area by it.
    ///
    /// Raster: as the vertical form, across: the inset view is proposed the view's height
    /// and its ideal width, aligned by `alignment`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), layout: SafeAreaInsetLayout(
            edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: Self.checkedSpacing(spacing))))
    }

    /// Shows `content` as a custom bar above or below the view (iOS 26), shrinking the view's
    /// safe area by it.
    ///
    /// Raster: laid out and drawn exactly as `safeAreaInset(edge:alignment:spacing:content:)`.
    /// iOS 26 also draws the scroll edge effect behind the bar (content scrolled under it
    /// blurred and faded, see `scrollEdgeEffectStyle(_:for:)`); Raster draws none, so content
    /// scrolled under a bar without a background shows through as under a `safeAreaInset`.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` as a custom bar beside the view (iOS 26), shrinking the view's safe
    /// area by it.
    ///
    /// Raster: laid out and drawn exactly as `safeAreaInset(edge:alignment:spacing:content:)`'s
    /// horizontal form, without the scroll edge effect iOS 26 draws behind the bar.
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// A `safeAreaInset` spacing that is a number, or nil with a warning (NaN or infinite).
    private static func checkedSpacing(_ spacing: CGFloat?) -> CGFloat? {
        guard let spacing, !spacing.isFinite else { return spacing }
        warnOnce("safeAreaInset spacing of \(spacing) points is not finite; the default spacing is used instead")
        return nil
    }

    /// Adds `insets` to the view's safe area: the view is padded by them, and views inside
    /// it that ignore the safe area reach into the padding.
    ///
    /// Raster: points; the layout is `padding(_:)`'s (a NaN inset warns and counts as 0).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        var checked = insets
        for edge in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where !checked[keyPath: edge].isFinite {
            warnOnce("safeAreaPadding of \(checked[keyPath: edge]) points is not finite; 0 is used instead")
            checked[keyPath: edge] = 0
        }
        return modifier(UnaryLayoutModifier(SafeAreaPaddingLayout(padding: PaddingLayout(insets: checked))) { node in
            node.outputs.insetsSafeAreaOfContent = true
        })
    }

    /// Adds `length` points (nil: the default padding, 16 points) to the view's safe area
    /// on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points to the view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
