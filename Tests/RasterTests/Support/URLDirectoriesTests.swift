// URLDirectoriesTests.swift · RasterTests/Support · Foundation's iOS 16 URL directory properties on Linux (URL+Directories.swift)

import Foundation
import Testing
@testable import Raster

@Suite struct URLDirectoriesTests {
    static let cases: [(URL, FileManager.SearchPathDirectory)] = [
        (.documentsDirectory, .documentDirectory), (.cachesDirectory, .cachesDirectory),
        (.applicationSupportDirectory, .applicationSupportDirectory), (.downloadsDirectory, .downloadsDirectory),
        (.desktopDirectory, .desktopDirectory), (.moviesDirectory, .moviesDirectory),
        (.musicDirectory, .musicDirectory), (.picturesDirectory, .picturesDirectory),
        (.sharedPublicDirectory, .sharedPublicDirectory), (.trashDirectory, .trashDirectory),
    ]

    @Test(arguments: 0..<cases.count)
    func eachPropertyIsFileManagersUserDirectoryAsADirectoryURL(_ index: Int) throws {
        let (url, directory) = Self.cases[index]
        let expected = try #require(FileManager.default.urls(for: directory, in: .userDomainMask).first)
        #expect(url.isFileURL)
        #expect(url.hasDirectoryPath)
        #expect(url.standardizedFileURL.path == expected.standardizedFileURL.path)
    }

    @Test func documentsIsTheDocumentsFolderOfTheHomeDirectory() {
        // Linux's FileManager names the XDG folder; the common setup has no user-dirs override.
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.documentsDirectory.path.hasPrefix(URL.homeDirectory.path))
        let file = URL.documentsDirectory.appending(path: "scores.json")
        #expect(file.lastPathComponent == "scores.json")
        #expect(file.deletingLastPathComponent().standardizedFileURL.path == URL.documentsDirectory.standardizedFileURL.path)
    }
}
