// FrameDrawing.swift · Raster/Rendering · the display list of one frame, for Raster's tools (Raster's own)
// Status: Complete.
//
// `package` API for the rest of this package (rendershot's SVG output, the snapshot
// strategies of RasterSnapshotTesting): the display list stays internal, and tools get its
// text dump, its SVG and the fonts its text is drawn with.

import Foundation

/// What one frame draws, independent of resolution.
///
/// Raster: `size` is the canvas in points (the window of a `ViewHost`, the content's size
/// for an `ImageRenderer`); coordinates in the dump and the SVG are points, y down.
package struct FrameDrawing {
    let displayList: DisplayList
    /// The canvas, points.
    package let size: CGSize
    /// The colour under the drawing (a window's background), or nil for a transparent one.
    let background: Color.Resolved?
    /// What colours resolve in (for filters) and canvases draw with.
    let environment: EnvironmentValues
    /// Pixels per point of the frame (for canvases, embedded as pixels in the SVG).
    let scale: CGFloat

    init(frame: FrameRenderer.Frame?, size: CGSize, scale: CGFloat, background: Color.Resolved? = nil) {
        displayList = frame?.displayList ?? DisplayList()
        environment = frame?.environment ?? EnvironmentValues()
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The display list as indented text, one item per line (DisplayList+Description.swift).
    package var displayListDescription: String { displayList.description }

    /// The frame as an SVG document of `size` points (SVGWriter.swift).
    package func svg() -> String {
        SVGWriter.document(for: displayList, size: size, background: background, environment: environment, scale: scale)
    }

    /// The font faces the frame's text is drawn with, sorted, one per entry, such as
    /// "Inter Regular (Inter-Regular.otf, Version 3.019)". Empty when it draws no text.
    /// Text a `Canvas` or a `TextRenderer` draws in code counts too: their drawing code runs
    /// again into a 1×1 pixmap that notes the faces of the text it draws.
    package var fontsUsed: [String] {
        let log = TextFaceLog()
        func visit(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case .text(let layout, _, _): log.note(layout)
                case .canvas(let renderer, let size):
                    guard let pixmap = try? Pixmap(width: 1, height: 1) else { continue }
                    var context = GraphicsContext(pixmap: pixmap, scale: scale, environment: environment)
                    context.textFaces = log
                    renderer(&context, size)
                case .group(.mask(let mask), let content): visit(mask); visit(content)
                case .group(_, let content): visit(content)
                case .fill, .stroke, .image, .backdrop: break
                }
            }
        }
        visit(displayList.items)
        return log.fingerprints.sorted().map(\.description)
    }

    /// Which of `fonts` (as `fontsUsed` names them) are installed on this machine, same
    /// version: text in them is drawn here as it was where they were recorded.
    package static func installedFonts(among fonts: [String]) -> Set<String> {
        FontLibrary.shared.installedFonts(among: fonts)
    }
}

/// The font faces of the text a drawing draws, by fingerprint (`FrameDrawing.fontsUsed`).
final class TextFaceLog {
    private(set) var fingerprints = Set<FontFingerprint>()

    /// Notes the faces `layout` draws with.
    func note(_ layout: TextLayout) {
        fingerprints.formUnion(layout.faces.map(FontFingerprint.init))
    }
}

extension ViewHost {
    /// The current frame's drawing: the tree brought up to date and laid out in the window,
    /// as `render()` would draw it, on the window's background when `isOpaque`.
    package func drawing() -> FrameDrawing {
        let frame = try? renderer.record(graph, proposal: ProposedViewSize(size), canvas: size)
        let scheme = frame?.environment.colorScheme ?? colorScheme
        let background = scheme == .dark ? Color.Resolved(red: 0, green: 0, blue: 0) : Color.Resolved(red: 1, green: 1, blue: 1)
        return FrameDrawing(frame: frame, size: size, scale: scale, background: isOpaque ? background : nil)
    }
}

extension ImageRenderer {
    /// The drawing of the content at its size for `proposedSize`, as `render()` would draw it.
    /// - Throws: `RenderError` as `render()` does for a bad scale or empty content.
    package func drawing() throws -> FrameDrawing {
        let renderer = try FrameRenderer(scale: scale, colorScheme: colorScheme, isOpaque: isOpaque)
        let graph = FrameRenderer.makeGraph(content, scale: renderer.scale, colorScheme: colorScheme)
        let frame = try renderer.record(graph, proposal: proposedSize, canvas: nil)
        return FrameDrawing(frame: frame, size: frame.size, scale: renderer.scale)
    }
}
