// NSItemProvider.swift · Raster/Support · mirrors Foundation's NSItemProvider, which Linux lacks (UTType is in Sources/UniformTypeIdentifiers)
// Status: Partial — type identifiers only, for signatures that name them (onInsert(of:perform:)); nothing is dragged or dropped.

import Foundation

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities.
///
/// Raster: nothing is dragged or dropped, so no provider is ever made by Raster; this holds
/// the type identifiers an app registers.
open class NSItemProvider {
    /// The identifiers of the types the provider was registered with, in order.
    open private(set) var registeredTypeIdentifiers: [String] = []

    /// Creates an empty item provider.
    public init() {}

    /// Whether the provider has an item of the type `typeIdentifier` (compared exactly).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}
