// Image+Loading.swift · Raster/Views · mirrors SwiftUI Image(_:bundle:), Image(_:bundle:label:), Image(decorative:bundle:) (iOS 17)
// Status: Complete — named images are PNG files found on a documented search path
// (Linux has no asset catalogues).

import Foundation

extension Image {
    /// Creates a labelled image that you can use as content for controls.
    ///
    /// Raster: `name` names a PNG file. The folders searched, in order, are `bundle`'s
    /// resource folder (when given), each folder of the `RASTER_IMAGE_PATH` environment
    /// variable (colon-separated), then the current directory. In each folder the files
    /// tried are `name` itself when it ends in `.png`, else `name.png` (scale 1),
    /// `name@2x.png` (scale 2) and `name@3x.png` (scale 3). A missing or unreadable image
    /// prints a warning once naming what was tried, and draws nothing at zero size, as
    /// SwiftUI does for a name missing from the asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: ImageLookup.load(name, bundle: bundle))
        accessibilityLabel = name
    }

    /// Creates a labelled image: `label` names it in the accessibility tree.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityLabel = label.plainText
    }

    /// Creates an unlabelled, decorative image (found as `init(_:bundle:)` finds images),
    /// left out of the accessibility tree.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }
}

/// Finds and decodes named PNG images.
enum ImageLookup {
    /// The folders searched for named images, in order.
    static func searchFolders(bundle: Bundle?, environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: String = FileManager.default.currentDirectoryPath) -> [URL] {
        var folders: [URL] = []
        if let resources = bundle?.resourceURL { folders.append(resources) }
        if let path = environment["RASTER_IMAGE_PATH"] {
            folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        folders.append(URL(fileURLWithPath: currentDirectory, isDirectory: true))
        return folders
    }

    /// The file names tried for `name` in each folder, with their scales.
    static func candidates(for name: String) -> [(file: String, scale: CGFloat)] {
        if name.lowercased().hasSuffix(".png") { return [(name, 1)] }
        return [("\(name).png", 1), ("\(name)@2x.png", 2), ("\(name)@3x.png", 3)]
    }

    /// The first existing file for `name` in `folders`, with its scale.
    static func find(_ name: String, in folders: [URL]) -> (url: URL, scale: CGFloat)? {
        for folder in folders {
            for candidate in candidates(for: name) {
                let url = folder.appendingPathComponent(candidate.file)
                if FileManager.default.isReadableFile(atPath: url.path) { return (url, candidate.scale) }
            }
        }
        return nil
    }

    /// The image source for `name`: its decoded pixels, or `.missing` after a warning.
    static func load(_ name: String, bundle: Bundle?) -> Image.Source {
        let folders = searchFolders(bundle: bundle)
        guard let found = find(name, in: folders) else {
            let files = candidates(for: name).map(\.file).joined(separator: ", ")
            let places = folders.map(\.path).joined(separator: ", ")
            warnOnce("no image named '\(name)' was found (looked for \(files) in \(places)); "
                     + "put the PNG file in one of these folders or add its folder to RASTER_IMAGE_PATH")
            return .missing(name)
        }
        do {
            return .pixmap(try Pixmap(contentsOf: found.url), scale: found.scale)
        } catch {
            warnOnce("the image '\(name)' at \(found.url.path) could not be read: \(error)")
            return .missing(name)
        }
    }
}
