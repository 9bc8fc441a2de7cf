// SnapshotLocation.swift · RasterSnapshotTesting · where a snapshot's files go (Raster's own)
// Status: Complete.
//
//   reference  <snapshots>/<TestFile>/<testName>.<name or n>.<ext>
//   actual     <artifacts>/<TestFile>/<testName>.<name or n>.<ext>
//   diff       <artifacts>/<TestFile>/<testName>.<name or n>-diff.<png|diff>
//   copy of the reference, for the report: …-reference.<ext> beside them
//
// `TestFile` is the test's file name without `.swift`; `testName` is the function's name
// without its parameter list (`testBadge()` → `testBadge`, `badge(scheme:)` → `badge`).
// Unnamed snapshots are numbered 1, 2, … in the order a test takes them. Characters other
// than letters and digits (of any script), `-`, `_` and `.` in names become `-`; a name
// longer than 100 UTF-8 bytes is cut and ends in a hash of the whole (FilePath.fileName).

import Foundation
import Raster

/// The files of one snapshot assertion.
struct SnapshotLocation {
    /// `<testName>.<name or n>`, the base name of every file of the snapshot.
    let name: String
    /// The test function's name without its parameter list.
    let testName: String
    /// The test file's name without `.swift`.
    let testFile: String
    let reference: URL
    let artifactsRoot: URL
    let packageRoot: URL?
    let pathExtension: String

    var artifactsFolder: URL { artifactsRoot.appendingPathComponent(testFile, isDirectory: true) }
    var actual: URL { artifactsFolder.appendingPathComponent("\(name).\(pathExtension)") }
    var referenceCopy: URL { artifactsFolder.appendingPathComponent("\(name)-reference.\(pathExtension)") }
    func diff(pathExtension: String) -> URL { artifactsFolder.appendingPathComponent("\(name)-diff.\(pathExtension)") }

    /// The files of the snapshot `name` (or the next number) of `testName` in `filePath`;
    /// the reference in `referenceFolder` when given, else in the test file's folder of the
    /// snapshots directory.
    init(filePath: String, testName: String, name: String?, pathExtension: String, configuration: SnapshotTestingConfiguration,
         referenceFolder: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let testURL = URL(fileURLWithPath: filePath)
        let testFile = testURL.deletingPathExtension().lastPathComponent
        let root = Self.packageRoot(above: testURL)
        let base = FilePath.fileName(from: String(testName.prefix { $0 != "(" }))
        let snapshots = configuration.snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? (root ?? testURL.deletingLastPathComponent()).appendingPathComponent("Snapshots", isDirectory: true)
        let folder = referenceFolder ?? snapshots.appendingPathComponent(testFile, isDirectory: true)
        // An empty name counts as none (it would make `test..png`).
        let suffix = name.flatMap { $0.isEmpty ? nil : FilePath.fileName(from: $0) } ?? String(Self.nextNumber(for: folder.path + "/" + base))
        self.name = base + "." + suffix
        self.testName = String(testName.prefix { $0 != "(" })
        self.testFile = testFile
        self.pathExtension = pathExtension
        self.packageRoot = root
        reference = folder.appendingPathComponent("\(self.name).\(pathExtension)")
        if let artifacts = configuration.artifactsDirectory
            ?? environment["RASTER_SNAPSHOT_ARTIFACTS"].flatMap({ $0.isEmpty ? nil : $0 })
            ?? environment["SNAPSHOT_ARTIFACTS"].flatMap({ $0.isEmpty ? nil : $0 }) {
            artifactsRoot = URL(fileURLWithPath: artifacts, isDirectory: true)
        } else {
            artifactsRoot = (root ?? testURL.deletingLastPathComponent()).appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        }
    }

    /// `url`'s path relative to the package root when it is inside it, else absolute.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        guard let root = packageRoot?.standardizedFileURL.path, path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    /// The nearest folder above `file` that holds Package.swift, or nil.
    static func packageRoot(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counters: [String: Int] = [:]

    /// 1 the first time `key` is asked for in this process, then 2, 3, …
    private static func nextNumber(for key: String) -> Int {
        counterLock.lock(); defer { counterLock.unlock() }
        counters[key, default: 0] += 1
        return counters[key]!
    }

    nonisolated(unsafe) private static var owners: [String: String] = [:]

    /// Claims the reference file for the snapshot `owner` describes (file ID, that is target
    /// and file, then test and name as given); returns a failure message when another
    /// snapshot of this process has it. Two names that differ only in characters sanitized to
    /// `-` (`a/b`, `a\0b`), `named: "1"` beside a test's first unnamed snapshot, or test files
    /// of the same name in two test targets (references are kept by the file's name) would
    /// otherwise share one reference.
    func claim(as owner: String, file: String) -> String? {
        Self.counterLock.lock(); defer { Self.counterLock.unlock() }
        let path = reference.path
        guard let other = Self.owners[path], other != owner else {
            Self.owners[path] = owner
            return nil
        }
        if !other.hasPrefix(file + ",") {
            return "snapshot \"\(name)\" would share its reference \(display(reference)) with a snapshot of a test file of "
                + "the same name in another target (\(other)); rename one of the two test files"
        }
        return "snapshot \"\(name)\" would share its reference \(display(reference)) with another snapshot (\(other)); "
            + "give names that stay different when characters other than letters, digits, '-', '_' and '.' become '-'"
    }
}
