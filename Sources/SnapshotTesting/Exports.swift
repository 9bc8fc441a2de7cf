// Exports.swift · SnapshotTesting · the types this module shares with RasterSnapshotTesting
// Status: Complete.
//
// The SnapshotTesting module is swift-snapshot-testing's public surface on Raster: a test
// file written for pointfreeco's library compiles with only `import SwiftUI` replaced by
// `import Raster`. Strategies, diffings and the configuration are RasterSnapshotTesting's
// own types, re-exported one by one; the assertion functions are this module's, because
// they keep swift-snapshot-testing's `__Snapshots__` folders beside each test file where
// RasterSnapshotTesting uses `<package root>/Snapshots`.

@_exported import struct RasterSnapshotTesting.Snapshotting
@_exported import struct RasterSnapshotTesting.Diffing
@_exported import struct RasterSnapshotTesting.SnapshotTestingConfiguration
@_exported import func RasterSnapshotTesting.withSnapshotTesting
