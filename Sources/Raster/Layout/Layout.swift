// Layout.swift · Raster/Layout · mirrors SwiftUI Layout, LayoutProperties (iOS 17)
// Status: Complete for the protocol. Every container in Raster — stacks, frames, padding,
// overlays, the user's own layouts — is a `Layout`, driven by the layout engine
// (LayoutEngine/Node+Layout.swift) through `LayoutSubview` proxies.

import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Raster: sizes and positions in points. `placeSubviews(in:)` receives bounds in the
/// container's own coordinate space (origin at its top-leading corner); positions given to
/// `LayoutSubview.place(at:anchor:proposal:)` are in that same space.
public protocol Layout: Animatable {
    /// Cached values shared between the layout's methods.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Properties of the layout (its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The size of the composite view, given a proposed size and the subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview, in the coordinate space of `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of a horizontal guide in `bounds`, or nil to merge the subviews' guides.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of a vertical guide in `bounds`, or nil to merge the subviews' guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The preferred spacing around the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change. The default makes a new cache.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacing preferences (SwiftUI's default).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Raster's own layouts name themselves in layout dumps after the SwiftUI code that made
/// them (`frame(width: 50)`, `VStack(alignment: .leading)`).
protocol LayoutDumpNaming {
    var dumpName: String { get }
}

/// `name(arguments)` for layout dumps, leaving out nil arguments (`name` alone when none).
func dumpCall(_ name: String, _ arguments: [String?]) -> String {
    let given = arguments.compactMap { $0 }
    return given.isEmpty ? name : "\(name)(\(given.joined(separator: ", ")))"
}

/// `label: value` for layout dumps, nil when `value` is nil.
func dumpArgument(_ label: String, _ value: CGFloat?) -> String? {
    value.map { "\(label): \(dumpNumber($0))" }
}

/// A number as written in code for layout dumps (`16`, `0.5`, `.infinity`).
func dumpNumber(_ value: CGFloat) -> String {
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    return formatPoints(value)
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of a stack-like container, or nil (the default).
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    /// Combines the layout with views into a composite view, as `HStack { ... }` does.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}
