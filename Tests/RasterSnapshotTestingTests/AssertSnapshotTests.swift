import Foundation
import Testing
import Raster
@testable import RasterSnapshotTesting

@Suite struct AssertSnapshotTests {
    @Test func missingReferenceIsRecordedAndTheAssertionFails() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let reference = sandbox.reference("missingReferenceIsRecordedAndTheAssertionFails.1")
        let message = sandbox.verify(solidPixmap(width: 4, height: 3), as: .png, named: "1")
        #expect(message == """
            recorded snapshot "missingReferenceIsRecordedAndTheAssertionFails.1": it had no reference; check the file and re-run the test
            reference: \(reference.path) (4×3)
            """)
        let recorded = try Pixmap(contentsOf: reference)
        #expect(recorded.data == solidPixmap(width: 4, height: 3).data)
        #expect(sandbox.verify(solidPixmap(width: 4, height: 3), as: .png, named: "1") == nil)
    }

    @Test func anUnreadableReferenceIsReportedAsUnreadableNotAsADifference() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let name = "anUnreadableReferenceIsReportedAsUnreadableNotAsADifference.1"
        #expect(sandbox.verify(solidPixmap(width: 4, height: 3), as: .png, named: "1") != nil)
        try Data("not a PNG".utf8).write(to: sandbox.reference(name))
        let message = try #require(sandbox.verify(solidPixmap(width: 4, height: 3), as: .png, named: "1"))
        #expect(message.hasPrefix("""
            the reference of snapshot "\(name)" cannot be read
            reference: \(sandbox.reference(name).path) (unreadable)
            """))
        #expect(message.contains("if the reference file is damaged, re-record it with RASTER_RECORD=failed"))
    }

    /// A folder where the reference should be (a fresh user's `name.png/`) is named as such,
    /// with the fix, rather than as Foundation's "error 256".
    @Test func aFolderInPlaceOfTheReferenceIsNamed() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let name = "aFolderInPlaceOfTheReferenceIsNamed.1"
        try FileManager.default.createDirectory(at: sandbox.reference(name), withIntermediateDirectories: true)
        let message = sandbox.verify(solidPixmap(width: 4, height: 3), as: .png, named: "1")
        #expect(message == """
            the reference of snapshot "\(name)" is a folder, not a file; remove or rename the folder, then record the reference again (RASTER_RECORD=missing)
            reference: \(sandbox.reference(name).path)
            """)
    }

    @Test func differingPixelsFailWithPathsSizesAndCountsTopDown() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        #expect(sandbox.verify(solidPixmap(width: 4, height: 4), as: .png, named: "tile") != nil)
        let actual = solidPixmap(width: 4, height: 4, changed: 3)
        let message = sandbox.verify(actual, as: .png, named: "tile")
        let summary = ImageDiff(reference: solidPixmap(width: 4, height: 4), actual: actual).summary
        #expect(summary.hasPrefix("3 of 16 pixels differ, max channel delta 100 at (0, 0)"))
        let name = "differingPixelsFailWithPathsSizesAndCountsTopDown.tile"
        #expect(message == """
            snapshot "\(name)" differs from its reference
            reference: \(sandbox.reference(name).path) (4×4)
            actual:    \(sandbox.artifact(name + ".png").path) (4×4)
            diff:      \(sandbox.artifact(name + "-diff.png").path)
            \(summary)
            report:    \(sandbox.artifacts.path)/index.html
            """)
        #expect(try Pixmap(contentsOf: sandbox.artifact(name + ".png")).data == actual.data)
        let diff = try Pixmap(contentsOf: sandbox.artifact(name + "-diff.png"))
        #expect(diff[0, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(sandbox.exists(sandbox.artifact(name + "-reference.png")))
        #expect(sandbox.record(name)?.status == .failed)
        #expect(sandbox.record(name)?.message == message)
    }

    @Test func aPassAfterAFailureRemovesItsArtifactsAndReportEntry() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "a")
        #expect(sandbox.verify(solidPixmap(width: 2, height: 2, changed: 1), as: .png, named: "a") != nil)
        let name = "aPassAfterAFailureRemovesItsArtifactsAndReportEntry.a"
        #expect(sandbox.exists(sandbox.artifact(name + ".png")))
        #expect(sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "a") == nil)
        #expect(!sandbox.exists(sandbox.artifact(name + ".png")))
        #expect(!sandbox.exists(sandbox.artifact(name + "-diff.png")))
        #expect(sandbox.record(name)?.status == .passed)
        #expect(sandbox.record(name)?.actual == nil)
    }

    /// Both sizes, and a diff image of both on one 5×4 canvas (the parts only one covers magenta).
    @Test func aSizeMismatchGivesBothSizesAndAnOverlaidDiff() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 4, height: 4), as: .png, named: "s")
        let name = "aSizeMismatchGivesBothSizesAndAnOverlaidDiff.s"
        #expect(sandbox.verify(solidPixmap(width: 5, height: 3), as: .png, named: "s") == """
            snapshot "\(name)" has a different size from its reference
            reference: \(sandbox.reference(name).path) (4×4)
            actual:    \(sandbox.artifact(name + ".png").path) (5×3)
            diff:      \(sandbox.artifact(name + "-diff.png").path)
            report:    \(sandbox.artifacts.path)/index.html
            """)
        let diff = try Pixmap(contentsOf: sandbox.artifact(name + "-diff.png"))
        #expect(diff.width == 5 && diff.height == 4)
        #expect(diff[4, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255))
        #expect(diff[4, 3] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func fontsThatAreNotInstalledAreReportedInsteadOfPixels() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let strategy = Snapshotting<SnapshotImage, SnapshotImage>.image()
        let missing = "Nowhere Sans Regular (NowhereSans-Regular.otf, Version 1.000)"
        let reference = SnapshotImage(pixmap: solidPixmap(width: 3, height: 3), fonts: [missing])
        _ = sandbox.verify(reference, as: strategy, named: "f")
        let recorded = try PNGInfo(contentsOf: sandbox.reference("fontsThatAreNotInstalledAreReportedInsteadOfPixels.f"))
        #expect(recorded.text["Fonts"] == missing)
        let actual = SnapshotImage(pixmap: solidPixmap(width: 3, height: 3, changed: 2),
                                   fonts: ["DejaVu Sans Book (DejaVuSans.ttf, Version 2.37)"])
        let name = "fontsThatAreNotInstalledAreReportedInsteadOfPixels.f"
        #expect(sandbox.verify(actual, as: strategy, named: "f") == """
            snapshot "\(name)" was drawn with other fonts than its reference, so its pixels were not compared
            reference: \(sandbox.reference(name).path) (3×3)
            actual:    \(sandbox.artifact(name + ".png").path) (3×3)
            reference fonts: \(missing)
            this machine:    DejaVu Sans Book (DejaVuSans.ttf, Version 2.37)
            not installed here: \(missing)
            install the reference's fonts (scripts/install-dependencies.sh) or, if the change is intended, re-record with RASTER_RECORD=failed
            report:    \(sandbox.artifacts.path)/index.html
            """)
        let samePixels = SnapshotImage(pixmap: solidPixmap(width: 3, height: 3), fonts: ["Other"])
        #expect(sandbox.verify(samePixels, as: strategy, named: "f") == nil)
    }

    /// A view whose text changed from regular to bold: both faces are installed, so the
    /// pixels are compared, and the failure notes the fonts.
    @Test func installedFontsThatDifferAreComparedByPixels() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let strategy = Snapshotting<SnapshotImage, SnapshotImage>.image()
        let regular = try SnapshotLayout.fixed(width: 60, height: 20).image(of: Text("Raster"), scale: 1, colorScheme: .light)
        let bold = try SnapshotLayout.fixed(width: 60, height: 20).image(of: Text("Raster").bold(), scale: 1, colorScheme: .light)
        let regularFonts = try #require(regular.fonts), boldFonts = try #require(bold.fonts)
        #expect(regularFonts != boldFonts)
        _ = sandbox.verify(regular, as: strategy, named: "t")
        let name = "installedFontsThatDifferAreComparedByPixels.t"
        let message = try #require(sandbox.verify(bold, as: strategy, named: "t"))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "snapshot \"\(name)\" differs from its reference")
        #expect(lines[3] == "diff:      \(sandbox.artifact(name + "-diff.png").path)")
        #expect(lines[4].contains(" of 1200 pixels differ"))
        #expect(lines[5] == "fonts used differ: the reference used \(regularFonts.joined(separator: "; ")); this snapshot \(boldFonts.joined(separator: "; "))")
        #expect(sandbox.exists(sandbox.artifact(name + "-diff.png")))
    }

    @Test func aSizeMismatchIsReportedBeforeFonts() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let strategy = Snapshotting<SnapshotImage, SnapshotImage>.image()
        _ = sandbox.verify(SnapshotImage(pixmap: solidPixmap(width: 4, height: 4), fonts: ["Nowhere Sans Regular (NowhereSans-Regular.otf, Version 1.000)"]),
                           as: strategy, named: "s")
        let name = "aSizeMismatchIsReportedBeforeFonts.s"
        #expect(sandbox.verify(SnapshotImage(pixmap: solidPixmap(width: 5, height: 3), fonts: []), as: strategy, named: "s") == """
            snapshot "\(name)" has a different size from its reference
            reference: \(sandbox.reference(name).path) (4×4)
            actual:    \(sandbox.artifact(name + ".png").path) (5×3)
            diff:      \(sandbox.artifact(name + "-diff.png").path)
            report:    \(sandbox.artifacts.path)/index.html
            """)
    }

    @Test func recordModeNeverFailsWithoutWritingTheReference() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let name = "recordModeNeverFailsWithoutWritingTheReference.1"
        #expect(sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, record: .never) == """
            snapshot "\(name)" has no reference, and recording is off (record mode never, from the assertion's record: argument)
            reference: \(sandbox.reference(name).path) (missing)
            actual:    \(sandbox.artifact(name + ".png").path) (2×2)
            record it by passing record: .missing to the assertion
            report:    \(sandbox.artifacts.path)/index.html
            """)
        #expect(!sandbox.exists(sandbox.reference(name)))
    }

    @Test func recordModeAllPassesWhenNothingChangedAndFailsWhenItRewrote() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "r")
        #expect(sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "r", record: .all) == nil)
        let changed = solidPixmap(width: 2, height: 2, changed: 4)
        let message = try #require(sandbox.verify(changed, as: .png, named: "r", record: .all))
        let name = "recordModeAllPassesWhenNothingChangedAndFailsWhenItRewrote.r"
        #expect(message.hasPrefix("""
            re-recorded snapshot "\(name)" (record mode all): the file changed; check it and re-run without recording
            reference: \(sandbox.reference(name).path) (2×2)
            4 of 4 pixels differ
            """))
        #expect(try Pixmap(contentsOf: sandbox.reference(name)).data == changed.data)
    }

    /// A pass is settled by decoding the reference and comparing pixels: a reference with the
    /// same pixels in other bytes (another compression level) passes and is left as it is,
    /// except in record mode all, which rewrites it.
    @Test func aReferenceWithTheSamePixelsInOtherBytesPassesWithoutBeingRewritten() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let pixmap = solidPixmap(width: 8, height: 8, changed: 3)
        _ = sandbox.verify(pixmap, as: .png, named: "b")
        let name = "aReferenceWithTheSamePixelsInOtherBytesPassesWithoutBeingRewritten.b"
        let stored = try pixmap.pngData(compressionLevel: 0)
        #expect(try stored != Data(contentsOf: sandbox.reference(name)))
        try stored.write(to: sandbox.reference(name))
        #expect(sandbox.verify(pixmap, as: .png, named: "b", record: .never) == nil)
        #expect(try Data(contentsOf: sandbox.reference(name)) == stored)
        let message = try #require(sandbox.verify(pixmap, as: .png, named: "b", record: .all))
        #expect(message.hasPrefix("re-recorded snapshot \"\(name)\" (record mode all): the file changed"))
        #expect(try Data(contentsOf: sandbox.reference(name)) == SnapshotImage(pixmap: pixmap).pngData())
    }

    /// The format's check without encoding decides a pass before anything is encoded: a
    /// format whose encoding fails still passes when its check says the reference matches,
    /// and a check that says no falls back to encoding (whose failure is then reported).
    @Test func aMatchingReferenceIsSettledBeforeEncoding() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        struct Unencodable: Error {}
        func strategy(matches: Bool) -> Snapshotting<String, String> {
            Snapshotting(pathExtension: "txt", diffing: Diffing(
                toData: { _ in throw Unencodable() }, fromData: { String(decoding: $0, as: UTF8.self) },
                summary: { $0 }, matchesReference: { data, actual in matches && data == Data(actual.utf8) }, diff: { _, _ in nil }))
        }
        let reference = sandbox.reference("aMatchingReferenceIsSettledBeforeEncoding.t", extension: "txt")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("same".utf8).write(to: reference)
        #expect(sandbox.verify("same", as: strategy(matches: true), named: "t") == nil)
        #expect(sandbox.verify("same", as: strategy(matches: false), named: "t")?
            .hasPrefix("could not encode snapshot \"aMatchingReferenceIsSettledBeforeEncoding.t\": Unencodable") == true)
    }

    @Test func anImageMatchesOnlyAPNGOfItsExactPixels() throws {
        let image = SnapshotImage(pixmap: solidPixmap(width: 5, height: 4))
        let matches = try #require(Diffing<SnapshotImage>.image().matchesReference)
        #expect(matches(try image.pngData(), image))
        #expect(matches(try SnapshotImage(pixmap: solidPixmap(width: 5, height: 4), fonts: ["Other"]).pngData(), image))
        #expect(!matches(try SnapshotImage(pixmap: solidPixmap(width: 5, height: 4, changed: 1)).pngData(), image))
        #expect(!matches(try SnapshotImage(pixmap: solidPixmap(width: 4, height: 5)).pngData(), image))
        #expect(!matches(Data("not a PNG".utf8), image))
        let misused = try #require(Diffing<SnapshotImage>.image(precision: 2).matchesReference)
        #expect(!misused(try image.pngData(), image))
    }

    @Test func recordModeFailedOverwritesAFailingReference() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 2, height: 2), as: .png, named: "r")
        let changed = solidPixmap(width: 2, height: 2, changed: 1)
        let message = try #require(sandbox.verify(changed, as: .png, named: "r", record: .failed))
        #expect(message.hasPrefix("snapshot \"recordModeFailedOverwritesAFailingReference.r\" differs from its reference; re-recorded it (record mode failed)\n"))
        #expect(sandbox.verify(changed, as: .png, named: "r", record: .never) == nil)
    }

    @Test func precisionAllowsTheGivenShareOfPixelsToDiffer() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 10, height: 10), as: .png, named: "p")
        let fivePixels = solidPixmap(width: 10, height: 10, changed: 5)
        #expect(sandbox.verify(fivePixels, as: .png(precision: 0.95), named: "p") == nil)
        let message = try #require(sandbox.verify(fivePixels, as: .png(precision: 0.96), named: "p"))
        #expect(message.contains("\nprecision 0.96 allows 4 of 100 pixels to differ\n"))
        let faint = solidPixmap(width: 10, height: 10, changed: 100, changedRed: 201)
        #expect(sandbox.verify(faint, as: .png(perceptualPrecision: 0.98), named: "p") == nil)
        #expect(sandbox.verify(faint, as: .png, named: "p") != nil)
    }

    /// A failure attaches the reference, the actual snapshot and the diff to its Swift Testing
    /// test under their artifacts' names; a missing reference attaches the snapshot alone.
    @Test func failuresAttachTheirFilesUnderTheArtifactsNames() {
        let location = SnapshotLocation(filePath: "/x/BadgeTests.swift", testName: "badge()", name: "dark", pathExtension: "png",
                                        configuration: SnapshotTestingConfiguration(artifactsDirectory: "/tmp/artifacts"))
        let assertion = SnapshotAssertion(location: location, diffing: Diffing<SnapshotImage>.image(), mode: .missing)
        let files = assertion.attachments(reference: Data([1]), actual: Data([2]), diff: (Data([3]), "png"))
        #expect(files.map(\.name) == ["badge.dark-reference.png", "badge.dark.png", "badge.dark-diff.png"])
        #expect(files.map(\.data) == [Data([1]), Data([2]), Data([3])])
        #expect(assertion.attachments(reference: nil, actual: Data([2]), diff: nil).map(\.name) == ["badge.dark.png"])
    }

    /// 0.9999 of 10,000 pixels allows one to differ: in binary floating point
    /// 10,000 × (1 − 0.9999) is 0.99999999999989 and was rounded down to none.
    @Test func aPrecisionIsCountedInWholePixelsWithoutRoundingError() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 100, height: 100), as: .png, named: "p")
        #expect(sandbox.verify(solidPixmap(width: 100, height: 100, changed: 1), as: .png(precision: 0.9999), named: "p") == nil)
        let message = try #require(sandbox.verify(solidPixmap(width: 100, height: 100, changed: 2), as: .png(precision: 0.9999),
                                                  named: "p"))
        #expect(message.contains("\nprecision 0.9999 allows 1 of 10000 pixels to differ\n"))
    }

    /// A precision outside 0...1 fails a comparison with its name and value (NaN crashed; a
    /// negative value let every image pass).
    @Test func precisionsOutsideZeroToOneFail() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 4, height: 4), as: .png, named: "q")
        let image = solidPixmap(width: 4, height: 4, changed: 1)
        for (strategy, text) in [(Snapshotting<Pixmap, SnapshotImage>.png(precision: .nan), "precision nan is not in 0...1"),
                                 (.png(precision: -1), "precision -1.0 is not in 0...1"),
                                 (.png(perceptualPrecision: -3), "perceptualPrecision -3.0 is not in 0...1")] {
            let message = try #require(sandbox.verify(image, as: strategy, named: "q"))
            #expect(message.contains(text + ": give the share that must match, from 0 to 1"))
            let matching = try #require(sandbox.verify(solidPixmap(width: 4, height: 4), as: strategy, named: "q"))
            #expect(matching.contains(text + ": give the share that must match, from 0 to 1"))
            #expect(sandbox.verify(image, as: strategy, named: "new") != nil)
            #expect(!sandbox.exists(sandbox.reference("precisionsOutsideZeroToOneFail.new")))
        }
    }

    /// Two snapshots whose names end up as one file name fail instead of sharing a reference.
    @Test func namesThatShareAFileFail() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png) != nil)  // recorded as .1
        let numbered = try #require(sandbox.verify(solidPixmap(width: 2, height: 1), as: .png, named: "1"))
        #expect(numbered.hasPrefix("snapshot \"namesThatShareAFileFail.1\" would share its reference "))
        #expect(numbered.contains(
            "(RasterSnapshotTestingTests/AssertSnapshotTests.swift, namesThatShareAFileFail(), unnamed namesThatShareAFileFail.1)"))
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "a/b") != nil)
        let sanitized = try #require(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "a\u{0}b"))
        #expect(sanitized.contains("named: \"a/b\""))
    }

    /// Test files of the same name in two test targets keep their references in one folder:
    /// the second target's snapshot fails, naming the first, instead of comparing with (or
    /// passing against) the other target's reference.
    @Test func sameNamedTestFilesInTwoTargetsFail() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "list",
                               fileID: "ViewsA/ScreenTests.swift", file: "/p/Tests/ViewsA/ScreenTests.swift") != nil)
        #expect(sandbox.exists(sandbox.reference("sameNamedTestFilesInTwoTargetsFail.list", testFile: "ScreenTests")))
        let second = try #require(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "list",
                                                 fileID: "ViewsB/ScreenTests.swift", file: "/p/Tests/ViewsB/ScreenTests.swift"))
        #expect(second.hasPrefix("snapshot \"sameNamedTestFilesInTwoTargetsFail.list\" would share its reference "))
        #expect(second.hasSuffix("with a snapshot of a test file of the same name in another target "
            + "(ViewsA/ScreenTests.swift, sameNamedTestFilesInTwoTargetsFail(), named: \"list\"); rename one of the two test files"))
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 1, height: 1), as: .png)
        _ = sandbox.verify(solidPixmap(width: 2, height: 1), as: .png)
        #expect(sandbox.exists(sandbox.reference("unnamedSnapshotsAreNumberedInOrder.1")))
        #expect(sandbox.exists(sandbox.reference("unnamedSnapshotsAreNumberedInOrder.2")))
    }

    @Test func namesAreSanitizedForFiles() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "dark mode/large")
        #expect(sandbox.exists(sandbox.reference("namesAreSanitizedForFiles.dark-mode-large")))
        _ = sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "日本語")
        _ = sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "中文字")
        #expect(sandbox.exists(sandbox.reference("namesAreSanitizedForFiles.日本語")))
        #expect(sandbox.exists(sandbox.reference("namesAreSanitizedForFiles.中文字")))
    }

    @Test(arguments: [1]) func parameterizedTestsNeedANamedSnapshot(argument: Int) {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png) == """
            snapshot in parameterized test 'parameterizedTestsNeedANamedSnapshot(argument:)' needs a name: \
            pass `named:` so that each argument has its own reference
            """)
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "\(argument)") != nil)
    }

    @Test func aSnapshotThatTakesTooLongTimesOut() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        // Taken on the calling thread (view code in the Swift 6 mode must stay on the main
        // actor), so it fails once it is taken.
        let thread = Thread.current
        let slow = Snapshotting<Pixmap, SnapshotImage>.png.pullback { (pixmap: Pixmap) -> Pixmap in
            #expect(Thread.current == thread)
            Thread.sleep(forTimeInterval: 0.1)
            return pixmap
        }
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: slow, timeout: 0.05) == """
            snapshot "aSnapshotThatTakesTooLongTimesOut.1" timed out: taking it took longer than 0.05 s
            """)
        #expect(sandbox.verify(solidPixmap(width: 1, height: 1), as: .png, named: "quick", timeout: 60) != nil)
    }

    @Test func aSnapshotThatThrowsFailsWithTheError() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let message = sandbox.verify(Color.red.frame(width: 0, height: 0), as: .image)
        #expect(message == "could not take snapshot \"aSnapshotThatThrowsFailsWithTheError.1\": "
                + "the content's size is 0×0 points, so there is nothing to render; give it a frame or a size")
    }

    /// Files that cannot be written are named, with the system's reason.
    @Test func writeFailuresNameThePathAndTheReason() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let file = sandbox.root.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let message = withSnapshotTesting(record: .missing, snapshotDirectory: file.appendingPathComponent("Snapshots").path) {
            verifySnapshot(of: solidPixmap(width: 2, height: 2), as: .png, named: "w")
        }
        #expect(message?.hasPrefix("could not record snapshot \"writeFailuresNameThePathAndTheReason.w\": cannot write ") == true)
        #expect(message?.contains(": \(file.path) is a file, not a folder\n") == true)
    }

    /// A window too large to render fails the assertion, for a hosted view and a fixed
    /// layout, and records nothing (it used to record a 1×1 reference).
    @Test func aWindowTooLargeToRenderFails() throws {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        let host = ViewHost(Text("x"), size: CGSize(width: 1e9, height: 1e9), scale: 1)
        let hosted = try #require(sandbox.verify(host, as: .image(), named: "host"))
        #expect(hosted.hasPrefix("could not take snapshot \"aWindowTooLargeToRenderFails.host\": "))
        let fixed = try #require(sandbox.verify(Text("x"), as: .image(layout: .fixed(width: 1e9, height: 1e9)), named: "fixed"))
        #expect(fixed.hasPrefix("could not take snapshot \"aWindowTooLargeToRenderFails.fixed\": "))
        let nan = ViewHost(Text("x"), size: CGSize(width: CGFloat.nan, height: 10), scale: 1)
        #expect(sandbox.verify(nan, as: .image(), named: "nan") == "could not take snapshot \"aWindowTooLargeToRenderFails.nan\": "
                + "ViewHost size nan×10.0 is invalid: width and height must be positive and finite points")
        #expect(!sandbox.exists(sandbox.reference("aWindowTooLargeToRenderFails.host"))
                && !sandbox.exists(sandbox.reference("aWindowTooLargeToRenderFails.fixed")))
    }

    @Test func assertSnapshotRecordsASwiftTestingIssue() {
        let sandbox = SnapshotSandbox()
        defer { sandbox.remove() }
        withKnownIssue {
            withSnapshotTesting(record: .missing, snapshotDirectory: sandbox.snapshots.path, artifactsDirectory: sandbox.artifacts.path) {
                assertSnapshot(of: solidPixmap(width: 1, height: 1), as: .png)
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("recorded snapshot \"assertSnapshotRecordsASwiftTestingIssue.1\"") == true
        }
    }

    @Test func theRecordModeComesFromRasterRecord() {
        typealias Record = SnapshotTestingConfiguration.Record
        #expect(Record.fromEnvironment([:]) == nil)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "0"]) == nil)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "1"]) == .all)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "all"]) == .all)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "Missing"]) == .missing)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "failed"]) == .failed)
        #expect(Record.fromEnvironment(["RASTER_RECORD": "never"]) == .never)
    }
}
