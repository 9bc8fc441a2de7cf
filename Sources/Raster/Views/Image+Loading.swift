// Image+Loading.swift · Raster/Views · mirrors SwiftUI Image(_:bundle:), Image(_:bundle:label:), Image(decorative:bundle:), Image(_: ImageResource) (iOS 17)
// Status: Complete — named images are image sets of asset catalogues (Assets/) or PNG (or named JPEG) files,
// found on a documented search path.

import Foundation

extension Image {
    /// Creates a labelled image that you can use as content for controls.
    ///
    /// Raster: `name` names an image set of an asset catalogue, found as `Color(_:bundle:)`
    /// finds colour sets (the catalogues of `bundle`'s resources, or when nil of the main
    /// bundle and the SwiftPM resource bundles beside the executable, then of
    /// `RASTER_ASSET_PATH` and the current directory). Its PNG or JPEG file for the environment's
    /// `displayScale` (1x, 2x, 3x; else the nearest, with a warning) and appearance (light,
    /// dark, high contrast) is chosen when the image is drawn, and its template rendering
    /// intent is the default of `renderingMode(_:)`. Without such a set, `name` names a PNG
    /// file: the folders searched, in order, are `bundle`'s resource folder (when given),
    /// each folder of the `RASTER_IMAGE_PATH` environment variable (colon-separated), then
    /// the current directory; in each the files tried are `name` itself when it ends in
    /// `.png`, `.jpg` or `.jpeg`, else `name.png` (scale 1), `name@2x.png` (scale 2) and `name@3x.png` (scale
    /// 3). A missing or unreadable image prints one warning naming what was tried, and draws
    /// nothing at zero size, as SwiftUI does for a name missing from the asset catalogue (it
    /// logs "No image named '…' found in asset catalog").
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: ImageLookup.load(name, bundle: bundle))
        accessibilityLabel = Text(LocalizedStringKey(name), bundle: bundle)
    }

    /// Initialize an `Image` with an image resource.
    ///
    /// Raster: the resource's name is looked up in its bundle as `init(_:bundle:)` does.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }

    /// The image with an asset's file for `environment` (display scale, colour scheme,
    /// contrast) as its pixels and the set's rendering intent as its default rendering mode;
    /// other images as they are.
    func resolvingAsset(in environment: EnvironmentValues) -> Image {
        guard case .asset(let asset) = source else { return self }
        var resolved = self
        if let bitmap = asset.bitmap(displayScale: environment.displayScale, scheme: environment.colorScheme,
                                     contrast: environment.colorSchemeContrast) {
            resolved = Image(source: .pixmap(bitmap.pixmap, scale: bitmap.scale))
        } else {
            resolved = Image(source: .missing(asset.name))
        }
        resolved.isResizable = isResizable
        resolved.capInsets = capInsets
        resolved.resizingMode = resizingMode
        resolved.interpolationQuality = interpolationQuality
        resolved.isAntialiased = isAntialiased
        resolved.templateRenderingMode = templateRenderingMode ?? asset.renderingIntent
        resolved.accessibilityLabel = accessibilityLabel
        resolved.isDecorative = isDecorative
        resolved.symbolRenderingMode = symbolRenderingMode
        return resolved
    }

    /// Creates a labelled image: `label` names it in the accessibility tree, read in the
    /// environment's locale (`\.locale`) as other texts are.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityLabel = label
    }

    /// Creates an unlabelled, decorative image (found as `init(_:bundle:)` finds images),
    /// left out of the accessibility tree.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }
}

/// Finds and decodes named PNG and JPEG images.
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
        let lowercased = name.lowercased()
        if [".png", ".jpg", ".jpeg"].contains(where: { lowercased.hasSuffix($0) }) { return [(name, 1)] }
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

    /// The image source for `name`: an asset catalogue's image set, a PNG file's decoded
    /// pixels, or `.missing` after a warning (a name found nowhere warns only when
    /// `warnsIfMissing`: `UIImage(named:)` returns nil instead).
    static func load(_ name: String, bundle: Bundle?, warnsIfMissing: Bool = true) -> Image.Source {
        let assetFolders = AssetCatalog.searchFolders(bundle: bundle)
        let catalogs = AssetCatalog.catalogs(in: assetFolders)
        for catalog in catalogs {
            if let set = catalog.imageSets[name] { return .asset(ImageSet.image(at: set, name: name)) }
        }
        let folders = searchFolders(bundle: bundle)
        guard let found = find(name, in: folders) else {
            guard warnsIfMissing else { return .missing(name) }
            let files = candidates(for: name).map(\.file).joined(separator: ", ")
            let places = folders.map(\.path).joined(separator: ", ")
            warnOnce("no image named '\(name)' was found (\(name).imageset: \(AssetCatalog.placesLooked(catalogs, folders: assetFolders)); "
                     + "\(files) in \(places)); it draws nothing. Add \(name).imageset to a catalogue listed in your target's "
                     + "resources (and pass bundle: .module), or put the PNG file in one of these folders")
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
