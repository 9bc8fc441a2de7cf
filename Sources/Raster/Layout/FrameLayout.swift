// FrameLayout.swift · Raster/Layout · mirrors SwiftUI _FrameLayout and View.frame(width:height:alignment:) (iOS 17)
// Status: Complete — swiftui-behavior.md §1.6.

import Foundation

/// A fixed frame.
///
/// Proposes to child: the given width and height, the parent's proposal for the others.
/// Reports size: the given dimensions, the child's for the others. Places child: by
/// `alignment` (child origin = frame guide − child guide); a larger child overflows. The
/// child is proposed as when sizing, from the frame's own proposal (SwiftUI since iOS 14).
/// Spacing: the child's, reset to the default on the edges of each given dimension (§1.3).
struct FrameLayout: Layout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let childProposal = childProposal(proposal)
        child.place(at: alignedOrigin(of: child, proposal: childProposal, in: bounds, alignment: alignment),
                    anchor: .topLeading, proposal: childProposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        spacing.reset([width == nil ? [] : .horizontal, height == nil ? [] : .vertical])
        return spacing
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

extension FrameLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        dumpCall("frame", [dumpArgument("width", width), dumpArgument("height", height),
                           alignment == .center ? nil : "alignment: \(alignment.dumpName)"])
    }
}

/// Where `child`, sized for `proposal`, goes so that its `alignment` guides meet those of `bounds`.
func alignedOrigin(of child: LayoutSubview, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment) -> CGPoint {
    let dimensions = child.dimensions(in: proposal)
    let frame = ViewDimensions(size: bounds.size)
    return CGPoint(x: bounds.origin.x + frame[alignment.horizontal] - dimensions[alignment.horizontal],
                   y: bounds.origin.y + frame[alignment.vertical] - dimensions[alignment.vertical])
}

extension View {
    /// Positions the view in a frame of the given size; nil dimensions take the view's own.
    ///
    /// Invalid dimensions warn with SwiftUI's message "Invalid frame dimension (negative or
    /// non-finite)." followed by the call and the view, and are repaired as SwiftUI does: a
    /// negative one (−∞ included) becomes 0, a NaN or +∞ one nil.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        func valid(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isFinite || v < 0 else { return v }
            return v < 0 ? 0 : nil
        }
        if valid(width) != width || valid(height) != height || width?.isNaN == true || height?.isNaN == true {
            warnInvalidFrame(dumpCall("frame", [dumpArgument("width", width), dumpArgument("height", height)]),
                             on: Self.self, repair: "a NaN or +infinity dimension counts as nil (the view's own size), a negative one as 0")
        }
        return modifier(UnaryLayoutModifier(FrameLayout(width: valid(width), height: valid(height), alignment: alignment)))
    }
}

/// SwiftUI's console message for invalid frame dimensions, then the call, the view it was
/// applied to, how Raster repairs it and the fix.
func warnInvalidFrame(_ call: String, on view: Any.Type, repair: String) {
    let name = strippingGenerics(String(describing: view))
    warnOnce("Invalid frame dimension (negative or non-finite). \(name).\(call): \(repair); "
             + "pass finite, non-negative values")
}
