// TextAttribute.swift · Raster/Text · mirrors SwiftUI TextAttribute and Text.customAttribute(_:) (iOS 17)
// Status: Complete.

import Foundation

/// A value attached to part of a text (`Text.customAttribute(_:)`) that a `TextRenderer`
/// reads back from the runs of the layout (`Text.Layout.Run[T.self]`).
public protocol TextAttribute: Hashable {}

extension Text {
    /// The text with `value` attached, for a `TextRenderer` to find on its runs; it changes
    /// nothing in how the text lays out or draws by itself. The innermost value of a type wins.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        copy.attributes.custom.set(value)
        return copy
    }
}

/// The custom attributes of a text, one value per type.
struct CustomTextAttributes: Hashable, @unchecked Sendable {
    // @unchecked: the values are the app's Hashable values, which SwiftUI does not require to
    // be Sendable either; texts are built and read on the main actor.
    private var values: [ObjectIdentifier: AnyHashable] = [:]

    var isEmpty: Bool { values.isEmpty }

    mutating func set<T: TextAttribute>(_ value: T) {
        values[ObjectIdentifier(T.self)] = AnyHashable(value)
    }

    func value<T: TextAttribute>(of type: T.Type) -> T? {
        values[ObjectIdentifier(type)]?.base as? T
    }

    /// These attributes with the types they do not set taken from `outer`.
    func inheriting(_ outer: CustomTextAttributes) -> CustomTextAttributes {
        var merged = outer
        merged.values.merge(values) { _, inner in inner }
        return merged
    }
}
