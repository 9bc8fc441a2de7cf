// LayoutFuzz.swift · Fuzz · the layout engine on random view trees
//
// Each input builds a tree up to five levels deep of H/V/Z stacks (random alignment and
// spacing), `ViewThatFits` and a custom `Layout` that answers each proposal with a random
// size (sometimes NaN, infinite or negative) and places its subviews at random points with
// random proposals; leaves are colours, shapes, spacers and short text. Any node may carry
// flexible frames with random min/ideal/max (min above max included), fixed frames,
// fixedSize, layoutPriority, padding, offset and aspectRatio. The tree is drawn by a 64×64
// `ViewHost`, or by `ImageRenderer` at a random proposal (whose image may be refused as too
// large, which must be an error, not an allocation). Each must return.

import Foundation
import Raster

enum LayoutFuzz {
    static func run(_ g: inout SplitMix64) {
        let root = view(&g, depth: 1 + g.below(5))
        if g.oneIn(4) {
            let renderer = ImageRenderer(content: root)
            renderer.proposedSize = ProposedViewSize(width: g.oneIn(3) ? nil : g.hostile(0...100),
                                                     height: g.oneIn(3) ? nil : g.hostile(0...100))
            _ = try? renderer.render()
        } else {
            _ = try? ViewHost(root, size: CGSize(width: 64, height: 64)).renderOrThrow()
        }
    }

    static func length(_ g: inout SplitMix64) -> CGFloat? {
        g.oneIn(3) ? nil : g.oneIn(6) ? .infinity : g.hostile(-10...80)
    }

    static func view(_ g: inout SplitMix64, depth: Int) -> AnyView {
        var node: AnyView
        if depth == 0 || g.oneIn(4) {
            node = leaf(&g)
        } else {
            let children = (0..<g.below(5)).map { _ in view(&g, depth: depth - 1) }
            let content = ForEach(0..<children.count) { children[$0] }
            let spacing = g.oneIn(3) ? nil : g.hostile(-10...20)
            switch g.below(5) {
            case 0: node = AnyView(HStack(alignment: g.pick([.top, .center, .bottom, .firstTextBaseline]), spacing: spacing) { content })
            case 1: node = AnyView(VStack(alignment: g.pick([.leading, .center, .trailing]), spacing: spacing) { content })
            case 2: node = AnyView(ZStack(alignment: g.pick([.center, .topLeading, .bottomTrailing])) { content })
            case 3: node = AnyView(ViewThatFits(in: g.pick([.horizontal, .vertical, [.horizontal, .vertical]])) { content })
            default: node = AnyView(RandomLayout(&g) { content })
            }
        }
        for _ in 0..<g.below(4) {
            switch g.below(8) {
            case 0: node = AnyView(node.frame(minWidth: length(&g), idealWidth: length(&g), maxWidth: length(&g),
                                              minHeight: length(&g), idealHeight: length(&g), maxHeight: length(&g)))
            case 1: node = AnyView(node.frame(width: length(&g), height: length(&g)))
            case 2: node = AnyView(node.fixedSize(horizontal: g.oneIn(2), vertical: g.oneIn(2)))
            case 3: node = AnyView(node.layoutPriority(Double(g.hostile(-5...5))))
            case 4: node = AnyView(node.padding(g.hostile(-10...20)))
            case 5: node = AnyView(node.offset(x: g.hostile(-30...30), y: g.hostile(-30...30)))
            case 6: node = AnyView(node.aspectRatio(g.oneIn(3) ? nil : g.hostile(0...4), contentMode: g.pick([.fit, .fill])))
            default: node = AnyView(node.fixedSize())
            }
        }
        return node
    }

    static func leaf(_ g: inout SplitMix64) -> AnyView {
        switch g.below(6) {
        case 0: return AnyView(Color(red: g.unit(), green: g.unit(), blue: g.unit()))
        case 1: return AnyView(Spacer(minLength: g.oneIn(2) ? nil : g.hostile(-10...40)))
        case 2: return AnyView(Circle().fill(Color.blue))
        case 3: return AnyView(RoundedRectangle(cornerRadius: g.hostile(0...20)).stroke(Color.red, lineWidth: g.hostile(0...8)))
        case 4: return AnyView(Text(g.pick(["", "W", "Hello, world", "a b c d e f g h", "ÅÄÖ 日本 🙂"])))
        default: return AnyView(Rectangle())
        }
    }
}

/// A layout that answers with random sizes: per proposal, a size chosen from `sizes` by the
/// proposal's hash (so the answer is a function of the proposal, as `Layout` requires), and
/// each subview placed at a random point with a random proposal.
struct RandomLayout: Layout {
    var sizes: [CGSize]
    var placements: [(point: CGPoint, proposal: ProposedViewSize)]

    init(_ g: inout SplitMix64) {
        sizes = (0...g.below(3)).map { _ in CGSize(width: g.hostile(-10...90), height: g.hostile(-10...90)) }
        placements = (0..<5).map { _ in
            (CGPoint(x: g.hostile(-20...80), y: g.hostile(-20...80)),
             ProposedViewSize(width: LayoutFuzz.length(&g), height: LayoutFuzz.length(&g)))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        for (index, subview) in subviews.enumerated() { _ = subview.sizeThatFits(placements[index % 5].proposal) }
        let key = (proposal.width.map { Int($0.isFinite ? min(max($0, -1e6), 1e6) : -1) } ?? -2)
            &+ (proposal.height.map { Int($0.isFinite ? min(max($0, -1e6), 1e6) : -1) } ?? -2)
        return sizes[Int(key.magnitude % UInt(sizes.count))]
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for (index, subview) in subviews.enumerated() {
            let placement = placements[index % 5]
            subview.place(at: placement.point, anchor: .center, proposal: placement.proposal)
        }
    }
}
