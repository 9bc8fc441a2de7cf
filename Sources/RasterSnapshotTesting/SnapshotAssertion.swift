// SnapshotAssertion.swift · RasterSnapshotTesting · one comparison with its reference file (Raster's own)
// Status: Complete.
//
// The decision, in order:
//   1. no reference — record it (fail: "recorded"), or with `.never` fail without writing;
//   2. the same bytes as the reference — pass; a format with a cheaper check
//      (`Diffing.matchesReference`: an image's reference decoded and its pixels compared)
//      passes without encoding the snapshot, except in `.all`, which rewrites changed bytes;
//   3. `.all` — write the new bytes and fail naming what changed (for the SnapshotTesting
//      module, as swift-snapshot-testing, fail also when nothing changed);
//   4. compare with the format's `Diffing`; a difference fails, writing the actual file, a
//      copy of the reference, the diff and a report fragment; `.failed` also overwrites the
//      reference. A pass removes what an earlier failure of the snapshot left.

import Foundation
import Testing
@_spi(RasterOutput) import Raster

/// Compares one snapshot with its reference and writes what the record mode asks for.
struct SnapshotAssertion<Format> {
    let location: SnapshotLocation
    let diffing: Diffing<Format>
    let mode: SnapshotTestingConfiguration.Record
    /// Where `mode` came from, which the message of a missing reference names with its fix.
    var origin: SnapshotTestingConfiguration.Record.Origin = .argument
    /// Prints a command comparing the reference with the actual file on a failure.
    var diffTool: SnapshotTestingConfiguration.DiffTool?
    /// Whether the assertion follows swift-snapshot-testing's conventions (the SnapshotTesting
    /// module): `.all` fails also when the snapshot is unchanged, so a committed `record: true`
    /// is seen, and hints name `SNAPSHOT_TESTING_RECORD` rather than `RASTER_RECORD`.
    var followsSwiftSnapshotTesting = false

    /// The environment variable hints tell the user to set to record.
    private var recordVariable: String { followsSwiftSnapshotTesting ? "SNAPSHOT_TESTING_RECORD" : "RASTER_RECORD" }

    /// The failure message for `actual`, or nil when it matches the reference.
    func check(_ actual: Format) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.reference.path, isDirectory: &isFolder) else {
            return encoding(actual) { data in
                mode == .never ? missingWithoutRecording(actual, data: data) : recordMissing(actual, data: data)
            }
        }
        if isFolder.boolValue {
            return lines("the reference of snapshot \"\(location.name)\" is a folder, not a file; remove or rename the "
                         + "folder, then record the reference again (\(recordVariable)=missing)",
                         label("reference", location.display(location.reference)))
        }
        let referenceData: Data
        do {
            referenceData = try Data(contentsOf: location.reference)
        } catch {
            return lines("could not read the reference of snapshot \"\(location.name)\": \(Self.describe(error))",
                         label("reference", location.display(location.reference)))
        }
        // A pass is the common case: settle it without encoding when the format can.
        if mode != .all, diffing.matchesReference?(referenceData, actual) == true { return passed() }
        return encoding(actual) { actualData in compare(actual, actualData: actualData, referenceData: referenceData) }
    }

    /// `body`'s message for the encoded `actual`, or the message that it could not be encoded.
    private func encoding(_ actual: Format, _ body: (Data) -> String?) -> String? {
        let data: Data
        do {
            data = try diffing.toData(actual)
        } catch {
            return "could not encode snapshot \"\(location.name)\": \(error)"
        }
        return body(data)
    }

    /// Steps 2 to 4 of the decision (see the file header) for an existing reference.
    private func compare(_ actual: Format, actualData: Data, referenceData: Data) -> String? {
        if referenceData == actualData {
            guard mode == .all, followsSwiftSnapshotTesting else { return passed() }
            let message = lines("record mode is on (all): snapshot \"\(location.name)\" was recorded again, unchanged; "
                                    + "turn recording off and re-run the test",
                                label("reference", "\(location.display(location.reference)) (\(diffing.summary(actual)))"))
            SnapshotReport.clear(location)
            try? SnapshotReport.record(.rerecorded, location, message: message)
            return message
        }
        if mode == .all { return rerecord(actual, data: actualData, old: referenceData) }
        let reference: Format
        do {
            reference = try diffing.fromData(referenceData)
        } catch {
            return fail(SnapshotDifference(details: ["\(error)", "if the reference file is damaged, re-record it with \(recordVariable)=failed"]),
                        referenceSummary: "unreadable", unreadableReference: true,
                        actual: actual, actualData: actualData, referenceData: referenceData)
        }
        // The actual snapshot as its file would hold it: pixels a PNG cannot store
        // differently (the colour of fully transparent ones) never count as a difference.
        let stored = (try? diffing.fromData(actualData)) ?? actual
        guard let difference = diffing.diff(reference, stored) else { return passed() }
        return fail(difference, referenceSummary: diffing.summary(reference), actual: actual, actualData: actualData,
                    referenceData: referenceData)
    }

    /// A match: removes what an earlier failure left and adds the pass to the report.
    private func passed() -> String? {
        SnapshotReport.clear(location)
        try? SnapshotReport.record(.passed, location)
        return nil
    }

    private func recordMissing(_ actual: Format, data: Data) -> String {
        do {
            try write(data, to: location.reference)
        } catch {
            return lines("could not record snapshot \"\(location.name)\": \(Self.describe(error))",
                         label("reference", location.display(location.reference)))
        }
        let message = lines("recorded snapshot \"\(location.name)\": it had no reference; check the file and re-run the test",
                            label("reference", "\(location.display(location.reference)) (\(diffing.summary(actual)))"))
        SnapshotReport.clear(location)
        try? SnapshotReport.record(.recorded, location, message: message)
        return message
    }

    private func missingWithoutRecording(_ actual: Format, data: Data) -> String {
        Self.attach(attachments(reference: nil, actual: data, diff: nil))
        let (why, fix): (String, String)
        switch origin {
        case .argument: (why, fix) = ("the assertion's record: argument", "record it by passing record: .missing to the assertion")
        case .configuration:
            (why, fix) = ("withSnapshotTesting or the .snapshots trait", "record it by setting record: .missing there")
        case .environment(let variable):
            (why, fix) = (variable, "record it by running the test with \(variable.prefix { $0 != "=" })=missing")
        case .defaultMode: (why, fix) = ("the default while the CI variable is set",
                                          "record it by running the test with \(recordVariable)=missing, or where CI is not set, and commit it")
        }
        var result = ["snapshot \"\(location.name)\" has no reference, and recording is off (record mode never, from \(why))",
                      label("reference", "\(location.display(location.reference)) (missing)")]
        do {
            try write(data, to: location.actual)
            result.append(label("actual", "\(location.display(location.actual)) (\(diffing.summary(actual)))"))
            result.append(fix)
            result.append(label("report", location.display(SnapshotReport.indexURL(in: location.artifactsRoot))))
            try SnapshotReport.record(.missing, location, message: result.joined(separator: "\n"), textual: isTextual)
        } catch {
            result.append("could not write the artifacts: \(Self.describe(error))")
        }
        return result.joined(separator: "\n")
    }

    private func rerecord(_ actual: Format, data: Data, old: Data) -> String {
        var result = ["re-recorded snapshot \"\(location.name)\" (record mode all): the file changed; "
                        + "check it and re-run without recording"]
        do {
            try write(data, to: location.reference)
        } catch {
            return lines("could not record snapshot \"\(location.name)\": \(Self.describe(error))",
                         label("reference", location.display(location.reference)))
        }
        result.append(label("reference", "\(location.display(location.reference)) (\(diffing.summary(actual)))"))
        if let reference = try? diffing.fromData(old), let difference = diffing.diff(reference, actual) {
            result += difference.details
        }
        SnapshotReport.clear(location)
        try? SnapshotReport.record(.rerecorded, location, message: result.joined(separator: "\n"))
        return result.joined(separator: "\n")
    }

    private func fail(_ difference: SnapshotDifference, referenceSummary: String, unreadableReference: Bool = false,
                      actual: Format, actualData: Data, referenceData: Data) -> String {
        let name = location.name
        var verdict: String
        switch difference.kind {
        case .content where unreadableReference: verdict = "the reference of snapshot \"\(name)\" cannot be read"
        case .content: verdict = "snapshot \"\(name)\" differs from its reference"
        case .size: verdict = "snapshot \"\(name)\" has a different size from its reference"
        case .fonts: verdict = "snapshot \"\(name)\" was drawn with other fonts than its reference, so its pixels were not compared"
        }
        var notes: [String] = []
        var rerecorded = false
        if mode == .failed {
            do {
                try write(actualData, to: location.reference)
                verdict += "; re-recorded it (record mode failed)"
                rerecorded = true
            } catch {
                notes.append("could not re-record the reference: \(Self.describe(error))")
            }
        }
        var result = [verdict, label("reference", "\(location.display(location.reference)) (\(referenceSummary))")]
        let diffArtifact = difference.kind == .fonts ? nil : difference.artifact.map { ($0, difference.artifactExtension) }
        Self.attach(attachments(reference: referenceData, actual: actualData, diff: diffArtifact))
        do {
            try write(actualData, to: location.actual)
            try write(referenceData, to: location.referenceCopy)
            result.append(label("actual", "\(location.display(location.actual)) (\(diffing.summary(actual)))"))
            var diffURL: URL?
            if let (artifact, pathExtension) = diffArtifact {
                let url = location.diff(pathExtension: pathExtension)
                try write(artifact, to: url)
                result.append(label("diff", location.display(url)))
                diffURL = url
            }
            result += difference.details + notes
            if let diffTool {
                result.append(diffTool(currentFilePath: location.reference.standardizedFileURL.path,
                                       failedFilePath: location.actual.standardizedFileURL.path))
            }
            result.append(label("report", location.display(SnapshotReport.indexURL(in: location.artifactsRoot))))
            try SnapshotReport.record(rerecorded ? .rerecorded : .failed, location,
                                      message: result.joined(separator: "\n"), diff: diffURL, textual: isTextual)
        } catch {
            result += difference.details + notes
            result.append("could not write the artifacts: \(Self.describe(error))")
        }
        return result.joined(separator: "\n")
    }

    /// Whether the snapshot's files are text, which the report shows inline.
    private var isTextual: Bool { location.pathExtension != "png" }

    /// The files a failure attaches to its test: the reference, the actual snapshot and the
    /// diff, named as their artifacts are (`badge.1-reference.png`, `badge.1.png`,
    /// `badge.1-diff.png`).
    func attachments(reference: Data?, actual: Data, diff: (Data, String)?) -> [(name: String, data: Data)] {
        var files: [(name: String, data: Data)] = []
        if let reference { files.append((location.referenceCopy.lastPathComponent, reference)) }
        files.append((location.actual.lastPathComponent, actual))
        if let (data, pathExtension) = diff { files.append((location.diff(pathExtension: pathExtension).lastPathComponent, data)) }
        return files
    }

    /// Attaches `files` to the running Swift Testing test (`swift test --attachments-path DIR`
    /// saves them); outside one, and in XCTest, whose Linux version has no attachments, nothing.
    static func attach(_ files: [(name: String, data: Data)]) {
        guard Test.current != nil else { return }
        for file in files { Attachment.record([UInt8](file.data), named: file.name) }
    }

    /// Writes `data` to `url` whole or not at all (Raster's `AtomicFile`), creating its folder.
    /// - Throws: `SnapshotError.cannotWrite` with the path and the system's reason.
    private func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.cannotWrite(path: location.display(url), reason: Self.folderProblem(folder))
        }
        do {
            try AtomicFile.write(data, to: url)
        } catch let error as PNGError {
            guard case .fileSystem(let detail) = error.problem else { throw error }
            throw SnapshotError.cannotWrite(path: location.display(url), reason: detail)
        }
    }

    /// The text of a failure: Raster's errors describe themselves (with the path and the
    /// system's reason), Foundation's say it in their localized description.
    private static func describe(_ error: Error) -> String {
        if let error = error as? SnapshotError { return error.description }
        if let error = error as? PNGError { return error.description }
        return error.localizedDescription
    }

    /// Why `folder` cannot be created: the nearest existing ancestor is a file, or cannot
    /// be written.
    private static func folderProblem(_ folder: URL) -> String {
        var ancestor = folder
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), ancestor.path != "/" {
            ancestor.deleteLastPathComponent()
        }
        if !isDirectory.boolValue { return "\(ancestor.path) is a file, not a folder" }
        return "cannot create the folder \(folder.path) in \(ancestor.path): permission denied"
    }

    private func label(_ name: String, _ text: String) -> String {
        (name + ":").padding(toLength: 10, withPad: " ", startingAt: 0) + " " + text
    }

    private func lines(_ lines: String...) -> String { lines.joined(separator: "\n") }

    /// Runs `body` on the calling thread and returns its result; with a `timeout`, throws
    /// `SnapshotTimedOut` when it took longer than `timeout` seconds of wall clock. The
    /// snapshot is taken where the test runs, never on another thread, as view code in the
    /// Swift 6 mode checks that it runs on the main actor; it is not interrupted (Raster's
    /// update passes are bounded, so only a view's own endless code would not return).
    static func take(timeout: TimeInterval?, _ body: () throws -> Format) throws -> Result<Format, Error> {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = Result { try body() }
        if let timeout, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > max(0, timeout) {
            throw SnapshotTimedOut()
        }
        return result
    }
}

/// Taking a snapshot took longer than its timeout.
struct SnapshotTimedOut: Error {}

