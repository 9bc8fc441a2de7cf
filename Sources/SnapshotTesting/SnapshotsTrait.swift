// SnapshotsTrait.swift · SnapshotTesting · mirrors swift-snapshot-testing's `.snapshots(record:diffTool:)` test trait
// Status: Complete.

import Testing

/// The trait `.snapshots(record:diffTool:)` makes: it runs a test, or every test of a suite,
/// inside `withSnapshotTesting(record:diffTool:)`.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await function()
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Snapshot settings for a test or suite: `@Suite(.snapshots(record: .failed))`.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// The settings of `configuration` (its record mode and diff tool) for a test or suite.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }

    /// No settings of its own: the surrounding ones hold.
    public static var snapshots: Self { snapshots() }
}
