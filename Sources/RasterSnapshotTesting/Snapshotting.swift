// Snapshotting.swift · RasterSnapshotTesting · how a value becomes a snapshot (Raster's own)
// Status: Complete.
//
// A strategy is a plain value holding two things: a function that turns the tested value
// into a snapshot format (an image, text), and the `Diffing` that stores and compares that
// format. New strategies are made from old ones with `pullback`, which only changes the
// input: `.image` for a view is the image strategy pulled back through rendering, and
// `.layout` is `.lines` pulled back through the layout dump.

import Foundation

/// A strategy for snapshotting values of type `Value` as `Format`.
///
/// Raster: strategies live in Strategies/, one file per snapshotted type. Each stores its
/// references as `Snapshots/<test file>/<test name>.<name or n>.<pathExtension>`.
public struct Snapshotting<Value, Format> {
    /// The file extension of references, such as "png" or "txt" (no dot).
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value.
    /// - Throws: whatever taking it can throw (a render error); the test fails with it.
    public var snapshot: (Value) throws -> Format

    /// A strategy that snapshots with `snapshot`, storing and comparing with `diffing`.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another input: `transform` turns a `NewValue` into the `Value`
    /// this strategy snapshots.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose values are their own snapshots.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
