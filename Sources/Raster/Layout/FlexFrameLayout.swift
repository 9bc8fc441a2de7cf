// FlexFrameLayout.swift · Raster/Layout · mirrors SwiftUI _FlexFrameLayout and View.frame(minWidth:...) (iOS 17)
// Status: Complete — swiftui-behavior.md §1.7, with iOS 17's ideal-sizing placement.

import Foundation

/// A flexible frame: per axis a minimum, ideal and maximum length.
///
/// Proposes to child: the proposal clamped to [min, max]; a nil proposal becomes the ideal
/// (still nil without one). Reports size: per axis, with a concrete proposal P —
/// clamp(P) when both bounds are given, max(min(P, child), min) with only a minimum,
/// min(max(P, child), max) with only a maximum, the child's otherwise; with a nil
/// proposal the ideal, or the child's length clamped to the bounds. Places child: by
/// `alignment`, proposing the frame's size except on an axis whose proposal was nil,
/// had no ideal, and ended strictly between min and max (proposed nil there, iOS 17).
struct FlexFrameLayout: Layout {
    struct Dimension {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let value = p ?? ideal else { return nil }
            var v = value
            if let min { v = Swift.max(v, min) }
            if let max { v = Swift.min(v, max) }
            return v
        }

        /// The frame's length for the parent's proposal `p`; `child` measures the child.
        func length(proposal p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            guard let p else {
                if let ideal { return ideal }
                var v = child()
                if let min { v = Swift.max(v, min) }
                if let max { v = Swift.min(v, max) }
                return v
            }
            switch (min, max) {
            case let (lo?, hi?): return Swift.min(Swift.max(p, lo), hi)
            case let (lo?, nil): return Swift.max(Swift.min(p, child()), lo)
            case let (nil, hi?): return Swift.min(Swift.max(p, child()), hi)
            case (nil, nil): return child()
            }
        }

        /// Whether any bound is given on this axis.
        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// Whether the child is proposed nil when placed (iOS 17 `FlexFrameIdealSizing`).
        func placesIdeally(proposal p: CGFloat?, final: CGFloat) -> Bool {
            guard p == nil, ideal == nil else { return false }
            return final > (min ?? -.infinity) && final < (max ?? .infinity)
        }
    }

    var width: Dimension
    var height: Dimension
    var alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let childProposal = ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        var measured: CGSize?
        func child() -> CGSize {
            if let measured { return measured }
            let size = subviews.first?.sizeThatFits(childProposal) ?? .zero
            measured = size
            return size
        }
        return CGSize(width: width.length(proposal: proposal.width) { child().width },
                      height: height.length(proposal: proposal.height) { child().height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let childProposal = ProposedViewSize(
            width: width.placesIdeally(proposal: proposal.width, final: bounds.size.width) ? nil : width.childProposal(bounds.size.width),
            height: height.placesIdeally(proposal: proposal.height, final: bounds.size.height) ? nil : height.childProposal(bounds.size.height))
        child.place(at: alignedOrigin(of: child, proposal: childProposal, in: bounds, alignment: alignment),
                    anchor: .topLeading, proposal: childProposal)
    }

    /// The child's spacing, reset to the default on the edges of each constrained axis.
    /// (Which axes a flexible frame resets is not documented; Raster treats it like the
    /// fixed frame, §1.3.)
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        spacing.reset([width.isConstrained ? .horizontal : [], height.isConstrained ? .vertical : []])
        return spacing
    }

    /// Normalises one axis as SwiftUI does (swiftui-behavior.md §1.7), with SwiftUI's
    /// warnings: min := max(min, 0); ideal := max(min ?? 0, ideal); max := max(ideal ?? min
    /// ?? 0, max). A negative or −∞ minimum is accepted silently; a negative ideal or
    /// maximum, an infinite minimum and an out-of-order triple warn "Invalid frame
    /// dimension (negative or non-finite)."; an out-of-order triple also warns
    /// "Contradictory frame constraints specified.".
    ///
    /// Deviation from SwiftUI: a NaN bound warns both and is treated as nil (SwiftUI
    /// answers NaN sizes).
    /// The repaired dimension, and whether the values were invalid (negative, infinite
    /// minimum, NaN) or contradictory (not min ≤ ideal ≤ max, or NaN).
    static func dimension(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
        -> (dimension: Dimension, invalid: Bool, contradictory: Bool) {
        var invalid = false, contradictory = false
        func finite(_ v: CGFloat?) -> CGFloat? {
            guard let v, v.isNaN else { return v }
            invalid = true
            contradictory = true
            return nil
        }
        let lo = finite(min), id = finite(ideal), hi = finite(max)
        if let lo, lo == .infinity { invalid = true }
        if let id, id < 0 { invalid = true }
        if let hi, hi < 0 { invalid = true }
        let effectiveMin = lo ?? -.infinity
        let effectiveIdeal = id ?? effectiveMin
        if effectiveMin > effectiveIdeal || effectiveIdeal > (hi ?? effectiveIdeal) {
            invalid = true
            contradictory = true
        }
        let normalizedMin = lo.map { Swift.max($0, 0) }
        let normalizedIdeal = id.map { Swift.max(normalizedMin ?? 0, $0) }
        let normalizedMax = hi.map { Swift.max(normalizedIdeal ?? normalizedMin ?? 0, $0) }
        return (Dimension(min: normalizedMin, ideal: normalizedIdeal, max: normalizedMax), invalid, contradictory)
    }
}

extension FlexFrameLayout: ExplicitGuideDeclaring, LayoutDumpNaming {
    var dumpName: String {
        dumpCall("frame", [dumpArgument("minWidth", width.min), dumpArgument("idealWidth", width.ideal),
                           dumpArgument("maxWidth", width.max), dumpArgument("minHeight", height.min),
                           dumpArgument("idealHeight", height.ideal), dumpArgument("maxHeight", height.max),
                           alignment == .center ? nil : "alignment: \(alignment.dumpName)"])
    }
}

extension View {
    /// Positions the view in an invisible frame with the given size constraints, in points.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let width = FlexFrameLayout.dimension(min: minWidth, ideal: idealWidth, max: maxWidth)
        let height = FlexFrameLayout.dimension(min: minHeight, ideal: idealHeight, max: maxHeight)
        if width.contradictory || height.contradictory { warnOnce("Contradictory frame constraints specified.") }
        if width.invalid || height.invalid {
            let call = dumpCall("frame", [
                dumpArgument("minWidth", minWidth), dumpArgument("idealWidth", idealWidth), dumpArgument("maxWidth", maxWidth),
                dumpArgument("minHeight", minHeight), dumpArgument("idealHeight", idealHeight),
                dumpArgument("maxHeight", maxHeight)])
            var repair = "NaN counts as nil, negative bounds as 0, and a bound below the one before it is raised to it"
            // The usual intent of an infinite minimum is to fill the space offered.
            if let axis = minWidth == .infinity ? "Width" : minHeight == .infinity ? "Height" : nil {
                repair += "; an infinite minimum makes the frame infinitely large (to fill the space offered, "
                    + "write max\(axis): .infinity instead)"
            }
            warnInvalidFrame(call, on: Self.self, repair: repair)
        }
        return modifier(UnaryLayoutModifier(FlexFrameLayout(width: width.dimension, height: height.dimension,
                                                            alignment: alignment)))
    }
}
