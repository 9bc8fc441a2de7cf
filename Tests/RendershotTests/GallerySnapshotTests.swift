import Foundation
import Testing
import Raster
import RendershotKit
@testable import rendershot

/// Each gallery scene rendered and compared byte for byte with its reference PNG in
/// `Snapshots/GallerySnapshotTests/<scene>.png`. A missing reference is recorded (and the
/// test fails saying so); `RASTER_RECORD=1` re-records every reference.
@Suite struct GallerySnapshotTests {
    @Test func galleryHasTheSeedScenes() {
        #expect(Gallery.scenes.map(\.name) == [
            "state-counter", "state-counter-desugared", "state-initial-value", "state-assigned-in-init",
            "state-counter-twice", "observable-counter", "observable-shared-counter",
            "state-model-from-init", "state-object-counter", "state-object-counter-desugared",
            "observed-object-counter", "rooms", "closure-counter", "manual-binding-counter",
            "projected-value-counter", "binding-counter", "state-object-binding-counter",
            "clamped-binding-counter", "bindable-stepper", "bindable-stepper-variants", "environment-font",
            "badge", "badge-tint", "badge-color", "badge-style", "badge-fancy", "environment-object",
            "environment-object-legacy", "flow-layout", "geometry-background", "overflow-border",
            "overflow-border-initial", "measure-size", "zstack-flow-layout", "flow-layout-mixed",
            "coordinate-spaces", "scale-effect-sizes", "highlight-overlay", "highlight-anchor",
            "highlight-matched", "hero", "hero-wrong-order", "observed-object-view-model",
            "observable-view-model", "published-random-number", "observable-random-number",
            "subview-plain-model", "subview-state-model", "environment-view-model", "bindable-text-field",
            "bindable-in-body", "day-night-identity", "foreach-range", "foreach-key-path",
            "foreach-identifiable", "transitions-insertion", "transitions-removal", "any-layout"
        ])
    }

    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneMatchesReference(name: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.name == name })
        let actual = scene.host().render()
        let reference = packageRoot.appendingPathComponent("Snapshots/GallerySnapshotTests/\(name).png")
        let record = ProcessInfo.processInfo.environment["RASTER_RECORD"] == "1"
        guard !record, FileManager.default.fileExists(atPath: reference.path) else {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: reference)
            Issue.record("recorded a new reference for '\(name)' at \(reference.path); check it and re-run")
            return
        }
        let expected = try Pixmap(contentsOf: reference)
        let diff = ImageDiff(reference: expected, actual: actual.pixmap)
        guard !diff.isIdentical else { return }
        let artifacts = packageRoot.appendingPathComponent(".build/snapshot-artifacts/GallerySnapshotTests")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let actualFile = artifacts.appendingPathComponent("\(name).png")
        try actual.write(to: actualFile)
        Issue.record("""
            snapshot "\(name)" differs from its reference: \(diff.summary)
            reference: \(reference.path)
            actual: \(actualFile.path)
            """)
    }
}

/// The package root: the nearest folder above this file that holds Package.swift.
private let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}()
