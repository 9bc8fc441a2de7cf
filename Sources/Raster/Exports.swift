// Exports.swift · Raster · the modules `import Raster` brings, as `import SwiftUI` does
// Status: Complete.
//
// SwiftUI re-exports Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect), the
// Observation module (`@Observable`) and Combine (`ObservableObject`, `@Published`,
// `Timer.publish`), so view code written for SwiftUI needs only its import changed. Linux has
// no Combine: the package's own `Combine` module (Sources/Combine) stands in for it.

@_exported import Foundation
@_exported import Observation
@_exported import Combine
