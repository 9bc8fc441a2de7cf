// SnapshotsCommand.swift · RendershotKit · `rendershot snapshots [stale]`: what a snapshot run recorded
// Status: Complete.
//
// Reads the ledger of an artifacts folder (RasterSnapshotReport), which every snapshot
// assertion and `previews --verify` appends to. `snapshots` prints the snapshots that did not
// pass, the counts by status and the report page, and exits 1 when one failed or is missing,
// so a CI step can gate on a run whose test processes were sharded. `snapshots stale` prints
// the reference files under `--references` that no recorded snapshot used and exits 1 when
// there are some; `--delete` removes them. A run that recorded nothing is an error rather than "every reference is stale", and
// only a whole run (no `--filter`, every shard's artifacts in one folder) tells which
// references are stale. `snapshots merge DIR...` joins the artifacts folders of shards run on
// separate machines into `--artifacts`: their files, and their records in the order given.

import Foundation
import RasterSnapshotReport

enum SnapshotsCommand {
    static func run<O: RendershotOutput>(_ invocation: Invocation, output: inout O) throws -> Int32 {
        let root = URL(fileURLWithPath: invocation.artifactsDirectory, isDirectory: true)
        let ledger = SnapshotLedger(root: root)
        if invocation.arguments.first == "merge" { return try merge(invocation.arguments.dropFirst(), into: ledger, output: &output) }
        let records: [SnapshotRecord]
        do {
            records = try ledger.records()
        } catch {
            throw RendershotError.unreadableSnapshotRecord("\(error)")
        }
        guard !records.isEmpty else { throw RendershotError.noSnapshotRun(path: invocation.artifactsDirectory) }
        if invocation.arguments == ["stale"] { return try stale(ledger, invocation: invocation, output: &output) }
        let counts = SnapshotRecord.Status.allCases.map { status in (status, records.filter { $0.status == status }.count) }
        let problems = records.filter { $0.status == .failed || $0.status == .missing }
        if invocation.json {
            output.print(JSONOutput.encode(Summary(index: ledger.index.path, counts: Dictionary(uniqueKeysWithValues: counts.map { ($0.0.rawValue, $0.1) }),
                                                   snapshots: records)))
        } else {
            let width = records.map(\.status.rawValue.count).max() ?? 0
            for record in records where record.status != .passed {
                output.print(record.status.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                             + record.testFile + " › " + record.name)
            }
            let shown = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }
            output.print("\(records.count) snapshot\(records.count == 1 ? "" : "s"): \(shown.joined(separator: ", "))")
            output.print("report: \(ledger.index.path)")
        }
        return problems.isEmpty ? 0 : 1
    }

    private static func stale<O: RendershotOutput>(_ ledger: SnapshotLedger, invocation: Invocation, output: inout O) throws -> Int32 {
        let references = invocation.referencesDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: references, isDirectory: &isDirectory) else {
            throw RendershotError.invalidValue(option: "--references", value: references, expected: "an existing folder of reference files, e.g. Snapshots")
        }
        guard isDirectory.boolValue else { throw RendershotError.notADirectory(option: "--references", path: references) }
        let stale = try ledger.staleReferences(in: URL(fileURLWithPath: references, isDirectory: true))
        for url in stale where invocation.delete {
            do { try FileManager.default.removeItem(at: url) } catch { throw OutputFiles.failure(url.path, error: error) }
        }
        if invocation.json {
            output.print(JSONOutput.encode(Stale(stale: stale.map(\.path), deleted: invocation.delete)))
        } else {
            for url in stale { output.print((invocation.delete ? "deleted " : "") + url.path) }
            if stale.isEmpty { output.print("no stale references: every file in \(references) was used by a recorded snapshot") }
        }
        // Listed and kept, they fail a CI step; deleted, the step did what it was asked.
        return stale.isEmpty || invocation.delete ? 0 : 1
    }

    /// Copies the files of each shard's artifacts folder into `ledger`'s and appends the
    /// shard's records to its ledger, in the order the folders are given, each reference
    /// linked from `ledger`'s folder.
    private static func merge<O: RendershotOutput>(_ folders: ArraySlice<String>, into ledger: SnapshotLedger, output: inout O) throws -> Int32 {
        let manager = FileManager.default
        try OutputFiles.checkDirectory(ledger.root.path, option: "--artifacts")
        var shards: [(URL, [SnapshotRecord])] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
            if shards.contains(where: { $0.0.path == root.path }) {
                // Merging a shard twice would count each of its snapshots twice.
                output.error("rendershot: warning: '\(folder)' is given more than once; merged once")
                continue
            }
            if root.path == ledger.root.standardizedFileURL.path {
                throw RendershotError.invalidValue(option: "--artifacts", value: ledger.root.path, expected: "a folder other than the shards merged into it")
            }
            let records: [SnapshotRecord]
            do { records = try SnapshotLedger(root: root).records() } catch { throw RendershotError.unreadableSnapshotRecord("\(error)") }
            guard !records.isEmpty else {
                throw RendershotError.notAShard(path: folder, exists: manager.fileExists(atPath: root.path))
            }
            shards.append((root, records))
        }
        var count = 0
        for (root, records) in shards {
            let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                guard relative != "index.html", !relative.hasPrefix("report/"),
                      (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let data: Data
                do { data = try Data(contentsOf: url) } catch { throw RendershotError.unreadableSnapshotRecord("cannot read \(url.path): \(error.localizedDescription)") }
                try OutputFiles.write(data, to: ledger.root.appendingPathComponent(relative).path)
            }
            for var record in records {
                // The shard linked its references from its own folder; the merged report links
                // them from the merged one (the reference's absolute path is in the record).
                record.referenceLink = ledger.link(to: URL(fileURLWithPath: record.reference))
                do { try ledger.append(record) } catch { throw OutputFiles.failure(ledger.root.path, error: error) }
            }
            count += records.count
        }
        let merged = (try? ledger.records().count) ?? count
        output.print("merged \(count) record\(count == 1 ? "" : "s") of \(shards.count) folder\(shards.count == 1 ? "" : "s") into "
                     + "\(ledger.root.path): \(merged) snapshot\(merged == 1 ? "" : "s")")
        output.print("report: \(ledger.index.path)")
        return 0
    }

    private struct Summary: Encodable {
        var index: String
        var counts: [String: Int]
        var snapshots: [SnapshotRecord]
    }

    private struct Stale: Encodable {
        var stale: [String]
        var deleted: Bool
    }
}
