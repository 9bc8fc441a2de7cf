// SnapshotsCommand.swift · RendershotKit · `rendershot snapshots [stale]`: what a snapshot run recorded
// Status: Complete.
//
// Reads the ledger of an artifacts folder (RasterSnapshotReport), which every snapshot
// assertion and `previews --verify` appends to. `snapshots` prints the snapshots that did not
// pass, the counts by status and the report page, and exits 1 when one failed or is missing,
// so a CI step can gate on a run whose test processes were sharded. `snapshots stale` prints
// the reference files under `--references` that no recorded snapshot used; `--delete` removes
// them. A run that recorded nothing is an error rather than "every reference is stale", and
// only a whole run (no `--filter`, every shard's artifacts in one folder) tells which
// references are stale.

import Foundation
import RasterSnapshotReport

enum SnapshotsCommand {
    static func run<O: RendershotOutput>(_ invocation: Invocation, output: inout O) throws -> Int32 {
        let root = URL(fileURLWithPath: invocation.artifactsDirectory, isDirectory: true)
        let ledger = SnapshotLedger(root: root)
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
