// Node+Geometry.swift · Raster/LayoutEngine · where placed units are in outer coordinate spaces
// Status: Complete — geometry effects (offset, scale, rotation) are included, as SwiftUI
// includes them in frames measured in outer spaces (seed 002).

import Foundation

extension Node {
    /// Maps this unit's local space (points, origin at its top-left) to its layout
    /// parent's local space: its geometry effects, then its position.
    var transformToParent: CGAffineTransform {
        var transform = CGAffineTransform.identity
        for effect in outputs.drawing.effects.reversed() {
            if case .transform(let t) = effect(frame.size) { transform = transform.concatenating(t) }
        }
        let offset = graph.animator.offset(of: self)
        return transform.concatenating(CGAffineTransform(
            translationX: frame.minX + offset.width, y: frame.minY + offset.height))
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

    /// Maps this unit's local space to the space named `name` (the nearest enclosing unit
    /// with that `coordinateSpace`), or the global space when no such unit encloses it.
    func transform(to space: CoordinateSpace) -> CGAffineTransform {
        switch space {
        case .local: return .identity
        case .global: return transformToGlobal
        case .named(let name):
            if let (_, transform) = namedSpace(name) { return transform }
            if name.base is ScrollViewSpaceName {
                warnOnce("no scroll view encloses \(typeName), so its frame in the .scrollView coordinate space is its global "
                         + "frame; put the view in a ScrollView or measure it in another space")
            } else {
                warnOnce("no coordinate space named \(name) encloses \(typeName); the global space is used")
            }
            return transformToGlobal
        }
    }

    /// The unit that makes the coordinate space `name` for this unit, and the transform from
    /// this unit's space to it; nil when none encloses it. `.scrollView` names the innermost
    /// enclosing scroll view (not this unit itself).
    func namedSpace(_ name: AnyHashable) -> (container: Node, transform: CGAffineTransform)? {
        let scrollSpace = name.base as? ScrollViewSpaceName
        var transform = CGAffineTransform.identity
        var node: Node? = self
        while let n = node {
            if let scrollSpace {
                if n !== self, let state = n.outputs.scrollState, scrollSpace.names(state) { return (n, transform) }
            } else if n.outputs.coordinateSpaceName == name {
                return (n, transform)
            }
            transform = transform.concatenating(n.transformToParent)
            node = n.layoutParent
        }
        return nil
    }

    /// The part of this unit's space that every scroll view enclosing it shows (the
    /// intersection of their frames, in this unit's coordinates); nil when none encloses it.
    func regionShownByScrollViews() -> CGRect? {
        var region: CGRect?
        var transform = CGAffineTransform.identity
        var node: Node? = self
        while let n = node {
            if n !== self, n.outputs.scrollState != nil {
                let shown = CGRect(origin: .zero, size: n.frame.size).applying(transform.inverted())
                region = region.map { $0.intersection(shown) } ?? shown
            }
            transform = transform.concatenating(n.transformToParent)
            node = n.layoutParent
        }
        return region
    }

    /// The innermost scroll view enclosing this unit (not the unit itself) that scrolls
    /// along `axis` (any axis when nil), with its state.
    func enclosingScrollView(axis: Axis?) -> (node: Node, state: ScrollViewState)? {
        let space = ScrollViewSpaceName(axis: axis)
        var node = layoutParent
        while let n = node {
            if let state = n.outputs.scrollState, space.names(state) { return (n, state) }
            node = n.layoutParent
        }
        return nil
    }
}
