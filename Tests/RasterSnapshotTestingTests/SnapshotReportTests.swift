import Foundation
import Testing
import Raster
@testable import RasterSnapshotReport
@testable import RasterSnapshotTesting

@Suite struct SnapshotReportTests {
    @Test func aFailureRecordsItsFilesRelativeToTheArtifactsFolder() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 3, height: 3), as: .png, named: "x")
        _ = sandbox.verify(solidPixmap(width: 3, height: 3, changed: 2), as: .png, named: "x")
        let name = "aFailureRecordsItsFilesRelativeToTheArtifactsFolder.x"
        let records = try SnapshotLedger(root: sandbox.artifacts).records()
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(record.status == .failed)
        #expect(record.key == "SnapshotReportTests/\(name)")
        #expect(record.testName == "aFailureRecordsItsFilesRelativeToTheArtifactsFolder")
        #expect(record.reference == sandbox.reference(name, testFile: "SnapshotReportTests").standardizedFileURL.path)
        #expect(record.referenceLink == "../Snapshots/SnapshotReportTests/\(name).png")
        #expect(record.actual == "SnapshotReportTests/\(name).png")
        #expect(record.referenceCopy == "SnapshotReportTests/\(name)-reference.png")
        #expect(record.diff == "SnapshotReportTests/\(name)-diff.png")
        #expect(record.message?.hasPrefix("snapshot \"\(name)\" differs from its reference\n") == true)
        #expect(record.filter == "aFailureRecordsItsFilesRelativeToTheArtifactsFolder")
        #expect(sandbox.index.contains("<script src=\"report/snapshots.js\"></script>"))
    }

    /// The report lists every snapshot with its newest outcome: a failure that passes or is
    /// re-recorded later is no longer shown as failed.
    @Test func everyOutcomeIsRecordedAndTheNewestOneWins() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let ledger = SnapshotLedger(root: sandbox.artifacts)
        func status(_ name: String) throws -> SnapshotRecord.Status? {
            try ledger.records().first { $0.name == "everyOutcomeIsRecordedAndTheNewestOneWins.\(name)" }?.status
        }
        let plain = solidPixmap(width: 2, height: 2), changed = solidPixmap(width: 2, height: 2, changed: 1)
        _ = sandbox.verify(plain, as: .png, named: "a")
        #expect(try status("a") == .recorded)
        _ = sandbox.verify(plain, as: .png, named: "a")
        #expect(try status("a") == .passed)
        _ = sandbox.verify(changed, as: .png, named: "a")
        #expect(try status("a") == .failed)
        _ = sandbox.verify(changed, as: .png, named: "a", record: .failed)
        #expect(try status("a") == .rerecorded)
        _ = sandbox.verify(changed, as: .png, named: "a")
        #expect(try status("a") == .passed)
        _ = sandbox.verify(plain, as: .png, named: "b", record: .never)
        #expect(try status("b") == .missing)
        _ = sandbox.verify(plain, as: .png, named: "b")
        _ = sandbox.verify(changed, as: .png, named: "b", record: .all)
        #expect(try status("b") == .rerecorded)
        #expect(try ledger.records().map(\.name) == ["everyOutcomeIsRecordedAndTheNewestOneWins.a", "everyOutcomeIsRecordedAndTheNewestOneWins.b"])
    }

    @Test func failuresRecordedAtTheSameTimeAllReachTheReport() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let names = (0..<8).map { "f\($0)" }
        for name in names { _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: name) }
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            _ = sandbox.verify(solidPixmap(width: 2, height: 2, changed: 1), as: .png, named: names[i],
                               testName: "failuresRecordedAtTheSameTimeAllReachTheReport()")
        }
        let records = try SnapshotLedger(root: sandbox.artifacts).records()
        #expect(records.map(\.name) == names.map { "failuresRecordedAtTheSameTimeAllReachTheReport.\($0)" })
        #expect(records.allSatisfy { $0.status == .failed })
    }

    @Test func aTextSnapshotCarriesItsFilesInItsRecord() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify("one\ntwo", as: .lines, named: "t")
        _ = sandbox.verify("one\nthree", as: .lines, named: "t")
        let record = try #require(try SnapshotLedger(root: sandbox.artifacts).records().first)
        #expect(record.referenceText == "one\ntwo\n")
        #expect(record.actualText == "one\nthree\n")
        #expect(record.diffText == "-2: two\n+2: three\n")
    }

    /// References that no snapshot of the run used are listed, hidden files left out.
    @Test func staleReferencesAreTheFilesNoSnapshotUsed() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "kept")
        let folder = sandbox.snapshots.appendingPathComponent("OldTests", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["gone.1.png", ".DS_Store"] { try Data([1]).write(to: folder.appendingPathComponent(file)) }
        let stale = try SnapshotLedger(root: sandbox.artifacts).staleReferences(in: sandbox.snapshots)
        #expect(stale.map(\.lastPathComponent) == ["gone.1.png"])
    }

    /// Past its size limit the ledger keeps only the newest line of each snapshot.
    @Test func theLedgerIsCompactedToOneLinePerSnapshot() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let ledger = SnapshotLedger(root: sandbox.artifacts, compactionThreshold: 2_000)
        for i in 0..<30 {
            try ledger.append(SnapshotRecord(status: i == 29 ? .failed : .passed, testFile: "T", testName: "t", name: "t.\(i % 3)",
                                             reference: "/r/t.\(i % 3).png", referenceLink: "../r/t.\(i % 3).png"))
        }
        let lines = try String(contentsOf: ledger.file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count < 30)
        #expect(try ledger.records().map(\.status) == [.passed, .passed, .failed])
    }

    /// A line cut off by a test process that stopped while appending is removed by the next
    /// append, so the ledger stays readable and the next record is a line of its own.
    @Test func aCutOffLastLineIsRemovedByTheNextAppend() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let ledger = SnapshotLedger(root: sandbox.artifacts)
        func record(_ name: String, _ status: SnapshotRecord.Status) -> SnapshotRecord {
            SnapshotRecord(status: status, testFile: "T", testName: "t", name: name, reference: "/r/\(name).png", referenceLink: "r")
        }
        try ledger.append(record("a", .passed))
        try ledger.append(record("b", .passed))
        let whole = try Data(contentsOf: ledger.file)
        let firstLine = try #require(whole.firstIndex(of: UInt8(ascii: "\n")))
        try whole.prefix(firstLine + 1 + 30).write(to: ledger.file)
        #expect(throws: SnapshotLedgerError.self) { try ledger.records() }
        try ledger.append(record("c", .failed))
        #expect(try ledger.records().map(\.name) == ["a", "c"])
        #expect(try String(contentsOf: ledger.file, encoding: .utf8).split(separator: "\n").count == 2)
    }

    /// A message cannot end the page's script or its line: `</` and U+2028 are escaped.
    @Test func aRecordIsOneLineOfScript() throws {
        let record = SnapshotRecord(status: .failed, testFile: "T", testName: "t", name: "t.1", reference: "/r", referenceLink: "r",
                                    message: "a</script>\u{2028}b\nc")
        let line = try SnapshotLedger.line(for: record)
        #expect(line.hasPrefix("rasterSnapshots.push({"))
        #expect(line.hasSuffix("});\n"))
        #expect(line.dropLast().contains("\n") == false)
        #expect(line.contains("a<\\/script>\\u2028b\\nc"))
    }

    @Test func filtersEscapeWhatARegularExpressionWouldRead() {
        #expect(SnapshotReport.filter(matching: "testBadge_2") == "testBadge_2")
        #expect(SnapshotReport.filter(matching: "a b.c") == "a\\ b\\.c")
    }

    /// A pixel a PNG cannot store differently (the colour of a fully transparent one) does
    /// not count against the precision: the actual image is compared as its file holds it.
    @Test func theActualImageIsComparedAsItsFileHoldsIt() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let reference = solidPixmap(width: 4, height: 4)
        reference[3, 3] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
        _ = sandbox.verify(reference, as: .png, named: "p")
        let actual = solidPixmap(width: 4, height: 4, changed: 1)
        actual[3, 3] = PremultipliedRGBA8(r: 9, g: 0, b: 0, a: 0)
        #expect(sandbox.verify(actual, as: .png(precision: 0.9375), named: "p") == nil)
    }
}
