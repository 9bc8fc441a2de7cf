// FilePath.swift · Raster/Support · path strings taken apart without NSString, and names made safe for files (Raster's own)
// Status: Complete.
//
// The toolchain's Foundation traps (SIGILL) in `NSString.lastPathComponent`,
// `deletingLastPathComponent` and `pathExtension` for one-character strings such as "x", so
// `rendershot render badge --out x` crashed. Raster and its tools take paths apart here, with
// NSString's results for every other input: trailing slashes are ignored, "/" stays "/".
//
// `fileName(from:)` is the one rule for names that become files: snapshot references,
// preview reference names, rendershot's preview files.

import Foundation

package enum FilePath {
    /// `path` without trailing slashes ("/" for a path of slashes only).
    private static func trimmed(_ path: String) -> Substring {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        if end == path.startIndex { return path.isEmpty ? "" : "/" }
        return path[..<end]
    }

    /// The last component: "b" for "a/b" and "a/b/", "x" for "x", "/" for "/".
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trimmed(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component: "a" for "a/b", "" for "x", "/" for "/x".
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmed(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "" }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The extension of the last component, without its dot: "png" for "a/b.png", "" for
    /// "x", ".hidden" or "name.".
    package static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component without its extension: "Inter-Regular" for "/f/Inter-Regular.otf".
    package static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        let ext = pathExtension(path)
        return ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
    }

    /// The most UTF-8 bytes `fileName(from:)` returns: with a test's name, a preview's module
    /// and a suffix such as ".light.png" a file name stays under the usual 255-byte limit.
    package static let maximumNameLength = 100

    /// `name` as part of a file name: letters and digits of any script (in Unicode's composed
    /// form, so a name typed on macOS and on Linux gives the same bytes), `-`, `_` and `.` are
    /// kept; every other character becomes `-`. A result longer than `maximumNameLength`
    /// UTF-8 bytes is cut to a prefix followed by `-` and 8 hexadecimal digits of a hash
    /// (FNV-1a, 32 bits) of the whole kept name, so long names stay distinct and the same
    /// name always gives the same file; a short last part after a dot (at most 8 characters,
    /// such as a preview's `.light` or `.dark`) is kept after the hash.
    package static func fileName(from name: String) -> String {
        let kept = String(name.precomposedStringWithCanonicalMapping.map { character in
            character.isLetter || character.isNumber || "-_.".contains(character) ? character : "-"
        })
        guard kept.utf8.count > maximumNameLength else { return kept }
        var hash: UInt32 = 0x811C_9DC5
        for byte in kept.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        var tail = ""
        if let dot = kept.lastIndex(of: "."), kept.distance(from: dot, to: kept.endIndex) <= 9 { tail = String(kept[dot...]) }
        let suffix = String(format: "-%08x", hash) + tail
        var prefix = ""
        for character in kept {
            if prefix.utf8.count + character.utf8.count + suffix.utf8.count > maximumNameLength { break }
            prefix.append(character)
        }
        return prefix + suffix
    }
}
