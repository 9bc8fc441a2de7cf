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
        #expect(output.lines.count == 14)
        #expect(output.lines.first == "RasterExamples.Counter                   sizeThatFits                                   \"Counter\" RasterExamples/CounterBadge.swift:43:1")
        #expect(output.lines[1] == "RasterExamples.Onboarding--dark          device iPhone 15 393x852 @3x, dark             \"Onboarding, dark\" RasterExamples/OnboardingPage.swift:73:1")
        #expect(output.lines[12] == "RasterExamples.Settings-on-an-iPhone-SE  device iPhone SE (3rd generation) 375x667 @2x  \"Settings on an iPhone SE\" SettingsPanel_Previews.previews[0]")
        #expect(output.lines.last == "RasterExamples.WeeklyChart_Previews      fixed 360x260                                  \"WeeklyChart_Previews\" WeeklyChart_Previews.previews[0]")
    }

    @Test func rendersEveryPreviewInItsLayout() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["previews", "--module", "RasterExamples", "--scale", "1", "--color-scheme", "dark",
                                           "--jobs", "2", "--out", folder.path])
        #expect(status == 0)
        #expect(output.lines.count == 14)
        #expect(output.lines[0] == "wrote \(folder.path)/RasterExamples.Counter.png (297×96 px)")
        #expect(output.lines[5] == "wrote \(folder.path)/RasterExamples.Settings--landscape.png (852×393 px)")
        #expect(files(in: folder).count == 14)
        let chart = RasterImage(pixmap: try Pixmap(contentsOf: folder.appendingPathComponent("RasterExamples.WeeklyChart_Previews.png")), scale: 1)
        #expect(chart.width == 360 && chart.height == 260)
        #expect(chart[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func anUnknownModuleRendersNothingAndSaysWhichModulesHavePreviews() {
        let (status, output) = rendershot(["previews", "list", "--module", "Nope"])
        #expect(status == 0)
        #expect(output.lines.isEmpty)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("rendershot: note: no previews found in module 'Nope' (modules with previews: ") == true)
        #expect(output.errors.first?.contains("RasterExamples") == true)
    }

    @Test func badArgumentsAreUsageErrors() {
        let (status, output) = rendershot(["previews", "lst"])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: unexpected argument 'lst' for 'previews': it takes no argument, or 'list' to print the previews"])
    }
}
