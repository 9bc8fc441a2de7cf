// AssertSnapshot.swift · RasterSnapshotTesting · snapshot assertions for XCTest and Swift Testing (Raster's own)
// Status: Complete.
//
// `verifySnapshot` does the work and returns the failure message; `assertSnapshot` reports
// that message to the running test: through `Issue.record` inside a Swift Testing test
// (`Test.current` is set), else through `XCTFail`. Messages read top-down (STYLE.md §11):
//
//   snapshot "roundCap.aa" differs from its reference
//   reference: Snapshots/StrokeTests/roundCap.aa.png (200×200)
//   actual:    .build/snapshot-artifacts/StrokeTests/roundCap.aa.png (200×200)
//   diff:      .build/snapshot-artifacts/StrokeTests/roundCap.aa-diff.png
//   312 of 40000 pixels differ, max channel delta 41 at (118, 7), …
//   report:    .build/snapshot-artifacts/index.html
//
// A size mismatch gives both sizes and stops; a font of the reference that is not installed
// here lists both sets of fonts instead of comparing pixels. Files are compared byte for byte before they are decoded.

import Foundation
import Testing
import XCTest
import Raster

/// Asserts that `value`, snapshotted by `snapshotting`, matches its reference file.
///
/// The reference is `Snapshots/<test file>/<test name>.<name or n>.<ext>` under the package
/// root. A missing one is recorded and the assertion fails saying so: check the file and
/// re-run. On a mismatch the actual snapshot, a diff and an HTML report (`index.html`) are
/// written to the artifacts folder named in the message. See `SnapshotTestingConfiguration`
/// for record modes and folders.
///
/// ```swift
/// @Test func badge() {
///     assertSnapshot(of: Text("3").modifier(Badge()), as: .image)
/// }
/// ```
/// Records: `Snapshots/BadgeTests/badge.1.png`.
///
/// - Parameters:
///   - name: names the reference instead of its number; required in parameterized tests.
///   - record: the record mode for this assertion (nil: the configuration's, then RASTER_RECORD).
///   - timeout: seconds (wall clock) the snapshot may take; nil waits as long as it takes.
///     The snapshot is taken on the calling thread and is not interrupted: one that took
///     longer fails once it is taken.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    reportSnapshotFailure(message, fileID: fileID, file: filePath, line: line, column: column)
}

/// Asserts every strategy of `strategies` on `value`, each reference named by its key, in
/// the keys' order; mirrors swift-snapshot-testing's `assertSnapshots(of:as:)`.
///
/// ```swift
/// assertSnapshots(of: Badge(), as: Dictionary(uniqueKeysWithValues:
///     SnapshotVariant.matrix(colorSchemes: [.light, .dark]).map { ($0.name, .image($0)) }))
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts every strategy of `strategies` on `value`, the references numbered in order;
/// mirrors swift-snapshot-testing's `assertSnapshots(of:as:)`.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Reports `message` to the running test: `Issue.record` in a Swift Testing test, else `XCTFail`.
@_spi(SnapshotTesting)
public func reportSnapshotFailure(_ message: String, fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Compares `value` with its reference like `assertSnapshot`, and returns the failure
/// message instead of reporting it (nil when the snapshot matches).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, referenceFolder: nil, fallbackDiffTool: nil,
                   followsSwiftSnapshotTesting: false,
                   timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `verifySnapshot` with the folder holding the references themselves (no folder per test
/// file below it; nil for the configuration's) and a diff tool for when the configuration
/// names none, and whether swift-snapshot-testing's conventions hold (recording all fails
/// also for an unchanged snapshot; hints name `SNAPSHOT_TESTING_RECORD`). The
/// `SnapshotTesting` module keeps swift-snapshot-testing's `__Snapshots__` folders, its
/// deprecated global `diffTool` and those conventions with it.
@_spi(SnapshotTesting)
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotTestingConfiguration.Record?,
    referenceFolder: String?,
    fallbackDiffTool: SnapshotTestingConfiguration.DiffTool?,
    followsSwiftSnapshotTesting: Bool,
    timeout: TimeInterval?,
    fileID: StaticString,
    file filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) -> String? {
    let configuration = SnapshotTestingConfiguration.current
    let (mode, origin) = SnapshotTestingConfiguration.Record.resolve(argument: record, configured: configuration.record)
    if name == nil, Test.Case.current?.isParameterized == true {
        return "snapshot in parameterized test '\(testName)' needs a name: pass `named:` so that each argument has its own reference"
    }
    let location = SnapshotLocation(filePath: "\(filePath)", testName: testName, name: name,
                                    pathExtension: snapshotting.pathExtension, configuration: configuration,
                                    referenceFolder: referenceFolder.map { URL(fileURLWithPath: $0, isDirectory: true) })
    let owner = "\(fileID), \(testName), " + (name.map { "named: \"\($0)\"" } ?? "unnamed \(location.name)")
    if let conflict = location.claim(as: owner, file: "\(fileID)") { return conflict }
    let assertion = SnapshotAssertion(location: location, diffing: snapshotting.diffing, mode: mode, origin: origin,
                                      diffTool: configuration.diffTool ?? fallbackDiffTool,
                                      followsSwiftSnapshotTesting: followsSwiftSnapshotTesting)
    let taken: Result<Format, Error>
    do {
        let input = try value()
        taken = try SnapshotAssertion.take(timeout: timeout) { try snapshotting.snapshot(input) }
    } catch is SnapshotTimedOut {
        return "snapshot \"\(location.name)\" timed out: taking it took longer than \(formatDecimal(timeout ?? 0)) s"
    } catch {
        return "could not take snapshot \"\(location.name)\": \(error)"
    }
    switch taken {
    case .success(let actual): return assertion.check(actual)
    case .failure(let error): return "could not take snapshot \"\(location.name)\": \(error)"
    }
}
