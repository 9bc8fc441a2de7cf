// SnapshotReport.swift · RasterSnapshotTesting · the HTML report of failed snapshots (Raster's own)
// Status: Complete.
//
// Every failure writes one fragment, `<artifacts>/report/<TestFile>.<name>.html`, and then
// rebuilds `<artifacts>/index.html` from all fragments in name order; a snapshot that
// passes removes its fragment and files. Test processes run in parallel (swift test
// --parallel) and Swift Testing runs tests concurrently, so the rebuild holds an exclusive
// flock(2) on `report/.lock` and the index is written to a temporary file renamed into
// place: readers see a whole report, and no process overwrites another's fragment.
// Fragments show the reference, actual and diff side by side: images as <img>, text
// formats in <pre> (at most 400 lines each). Paths in the report are relative to it.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The artifacts folder's report of failed snapshots.
enum SnapshotReport {
    /// One failure's files, each shown in the report when it exists.
    struct Entry {
        var location: SnapshotLocation
        var message: String
        var diff: URL?
    }

    /// Writes the fragment for `entry` and rebuilds the index.
    /// - Throws: file-system errors.
    static func add(_ entry: Entry) throws {
        let root = entry.location.artifactsRoot
        let folder = root.appendingPathComponent("report", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(fragment(entry).utf8).write(to: fragmentURL(for: entry.location), options: .atomic)
        try rebuildIndex(in: root)
    }

    /// Removes the files and fragment a previous failure of this snapshot left, rebuilding
    /// the index when there was a fragment.
    static func clear(_ location: SnapshotLocation) {
        let manager = FileManager.default
        for url in [location.actual, location.referenceCopy, location.diff(pathExtension: "png"), location.diff(pathExtension: "diff")]
            where manager.fileExists(atPath: url.path) {
            try? manager.removeItem(at: url)
        }
        let fragment = fragmentURL(for: location)
        guard manager.fileExists(atPath: fragment.path) else { return }
        try? manager.removeItem(at: fragment)
        try? rebuildIndex(in: location.artifactsRoot)
    }

    /// The report page of the artifacts folder `root`.
    static func indexURL(in root: URL) -> URL { root.appendingPathComponent("index.html") }

    private static func fragmentURL(for location: SnapshotLocation) -> URL {
        location.artifactsRoot.appendingPathComponent("report/\(location.testFile).\(location.name).html")
    }

    /// Writes index.html from every fragment, under the report's lock.
    static func rebuildIndex(in root: URL) throws {
        let folder = root.appendingPathComponent("report", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lock = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder.path]) }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var sections: [String] = []
        for name in names {
            if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) { sections.append(text) }
        }
        let title = sections.isEmpty ? "No failed snapshots" : "\(sections.count) failed snapshot\(sections.count == 1 ? "" : "s")"
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; }
            section { border-top: 1px solid #ccc; padding: 12px 0; }
            .files { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; }
            figcaption { font-weight: 600; margin-bottom: 4px; }
            img { max-width: 420px; image-rendering: pixelated; border: 1px solid #ccc;
                  background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
            pre { background: #f6f6f6; padding: 8px; overflow: auto; max-width: 640px; max-height: 480px; }
            </style></head>
            <body><h1>\(title)</h1>
            \(sections.joined(separator: "\n"))
            </body></html>

            """
        try Data(page.utf8).write(to: indexURL(in: root), options: .atomic)
    }

    private static func fragment(_ entry: Entry) -> String {
        let location = entry.location
        var figures: [String] = []
        for (label, url) in [("Reference", location.referenceCopy), ("Actual", location.actual), ("Diff", entry.diff)] {
            guard let url, FileManager.default.fileExists(atPath: url.path) else { continue }
            let relative = "\(location.testFile)/\(url.lastPathComponent)"
            let body: String
            if url.pathExtension == "png" {
                body = "<a href=\"\(escaped(relative))\"><img src=\"\(escaped(relative))\" alt=\"\(label)\"></a>"
            } else {
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let shown = lines.prefix(400).joined(separator: "\n") + (lines.count > 400 ? "\n… \(lines.count - 400) more lines" : "")
                body = "<pre>\(escaped(shown))</pre>"
            }
            figures.append("<figure><figcaption>\(label)</figcaption>\(body)</figure>")
        }
        return """
            <section id="\(escaped(location.testFile + "." + location.name))">
            <h2>\(escaped(location.testFile)) › \(escaped(location.name))</h2>
            <pre>\(escaped(entry.message))</pre>
            <div class="files">\(figures.joined())</div>
            </section>
            """
    }

    /// `text` with HTML's reserved characters escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
