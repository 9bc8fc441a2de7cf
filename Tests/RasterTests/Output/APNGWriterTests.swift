// APNGWriterTests.swift · RasterTests/Output · checks Output/APNGWriter.swift

import Foundation
import Testing
@testable import Raster

/// An APNG read back chunk by chunk, with every frame replayed onto a canvas.
struct ReadAPNG {
    struct FrameControl: Equatable {
        var width, height, x, y: UInt32
        var delayNumerator, delayDenominator: UInt16
        var dispose, blend: UInt8
    }

    var chunkTypes: [String] = []
    var frameCount: UInt32 = 0
    var loopCount: UInt32 = 0
    /// Sequence numbers of fcTL and fdAT chunks in file order.
    var sequenceNumbers: [UInt32] = []
    var controls: [FrameControl] = []
    /// The canvas after each frame (blend SOURCE, dispose NONE replayed).
    var canvases: [[UInt8]] = []

    init(_ data: Data) throws {
        let chunks = try chunkRecords(data)  // checks every CRC
        let header = chunks[0]
        let width = Int(header.uint32(at: 0))
        var canvas = [UInt8](repeating: 0, count: width * Int(header.uint32(at: 4)) * 4)
        var stream: [UInt8] = []
        func replay() throws {
            guard let control = controls.last, !stream.isEmpty else { return }
            var ihdr = header
            ihdr.data.replaceSubrange(0..<8, with: Self.bigEndian(control.width) + Self.bigEndian(control.height))
            let frame = try Pixmap(pngData: pngStream([ihdr, ChunkRecord(type: "IDAT", data: stream), ChunkRecord(type: "IEND", data: [])]))
            for row in 0..<frame.height {
                let target = ((Int(control.y) + row) * width + Int(control.x)) * 4
                canvas.replaceSubrange(target..<(target + frame.width * 4), with: frame.data[(row * frame.width * 4)...].prefix(frame.width * 4))
            }
            canvases.append(canvas)
            stream = []
        }
        for chunk in chunks {
            chunkTypes.append(chunk.type)
            switch chunk.type {
            case "acTL":
                frameCount = chunk.uint32(at: 0)
                loopCount = chunk.uint32(at: 4)
            case "fcTL":
                try replay()
                sequenceNumbers.append(chunk.uint32(at: 0))
                controls.append(FrameControl(width: chunk.uint32(at: 4), height: chunk.uint32(at: 8),
                                             x: chunk.uint32(at: 12), y: chunk.uint32(at: 16),
                                             delayNumerator: chunk.uint16(at: 20), delayDenominator: chunk.uint16(at: 22),
                                             dispose: chunk.data[24], blend: chunk.data[25]))
            case "IDAT":
                stream += chunk.data
            case "fdAT":
                sequenceNumbers.append(chunk.uint32(at: 0))
                stream += chunk.data.dropFirst(4)
            case "IEND":
                try replay()
            default:
                break
            }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }
}

@Suite struct APNGWriterTests {
    /// 16×12 frames: a grey background with one coloured pixel per entry of `marks`.
    static func frame(_ marks: [(x: Int, y: Int, colour: [UInt8])]) -> Pixmap {
        let pixmap = makePixmap(width: 16, height: 12) { _, _ in [90, 90, 90, 255] }
        for mark in marks {
            let c = mark.colour
            pixmap[mark.x, mark.y] = PremultipliedRGBA8(r: c[0], g: c[1], b: c[2], a: c[3])
        }
        return pixmap
    }

    static let frames: [Pixmap] = [
        frame([]),
        frame([(3, 5, [255, 0, 0, 255]), (10, 2, [0, 0, 100, 128])]),
        frame([(3, 5, [255, 0, 0, 255]), (10, 2, [0, 0, 100, 128])]),  // identical: merges
        frame([(3, 5, [255, 0, 0, 255]), (10, 2, [0, 0, 100, 128]), (15, 11, [0, 0, 0, 0])]),
    ]

    static func write(_ frames: [Pixmap], to url: URL, delay: TimeInterval = 1.0 / 30,
                      configure: (APNGWriter) -> Void = { _ in }) throws {
        let writer = try APNGWriter(url: url, width: 16, height: 12, scale: 2, loopCount: 0)
        configure(writer)
        for frame in frames { try writer.addFrame(frame, delay: delay) }
        try writer.finish()
    }

    @Test func structureSequenceNumbersCropsAndDelays() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("anim.png")
        try Self.write(Self.frames, to: url)
        #expect(directoryListing(directory) == ["anim.png"])

        let apng = try ReadAPNG(try Data(contentsOf: url))
        #expect(apng.chunkTypes == ["IHDR", "sRGB", "pHYs", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(apng.frameCount == 3 && apng.loopCount == 0)
        #expect(apng.sequenceNumbers == [0, 1, 2, 3, 4])
        typealias C = ReadAPNG.FrameControl
        #expect(apng.controls == [
            C(width: 16, height: 12, x: 0, y: 0, delayNumerator: 1, delayDenominator: 30, dispose: 0, blend: 0),
            C(width: 8, height: 4, x: 3, y: 2, delayNumerator: 1, delayDenominator: 15, dispose: 0, blend: 0),
            C(width: 1, height: 1, x: 15, y: 11, delayNumerator: 1, delayDenominator: 30, dispose: 0, blend: 0),
        ])
        #expect(apng.canvases == [Self.frames[0].data, Self.frames[1].data, Self.frames[3].data])
    }

    @Test func defaultImageIsTheFirstFrame() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("anim.png")
        try Self.write(Self.frames, to: url)
        let info = try PNGInfo(contentsOf: url)
        #expect(info.frameCount == 3 && info.scale == 2 && info.colorType == .rgba)
        #expect(try Pixmap(contentsOf: url).data == Self.frames[0].data)
    }

    @Test func longStreamsSplitIntoChunksWithContiguousSequenceNumbers() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("split.png")
        try Self.write(Self.frames, to: url) { $0.maximumChunkData = 20 }
        let apng = try ReadAPNG(try Data(contentsOf: url))
        #expect(apng.chunkTypes.filter { $0 == "IDAT" }.count > 1)
        #expect(apng.chunkTypes.filter { $0 == "fdAT" }.count > 2)
        #expect(apng.sequenceNumbers == Array(0..<UInt32(apng.sequenceNumbers.count)))
        #expect(apng.canvases == [Self.frames[0].data, Self.frames[1].data, Self.frames[3].data])
    }

    @Test func singleFrameAndLoopCount() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("one.png")
        let writer = try APNGWriter(url: url, width: 16, height: 12, loopCount: 3)
        try writer.addFrame(Self.frames[1], delay: 0.5)
        try writer.addFrame(Self.frames[1], delay: 0.25)
        try writer.finish()
        let apng = try ReadAPNG(try Data(contentsOf: url))
        #expect(apng.frameCount == 1 && apng.loopCount == 3 && apng.sequenceNumbers == [0])
        #expect(apng.controls.map { [$0.delayNumerator, $0.delayDenominator] } == [[3, 4]])
    }

    @Test func sameFramesGiveSameBytes() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.png"), second = directory.appendingPathComponent("b.png")
        try Self.write(Self.frames, to: first)
        try Self.write(Self.frames, to: second)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func unfinishedOrEmptyWritersLeaveNoFiles() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var writer: APNGWriter? = try APNGWriter(url: directory.appendingPathComponent("a.png"), width: 16, height: 12)
        try writer?.addFrame(Self.frames[0], delay: 1)
        #expect(directoryListing(directory).count == 1)  // the temporary file
        writer = nil
        #expect(directoryListing(directory).isEmpty)

        let empty = try APNGWriter(url: directory.appendingPathComponent("b.png"), width: 16, height: 12)
        #expect(throws: PNGError(source: directory.appendingPathComponent("b.png").path,
                                 problem: .invalidArgument("no frames were added"))) { try empty.finish() }
        #expect(directoryListing(directory).isEmpty)
        #expect(throws: PNGError.self) { try empty.addFrame(Self.frames[0], delay: 1) }
    }

    @Test func badFramesThrowAndLeaveTheWriterUsable() throws {
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("anim.png")
        let writer = try APNGWriter(url: url, width: 16, height: 12)
        func problem(_ body: () throws -> Void) -> PNGError.Problem? {
            do { try body(); return nil } catch { return (error as? PNGError)?.problem }
        }
        #expect(problem { try writer.addFrame(try Pixmap(width: 4, height: 4), delay: 1) }
            == .invalidArgument("frame of 4x4 pixels on a 16x12 canvas"))
        #expect(problem { try writer.addFrame(Self.frames[0], delay: -1) } == .invalidArgument("frame delay -1.0 s is not a duration"))
        #expect(problem { try writer.addFrame(Self.frames[0], delay: .nan) } == .invalidArgument("frame delay nan s is not a duration"))
        #expect(problem { try writer.addFrame(Self.frames[0], delay: 70000) } == .invalidArgument("frame delay 70000.0 s exceeds 65535 s"))
        try writer.addFrame(Self.frames[0], delay: 65000)
        #expect(problem { try writer.addFrame(Self.frames[0], delay: 1000) } == .invalidArgument("merged frame delay 66000.0 s exceeds 65535 s"))
        try writer.finish()
        #expect(try ReadAPNG(try Data(contentsOf: url)).controls.map(\.delayNumerator) == [65000])
        #expect(problem { try writer.finish() } == .invalidArgument("the writer is closed (finished, or failed to write)"))
    }

    @Test func invalidSettingsThrowBeforeCreatingFiles() {
        let url = URL(fileURLWithPath: "/tmp/raster-never-written.png")
        #expect(throws: PNGError(source: url.path, problem: .invalidArgument("canvas size 0x12 is not allowed"))) {
            try APNGWriter(url: url, width: 0, height: 12)
        }
        #expect(throws: PNGError(source: url.path, problem: .invalidArgument("loop count -1 is not in 0...2147483647"))) {
            try APNGWriter(url: url, width: 1, height: 1, loopCount: -1)
        }
        #expect(throws: PNGError(source: url.path, problem: .invalidArgument("compression level 12 is not in 0...9"))) {
            try APNGWriter(url: url, width: 1, height: 1, compressionLevel: 12)
        }
    }

    @Test func delayFractions() {
        let cases: [(TimeInterval, UInt16, UInt16)] = [
            (1.0 / 60, 1, 60), (1.0 / 24, 1, 24), (1001.0 / 24000, 1001, 24000), (1.0 / 65535, 1, 65535),
            (0.5, 1, 2), (0, 0, 1), (2.25, 9, 4), (65535, 65535, 1), (1.0 / 60 + 1.0 / 60 + 1.0 / 60, 1, 20),
            (0.1 + 0.2, 3, 10), (Double.pi, 355, 113),
        ]
        for (seconds, numerator, denominator) in cases {
            let fraction = APNGWriter.delayFraction(seconds)
            #expect(fraction.numerator == numerator && fraction.denominator == denominator, "\(seconds)")
        }
    }

    @Test func changedRegion() {
        let a = Self.frames[0].data
        #expect(APNGWriter.changedRegion(from: a, to: a, width: 16, height: 12) == nil)
        #expect(APNGWriter.changedRegion(from: a, to: Self.frames[1].data, width: 16, height: 12)
            == PixelRegion(x: 3, y: 2, width: 8, height: 4))
        #expect(APNGWriter.changedRegion(from: a, to: Self.frame([(0, 11, [1, 1, 1, 255]), (15, 0, [1, 1, 1, 255])]).data,
                                         width: 16, height: 12) == PixelRegion(x: 0, y: 0, width: 16, height: 12))
    }
}
