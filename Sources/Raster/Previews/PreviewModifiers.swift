// PreviewModifiers.swift · Raster/Previews · mirrors SwiftUI previewDisplayName, previewLayout, previewDevice, previewInterfaceOrientation, previewContext (iOS 17)
// Status: Complete.
//
// Each modifier records its value in the preference `PreviewTraitsKey`, which flows up from
// the modified view to the preview's root like any preference. PreviewDiscovery builds each
// preview's view once and reads the key at its root: that is where a discovered preview's
// name, layout, device, orientation and context come from. When a preview's views record a
// value more than once, the innermost modifier wins (as with the environment), then the
// first view in source order.

import Foundation

/// Values that a preview context provides to a view being previewed.
///
/// Raster: `previewContext(_:)` records the context; `DiscoveredPreview.context` gives it back.
public protocol PreviewContext {
    /// The value of `key` in this context.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key for a value in a `PreviewContext`.
public protocol PreviewContextKey {
    associatedtype Value
    /// The value when a context does not set one.
    static var defaultValue: Value { get }
}

/// What the preview modifiers of a preview's views recorded.
struct PreviewTraitValues {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
    var context: (any PreviewContext)?

    /// Keeps the values set here, takes the others from `other`.
    mutating func fillGaps(from other: PreviewTraitValues) {
        displayName = displayName ?? other.displayName
        layout = layout ?? other.layout
        device = device ?? other.device
        orientation = orientation ?? other.orientation
        context = context ?? other.context
    }
}

/// The preview modifiers' record: see the file header.
struct PreviewTraitsKey: PreferenceKey {
    static let defaultValue = PreviewTraitValues()

    static func reduce(value: inout PreviewTraitValues, nextValue: () -> PreviewTraitValues) {
        value.fillGaps(from: nextValue())
    }
}

extension View {
    /// Sets a user visible name to show in the canvas for a preview.
    ///
    /// Raster: the name of the discovered preview (`rendershot previews list`), and the base
    /// of its reference name in `assertPreviewSnapshots` and of its `rendershot previews` file.
    /// An empty name counts as none.
    public func previewDisplayName(_ value: String?) -> some View {
        recordPreviewTrait { if $0.displayName == nil, value?.isEmpty == false { $0.displayName = value } }
    }

    /// Overrides the size of the container for the preview.
    ///
    /// Raster: the layout `rendershot previews` and `assertPreviewSnapshots` render the
    /// preview in (`PreviewLayout`). Without one a preview has the `.device` layout.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        recordPreviewTrait { if $0.layout == nil { $0.layout = value } }
    }

    /// Overrides the device for a preview.
    ///
    /// Raster: the screen of the `.device` layout (`PreviewDevice.screens`); nil keeps the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        recordPreviewTrait { if $0.device == nil { $0.device = value } }
    }

    /// Overrides the orientation of the preview.
    ///
    /// Raster: a landscape orientation turns the `.device` layout's screen sideways.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        recordPreviewTrait { if $0.orientation == nil { $0.orientation = value } }
    }

    /// Declares a context for the preview.
    ///
    /// Raster: recorded and given back as `DiscoveredPreview.context`; rendering does not read it.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        recordPreviewTrait { if $0.context == nil { $0.context = value } }
    }

    private func recordPreviewTrait(_ record: @escaping (inout PreviewTraitValues) -> Void) -> some View {
        transformPreference(PreviewTraitsKey.self, record)
    }
}
