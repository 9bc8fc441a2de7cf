// FilePathTests.swift · RasterTests/Support · paths taken apart as NSString does, without its one-character traps (FilePath.swift)

import Testing
@testable import Raster

@Suite struct FilePathTests {
    @Test(arguments: [
        ("x", "x", "", "", "x"),
        ("a/b", "b", "a", "", "b"),
        ("a/b/", "b", "a", "", "b"),
        ("/x", "x", "/", "", "x"),
        ("/", "/", "/", "", "/"),
        ("", "", "", "", ""),
        ("dir//file.png", "file.png", "dir", "png", "file"),
        ("/usr/share/fonts/Inter-Regular.otf", "Inter-Regular.otf", "/usr/share/fonts", "otf", "Inter-Regular"),
        ("a.tar.gz", "a.tar.gz", "", "gz", "a.tar"),
        (".hidden", ".hidden", "", "", ".hidden"),
    ])
    func componentsOf(path: String, last: String, folder: String, ext: String, stem: String) {
        #expect(FilePath.lastComponent(path) == last)
        #expect(FilePath.deletingLastComponent(path) == folder)
        #expect(FilePath.pathExtension(path) == ext)
        #expect(FilePath.stem(path) == stem)
    }

    @Test func fileNamesKeepLettersAndDigitsOfEveryScript() {
        #expect(FilePath.fileName(from: "dark mode/large") == "dark-mode-large")
        #expect(FilePath.fileName(from: "Fixed, landscape") == "Fixed--landscape")
        #expect(FilePath.fileName(from: "日本語") == "日本語")
        #expect(FilePath.fileName(from: "中文字") == "中文字")
        #expect(FilePath.fileName(from: "Größe ٣") == "Größe-٣")
        // Decomposed and composed é give the same name.
        #expect(FilePath.fileName(from: "Cafe\u{301}") == "Café")
        #expect(FilePath.fileName(from: "a\u{0}b\\c:d") == "a-b-c-d")
    }

    @Test func longFileNamesAreCutAndEndInAHashOfTheWhole() {
        let long = String(repeating: "Settings ", count: 40)
        let name = FilePath.fileName(from: long)
        #expect(name.utf8.count == 100)
        #expect(name.hasPrefix("Settings-Settings-"))
        #expect(name.dropLast(8).hasSuffix("-"))
        #expect(name.suffix(8).allSatisfy { $0.isHexDigit })
        #expect(FilePath.fileName(from: long) == name)
        #expect(FilePath.fileName(from: long + "x") != name)
        // Multi-byte characters are never split.
        let wide = FilePath.fileName(from: String(repeating: "語", count: 60))
        #expect(wide.utf8.count <= 100 && wide.hasPrefix("語語") && wide.unicodeScalars.count == 30 + 9)
        #expect(FilePath.fileName(from: String(repeating: "a", count: 100)) == String(repeating: "a", count: 100))
    }

    /// A preview's scheme survives the cut: light and dark files of a long name are told
    /// apart by name, not only by hash.
    @Test func aShortLastPartIsKeptAfterTheHash() {
        let long = "Module." + String(repeating: "Long name ", count: 20)
        let light = FilePath.fileName(from: long + ".light"), dark = FilePath.fileName(from: long + ".dark")
        #expect(light.hasSuffix(".light") && dark.hasSuffix(".dark"))
        #expect(light.utf8.count <= 100 && dark.utf8.count <= 100)
        #expect(light.dropLast(".light".count).suffix(9).first == "-")
        #expect(light.dropLast(".light".count).suffix(8).allSatisfy { $0.isHexDigit })
    }
}
