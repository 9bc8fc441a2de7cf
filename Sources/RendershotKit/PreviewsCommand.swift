// PreviewsCommand.swift · RendershotKit · `rendershot previews` and `rendershot previews list`
// Status: Complete.
//
// The previews are every `#Preview` and `PreviewProvider` linked into the process, found by
// Raster's PreviewDiscovery: an executable calling `Rendershot.main(scenes:)` that links a
// module of view files renders all their previews, with nothing listed by hand. Each is
// rendered in its own layout (device screen, fixed window or ideal size) at its default scale
// unless `--scale` is given, in `--color-scheme` (default light) unless the preview prefers
// a scheme, and written as DIR/<reference name>.png, in discovery order whatever `--jobs`.
// The arguments (`--module`, `--out`, `--against`) are checked before any preview is made,
// since making one runs its view code: bad ones stop the run before a body is evaluated.
// A preview that cannot be rendered is reported (its name, why, and the fix) and the others
// are still rendered; the run then fails (exit 1). `--module` must name a module that has
// previews (else a usage error naming those that do); `list` takes no other option.

import Foundation
import Raster
import RasterSnapshotReport

enum PreviewsCommand {
    static func run<O: RendershotOutput>(_ invocation: Invocation, output: inout O, interruption: Interruption) throws {
        let modules = PreviewDiscovery.moduleNames()
        if let module = invocation.module, !modules.contains(module) {
            throw RendershotError.unknownModule(module, modules: modules)
        }
        let isList = invocation.arguments == ["list"]
        // Every argument is checked before a preview is made: making one runs its view code.
        let verification = isList ? nil : invocation.againstDirectory.map { against in
            let (mode, origin) = recordMode(invocation.environment, output: &output)
            return PreviewVerification(references: against, artifacts: invocation.outputDirectory, mode: mode, modeOrigin: origin,
                                       rerecordCommand: command(invocation, recording: "failed"))
        }
        if let verification {
            try OutputFiles.checkDirectory(verification.references, option: "--against")
            // A missing folder is a mistyped path more often than a first run: it is recorded
            // into only when the environment asks for recording (RASTER_RECORD=missing, …).
            let asked = RecordMode.requested(in: invocation.environment).map { $0.invalidValue == nil && $0.mode != .never } ?? false
            if !asked, !FileManager.default.fileExists(atPath: verification.references) {
                throw RendershotError.missingReferenceFolder(path: verification.references,
                                                             recordCommand: command(invocation, recording: "missing"))
            }
        }
        if !isList { try OutputFiles.checkDirectory(invocation.outputDirectory, option: "--out") }
        let previews = PreviewDiscovery.previews(inModule: invocation.module).enumerated()
            .filter { invocation.shard?.contains(position: $0.offset) ?? true }.map(\.element)
        if previews.isEmpty {
            let found = modules.isEmpty ? "no module of this program declares previews; only modules linked into it are searched"
                : "modules with previews: \(modules.joined(separator: ", "))"
            output.error("rendershot: note: no previews found" + (invocation.module.map { " in module '\($0)'" } ?? "") + " (\(found))")
        }
        if isList {
            list(previews, json: invocation.json, output: &output)
            return
        }
        for preview in previews {
            try OutputFiles.checkFile(path(of: preview, in: invocation), option: "--out", inFolder: true)
        }
        guard !previews.isEmpty else { return }
        try OutputFiles.prepareDirectory(invocation.outputDirectory, for: invocation.outputDirectory)
        var progress = Progress(total: previews.count, noun: "previews", isTerminal: output.isTerminal)
        defer { progress.finish(output: &output) }
        let scheme = invocation.colorScheme ?? .light
        var failed: [String] = []
        var unmatched: [String: [String]] = [:]
        var results: [PreviewResult] = []
        try forEachInOrder(count: previews.count, jobs: invocation.jobs, work: { index in
            Result { try render(previews[index], colorScheme: scheme, layoutDirection: invocation.layoutDirection,
                                dynamicTypeSize: invocation.dynamicTypeSize, locale: invocation.locale,
                                scale: invocation.scale, safeArea: invocation.safeArea) }
        }, deliver: { index, result in
            let preview = previews[index]
            if interruption.receivedSignal != nil { progress.interrupt(output: &output) }
            try interruption.check()
            progress.finish(output: &output)
            switch result {
            case .success(let (data, size)):
                if let verification {
                    let outcome = try verification.verify(data, name: preview.referenceName)
                    if outcome.status != .passed { unmatched[outcome.status.rawValue, default: []].append(preview.referenceName) }
                    results.append(PreviewResult(name: preview.referenceName, status: outcome.status.rawValue, size: size))
                    if !invocation.json { output.print(outcome.line) }
                } else {
                    let path = path(of: preview, in: invocation)
                    try OutputFiles.write(data, to: path)
                    results.append(PreviewResult(name: preview.referenceName, file: path, size: size))
                    if !invocation.json { output.print("wrote \(path) (\(size))") }
                }
            case .failure(let error):
                // The others are still rendered; the run fails at the end.
                output.error("rendershot: error: \(error)")
                failed.append(preview.referenceName)
                results.append(PreviewResult(name: preview.referenceName, status: "error", error: "\(error)"))
            }
            progress.update(done: index + 1, label: preview.referenceName, output: &output)
        })
        progress.finish(output: &output)
        if invocation.json { output.print(JSONOutput.encode(results)) }
        if !failed.isEmpty { throw RendershotError.previewsFailed(failed: failed, total: previews.count) }
        if let verification, !unmatched.isEmpty {
            throw RendershotError.previewsDiffer(unmatched: unmatched, total: previews.count, report: verification.ledger.index.path)
        }
    }

    /// One preview's result as `--json` prints it: the file written (without `--verify`) or
    /// the snapshot status (with it: passed, failed, recorded, rerecorded, missing), its size
    /// in pixels, or `error` with the reason.
    private struct PreviewResult: Encodable {
        var name: String
        var file: String?
        var status: String?
        var size: String?
        var error: String?
    }

    /// The record mode of `--verify`, from the environment as snapshot tests take it, and
    /// where it came from; an invalid value is warned about once and counts as `missing`.
    private static func recordMode<O: RendershotOutput>(_ environment: [String: String], output: inout O) -> (RecordMode, String?) {
        guard let requested = RecordMode.requested(in: environment) else {
            let mode = RecordMode.defaultMode(in: environment)
            return (mode, mode == .never ? "the default while the CI variable is set" : nil)
        }
        if let value = requested.invalidValue {
            output.error("rendershot: warning: " + RecordMode.invalidValueWarning(variable: requested.variable, value: value, using: requested.mode))
        }
        return (requested.mode, requested.variable)
    }

    /// This run's command line in the record mode `recording`: `failed` re-records the
    /// previews that differ, `missing` records those without a reference.
    private static func command(_ invocation: Invocation, recording: String) -> String {
        var words = ["RASTER_RECORD=\(recording)", invocation.programName, "previews", "--verify", "--against", invocation.againstDirectory ?? ""]
        if let module = invocation.module { words += ["--module", module] }
        words += ["--out", invocation.outputDirectory]
        return words.map { $0.contains(where: { " '\"$".contains($0) }) ? "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" : $0 }
            .joined(separator: " ")
    }

    /// One line per preview: reference name, layout, then its name and where it is declared;
    /// a warning on standard error for each layout that cannot be rendered.
    private static func list<O: RendershotOutput>(_ previews: [DiscoveredPreview], json: Bool, output: inout O) {
        for preview in previews {
            if let problem = preview.layoutProblem {
                output.error("rendershot: warning: '\(preview.referenceName)' (\(preview.location)) cannot be rendered: \(problem)")
            }
        }
        if json {
            output.print(JSONOutput.encode(previews.map {
                ["referenceName": $0.referenceName, "layout": layoutDescription($0), "name": $0.name, "location": $0.location]
            }))
            return
        }
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

    /// The preview's PNG and its size in pixels.
    /// - Throws: `RendershotError.renderFailed` naming the preview, what went wrong and the fix.
    private static func render(_ preview: DiscoveredPreview, colorScheme: ColorScheme, layoutDirection: LayoutDirection?,
                               dynamicTypeSize: DynamicTypeSize?, locale: Locale?, scale: CGFloat?, safeArea: Bool) throws -> (Data, String) {
        func failed(_ reason: String) -> RendershotError { .renderFailed(scene: preview.referenceName, reason: reason) }
        if let problem = preview.layoutProblem { throw failed(problem + " (\(preview.location))") }
        let host: ViewHost<AnyView>
        do {
            host = try preview.host(colorScheme: colorScheme, scale: scale, layoutDirection: layoutDirection, safeArea: safeArea,
                                    dynamicTypeSize: dynamicTypeSize, locale: locale)
        } catch {
            throw failed("\(error)")
        }
        do {
            let image = try host.renderOrThrow()
            let metadata = ["Software": "rendershot \(Rendershot.version)", "Title": preview.name,
                            "Source": preview.location, "Fonts": host.drawing().fontsUsed.joined(separator: "\n")]
            return (try image.pngData(textMetadata: metadata), "\(image.width)×\(image.height) px")
        } catch is PixmapError {
            let window = "\(formatDecimal(host.size.width))×\(formatDecimal(host.size.height)) points at scale \(formatDecimal(host.scale))"
            let limit = "each side at most \(Pixmap.maximumDimension) px, \(Pixmap.maximumPixelCount) px in all"
            if preview.layout == .sizeThatFits {
                throw failed("its view's ideal size, \(window), is more than a canvas can hold (\(limit)); "
                             + "use a fixed layout (traits: .fixedLayout(width:height:) or previewLayout(.fixed(width:height:))) "
                             + "or give the view a smaller frame")
            }
            throw failed("its window, \(window), is more than a canvas can hold (\(limit)); use a smaller layout or --scale")
        } catch {
            throw failed("\(error)")
        }
    }
}
