// PixmapPNGTests.swift · RasterTests/Output · checks Output/Pixmap+PNG.swift, AtomicFile.swift
// and PNGInfo.swift

import Foundation
import Testing
@testable @_spi(RasterOutput) import Raster

@Suite struct PixmapPNGFileTests {
    static let pixmap = makePixmap(width: 5, height: 3) { x, y in [UInt8(x * 50), UInt8(y * 100), 7, 255] }

    @Test func writeThenReadLeavesOnlyTheTarget() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try Self.pixmap.write(to: url, scale: 2, textMetadata: ["font": "Inter"])
        #expect(directoryListing(directory) == ["frame.png"])
        #expect(try Pixmap(contentsOf: url).data == Self.pixmap.data)
        #expect(try Data(contentsOf: url) == (try Self.pixmap.pngData(scale: 2, textMetadata: ["font": "Inter"])))
    }

    /// Files that cannot be read say why (Foundation said only "NSCocoaErrorDomain error 256").
    @Test func unreadableFilesSayWhy() {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("absent.png")
        for (url, reason) in [(directory, "it is a directory, not a file"), (missing, "there is no such file")] {
            #expect {
                try Pixmap(contentsOf: url)
            } throws: { error in
                (error as? PNGError)?.description == "\(url.path): cannot read the file: \(reason)"
            }
        }
    }

    @Test func missingDirectoryThrowsAndCreatesNothing() {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("absent/frame.png")
        #expect {
            try Self.pixmap.write(to: url)
        } throws: { error in
            (error as? PNGError)?.description
                == "\(url.path): cannot create a temporary file in \(directory.path)/absent: No such file or directory"
        }
        #expect(directoryListing(directory).isEmpty)
    }

    /// The rename fails after all bytes are written: the temporary file must go.
    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: target.appendingPathComponent("child"), withIntermediateDirectories: false)
        #expect {
            try Self.pixmap.write(to: target)
        } throws: { error in
            guard let error = error as? PNGError, case .fileSystem(let detail) = error.problem else { return false }
            return error.source == target.path && detail.hasPrefix("cannot move the temporary file into place: ")
        }
        #expect(directoryListing(directory) == ["taken.png"])
    }

    @Test func failedEncodeLeavesThePreviousFileUntouched() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try Self.pixmap.write(to: url)
        let before = try Data(contentsOf: url)
        #expect(throws: PNGError.self) { try Self.pixmap.write(to: url, compressionLevel: 11) }
        #expect(try Data(contentsOf: url) == before)
        #expect(directoryListing(directory) == ["frame.png"])
    }

    /// A pipe (as a device such as /dev/null or /dev/full) is refused: renaming the finished
    /// file over it replaced the device with a regular file (found by a new user writing
    /// `--out /dev/full`).
    @Test func aTargetThatIsNotARegularFileIsRefusedAndKept() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("pipe.png")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        #expect(throws: PNGError(source: pipe.path, problem: .fileSystem(
            "it is not a regular file (a device, pipe or socket), which writing would replace; give the path of a file"))) {
            try Self.pixmap.write(to: pipe)
        }
        var status = stat()
        #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(directoryListing(directory) == ["pipe.png"])
    }

    @Test func abandonedAtomicFileIsRemoved() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var file: AtomicFile? = try AtomicFile(url: directory.appendingPathComponent("x.png"))
        try file?.write([1, 2, 3])
        #expect(directoryListing(directory).count == 1)
        file = nil
        #expect(directoryListing(directory).isEmpty)
    }
}

@Suite struct PNGInfoTests {
    @Test func readsHeaderScaleAndText() throws {
        let data = try PixmapPNGFileTests.pixmap.pngData(scale: 2, textMetadata: ["font.body": "Inter 17", "a": "b"])
        let info = try PNGInfo(pngData: data)
        #expect(info.width == 5 && info.height == 3 && info.bitDepth == 8 && info.colorType == .rgb)
        #expect(!info.isInterlaced && info.scale == 2 && info.frameCount == 1)
        #expect(info.text == ["font.body": "Inter 17", "a": "b"])
    }

    @Test(arguments: [1, 1.5, 2, 3, 0.25, 7.77] as [CGFloat])
    func scaleSurvivesPHYs(scale: CGFloat) throws {
        #expect(try PNGInfo(pngData: try PixmapPNGFileTests.pixmap.pngData(scale: scale)).scale == scale)
    }

    @Test func readsForeignHeaders() throws {
        let palette = try PNGInfo(pngData: Data(base64Encoded: PNGFixtures.palette4)!)
        #expect(palette.colorType == .palette && palette.bitDepth == 4 && palette.scale == nil && palette.text.isEmpty)
        let interlaced = try PNGInfo(pngData: Data(base64Encoded: PNGFixtures.rgba8Interlaced)!)
        #expect(interlaced.isInterlaced && interlaced.width == 9 && interlaced.colorType == .rgba)
        let grey16 = try PNGInfo(pngData: Data(base64Encoded: PNGFixtures.grey16)!)
        #expect(grey16.bitDepth == 16 && grey16.colorType == .greyscale)
    }

    @Test func firstOfRepeatedKeysWinsAndCompressedTextIsSkipped() throws {
        var chunks = try chunkRecords(try PixmapPNGFileTests.pixmap.pngData())
        chunks.insert(contentsOf: [
            ChunkRecord(type: "tEXt", data: Array("k\0first".utf8)),
            ChunkRecord(type: "tEXt", data: Array("k\0second".utf8)),
            ChunkRecord(type: "zTXt", data: Array("z\0\0".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
        ], at: 1)
        #expect(try PNGInfo(pngData: pngStream(chunks)).text == ["k": "first"])
    }

    @Test func invalidHeaderValuesAreMalformed() throws {
        var chunks = try chunkRecords(try PixmapPNGFileTests.pixmap.pngData())
        chunks[0].data[8] = 4  // RGB at 4 bits per channel
        #expect(throws: PNGError(source: "bad.png", problem: .malformed(
            "IHDR colour type 2, bit depth 4, interlace 0 is not allowed"))) {
            try PNGInfo(pngData: pngStream(chunks), source: "bad.png")
        }
    }
}
