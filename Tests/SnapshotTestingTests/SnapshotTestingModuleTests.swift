// SnapshotTestingModuleTests.swift · SnapshotTestingTests · the swift-snapshot-testing module's folders, presets, traits, dumps and settings

import Foundation
import Testing
import Raster
@testable import SnapshotTesting

@Suite struct SnapshotTestingModuleTests {
    /// A fresh folder for references this test records and removes.
    private func temporaryFolder() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-testing-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func referencesLiveInSnapshotsFoldersBesideTheTestFile() {
        #expect(snapshotsFolder(besides: "/work/App/Tests/AppTests/BadgeTests.swift")
                == "/work/App/Tests/AppTests/__Snapshots__/BadgeTests")
    }

    @Test func aMissingReferenceIsRecordedInTheGivenFolderAndThenMatches() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `.missing` as on a developer's machine: on CI (the CI variable set) the default is `.never`.
        let first = verifySnapshot(of: "hello", as: .lines, named: "greeting", record: .missing, snapshotDirectory: folder,
                                   testName: "greeting()")
        #expect(first?.hasPrefix("recorded snapshot \"greeting.greeting\"") == true)
        #expect(try String(contentsOfFile: folder + "/greeting.greeting.txt", encoding: .utf8) == "hello\n")
        #expect(verifySnapshot(of: "hello", as: .lines, named: "greeting", snapshotDirectory: folder, testName: "greeting()") == nil)
    }

    @Test func aDiffToolPrintsItsCommandForTheReferenceAndTheActualFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old\n".write(toFile: folder + "/tool.1.txt", atomically: true, encoding: .utf8)
        let artifacts = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let message = withSnapshotTesting(record: .missing, diffTool: .ksdiff, artifactsDirectory: artifacts) {
            verifySnapshot(of: "new", as: .lines, snapshotDirectory: folder, file: "/x/ToolTests.swift", testName: "tool()")
        }
        let reference = URL(fileURLWithPath: folder + "/tool.1.txt").standardizedFileURL.path
        let actual = URL(fileURLWithPath: artifacts + "/ToolTests/tool.1.txt").standardizedFileURL.path
        #expect(message?.split(separator: "\n").contains("ksdiff \"\(reference)\" \"\(actual)\"") == true)
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheRecordModeOfItsTest() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = verifySnapshot(of: "x", as: .lines, snapshotDirectory: folder, testName: "trait()")
        #expect(message?.hasPrefix("snapshot \"trait.1\" has no reference, and recording is off (record mode never, from withSnapshotTesting or the .snapshots trait)") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/trait.1.txt"))
    }

    @Test func recordingAllFailsEvenWhenNothingChanged() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "same\n".write(toFile: folder + "/all.same.txt", atomically: true, encoding: .utf8)
        let message = verifySnapshot(of: "same", as: .lines, named: "same", record: .all, snapshotDirectory: folder, testName: "all()")
        #expect(message?.hasPrefix("record mode is on (all): snapshot \"all.same\" was recorded again, unchanged; "
                                   + "turn recording off and re-run the test") == true)
        #expect(verifySnapshot(of: "same", as: .lines, named: "same", snapshotDirectory: folder, testName: "all()") == nil)
    }

    @Test func booleanRecordModesReadAsSwiftSnapshotTestingReadsThem() {
        let all: SnapshotTestingConfiguration.Record = true
        let missing: SnapshotTestingConfiguration.Record = false
        #expect(all == .all)
        #expect(missing == .missing)
    }

    /// swift-snapshot-testing 1.18's Common/View.swift: sizes, insets and size classes.
    @Test(arguments: [
        (ViewImageConfig.iPhoneSe, CGSize(width: 320, height: 568), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
         UIUserInterfaceSizeClass.compact, CGFloat(2)),
        (.iPhone8Plus(.landscape), CGSize(width: 736, height: 414), .zero, .regular, 3),
        (.iPhoneX(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .compact, 3),
        (.iPhone13, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .compact, 3),
        (.iPhone13Mini(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), .compact, 3),
        (.iPhone13ProMax(.landscape), CGSize(width: 926, height: 428), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .regular, 3),
        (.iPadPro11, CGSize(width: 1194, height: 834), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .regular, 2),
        (.iPadPro11(.portrait(splitView: .twoThirds)), CGSize(width: 504, height: 1194),
         UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), .compact, 2),
        (.iPadPro12_9(.landscape(splitView: .oneHalf)), CGSize(width: 678, height: 1024),
         UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .regular, 2),
        (.iPadMini(.landscape(splitView: .oneHalf)), CGSize(width: 507, height: 768),
         UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, 2),
    ])
    func devicePresets(config: ViewImageConfig, size: CGSize, safeArea: UIEdgeInsets,
                       horizontal: UIUserInterfaceSizeClass, scale: CGFloat) {
        #expect(config.size == size)
        #expect(config.safeArea == safeArea)
        #expect(config.traits.horizontalSizeClass == horizontal)
        #expect(config.traits.displayScale == scale)
    }

    @Test func laterTraitsReplaceEarlierOnesAndUnsetOnesKeepThem() {
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 3),
                                                    .init(displayScale: 1), .init(preferredContentSizeCategory: .extraLarge)])
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.displayScale == 1)
        #expect(traits.preferredContentSizeCategory == .extraLarge)
        #expect(traits.horizontalSizeClass == .unspecified)
    }

    @Test func traitsSetTheEnvironmentTheirViewReads() throws {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.horizontalSizeClass) var sizeClass
            var body: some View { Text("\(String(describing: size)) \(String(describing: sizeClass))") }
        }
        let traits = UITraitCollection(traitsFrom: [.init(preferredContentSizeCategory: .accessibilityMedium),
                                                    .init(horizontalSizeClass: .regular)])
        let host = ViewHost(traits.applied(to: Reader()), size: CGSize(width: 400, height: 40))
        #expect(host.accessibilityDescription().contains("accessibility1 Optional(Raster.UserInterfaceSizeClass.regular)"))
    }

    private struct Order {
        enum State { case open, paid(Double) }
        var id = 7
        var tags: Set<String> = ["b", "a", "c"]
        var counts = ["tea": 2, "cake": 1]
        var state = State.paid(4.5)
        var note: String?
    }

    @Test func dumpsAreOutlinesWithSortedSetsAndDictionaries() throws {
        let snapshot = try Snapshotting<Order, String>.dump.snapshot(Order())
        #expect(snapshot == """
            ▿ Order
              - id: 7
              ▿ tags: 3 elements
                - "a"
                - "b"
                - "c"
              ▿ counts: 2 elements
                ▿ (2 elements)
                  - key: "cake"
                  - value: 1
                ▿ (2 elements)
                  - key: "tea"
                  - value: 2
              ▿ state: State.paid
                - 4.5
              - note: nil
            """)
    }

    @Test func jsonSortsKeysAndPrettyPrints() throws {
        struct Pair: Encodable { var b = 2; var a = "x" }
        #expect(try Snapshotting<Pair, String>.json.snapshot(Pair()) == "{\n  \"a\" : \"x\",\n  \"b\" : 2\n}")
        #expect(Snapshotting<Pair, String>.json.pathExtension == "json")
    }
}
