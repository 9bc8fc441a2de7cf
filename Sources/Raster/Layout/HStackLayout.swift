// HStackLayout.swift · Raster/Layout · mirrors SwiftUI HStackLayout (iOS 17)
// Status: Complete — see StackLayout.swift.

import Foundation

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
