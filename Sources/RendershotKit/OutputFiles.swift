// OutputFiles.swift · RendershotKit · checking and writing rendershot's output paths
// Status: Complete.
//
// Paths are checked (`check…`) while the command line is validated, before any rendering;
// writes create missing folders and replace files atomically, so a file is either the old
// one or complete.

import Foundation

enum OutputFiles {
    /// Checks that `path` is a directory or does not exist yet.
    /// - Throws: `RendershotError.notADirectory` when it is a file.
    static func checkDirectory(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw RendershotError.notADirectory(option: option, path: path)
        }
    }

    /// Checks that `path` is not a directory.
    /// - Throws: `RendershotError.isADirectory` when it is one.
    static func checkFile(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RendershotError.isADirectory(option: option, path: path)
        }
    }

    /// Creates the directory `path` and any missing parents.
    /// - Throws: `RendershotError.writeFailed` when it cannot.
    static func createDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RendershotError.writeFailed(path: path, reason: reason(error))
        }
    }

    /// Writes `data` to `path` atomically, creating its folder if needed.
    /// - Throws: `RendershotError.writeFailed` when it cannot.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try createDirectory(url.deletingLastPathComponent().path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RendershotError.writeFailed(path: path, reason: reason(error))
        }
    }

    /// `directory` joined with `name`, as the user would write it.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The operating system's words for `error`.
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}
