// AssertSnapshot.swift · SnapshotTesting · mirrors swift-snapshot-testing's assertSnapshot, assertSnapshots and verifySnapshot
// Status: Complete.
//
// References live where swift-snapshot-testing puts them:
//
//   <folder of the test file>/__Snapshots__/<TestFile>/<testName>.<name or n>.<ext>
//
// The comparison, record modes, artifacts, report and messages are RasterSnapshotTesting's
// (see its `assertSnapshot`). References recorded on iOS do not match Raster's rendering
// (other fonts, another rasterizer): record them again on Linux (docs/snapshot-testing.md).

import Foundation
@_spi(SnapshotTesting) import RasterSnapshotTesting

/// Asserts that `value`, snapshotted by `snapshotting`, matches its reference in the
/// `__Snapshots__` folder beside the test file; swift-snapshot-testing's `assertSnapshot`.
///
/// A missing reference is recorded and the assertion fails saying so (on CI, with the `CI`
/// variable set, nothing is recorded and the assertion fails). A mismatch writes the actual
/// image, a diff and an HTML report to the artifacts folder the message names.
///
/// - Parameters:
///   - name: names the reference instead of its number.
///   - record: the record mode for this assertion; nil for `withSnapshotTesting`'s, then
///     SNAPSHOT_TESTING_RECORD (or RASTER_RECORD).
///   - timeout: seconds (wall clock) the snapshot may take to be taken; it is taken on the
///     calling thread and not interrupted: one that took longer fails once it is taken.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = SnapshotTesting.verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    reportSnapshotFailure(message, fileID: fileID, file: filePath, line: line, column: column)
}

/// Asserts every strategy of `strategies` on `value`, each reference named by its key.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Sorted by name, so references are taken in the same order on every run.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        SnapshotTesting.assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts every strategy of `strategies` on `value`, the references numbered in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        SnapshotTesting.assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Compares `value` with its reference like `assertSnapshot` and returns the failure
/// message instead of reporting it (nil when it matches); swift-snapshot-testing's
/// `verifySnapshot`.
///
/// - Parameter snapshotDirectory: the folder holding the references themselves; nil for
///   `__Snapshots__/<TestFile>` beside the test file.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let folder = snapshotDirectory ?? snapshotsFolder(besides: "\(filePath)")
    return RasterSnapshotTesting.verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record ?? legacyRecordMode, referenceFolder: folder,
        fallbackDiffTool: legacyDiffTool, followsSwiftSnapshotTesting: true, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

/// `<folder of the test file>/__Snapshots__/<TestFile>`.
func snapshotsFolder(besides testFile: String) -> String {
    let url = URL(fileURLWithPath: testFile)
    return url.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
        .appendingPathComponent(url.deletingPathExtension().lastPathComponent, isDirectory: true).path
}
