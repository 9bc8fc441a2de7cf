// OutputFiles.swift · RendershotKit · checking and writing rendershot's output paths
// Status: Complete.
//
// Paths are checked (`check…`) while the command line is validated, and each output folder
// is created and probed for writing (`prepareDirectory`) before any rendering, so an
// unwritable location costs one line, not a render. Writes replace files atomically: the
// bytes go to `.<name>.<pid>-<n>.tmp` beside the target (the naming Raster's APNGWriter
// uses too), renamed over the target once complete, so a file is either the old one or
// complete. Failures carry the system's reason (strerror) once, with the path once.

import Foundation
import Raster
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum OutputFiles {
    private static let nextNumber = Atomic<Int>(0)

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

    /// Creates `directory` and any missing parents, then checks that a file can be created
    /// in it. Errors name `target`, the file or folder the user gave.
    /// - Throws: `RendershotError.writeFailed` with the system's reason.
    static func prepareDirectory(_ directory: String, for target: String) throws {
        try createDirectory(directory, for: target)
        let (descriptor, temporary) = try createTemporaryFile(in: directory, named: "rendershot", for: target)
        close(descriptor)
        unlink(temporary)
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

    /// Writes `data` to `path` atomically, creating its folder if needed.
    /// - Throws: `RendershotError.writeFailed` when it cannot; no temporary file remains.
    static func write(_ data: Data, to path: String) throws {
        let directory = folder(of: path)
        try createDirectory(directory, for: path)
        let name = (path as NSString).lastPathComponent
        let (descriptor, temporary) = try createTemporaryFile(in: directory, named: name, for: path)
        var code: Int32 = 0
        data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count, code == 0 {
                let count = Glibc.write(descriptor, raw.baseAddress! + done, raw.count - done)
                if count > 0 { done += count } else if errno != EINTR { code = errno }
            }
        }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(path, code: code)
        }
    }

    /// Removes the temporary files this process made beside `target`
    /// (`.<name>.<pid>-<n>.tmp`, by OutputFiles.write or APNGWriter) and returns their names.
    @discardableResult
    static func removeTemporaryFiles(beside target: String) -> [String] {
        let directory = folder(of: target)
        let prefix = "." + (target as NSString).lastPathComponent + ".\(getpid())-"
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
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
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

    /// A new file `.<name>.<pid>-<n>.tmp` in `directory`, opened for writing.
    private static func createTemporaryFile(in directory: String, named name: String,
                                            for target: String) throws -> (Int32, String) {
        while true {
            let number = nextNumber.add(1, ordering: .relaxed).oldValue
            let path = join(directory, ".\(name).\(getpid())-\(number).tmp")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST else { throw failure(target, code: errno) }
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
