// DisplayListBuilder.swift · Raster/DisplayList · builds a display list from placed units
// Status: Complete.

import Foundation

/// Walks the placed units of a render tree and collects what they draw.
enum DisplayListBuilder {
    /// The display list of `root`, which has been placed.
    static func build(root: Node) -> DisplayList {
        DisplayList(items: items(for: root))
    }

    private static func items(for node: Node) -> [DisplayList.Item] {
        let size = node.frame.size
        var inner: [DisplayList.Item] = []
        if let content = node.drawing.content {
            inner += content(size)
        }
        let subviews = node.subviewNodes
        let order = node.drawing.subviewDrawOrder ?? Array(subviews.indices)
        let sorted = order.enumerated().sorted { a, b in
            let za = subviews[a.element].drawing.zIndex, zb = subviews[b.element].drawing.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, index) in sorted {
            inner += items(for: subviews[index])
        }
        for effect in node.drawing.effects.reversed() {
            inner = [.group(effect(size), inner)]
        }
        let origin = CGPoint(x: node.frame.minX + node.drawing.offset.width, y: node.frame.minY + node.drawing.offset.height)
        if origin == .zero || inner.isEmpty { return inner }
        return [.group(.transform(CGAffineTransform(translationX: origin.x, y: origin.y)), inner)]
    }
}
