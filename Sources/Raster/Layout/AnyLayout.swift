// AnyLayout.swift · Raster/Layout · mirrors SwiftUI AnyLayout (iOS 17)
// Status: Complete.

import Foundation
import Synchronization

/// A type-erased instance of the layout protocol.
///
/// Raster: also how the graph holds every container's layout.
public struct AnyLayout: Layout {
    /// The type-erased cache: a box holding the wrapped layout's own cache value, which the
    /// layout mutates in place (no copy in and out of an existential on every call).
    public struct Cache {
        let storage: AnyObject
    }

    /// One reference, so that copying a layout costs a single retain.
    let box: LayoutBox

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = ConcreteLayoutBox(layout: layout) }
    }

    /// The wrapped layout's type, which decides whether switching layouts keeps the cache.
    var layoutType: ObjectIdentifier { box.layoutType }
    /// The wrapped layout's stack orientation.
    var stackOrientation: Axis? { box.stackOrientation }
    /// The explicit guides the wrapped layout answers itself.
    var ownExplicitGuides: AlignmentGuideSet { box.ownExplicitGuides }
    /// Whose explicit guides the wrapped layout's container merges.
    var subviewGuideMerge: SubviewGuideMerge { box.subviewGuideMerge }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The wrapped layout's name in layout dumps: its own description for Raster's layouts
    /// (`frame(width: 50)`), its type name otherwise.
    var dumpName: String { box.dumpName }

    /// The wrapped layout's type name (`FlexFrameLayout`).
    var layoutTypeName: String { box.typeName }

    public func makeCache(subviews: Subviews) -> Cache { Cache(storage: box.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(cache.storage, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: cache.storage)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: cache.storage)
    }

    /// The box of a wrapped `LeafLayout`, which the layout pass calls directly.
    var leafBox: ConcreteLayoutBox<LeafLayout>? { box as? ConcreteLayoutBox<LeafLayout> }

    /// The wrapped layout, if it is an `L`.
    func base<L: Layout>(as type: L.Type) -> L? { (box as? ConcreteLayoutBox<L>)?.layout }
}

/// The type-erased layout: its traits, read once when it is wrapped (the engine asks for
/// them on every measurement), and its methods.
class LayoutBox {
    let layoutType: ObjectIdentifier
    let stackOrientation: Axis?
    let ownExplicitGuides: AlignmentGuideSet
    let subviewGuideMerge: SubviewGuideMerge

    init(layoutType: ObjectIdentifier, stackOrientation: Axis?, ownExplicitGuides: AlignmentGuideSet,
         subviewGuideMerge: SubviewGuideMerge) {
        self.layoutType = layoutType
        self.stackOrientation = stackOrientation
        self.ownExplicitGuides = ownExplicitGuides
        self.subviewGuideMerge = subviewGuideMerge
    }

    var dumpName: String { fatalError("abstract") }
    var typeName: String { fatalError("abstract") }
    func makeCache(subviews: LayoutSubviews) -> AnyObject { fatalError("abstract") }
    func updateCache(_ cache: AnyObject, subviews: LayoutSubviews) { fatalError("abstract") }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) -> CGSize { fatalError("abstract") }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) {
        fatalError("abstract")
    }
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: AnyObject) -> CGFloat? { fatalError("abstract") }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: AnyObject) -> CGFloat? { fatalError("abstract") }
    func spacing(subviews: LayoutSubviews, cache: AnyObject) -> ViewSpacing { fatalError("abstract") }
}

/// A layout's cache value, boxed so that it can be mutated in place behind `AnyLayout.Cache`.
///
/// `value` is only ever accessed for the duration of one layout call on the graph's
/// thread, so the runtime's exclusivity checks (a tenth of a layout pass) are left out.
final class TypedLayoutCache<Value> {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
}

final class ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L

    init(layout: L) {
        self.layout = layout
        var guides = (own: AlignmentGuideSet.every, merge: SubviewGuideMerge.all)
        if let declaring = ExplicitGuideDeclarations.declaringType(of: L.self) {
            guides = Self.guides(of: layout, declaredAs: declaring)
        }
        super.init(layoutType: ObjectIdentifier(L.self), stackOrientation: L.layoutProperties.stackOrientation,
                   ownExplicitGuides: guides.own, subviewGuideMerge: guides.merge)
    }

    /// `layout`'s declaration of its guides, through its own type `D` (found once per type):
    /// `as? ExplicitGuideDeclaring` boxed every layout in an existential (a heap allocation
    /// for a leaf's closures) or searched the runtime's conformance tables, once per node built.
    private static func guides<D: ExplicitGuideDeclaring>(of layout: L, declaredAs type: D.Type)
        -> (own: AlignmentGuideSet, merge: SubviewGuideMerge) {
        let declaring = layout as! D
        return (declaring.ownExplicitGuides, declaring.subviewGuideMerge)
    }

    override var typeName: String { String(describing: L.self) }

    override var dumpName: String {
        if let named = layout as? LayoutDumpNaming { return named.dumpName }
        let name = String(describing: L.self)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    override func makeCache(subviews: LayoutSubviews) -> AnyObject { TypedLayoutCache(layout.makeCache(subviews: subviews)) }

    /// The typed box. The node keeps one cache per layout type (`AnyLayout.layoutType`) and
    /// makes a new one when the type changes, so the cache is always this layout's; the
    /// unchecked cast spares a generic metadata lookup on every call.
    private func typed(_ cache: AnyObject) -> TypedLayoutCache<L.Cache> {
        unsafeDowncast(cache, to: TypedLayoutCache<L.Cache>.self)
    }

    override func updateCache(_ cache: AnyObject, subviews: LayoutSubviews) {
        layout.updateCache(&typed(cache).value, subviews: subviews)
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed(cache).value)
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed(cache).value)
    }

    override func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                    subviews: LayoutSubviews, cache: AnyObject) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed(cache).value)
    }

    override func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                    subviews: LayoutSubviews, cache: AnyObject) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed(cache).value)
    }

    override func spacing(subviews: LayoutSubviews, cache: AnyObject) -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &typed(cache).value)
    }
}

/// The `ExplicitGuideDeclaring` conformance of each layout type, looked up once per type.
enum ExplicitGuideDeclarations {
    private static let known = Mutex<[ObjectIdentifier: (any ExplicitGuideDeclaring.Type)?]>([:])

    /// `type` as an `ExplicitGuideDeclaring` type; nil for a layout that declares nothing (a
    /// user's layout, which may answer any guide).
    static func declaringType<L: Layout>(of type: L.Type) -> (any ExplicitGuideDeclaring.Type)? {
        known.withLock { known in
            if let declaring = known[ObjectIdentifier(type)] { return declaring }
            let declaring = type as? any ExplicitGuideDeclaring.Type
            known[ObjectIdentifier(type)] = .some(declaring)
            return declaring
        }
    }
}
