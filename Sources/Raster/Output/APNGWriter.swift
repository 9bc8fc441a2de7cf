// APNGWriter.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Writes an animated PNG (APNG 1.0, PNG specification 3rd edition §11.3.6): after IHDR, sRGB
// and pHYs comes acTL (frame count, loop count); each frame is an fcTL (sequence number,
// size, offset, delay as a fraction, dispose and blend operations) followed by its image
// data — IDAT for frame 0, which is also the still image other decoders show, and fdAT
// (sequence number + zlib data) for later frames. Sequence numbers count fcTL and fdAT
// chunks together from 0 with no gaps.
//
// Frames after the first are cropped to the bounding box of the pixels that changed since
// the previous frame and written with dispose NONE and blend SOURCE, so the canvas after
// each frame is exactly that frame. A frame identical to the previous one is not written:
// its delay is added to the previous frame's. Each frame's zlib stream comes from PNGWriter
// (the region is encoded as an RGBA PNG by PNGEncoder and its IDAT data lifted out).
//
// The file is streamed to a temporary file (see AtomicFile) holding one frame back (its
// delay can still grow); `finish` writes the last frame and IEND, patches the frame count
// into acTL and renames the file into place. Until then no file exists at `url`.

import Foundation

/// Writes frames into an animated PNG file.
///
/// Raster: frames are premultiplied RGBA8 pixmaps of exactly `width` × `height` pixels;
/// delays are seconds. The file is deterministic for the same frames and options.
public final class APNGWriter {
    public let url: URL
    public let width: Int
    public let height: Int
    /// Pixels per point, recorded in pHYs (1 = 72 dpi).
    public let scale: CGFloat
    /// Times the animation plays; 0 loops forever.
    public let loopCount: Int

    private let encoder: PNGEncoder
    private var file: AtomicFile?
    private var previousPixels: [UInt8] = []
    private var pending: Frame?
    private var framesWritten = 0
    private var nextSequenceNumber: UInt32 = 0
    private var acTLOffset = 0

    /// A frame waiting to be written: its region of the canvas and its zlib stream.
    private struct Frame {
        var region: PixelRegion
        var zlibStream: [UInt8]
        var delay: TimeInterval
    }

    /// The most image data put in one IDAT or fdAT chunk; longer zlib streams continue in
    /// further chunks. Default 1 MiB.
    var maximumChunkData = 1 << 20
    /// The longest delay an fcTL fraction holds: 65535 seconds.
    static let maximumDelay: TimeInterval = 65535

    /// Starts an APNG at `url`; the file appears there when `finish()` succeeds.
    /// - Parameters:
    ///   - width, height: canvas size in pixels.
    ///   - compressionLevel, filter: as for `Pixmap.pngData`.
    /// - Throws: `PNGError` (source: `url.path`): `.invalidArgument` for a size Pixmap cannot
    ///   hold, a loop count outside 0...2³¹−1 or a bad scale or level; `.fileSystem` when
    ///   the directory cannot be written.
    public init(url: URL, width: Int, height: Int, scale: CGFloat = 1, loopCount: Int = 0,
                compressionLevel: Int = 6, filter: PNGEncoder.Filter = .adaptive) throws {
        self.url = url
        self.width = width
        self.height = height
        self.scale = scale
        self.loopCount = loopCount
        encoder = PNGEncoder(scale: scale, compressionLevel: compressionLevel, filter: filter)
        _ = try encoder.validatedOptions(source: url.path)
        guard (try? Pixmap(width: width, height: height)) != nil else {
            throw PNGError(source: url.path, problem: .invalidArgument("canvas size \(width)x\(height) is not allowed"))
        }
        guard (0...Int(Int32.max)).contains(loopCount) else {
            throw PNGError(source: url.path, problem: .invalidArgument("loop count \(loopCount) is not in 0...\(Int32.max)"))
        }
        file = try AtomicFile(url: url)
    }

    /// Adds a frame shown for `delay` seconds.
    ///
    /// The delay is stored as a fraction num/den with both at most 65535 (the closest
    /// continued-fraction convergent), so 1/fps is exact for any whole fps up to 65535.
    /// - Throws: `PNGError` `.invalidArgument` when the pixmap's size differs from the
    ///   canvas, the delay is negative, not finite, or (added to identical previous frames)
    ///   longer than 65535 s, or the writer is closed; `.fileSystem` when writing fails
    ///   (the writer is then closed and its temporary file removed).
    public func addFrame(_ pixmap: Pixmap, delay: TimeInterval) throws {
        guard let file else { throw invalid("the writer is closed (finished, or failed to write)") }
        guard pixmap.width == width, pixmap.height == height else {
            throw invalid("frame of \(pixmap.width)x\(pixmap.height) pixels on a \(width)x\(height) canvas")
        }
        guard delay.isFinite, delay >= 0 else { throw invalid("frame delay \(delay) s is not a duration") }
        let region: PixelRegion
        if pending == nil {
            region = PixelRegion(x: 0, y: 0, width: width, height: height)
        } else if let changed = Self.changedRegion(from: previousPixels, to: pixmap.data, width: width, height: height) {
            region = changed
        } else {
            let merged = pending!.delay + delay
            guard merged <= Self.maximumDelay else { throw invalid("merged frame delay \(merged) s exceeds 65535 s") }
            pending!.delay = merged
            return
        }
        guard delay <= Self.maximumDelay else { throw invalid("frame delay \(delay) s exceeds 65535 s") }
        do {
            let png = try encoder.encodedBytes(pixmap, region: region, alwaysAlpha: true, source: url.path)
            let chunks = try png.withUnsafeBytes { try PNGChunk.chunks(in: $0, source: url.path) }
            if pending == nil {
                try writeHeader(png: png, chunks: chunks, to: file)
            } else {
                try writePending(to: file)
            }
            let stream = chunks.filter { $0.type == "IDAT" }.flatMap { png[$0.data] }
            pending = Frame(region: region, zlibStream: stream, delay: delay)
            previousPixels = pixmap.data
        } catch {
            self.file = nil
            throw error
        }
    }

    /// Writes the last frame and IEND, sets the frame count and moves the file into place.
    /// - Throws: `PNGError` `.invalidArgument` when no frame was added or the writer is
    ///   already closed; `.fileSystem` when writing fails. The writer is closed either way.
    public func finish() throws {
        guard let file else { throw invalid("the writer is closed (finished, or failed to write)") }
        self.file = nil
        guard pending != nil else { throw invalid("no frames were added") }
        try writePending(to: file)
        var end: [UInt8] = []
        PNGChunk.append(type: "IEND", data: [], to: &end)
        try file.write(end)
        var acTL: [UInt8] = []
        PNGChunk.append(type: "acTL", data: animationControl(frameCount: framesWritten), to: &acTL)
        try file.overwrite(acTL, at: acTLOffset)
        try file.commit()
    }

    /// The signature and frame 0's chunks before its image data (IHDR, sRGB, pHYs), then
    /// acTL with a frame count of 0 that `finish` corrects.
    private func writeHeader(png: [UInt8], chunks: [PNGChunk], to file: AtomicFile) throws {
        var header = PNGChunk.signature
        for chunk in chunks.prefix(while: { $0.type != "IDAT" }) {
            header += png[chunk.offset..<(chunk.data.upperBound + 4)]
        }
        acTLOffset = header.count
        PNGChunk.append(type: "acTL", data: animationControl(frameCount: 0), to: &header)
        try file.write(header)
    }

    /// Writes the held-back frame: fcTL, then IDAT (frame 0) or fdAT chunks.
    private func writePending(to file: AtomicFile) throws {
        guard let frame = pending else { return }
        let delay = Self.delayFraction(frame.delay)
        var control = takeSequenceNumber()
        for value in [frame.region.width, frame.region.height, frame.region.x, frame.region.y] {
            PNGChunk.appendUInt32(UInt32(value), to: &control)
        }
        PNGChunk.appendUInt16(delay.numerator, to: &control)
        PNGChunk.appendUInt16(delay.denominator, to: &control)
        control += [0, 0]  // dispose_op NONE, blend_op SOURCE
        var bytes: [UInt8] = []
        PNGChunk.append(type: "fcTL", data: control, to: &bytes)
        for start in stride(from: 0, to: frame.zlibStream.count, by: maximumChunkData) {
            let piece = frame.zlibStream[start..<min(start + maximumChunkData, frame.zlibStream.count)]
            if framesWritten == 0 {
                PNGChunk.append(type: "IDAT", data: Array(piece), to: &bytes)
            } else {
                PNGChunk.append(type: "fdAT", data: takeSequenceNumber() + piece, to: &bytes)
            }
        }
        try file.write(bytes)
        framesWritten += 1
        pending = nil
    }

    private func animationControl(frameCount: Int) -> [UInt8] {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(UInt32(frameCount), to: &data)
        PNGChunk.appendUInt32(UInt32(loopCount), to: &data)
        return data
    }

    /// The next sequence number as 4 big-endian bytes.
    private func takeSequenceNumber() -> [UInt8] {
        var bytes: [UInt8] = []
        PNGChunk.appendUInt32(nextSequenceNumber, to: &bytes)
        nextSequenceNumber += 1
        return bytes
    }

    private func invalid(_ detail: String) -> PNGError {
        PNGError(source: url.path, problem: .invalidArgument(detail))
    }

    /// The fraction num/den nearest to `seconds` among the continued-fraction convergents
    /// with numerator and denominator at most 65535 (`seconds` must be in 0...65535).
    /// Exact for every delay p/q with p, q ≤ 65535, such as 1/60 or 1001/24000.
    static func delayFraction(_ seconds: TimeInterval) -> (numerator: UInt16, denominator: UInt16) {
        var (previousNumerator, numerator) = (0, 1)
        var (previousDenominator, denominator) = (1, 0)
        var x = seconds
        repeat {
            let term = Int(x.rounded(.down))
            let nextNumerator = term * numerator + previousNumerator
            let nextDenominator = term * denominator + previousDenominator
            guard nextNumerator <= 65535, nextDenominator <= 65535 else { break }
            (previousNumerator, numerator) = (numerator, nextNumerator)
            (previousDenominator, denominator) = (denominator, nextDenominator)
            let remainder = x - Double(term)
            let error = abs(Double(numerator) / Double(denominator) - seconds)
            guard remainder > 1e-12, error > 1e-9 * max(1, seconds) else { break }
            x = 1 / remainder
        } while true
        return (UInt16(numerator), UInt16(denominator))
    }

    /// The smallest rectangle holding every pixel that differs between two frames of
    /// `width` × `height` RGBA8 pixels, or nil when they are identical.
    static func changedRegion(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> PixelRegion? {
        old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                let rowBytes = width * 4
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(old.baseAddress! + y * rowBytes, new.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                func pixelsEqual(_ x: Int, _ y: Int) -> Bool {
                    let offset = y * rowBytes + x * 4
                    return old.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        == new.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom {
                    var x = 0
                    while x < left && pixelsEqual(x, y) { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x > right && pixelsEqual(x, y) { x -= 1 }
                    right = max(right, x)
                }
                return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
