// FontLibrary.swift · Raster/Text · Raster's own type (plays the part of the system font
// registry behind SwiftUI's Font)
// Status: Complete — discovery, matching (FontLibrary+Matching.swift), glyph fallback
// (FontCascade.swift), one-time warnings and font fingerprints.
//
// Search order (printed in warnings as "searched: …"):
//   1. every folder in RASTER_FONT_PATH (colon-separated), in the order given;
//   2. /usr/share/fonts;  3. /usr/local/share/fonts;  4. ~/.local/share/fonts;  5. ~/.fonts.
// Each folder is walked recursively with entries sorted by their UTF-8 bytes, so the result
// depends neither on the file system's listing order nor on the locale. Files ending in .ttf,
// .otf, .ttc or .otc (any case) are read; a file reached twice (symbolic links, overlapping
// folders) counts once, at its first position. Between otherwise equal faces the one found
// earlier in the search order wins (FontDescriptor.precedes).

import Foundation

/// The fonts Raster can draw with: found once per library, loaded lazily, matched to
/// `Font.Resolved` values and chained for glyphs the chosen face lacks.
///
/// Raster: `FontLibrary.shared` uses the default search order above. Tests and tools can make
/// a library over their own folders and capture its warnings.
final class FontLibrary: @unchecked Sendable {
    /// The library over `defaultSearchDirectories()`, warning on stderr (first of all about
    /// `RASTER_FONT_PATH` entries that are not folders).
    static let shared: FontLibrary = {
        let library = FontLibrary(searchDirectories: FontLibrary.defaultSearchDirectories())
        for problem in fontPathProblems() { library.warnOnce(problem, problem) }
        return library
    }()

    /// A warning for each `RASTER_FONT_PATH` entry that does not name a folder (fonts there
    /// would never be found).
    static func fontPathProblems(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        (environment["RASTER_FONT_PATH"] ?? "").split(separator: ":").map(String.init).compactMap { folder in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
            if exists && (isDirectory.boolValue || fontExtensions.contains(FilePath.pathExtension(folder).lowercased())) {
                return nil
            }
            return "RASTER_FONT_PATH names \(folder), which " + (exists ? "is neither a folder nor a font file" : "does not exist")
                + "; give folders that hold font files, or font files (.ttf, .otf, .ttc, .otc), separated by ':'"
        }
    }

    /// The default search order: `RASTER_FONT_PATH`, then the system and user font folders.
    /// Empty entries and repeats are dropped; `HOME` locates the user folders.
    static func defaultSearchDirectories(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var directories = (environment["RASTER_FONT_PATH"] ?? "").split(separator: ":").map(String.init)
        directories += ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = environment["HOME"], !home.isEmpty {
            directories += [home + "/.local/share/fonts", home + "/.fonts"]
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0).inserted }
    }

    /// Reports `message` through `RasterDiagnostics` (standard error by default).
    static func printWarning(_ message: String) {
        RasterDiagnostics.warn(message)
    }

    /// The folders searched, highest precedence first.
    let searchDirectories: [String]
    /// Recently built text layouts (see `TextLayout.init`).
    let layoutCache = LRUCache<TextLayout.CacheKey, TextLayout>(capacity: 512)

    private let warningHandler: @Sendable (String) -> Void
    private let lock = NSRecursiveLock()
    private var catalog: Catalog?
    private var loadedFaces: [FontDescriptor: FontFace] = [:]
    private var unreadableFaces: Set<FontDescriptor> = []
    /// Faces drawn with a synthetic bold or oblique, by file face and synthesis.
    private var synthesizedFaces: [FontDescriptor: [FontSynthesis: FontFace]] = [:]
    private var cascades: [FontCascade.Key: FontCascade] = [:]
    private var issuedWarnings: Set<String> = []
    private var facesUsed: Set<FontFace> = []

    /// A library over `searchDirectories` (highest precedence first) that reports problems
    /// once per cause through `warningHandler` (by default, to stderr).
    init(searchDirectories: [String],
         warningHandler: @escaping @Sendable (String) -> Void = { FontLibrary.printWarning($0) }) {
        self.searchDirectories = searchDirectories
        self.warningHandler = warningHandler
    }

    /// What the folders hold, read once.
    private struct Catalog {
        /// Every face, in `FontDescriptor.precedes` order.
        var descriptors: [FontDescriptor]
        /// The faces of each family, keyed by the lowercased family name.
        var families: [String: [FontDescriptor]]
        /// The family names, sorted by UTF-8 bytes.
        var familyNames: [String]
    }

    /// Every scalable face found, in `FontDescriptor.precedes` order. The folders are read on
    /// first use.
    var descriptors: [FontDescriptor] { scanned.descriptors }

    /// The installed family names, sorted by UTF-8 bytes.
    var familyNames: [String] { scanned.familyNames }

    /// The faces of `family` (compared without regard to case), or none.
    func faces(inFamily family: String) -> [FontDescriptor] {
        scanned.families[family.lowercased()] ?? []
    }

    private var scanned: Catalog {
        lock.lock(); defer { lock.unlock() }
        if let catalog { return catalog }
        var found: [FontDescriptor] = []
        for file in FontLibrary.fontFiles(in: searchDirectories) {
            guard let faces = FontDescriptor.read(path: file.path, searchRank: file.rank) else {
                warnOnce("unreadable:\(file.path)", "cannot read font file \(file.path); skipping it")
                continue
            }
            found += faces
        }
        found.sort(by: FontDescriptor.precedes)
        var families: [String: [FontDescriptor]] = [:]
        var names: [String] = []
        for descriptor in found {
            if families[descriptor.family.lowercased(), default: []].isEmpty { names.append(descriptor.family) }
            families[descriptor.family.lowercased(), default: []].append(descriptor)
        }
        let scanned = Catalog(descriptors: found, families: families, familyNames: names)
        catalog = scanned
        if found.isEmpty {
            warnOnce("no-fonts", "no fonts found; text will not be drawn. \(searchOrderHint). "
                + "Install fonts-inter (Debian) or set RASTER_FONT_PATH to a folder of .ttf/.otf files")
        }
        return scanned
    }

    /// "searched: <folders>", for messages.
    var searchOrderHint: String {
        "searched: " + (searchDirectories.isEmpty ? "(no folders)" : searchDirectories.joined(separator: ", "))
    }

    /// The loaded face for `descriptor`, or nil (warning once) when FreeType cannot load it.
    func face(for descriptor: FontDescriptor) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let face = loadedFaces[descriptor] { return face }
        guard !unreadableFaces.contains(descriptor) else { return nil }
        guard let face = FontFace(descriptor: descriptor) else {
            unreadableFaces.insert(descriptor)
            warnOnce("unreadable:\(descriptor.path)#\(descriptor.faceIndex)", "cannot load font \(descriptor.path); skipping it")
            return nil
        }
        loadedFaces[descriptor] = face
        return face
    }

    /// The face for `descriptor` drawn with `synthesis` (FontSynthesis.swift), loaded once per
    /// synthesis; nil when FreeType cannot load it.
    func face(for descriptor: FontDescriptor, synthesis: FontSynthesis) -> FontFace? {
        guard synthesis != .none else { return face(for: descriptor) }
        guard face(for: descriptor) != nil else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let face = synthesizedFaces[descriptor]?[synthesis] { return face }
        let face = FontFace(descriptor: descriptor, synthesis: synthesis)
        synthesizedFaces[descriptor, default: [:]][synthesis] = face
        return face
    }

    /// The face chain that draws text in `font`: its primary face and the fallbacks.
    func cascade(for font: Font.Resolved) -> FontCascade {
        let key = FontCascade.Key(font)
        lock.lock(); defer { lock.unlock() }
        if let cascade = cascades[key] { return cascade }
        let primary = primaryDescriptor(for: font).flatMap { face(for: $0, synthesis: FontSynthesis(font: font, face: $0)) }
        let cascade = FontCascade(key: key, primary: primary, library: self)
        cascades[key] = cascade
        return cascade
    }

    /// Reports `message` through the warning handler the first time `cause` is seen.
    func warnOnce(_ cause: String, _ message: String) {
        lock.lock()
        let isNew = issuedWarnings.insert(cause).inserted
        lock.unlock()
        if isNew { warningHandler(message) }
    }

    // MARK: Fingerprints

    /// Notes that a layout drew with `faces`, for `fingerprintOfFontsUsed()`.
    func recordUse(of faces: [FontFace]) {
        lock.lock(); defer { lock.unlock() }
        facesUsed.formUnion(faces)
    }

    /// The faces `layout` draws with, sorted: what a snapshot reference should record.
    func fingerprint(for layout: TextLayout) -> [FontFingerprint] {
        Set(layout.faces.map(FontFingerprint.init)).sorted()
    }

    /// Every face that a layout made by this library has drawn with so far, sorted.
    func fingerprintOfFontsUsed() -> [FontFingerprint] {
        lock.lock(); defer { lock.unlock() }
        return Set(facesUsed.map(FontFingerprint.init)).sorted()
    }

    /// Which of `fonts` (fingerprint descriptions, as `FrameDrawing.fontsUsed` gives them) name
    /// a face this library has: the same family, style, file name and version.
    func installedFonts(among fonts: [String]) -> Set<String> {
        let wanted = Set(fonts)
        var found = Set<String>()
        for descriptor in descriptors {
            let prefix = "\(descriptor.family) \(descriptor.style) (\(descriptor.fileName), "
            guard wanted.contains(where: { $0.hasPrefix(prefix) }), let face = face(for: descriptor) else { continue }
            let description = FontFingerprint(face).description
            if wanted.contains(description) { found.insert(description) }
        }
        return found
    }

    // MARK: Discovery

    /// The file extensions read as fonts (compared lowercased).
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Font files under `directories`, walked in order (recursively, entries sorted by UTF-8
    /// bytes, hidden entries skipped), each with the index of the folder it was found under.
    /// An entry that names a font file rather than a folder gives that file alone.
    static func fontFiles(in directories: [String]) -> [(path: String, rank: Int)] {
        var files: [(path: String, rank: Int)] = []
        var seenFiles = Set<String>(), seenFolders = Set<String>()
        func walk(_ folder: String, rank: Int, depth: Int) {
            guard depth < 32, seenFolders.insert(realPath(folder)).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    walk(path, rank: rank, depth: depth + 1)
                } else if fontExtensions.contains(FilePath.pathExtension(name).lowercased()),
                          seenFiles.insert(realPath(path)).inserted {
                    files.append((path, rank))
                }
            }
        }
        for (rank, entry) in directories.enumerated() {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: entry, isDirectory: &isFolder), !isFolder.boolValue {
                if fontExtensions.contains(FilePath.pathExtension(entry).lowercased()), seenFiles.insert(realPath(entry)).inserted {
                    files.append((entry, rank))
                }
                continue
            }
            walk(entry.count > 1 && entry.hasSuffix("/") ? String(entry.dropLast()) : entry, rank: rank, depth: 0)
        }
        return files
    }

    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}

/// What a snapshot reference records about a font it was drawn with.
struct FontFingerprint: Hashable, Comparable, Sendable, CustomStringConvertible {
    var family: String
    var style: String
    var fileName: String
    /// The font's version string (name ID 5).
    var version: String

    init(_ face: FontFace) {
        family = face.descriptor.family
        style = face.descriptor.style
        fileName = face.descriptor.fileName
        version = face.version
    }

    /// For example "Inter Regular (Inter-Regular.otf, Version 3.019)".
    var description: String { "\(family) \(style) (\(fileName), \(version))" }

    static func < (lhs: FontFingerprint, rhs: FontFingerprint) -> Bool {
        lhs.description.utf8.lexicographicallyPrecedes(rhs.description.utf8)
    }
}
