// AtomicFile.swift · Raster/Output · Raster's own type (no SwiftUI counterpart)
// Status: Complete.
//
// Files appear whole or not at all. Bytes go to a new temporary file beside the target
// (`.<name>.<pid>-<n>.tmp`, created with O_EXCL so no two writers share one) and `commit`
// renames it over the target, which POSIX makes atomic within one file system. Any failure,
// and an `AtomicFile` released without `commit`, removes the temporary file, so a failed
// write leaves the previous target untouched and no stray files. The data is not fsync'ed:
// the guarantee holds against failures of the process, not against power loss.

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file being written that replaces `url` only when committed. Its one-call `write` is
/// available to Raster's own command-line tool as `@_spi(RasterOutput)`.
@_spi(RasterOutput)
public final class AtomicFile {
    let url: URL
    private let temporaryPath: String
    private var descriptor: Int32
    private var isOpen = true

    private static let lock = NSLock()
    nonisolated(unsafe) private static var nextNumber = 0

    /// Creates the temporary file in the target's directory.
    /// - Throws: `PNGError.Problem.fileSystem` (source: the target path) when the directory
    ///   does not exist or cannot be written, or when the target exists and is neither a
    ///   regular file nor a symbolic link: renaming over a device such as `/dev/null` or
    ///   `/dev/full`, a pipe or a socket would replace it with the file.
    init(url: URL) throws {
        var status = stat()
        if lstat(url.path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFLNK || kind == S_IFDIR else {
                throw PNGError(source: url.path, problem: .fileSystem(
                    "it is not a regular file (a device, pipe or socket), which writing would replace; give the path of a file"))
            }
        }
        let directory = url.deletingLastPathComponent().path
        let prefix = directory + "/." + url.lastPathComponent + ".\(getpid())-"
        while true {
            AtomicFile.lock.lock()
            let number = AtomicFile.nextNumber
            AtomicFile.nextNumber += 1
            AtomicFile.lock.unlock()
            let path = prefix + "\(number).tmp"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                self.url = url
                self.temporaryPath = path
                self.descriptor = fd
                return
            }
            guard errno == EEXIST else {
                throw Self.failure(url, "cannot create a temporary file in \(directory)")
            }
        }
    }

    deinit { discard() }

    /// Appends `bytes`.
    func write(_ bytes: some ContiguousBytes) throws {
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(descriptor, raw.baseAddress! + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw failure("cannot write the temporary file \(temporaryPath)") }
                done += n
            }
        }
    }

    /// Replaces bytes already written, starting at byte `offset`.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw failure("cannot write the temporary file \(temporaryPath)") }
                done += n
            }
        }
    }

    /// Closes the temporary file and renames it over the target.
    /// - Throws: `PNGError.Problem.fileSystem`; the temporary file is then removed.
    func commit() throws {
        isOpen = false
        guard close(descriptor) == 0 else {
            let error = failure("cannot close the temporary file \(temporaryPath)")
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, url.path) == 0 else {
            let error = failure("cannot move the temporary file into place")
            unlink(temporaryPath)
            throw error
        }
    }

    /// Closes and removes the temporary file unless it was committed.
    func discard() {
        guard isOpen else { return }
        isOpen = false
        close(descriptor)
        unlink(temporaryPath)
    }

    /// Writes `bytes` to `url` atomically: the file at `url` is the old one or the complete
    /// new one, and no temporary file remains.
    /// - Throws: `PNGError` with problem `.fileSystem` (source: the path) when it cannot.
    @_spi(RasterOutput)
    public static func write(_ bytes: some ContiguousBytes, to url: URL) throws {
        let file = try AtomicFile(url: url)
        try file.write(bytes)
        try file.commit()
    }

    private func failure(_ what: String) -> PNGError { Self.failure(url, what) }

    /// An error for `what` that failed with the current `errno`.
    private static func failure(_ url: URL, _ what: String) -> PNGError {
        PNGError(source: url.path, problem: .fileSystem("\(what): \(String(cString: strerror(errno)))"))
    }
}
