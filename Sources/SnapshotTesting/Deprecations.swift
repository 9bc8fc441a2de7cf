// Deprecations.swift · SnapshotTesting · swift-snapshot-testing's older spellings: `record: Bool`, `matching:`, `isRecording`, `diffTool`
// Status: Complete.
//
// Test suites written against swift-snapshot-testing 1.10 to 1.16 use these; they compile
// with the same deprecation messages and behave as the current forms: `record: true` is
// `.all` and `false` is `.missing`.

import Foundation

nonisolated(unsafe) private var recordingEverything = false
nonisolated(unsafe) private var diffToolCommand: String?

/// Records every snapshot when true (as `record: .all`), unless an assertion or
/// `withSnapshotTesting` names a mode; swift-snapshot-testing's global `isRecording`.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode.")
public var isRecording: Bool {
    get { recordingEverything }
    set { recordingEverything = newValue }
}

/// A diff tool program, such as "ksdiff", whose command line failure messages print when
/// `withSnapshotTesting` names none; swift-snapshot-testing's global `diffTool`.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool.")
public var diffTool: String? {
    get { diffToolCommand }
    set { diffToolCommand = newValue }
}

/// `.all` when the deprecated `isRecording` is set, else nil.
var legacyRecordMode: SnapshotTestingConfiguration.Record? { recordingEverything ? .all : nil }

/// The deprecated global `diffTool`'s program as a tool, for when no tool is configured.
var legacyDiffTool: SnapshotTestingConfiguration.DiffTool? {
    diffToolCommand.map { SnapshotTestingConfiguration.DiffTool(stringLiteral: $0) }
}

private func mode(_ recording: Bool?) -> SnapshotTestingConfiguration.Record? {
    recording.map { $0 ? .all : .missing }
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    SnapshotTesting.assertSnapshot(of: try value(), as: snapshotting, named: name, record: mode(recording), timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: mode(recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: mode(recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    SnapshotTesting.verifySnapshot(of: try value(), as: snapshotting, named: name, record: mode(recording), snapshotDirectory: snapshotDirectory,
                   timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    SnapshotTesting.assertSnapshot(of: try value(), as: snapshotting, named: name, record: mode(recording), timeout: timeout,
                   file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: mode(recording), timeout: timeout,
                    file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    SnapshotTesting.assertSnapshots(of: try value(), as: strategies, record: mode(recording), timeout: timeout,
                    file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    SnapshotTesting.verifySnapshot(of: try value(), as: snapshotting, named: name, record: mode(recording), snapshotDirectory: snapshotDirectory,
                   timeout: timeout, file: file, testName: testName, line: line)
}
