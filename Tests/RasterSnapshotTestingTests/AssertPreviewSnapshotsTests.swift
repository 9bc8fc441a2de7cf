import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

#Preview("Tile", traits: .fixedLayout(width: 4, height: 3)) {
    Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 2)
}

#Preview("Night tile", traits: .fixedLayout(width: 4, height: 3)) {
    Color(red: 0, green: 0, blue: 1).frame(width: 2, height: 2)
        .preferredColorScheme(.dark)
}

#Preview("Stored tile", traits: .fixedLayout(width: 4, height: 3)) {
    @Previewable @AppStorage("storedTileFill") var fill = "green"
    Color(red: fill == "red" ? 1 : 0, green: fill == "red" ? 0 : 1, blue: 0).frame(width: 2, height: 2)
}

@Suite struct AssertPreviewSnapshotsTests {
    @Test func recordsEachPreviewUnderItsReferenceNameInEachScheme() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let test = "recordsEachPreviewUnderItsReferenceNameInEachScheme"
        let store = try #require(UserDefaults(suiteName: "AssertPreviewSnapshotsTests-\(UUID().uuidString)"))
        store.set("red", forKey: "storedTileFill")
        let recorded = [
            "\(test).RasterSnapshotTestingTests.Tile.light", "\(test).RasterSnapshotTestingTests.Tile.dark",
            "\(test).RasterSnapshotTestingTests.Night-tile.dark",
            "\(test).RasterSnapshotTestingTests.Stored-tile.light", "\(test).RasterSnapshotTestingTests.Stored-tile.dark",
        ]
        // The first run records, the second compares with the references and passes.
        for run in 1...2 {
            withKnownIssue(isIntermittent: run == 2) {
                withSnapshotTesting(record: .missing, snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
                    assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", colorSchemes: [.light, .dark], appStorage: store)
                }
            } matching: { issue in
                let comment = issue.comments.first?.rawValue ?? ""
                return run == 1 && recorded.contains { comment.hasPrefix("recorded snapshot \"\($0)\"") }
            }
        }
        let folder = sandbox.snapshots.appendingPathComponent("AssertPreviewSnapshotsTests")
        // A preview that prefers dark is recorded once, under .dark.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == recorded.map { $0 + ".png" }.sorted())
        func image(_ name: String) throws -> RasterImage {
            RasterImage(pixmap: try Pixmap(contentsOf: sandbox.reference(name, testFile: "AssertPreviewSnapshotsTests")), scale: 1)
        }
        let light = try image(recorded[0]), dark = try image(recorded[1])
        #expect(light.width == 4 && light.height == 3 && dark.width == 4 && dark.height == 3)
        #expect(light[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(dark[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(dark[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try image(recorded[2])[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        // The preview's @AppStorage read the store given.
        #expect(try image(recorded[3])[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func noOrRepeatedColorSchemesFail() {
        withKnownIssue {
            assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", colorSchemes: [])
        } matching: { issue in
            issue.comments.first?.rawValue == "assertPreviewSnapshots was given no colour scheme, so it would check nothing; "
                + "pass colorSchemes: [.light] or [.light, .dark]"
        }
        withKnownIssue {
            assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", colorSchemes: [.light, .light])
        } matching: { issue in
            issue.comments.first?.rawValue == "assertPreviewSnapshots was given colour schemes [\"light\", \"light\"] with a repeat, "
                + "which would share one reference; give each scheme once"
        }
    }

    /// A scale that is not a scale is one issue naming it, and no preview is checked (it was
    /// a warning that 1 is used and then one failure per preview).
    @Test func anInvalidScaleIsOneIssueAndNoPreviewIsChecked() {
        final class Comments: @unchecked Sendable {
            private let lock = NSLock()
            private var all: [String] = []
            func append(_ comment: String) { lock.lock(); all.append(comment); lock.unlock() }
            var list: [String] { lock.lock(); defer { lock.unlock() }; return all }
        }
        let comments = Comments()
        withKnownIssue {
            assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests", scale: -3)
        } matching: { issue in
            comments.append(issue.comments.first?.rawValue ?? "")
            return true
        }
        #expect(comments.list == ["assertPreviewSnapshots was given the scale -3.0; a scale must be a positive, finite number "
            + "of pixels per point, so no preview is checked: pass scale: 1, 2 or 3, or leave it out for each preview's device scale"])
    }

    @Test func aSecondCallInOneTestFails() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        withSnapshotTesting(record: .all, snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
            withKnownIssue {
                assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests")
            } matching: { _ in true }
            let line = #line + 2
            withKnownIssue {
                assertPreviewSnapshots(inModule: "RasterSnapshotTestingTests")
            } matching: { issue in
                let comment = issue.comments.first?.rawValue ?? ""
                return comment.hasPrefix("assertPreviewSnapshots is called a second time in 'aSecondCallInOneTestFails()' (line ")
                    && comment.hasSuffix(", then line \(line)); its references would be the first call's: call it once per test, or in separate tests")
            }
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
