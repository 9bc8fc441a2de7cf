// AnimateCommand.swift · RendershotKit · `rendershot animate NAME`: a scene's frames over time
// Status: Complete.
//
// Frame k is taken at t = k / fps after the scene's taps due by t have run. With
// `--duration S` the frames are t = 0 … S (both ends); with `--until-settled` recording stops
// at the first frame after the last tap at which `ViewHost.isAnimating` is false, or after
// `settleLimit` frames with a warning. Frames stream to the outputs as they are taken:
//   --apng FILE           an animated PNG, each frame shown 1/fps s (APNGWriter);
//   --frames DIR          DIR/NAME-0000.png, NAME-0001.png, …; then files named exactly
//                         NAME-<digits>.png numbered after the last frame (left by an earlier,
//                         longer run) are removed;
//   --contact-sheet FILE  up to `sheetFrames` frames spread evenly over the timeline (always
//                         the first and last), 6 to a row, each at most 240 px wide and
//                         captioned with its time (Filmstrip).
// Without any of these the animation goes to DIR/NAME.apng (DIR from --out). Output folders
// are created and checked for writing before the first frame. Interrupted (Interruption),
// the unfinished APNG's temporary file is removed; frames already written are kept.

import Foundation
import Raster

enum AnimateCommand {
    /// The most frames `--until-settled` records.
    static let settleLimit = 600
    /// The most frames on a contact sheet.
    static let sheetFrames = 36

    static func run<O: RendershotOutput>(_ scenes: [RendershotScene], invocation: Invocation, output: inout O,
                                         interruption: Interruption) throws {
        guard let scene = try RenderCommand.select(invocation.arguments, from: scenes).first else { return }
        let device = try invocation.device(for: scene)
        try scene.checkCanvas(size: device?.size ?? invocation.windowSize, scale: device?.scale ?? invocation.scale)
        let noOutputGiven = invocation.apngPath == nil && invocation.framesDirectory == nil && invocation.contactSheetPath == nil
        let apngPath = invocation.apngPath ?? (noOutputGiven ? OutputFiles.join(invocation.outputDirectory, "\(scene.name).apng") : nil)
        if let apngPath { try OutputFiles.checkFile(apngPath, option: invocation.apngPath == nil ? "--out" : "--apng") }
        if let sheet = invocation.contactSheetPath { try OutputFiles.checkFile(sheet, option: "--contact-sheet") }
        if let folder = invocation.framesDirectory { try OutputFiles.checkDirectory(folder, option: "--frames") }

        let fps = invocation.fps
        let times = invocation.untilSettled ? nil : Filmstrip.times(fps: fps, duration: invocation.duration ?? 1)
        let limit = times?.count ?? settleLimit
        let digits = max(4, String(limit - 1).count)
        // Every file is checked before a folder is made or a frame rendered: none may be a
        // directory, and no two outputs may be the same file (the last written would win).
        var taken: [String: String] = [:]
        if let folder = invocation.framesDirectory {
            for index in 0..<limit {
                let path = OutputFiles.join(folder, frameFile(scene.name, index, digits: digits))
                try OutputFiles.checkFile(path, option: "--frames", inFolder: true)
                taken[OutputFiles.canonical(path)] = "--frames"
            }
        }
        let files = [(apngPath, invocation.apngPath == nil ? "--out" : "--apng"), (invocation.contactSheetPath, "--contact-sheet")]
        for case let (path?, option) in files {
            if let other = taken[OutputFiles.canonical(path)] {
                throw RendershotError.invalidValue(option: option, value: path,
                                                   expected: "a file other than one that '\(other)' writes")
            }
            taken[OutputFiles.canonical(path)] = option
        }
        // No output file may be a folder another output is written into (`--apng z --frames z`).
        var folders: [String: String] = [:]
        if let folder = invocation.framesDirectory { folders[OutputFiles.canonical(folder)] = "--frames" }
        for case let (path?, option) in files {
            var folder = OutputFiles.canonical(path)
            while folder != "/" {
                folder = OutputFiles.canonical(OutputFiles.folder(of: folder))
                folders[folder] = folders[folder] ?? option
            }
        }
        for case let (path?, option) in files {
            if let other = folders[OutputFiles.canonical(path)] {
                throw RendershotError.invalidValue(option: option, value: path,
                                                   expected: "a file other than the folder '\(other)' writes into")
            }
        }
        for file in [apngPath, invocation.contactSheetPath].compactMap({ $0 }) {
            try OutputFiles.prepareDirectory(OutputFiles.folder(of: file), for: file)
        }
        if let folder = invocation.framesDirectory { try OutputFiles.prepareDirectory(folder, for: folder) }

        let host = scene.emptyHost(size: invocation.size, scale: invocation.scale, colorScheme: invocation.colorScheme,
                                   layoutDirection: invocation.layoutDirection, device: try invocation.device(for: scene),
                                   dynamicTypeSize: invocation.dynamicTypeSize, locale: invocation.locale)
        var script = TapScript(scene.taps)
        var writer: APNGWriter?
        var sheet = SheetFrames(limit: sheetFrames)
        var progress = Progress(total: limit, noun: "frames", isTerminal: output.isTerminal)
        var frameCount = 0
        var size = (width: 0, height: 0)
        var settled = false
        // Frames are recorded in order (they depend on time and taps) while the frames before
        // them are rasterized and encoded on `jobs` other threads (FramePipeline); each is
        // independent, so the files are the same.
        let encodesFrames = invocation.framesDirectory != nil
        typealias Product = Result<(image: RasterImage, png: Result<Data, Error>?), Error>
        func time(ofFrame index: Int) -> TimeInterval { times?[index] ?? Double(index) / fps }
        try FramePipeline.run(workers: max(1, invocation.jobs), inFlight: max(1, invocation.jobs) * 2, record: { index -> ViewHost<AnyView>.RecordedFrame? in
            guard index < limit, !settled else { return nil }
            script.play(on: host, until: time(ofFrame: index))
            let recorded = host.recordFrame()
            if times == nil, script.isFinished, !host.isAnimating { settled = true }
            return recorded
        }, process: { recorded -> Product in
            Result {
                let image = try recorded.rasterize()
                return (image, encodesFrames ? Result { try encode(image, scene: scene) } : nil)
            }
        }, deliver: { index, result in
            try stopIfInterrupted(interruption, writer: &writer, files: [apngPath], progress: &progress, output: &output)
            let (image, png): (RasterImage, Result<Data, Error>?)
            do { (image, png) = try result.get() } catch {
                throw RendershotError.renderFailed(scene: scene.name, reason: "\(error)")
            }
            size = (image.width, image.height)
            if let apngPath {
                writer = try writer ?? makeWriter(apngPath, image: image)
                do { try writer?.addFrame(image.pixmap, delay: 1 / fps) } catch {
                    throw OutputFiles.failure(apngPath, error: error)
                }
            }
            if let folder = invocation.framesDirectory, let png {
                try OutputFiles.write(try png.get(), to: OutputFiles.join(folder, frameFile(scene.name, frameCount, digits: digits)))
            }
            if invocation.contactSheetPath != nil { sheet.add(image.pixmap, time: time(ofFrame: index), index: frameCount) }
            frameCount += 1
            progress.update(done: frameCount, label: scene.name, output: &output)
        })
        try stopIfInterrupted(interruption, writer: &writer, files: [apngPath], progress: &progress, output: &output)
        progress.finish(output: &output)
        if times == nil, frameCount == limit, host.isAnimating || !script.isFinished {
            output.error("rendershot: warning: '\(scene.name)' was still animating after \(limit) frames "
                         + "(\(formatDecimal(Double(limit) / fps)) s at \(formatDecimal(fps)) fps); stopped there")
        }
        let summary = "\(frameCount) frame\(frameCount == 1 ? "" : "s") of \(size.width)×\(size.height) px at \(formatDecimal(fps)) fps"
        var written: [WrittenFile] = []
        func report(_ file: String, _ size: String, line: String) {
            if invocation.json { written.append(WrittenFile(scene: scene.name, file: file, size: size)) } else { output.print(line) }
        }
        if let apngPath, let writer {
            do { try writer.finish() } catch { throw OutputFiles.failure(apngPath, error: error) }
            report(apngPath, summary, line: "wrote \(apngPath) (\(summary))")
        }
        if let folder = invocation.framesDirectory {
            let last = frameCount > 1 ? " … " + frameFile(scene.name, frameCount - 1, digits: digits) : ""
            let removed = removeStaleFrames(in: folder, name: scene.name, after: frameCount - 1, output: &output)
            let note = removed == 0 ? "" : "; removed \(removed) older frame\(removed == 1 ? "" : "s") numbered after \(frameCount - 1)"
            let first = OutputFiles.join(folder, frameFile(scene.name, 0, digits: digits))
            report(first, summary, line: "wrote \(first)\(last) (\(summary))\(note)")
        }
        if let path = invocation.contactSheetPath {
            let image = try contactSheet(sheet, scene: scene, frameWidth: size.width, scale: host.scale)
            try OutputFiles.write(image.data, to: path)
            report(path, "\(image.width)×\(image.height) px", line: "wrote \(path) (\(image.width)×\(image.height) px: \(sheet.frames.count) of the \(summary))")
        }
        if invocation.json { output.print(JSONOutput.encode(written)) }
    }

    /// `NAME-0007.png`: the frame number padded with zeros to `digits`.
    private static func frameFile(_ name: String, _ number: Int, digits: Int) -> String {
        "\(name)-" + String(repeating: "0", count: max(0, digits - String(number).count)) + "\(number).png"
    }

    private static func makeWriter(_ path: String, image: RasterImage) throws -> APNGWriter {
        do {
            return try APNGWriter(url: URL(fileURLWithPath: path), width: image.width, height: image.height, scale: image.scale)
        } catch {
            throw OutputFiles.failure(path, error: error)
        }
    }

    /// When a signal asked the run to stop: drops the unfinished APNG, removes this run's
    /// temporary files beside `files`, ends the progress line and throws.
    /// - Throws: `RendershotError.interrupted`.
    private static func stopIfInterrupted<O: RendershotOutput>(_ interruption: Interruption, writer: inout APNGWriter?,
                                                               files: [String?], progress: inout Progress,
                                                               output: inout O) throws {
        guard interruption.receivedSignal != nil else { return }
        writer = nil
        for file in files.compactMap({ $0 }) { OutputFiles.removeTemporaryFiles(beside: file) }
        progress.interrupt(output: &output)
        try interruption.check()
    }

    /// Removes the frames of an earlier, longer run: files in `folder` named exactly
    /// `NAME-<digits>.png` with a number above `last`. Returns how many were removed; one
    /// that cannot be removed is a warning.
    private static func removeStaleFrames<O: RendershotOutput>(in folder: String, name: String, after last: Int,
                                                               output: inout O) -> Int {
        let prefix = name + "-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed = 0
        for file in names.sorted() where file.hasPrefix(prefix) && file.hasSuffix(".png") {
            let digits = file.dropFirst(prefix.count).dropLast(4)
            guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
                  Int(digits).map({ $0 > last }) ?? true else { continue }
            let path = OutputFiles.join(folder, file)
            if unlink(path) == 0 {
                removed += 1
            } else {
                output.error("rendershot: warning: could not remove the older frame '\(path)': "
                             + String(cString: strerror(errno)).lowercased() + "; remove it by hand")
            }
        }
        return removed
    }

    /// A frame of `--frames` as PNG: the Sub filter alone (choosing a filter per row costs more
    /// than compressing a frame, for files a few per cent larger).
    private static func encode(_ image: RasterImage, scene: RendershotScene) throws -> Data {
        do {
            return try image.pngData(filter: .sub, textMetadata: ["Software": "rendershot \(Rendershot.version)", "Title": scene.name])
        } catch {
            throw RendershotError.renderFailed(scene: scene.name, reason: "\(error)")
        }
    }

    private static func contactSheet(_ sheet: SheetFrames, scene: RendershotScene, frameWidth: Int,
                                     scale: CGFloat) throws -> (data: Data, width: Int, height: Int) {
        let factor = min(1, 240 / Double(max(frameWidth, 1)))
        do {
            let made = try Filmstrip.sheet(frames: sheet.frames.map(\.pixmap), times: sheet.frames.map(\.time),
                                           columns: min(6, sheet.frames.count),
                                           reduction: factor < 1 ? .factor(factor) : .none,
                                           captionScale: max(1, min(2, scale * CGFloat(factor))))
            return (try made.pixmap.pngData(textMetadata: ["Software": "rendershot \(Rendershot.version)", "Title": scene.name]),
                    made.pixmap.width, made.pixmap.height)
        } catch {
            throw RendershotError.renderFailed(scene: scene.name, reason: "the contact sheet failed: \(error)")
        }
    }
}

/// The frames kept for a contact sheet while the length of the timeline is unknown: every
/// `stride`-th frame, the stride doubling whenever more than `limit` would be kept, plus
/// the latest frame, so the sheet spans the whole timeline evenly without holding it all.
struct SheetFrames {
    let limit: Int
    private var kept: [(pixmap: Pixmap, time: TimeInterval, index: Int)] = []
    private var latest: (pixmap: Pixmap, time: TimeInterval, index: Int)?
    private var stride = 1

    init(limit: Int) { self.limit = max(2, limit) }

    mutating func add(_ pixmap: Pixmap, time: TimeInterval, index: Int) {
        latest = (pixmap, time, index)
        guard index % stride == 0 else { return }
        kept.append((pixmap, time, index))
        while kept.count > limit - 1 {
            stride *= 2
            kept.removeAll { $0.index % stride != 0 }
        }
    }

    /// The kept frames in order, ending with the latest.
    var frames: [(pixmap: Pixmap, time: TimeInterval)] {
        var all = kept.map { ($0.pixmap, $0.time) }
        if let latest, kept.last?.index != latest.index { all.append((latest.pixmap, latest.time)) }
        return all
    }
}
