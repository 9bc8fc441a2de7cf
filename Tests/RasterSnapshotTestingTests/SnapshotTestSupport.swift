import Foundation
import Raster
import RasterSnapshotReport
@testable import RasterSnapshotTesting

/// A throwaway folder for references and artifacts, so tests never touch Snapshots/.
/// Tests remove it with `defer { sandbox.remove() }`.
struct SnapshotSandbox {
    let root: URL

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("raster-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

    /// `verifySnapshot` with this sandbox's folders, in the record mode of a developer's
    /// machine (`.missing`) even where the tests run on CI, whose default is `.never`.
    func verify<Value, Format>(_ value: Value, as snapshotting: Snapshotting<Value, Format>,
                               named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
                               timeout: TimeInterval? = nil, fileID: StaticString = #fileID, file: StaticString = #filePath,
                               testName: String = #function) -> String? {
        let operation: () -> String? = {
            verifySnapshot(of: value, as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, file: file,
                           testName: testName)
        }
        return withSnapshotTesting(record: .missing, snapshotDirectory: snapshots.path, artifactsDirectory: artifacts.path, operation: operation)
    }

    /// The reference file of `name` in the folder of test file `testFile`.
    func reference(_ name: String, testFile: String = "AssertSnapshotTests", extension ext: String = "png") -> URL {
        snapshots.appendingPathComponent("\(testFile)/\(name).\(ext)")
    }

    func artifact(_ name: String, testFile: String = "AssertSnapshotTests") -> URL {
        artifacts.appendingPathComponent("\(testFile)/\(name)")
    }

    var index: String { (try? String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)) ?? "" }

    /// The newest report record of the snapshot `name` of `testFile`.
    func record(_ name: String, testFile: String = "AssertSnapshotTests") -> SnapshotRecord? {
        (try? SnapshotLedger(root: artifacts).records())?.first { $0.key == "\(testFile)/\(name)" }
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

/// A `width` × `height` pixmap of one opaque colour, with `changed` pixels (from the
/// top-left, in reading order) set to another.
func solidPixmap(width: Int, height: Int, red: UInt8 = 200, changed: Int = 0, changedRed: UInt8 = 100) -> Pixmap {
    let pixmap = try! Pixmap(width: width, height: height)
    pixmap.fill(PremultipliedRGBA8(r: red, g: 40, b: 40, a: 255))
    for i in 0..<changed {
        pixmap[i % width, i / width] = PremultipliedRGBA8(r: changedRed, g: 40, b: 40, a: 255)
    }
    return pixmap
}
