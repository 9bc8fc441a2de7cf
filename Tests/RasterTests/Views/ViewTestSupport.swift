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

/// The size of a symbol glyph whose ink is `width` × `height` design units of Raster's icon
/// font (Material Icons, 512 units per em) beside `pointSize`-point regular text at the medium
/// scale: the em is pointSize × 0.9961 × 24 / 20 points (SymbolFont.swift), times `factor`.
func symbolSize(designUnits width: CGFloat, _ height: CGFloat, pointSize: CGFloat = 17, factor: CGFloat = 1) -> CGSize {
    let em = pointSize * 0.9961 * 24 / 20 * factor
    return CGSize(width: width * em / 512, height: height * em / 512)
}

/// Whether two sizes agree to 1e-9 point (they are computed in different orders, so the last
/// bits of a double may differ).
func isClose(_ a: CGSize?, _ b: CGSize) -> Bool {
    guard let a else { return false }
    return abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
