// OutputFiles.swift · RendershotKit · checking and writing rendershot's output paths
// Status: Complete.
//
// Paths are checked (`check…`) while the command line is validated, and each output folder
// is created and probed for writing (`prepareDirectory`) before any rendering, so an
// unwritable location costs one line, not a render. Writes replace files atomically through
// Raster's `AtomicFile` (bytes go to `.<name>.<pid>-<n>.tmp` beside the target, renamed over
// it once complete), so a file is either the old one or complete. Failures carry the system's reason (strerror) once, with the path once.

import Foundation
@_spi(RasterOutput) import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// - Throws: `RendershotError.isADirectory` when it is one (`.directoryInTheWay` when
    ///   `path` is a file that `option`, a folder, would hold).
    static func checkFile(_ path: String, option: String, inFolder: Bool = false) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw inFolder ? RendershotError.directoryInTheWay(option: option, path: path)
                : RendershotError.isADirectory(option: option, path: path)
        }
    }

    /// Creates `directory` and any missing parents, then checks that files can be created
    /// in it. Errors name `target`, the file or folder the user gave.
    /// - Throws: `RendershotError.writeFailed` with the system's reason.
    static func prepareDirectory(_ directory: String, for target: String) throws {
        try createDirectory(directory, for: target)
        if access(directory, W_OK | X_OK) != 0 { throw failure(target, code: errno) }
    }

    /// Creates the directory `path` and any missing parents; errors name `target`.
    /// - Throws: `RendershotError.writeFailed` when it cannot.
    static func createDirectory(_ path: String, for target: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw failure(target, code: ENOTDIR) }
            return
        }
        let parent = folder(of: path)
        if parent != path, parent != "." { try createDirectory(parent, for: target) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw failure(target, code: errno) }
    }

    /// Writes `data` to `path` atomically (Raster's `AtomicFile`), creating its folder if
    /// needed.
    /// - Throws: `RendershotError.writeFailed` when it cannot; no temporary file remains.
    static func write(_ data: Data, to path: String) throws {
        try createDirectory(folder(of: path), for: path)
        do {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw failure(path, error: error)
        }
    }

    /// Removes the temporary files this process made beside `target`
    /// (`.<name>.<pid>-<n>.tmp`, by AtomicFile for OutputFiles.write or APNGWriter) and returns
    /// their names.
    @discardableResult
    static func removeTemporaryFiles(beside target: String) -> [String] {
        let directory = folder(of: target)
        let prefix = "." + FilePath.lastComponent(target) + ".\(getpid())-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().filter { name in
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return false }
            let number = name.dropFirst(prefix.count).dropLast(4)
            guard !number.isEmpty, number.allSatisfy(\.isASCIIDigit) else { return false }
            return unlink(join(directory, name)) == 0
        }
    }

    /// The folder holding `path` ("." for a bare file name).
    static func folder(of path: String) -> String {
        let folder = FilePath.deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// The absolute path `path` names, with `.`, `..` and symbolic links resolved: two
    /// paths of one file compare equal.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `directory` joined with `name`, as the user would write it.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The write failure of `path` for the system error `code`: "permission denied".
    static func failure(_ path: String, code: Int32) -> RendershotError {
        let text = String(cString: strerror(code))
        return .writeFailed(path: path, reason: text.prefix(1).lowercased() + text.dropFirst())
    }

    /// The write failure of `path` for an error of Raster's writers: a file-system
    /// `PNGError` reads "cannot create a temporary file in DIR: Permission denied", of which
    /// the system's reason is kept.
    static func failure(_ path: String, error: Error) -> RendershotError {
        guard let error = error as? PNGError else { return .writeFailed(path: path, reason: "\(error)") }
        guard case .fileSystem(let detail) = error.problem else {
            return .writeFailed(path: path, reason: String(error.description.dropFirst(error.source.count + 2)))
        }
        let text = detail.components(separatedBy: ": ").last ?? detail
        return .writeFailed(path: path, reason: text.prefix(1).lowercased() + text.dropFirst())
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
