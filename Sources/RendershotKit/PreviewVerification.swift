// PreviewVerification.swift · RendershotKit · `previews --verify --against DIR`: previews as snapshot tests
// Status: Complete.
//
// Each rendered preview is compared with DIR/<reference name>.png, in the record mode the
// environment asks for (RASTER_RECORD, SNAPSHOT_TESTING_RECORD; `never` when CI is set;
// else `missing`), as snapshot assertions are:
//   missing reference — recorded, or with `never` the preview is written to the output
//                       folder and reported missing;
//   the same bytes, or the same pixels (the PNG's text, such as the rendershot version,
//                       may differ) — passed, and what an earlier failure left is removed;
//   other pixels      — with `all` or `failed` the reference is overwritten; otherwise the
//                       preview, a copy of the reference and a diff image go to the output
//                       folder.
// Every outcome is appended to the output folder's snapshot ledger, so `<out>/index.html`
// is the run's report and `rendershot snapshots --artifacts <out>` its summary. Anything but
// a pass makes the command exit 1, as a recording assertion fails its test.

import Foundation
import Raster
import RasterSnapshotReport

struct PreviewVerification {
    let references: String
    let artifacts: String
    let mode: RecordMode
    /// Where the mode came from, for the message of a missing reference: the variable, or
    /// "the default while the CI variable is set".
    let modeOrigin: String?
    /// The command that re-records the previews of this run.
    let rerecordCommand: String

    var ledger: SnapshotLedger { SnapshotLedger(root: URL(fileURLWithPath: artifacts, isDirectory: true)) }

    /// The outcome of one preview: its status and the line to print.
    struct Outcome {
        var status: SnapshotRecord.Status
        var line: String
    }

    /// Compares the preview `name`'s PNG `data` with its reference and records the outcome.
    /// - Throws: `RendershotError.writeFailed` when a reference or artifact cannot be written.
    func verify(_ data: Data, name: String) throws -> Outcome {
        let reference = OutputFiles.join(references, name + ".png")
        let actual = OutputFiles.join(artifacts, name + ".png")
        let referenceCopy = OutputFiles.join(artifacts, name + "-reference.png")
        let diffPath = OutputFiles.join(artifacts, name + "-diff.png")
        func record(_ status: SnapshotRecord.Status, _ line: String, files: Bool = false, diff: Bool = false) throws -> Outcome {
            let ledger = self.ledger
            func link(_ path: String) -> String { ledger.link(to: URL(fileURLWithPath: path)) }
            try? ledger.append(SnapshotRecord(
                status: status, testFile: "previews", testName: name, name: name,
                reference: URL(fileURLWithPath: reference).standardizedFileURL.path, referenceLink: link(reference),
                actual: files ? link(actual) : nil, referenceCopy: files && status == .failed ? link(referenceCopy) : nil,
                diff: diff ? link(diffPath) : nil, message: status == .passed ? nil : line, rerecord: rerecordCommand))
            return Outcome(status: status, line: line)
        }
        guard let referenceData = FileManager.default.contents(atPath: reference) else {
            if mode == .never {
                try OutputFiles.write(data, to: actual)
                return try record(.missing, "missing \(name): no reference \(reference), and recording is off (record mode never"
                                  + "\(modeOrigin.map { ", from \($0)" } ?? "")); wrote \(actual)", files: true)
            }
            try OutputFiles.write(data, to: reference)
            return try record(.recorded, "recorded \(reference): it had no reference; check it and run again")
        }
        if referenceData == data { return try passed(name, record: record) }
        let expected: Pixmap
        do {
            expected = try Pixmap(pngData: referenceData, source: reference)
        } catch {
            // The decoder's error names the file: "<reference>: not a PNG file (…)".
            let reason = "\(error); if the reference is damaged, re-record it: " + rerecordCommand
            return try differs(name, data: data, referenceData: referenceData, reason: reason, diff: nil, record: record)
        }
        let found = try Pixmap(pngData: data, source: name)
        let diff = ImageDiff(reference: expected, actual: found)
        if diff.isIdentical { return try passed(name, record: record) }
        return try differs(name, data: data, referenceData: referenceData, reason: diff.summary, diff: diff.image, record: record)
    }

    private func passed(_ name: String, record: (SnapshotRecord.Status, String, Bool, Bool) throws -> Outcome) throws -> Outcome {
        for suffix in [".png", "-reference.png", "-diff.png"] {
            let path = OutputFiles.join(artifacts, name + suffix)
            if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
        }
        return try record(.passed, "passed \(name)", false, false)
    }

    private func differs(_ name: String, data: Data, referenceData: Data, reason: String, diff: Pixmap?,
                         record: (SnapshotRecord.Status, String, Bool, Bool) throws -> Outcome) throws -> Outcome {
        let reference = OutputFiles.join(references, name + ".png")
        if mode == .all || mode == .failed {
            try OutputFiles.write(data, to: reference)
            return try record(.rerecorded, "re-recorded \(reference) (record mode \(mode.rawValue)): \(reason)", false, false)
        }
        try OutputFiles.write(data, to: OutputFiles.join(artifacts, name + ".png"))
        try OutputFiles.write(referenceData, to: OutputFiles.join(artifacts, name + "-reference.png"))
        let diffPath = OutputFiles.join(artifacts, name + "-diff.png")
        if let diff, let png = try? diff.pngData() {
            try OutputFiles.write(png, to: diffPath)
        } else if FileManager.default.fileExists(atPath: diffPath) {
            try? FileManager.default.removeItem(atPath: diffPath)
        }
        return try record(.failed, "failed \(name): \(reason)", true, diff != nil)
    }
}
