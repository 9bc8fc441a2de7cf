import Foundation
import Testing
import Raster
@testable import RendershotKit
import RasterSnapshotReport

/// `rendershot previews` over the previews linked into this test process (RasterExamples',
/// through the rendershot executable target).
@Suite struct PreviewsCommandTests {
    @Test func listsThePreviewsOfAModule() {
        let (status, output) = rendershot(["previews", "list", "--module", "RasterExamples"])
        #expect(status == 0)
        #expect(output.errors == [])
        #expect(output.lines.count == 56)
        #expect(output.lines[8] == "RasterExamples.Counter                   sizeThatFits                                   \"Counter\" RasterExamples/CounterBadge.swift:43:1")
        #expect(output.lines[14] == "RasterExamples.Onboarding--dark          device iPhone 15 393x852 @3x, dark             \"Onboarding, dark\" RasterExamples/OnboardingPage.swift:121:1")
        #expect(output.lines[54] == "RasterExamples.Settings-on-an-iPhone-SE  device iPhone SE (3rd generation) 375x667 @2x  \"Settings on an iPhone SE\" SettingsPanel_Previews.previews[0]")
        #expect(output.lines.last == "RasterExamples.WeeklyChart_Previews      fixed 360x260                                  \"WeeklyChart_Previews\" WeeklyChart_Previews.previews[0]")
    }

    @Test func rendersEveryPreviewInItsLayout() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RasterExamples", "--scale", "1", "--color-scheme", "dark",
                                           "--jobs", "2", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines.count == 56)
        #expect(output.lines[8] == "wrote \(folder.path)/RasterExamples.Counter.png (297×96 px)")
        #expect(output.lines[34] == "wrote \(folder.path)/RasterExamples.Settings--landscape.png (852×393 px)")
        #expect(files(in: folder).count == 56)
        let chart = RasterImage(pixmap: try Pixmap(contentsOf: folder.appendingPathComponent("RasterExamples.WeeklyChart_Previews.png")), scale: 1)
        #expect(chart.width == 360 && chart.height == 260)
        #expect(chart[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// `--verify --against`: a preview is recorded, then passes, then fails with its files in
    /// the output folder, is re-recorded with RASTER_RECORD=failed and passes again, leaving no
    /// artifacts; on CI a missing reference is not written.
    @Test func verifyComparesEachPreviewWithItsReference() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs").path, out = folder.appendingPathComponent("out").path
        let reference = references + "/RasterExamples.Counter.png"
        // Shard 9 of 48 is the ninth preview alone: RasterExamples.Counter.
        let arguments = ["previews", "--module", "RasterExamples", "--shard", "9/48", "--verify", "--against", references, "--out", out]
        try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
        var run = rendershot(arguments, environment: [:])
        #expect(run.status == 1)
        #expect(run.output.lines == ["recorded \(reference): it had no reference; check it and run again"])
        #expect(run.output.errors == ["rendershot: error: 1 of 1 previews did not pass (recorded: RasterExamples.Counter); "
                                      + "see the report \(out)/index.html"])
        run = rendershot(arguments, environment: [:])
        #expect(run.status == 0)
        #expect(run.output.lines == ["passed RasterExamples.Counter"])
        try Pixmap(width: 2, height: 2).write(to: URL(fileURLWithPath: reference))
        run = rendershot(arguments, environment: [:])
        #expect(run.status == 1)
        #expect(run.output.lines == ["failed RasterExamples.Counter: sizes differ: reference 2×2, actual 297×96"])
        #expect(files(in: URL(fileURLWithPath: out)) == ["RasterExamples.Counter-diff.png", "RasterExamples.Counter-reference.png",
                                                         "RasterExamples.Counter.png", "index.html", "report"])
        run = rendershot(arguments, environment: ["RASTER_RECORD": "failed"])
        #expect(run.status == 1)
        #expect(run.output.lines == ["re-recorded \(reference) (record mode failed): sizes differ: reference 2×2, actual 297×96"])
        run = rendershot(arguments, environment: ["CI": "true"])
        #expect(run.status == 0)
        #expect(files(in: URL(fileURLWithPath: out)) == ["index.html", "report"])
        let records = try SnapshotLedger(root: URL(fileURLWithPath: out)).records()
        #expect(records.map(\.status) == [.passed])
        #expect(records.first?.rerecord == "RASTER_RECORD=failed rendershot previews --verify --against \(references) "
                + "--module RasterExamples --out \(out)")
        // A damaged reference: the failure names the file, the decoder's reason and the fix.
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: reference))
        run = rendershot(arguments, environment: [:])
        #expect(run.status == 1)
        #expect(run.output.lines == ["failed RasterExamples.Counter: \(reference): not a PNG file (the PNG signature is missing); "
                                     + "if the reference is damaged, re-record it: RASTER_RECORD=failed rendershot previews --verify "
                                     + "--against \(references) --module RasterExamples --out \(out)"])
        let empty = folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let missing = rendershot(arguments.map { $0 == references ? empty : $0 }, environment: ["CI": "true"])
        #expect(missing.status == 1)
        #expect(missing.output.lines == ["missing RasterExamples.Counter: no reference \(empty)/RasterExamples.Counter.png, "
                                         + "and recording is off (record mode never, from the default while the CI variable is set); "
                                         + "wrote \(out)/RasterExamples.Counter.png"])
        #expect(files(in: URL(fileURLWithPath: empty)).isEmpty)
    }

    /// A reference folder that does not exist is an error naming it and the command that
    /// records there (usually a mistyped path, not a first run): nothing is recorded, not
    /// even on CI; asked to record (RASTER_RECORD), the folder is created and recorded into.
    @Test func verifyAgainstAMissingFolderFailsNamingIt() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs").path, out = folder.appendingPathComponent("out").path
        let arguments = ["previews", "--module", "RasterExamples", "--shard", "9/48", "--verify", "--against", references, "--out", out]
        let record = "RASTER_RECORD=missing rendershot previews --verify --against \(references) --module RasterExamples --out \(out)"
        let message: String = "rendershot: error: the folder of '--against', '\(references)', does not exist, so there are no "
            + "references to verify against; check the path, or record the references there with '\(record)' (the folder is created)"
        let environments: [[String: String]] = [[:], ["CI": "true"], ["RASTER_RECORD": "never"], ["RASTER_RECORD": "sometimes"]]
        for environment in environments {
            let run = rendershot(arguments, environment: environment)
            #expect(run.status == 2)
            #expect(run.output.errors.last == message)
            #expect(run.output.lines.isEmpty)
            #expect(files(in: folder).isEmpty)
        }
        let recorded = rendershot(arguments, environment: ["RASTER_RECORD": "missing"])
        #expect(recorded.status == 1)
        #expect(recorded.output.lines == ["recorded \(references)/RasterExamples.Counter.png: it had no reference; check it and run again"])
        #expect(rendershot(arguments, environment: [:]).status == 0)
    }

    @Test func verifyNeedsItsReferenceFolder() {
        var run = rendershot(["previews", "--verify"])
        #expect(run.status == 2)
        #expect(run.output.errors == ["rendershot: error: option '--against' needs a value: the folder of the previews' reference PNGs, "
                                      + "which '--verify' compares them with, e.g. '--verify --against Snapshots/previews'"])
        run = rendershot(["previews", "--against", "refs"])
        #expect(run.status == 2)
        #expect(run.output.errors == ["rendershot: error: 'previews' does not take '--against': it names the references of '--verify'; give '--verify' too"])
    }

    @Test func listAsJSON() throws {
        let (status, output) = rendershot(["previews", "list", "--module", "RasterExamples", "--json"])
        #expect(status == 0)
        let previews = try #require(try JSONSerialization.jsonObject(with: Data(output.lines.joined(separator: "\n").utf8)) as? [[String: String]])
        #expect(previews.count == 56)
        #expect(previews[8] == ["referenceName": "RasterExamples.Counter", "layout": "sizeThatFits", "name": "Counter",
                                "location": "RasterExamples/CounterBadge.swift:43:1"])
    }

    /// `--dynamic-type` sets the size on each preview: the counter's text grows to 40-pt body.
    @Test func previewsRenderAtTheGivenDynamicTypeSize() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RasterExamples", "--scale", "1", "--dynamic-type", "accessibility3",
                                           "--jobs", "2", "--out", folder.path])
        #expect(status == 0)
        // 297×96 px at the default size (rendersEveryPreviewInItsLayout).
        #expect(output.lines[8] == "wrote \(folder.path)/RasterExamples.Counter.png (383×138 px)")
    }

    @Test func anUnknownModuleIsAUsageErrorNamingTheModulesWithPreviews() {
        for arguments in [["previews", "list", "--module", "Nope"], ["previews", "--module", "Nope"]] {
            let (status, output) = rendershot(arguments)
            #expect(status == 2)
            #expect(output.lines.isEmpty)
            #expect(output.errors.count == 1)
            #expect(output.errors.first?.hasPrefix("rendershot: error: no module named 'Nope' has previews (modules with previews: ") == true)
            #expect(output.errors.first?.contains("RasterExamples, ") == true)
            #expect(output.errors.first?.hasSuffix("); give one of those, or no --module for all") == true)
        }
    }

    /// PreviewFailureFixtures.swift: the previews that fail are reported, the others written.
    @Test func aPreviewThatFailsIsReportedAndTheOthersAreRendered() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RendershotTests", "--out", folder.path])
        #expect(status == 1)
        let long = try #require(PreviewDiscovery.previews(inModule: "RendershotTests").first { $0.name.hasPrefix("Settings, with") })
        #expect(long.referenceName.utf8.count == "RendershotTests.".utf8.count + 100)
        #expect(long.referenceName.hasPrefix("RendershotTests.Settings--with-a-name-far-longer-than-"))
        #expect(output.lines == ["wrote \(folder.path)/\(long.referenceName).png (4×3 px)",
                                 "wrote \(folder.path)/RendershotTests.Fine.png (4×3 px)",
                                 "wrote \(folder.path)/RendershotTests.Probe.png (4×3 px)"])
        #expect(files(in: folder) == ["\(long.referenceName).png", "RendershotTests.Fine.png", "RendershotTests.Probe.png"].sorted())
        #expect(output.errors == [
            "rendershot: error: could not render 'RendershotTests.Too-wide': its view's ideal size, 100000×10 points at scale 1, "
                + "is more than a canvas can hold (each side at most 32768 px, 268435456 px in all); use a fixed layout "
                + "(traits: .fixedLayout(width:height:) or previewLayout(.fixed(width:height:))) or give the view a smaller frame",
            "rendershot: error: could not render 'RendershotTests.No-window': its layout, previewLayout(.fixed(width: -1, height: nan)), "
                + "is not a window: width and height must be positive, finite points; give a positive size "
                + "(RendershotTests/PreviewFailureFixtures.swift:10:1)",
            "rendershot: error: 2 of 5 previews could not be rendered (RendershotTests.Too-wide, RendershotTests.No-window); "
                + "the others were written; see the errors above",
        ])
    }

    @Test func listWarnsAboutLayoutsThatCannotBeRendered() {
        let (status, output) = rendershot(["previews", "list", "--module", "RendershotTests"])
        #expect(status == 0)
        #expect(output.lines.count == 5)
        #expect(output.errors == [
            "rendershot: warning: 'RendershotTests.No-window' (RendershotTests/PreviewFailureFixtures.swift:10:1) cannot be rendered: "
                + "its layout, previewLayout(.fixed(width: -1, height: nan)), is not a window: width and height must be positive, "
                + "finite points; give a positive size",
        ])
    }

    @Test func listRefusesTheOptionsOfRendering() {
        for option in [["--out", "zz"], ["--scale", "2"], ["--color-scheme", "dark"], ["--dynamic-type", "xSmall"], ["--jobs", "2"],
                       ["--safe-area"]] {
            let (status, output) = rendershot(["previews", "list"] + option)
            #expect(status == 2)
            #expect(output.errors == ["rendershot: error: 'previews list' does not take '\(option[0])': it only prints the previews, and takes '--module', '--shard' and '--json' alone"])
        }
        #expect(rendershot(["previews", "--out", "zz", "list", "--module", "RendershotTests"]).status == 2)
    }

    /// Bad arguments are reported before any preview is made, since making one runs its view
    /// code: an --out that is a file, an --against that is a file or does not exist stop the
    /// run (exit 2, nothing written) before the probe preview's body (PreviewProbeFixture.swift)
    /// runs; with good arguments it runs.
    @Test func badArgumentsAreReportedBeforeAnyPreviewBodyRuns() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.png").path, out = folder.appendingPathComponent("out").path
        let missing = folder.appendingPathComponent("refs").path
        try Data([1]).write(to: URL(fileURLWithPath: file))
        let runs = PreviewBodyRuns()
        let record = "RASTER_RECORD=missing rendershot previews --verify --against \(missing) --module RendershotTests --out \(out)"
        let bad: [(arguments: [String], error: String)] = [
            (["--out", file], "rendershot: error: '--out' needs a directory, but '\(file)' is a file; give a directory path"),
            (["--verify", "--against", file, "--out", out],
             "rendershot: error: '--against' needs a directory, but '\(file)' is a file; give a directory path"),
            (["--verify", "--against", missing, "--out", out],
             "rendershot: error: the folder of '--against', '\(missing)', does not exist, so there are no references to verify "
                + "against; check the path, or record the references there with '\(record)' (the folder is created)"),
        ]
        for (arguments, error) in bad {
            let run = PreviewBodyRuns.$current.withValue(runs) {
                rendershot(["previews", "--module", "RendershotTests"] + arguments, environment: [:])
            }
            #expect(run.status == 2)
            #expect(run.output.errors == [error])
            #expect(run.output.lines.isEmpty)
        }
        #expect(runs.count == 0)
        #expect(files(in: folder) == ["file.png"])
        let good = PreviewBodyRuns.$current.withValue(runs) {
            rendershot(["previews", "--module", "RendershotTests", "--out", out], environment: [:])
        }
        #expect(good.output.lines.last == "wrote \(out)/RendershotTests.Probe.png (4×3 px)")
        #expect(runs.count > 0)
    }

    @Test func badArgumentsAreUsageErrors() {
        let (status, output) = rendershot(["previews", "lst"])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: unexpected argument 'lst' for 'previews': it takes no argument, or 'list' to print the previews"])
    }
}
