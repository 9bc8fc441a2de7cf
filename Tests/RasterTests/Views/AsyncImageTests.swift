import Foundation
import Testing
@testable import Raster

/// A 4×2 PNG of one colour, as data.
private func pngData(_ color: PremultipliedRGBA8, width: Int = 4, height: Int = 2) throws -> Data {
    let pixmap = try Pixmap(width: width, height: height)
    for y in 0..<height { for x in 0..<width { pixmap[x, y] = color } }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-async-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try pixmap.write(to: url)
    return try Data(contentsOf: url)
}

/// An AsyncImage drawing each phase distinctly: blue while empty, red on failure, the image on
/// success; it records the phases it was given.
private final class PhaseLog: @unchecked Sendable { var phases: [String] = [] }

private func phaseView(_ url: URL?, scale: CGFloat = 1, log: PhaseLog) -> some View {
    AsyncImage(url: url, scale: scale, transaction: Transaction(animation: .default)) { phase in
        switch phase {
        case .empty:
            let _ = log.phases.append("empty")
            Color(red: 0, green: 0, blue: 1)
        case .success(let image):
            let _ = log.phases.append("success")
            image
        case .failure(let error):
            let _ = log.phases.append("failure: \(type(of: error))")
            Color(red: 1, green: 0, blue: 0)
        }
    }
}

@Suite struct AsyncImageTests {
    @Test func fileURLsLoadWhenRendered() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-async-\(UUID().uuidString).png")
        try pngData(PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let log = PhaseLog()
        // 4×2 pixels at scale 2: 2×1 points, 4×2 pixels at render scale 2.
        let image = try renderView(phaseView(url, scale: 2, log: log), scale: 2)
        #expect(log.phases.allSatisfy { $0 == "success" } && !log.phases.isEmpty)
        #expect(image.width == 4 && image.height == 2 && image[3, 1] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func anInstalledLoaderAnswersForOtherURLs() throws {
        let data = try pngData(PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255))
        let loader = AsyncImageLoader { url in url.host == "example.com" ? data : nil }
        let log = PhaseLog()
        let view = phaseView(URL(string: "https://example.com/avatar.png"), log: log).environment(\.asyncImageLoader, loader)
        let image = try renderView(view)
        #expect(log.phases.last == "success")
        #expect(image.width == 4 && image[0, 0] == RGBA8(r: 255, g: 0, b: 255, a: 255))
    }

    @Test func aDirectoryLoaderServesFilesByPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("people"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try pngData(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255), width: 3, height: 3).write(to: folder.appendingPathComponent("people/ada.png"))
        let loader = AsyncImageLoader.directory(folder)
        #expect(try loader.load(URL(string: "https://cdn.example.com/people/ada.png")!)?.count ?? 0 > 0)
        #expect(try loader.load(URL(string: "https://cdn.example.com/people/bob.png")!) == nil)
    }

    @Test func theDefaultPlaceholderFillsTheFrameWithOneWarning() throws {
        var image: RasterImage?
        let warnings = try capturingWarnings {
            image = try renderView(VStack(spacing: 0) {
                AsyncImage(url: URL(string: "https://example.com/raster-test.png")).frame(width: 10, height: 4)
                AsyncImage(url: URL(string: "https://example.com/raster-test.png")).frame(width: 10, height: 4)
            }.background(Color.white))
        }
        #expect(warnings == ["AsyncImage(url: https://example.com/raster-test.png): Raster never uses the network while rendering, "
                             + "so the placeholder is shown; install a loader with .environment(\\.asyncImageLoader, "
                             + "AsyncImageLoader { url in … }) or use a file URL"])
        // The secondary system fill, (120, 120, 128) at 16% (41/255), over white:
        // 255 − 41/255 × (255 − 120) = 233.3, 255 − 41/255 × (255 − 128) = 234.6.
        #expect(image?[5, 6] == RGBA8(r: 233, g: 233, b: 235, a: 255))
        #expect(image?.height == 8)
    }

    @Test func contentAndPlaceholderForms() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-async-\(UUID().uuidString).png")
        try pngData(PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = try renderView(AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color(red: 0, green: 0, blue: 1)
        }.frame(width: 8, height: 8))
        #expect(loaded[7, 7] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let waiting = try renderView(AsyncImage(url: nil) { image in
            image.resizable()
        } placeholder: {
            Color(red: 0, green: 0, blue: 1)
        }.frame(width: 8, height: 8))
        #expect(waiting[7, 7] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func unreadableFilesAndFailingLoadersFail() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("raster-async-\(UUID().uuidString).png")
        try Data("not a png".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        struct Offline: Error {}
        let log = PhaseLog()
        var image: RasterImage?
        let warnings = try capturingWarnings {
            image = try renderView(HStack(spacing: 0) {
                phaseView(url, log: log).frame(width: 2, height: 2)
                phaseView(URL(string: "https://example.com/x.png"), log: log).frame(width: 2, height: 2)
                    .environment(\.asyncImageLoader, AsyncImageLoader { _ in throw Offline() })
                phaseView(URL(string: "https://example.com/y.png"), log: log).frame(width: 2, height: 2)
                    .environment(\.asyncImageLoader, AsyncImageLoader { _ in nil })
            })
        }
        #expect(Set(log.phases) == ["failure: PNGError", "failure: Offline", "empty"])
        #expect(warnings.contains { $0.hasPrefix("AsyncImage(url: \(url.path)) failed to load: ") })
        #expect(warnings.contains("AsyncImage(url: https://example.com/y.png): the installed AsyncImageLoader has no image for this URL, "
                                  + "so the placeholder is shown"))
        #expect(image?[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image?[5, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
