// FontFace.swift · Raster/Text · Raster's own type (plays the part of CTFont / UIFont)
// Status: Complete — metrics, character map, unhinted advances and pair kerning (GPOS
// PairPos or the `kern` table). No shaping beyond that: no ligatures (except the GSUB
// ligatures of colour emoji faces, OpenTypeLigatures.swift), no mark positioning.

import CFreeType
import Foundation

/// Font metrics at one size, in points.
///
/// Raster: ascent and descent are both positive distances from the baseline (up and down);
/// they come from the `hhea` table, as Core Text's do. Nothing is rounded: rounding to device
/// pixels is the layout's business.
struct FontMetrics: Hashable, Sendable {
    /// The size in points the metrics are scaled to.
    var size: CGFloat
    /// Distance from the baseline up to the top of the line box (`hhea.ascender`).
    var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the glyph box (`-hhea.descender`).
    var descent: CGFloat
    /// Extra space below the descent (`hhea.lineGap`).
    var leading: CGFloat
    /// Height of flat capital letters (OS/2 `sCapHeight`, else the outline of "H").
    var capHeight: CGFloat
    /// Height of flat lowercase letters (OS/2 `sxHeight`, else the outline of "x").
    var xHeight: CGFloat
    /// Design units per em of the face.
    var unitsPerEm: Int

    /// The height of one line: ascent + descent + leading, unrounded.
    var lineHeight: CGFloat { ascent + descent + leading }
}

/// One loaded font face: an `FT_Face` with Raster's metric, character-map and kerning queries.
///
/// Raster: every query is in design units (integers, y up) unless its name says points;
/// `points(_:size:)` converts. Advances are unhinted (`FT_LOAD_NO_SCALE`), so text measures
/// the same at every resolution. FreeType allows one thread per face at a time, so every use
/// of the face goes through `lock`; the answers are pure, so threads see the same results.
final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    let descriptor: FontDescriptor
    /// A number unique to this face object in the process, used in cache keys.
    let serial: Int
    let unitsPerEm: Int
    /// `hhea` ascender, design units, positive up.
    let ascender: Int
    /// `hhea` descender as a positive distance below the baseline, design units.
    let descender: Int
    /// `hhea` line gap, design units.
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// Underline position (FreeType's `underline_position`, from the `post` table): the
    /// centre of the underline stroke, design units, positive up from the baseline (negative
    /// below); -0.1 em when the face gives none.
    let underlinePosition: Int
    /// Underline thickness (`post.underlineThickness`), design units.
    let underlineThickness: Int
    /// Strikethrough position (OS/2 `yStrikeoutPosition`): the bottom of the stroke, design
    /// units above the baseline; 0.22 em when the face gives none.
    let strikeoutPosition: Int
    /// Strikethrough thickness (OS/2 `yStrikeoutSize`), design units.
    let strikeoutSize: Int
    /// The version string (name ID 5), for example "Version 3.019"; empty when absent.
    let version: String
    /// Whether the glyphs are colour bitmaps without outlines (CBDT/CBLC strikes, as in Noto
    /// Color Emoji): they are drawn as images (FontFace+ColorGlyphs.swift), not as masks.
    let hasColorBitmaps: Bool
    /// The GSUB ligatures of a colour bitmap face (how it joins emoji sequences); nil for
    /// other faces, which Raster does not shape.
    let ligatures: OpenTypeLigatures?
    /// The synthetic bold and oblique this face object draws with (FontSynthesis.swift):
    /// each synthesis of a face file is a face object of its own, with its own serial.
    let synthesis: FontSynthesis

    private let face: FT_Face
    private let lock = NSLock()
    private let pairKerning: OpenTypePairKerning?
    private let hasKernTable: Bool
    private var glyphIndices: [UInt32: UInt32] = [:]
    private var advances: [UInt32: Int32] = [:]
    private var kerningPairs: [UInt64: Int32] = [:]

    private static let serialLock = NSLock()
    nonisolated(unsafe) private static var nextSerial = 0

    /// Loads the face `descriptor` names, drawn with `synthesis`; nil when FreeType cannot open it.
    init?(descriptor: FontDescriptor, synthesis: FontSynthesis = .none) {
        guard let face = FreeTypeLibrary.shared.openFace(path: descriptor.path, index: descriptor.faceIndex) else {
            return nil
        }
        self.face = face
        self.descriptor = descriptor
        self.synthesis = synthesis
        FontFace.serialLock.lock()
        FontFace.nextSerial += 1
        self.serial = FontFace.nextSerial
        FontFace.serialLock.unlock()

        let rec = face.pointee
        hasColorBitmaps = FontFace.isColorBitmapFace(face)
        // FreeType reports 0 units per em for faces without outlines; the `head` table has it.
        var headUnitsPerEm = 0
        if rec.units_per_EM == 0, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            headUnitsPerEm = Int(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        }
        unitsPerEm = Swift.max(1, rec.units_per_EM == 0 ? headUnitsPerEm : Int(rec.units_per_EM))
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Int(hhea.Ascender)
            descender = -Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        } else {
            ascender = Int(rec.ascender)
            descender = -Int(rec.descender)
            lineGap = Swift.max(0, Int(rec.height) - Int(rec.ascender) + Int(rec.descender))
        }
        var cap = 0, x = 0
        let em = Swift.max(1, Int(rec.units_per_EM))
        underlineThickness = rec.underline_thickness > 0 ? Int(rec.underline_thickness) : em / 14
        underlinePosition = rec.underline_thickness > 0 ? Int(rec.underline_position) : -em / 10
        var strikeout = (position: em * 22 / 100, size: underlineThickness)
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 { cap = Int(os2.sCapHeight); x = Int(os2.sxHeight) }
            if os2.yStrikeoutSize > 0 { strikeout = (Int(os2.yStrikeoutPosition), Int(os2.yStrikeoutSize)) }
        }
        strikeoutPosition = strikeout.position
        strikeoutSize = strikeout.size
        if cap <= 0 { cap = FontFace.outlineTop(face, of: "H") ?? (ascender * 7 / 10) }
        if x <= 0 { x = FontFace.outlineTop(face, of: "x") ?? (ascender / 2) }
        capHeight = cap
        xHeight = x
        version = FontFace.name(face, id: 5) ?? ""
        pairKerning = FontFace.table(face, tag: "GPOS").flatMap(OpenTypePairKerning.init(gpos:))
        hasKernTable = rec.face_flags & FreeTypeFlags.faceKerning != 0
        ligatures = hasColorBitmaps ? FontFace.table(face, tag: "GSUB").flatMap(OpenTypeLigatures.init(gsub:)) : nil
    }

    deinit {
        FreeTypeLibrary.shared.closeFace(face)
    }

    var description: String { descriptor.description }

    static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(serial) }

    /// Points per design unit at `size` points.
    func scale(forSize size: CGFloat) -> CGFloat { size / CGFloat(unitsPerEm) }

    /// `units` design units in points at `size` points: `units × size / unitsPerEm`, the one
    /// conversion every measurement uses.
    func points(_ units: Int, size: CGFloat) -> CGFloat { CGFloat(units) * size / CGFloat(unitsPerEm) }

    /// The metrics at `size` points.
    func metrics(size: CGFloat) -> FontMetrics {
        FontMetrics(size: size, ascent: points(ascender, size: size), descent: points(descender, size: size),
                    leading: points(lineGap, size: size), capHeight: points(capHeight, size: size),
                    xHeight: points(xHeight, size: size), unitsPerEm: unitsPerEm)
    }

    /// The glyph for `scalar` in the face's Unicode character map, or nil when the face does
    /// not cover it.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        lock.lock(); defer { lock.unlock() }
        if let cached = glyphIndices[scalar.value] { return cached == 0 ? nil : cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = index
        return index == 0 ? nil : index
    }

    /// The horizontal advance of `glyph` in design units (the `hmtx` value, unhinted), widened
    /// by the embolden strength when the face draws a synthetic bold and the advance is not 0.
    func advance(of glyph: UInt32) -> Int {
        lock.lock(); defer { lock.unlock() }
        if let cached = advances[glyph] { return Int(cached) }
        var value: FT_Fixed = 0
        if FT_Get_Advance(face, FT_UInt(glyph), FreeTypeFlags.loadNoScale, &value) != 0 { value = 0 }
        if value != 0 { value += FT_Fixed(synthesis.emboldenStrength(unitsPerEm: unitsPerEm)) }
        advances[glyph] = Int32(truncatingIfNeeded: value)
        return Int(value)
    }

    /// The kerning adjustment between `left` and `right` in design units (negative moves
    /// `right` closer). From GPOS pair positioning (`kern` feature) when the face has GPOS
    /// kerning, otherwise from the `kern` table, otherwise 0.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard pairKerning != nil || hasKernTable else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        lock.lock(); defer { lock.unlock() }
        if let cached = kerningPairs[key] { return Int(cached) }
        var value = 0
        if let pairKerning {
            value = pairKerning.adjustment(UInt16(truncatingIfNeeded: left), UInt16(truncatingIfNeeded: right))
        } else {
            var vector = FT_Vector()
            if FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_KERNING_UNSCALED.rawValue, &vector) == 0 {
                value = Int(vector.x)
            }
        }
        kerningPairs[key] = Int32(truncatingIfNeeded: value)
        return value
    }

    /// Runs `body` with the face while holding its lock.
    func withLockedFace<T>(_ body: (FT_Face) throws -> T) rethrows -> T {
        lock.lock(); defer { lock.unlock() }
        return try body(face)
    }

    // MARK: Reading tables

    /// The raw bytes of the sfnt table `tag`, or nil when the face has none.
    private static func table(_ face: FT_Face, tag: StaticString) -> [UInt8]? {
        var length: FT_ULong = 0
        let t = FreeTypeFlags.tag(tag)
        guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, t, 0, $0.baseAddress, &length) }
        return status == 0 ? bytes : nil
    }

    /// The top of the outline of `character`'s glyph in design units, or nil when absent.
    private static func outlineTop(_ face: FT_Face, of character: Unicode.Scalar) -> Int? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyph != 0, FT_Load_Glyph(face, glyph, FreeTypeFlags.loadNoScale) == 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return box.yMax > 0 ? Int(box.yMax) : nil
    }

    /// The name table entry `id`: the Windows Unicode (UTF-16BE) record, else the Macintosh
    /// Roman one.
    private static func name(_ face: FT_Face, id: FT_UShort) -> String? {
        var fallback: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &entry) == 0, entry.name_id == id, let bytes = entry.string else { continue }
            let data = Data(bytes: bytes, count: Int(entry.string_len))
            if entry.platform_id == 3, let s = String(data: data, encoding: .utf16BigEndian) { return s }
            if entry.platform_id == 1, fallback == nil { fallback = String(data: data, encoding: .macOSRoman) }
        }
        return fallback
    }
}
