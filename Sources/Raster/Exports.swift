// Exports.swift · Raster · the modules `import Raster` brings, as `import SwiftUI` does
// Status: Complete.
//
// SwiftUI re-exports Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect) and the
// Observation module (`@Observable`), so view code written for SwiftUI needs only its
// import changed.

@_exported import Foundation
@_exported import Observation
