// FileWrapper.swift · Raster/Support · mirrors Foundation's FileWrapper (NSFileWrapper), which Linux's Foundation lacks
// Status: Partial — regular files and directories held in memory, read from and written to
// disk; no symbolic links, file attributes or incremental writes.

import Foundation

/// A representation of a node (a file or a directory) in a file system: what a
/// `FileDocument` reads and writes.
///
/// Raster: Linux's Foundation has no `FileWrapper`; this one holds a regular file's contents
/// or a directory's child wrappers in memory. Reading a URL reads the whole tree at once.
open class FileWrapper {
    private enum Node {
        case regularFile(Data)
        case directory([String: FileWrapper])
    }

    private var node: Node
    /// The name the wrapper's file is given when written into a directory (default nil).
    open var preferredFilename: String?
    /// The name of the file the wrapper was read from or last written to.
    open var filename: String?

    /// Creates a wrapper of a regular file with `contents`.
    public init(regularFileWithContents contents: Data) {
        node = .regularFile(contents)
    }

    /// Creates a wrapper of a directory holding `childrenByPreferredName` (each child's
    /// `preferredFilename` is set to its key).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName { child.preferredFilename = name }
        node = .directory(childrenByPreferredName)
    }

    /// Reads the file or directory at `url` (a file URL) with everything under it.
    /// `options` is accepted and not used.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name))
            }
            node = .directory(children)
        } else {
            node = .regularFile(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Options for reading a wrapper (accepted, not used).
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read the contents at once (Raster always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file into memory (Raster never maps it).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a wrapper.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write the whole file first and move it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set the wrappers' `filename`s to the names written (Raster always does).
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { if case .regularFile = node { return true } else { return false } }
    /// Whether the wrapper is a directory.
    open var isDirectory: Bool { if case .directory = node { return true } else { return false } }
    /// Whether the wrapper is a symbolic link (never, in Raster).
    open var isSymbolicLink: Bool { false }

    /// A regular file's contents; nil for a directory.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = node { return data } else { return nil }
    }

    /// A directory's children by file name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = node { return children } else { return nil }
    }

    /// Adds `child` to a directory wrapper under its preferred file name (a unique one made
    /// from it when taken) and returns the name; a regular file's wrapper is unchanged and
    /// the name returned empty, with a warning.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = node else {
            warnOnce("FileWrapper.addFileWrapper(_:) on a regular file's wrapper; only a directory's wrapper has children")
            return ""
        }
        let base = child.preferredFilename ?? "Untitled"
        var name = base
        var number = 2
        while children[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        child.filename = name
        children[name] = child
        node = .directory(children)
        return name
    }

    /// Writes the wrapper to `url`: a regular file's contents, or a directory with every
    /// child under its file name. `originalContentsURL` is accepted and not used.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch node {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        filename = url.lastPathComponent
    }
}
