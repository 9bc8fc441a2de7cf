// Transferable.swift · Raster/Views/Controls · mirrors CoreTransferable's Transferable (iOS 16+), as far as ShareLink uses it
// Status: Partial — a marker protocol: no transfer representations (nothing leaves the process).

import Foundation

/// A protocol that describes how a type interacts with transport APIs such as drag and
/// drop, copy and paste, and sharing.
///
/// Raster: only the conformance is used, to type what a `ShareLink` shares; Raster never
/// exports the value, so there is no `transferRepresentation` requirement. `String`, `URL`,
/// `Data`, `AttributedString` and `Image` conform, as in SwiftUI; conform your own types with
/// an empty extension.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
/// The placeholder for a share preview without an image or icon.
extension Never: Transferable {}
