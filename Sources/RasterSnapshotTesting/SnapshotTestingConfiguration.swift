// SnapshotTestingConfiguration.swift · RasterSnapshotTesting · record mode and folders (Raster's own)
// Status: Complete.
//
// Where each setting comes from, first match wins:
//   record mode — the `record:` argument of `assertSnapshot`, then `withSnapshotTesting`,
//                 then the RASTER_RECORD environment variable, then swift-snapshot-testing's
//                 SNAPSHOT_TESTING_RECORD, then `.never` when the CI variable is set (as CI
//                 services set it: a missing reference fails and nothing is written in the
//                 package), else `.missing`;
//   references  — `withSnapshotTesting(snapshotDirectory:)`, then `<package root>/Snapshots`;
//   artifacts   — `withSnapshotTesting(artifactsDirectory:)`, then RASTER_SNAPSHOT_ARTIFACTS,
//                 then swift-snapshot-testing's SNAPSHOT_ARTIFACTS, then
//                 `<package root>/.build/snapshot-artifacts`;
//   diff tool   — `withSnapshotTesting(diffTool:)`; none by default (the message names the
//                 files and the report).
// The package root is the nearest folder above the test file that holds Package.swift.

import Foundation
import RasterSnapshotReport

/// Settings of snapshot assertions that are not given with each assertion.
///
/// Set them for a block of code with `withSnapshotTesting`; they hold for the assertions
/// the block runs, on its task and the tasks it starts.
public struct SnapshotTestingConfiguration: Sendable {
    /// When references are written.
    public enum Record: String, CaseIterable, Sendable {
        /// Every snapshot is written as its reference; an assertion fails when that changed
        /// the file, so a recording run shows what moved.
        case all
        /// Missing references are written (and the assertion fails saying so); others are
        /// compared. The default.
        case missing
        /// References are compared; a failing one is overwritten by the new snapshot (the
        /// assertion still fails).
        case failed
        /// Nothing is written; a missing reference fails. For CI.
        case never

        /// The mode RASTER_RECORD asks for, else the one SNAPSHOT_TESTING_RECORD (the variable
        /// of swift-snapshot-testing) asks for: `1`, `true` or `all`; `missing`; `failed`;
        /// `never`. Nil when neither is set to a mode (unset, empty, `0` or `false`). A value
        /// that is none of these gives the default mode (`.never` on CI) with a warning.
        static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Record? {
            guard let requested = RecordMode.requested(in: environment) else { return nil }
            if let value = requested.invalidValue {
                SnapshotWarnings.warnOnce(RecordMode.invalidValueWarning(variable: requested.variable, value: value, using: requested.mode))
            }
            return Record(rawValue: requested.mode.rawValue)
        }

        /// The mode when nothing asks for one: `.never` on CI (see `RecordMode.defaultMode`),
        /// `.missing` elsewhere.
        static func defaultMode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Record {
            Record(rawValue: RecordMode.defaultMode(in: environment).rawValue) ?? .missing
        }

        /// Where a mode came from, for messages.
        enum Origin: Equatable {
            /// The assertion's `record:` argument.
            case argument
            /// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait.
            case configuration
            /// RASTER_RECORD or SNAPSHOT_TESTING_RECORD.
            case environment(variable: String)
            /// The default: `.never` while the CI variable is set, else `.missing`.
            case defaultMode(onCI: Bool)
        }

        /// The mode of an assertion and where it came from: `argument`, then `configured`,
        /// then the environment, then the default.
        static func resolve(argument: Record?, configured: Record?,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> (Record, Origin) {
            if let argument { return (argument, .argument) }
            if let configured { return (configured, .configuration) }
            if let mode = fromEnvironment(environment), let variable = RecordMode.requested(in: environment)?.variable {
                return (mode, .environment(variable: variable))
            }
            let mode = defaultMode(environment)
            return (mode, .defaultMode(onCI: mode == .never))
        }
    }

    /// A command line that opens a failed snapshot's reference and actual files in a diff
    /// tool, printed in the failure message; swift-snapshot-testing's `DiffTool`.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: "meld") { … }   // prints: meld "<reference>" "<actual>"
    /// withSnapshotTesting(diffTool: .ksdiff) { … }
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A tool whose command line for the reference (`currentFilePath`) and the actual
        /// snapshot (`failedFilePath`) `command` makes.
        public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.command = command
        }

        /// The program `value`, given the two paths quoted: `value "<reference>" "<actual>"`.
        public init(stringLiteral value: String) {
            command = { "\(value) \"\($0)\" \"\($1)\"" }
        }

        /// Kaleidoscope's `ksdiff`.
        public static let ksdiff: DiffTool = "ksdiff"

        /// The two files as `file://` URLs, one per line.
        public static let `default` = DiffTool { "file://\($0)\nfile://\($1)" }

        /// The command line for a reference at `currentFilePath` and the snapshot that
        /// failed against it at `failedFilePath` (absolute paths).
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            command(currentFilePath, failedFilePath)
        }
    }

    /// The record mode; nil defers to RASTER_RECORD. Default nil.
    public var record: Record?
    /// The diff tool whose command a failure message prints; nil prints none. Default nil.
    public var diffTool: DiffTool?
    /// The folder holding one folder of references per test file; nil for
    /// `<package root>/Snapshots`. Default nil.
    public var snapshotDirectory: String?
    /// The folder failures write their actual and diff files and the HTML report to; nil for
    /// RASTER_SNAPSHOT_ARTIFACTS or `<package root>/.build/snapshot-artifacts`. Default nil.
    public var artifactsDirectory: String?

    public init(record: Record? = nil, diffTool: DiffTool? = nil, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil) {
        self.record = record
        self.diffTool = diffTool
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration of the running task.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// This configuration with the non-nil settings of `other` laid over it.
    func merging(_ other: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: other.record ?? record, diffTool: other.diffTool ?? diffTool,
                                     snapshotDirectory: other.snapshotDirectory ?? snapshotDirectory,
                                     artifactsDirectory: other.artifactsDirectory ?? artifactsDirectory)
    }
}

/// Runs `operation` with snapshot settings laid over the current ones (nil keeps a setting).
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///     assertSnapshot(of: Badge(), as: .image)
/// }
/// ```
public func withSnapshotTesting<Result>(record: SnapshotTestingConfiguration.Record? = nil,
                                        diffTool: SnapshotTestingConfiguration.DiffTool? = nil, snapshotDirectory: String? = nil,
                                        artifactsDirectory: String? = nil, operation: () throws -> Result) rethrows -> Result {
    let settings = SnapshotTestingConfiguration(record: record, diffTool: diffTool, snapshotDirectory: snapshotDirectory,
                                                artifactsDirectory: artifactsDirectory)
    return try SnapshotTestingConfiguration.$current.withValue(SnapshotTestingConfiguration.current.merging(settings), operation: operation)
}

/// Runs async `operation` with snapshot settings laid over the current ones (nil keeps a setting).
public func withSnapshotTesting<Result>(record: SnapshotTestingConfiguration.Record? = nil,
                                        diffTool: SnapshotTestingConfiguration.DiffTool? = nil, snapshotDirectory: String? = nil,
                                        artifactsDirectory: String? = nil, operation: () async throws -> Result) async rethrows -> Result {
    let settings = SnapshotTestingConfiguration(record: record, diffTool: diffTool, snapshotDirectory: snapshotDirectory,
                                                artifactsDirectory: artifactsDirectory)
    return try await SnapshotTestingConfiguration.$current.withValue(SnapshotTestingConfiguration.current.merging(settings), operation: operation)
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all` and `false` is `.missing`, as swift-snapshot-testing reads the
    /// `record: Bool` of its older API.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}

/// Warnings of the snapshot library, each printed once per process to standard error.
enum SnapshotWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var printed: Set<String> = []

    static func warnOnce(_ message: String) {
        lock.lock()
        let isNew = printed.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("raster: warning: \(message)\n".utf8)) }
    }
}
