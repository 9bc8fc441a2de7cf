// PreviewProvider.swift · Raster/Previews · mirrors SwiftUI PreviewProvider, PreviewPlatform (iOS 17)
// Status: Complete.
//
// A type conforming to PreviewProvider is found at run time (PreviewDiscovery.swift): nothing
// lists it. Each top-level view of its `previews` (the views of a `Group`, a multi-view body
// or a `ForEach`) is one preview, as in Xcode's canvas.

import Foundation

/// A type that produces view previews.
///
/// ```swift
/// struct Card_Previews: PreviewProvider {
///     static var previews: some View {
///         Card().previewDisplayName("Card")
///         Card().preferredColorScheme(.dark).previewDisplayName("Card, dark")
///     }
/// }
/// ```
///
/// Raster: `rendershot previews` and `assertPreviewSnapshots` render every preview of every
/// conforming type linked into the process (`PreviewDiscovery.previews(inModule:)`), named
/// by `previewDisplayName` or the type name, laid out by `previewLayout`. Internal and private
/// conforming types are found in release builds too: the protocol is marked
/// `@_alwaysEmitConformanceMetadata`, so whole-module optimisation keeps their conformance
/// records although nothing references the types.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The previews: each top-level view (of a `Group`, a multi-view body or a `ForEach`) is one.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews run on; nil (the default) for the package's platform. Raster
    /// records it (`DiscoveredPreview.platform`) and renders every platform the same way.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform of its own: nil.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}
