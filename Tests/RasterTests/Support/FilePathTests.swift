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
}
