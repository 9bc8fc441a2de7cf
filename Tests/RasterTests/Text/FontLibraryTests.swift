import Foundation
import Testing
@testable import Raster

@Suite struct FontLibraryTests {
    let library = TextFixtures.library

    func primaryFile(_ font: Font.Resolved) -> String? {
        library.cascade(for: font).primary?.descriptor.fileName
    }

    func font(size: CGFloat = 17, weight: Int = 400, design: Font.Design = .default, italic: Bool = false,
              family: String? = nil) -> Font.Resolved {
        Font.Resolved(size: size, weight: Font.Weight(weightClass: weight), design: design, italic: italic, family: family)
    }

    @Test func searchOrderPutsRasterFontPathFirstThenSystemThenUserFolders() {
        let order = FontLibrary.defaultSearchDirectories(environment: ["RASTER_FONT_PATH": "/a:/b::/a", "HOME": "/home/u"])
        #expect(order == ["/a", "/b", "/usr/share/fonts", "/usr/local/share/fonts",
                          "/home/u/.local/share/fonts", "/home/u/.fonts"])
        #expect(FontLibrary.defaultSearchDirectories(environment: [:]) == ["/usr/share/fonts", "/usr/local/share/fonts"])
    }

    @Test func fontPathEntriesThatAreNeitherFoldersNorFontFilesAreReported() {
        let inter = TextFixtures.interFolder + "/Inter-Regular.otf"
        #expect(FontLibrary.fontPathProblems(environment: ["RASTER_FONT_PATH": "/usr/share:/no/such/folder:/etc/passwd:\(inter)"]) == [
            "RASTER_FONT_PATH names /no/such/folder, which does not exist; give folders that hold font files, or font files (.ttf, .otf, .ttc, .otc), separated by ':'",
            "RASTER_FONT_PATH names /etc/passwd, which is neither a folder nor a font file; give folders that hold font files, or font files (.ttf, .otf, .ttc, .otc), separated by ':'",
        ])
        #expect(FontLibrary.fontPathProblems(environment: [:]).isEmpty)
    }

    @Test func fontFilesAreWalkedInByteOrder() {
        let files = FontLibrary.fontFiles(in: [TextFixtures.interFolder]).map { ($0.path as NSString).lastPathComponent }
        #expect(files.first == "Inter-Black.otf")
        #expect(files == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(files.count == 36)
    }

    /// A font file named in place of a folder is taken alone, at its entry's rank; a file
    /// that is not a font is skipped.
    @Test func aFontFileEntryGivesThatFileAlone() {
        let inter = TextFixtures.interFolder + "/Inter-Bold.otf"
        let files = FontLibrary.fontFiles(in: ["/etc/passwd", inter, TextFixtures.interFolder])
        #expect(files.first.map { [$0.path: $0.rank] } == [inter: 1])
        #expect(files.count == 36)
        #expect(FontLibrary(searchDirectories: [inter]).descriptors.map(\.fileName) == ["Inter-Bold.otf"])
    }

    @Test func systemFontUsesInterTextBelow20PointsAndInterDisplayFrom20() {
        #expect(primaryFile(font(size: 17)) == "Inter-Regular.otf")
        #expect(primaryFile(font(size: 19.99)) == "Inter-Regular.otf")
        #expect(primaryFile(font(size: 20)) == "InterDisplay-Regular.otf")
        #expect(primaryFile(Font.largeTitle.resolved) == "InterDisplay-Regular.otf")
        #expect(primaryFile(Font.headline.resolved) == "Inter-SemiBold.otf")
    }

    @Test func weightsFollowCSSFontMatching() {
        #expect(primaryFile(font(weight: 700)) == "Inter-Bold.otf")
        #expect(primaryFile(font(weight: 350)) == "Inter-Light.otf")      // below 400: lighter first
        #expect(primaryFile(font(weight: 450)) == "Inter-Medium.otf")     // 400…500: up to 500 first
        #expect(primaryFile(font(weight: 550)) == "Inter-SemiBold.otf")   // above 500: heavier first
        #expect(primaryFile(font(weight: 950)) == "Inter-Black.otf")
        #expect(primaryFile(font(weight: 700, family: "NanumGothic")) == "NanumGothicBold.ttf") // 600 is its boldest
    }

    @Test func weightRankOrdersCandidatesAsCSSDoes() {
        let order = { (desired: Int) in
            [100, 200, 300, 400, 500, 600, 700, 800, 900].sorted {
                FontLibrary.weightRank($0, desired: desired) < FontLibrary.weightRank($1, desired: desired)
            }
        }
        #expect(order(400) == [400, 500, 300, 200, 100, 600, 700, 800, 900])
        #expect(order(300) == [300, 200, 100, 400, 500, 600, 700, 800, 900])
        #expect(order(600) == [600, 700, 800, 900, 500, 400, 300, 200, 100])
    }

    @Test func italicAndDesignsPickTheirFaces() {
        #expect(primaryFile(font(italic: true)) == "Inter-Italic.otf")
        #expect(primaryFile(font(weight: 700, italic: true)) == "Inter-BoldItalic.otf")
        #expect(primaryFile(font(design: .serif)) == "DejaVuSerif.ttf")
        #expect(primaryFile(font(design: .monospaced)) == "DejaVuSansMono.ttf")
        #expect(primaryFile(font(design: .rounded)) == "Inter-Regular.otf")
        // Normal width wins over DejaVu Sans Condensed at the same weight.
        #expect(primaryFile(font(family: "DejaVu Sans")) == "DejaVuSans.ttf")
    }

    @Test func customFontsMatchFamilyOrPostScriptNameAndWarnOnceWhenMissing() {
        let log = WarningLog()
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder], warningHandler: { log.append($0) })
        #expect(library.cascade(for: font(family: "inter-bold")).primary?.descriptor.fileName == "Inter-Bold.otf")
        #expect(library.cascade(for: font(family: "Inter Display")).primary?.descriptor.fileName == "InterDisplay-Regular.otf")
        #expect(library.cascade(for: font(family: "Avenir")).primary?.descriptor.fileName == "Inter-Regular.otf")
        _ = library.cascade(for: font(size: 30, family: "Avenir"))
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix("font 'Avenir' is not installed") == true)
    }

    @Test func koreanTextFallsBackToNanumGothicForHangulOnly() {
        let layout = TextLayout("State와 Binding", font: TextFixtures.body, maxWidth: nil, library: library)
        let files = layout.glyphs.map { layout.faces[$0.face].descriptor.fileName }
        #expect(files == Array(repeating: "Inter-Regular.otf", count: 5) + ["NanumGothic.ttf"]
            + Array(repeating: "Inter-Regular.otf", count: 8))
        let bold = TextLayout("와", font: font(weight: 700), maxWidth: nil, library: library)
        #expect(bold.faces.map(\.descriptor.fileName) == ["NanumGothicBold.ttf"])
    }

    @Test func uncoveredCharactersWarnOncePerScriptAndDrawABox() {
        let log = WarningLog()
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder], warningHandler: { log.append($0) })
        let layout = TextLayout("한글", font: TextFixtures.body, maxWidth: nil, library: library)
        _ = TextLayout("가 나", font: TextFixtures.body, maxWidth: nil, library: library)
        // Inter's WHITE SQUARE (U+25A1), glyph 1756 of Inter-Regular.otf.
        let box = TextLayout("\u{25A1}", font: TextFixtures.body, maxWidth: nil, library: library).glyphs.map(\.id)
        #expect(box == [1756])
        #expect(layout.glyphs.map(\.id) == box + box)
        #expect(layout.faces.map(\.descriptor.fileName) == ["Inter-Regular.otf"])
        #expect(layout.size.width > 0)
        #expect(log.all.count == 1)
        let message = log.all.first ?? ""
        #expect(message.hasPrefix("no installed font covers Hangul (first seen: U+D55C)"))
        #expect(message.contains("fonts-nanum") && message.contains("RASTER_FONT_PATH"))
    }

    /// The hint names what can help: U+D7FF is no character (no font has it, so no package
    /// is suggested), and the old-Hangul jamo of U+D7B0 are not in Nanum Gothic (fonts-nanum
    /// is installed here) but in Noto Sans CJK.
    @Test func theCoverageHintNamesWhatCanHelp() {
        let log = WarningLog()
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder, TextFixtures.nanumFolder], warningHandler: { log.append($0) })
        _ = TextLayout("\u{D7FF}", font: TextFixtures.body, maxWidth: nil, library: library)
        _ = TextLayout("\u{D7B0}", font: TextFixtures.body, maxWidth: nil, library: library)
        _ = TextLayout("\u{FFFF}", font: TextFixtures.body, maxWidth: nil, library: library)
        #expect(log.all.count == 3)
        #expect(log.all.first == "U+D7FF is not assigned to any character by Unicode (general category Cn), so no font has a glyph "
                + "for it; drawing a missing-glyph box. Check the text (a wrong escape such as \\u{…}, or text decoded with the wrong encoding)")
        #expect(log.all.dropFirst().first?.hasPrefix("no installed font covers Old Hangul jamo (first seen: U+D7B0); drawing a "
                + "missing-glyph box. Install fonts-noto-cjk (Debian)") == true)
        #expect(log.all.last?.hasPrefix("U+FFFF is a noncharacter, so no font has a glyph for it") == true)
    }

    @Test func choicesDoNotDependOnTheOrderFoldersAreGiven() throws {
        let folders = [TextFixtures.interFolder, TextFixtures.nanumFolder, TextFixtures.dejaVuFolder]
        let forward = FontLibrary(searchDirectories: folders, warningHandler: { _ in })
        let reversed = FontLibrary(searchDirectories: folders.reversed(), warningHandler: { _ in })
        #expect(forward.descriptors.map(\.path) == reversed.descriptors.map(\.path))
        let fonts = [font(), font(weight: 700), font(size: 28, italic: true), font(design: .serif), font(design: .monospaced)]
        let text = "Raster 렌더링 ∮ Ω → ✓ 日本"
        for f in fonts {
            let a = TextLayout(text, font: f, maxWidth: 120, library: forward)
            let b = TextLayout(text, font: f, maxWidth: 120, library: reversed)
            #expect(a.glyphs.map { a.faces[$0.face].descriptor.path } == b.glyphs.map { b.faces[$0.face].descriptor.path })
            #expect(a.glyphs.map(\.id) == b.glyphs.map(\.id))
            #expect(a.glyphs.map(\.position) == b.glyphs.map(\.position))
        }
    }

    /// The documented fonts come first in the system and fallback lists, so other families
    /// installed beside them (SF Pro, Apple SD Gothic Neo, Noto Sans CJK KR) change nothing.
    @Test func documentedFamiliesComeBeforeOtherInstalledOnes() {
        #expect(FontLibrary.fallbackFamilies == ["NanumGothic", "DejaVu Sans", "Apple SD Gothic Neo", "Noto Sans CJK KR"])
        #expect(FontLibrary.systemFamilies[.default] == ["Inter", "DejaVu Sans", "SF Pro", "SF Pro Text"])
        #expect(FontLibrary.systemFamilies[.serif]?.first == "DejaVu Serif")
        #expect(FontLibrary.systemFamilies[.monospaced]?.first == "DejaVu Sans Mono")
    }

    /// Nanum Barun Gothic (also in fonts-nanum) sorts before Nanum Gothic and covers Hangul,
    /// but the documented Nanum Gothic draws Korean whatever else the folders hold.
    @Test func koreanIsDrawnWithNanumGothicBesideOtherKoreanFamilies() {
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder, TextFixtures.nanumFolder], warningHandler: { _ in })
        #expect(library.familyNames.contains("NanumBarunGothic"))
        let layout = TextLayout("렌더링", font: TextFixtures.body, maxWidth: nil, library: library)
        #expect(Set(layout.glyphs.map { layout.faces[$0.face].descriptor.family }) == ["NanumGothic"])
    }

    @Test func withoutFontsLayoutStillMeasuresAndWarnsOnce() throws {
        let log = WarningLog()
        let library = FontLibrary(searchDirectories: ["/nonexistent/fonts"], warningHandler: { log.append($0) })
        let layout = TextLayout("Hi there", font: TextFixtures.body, maxWidth: nil, library: library)
        #expect(layout.glyphs.isEmpty)
        #expect(layout.size == CGSize(width: 17 * 4, height: 17))
        _ = TextLayout("Again", font: TextFixtures.body, maxWidth: nil, library: library)
        #expect(log.all.count == 1)
        #expect(log.all.first?.contains("searched: /nonexistent/fonts") == true)
        let pixmap = try Pixmap(width: 8, height: 8)
        GraphicsContext(pixmap: pixmap).draw(layout, at: .zero, with: .color(.black))
        #expect(pixmap.data.allSatisfy { $0 == 0 })
    }

    @Test func unreadableFilesAreSkippedWithOneWarningAndLinksCountOnce() throws {
        let folder = NSTemporaryDirectory() + "raster-fonts-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.ttf"))
        let inter = TextFixtures.interFolder + "/Inter-Regular.otf"
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.otf", withDestinationPath: inter)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/b.otf", withDestinationPath: inter)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/loop", withDestinationPath: folder)
        let log = WarningLog()
        let library = FontLibrary(searchDirectories: [folder, folder + "/"], warningHandler: { log.append($0) })
        #expect(library.descriptors.map(\.path) == [folder + "/a.otf"])
        #expect(library.cascade(for: TextFixtures.body).primary?.descriptor.family == "Inter")
        _ = library.descriptors
        #expect(log.all == ["cannot read font file \(folder)/Broken.ttf; skipping it"])
    }

    @Test func layingOutFromManyThreadsGivesOneAnswer() {
        let library = FontLibrary(searchDirectories: [TextFixtures.interFolder, TextFixtures.nanumFolder],
                                  warningHandler: { _ in })
        let results = WarningLog()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let layout = TextLayout("Thread \(i % 2): 상태와 바인딩 AVTo", font: TextFixtures.body, maxWidth: 90,
                                    library: library)
            results.append(layout.lines.map(\.text).joined(separator: "|") + " \(layout.size)")
        }
        #expect(Set(results.all).count == 2)
    }

    @Test func fingerprintListsFamilyFileAndVersion() {
        let layout = TextLayout("State와", font: TextFixtures.body, maxWidth: nil, library: library)
        let prints = library.fingerprint(for: layout)
        #expect(prints.map(\.fileName) == ["Inter-Regular.otf", "NanumGothic.ttf"])
        #expect(prints.map(\.family) == ["Inter", "NanumGothic"])
        #expect(prints.allSatisfy { $0.version.hasPrefix("Version") })
        #expect(prints[0].description == "Inter Regular (Inter-Regular.otf, \(prints[0].version))")
        #expect(Set(library.fingerprintOfFontsUsed()).isSuperset(of: prints))
    }
}
