// CustomLayoutTests.swift · RasterTests/Layout · the Layout protocol, LayoutSubview(s), LayoutValueKey, AnyLayout (Layout.swift, LayoutSubview.swift, AnyLayout.swift)
// Rows: seed 002 claims (FlowLayout: 3 × 100 wide, spacing 10, proposal 250 → width 210;
// nil width → one item per line), swiftui-behavior.md §1.1 (replacingUnspecifiedDimensions
// → 10), §1.3 (ViewSpacing), §1.13 (explicitAlignment).

import Foundation
import Testing
@testable import Raster

extension Array where Element == CGRect {
    /// The union of all rectangles; `.zero` for none (the seed's helper, not shown there).
    func union() -> CGRect { reduce(CGRect.null) { $0.union($1) }.standardizedOrZero }
}

extension CGRect {
    fileprivate var standardizedOrZero: CGRect { isNull ? .zero : self }
}

/// The seed's line-breaking flow algorithm (002-1).
func flowFrames(sizes: [CGSize], spacing: CGSize = CGSize(width: 10, height: 10), containerWidth: CGFloat) -> [CGRect] {
    var result: [CGRect] = []
    var position = CGPoint.zero
    for size in sizes {
        if position.x + size.width > containerWidth && position.x != 0 {
            position.x = 0
            position.y = result.union().maxY + spacing.height
        }
        result.append(CGRect(origin: position, size: size))
        position.x += size.width + spacing.width
    }
    return result
}

/// The seed's FlowLayout (002-2): ideal-size subviews flowed at the proposed width.
struct FlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let containerWidth = proposal.replacingUnspecifiedDimensions().width
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return flowFrames(sizes: sizes, containerWidth: containerWidth).union().size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let frames = flowFrames(sizes: sizes, containerWidth: bounds.width)
        for (frame, subview) in zip(frames, subviews) {
            subview.place(at: CGPoint(x: frame.minX + bounds.minX, y: frame.minY + bounds.minY), proposal: .unspecified)
        }
    }
}

/// Widths for the seed's 002-3 scene, fixed instead of random.
let flowWidths: [CGFloat] = [10, 35, 20, 15, 30, 25, 12, 33, 18, 27, 22]

/// A per-subview width read through a layout value key.
struct ColumnWidth: LayoutValueKey {
    static let defaultValue: CGFloat = 15
}

/// Lays subviews out left to right at the width their `ColumnWidth` value asks, using the
/// preferred spacing between neighbours.
struct ColumnsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(subviews)
        return frames.union().size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (frame, subview) in zip(arrange(subviews), subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    private func arrange(_ subviews: Subviews) -> [CGRect] {
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for index in subviews.indices {
            if index > subviews.startIndex {
                x += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }
            let width = subviews[index][ColumnWidth.self]
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: 10))
            frames.append(CGRect(x: x, y: 0, width: size.width, height: size.height))
            x += size.width
        }
        return frames
    }
}

/// Stacks subviews vertically ordered by layout priority (highest on top).
struct PriorityOrderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Places every subview by one anchor at the matching point of its bounds.
struct AnchoredLayout: Layout {
    var anchor: UnitPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height),
                          anchor: anchor, proposal: .unspecified)
        }
    }
}

/// A fixed-size box with zero spacing preferences and an explicit centre guide at the top.
struct TightBox: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .center ? bounds.minY : nil
    }
}

/// Reads its subviews' dimensions: each is placed so that its leading guide lands on x = 30.
struct LeadingAtThirty: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 60, height: subviews.map { $0.dimensions(in: .unspecified).height }.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 30 - dimensions[.leading], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }
}

@Suite struct CustomLayoutTests {
    static let cases: [LayoutCase] = [
        LayoutCase("seed 002-2 FlowLayout: 3 × 100 wide at 250 → third on line 2, width 210", proposal(250, nil), """
        FlowLayout (0, 0, 210, 50)
          frame(width: 100, height: 20) (0, 0, 100, 20)
            Color (0, 0, 100, 20)
          frame(width: 100, height: 20) (110, 0, 100, 20)
            Color (110, 0, 100, 20)
          frame(width: 100, height: 20) (0, 30, 100, 20)
            Color (0, 30, 100, 20)
        """) {
            FlowLayout() {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 100, height: 20) }
            }
        },
        LayoutCase("seed 002-2 FlowLayout at nil width (§1.1 → 10): one item per line", .unspecified, """
        FlowLayout (0, 0, 100, 80)
          frame(width: 100, height: 20) (0, 0, 100, 20)
            Color (0, 0, 100, 20)
          frame(width: 100, height: 20) (0, 30, 100, 20)
            Color (0, 30, 100, 20)
          frame(width: 100, height: 20) (0, 60, 100, 20)
            Color (0, 60, 100, 20)
        """) {
            FlowLayout() {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 100, height: 20) }
            }
        },
        LayoutCase("seed 002-3 FlowLayout of 11 bars in a 125-wide frame (fixed widths), centred", proposal(300, 300), """
        frame(width: 125) (0, 0, 125, 70)
          FlowLayout (7.5, 0, 110, 70)
            frame(width: 10) (7.5, 0, 10, 10)
              Rectangle (7.5, 0, 10, 10)
            frame(width: 35) (27.5, 0, 35, 10)
              Rectangle (27.5, 0, 35, 10)
            frame(width: 20) (72.5, 0, 20, 10)
              Rectangle (72.5, 0, 20, 10)
            frame(width: 15) (102.5, 0, 15, 10)
              Rectangle (102.5, 0, 15, 10)
            frame(width: 30) (7.5, 20, 30, 10)
              Rectangle (7.5, 20, 30, 10)
            frame(width: 25) (47.5, 20, 25, 10)
              Rectangle (47.5, 20, 25, 10)
            frame(width: 12) (82.5, 20, 12, 10)
              Rectangle (82.5, 20, 12, 10)
            frame(width: 33) (7.5, 40, 33, 10)
              Rectangle (7.5, 40, 33, 10)
            frame(width: 18) (50.5, 40, 18, 10)
              Rectangle (50.5, 40, 18, 10)
            frame(width: 27) (78.5, 40, 27, 10)
              Rectangle (78.5, 40, 27, 10)
            frame(width: 22) (7.5, 60, 22, 10)
              Rectangle (7.5, 60, 22, 10)
        """) {
            FlowLayout {
                ForEach(flowWidths.indices, id: \.self) { index in Rectangle().frame(width: flowWidths[index]) }
            }
            .frame(width: 125)
        },
        LayoutCase("LayoutValueKey: subview[key] with the default for unset views; §1.3 spacing via LayoutSubview.spacing", .unspecified, """
        ColumnsLayout (0, 0, 63, 10)
          layoutValue(key: ColumnWidth) (0, 0, 40, 10)
            Color (0, 0, 40, 10)
          Color (48, 0, 15, 10)
        """) {
            ColumnsLayout() {
                Color.red.layoutValue(key: ColumnWidth.self, value: 40)
                Color.blue
            }
        },
        LayoutCase("LayoutSubview.spacing: 0 next to a Spacer", .unspecified, """
        ColumnsLayout (0, 0, 30, 10)
          Spacer (0, 0, 15, 10)
          Color (15, 0, 15, 10)
        """) {
            ColumnsLayout() {
                Spacer()
                Color.blue
            }
        },
        LayoutCase("LayoutSubview.priority, read through modifiers", .unspecified, """
        PriorityOrderLayout (0, 0, 30, 40)
          frame(width: 10, height: 10) (0, 30, 10, 10)
            Color (0, 30, 10, 10)
          padding(5) (0, 0, 20, 20)
            layoutPriority(2) (5, 5, 10, 10)
              frame(width: 10, height: 10) (5, 5, 10, 10)
                Color (5, 5, 10, 10)
          layoutPriority(1) (0, 20, 30, 10)
            frame(width: 30, height: 10) (0, 20, 30, 10)
              Color (0, 20, 30, 10)
        """) {
            PriorityOrderLayout() {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10).layoutPriority(2).padding(5)
                Color.blue.frame(width: 30, height: 10).layoutPriority(1)
            }
        },
        LayoutCase("place(at:anchor: .center)", proposal(100, 60), """
        AnchoredLayout (0, 0, 100, 60)
          frame(width: 20, height: 10) (40, 25, 20, 10)
            Color (40, 25, 20, 10)
        """) { AnchoredLayout(anchor: .center) { Color.red.frame(width: 20, height: 10) } },
        LayoutCase("place(at:anchor: .bottomTrailing)", proposal(100, 60), """
        AnchoredLayout (0, 0, 100, 60)
          frame(width: 20, height: 10) (80, 50, 20, 10)
            Color (80, 50, 20, 10)
        """) { AnchoredLayout(anchor: .bottomTrailing) { Color.red.frame(width: 20, height: 10) } },
        LayoutCase("LayoutSubview.dimensions(in:) gives explicit guides", .unspecified, """
        LeadingAtThirty (0, 0, 60, 20)
          frame(width: 20, height: 10) (30, 0, 20, 10)
            Color (30, 0, 20, 10)
          alignmentGuide(.leading) (20, 10, 20, 10)
            frame(width: 20, height: 10) (20, 10, 20, 10)
              Color (20, 10, 20, 10)
        """) {
            LeadingAtThirty() {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }
            }
        },
        LayoutCase("§1.3 Layout.spacing .zero removes the gap; §1.13 its explicit centre (at the top) aligns", .unspecified, """
        HStack (0, 0, 30, 25)
          TightBox (0, 5, 20, 20)
          frame(width: 10, height: 10) (20, 0, 10, 10)
            Color (20, 0, 10, 10)
        """) {
            HStack {
                TightBox() { EmptyView() }
                Color.red.frame(width: 10, height: 10)
            }
        },
        LayoutCase("§1.13 + §1.6 a frame aligns its child's explicit centre; §1.3 the frame resets the spacing", .unspecified, """
        HStack (0, 0, 38, 20)
          frame(width: 20) (0, 0, 20, 20)
            TightBox (0, 10, 20, 20)
          frame(width: 10, height: 10) (28, 5, 10, 10)
            Color (28, 5, 10, 10)
        """) {
            HStack {
                TightBox() { EmptyView() }.frame(width: 20)
                Color.red.frame(width: 10, height: 10)
            }
        },
        LayoutCase("Layout.callAsFunction: HStackLayout used as a view", .unspecified, """
        HStack(spacing: 4) (0, 0, 24, 10)
          Color (0, 0, 10, 10)
          Color (14, 0, 10, 10)
        """) { HStackLayout(spacing: 4) { Color.red; Color.blue } },
        LayoutCase("AnyLayout(VStackLayout) lays out as a VStack", .unspecified, """
        VStack(alignment: .leading, spacing: 2) (0, 0, 20, 22)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 20, height: 10) (0, 12, 20, 10)
            Color (0, 12, 20, 10)
        """) {
            AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        },
        LayoutCase("AnyLayout(ZStackLayout) lays out as a ZStack", .unspecified, """
        ZStack(alignment: .topLeading) (0, 0, 20, 10)
          frame(width: 10, height: 10) (0, 0, 10, 10)
            Color (0, 0, 10, 10)
          frame(width: 20, height: 5) (0, 0, 20, 5)
            Color (0, 0, 20, 5)
        """) {
            AnyLayout(ZStackLayout(alignment: .topLeading)) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 5)
            }
        },
    ]

    @Test(arguments: cases) func layout(_ row: LayoutCase) { row.check() }
}
