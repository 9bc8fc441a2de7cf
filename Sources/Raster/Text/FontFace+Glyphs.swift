// FontFace+Glyphs.swift · Raster/Text · Raster's own code (no SwiftUI counterpart)
// Status: Complete — outlines as Paths and antialiased coverage masks through FreeType's
// grayscale rasterizer ("smooth" renderer, FT_RENDER_MODE_NORMAL), after the face's synthetic
// bold or oblique (FontSynthesis.swift).
//
// Both read the outline in design units (FT_LOAD_NO_SCALE, which implies no hinting and no
// embedded bitmaps) and scale it themselves in double precision. Letting FreeType scale
// would round the size to whole pixels per em for TrueType fonts whose `head` flags ask for
// it (bit 3), and text would then not be resolution independent.

import CFreeType
import Foundation

/// An 8-bit antialiased glyph image, placed relative to the pen position.
///
/// Raster: device pixels, y down. Pixel `(0, 0)` of the mask sits at
/// `(penX + left, penY + top)`, where the pen is the glyph origin on the baseline snapped to
/// whole pixels; `coverage` is row-major, `width` bytes per row, 0 outside and 255 inside.
struct GlyphMask: Sendable {
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    var coverage: [UInt8]

    static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
}

/// The linear map from a glyph's design units (y up) to device pixels in FreeType's y-up
/// convention: `x' = xx·x + xy·y`, `y' = yx·x + yy·y`, plus a fractional pen offset.
struct GlyphTransform: Hashable, Sendable {
    var xx: Double, xy: Double, yx: Double, yy: Double
    /// Offset added after the linear map, device pixels (y up), each in [0, 1).
    var dx: Double, dy: Double
}

extension FontFace {
    /// The outline of `glyph` in design units with y pointing **down** (so it can be placed
    /// like any Raster path), origin at the glyph's pen position on the baseline. Empty for
    /// glyphs without an outline (space) or that fail to load.
    func outlinePath(of glyph: UInt32) -> Path {
        withLockedFace { face in
            guard FT_Load_Glyph(face, FT_UInt(glyph), FreeTypeFlags.loadNoScale) == 0,
                  face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
            synthesize(&face.pointee.glyph.pointee.outline)
            return OutlineDecomposer.path(of: &face.pointee.glyph.pointee.outline)
        }
    }

    /// Renders `glyph` with the antialiasing rasterizer after mapping its design-unit outline
    /// through `transform`; `nil` when the glyph cannot be loaded, `.empty` when it has no ink.
    func renderMask(of glyph: UInt32, transform t: GlyphTransform) -> GlyphMask? {
        withLockedFace { face in
            guard FT_Load_Glyph(face, FT_UInt(glyph), FreeTypeFlags.loadNoScale) == 0 else { return nil }
            let slot = face.pointee.glyph!
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            synthesize(&slot.pointee.outline)
            let outline = slot.pointee.outline
            guard outline.n_points > 0, let points = outline.points else { return .empty }
            for i in 0..<Int(outline.n_points) {
                let x = Double(points[i].x), y = Double(points[i].y)
                points[i].x = FT_Pos(((t.xx * x + t.xy * y + t.dx) * 64).rounded())
                points[i].y = FT_Pos(((t.yx * x + t.yy * y + t.dy) * 64).rounded())
            }
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
            var coverage = [UInt8](repeating: 0, count: width * height)
            coverage.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (row - height + 1) * pitch
                    (out.baseAddress! + row * width).update(from: source, count: width)
                }
            }
            return GlyphMask(left: Int(slot.pointee.bitmap_left), top: -Int(slot.pointee.bitmap_top),
                             width: width, height: height, coverage: coverage)
        }
    }
}

/// Turns a FreeType outline into a `Path` through `FT_Outline_Decompose`, whose C callbacks
/// reach the path being built through the `user` pointer.
private final class OutlineDecomposer {
    private var path = Path()

    static func path(of outline: inout FT_Outline) -> Path {
        let decomposer = OutlineDecomposer()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let d = OutlineDecomposer.from(user)
                d.path.closeSubpath()
                d.path.move(to: point(to))
                return 0
            },
            line_to: { to, user in
                OutlineDecomposer.from(user).path.addLine(to: point(to))
                return 0
            },
            conic_to: { control, to, user in
                OutlineDecomposer.from(user).path.addQuadCurve(to: point(to), control: point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineDecomposer.from(user).path.addCurve(to: point(to), control1: point(control1),
                                                           control2: point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let status = withUnsafeMutablePointer(to: &outline) { outlinePointer in
            FT_Outline_Decompose(outlinePointer, &funcs, Unmanaged.passUnretained(decomposer).toOpaque())
        }
        guard status == 0 else { return Path() }
        decomposer.path.closeSubpath()
        return decomposer.path
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> OutlineDecomposer {
        Unmanaged<OutlineDecomposer>.fromOpaque(user!).takeUnretainedValue()
    }
}

/// A design-unit outline point (y up) as a Raster point (y down).
private func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
    guard let v else { return .zero }
    return CGPoint(x: CGFloat(v.pointee.x), y: -CGFloat(v.pointee.y))
}
