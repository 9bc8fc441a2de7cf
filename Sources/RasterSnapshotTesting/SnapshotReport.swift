// SnapshotReport.swift · RasterSnapshotTesting · what a snapshot assertion adds to the report (Raster's own)
// Status: Complete.
//
// Every outcome (passed, failed, recorded, re-recorded, missing) is appended to the artifacts
// folder's ledger (RasterSnapshotReport), which `<artifacts>/index.html` shows. A snapshot
// that passes also removes the files an earlier failure of it left.

import Foundation
import RasterSnapshotReport

/// The artifacts folder's report of every snapshot taken.
enum SnapshotReport {
    /// Appends the outcome of the snapshot at `location` to the ledger.
    /// - Parameters:
    ///   - diff: the diff file written, if any.
    ///   - textual: whether the snapshot's files are text (shown inline in the report).
    /// - Throws: file-system errors.
    static func record(_ status: SnapshotRecord.Status, _ location: SnapshotLocation, message: String? = nil,
                       diff: URL? = nil, textual: Bool = false) throws {
        let ledger = SnapshotLedger(root: location.artifactsRoot)
        let manager = FileManager.default
        func written(_ url: URL?) -> URL? { url.flatMap { manager.fileExists(atPath: $0.path) ? $0 : nil } }
        let shown = status == .passed || status == .recorded ? [URL?](repeating: nil, count: 3)
            : [written(location.actual), written(location.referenceCopy), written(diff)]
        let record = SnapshotRecord(
            status: status, testFile: location.testFile, testName: location.testName, name: location.name,
            reference: location.reference.standardizedFileURL.path, referenceLink: ledger.link(to: location.reference),
            actual: shown[0].map(ledger.link(to:)), referenceCopy: shown[1].map(ledger.link(to:)), diff: shown[2].map(ledger.link(to:)),
            message: message,
            referenceText: textual ? shown[1].flatMap(SnapshotLedger.excerpt(of:)) : nil,
            actualText: textual ? shown[0].flatMap(SnapshotLedger.excerpt(of:)) : nil,
            diffText: textual ? shown[2].flatMap(SnapshotLedger.excerpt(of:)) : nil,
            filter: filter(matching: location.testName))
        try ledger.append(record)
    }

    /// Removes the files a previous failure of this snapshot left.
    static func clear(_ location: SnapshotLocation) {
        let manager = FileManager.default
        for url in [location.actual, location.referenceCopy, location.diff(pathExtension: "png"), location.diff(pathExtension: "diff")]
            where manager.fileExists(atPath: url.path) {
            try? manager.removeItem(at: url)
        }
    }

    /// The report page of the artifacts folder `root`.
    static func indexURL(in root: URL) -> URL { SnapshotLedger(root: root).index }

    /// A `swift test --filter` pattern piece for the test named `testName`: its characters
    /// other than letters, digits and `_` escaped.
    static func filter(matching testName: String) -> String {
        testName.map { $0.isLetter || $0.isNumber || $0 == "_" ? String($0) : "\\" + String($0) }.joined()
    }
}
