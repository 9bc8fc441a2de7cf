// LayoutValueModifiers.swift · Raster/Modifiers · mirrors SwiftUI layoutPriority(_:), layoutValue(key:value:) (iOS 17)
// Status: Complete.

import Foundation

extension View {
    /// Sets the priority by which a parent layout apportions space; default 0, higher
    /// takes space first and gives it up last. Raster: NaN, which orders against nothing,
    /// is taken as 0 with a one-time warning.
    public func layoutPriority(_ value: Double) -> some View {
        if value.isNaN { warnOnce("layoutPriority(nan) has no order among priorities; it is taken as 0. Give a number") }
        let value = value.isNaN ? 0 : value
        return modifier(UnaryLayoutModifier(PassthroughLayout(name: "layoutPriority(\(formatPoints(CGFloat(value))))")) { node in
            node.outputs.layoutPriority = value
        })
    }

    /// Associates a value with a custom layout property, read through `LayoutSubview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(UnaryLayoutModifier(PassthroughLayout(name: "layoutValue(key: \(key))")) { node in
            node.outputs.layoutValues[ObjectIdentifier(key)] = value
        })
    }
}
