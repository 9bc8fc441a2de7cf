import Foundation
@testable import Raster

/// Renders `view` at its ideal size (or `proposal`) and `scale` pixels per point.
func renderView<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> RasterImage {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    renderer.scale = scale
    return try renderer.render()
}

/// Writes `image` as a scratch PNG under /tmp/raster-views for looking at.
func writeScratch(_ image: RasterImage, _ name: String) {
    let folder = URL(fileURLWithPath: "/tmp/raster-views", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? image.write(to: folder.appendingPathComponent(name + ".png"))
}

/// The system red of the light scheme, opaque (255, 59, 48).
let systemRed = RGBA8(r: 255, g: 59, b: 48, a: 255)
let opaqueWhite = RGBA8(r: 255, g: 255, b: 255, a: 255)
let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)

/// Pure sRGB colours, whose pixels are exactly 0 or 255 per channel.
let pureRed = Color(red: 1, green: 0, blue: 0)
let pureBlue = Color(red: 0, green: 0, blue: 1)
let pureGreen = Color(red: 0, green: 1, blue: 0)

/// Collects Raster's warnings while `body` runs (only this task's warnings).
func capturingWarnings(_ body: () throws -> Void) rethrows -> [String] {
    try RasterDiagnostics.capturingWarnings(body).warnings
}
