// PreferenceKey.swift · Raster/State · mirrors SwiftUI PreferenceKey (iOS 17)
// Status: Complete.

import Foundation

/// A named value produced by a view.
///
/// Raster: a view's value for a key is its descendants' values combined with `reduce` in
/// tree order (source order, depth first), then changed by its own preference modifiers.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that has no value for this key.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with
    /// the result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, for a key whose value is optional: mirrors SwiftUI's `PreferenceKey.defaultValue`
    /// where `Value: ExpressibleByNilLiteral`, so such a key declares only `reduce`.
    ///
    /// Raster: a view that writes no value for the key reports nil, as on iOS.
    public static var defaultValue: Value { nil }
}

/// A key of Raster's own whose value the views declare, not their geometry (a page's title
/// and bar declarations): its `onPreferenceChange` actions also run right after the bodies
/// update, before layout, so that what they change (the bar above the page that declared
/// them) is laid out in the same pass rather than in a second one. Values written by views
/// built during layout (lazy rows, `GeometryReader` content) still arrive after layout.
protocol DeclaredPreferenceKey: PreferenceKey {}

/// What a preference modifier does to the value coming up from its content.
struct PreferenceWriter {
    let key: ObjectIdentifier
    /// Sets or transforms the value; receives nil when the content produced none.
    let apply: (Any?) -> Any
}

extension Node {
    /// This node's value for `K`, or nil when neither it nor a descendant set one. One
    /// `DeepRecursion` step per level, for trees thousands of levels deep; subtrees in which
    /// no view writes `K` (`preferenceKeysBelow`) are skipped, and the whole walk while no
    /// view of the graph has ever written `K`.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let bit = graph.preferenceKeyBits[ObjectIdentifier(key)] else { return nil }
        return preferenceValue(key, bit: bit)
    }

    private func preferenceValue<K: PreferenceKey>(_ key: K.Type, bit: UInt64) -> K.Value? {
        guard writtenPreferenceKeysBelow() & bit != 0 else { return nil }
        return DeepRecursion.step { preferenceValueStep(key, bit: bit) }
    }

    private func preferenceValueStep<K: PreferenceKey>(_ key: K.Type, bit: UInt64) -> K.Value? {
        var result: K.Value?
        let children = outputs.reportsOnlyDrawnSubviews
            ? (outputs.drawing.subviewDrawOrder ?? []).map { subviewNodes[$0] } : orderedChildren
        for child in children {
            guard let value = child.preferenceValue(key, bit: bit) else { continue }
            if var accumulated = result {
                K.reduce(value: &accumulated) { value }
                result = accumulated
            } else {
                result = value
            }
        }
        let id = ObjectIdentifier(key)
        for writer in outputs.preferenceWriters where writer.key == id {
            result = writer.apply(result) as? K.Value
        }
        return result
    }

    /// `preferenceKeysBelow`, computed again where it is stale. A superset: the drawn
    /// subviews a `ViewThatFits` reports are among its descendants, and a unit copy writes
    /// what the node it copies writes.
    private func writtenPreferenceKeysBelow() -> UInt64 {
        if preferenceKeysBelowAreCurrent { return preferenceKeysBelow }
        return DeepRecursion.step {
            var keys: UInt64 = 0
            for writer in outputs.preferenceWriters { keys |= graph.preferenceKeyBits[writer.key] ?? 0 }
            for child in children.all { keys |= child.writtenPreferenceKeysBelow() }
            preferenceKeysBelow = keys
            preferenceKeysBelowAreCurrent = true
            return keys
        }
    }

    /// Marks `preferenceKeysBelow` stale here and in the ancestors, up to the first found
    /// stale (whose ancestors are stale already) or a removed node (whose parent may be gone).
    func preferenceKeysBelowChanged() {
        var node = self
        while node.preferenceKeysBelowAreCurrent {
            node.preferenceKeysBelowAreCurrent = false
            guard !node.isRemoved, let parent = node.parent else { return }
            node = parent
        }
    }
}
