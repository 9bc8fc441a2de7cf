// DisplayListBuilder.swift · Raster/DisplayList · builds a display list from placed units
// Status: Complete — frames snapped to device pixels as SwiftUI snaps them
// (swiftui-behavior.md §1.16: origin and far corner to the nearest pixel, ties up).

import Foundation

/// Walks the placed units of a render tree and collects what they draw.
enum DisplayListBuilder {
    /// The display list of `root`, which has been placed; `scale` is pixels per point.
    static func build(root: Node, scale: CGFloat) -> DisplayList {
        let snapper = PixelSnapper(scale: scale)
        return DisplayList(items: items(for: root, parent: PixelSnapper.Origin(exact: .zero, snapped: .zero), snapper: snapper))
    }

    /// The items of the placed subtree at `node`, in its layout parent's space (the drawing
    /// of a view used as a mask), snapped to the pixel grid of that space.
    static func items(of node: Node, scale: CGFloat) -> [DisplayList.Item] {
        items(for: node, parent: PixelSnapper.Origin(exact: .zero, snapped: .zero), snapper: PixelSnapper(scale: scale))
    }

    /// `parent` is the parent's global origin, exact and snapped, while every transform
    /// above is a translation; nil once a scale or rotation intervenes (no snapping below).
    /// One `DeepRecursion` step per unit, for trees thousands of levels deep.
    private static func items(for node: Node, parent: PixelSnapper.Origin?, snapper: PixelSnapper) -> [DisplayList.Item] {
        DeepRecursion.step { itemsStep(for: node, parent: parent, snapper: snapper) }
    }

    private static func itemsStep(for node: Node, parent: PixelSnapper.Origin?, snapper: PixelSnapper) -> [DisplayList.Item] {
        // The animation stage's answers at the clock's time: where the unit is drawn now.
        let animator = node.graph.animator
        let frame = animator.frame(of: node)
        let offset = animator.offset(of: node)
        var origin = CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height)
        var size = frame.size
        var childParent: PixelSnapper.Origin?
        let effects = node.outputs.drawing.effects.map { $0(size) }
        let visualEffects = node.outputs.drawing.visualEffects?(size) ?? []
        if let parent {
            let snapped = snapper.snap(CGRect(origin: CGPoint(x: parent.exact.x + origin.x, y: parent.exact.y + origin.y), size: size))
            origin = CGPoint(x: snapped.rect.minX - parent.snapped.x, y: snapped.rect.minY - parent.snapped.y)
            size = snapped.rect.size
            // Children stay on the pixel grid under effects that do not scale, rotate or skew:
            // a pure translation (a move transition, a covered navigation page) moves them
            // rigidly, so a whole-pixel move draws exactly what the unmoved view draws.
            func translates(_ effect: DisplayList.Effect) -> Bool {
                guard case .transform(let t) = effect else { return true }
                return t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
            }
            let translatesOnly = effects.allSatisfy(translates) && visualEffects.allSatisfy(translates)
            childParent = translatesOnly ? snapped.origin : nil
        }
        var inner: [DisplayList.Item] = []
        if let content = node.outputs.drawing.content {
            inner += content(size)
        }
        let subviews = node.subviewNodes
        let order = node.outputs.drawing.subviewDrawOrder ?? Array(subviews.indices)
        let sorted = order.enumerated().sorted { a, b in
            let za = subviews[a.element].outputs.drawing.zIndex, zb = subviews[b.element].outputs.drawing.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, index) in sorted {
            inner += items(for: subviews[index], parent: childParent, snapper: snapper)
        }
        for ghost in animator.ghosts(in: node) {
            for unit in ghost.node.units {
                inner += items(for: unit, parent: childParent, snapper: snapper)
            }
        }
        if let overlay = node.outputs.drawing.overlay {
            inner += overlay(size)
        }
        let sizedEffects = parent == nil ? effects : node.outputs.drawing.effects.map { $0(size) }
        for effect in visualEffects.reversed() {
            inner = [.group(effect, inner)]
        }
        for effect in sizedEffects.reversed() {
            inner = [.group(effect, inner)]
        }
        if let fade = animator.transitionOpacity(of: node), !inner.isEmpty {
            inner = fade <= 0 ? [] : [.group(.opacity(fade), inner)]
        }
        if origin == .zero || inner.isEmpty { return inner }
        return [.group(.transform(CGAffineTransform(translationX: origin.x, y: origin.y)), inner)]
    }
}

/// Rounds frames to the device pixel grid.
struct PixelSnapper {
    /// A global origin before and after snapping.
    struct Origin {
        var exact: CGPoint
        var snapped: CGPoint
    }

    let scale: CGFloat

    /// `v` on the nearest pixel boundary, ties rounding up.
    func round(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return v }
        return (v * scale + 0.5).rounded(.down) / scale
    }

    /// The rectangle with its origin and far corner each on the nearest pixel.
    func snap(_ rect: CGRect) -> (rect: CGRect, origin: Origin) {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.maxX), maxY = round(rect.maxY)
        let snapped = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return (snapped, Origin(exact: rect.origin, snapped: snapped.origin))
    }
}
