// PreviewsCommand.swift · RendershotKit · `rendershot previews` and `rendershot previews list`
// Status: Complete.
//
// The previews are every `#Preview` and `PreviewProvider` linked into the process, found by
// Raster's PreviewDiscovery: an executable calling `Rendershot.main(scenes:)` that links a
// module of view files renders all their previews, with nothing listed by hand. Each is
// rendered in its own layout (device screen, fixed window or ideal size) at its default scale
// unless `--scale` is given, in `--color-scheme` (default light) unless the preview prefers
// a scheme, and written as DIR/<reference name>.png, in discovery order whatever `--jobs`.

import Foundation
import Raster

enum PreviewsCommand {
    static func run<O: RendershotOutput>(_ invocation: Invocation, output: inout O, interruption: Interruption) throws {
        let previews = PreviewDiscovery.previews(inModule: invocation.module)
        if previews.isEmpty {
            let modules = PreviewDiscovery.moduleNames()
            let found = modules.isEmpty ? "no module of this program declares previews"
                : "modules with previews: \(modules.joined(separator: ", "))"
            output.error("rendershot: note: no previews found" + (invocation.module.map { " in module '\($0)'" } ?? "") + " (\(found))")
        }
        if invocation.arguments == ["list"] {
            list(previews, output: &output)
            return
        }
        try OutputFiles.checkDirectory(invocation.outputDirectory, option: "--out")
        for preview in previews {
            try OutputFiles.checkFile(path(of: preview, in: invocation), option: "--out", inFolder: true)
        }
        guard !previews.isEmpty else { return }
        try OutputFiles.prepareDirectory(invocation.outputDirectory, for: invocation.outputDirectory)
        var progress = Progress(total: previews.count, noun: "previews", isTerminal: output.isTerminal)
        defer { progress.finish(output: &output) }
        let scheme = invocation.colorScheme ?? .light
        try forEachInOrder(count: previews.count, jobs: invocation.jobs, work: { index in
            Result { try render(previews[index], colorScheme: scheme, scale: invocation.scale) }
        }, deliver: { index, result in
            let preview = previews[index]
            if interruption.receivedSignal != nil { progress.interrupt(output: &output) }
            try interruption.check()
            let (data, size) = try result.get()
            let path = path(of: preview, in: invocation)
            try OutputFiles.write(data, to: path)
            progress.finish(output: &output)
            output.print("wrote \(path) (\(size))")
            progress.update(done: index + 1, label: preview.referenceName, output: &output)
        })
    }

    /// One line per preview: reference name, layout, then its name and where it is declared.
    private static func list<O: RendershotOutput>(_ previews: [DiscoveredPreview], output: inout O) {
        let width = previews.map(\.referenceName.count).max() ?? 0
        let layouts = previews.map(layoutDescription)
        let layoutWidth = layouts.map(\.count).max() ?? 0
        for (preview, layout) in zip(previews, layouts) {
            output.print(preview.referenceName.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                         + layout.padding(toLength: layoutWidth, withPad: " ", startingAt: 0) + "  "
                         + "\"\(preview.name)\" \(preview.location)")
        }
    }

    /// The preview's window, such as "device iPhone 15 393x852 @3x", "fixed 360x260",
    /// "sizeThatFits", with ", dark" when it prefers a scheme of its own.
    static func layoutDescription(_ preview: DiscoveredPreview) -> String {
        var text: String
        switch preview.layout {
        case .sizeThatFits: text = "sizeThatFits"
        case .fixed: text = "fixed"
        case .device: text = "device \((preview.device ?? PreviewDevice.defaultDevice).rawValue)"
        }
        if let size = preview.windowSize {
            text += " \(formatDecimal(size.width))x\(formatDecimal(size.height))"
        }
        if preview.layout == .device { text += " @\(formatDecimal(preview.defaultScale))x" }
        if let scheme = preview.colorScheme { text += scheme == .dark ? ", dark" : ", light" }
        return text
    }

    private static func path(of preview: DiscoveredPreview, in invocation: Invocation) -> String {
        OutputFiles.join(invocation.outputDirectory, preview.referenceName + ".png")
    }

    private static func render(_ preview: DiscoveredPreview, colorScheme: ColorScheme, scale: CGFloat?) throws -> (Data, String) {
        do {
            let host = try preview.host(colorScheme: colorScheme, scale: scale)
            let image = try host.renderOrThrow()
            let metadata = ["Software": "rendershot \(Rendershot.version)", "Title": preview.name,
                            "Source": preview.location, "Fonts": host.drawing().fontsUsed.joined(separator: "\n")]
            return (try image.pngData(textMetadata: metadata), "\(image.width)×\(image.height) px")
        } catch {
            throw RendershotError.renderFailed(scene: preview.referenceName, reason: "\(error)")
        }
    }
}
