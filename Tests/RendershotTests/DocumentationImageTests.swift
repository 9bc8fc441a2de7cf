import Foundation
import Testing
import Raster
import RendershotKit
@testable import rendershot

/// The README's pictures are `rendershot render NAME --out docs/images` output: each must
/// show exactly what the scene renders today (re-render them with that command when a
/// change moves pixels).
@Suite struct DocumentationImageTests {
    /// The scene names of the README's `docs/images/NAME.png` pictures.
    static let pictures: [String] = {
        let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var names: [String] = []
        var rest = readme[...]
        while let range = rest.range(of: "docs/images/") {
            let tail = rest[range.upperBound...]
            if let end = tail.range(of: ".png") { names.append(String(tail[..<end.lowerBound])) }
            rest = tail
        }
        return Array(Set(names)).sorted()
    }()

    @Test func theReadmeShowsGalleryPictures() {
        #expect(Self.pictures.count >= 3)
        #expect(Self.pictures.allSatisfy { name in Gallery.scenes.contains { $0.name == name } })
    }

    @Test(arguments: pictures)
    func pictureIsCurrent(name: String) throws {
        let scene = try #require(Gallery.scenes.first { $0.name == name })
        let file = packageRoot.appendingPathComponent("docs/images/\(name).png")
        let committed = try Pixmap(contentsOf: file)
        let diff = ImageDiff(reference: committed, actual: scene.host().render().pixmap)
        #expect(diff.isIdentical, "docs/images/\(name).png is out of date (\(diff.summary)); run 'swift run rendershot render \(name) --out docs/images'")
    }
}

private let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}()
