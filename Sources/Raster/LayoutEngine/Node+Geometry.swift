// Node+Geometry.swift · Raster/LayoutEngine · where placed units are in outer coordinate spaces
// Status: Complete — geometry effects (offset, scale, rotation) are included, as SwiftUI
// includes them in frames measured in outer spaces (seed 002).

import Foundation

extension Node {
    /// Maps this unit's local space (points, origin at its top-left) to its layout
    /// parent's local space: its geometry effects, then its position.
    var transformToParent: CGAffineTransform {
        var transform = CGAffineTransform.identity
        for effect in drawing.effects.reversed() {
            if case .transform(let t) = effect(frame.size) { transform = transform.concatenating(t) }
        }
        return transform.concatenating(CGAffineTransform(
            translationX: frame.minX + drawing.offset.width, y: frame.minY + drawing.offset.height))
    }

    /// Maps this unit's local space to the root's (the global space).
    var transformToGlobal: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: Node? = self
        while let n = node {
            transform = transform.concatenating(n.transformToParent)
            node = n.layoutParent
        }
        return transform
    }

    /// Maps this unit's local space to the root's as drawn now: presentation (animated)
    /// frames instead of layout frames.
    var presentationTransformToGlobal: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: Node? = self
        while let n = node {
            let frame = n.presentationFrame
            var effects = CGAffineTransform.identity
            for effect in n.drawing.effects.reversed() {
                if case .transform(let t) = effect(frame.size) { effects = effects.concatenating(t) }
            }
            transform = transform.concatenating(effects).concatenating(CGAffineTransform(
                translationX: frame.minX + n.drawing.offset.width, y: frame.minY + n.drawing.offset.height))
            node = n.layoutParent
        }
        return transform
    }

    /// Maps this unit's local space to the space named `name` (the nearest enclosing unit
    /// with that `coordinateSpace`), or the global space when no such unit encloses it.
    func transform(to space: CoordinateSpace) -> CGAffineTransform {
        switch space {
        case .local: return .identity
        case .global: return transformToGlobal
        case .named(let name):
            var transform = CGAffineTransform.identity
            var node: Node? = self
            while let n = node {
                if n.coordinateSpaceName == name { return transform }
                transform = transform.concatenating(n.transformToParent)
                node = n.layoutParent
            }
            warnOnce("no coordinate space named \(name) encloses \(typeName); the global space is used")
            return transform
        }
    }
}
