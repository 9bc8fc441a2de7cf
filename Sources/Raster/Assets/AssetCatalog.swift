// AssetCatalog.swift · Raster/Assets · finds asset catalogues (Xcode's `.xcassets` folders) and the colour and image sets in them
// Status: Partial — colour sets and image sets; symbol sets, data sets, app icons and
// on-demand resource tags are not read. See COMPATIBILITY.md ("Asset catalogues").
//
// Raster reads catalogues as Xcode writes them, not compiled (`Assets.car` is Apple's format
// and `actool` is not on Linux). SwiftPM on Linux copies a `.xcassets` folder whole into the
// target's resource bundle (`<Package>_<Target>.resources/<Name>.xcassets`) whether it is
// listed as `.process` or `.copy`; a catalogue inside a processed folder lands at the bundle's
// root too (measured with Swift 6.3.1, ARCHITECTURE.md "Asset catalogues"). An undeclared
// catalogue is an "unhandled file" warning of SwiftPM and is not copied.

import Foundation

/// One `.xcassets` folder: the colour sets and image sets it holds, by asset name.
///
/// An asset's name is its set folder's name without the extension, prefixed by the names of
/// enclosing folders whose `Contents.json` has `"provides-namespace": true` (`Brand/Primary`),
/// as Xcode names them.
final class AssetCatalog: @unchecked Sendable {
    let url: URL
    /// Colour set folders (`Name.colorset`) by asset name.
    let colorSets: [String: URL]
    /// Image set folders (`Name.imageset`) by asset name.
    let imageSets: [String: URL]

    init(url: URL) {
        self.url = url
        var colors: [String: URL] = [:], images: [String: URL] = [:]
        Self.index(url, namespace: "", colors: &colors, images: &images)
        colorSets = colors
        imageSets = images
    }

    /// Walks `folder`, recording each set under its namespaced name.
    private static func index(_ folder: URL, namespace: String, colors: inout [String: URL], images: inout [String: URL]) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]))?
            .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
        for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": colors[name] = colors[name] ?? child
            case "imageset": images[name] = images[name] ?? child
            case "": index(child, namespace: providesNamespace(child) ? name + "/" : namespace, colors: &colors, images: &images)
            default: continue
            }
        }
    }

    /// Whether a group folder's `Contents.json` says its name prefixes the names inside it.
    private static func providesNamespace(_ folder: URL) -> Bool {
        let properties = (try? contents(of: folder))?["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool ?? false
    }

    /// The JSON object of a set folder's `Contents.json`, or nil after a warning naming the
    /// file, `set` (as "the colour set 'Name'") and `consequence` (what is drawn instead).
    static func setContents(of folder: URL, set: String, consequence: String) -> [String: Any]? {
        do {
            return try contents(of: folder)
        } catch {
            warnOnce("\(set) (\(folder.appendingPathComponent("Contents.json").path)) could not be read as JSON "
                     + "(\(error.localizedDescription)); \(consequence). Fix the file or save the set again in Xcode")
            return nil
        }
    }

    /// The JSON object of `folder`'s `Contents.json`.
    /// - Throws: the error reading or parsing the file, or `CocoaError.propertyListReadCorrupt`
    ///   when its top level is not an object.
    static func contents(of folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("Contents.json"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return object
    }

    // MARK: Finding catalogues

    /// Catalogues already indexed, by path: each is read once per process.
    private static let indexed = LRUCache<String, AssetCatalog>(capacity: 64)

    /// The catalogue at `url`, indexed once.
    static func at(_ url: URL) -> AssetCatalog {
        indexed.value(for: url.standardizedFileURL.path) { AssetCatalog(url: url) }
    }

    /// The folders searched for asset catalogues, in order: `bundle`'s resource folder or,
    /// when `bundle` is nil, the main bundle's and every SwiftPM resource bundle beside the
    /// main executable (`*.resources`, in name order: on Linux a target's `Bundle.module`);
    /// then each folder of `RASTER_ASSET_PATH` (colon-separated); then the current directory.
    static func searchFolders(bundle: Bundle?, environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: String = FileManager.default.currentDirectoryPath) -> [URL] {
        var folders: [URL] = []
        if let bundle {
            if let resources = bundle.resourceURL { folders.append(resources) }
        } else if let main = Bundle.main.resourceURL {
            folders.append(main)
            let beside = (try? FileManager.default.contentsOfDirectory(at: Bundle.main.bundleURL, includingPropertiesForKeys: nil)) ?? []
            folders += beside.filter { $0.pathExtension == "resources" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        if let path = environment["RASTER_ASSET_PATH"] {
            folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        folders.append(URL(fileURLWithPath: currentDirectory, isDirectory: true))
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The catalogue lists already made, by the folders searched.
    private static let listed = LRUCache<[String], [AssetCatalog]>(capacity: 64)

    /// The catalogues in `folders`: a folder that is itself a `.xcassets`, or the `.xcassets`
    /// folders directly inside it (in name order). Each list of folders is read once per process.
    static func catalogs(in folders: [URL]) -> [AssetCatalog] {
        listed.value(for: folders.map(\.path)) { findCatalogs(in: folders) }
    }

    private static func findCatalogs(in folders: [URL]) -> [AssetCatalog] {
        folders.flatMap { folder -> [AssetCatalog] in
            if folder.pathExtension == "xcassets" { return [at(folder)] }
            let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            return children.filter { $0.pathExtension == "xcassets" }.sorted { $0.lastPathComponent < $1.lastPathComponent }.map(at)
        }
    }

    /// Where a named asset was looked for: the catalogues searched (or, when there were none,
    /// the folders), for a warning.
    static func placesLooked(_ catalogs: [AssetCatalog], folders: [URL]) -> String {
        catalogs.isEmpty
            ? "no asset catalogue (.xcassets) in " + folders.map(\.path).joined(separator: ", ")
            : "looked in " + catalogs.map(\.url.path).joined(separator: ", ")
    }
}
