import Foundation
import Testing
import Raster
@testable import RendershotKit

/// `--locale`: the locale scenes and previews are rendered in, and its checked identifiers.
@Suite struct LocaleOptionTests {
    /// Red in French (France), blue in any other locale.
    struct LocaleProbe: View {
        @Environment(\.locale) private var locale

        var body: some View { locale.identifier == "fr_FR" ? Color.red : Color.blue }
    }

    @Test func localeSetsTheScenesEnvironmentLocale() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let scenes = [RendershotScene("probe", size: CGSize(width: 10, height: 10), scale: 1) { LocaleProbe() }]
        let (frenchStatus, french) = rendershot(["render", "probe", "--locale", "fr_FR", "--out", out], scenes: scenes)
        #expect(frenchStatus == 0)
        #expect(french.lines == ["wrote \(out)/probe.png (10×10 px)"])
        let red = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/probe.png")))
        #expect(red[5, 5] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(rendershot(["render", "probe", "--out", out], scenes: scenes).status == 0)
        let blue = try Pixmap(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/probe.png")))
        #expect(blue[5, 5] == PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255))
    }

    @Test(arguments: ["fr_FR", "ko_KR", "pt-BR", "zh-Hant_TW", "de", "ar_EG"])
    func validIdentifiersAreTaken(identifier: String) throws {
        let invocation = try Invocation.parse(["render", "x", "--locale", identifier])
        #expect(invocation.locale == Locale(identifier: identifier))
    }

    @Test(arguments: ["xx_QQ", "klingon", "fr_QQ", "fr_FR_extra", "", "f", "fr__FR"])
    func invalidIdentifiersAreOneLineAndStatus2(identifier: String) {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = rendershot(["render", "bar-1", "--locale=\(identifier)", "--out", folder.appendingPathComponent("out").path])
        #expect(status == 2)
        #expect(output.errors == ["rendershot: error: invalid value '\(identifier)' for '--locale': expected a locale identifier: "
                                  + "an ISO 639 language code, optionally a script and an ISO 3166 region, e.g. fr_FR, ko_KR, pt-BR, zh-Hant_TW"])
        #expect(files(in: folder).isEmpty)
    }
}
