// RenderCommand.swift · RendershotKit · `rendershot` (the gallery) and `rendershot render NAME...`
// Status: Complete.
//
// Each chosen scene is hosted in its window, its taps played, and written as DIR/NAME.png
// (with the fonts used and the scene's name in tEXt) or DIR/NAME.svg (the display list
// through SVGWriter). With `--matrix`, each scene is rendered in every combination of the
// values given to the axis options, as DIR/NAME.<variant>.png (`iPhone15-dark`). Scenes render
// on `--jobs` threads; files are written and lines printed in scene order on the calling
// thread, so the output does not depend on the job count.

import Foundation
import Raster

enum RenderCommand {
    /// What one scene became: the file's bytes and the size shown in the "wrote" line.
    private struct Output {
        var data: Data
        var size: String
    }

    static func run<O: RendershotOutput>(_ scenes: [RendershotScene], invocation: Invocation, output: inout O,
                                         interruption: Interruption) throws {
        var chosen = invocation.command == .render ? try select(invocation.arguments, from: scenes) : scenes
        if let shard = invocation.shard {
            chosen = chosen.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
            if chosen.isEmpty { output.error("rendershot: note: shard \(shard.index)/\(shard.count) holds no scenes") }
        }
        try OutputFiles.checkDirectory(invocation.outputDirectory, option: "--out")
        // Each scene in each combination of --matrix (one, without it), scene-major.
        let combinations = try invocation.combinations()
        var jobs: [(scene: RendershotScene, invocation: Invocation, path: String)] = []
        for scene in chosen {
            for (variant, combined) in combinations {
                let name = variant.isEmpty ? scene.name : "\(scene.name).\(variant)"
                jobs.append((scene, combined, OutputFiles.join(invocation.outputDirectory, "\(name).\(invocation.format.rawValue)")))
            }
        }
        for job in jobs {
            let device = try job.invocation.device(for: job.scene)
            try job.scene.checkCanvas(size: device?.size ?? job.invocation.windowSize, scale: device?.scale ?? job.invocation.scale)
            try OutputFiles.checkFile(job.path, option: "--out", inFolder: true)
        }
        guard !jobs.isEmpty else { return }
        try OutputFiles.prepareDirectory(invocation.outputDirectory, for: invocation.outputDirectory)
        var progress = Progress(total: jobs.count, noun: "scenes", isTerminal: output.isTerminal)
        defer { progress.finish(output: &output) }
        let format = invocation.format
        var written: [WrittenFile] = []
        try forEachInOrder(count: jobs.count, jobs: invocation.jobs, work: { index in
            Result { try render(jobs[index].scene, format: format, invocation: jobs[index].invocation) }
        }, deliver: { index, result in
            let job = jobs[index]
            if interruption.receivedSignal != nil { progress.interrupt(output: &output) }
            try interruption.check()
            let rendered = try result.get()
            try OutputFiles.write(rendered.data, to: job.path)
            progress.finish(output: &output)
            if invocation.json {
                written.append(WrittenFile(scene: job.scene.name, file: job.path, size: rendered.size))
            } else {
                output.print("wrote \(job.path) (\(rendered.size))")
            }
            progress.update(done: index + 1, label: job.scene.name, output: &output)
        })
        progress.finish(output: &output)
        if invocation.json { output.print(JSONOutput.encode(written)) }
    }

    /// The scenes named, in the order given, each once.
    /// - Throws: `RendershotError.unknownScene` for the first unknown name, with the closest name.
    static func select(_ names: [String], from scenes: [RendershotScene]) throws -> [RendershotScene] {
        var seen = Set<String>()
        return try names.compactMap { name in
            guard let scene = scenes.first(where: { $0.name == name }) else {
                throw RendershotError.unknownScene(name, suggestion: closestName(to: name, in: scenes.map(\.name)))
            }
            return seen.insert(name).inserted ? scene : nil
        }
    }

    private static func render(_ scene: RendershotScene, format: Invocation.Format, invocation: Invocation) throws -> Output {
        let host = scene.host(size: invocation.size, scale: invocation.scale, colorScheme: invocation.colorScheme,
                              layoutDirection: invocation.layoutDirection, device: try invocation.device(for: scene),
                              dynamicTypeSize: invocation.dynamicTypeSize, locale: invocation.locale)
        switch format {
        case .svg:
            let drawing = host.drawing()
            return Output(data: Data(drawing.svg().utf8),
                          size: "\(formatDecimal(drawing.size.width))×\(formatDecimal(drawing.size.height)) pt")
        case .png:
            let image: RasterImage
            do { image = try host.renderOrThrow() } catch {
                throw RendershotError.renderFailed(scene: scene.name, reason: "\(error)")
            }
            let metadata = ["Software": "rendershot \(Rendershot.version)", "Title": scene.name,
                            "Fonts": host.drawing().fontsUsed.joined(separator: "\n")]
            do {
                return Output(data: try image.pngData(textMetadata: metadata), size: "\(image.width)×\(image.height) px")
            } catch {
                throw RendershotError.renderFailed(scene: scene.name, reason: "\(error)")
            }
        }
    }
}
