// FilePath.swift · Raster/Support · path strings taken apart without NSString (Raster's own)
// Status: Complete.
//
// The toolchain's Foundation traps (SIGILL) in `NSString.lastPathComponent`,
// `deletingLastPathComponent` and `pathExtension` for one-character strings such as "x", so
// `rendershot render badge --out x` crashed. Raster and its tools take paths apart here, with
// NSString's results for every other input: trailing slashes are ignored, "/" stays "/".

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
}
