// SnapshotLedger.swift · RasterSnapshotReport · the record of every snapshot a run took (Raster's own)
// Status: Complete.
//
// Every snapshot assertion (RasterSnapshotTesting, the SnapshotTesting product) and every
// preview `rendershot previews --verify` compares appends one line to
// `<artifacts>/report/snapshots.js`:
//
//     rasterSnapshots.push({"status":"passed","testFile":"BadgeTests",…});
//
// a JavaScript statement, so that `<artifacts>/index.html` (ReportPage.swift) can load it from
// a file: URL, where a page cannot read JSON files. The newest line of a snapshot (its test
// file and name) is its state: a failure that is re-recorded or passes later is replaced.
// Test processes run in parallel, so appends hold an exclusive flock(2) on `report/.lock`;
// when the file passes 2 MB it is rewritten, under the same lock, with only the newest line
// of each snapshot. `rendershot snapshots` reads the ledger: counts, JSON and the reference
// files no recorded snapshot used (stale).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One snapshot's outcome, as the report shows it.
///
/// Paths are relative to the artifacts folder (`actual`, `referenceCopy`, `diff`) so that the
/// report keeps working when the folder is uploaded as a CI artifact; `reference` is the
/// reference file's absolute path on the machine that ran the test.
public struct SnapshotRecord: Codable, Equatable, Sendable {
    /// What happened to a snapshot.
    public enum Status: String, Codable, CaseIterable, Sendable {
        /// It matched its reference.
        case passed
        /// It differed from its reference.
        case failed
        /// It had no reference, which was written.
        case recorded
        /// Its reference was overwritten (record mode `all`, or `failed` on a difference).
        case rerecorded
        /// It had no reference and recording was off (record mode `never`, the default on CI).
        case missing
    }

    public var status: Status
    /// The test file's name without `.swift` (`BadgeTests`), or `previews` for a preview.
    public var testFile: String
    /// The test function's name without its parameter list (`testBadge`), or the preview's
    /// reference name.
    public var testName: String
    /// The snapshot's base file name (`testBadge.1`).
    public var name: String
    /// The reference file's absolute path.
    public var reference: String
    /// The reference file's path relative to the artifacts folder, for the report's images.
    public var referenceLink: String
    public var actual: String?
    public var referenceCopy: String?
    public var diff: String?
    /// The failure message, for snapshots that did not pass.
    public var message: String?
    /// The first 400 lines of each file of a text snapshot that did not pass (the report
    /// cannot read files from a file: URL); nil for images.
    public var referenceText: String?
    public var actualText: String?
    public var diffText: String?
    /// A regular expression matching the test's name in `swift test --filter`, which the
    /// report merges into one command re-recording every failed snapshot
    /// (`[./](a|b)\b`: a test's name follows its suite's `/` or, for a test function outside
    /// a suite, its module's `.`); nil for previews.
    public var filter: String?
    /// The command that re-records this snapshot when it is not a test's (a preview's).
    public var rerecord: String?
    /// When the snapshot was taken, ISO 8601 in UTC.
    public var time: String

    public init(status: Status, testFile: String, testName: String, name: String, reference: String, referenceLink: String,
                actual: String? = nil, referenceCopy: String? = nil, diff: String? = nil, message: String? = nil,
                referenceText: String? = nil, actualText: String? = nil, diffText: String? = nil,
                filter: String? = nil, rerecord: String? = nil, time: Date = Date()) {
        self.status = status
        self.testFile = testFile
        self.testName = testName
        self.name = name
        self.reference = reference
        self.referenceLink = referenceLink
        self.actual = actual
        self.referenceCopy = referenceCopy
        self.diff = diff
        self.message = message
        self.referenceText = referenceText
        self.actualText = actualText
        self.diffText = diffText
        self.filter = filter
        self.rerecord = rerecord
        self.time = ISO8601DateFormatter().string(from: time)
    }

    /// The snapshot this is a state of: its test file and name.
    public var key: String { testFile + "/" + name }
}

/// The ledger of an artifacts folder: `report/snapshots.js` and the page that shows it.
public struct SnapshotLedger: Sendable {
    /// The artifacts folder.
    public let root: URL
    /// Past this size in bytes the file is rewritten with one line per snapshot.
    let compactionThreshold: Int

    /// The ledger of the artifacts folder `root`.
    public init(root: URL) { self.init(root: root, compactionThreshold: 2 << 20) }

    init(root: URL, compactionThreshold: Int) {
        self.root = root
        self.compactionThreshold = compactionThreshold
    }

    var folder: URL { root.appendingPathComponent("report", isDirectory: true) }
    var file: URL { folder.appendingPathComponent("snapshots.js") }
    /// The report page.
    public var index: URL { root.appendingPathComponent("index.html") }

    static let prefix = "rasterSnapshots.push("
    static let suffix = ");"

    /// Appends `record` and writes the report page when it is missing or outdated.
    /// - Throws: file-system errors (the folder cannot be created or written).
    public func append(_ record: SnapshotRecord) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let line = try Self.line(for: record)
        try withLock {
            let handle = open(file.path, O_CREAT | O_RDWR | O_APPEND, 0o644)
            guard handle >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path]) }
            defer { close(handle) }
            dropCutOffLine(handle)
            let bytes = Array(line.utf8)
            let written = bytes.withUnsafeBytes { write(handle, $0.baseAddress, $0.count) }
            guard written == bytes.count else { throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: file.path]) }
            var status = stat()
            if fstat(handle, &status) == 0, Int(status.st_size) > compactionThreshold { try compact() }
            try ReportPage.write(to: index)
        }
    }

    /// The newest record of each snapshot, in the order of their keys; empty when the folder
    /// has no ledger.
    /// - Throws: `SnapshotLedgerError.unreadable` when a line is not a record.
    public func records() throws -> [SnapshotRecord] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        var newest: [String: SnapshotRecord] = [:]
        let decoder = JSONDecoder()
        for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix(Self.prefix), text.hasSuffix(Self.suffix),
                  let record = try? decoder.decode(SnapshotRecord.self, from: Data(text.dropFirst(Self.prefix.count).dropLast(Self.suffix.count).utf8))
            else { throw SnapshotLedgerError.unreadable(path: file.path, line: number + 1) }
            newest[record.key] = record
        }
        return newest.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The files under `references` (recursively, hidden files left out) that no snapshot of
    /// the ledger has as its reference, sorted by path.
    public func staleReferences(in references: URL) throws -> [URL] {
        let used = Set(try records().map { URL(fileURLWithPath: $0.reference).standardizedFileURL.path })
        guard let walker = FileManager.default.enumerator(at: references, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var stale: [URL] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            if !used.contains(url.standardizedFileURL.path) { stale.append(url.standardizedFileURL) }
        }
        return stale.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    static func line(for record: SnapshotRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // U+2028 and U+2029 end a line in older JavaScript; JSONEncoder leaves them unescaped.
        let json = String(decoding: try encoder.encode(record), as: UTF8.self)
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
            .replacingOccurrences(of: "</", with: "<\\/")
        return prefix + json + suffix + "\n"
    }

    /// Removes a last line without its newline, which a test process killed while appending
    /// leaves behind: the page's script would stop at it, and the next record would be joined
    /// to it. Warns on standard error naming the file (the caller holds the lock).
    private func dropCutOffLine(_ handle: Int32) {
        var status = stat()
        guard fstat(handle, &status) == 0, status.st_size > 0 else { return }
        var last: UInt8 = 0
        guard pread(handle, &last, 1, status.st_size - 1) == 1, last != UInt8(ascii: "\n"),
              let data = FileManager.default.contents(atPath: file.path) else { return }
        let keep = (data.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) - data.startIndex
        guard ftruncate(handle, off_t(keep)) == 0 else { return }
        FileHandle.standardError.write(Data(("raster: warning: \(file.path) ended in a cut-off line (a test process stopped "
            + "while writing it); removed its \(data.count - keep) bytes, so that snapshot's newest outcome is its previous one\n").utf8))
    }

    /// Rewrites the ledger with the newest line of each snapshot (the caller holds the lock).
    private func compact() throws {
        let lines = try records().map(Self.line(for:)).joined()
        try Data(lines.utf8).write(to: file, options: .atomic)
    }

    private func withLock<T>(_ body: () throws -> T) throws -> T {
        let lock = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path]) }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    /// `path` relative to the artifacts folder: `../../Snapshots/BadgeTests/x.png` for a
    /// reference beside it, or the absolute path when they share no folder but `/`.
    public func link(to path: URL) -> String {
        let from = root.standardizedFileURL.pathComponents
        let to = path.standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        guard common > 1 else { return path.standardizedFileURL.path }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// The first 400 lines of the text file at `url`, with a count of the rest; nil when it
    /// cannot be read.
    public static func excerpt(of url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(400).joined(separator: "\n") + (lines.count > 400 ? "\n… \(lines.count - 400) more lines" : "")
    }
}

/// A ledger file that cannot be read.
public enum SnapshotLedgerError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, line: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let line):
            return "\(path), line \(line), is not a snapshot record; delete the artifacts folder and run the tests again"
        }
    }
}
