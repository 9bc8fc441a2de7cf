// BenchmarkText.swift · Raster/Text · a line of text in one font file, for the shared bench scenes (Raster's own, SPI)
// Status: Complete.

import Foundation

/// A single line of text set in one font file and drawn with its baseline at a point, as
/// the rbench scenes' `text` op specifies: unhinted advances plus pair kerning, no wrapping.
/// Available as `@_spi(Benchmarks) import Raster`; not part of the stable API.
@_spi(Benchmarks)
public struct BenchmarkText {
    let layout: TextLayout
    let origin: CGPoint
    let shading: GraphicsContext.Shading

    /// Sets `string` in the font at `fontFile`, `pixelSize` pixels per em, with its pen
    /// origin on the baseline at `baseline` (pixels, y down), painted with `color`.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the font file does not exist, and
    ///   `CocoaError(.fileReadCorruptFile)` when it holds no font FreeType can read.
    public init(_ string: String, fontFile: URL, pixelSize: CGFloat, baseline: CGPoint, color: Color) throws {
        let library = try BenchmarkText.library(for: fontFile)
        let font = Font.Resolved(size: pixelSize, weight: .regular, design: .default, italic: false, family: nil)
        layout = TextLayout(string, font: font, maxWidth: nil, library: library)
        origin = CGPoint(x: baseline.x, y: baseline.y - layout.firstBaseline)
        shading = .color(color)
    }

    /// Draws the text into `context` (whose user space should be pixels).
    public func draw(in context: GraphicsContext) {
        context.draw(layout, at: origin, with: shading)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var libraries: [URL: FontLibrary] = [:]

    /// A font library holding only `fontFile`.
    private static func library(for fontFile: URL) throws -> FontLibrary {
        lock.lock(); defer { lock.unlock() }
        if let library = libraries[fontFile] { return library }
        guard FileManager.default.fileExists(atPath: fontFile.path) else { throw CocoaError(.fileNoSuchFile) }
        let library = FontLibrary(searchDirectories: [fontFile.path], warningHandler: { _ in })
        // A file FreeType cannot open as a face (or a folder without fonts) gives no faces.
        guard !library.descriptors.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        libraries[fontFile] = library
        return library
    }
}
