// PaddingLayout.swift · Raster/Layout · mirrors SwiftUI _PaddingLayout, View.padding and View.scenePadding (iOS 17)
// Status: Complete — swiftui-behavior.md §1.4.

import Foundation

/// Insets its child.
///
/// Proposes to child: the proposal less the insets, each dimension clamped at 0; nil stays
/// nil. Reports size: the child's plus the insets, each dimension clamped at 0 (negative
/// padding shrinks the view). Places child: at (leading, top) at its own size, so negative
/// insets let it overflow; proposed as when sizing, from the padding's own proposal.
/// Spacing: the child's, reset to the default on every padded edge (padding stops text
/// spacing from projecting through it, swiftui-behavior.md §1.3).
struct PaddingLayout: Layout {
    var insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: max(size.width + insets.horizontal, 0), height: max(size.height + insets.vertical, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.origin.x + insets.leading, y: bounds.origin.y + insets.top),
                              anchor: .topLeading,
                              proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        spacing.reset([insets.top == 0 ? [] : .top, insets.leading == 0 ? [] : .leading,
                       insets.bottom == 0 ? [] : .bottom, insets.trailing == 0 ? [] : .trailing])
        return spacing
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }
}

extension PaddingLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        let i = insets
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return "padding(\(dumpNumber(i.top)))" }
        return dumpCall("padding", [i.top == 0 ? nil : dumpArgument("top", i.top),
                                    i.leading == 0 ? nil : dumpArgument("leading", i.leading),
                                    i.bottom == 0 ? nil : dumpArgument("bottom", i.bottom),
                                    i.trailing == 0 ? nil : dumpArgument("trailing", i.trailing)])
    }
}

extension View {
    /// Adds `insets` around the view (points; negative insets shrink it).
    ///
    /// Deviation from SwiftUI: a NaN inset, on which SwiftUI traps, warns once and counts as 0.
    public func padding(_ insets: EdgeInsets) -> some View {
        var checked = insets
        for edge in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where checked[keyPath: edge].isNaN {
            warnOnce("padding of NaN points; 0 is used instead")
            checked[keyPath: edge] = 0
        }
        return modifier(UnaryLayoutModifier(PaddingLayout(insets: checked)))
    }

    /// Adds `length` points on `edges`; nil means the default padding, 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the padding a scene's content keeps from its edges on `edges` (SwiftUI's
    /// `scenePadding(_:)`, iOS 16): the `.minimum` scene padding.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Adds `padding`, a scene padding, on `edges` (SwiftUI's `scenePadding(_:edges:)`, iOS 16).
    ///
    /// Raster: `.minimum` is 16 points on every device, the default `padding()`
    /// [UNCERTAIN: iOS may use its window's layout margins, 20 points in a regular-width scene].
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}

/// The padding used to space a view from its containing scene (SwiftUI's `ScenePadding`,
/// iOS 16), for `scenePadding(_:edges:)`.
public struct ScenePadding: Equatable, Sendable {
    /// The padding in points.
    let length: CGFloat

    /// The minimum padding the system keeps between a scene's edges and its content
    /// (Raster: 16 points, as the default `padding()`).
    public static let minimum = ScenePadding(length: 16)
}
