// LayoutMemo.swift · Raster/LayoutEngine · what the layout pass remembers about a node between invalidations
// Status: Complete.

import Foundation

/// What the layout pass remembers about one node between invalidations.
struct LayoutMemo {
    /// The shape of the tree below the node.
    struct Structure {
        /// The laid-out units the node contributes to its enclosing layout.
        var units: [Node]?
        /// A unit's subviews.
        var subviews: [Node]?
        /// The explicit alignment guides the unit or its subviews may define.
        var explicitGuides: AlignmentGuideSet?
    }

    /// An alignment guide asked at a proposal.
    struct GuideQuery: Equatable {
        var guide: AlignmentGuide
        var proposal: ProposedViewSize
    }

    /// How many answers of each kind are kept; a node is asked a handful of proposals per
    /// pass, so short lists searched in order beat hashing, and the cap bounds them.
    static let answersKept = 16

    var structure = Structure()
    /// A proposal as two words compared at once: each dimension's bit pattern, or a NaN
    /// pattern no real proposal has for nil (proposals reaching the memo have no NaNs).
    /// Equal proposals of -0 and 0 get different keys, which only costs a measurement.
    struct ProposalKey: Equatable {
        var width: UInt64
        var height: UInt64

        private static let unspecified: UInt64 = 0x7FF8_5241_5354_4552

        init(_ proposal: ProposedViewSize) {
            width = proposal.width.map { UInt64($0.bitPattern) } ?? Self.unspecified
            height = proposal.height.map { UInt64($0.bitPattern) } ?? Self.unspecified
        }
    }

    /// Sizes by proposal, oldest first.
    var sizes: [(proposal: ProposalKey, size: CGSize)] = []
    /// Explicit guide values by guide and proposal, oldest first.
    var explicitValues: [(query: GuideQuery, value: CGFloat?)] = []
    /// The last placements computed, for a size and proposal: reused when the same
    /// placement is asked again (guide merging, then placing).
    var placements: (size: CGSize, proposal: ProposedViewSize, result: [PlacementSink.Placement])?
    /// The layout's own cache (`Layout.makeCache`), the layout type it was made for, and
    /// whether it must be brought up to date (`Layout.updateCache`) before its next use.
    var layoutCache: AnyLayout.Cache?
    var layoutCacheType: ObjectIdentifier?
    var layoutCacheIsStale = false
    /// Set by `invalidate()`; false for a new node, whose ancestors may hold results that
    /// do not know of it yet.
    private var wasInvalidated = false
    /// Set when a layout reads the node's priority or layout values, which it may do
    /// without measuring it.
    var wasObserved = false
    /// The spacing preferences a unit with subviews computed (leaves read theirs from their
    /// layout). Boxed, and the box kept across invalidations: inline, the 185 bytes of a
    /// `ViewSpacing?` were in every node, and made a node too large for the allocator's
    /// per-thread cache of freed blocks (glibc's tcache, up to 1,032 bytes).
    var spacing: ViewSpacing? {
        get { spacingBox?.value }
        set {
            if isKnownUniquelyReferenced(&spacingBox) {
                spacingBox?.value = newValue
            } else if spacingBox != nil || newValue != nil {
                spacingBox = SpacingBox(newValue)
            }
        }
    }
    private var spacingBox: SpacingBox?

    private final class SpacingBox {
        var value: ViewSpacing?
        init(_ value: ViewSpacing?) { self.value = value }
    }
    /// A spacer's enclosing stack axis (`Node.enclosingStackAxis`), found on its first
    /// measurement after an invalidation: a climb over its ancestors otherwise repeated for
    /// every proposal. `.some(nil)` outside any stack.
    var enclosingStackAxis: Axis??

    /// Whether nothing was computed from this node since it was last invalidated. Every
    /// result an ancestor derives from a node is read through the node's memo (which then
    /// is no longer pristine), so the ancestors of a pristine node hold nothing derived from
    /// it: an invalidation can stop climbing there. This keeps building a tree of n levels
    /// linear instead of quadratic.
    var isPristine: Bool {
        wasInvalidated && !wasObserved && structure.units == nil && structure.subviews == nil
            && structure.explicitGuides == nil && sizes.isEmpty && explicitValues.isEmpty
            && spacing == nil && placements == nil
    }

    /// The size remembered for `proposal`. Mutating (though it changes nothing) so that the
    /// node's memo is read in place: a non-mutating call first copies the whole memo out of
    /// the node, with a retain for each of its arrays.
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        let key = ProposalKey(proposal)
        for entry in sizes where entry.proposal == key { return entry.size }
        return nil
    }

    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        if sizes.isEmpty { sizes.reserveCapacity(8) }
        if sizes.count >= Self.answersKept { sizes.removeFirst() }
        sizes.append((ProposalKey(proposal), size))
    }

    /// The explicit value remembered for `query`: nil when not asked yet, `.some(nil)` when
    /// the answer was "no explicit value".
    mutating func explicitValue(for query: GuideQuery) -> CGFloat?? {
        for entry in explicitValues where entry.query == query { return .some(entry.value) }
        return nil
    }

    mutating func remember(_ value: CGFloat?, for query: GuideQuery) {
        if explicitValues.count >= Self.answersKept { explicitValues.removeFirst() }
        explicitValues.append((query, value))
    }

    /// Forgets the structure and the placements made with it (the node's role changed).
    mutating func structureChanged() {
        structure = Structure()
        placements = nil
    }

    /// Forgets every structure and result; the layout cache is kept to be updated.
    mutating func invalidate() {
        structure = Structure()
        enclosingStackAxis = nil
        forgetResults()
        wasInvalidated = true
        wasObserved = false
    }

    /// Forgets the sizes, guide values, spacing and placements computed for the current
    /// structure; the layout cache is kept to be updated.
    mutating func forgetResults() {
        sizes.removeAll(keepingCapacity: true)
        explicitValues.removeAll(keepingCapacity: true)
        spacing = nil
        placements = nil
        layoutCacheIsStale = true
    }
}
