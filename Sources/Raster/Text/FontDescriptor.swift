// FontDescriptor.swift · Raster/Text · Raster's own type (no SwiftUI counterpart)
// Status: Complete.

import CFreeType
import Foundation

/// What the font library knows about one installed face before loading it for drawing: the
/// names and style attributes used to match `Font.Resolved`, and where the face lives.
struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The font file's absolute path.
    let path: String
    /// The face's index within the file (collections such as `.ttc` hold several).
    let faceIndex: Int
    /// The family name FreeType reports: the typographic family (name ID 16) when present,
    /// otherwise the family name (ID 1). Examples: "Inter", "Inter Display", "NanumGothic".
    let family: String
    /// The style name, for example "Regular", "Semi Bold", "Bold Italic", "Book".
    let style: String
    /// The PostScript name (name ID 6), for example "Inter-SemiBold"; empty when absent.
    let postScriptName: String
    /// The OpenType weight class (OS/2 `usWeightClass`), 1...1000: 400 regular, 700 bold.
    let weight: Int
    /// The OpenType width class (OS/2 `usWidthClass`), 1...9: 5 is normal, 4 semi-condensed.
    let widthClass: Int
    /// Whether the face is italic or oblique (OS/2 `fsSelection` or `head.macStyle`).
    let isItalic: Bool
    /// The position in the library's search order of the folder the file was found in; a
    /// lower rank wins between otherwise equal faces.
    let searchRank: Int

    /// The file's name without its folder, for example "Inter-Regular.otf".
    var fileName: String { FilePath.lastComponent(path) }

    var description: String { "\(family) \(style) (\(fileName))" }

    /// Deterministic order between descriptors: by family, then the file's search rank, path
    /// and face index. Compares names by their UTF-8 bytes, so no locale is involved.
    static func precedes(_ lhs: FontDescriptor, _ rhs: FontDescriptor) -> Bool {
        if lhs.family != rhs.family { return lhs.family.utf8.lexicographicallyPrecedes(rhs.family.utf8) }
        if lhs.searchRank != rhs.searchRank { return lhs.searchRank < rhs.searchRank }
        if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
        return lhs.faceIndex < rhs.faceIndex
    }

    /// Every scalable or colour-bitmap face in the font file at `path` (none when it holds
    /// only monochrome bitmap strikes), or nil when FreeType cannot read the file.
    static func read(path: String, searchRank: Int) -> [FontDescriptor]? {
        let library = FreeTypeLibrary.shared
        let count = library.faceCount(path: path)
        guard count > 0 else { return nil }
        return (0..<count).compactMap { index in
            guard let face = library.openFace(path: path, index: index) else { return nil }
            defer { library.closeFace(face) }
            return FontDescriptor(face: face, path: path, index: index, searchRank: searchRank)
        }
    }

    private init?(face: FT_Face, path: String, index: Int, searchRank: Int) {
        let rec = face.pointee
        guard rec.face_flags & FreeTypeFlags.faceScalable != 0 || FontFace.isColorBitmapFace(face) else { return nil }
        let stem = FilePath.stem(path)
        self.path = path
        self.faceIndex = index
        self.family = rec.family_name.map { String(cString: $0) } ?? stem
        self.style = rec.style_name.map { String(cString: $0) } ?? "Regular"
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        self.isItalic = rec.style_flags & FreeTypeFlags.styleItalic != 0
        self.searchRank = searchRank
        let isBold = rec.style_flags & FreeTypeFlags.styleBold != 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            self.weight = FontDescriptor.normalizedWeight(Int(os2.usWeightClass), isBold: isBold)
            self.widthClass = (1...9).contains(Int(os2.usWidthClass)) ? Int(os2.usWidthClass) : 5
        } else {
            self.weight = isBold ? 700 : 400
            self.widthClass = 5
        }
    }

    /// A weight class in 1...1000. Some old fonts store 1...9 (hundreds); a zero weight
    /// falls back to the bold flag.
    private static func normalizedWeight(_ raw: Int, isBold: Bool) -> Int {
        switch raw {
        case 1...9: return raw * 100
        case 10...1000: return raw
        default: return isBold ? 700 : 400
        }
    }
}
