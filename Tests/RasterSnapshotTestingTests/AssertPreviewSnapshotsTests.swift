import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

#Preview("Tile", traits: .fixedLayout(width: 4, height: 3)) {
    Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 2)
}

@Suite struct AssertPreviewSnapshotsTests {
    @Test func recordsEachPreviewUnderItsReferenceNameInEachScheme() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let name = "recordsEachPreviewUnderItsReferenceNameInEachScheme.RasterSnapshotTestingTests.Tile"
        withKnownIssue {
            withSnapshotTesting(snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
                assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", colorSchemes: [.light, .dark])
            }
        } matching: { issue in
            let comment = issue.comments.first?.rawValue ?? ""
            return comment.hasPrefix("recorded snapshot \"\(name).light\"") || comment.hasPrefix("recorded snapshot \"\(name).dark\"")
        }
        let light = try Pixmap(contentsOf: sandbox.reference(name + ".light", testFile: "AssertPreviewSnapshotsTests"))
        let dark = try Pixmap(contentsOf: sandbox.reference(name + ".dark", testFile: "AssertPreviewSnapshotsTests"))
        #expect(light.width == 4 && light.height == 3 && dark.width == 4 && dark.height == 3)
        #expect(RasterImage(pixmap: light, scale: 1)[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(RasterImage(pixmap: dark, scale: 1)[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(RasterImage(pixmap: dark, scale: 1)[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // The second run compares with the references and passes.
        withSnapshotTesting(snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
            assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", colorSchemes: [.light, .dark])
        }
    }

    @Test func findingNoPreviewsIsAFailureNamingTheModulesThatHaveSome() {
        withKnownIssue {
            assertPreviewSnapshots(inModule: "NoSuchModule")
        } matching: { issue in
            let comment = issue.comments.first?.rawValue ?? ""
            return comment.hasPrefix("no previews found in module 'NoSuchModule' (modules with previews: ")
                && comment.contains("RasterSnapshotTestingTests")
        }
    }
}
