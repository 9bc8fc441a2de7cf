// FreeTypeLibrary.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// FreeType's threading rules (FreeType 2 API reference, "FT_Library"): one FT_Library may be
// shared by threads if creating and destroying faces is serialised, and each FT_Face is used
// by one thread at a time. This file owns the process's single FT_Library and its lock; each
// FontFace guards its own FT_Face with its own lock.

import CFreeType
import Foundation

/// FreeType load and style flags that Swift cannot import (function-like macros) or that read
/// better with names. Values from freetype.h.
enum FreeTypeFlags {
    /// Outline in font units, no scaling: `FT_LOAD_NO_SCALE`.
    static let loadNoScale = FT_Int32(1 << 0)
    /// Unhinted outlines and advances: `FT_LOAD_NO_HINTING`.
    static let loadNoHinting = FT_Int32(1 << 1)
    /// Ignore embedded bitmap strikes, always use outlines: `FT_LOAD_NO_BITMAP`.
    static let loadNoBitmap = FT_Int32(1 << 3)
    /// Load colour bitmaps as premultiplied BGRA (`FT_PIXEL_MODE_BGRA`): `FT_LOAD_COLOR`.
    static let loadColor = FT_Int32(1 << 20)
    /// `FT_STYLE_FLAG_ITALIC`.
    static let styleItalic = FT_Long(1 << 0)
    /// `FT_STYLE_FLAG_BOLD`.
    static let styleBold = FT_Long(1 << 1)
    /// `FT_FACE_FLAG_SCALABLE`: the face has outlines.
    static let faceScalable = FT_Long(1 << 0)
    /// `FT_FACE_FLAG_FIXED_SIZES`: the face has bitmap strikes.
    static let faceFixedSizes = FT_Long(1 << 1)
    /// `FT_FACE_FLAG_KERNING`: the face has a `kern` table FreeType can read.
    static let faceKerning = FT_Long(1 << 6)
    /// `FT_FACE_FLAG_COLOR`: the face has colour glyphs (CBDT, sbix or COLR).
    static let faceColor = FT_Long(1 << 14)

    /// The four-character table tag as FreeType's `FT_ULong` (`FT_MAKE_TAG`).
    static func tag(_ name: StaticString) -> FT_ULong {
        var value: FT_ULong = 0
        name.withUTF8Buffer { bytes in
            for byte in bytes { value = value << 8 | FT_ULong(byte) }
        }
        return value
    }
}

/// The process's single `FT_Library`.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    private let library: FT_Library?
    private let lock = NSLock()

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) != 0 { library = nil }
        self.library = library
    }

    /// Opens face `index` of the font file at `path`, or nil when FreeType cannot read it.
    func openFace(path: String, index: Int) -> FT_Face? {
        lock.lock(); defer { lock.unlock() }
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0 else { return nil }
        return face
    }

    /// Closes a face from `openFace`.
    func closeFace(_ face: FT_Face) {
        lock.lock(); defer { lock.unlock() }
        FT_Done_Face(face)
    }

    /// The number of faces in the font file at `path` (a collection holds several), or 0 when
    /// FreeType cannot read it.
    func faceCount(path: String) -> Int {
        guard let face = openFace(path: path, index: 0) else { return 0 }
        defer { closeFace(face) }
        return Int(face.pointee.num_faces)
    }
}
