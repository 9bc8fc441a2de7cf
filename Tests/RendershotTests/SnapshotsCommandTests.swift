import Foundation
import Testing
import RasterSnapshotReport
@testable import RendershotKit

/// `rendershot snapshots [stale]` over a ledger written here.
@Suite struct SnapshotsCommandTests {
    private func ledger(in folder: URL, _ records: [(SnapshotRecord.Status, String)]) throws -> SnapshotLedger {
        let ledger = SnapshotLedger(root: folder.appendingPathComponent("artifacts", isDirectory: true))
        for (status, name) in records {
            let reference = folder.appendingPathComponent("Snapshots/BadgeTests/\(name).png")
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0]).write(to: reference)
            try ledger.append(SnapshotRecord(status: status, testFile: "BadgeTests", testName: "badge", name: name,
                                             reference: reference.path, referenceLink: ledger.link(to: reference)))
        }
        return ledger
    }

    @Test func listsWhatDidNotPassAndFailsWhenOneFailed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = try ledger(in: folder, [(.passed, "badge.1"), (.failed, "badge.2"), (.recorded, "badge.3"), (.passed, "badge.4")])
        let (status, output) = rendershot(["snapshots", "--artifacts", ledger.root.path])
        #expect(status == 1)
        #expect(output.errors == [])
        #expect(output.lines == ["failed    BadgeTests › badge.2", "recorded  BadgeTests › badge.3",
                                 "4 snapshots: 2 passed, 1 failed, 1 recorded", "report: \(ledger.index.path)"])
        try ledger.append(SnapshotRecord(status: .passed, testFile: "BadgeTests", testName: "badge", name: "badge.2",
                                         reference: "/x", referenceLink: "x"))
        #expect(rendershot(["snapshots", "--artifacts", ledger.root.path]).status == 0)
    }

    @Test func jsonHoldsTheCountsAndEveryRecord() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = try ledger(in: folder, [(.passed, "badge.1"), (.missing, "badge.2")])
        let (status, output) = rendershot(["snapshots", "--artifacts", ledger.root.path, "--json"])
        #expect(status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.lines.joined(separator: "\n").utf8)) as? [String: Any])
        #expect(object["counts"] as? [String: Int] == ["passed": 1, "failed": 0, "missing": 1, "recorded": 0, "rerecorded": 0])
        let snapshots = try #require(object["snapshots"] as? [[String: Any]])
        #expect(snapshots.map { $0["name"] as? String } == ["badge.1", "badge.2"])
        #expect(snapshots.map { $0["status"] as? String } == ["passed", "missing"])
    }

    @Test func staleListsAndDeletesTheReferencesNoSnapshotUsed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = try ledger(in: folder, [(.passed, "badge.1")])
        let references = folder.appendingPathComponent("Snapshots")
        let old = references.appendingPathComponent("OldTests/gone.1.png")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0]).write(to: old)
        let arguments = ["snapshots", "stale", "--artifacts", ledger.root.path, "--references", references.path]
        let listed = rendershot(arguments)
        #expect(listed.status == 1)
        #expect(listed.output.lines == [old.standardizedFileURL.path])
        #expect(FileManager.default.fileExists(atPath: old.path))
        let deleted = rendershot(arguments + ["--delete"])
        #expect(deleted.status == 0)
        #expect(deleted.output.lines == ["deleted \(old.standardizedFileURL.path)"])
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent("BadgeTests/badge.1.png").path))
        #expect(rendershot(arguments).status == 0)
        #expect(rendershot(arguments).output.lines == ["no stale references: every file in \(references.path) was used by a recorded snapshot"])
    }

    /// Two shards' artifacts join into one folder: their files and their records.
    @Test func mergeJoinsTheArtifactsOfShards() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try ledger(in: folder.appendingPathComponent("one"), [(.passed, "badge.1"), (.failed, "badge.2")])
        let two = try ledger(in: folder.appendingPathComponent("two"), [(.missing, "badge.3")])
        try FileManager.default.createDirectory(at: two.root.appendingPathComponent("BadgeTests"), withIntermediateDirectories: true)
        try Data([7]).write(to: two.root.appendingPathComponent("BadgeTests/badge.3.png"))
        let all = folder.appendingPathComponent("all")
        let (status, output) = rendershot(["snapshots", "merge", one.root.path, two.root.path, "--artifacts", all.path])
        #expect(status == 0)
        #expect(output.lines == ["merged 3 records of 2 folders into \(all.path): 3 snapshots", "report: \(all.path)/index.html"])
        #expect(try SnapshotLedger(root: all).records().map(\.name) == ["badge.1", "badge.2", "badge.3"])
        // Each shard linked its references from its own folder; the merged report links them from its own.
        #expect(try SnapshotLedger(root: all).records().map(\.referenceLink) == [
            "../one/Snapshots/BadgeTests/badge.1.png", "../one/Snapshots/BadgeTests/badge.2.png", "../two/Snapshots/BadgeTests/badge.3.png",
        ])
        #expect(FileManager.default.contents(atPath: all.appendingPathComponent("BadgeTests/badge.3.png").path) == Data([7]))
        let none = folder.appendingPathComponent("none").path
        let missing = rendershot(["snapshots", "merge", none, "--artifacts", all.path])
        #expect(missing.status == 2)
        #expect(missing.output.errors == ["rendershot: error: '\(none)' does not exist; give the artifacts folders the shards' test runs wrote"])
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let runless = rendershot(["snapshots", "merge", empty.path, "--artifacts", all.path])
        #expect(runless.status == 2)
        #expect(runless.output.errors == ["rendershot: error: '\(empty.path)' records no snapshot run (it has no report/snapshots.js); "
                                          + "give the artifacts folders the shards' test runs wrote"])
        // A folder given twice is merged once, with a warning.
        let twice = folder.appendingPathComponent("twice")
        let again = rendershot(["snapshots", "merge", two.root.path, two.root.path, "--artifacts", twice.path])
        #expect(again.status == 0)
        #expect(again.output.errors == ["rendershot: warning: '\(two.root.path)' is given more than once; merged once"])
        #expect(again.output.lines.first == "merged 1 record of 1 folder into \(twice.path): 1 snapshot")
        // An output naming a file is a usage error, found before anything is written.
        let file = folder.appendingPathComponent("a-file")
        try Data([1]).write(to: file)
        let intoFile = rendershot(["snapshots", "merge", one.root.path, "--artifacts", file.path])
        #expect(intoFile.status == 2)
        #expect(intoFile.output.errors == ["rendershot: error: '--artifacts' needs a directory, but '\(file.path)' is a file; give a directory path"])
        #expect(FileManager.default.contents(atPath: file.path) == Data([1]))
        #expect(rendershot(["snapshots", "merge"]).output.errors == ["rendershot: error: 'snapshots merge' needs the artifacts folders of the shards, "
                                                                     + "e.g. 'rendershot snapshots merge shard-1 shard-2 --artifacts all'"])
    }

    /// A folder without a run is an error, not "every reference is stale".
    @Test func badInputIsAUsageError() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [([String], String)] = [
            (["snapshots", "stale", "--artifacts", folder.path, "--delete"],
             "rendershot: error: '\(folder.path)' records no snapshot run; run the snapshot tests first (swift test), "
                + "or give '--artifacts DIR', the folder the run wrote (RASTER_SNAPSHOT_ARTIFACTS or SNAPSHOT_ARTIFACTS)"),
            (["snapshots", "--delete"],
             "rendershot: error: 'snapshots' does not take '--delete': it belongs to 'snapshots stale', which lists the references no snapshot used"),
            (["snapshots", "old"],
             "rendershot: error: unexpected argument 'old' for 'snapshots': it takes no argument, 'stale' to list the references no snapshot used, "
                + "or 'merge DIR...' to join the artifacts of shards"),
        ]
        for (arguments, error) in cases {
            let (status, output) = rendershot(arguments)
            #expect(status == 2)
            #expect(output.errors == [error])
        }
        let report = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try Data("not a record\n".utf8).write(to: report.appendingPathComponent("snapshots.js"))
        let (status, output) = rendershot(["snapshots", "--artifacts", folder.path])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: \(report.path)/snapshots.js, line 1, is not a snapshot record; "
                                  + "delete the artifacts folder and run the tests again"])
    }
}
