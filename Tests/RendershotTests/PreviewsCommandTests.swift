import Foundation
import Testing
import Raster
@testable import RendershotKit

/// `rendershot previews` over the previews linked into this test process (RasterExamples',
/// through the rendershot executable target).
@Suite struct PreviewsCommandTests {
    @Test func listsThePreviewsOfAModule() {
        let (status, output) = rendershot(["previews", "list", "--module", "RasterExamples"])
        #expect(status == 0)
        #expect(output.errors == [])
        #expect(output.lines.count == 34)
        #expect(output.lines[4] == "RasterExamples.Counter                   sizeThatFits                                   \"Counter\" RasterExamples/CounterBadge.swift:43:1")
        #expect(output.lines[8] == "RasterExamples.Onboarding--dark          device iPhone 15 393x852 @3x, dark             \"Onboarding, dark\" RasterExamples/OnboardingPage.swift:73:1")
        #expect(output.lines[32] == "RasterExamples.Settings-on-an-iPhone-SE  device iPhone SE (3rd generation) 375x667 @2x  \"Settings on an iPhone SE\" SettingsPanel_Previews.previews[0]")
        #expect(output.lines.last == "RasterExamples.WeeklyChart_Previews      fixed 360x260                                  \"WeeklyChart_Previews\" WeeklyChart_Previews.previews[0]")
    }

    @Test func rendersEveryPreviewInItsLayout() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RasterExamples", "--scale", "1", "--color-scheme", "dark",
                                           "--jobs", "2", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines.count == 34)
        #expect(output.lines[4] == "wrote \(folder.path)/RasterExamples.Counter.png (297×96 px)")
        #expect(output.lines[20] == "wrote \(folder.path)/RasterExamples.Settings--landscape.png (852×393 px)")
        #expect(files(in: folder).count == 34)
        let chart = RasterImage(pixmap: try Pixmap(contentsOf: folder.appendingPathComponent("RasterExamples.WeeklyChart_Previews.png")), scale: 1)
        #expect(chart.width == 360 && chart.height == 260)
        #expect(chart[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// `--dynamic-type` sets the size on each preview: the counter's text grows to 40-pt body.
    @Test func previewsRenderAtTheGivenDynamicTypeSize() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RasterExamples", "--scale", "1", "--dynamic-type", "accessibility3",
                                           "--jobs", "2", "--out", folder.path])
        #expect(status == 0)
        // 297×96 px at the default size (rendersEveryPreviewInItsLayout).
        #expect(output.lines[4] == "wrote \(folder.path)/RasterExamples.Counter.png (383×138 px)")
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
                                 "wrote \(folder.path)/RendershotTests.Fine.png (4×3 px)"])
        #expect(files(in: folder) == ["\(long.referenceName).png", "RendershotTests.Fine.png"].sorted())
        #expect(output.errors == [
            "rendershot: error: could not render 'RendershotTests.Too-wide': its view's ideal size, 100000×10 points at scale 1, "
                + "is more than a canvas can hold (each side at most 32768 px, 268435456 px in all); use a fixed layout "
                + "(traits: .fixedLayout(width:height:) or previewLayout(.fixed(width:height:))) or give the view a smaller frame",
            "rendershot: error: could not render 'RendershotTests.No-window': its layout, previewLayout(.fixed(width: -1, height: nan)), "
                + "is not a window: width and height must be positive, finite points; give a positive size "
                + "(RendershotTests/PreviewFailureFixtures.swift:10:1)",
            "rendershot: error: 2 of 4 previews could not be rendered (RendershotTests.Too-wide, RendershotTests.No-window); "
                + "the others were written; see the errors above",
        ])
    }

    @Test func listWarnsAboutLayoutsThatCannotBeRendered() {
        let (status, output) = rendershot(["previews", "list", "--module", "RendershotTests"])
        #expect(status == 0)
        #expect(output.lines.count == 4)
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
            #expect(output.errors == ["rendershot: error: 'previews list' does not take '\(option[0])': it only prints the previews, and takes '--module' alone"])
        }
        #expect(rendershot(["previews", "--out", "zz", "list", "--module", "RendershotTests"]).status == 2)
    }

    @Test func badArgumentsAreUsageErrors() {
        let (status, output) = rendershot(["previews", "lst"])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: unexpected argument 'lst' for 'previews': it takes no argument, or 'list' to print the previews"])
    }
}
