// Exports.swift · Raster · the modules `import Raster` brings, as `import SwiftUI` does
// Status: Complete.
//
// SwiftUI re-exports Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect), the
// Observation module (`@Observable`) and Combine (`ObservableObject`, `@Published`,
// `Timer.publish`), so view code written for SwiftUI needs only its import changed. Linux has
// no Combine: the package's own `Combine` module (Sources/Combine) stands in for it. SwiftUI's
// file importer and exporter name `UTType`, which Linux lacks too: Sources/UniformTypeIdentifiers.
//
// On Apple platforms Foundation holds URLSession, URLRequest and HTTPURLResponse; Linux's
// swift-corelibs-foundation keeps them in a separate module, FoundationNetworking. Raster
// re-exports it so that model files loading data compile with `import Raster` alone, as they
// do with `import SwiftUI`. (Raster itself never uses the network: AsyncImage.swift.)

@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import Combine
@_exported import UniformTypeIdentifiers
