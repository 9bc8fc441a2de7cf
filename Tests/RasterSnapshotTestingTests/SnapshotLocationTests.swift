import Foundation
import Testing
@testable import RasterSnapshotTesting

@Suite struct SnapshotLocationTests {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func referencesLiveUnderThePackageRootBesideTheTestFileName() {
        let location = SnapshotLocation(filePath: #filePath, testName: "badge(scheme:)", name: "dark mode", pathExtension: "png",
                                        configuration: SnapshotTestingConfiguration(), environment: [:])
        #expect(SnapshotLocation.packageRoot(above: URL(fileURLWithPath: #filePath))?.path == packageRoot.path)
        #expect(location.name == "badge.dark-mode")
        #expect(location.reference.path == packageRoot.path + "/Snapshots/SnapshotLocationTests/badge.dark-mode.png")
        #expect(location.display(location.reference) == "Snapshots/SnapshotLocationTests/badge.dark-mode.png")
        #expect(location.display(location.actual) == ".build/snapshot-artifacts/SnapshotLocationTests/badge.dark-mode.png")
        #expect(location.display(location.diff(pathExtension: "png")) == ".build/snapshot-artifacts/SnapshotLocationTests/badge.dark-mode-diff.png")
    }

    @Test func anEmptyNameIsNumberedLikeNoName() {
        let location = SnapshotLocation(filePath: #filePath, testName: "emptyName()", name: "", pathExtension: "png",
                                        configuration: SnapshotTestingConfiguration(), environment: [:])
        #expect(location.name == "emptyName.1")
    }

    @Test func theArtifactsFolderComesFromTheConfigurationThenTheEnvironment() {
        let fromEnvironment = SnapshotLocation(filePath: #filePath, testName: "t()", name: "a", pathExtension: "txt",
                                               configuration: SnapshotTestingConfiguration(),
                                               environment: ["RASTER_SNAPSHOT_ARTIFACTS": "/tmp/ci-artifacts"])
        #expect(fromEnvironment.actual.path == "/tmp/ci-artifacts/SnapshotLocationTests/t.a.txt")
        #expect(fromEnvironment.display(fromEnvironment.actual) == "/tmp/ci-artifacts/SnapshotLocationTests/t.a.txt")
        let configured = SnapshotLocation(filePath: #filePath, testName: "t()", name: "a", pathExtension: "txt",
                                          configuration: SnapshotTestingConfiguration(artifactsDirectory: "/tmp/mine"),
                                          environment: ["RASTER_SNAPSHOT_ARTIFACTS": "/tmp/ci-artifacts"])
        #expect(configured.actual.path == "/tmp/mine/SnapshotLocationTests/t.a.txt")
    }

    @Test func configurationsNestAndKeepWhatTheyDoNotSet() {
        withSnapshotTesting(record: .never, artifactsDirectory: "/tmp/a") {
            withSnapshotTesting(snapshotDirectory: "/tmp/s") {
                let current = SnapshotTestingConfiguration.current
                #expect(current.record == .never)
                #expect(current.snapshotDirectory == "/tmp/s")
                #expect(current.artifactsDirectory == "/tmp/a")
            }
        }
        #expect(SnapshotTestingConfiguration.current.record == nil)
    }
}

/// Where the record mode and the artifacts folder come from in the environment: Raster's
/// variables, then swift-snapshot-testing's, then CI's default.
@Suite struct SnapshotEnvironmentTests {
    typealias Record = SnapshotTestingConfiguration.Record

    @Test func recordModePrecedence() {
        #expect(Record.fromEnvironment([:]) == nil)
        #expect(Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "0", "SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
        // A value that is not a mode falls back to the default: a typo never records on CI.
        #expect(Record.fromEnvironment(["RASTER_RECORD": "bogus", "CI": "true"]) == .never)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "bogus"]) == .missing)
    }

    @Test func ciDefaultsToNever() {
        #expect(Record.defaultMode([:]) == .missing)
        #expect(Record.defaultMode(["CI": "true"]) == .never)
        #expect(Record.defaultMode(["CI": "1"]) == .never)
        #expect(Record.defaultMode(["CI": "false"]) == .missing)
        #expect(Record.defaultMode(["CI": ""]) == .missing)
    }

    /// The mode and where it came from, which a missing reference's message names.
    @Test func theModeKnowsWhereItCameFrom() {
        #expect(Record.resolve(argument: .all, configured: .never, environment: ["CI": "1"]) == (.all, .argument))
        #expect(Record.resolve(argument: nil, configured: .failed, environment: ["RASTER_RECORD": "all"]) == (.failed, .configuration))
        #expect(Record.resolve(argument: nil, configured: nil, environment: ["SNAPSHOT_TESTING_RECORD": "never", "CI": "1"])
                == (.never, .environment(variable: "SNAPSHOT_TESTING_RECORD")))
        #expect(Record.resolve(argument: nil, configured: nil, environment: ["CI": "true"]) == (.never, .defaultMode(onCI: true)))
        #expect(Record.resolve(argument: nil, configured: nil, environment: [:]) == (.missing, .defaultMode(onCI: false)))
    }

    @Test func swiftSnapshotTestingArtifactsVariable() {
        let location = SnapshotLocation(filePath: #filePath, testName: "t()", name: "a", pathExtension: "txt",
                                        configuration: SnapshotTestingConfiguration(),
                                        environment: ["SNAPSHOT_ARTIFACTS": "/tmp/sst-artifacts"])
        #expect(location.actual.path == "/tmp/sst-artifacts/SnapshotLocationTests/t.a.txt")
        let both = SnapshotLocation(filePath: #filePath, testName: "t()", name: "a", pathExtension: "txt",
                                    configuration: SnapshotTestingConfiguration(),
                                    environment: ["SNAPSHOT_ARTIFACTS": "/tmp/sst", "RASTER_SNAPSHOT_ARTIFACTS": "/tmp/raster"])
        #expect(both.actual.path == "/tmp/raster/SnapshotLocationTests/t.a.txt")
    }
}
