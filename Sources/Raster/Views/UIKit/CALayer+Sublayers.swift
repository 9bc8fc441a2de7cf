// CALayer+Sublayers.swift · Raster/Views/UIKit · mirrors Core Animation's layer tree: CALayer.sublayers, superlayer, addSublayer, insertSublayer, replaceSublayer, removeFromSuperlayer (iOS 17)
// Status: Complete for layers made on their own; a view's layer keeps its subviews out of
// `sublayers` (they are the view's `subviews`).
// Only where there is no UIKit (Linux), which has no Core Animation.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension CALayer {
    /// The sublayers, back to front (nil when there are none, Core Animation's default).
    /// Setting it removes the old ones and adds the new ones in order, each taken from the
    /// superlayer it had.
    ///
    /// Raster: a view's layer holds only the layers added to it: its subviews' layers are
    /// not in it (they are the view's `subviews`), and its sublayers are drawn over the view's
    /// content and under its subviews.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of, or nil. A view's layer's is its superview's layer.
    public var superlayer: CALayer? {
        storedSuperlayer ?? view?.superview?.layer
    }

    /// Appends `layer` to the sublayers (frontmost), taking it from the superlayer it had.
    /// A layer that would contain itself (this layer, or a layer this one is drawn in) or a
    /// view's layer (use `addSubview(_:)`) is not added, with a warning.
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: storedSublayers.count, by: "addSublayer(_:)")
    }

    /// Inserts `layer` into the sublayers at `idx` (0 is the back), taking it from the
    /// superlayer it had; an index past the end appends it, with a warning. Refused as
    /// `addSublayer(_:)` refuses.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx), by: "insertSublayer(_:at:)")
    }

    /// Inserts `layer` into the sublayers just in front of `sibling`; nil, or a layer that
    /// is not a sublayer of this one (with a warning), puts it in front of all.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, at: index(of: sibling, by: "insertSublayer(_:above:)").map { $0 + 1 } ?? storedSublayers.count,
               by: "insertSublayer(_:above:)")
    }

    /// Inserts `layer` into the sublayers just behind `sibling`; nil, or a layer that is not
    /// a sublayer of this one (with a warning), puts it behind all.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, at: index(of: sibling, by: "insertSublayer(_:below:)") ?? 0, by: "insertSublayer(_:below:)")
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`. An
    /// `oldLayer` that is not a sublayer of this one changes nothing, with a warning.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            warnOnce("replaceSublayer(_:with:) on a \(subject) was given a layer that is not one of its sublayers, so nothing "
                     + "changed; replace one of its sublayers")
            return
        }
        guard insert(newLayer, at: index, by: "replaceSublayer(_:with:)") else { return }
        oldLayer.removeFromSuperlayer()
    }

    /// Removes the layer from its superlayer's sublayers. A view's layer stays (remove the
    /// view with `removeFromSuperview()`), with a warning.
    public func removeFromSuperlayer() {
        guard view == nil else {
            warnOnce("removeFromSuperlayer() was called on a \(subject), which stays in its superview's layer: remove the "
                     + "view with removeFromSuperview()")
            return
        }
        guard let superlayer = storedSuperlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// Whether this layer is `layer` or one it is drawn in: `layer`'s superlayer, or a
    /// superlayer of that, through views' layers too.
    func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// The index of `sibling` among the sublayers; nil for nil, and for a layer that is not
    /// a sublayer (with a warning naming `call`).
    private func index(of sibling: CALayer?, by call: String) -> Int? {
        guard let sibling else { return nil }
        guard let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            warnOnce("\(call) on a \(subject) was given a sibling that is not one of its sublayers, so the layer goes to "
                     + "the \(call.contains("above") ? "front" : "back"); give one of its sublayers")
            return nil
        }
        return index
    }

    /// Inserts `layer` at `index` among the sublayers (counted before `layer` leaves its
    /// old place), taking it from its superlayer. Returns false, with a warning naming
    /// `call`, for a view's layer and for a layer that would then contain itself.
    @discardableResult
    private func insert(_ layer: CALayer, at index: Int, by call: String) -> Bool {
        if layer.isAncestor(of: self) {
            warnOnce("\(call) on a \(subject) was given \(layer === self ? "the layer itself" : "a layer it is in"), which "
                     + "would make the layer tree a cycle, so it was not added; add a layer that is not this one or above it")
            return false
        }
        if let view = layer.view {
            warnOnce("\(call) was given the layer of a \(strippingGenerics(String(describing: Swift.type(of: view)))), which "
                     + "stays with its view; add the view with addSubview(_:)")
            return false
        }
        var index = index
        if index > storedSublayers.count {
            warnOnce("insertSublayer(_:at:) on a \(subject) was given the index \(index), past its \(storedSublayers.count) "
                     + "sublayers, so the layer goes to the front; give an index from 0 to the number of sublayers")
            index = storedSublayers.count
        }
        if let old = layer.storedSuperlayer {
            if old === self, let current = storedSublayers.firstIndex(where: { $0 === layer }), current < index { index -= 1 }
            layer.removeFromSuperlayer()
        }
        storedSublayers.insert(layer, at: index)
        layer.storedSuperlayer = self
        return true
    }
}
#endif
