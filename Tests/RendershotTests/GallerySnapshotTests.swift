import Foundation
import Testing
import Raster
import RasterSnapshotTesting
import RendershotKit
@testable import rendershot

/// Each gallery scene, hosted in its window with its taps played, compared byte for byte with
/// `Snapshots/GallerySnapshotTests/sceneMatchesReference.<scene>.png`. A missing reference is
/// recorded (and the test fails saying so); `RASTER_RECORD=1` re-records every reference.
@Suite struct GallerySnapshotTests {
    @Test func galleryHasTheSeedScenes() {
        #expect(Array(Gallery.scenes.map(\.name).prefix(3)) == ["counter", "badge", "flow-layout"])
    }

    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneMatchesReference(name: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.name == name })
        assertSnapshot(of: scene.host(), as: .image(), named: name)
    }
}
