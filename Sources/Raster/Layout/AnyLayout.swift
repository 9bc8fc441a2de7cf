// AnyLayout.swift · Raster/Layout · mirrors SwiftUI AnyLayout (iOS 17)
// Status: Complete.

import Foundation

/// A type-erased instance of the layout protocol.
///
/// Raster: also how the graph holds every container's layout.
public struct AnyLayout: Layout {
    /// The type-erased cache: the wrapped layout's own cache value.
    public struct Cache {
        var value: Any
    }

    let box: any LayoutBox

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = ConcreteLayoutBox(layout: layout) }
    }

    /// The wrapped layout's type, which decides whether switching layouts keeps the cache.
    var layoutType: ObjectIdentifier { box.layoutType }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    var stackOrientation: Axis? { box.stackOrientation }

    /// The wrapped layout's name in layout dumps: its own description for Raster's layouts
    /// (`frame(width: 50)`), its type name otherwise.
    var dumpName: String { box.dumpName }

    /// The explicit guides the wrapped layout answers itself.
    var ownExplicitGuides: AlignmentGuideSet { box.ownExplicitGuides }

    /// Whose explicit guides the wrapped layout's container merges.
    var subviewGuideMerge: SubviewGuideMerge { box.subviewGuideMerge }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout, if it is an `L`.
    func base<L: Layout>(as type: L.Type) -> L? { (box as? ConcreteLayoutBox<L>)?.layout }
}

protocol LayoutBox {
    var layoutType: ObjectIdentifier { get }
    var stackOrientation: Axis? { get }
    var dumpName: String { get }
    var ownExplicitGuides: AlignmentGuideSet { get }
    var subviewGuideMerge: SubviewGuideMerge { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
}

struct ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L

    var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var dumpName: String {
        if let named = layout as? LayoutDumpNaming { return named.dumpName }
        let name = String(describing: L.self)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
    var ownExplicitGuides: AlignmentGuideSet { (layout as? ExplicitGuideDeclaring)?.ownExplicitGuides ?? .every }
    var subviewGuideMerge: SubviewGuideMerge { (layout as? ExplicitGuideDeclaring)?.subviewGuideMerge ?? .all }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        var typed = cache as! L.Cache
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        var typed = cache as! L.Cache
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        var typed = cache as! L.Cache
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        cache = typed
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        var typed = cache as! L.Cache
        defer { cache = typed }
        return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        var typed = cache as! L.Cache
        defer { cache = typed }
        return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        var typed = cache as! L.Cache
        defer { cache = typed }
        return layout.spacing(subviews: subviews, cache: &typed)
    }
}
