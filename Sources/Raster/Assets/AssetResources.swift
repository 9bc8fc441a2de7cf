// AssetResources.swift · Raster/Assets · mirrors DeveloperToolsSupport ColorResource and ImageResource (iOS 17), the types of Xcode's generated asset symbols
// Status: Complete — Xcode generates `extension ColorResource { static let brandPrimary = … }`
// from a catalogue; on Linux nothing generates them, so a user declares the same lines
// (README, "Asset catalogues"), and `Color(.brandPrimary)`, `Image(.logo)` compile unchanged.

import Foundation

/// A color resource.
///
/// Raster: a colour set's name and the bundle whose catalogues hold it. Declare one as
/// Xcode's generated symbols do — `extension ColorResource { static let brandPrimary =
/// ColorResource(name: "BrandPrimary", bundle: .module) }` — and use it with
/// `Color(_: ColorResource)`.
public struct ColorResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image resource.
///
/// Raster: an image set's name and the bundle whose catalogues hold it, used with
/// `Image(_: ImageResource)`; declared as `ColorResource`s are.
public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates an image resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
