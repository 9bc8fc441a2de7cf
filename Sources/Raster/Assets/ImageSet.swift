// ImageSet.swift · Raster/Assets · reads an image set (`Name.imageset/Contents.json`) and picks the file for a display scale and appearance
// Status: Partial — PNG and JPEG files at 1x/2x/3x, SVG files (SVGImage.swift) drawn at the display's
// scale, luminosity and contrast appearances, the template rendering intent; PDF and HEIC files,
// "preserves vector data", slicing
// (`resizing`) and compression settings are not read.
//
// The format, as Xcode 15 writes it:
//   {"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"},
//               {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
//               {"idiom": "universal", "scale": "3x"},                        // an empty slot
//               {"appearances": [{"appearance": "luminosity", "value": "dark"}],
//                "filename": "logo-dark@2x.png", "idiom": "universal", "scale": "2x"}],
//    "info": {"author": "xcode", "version": 1},
//    "properties": {"template-rendering-intent": "template"}}                 // optional
// A "Single Scale" set has one entry without "scale".

import Foundation

/// An image set of an asset catalogue: its files by appearance and scale, and how it is
/// rendered by default.
struct AssetImage: Hashable, Sendable {
    struct File: Hashable, Sendable {
        var appearance: AssetAppearance
        /// Pixels per point, or nil for a single-scale entry (drawn at scale 1).
        var scale: CGFloat?
        var url: URL
    }

    let name: String
    let folder: URL
    let files: [File]
    /// The set's `template-rendering-intent`: `.template`, `.original`, or nil (Xcode's
    /// "Default", which draws the image's colours).
    let renderingIntent: Image.TemplateRenderingMode?

    /// Decoded files, by path: each file is decoded once per process.
    private static let decoded = LRUCache<String, Pixmap>(capacity: 64)

    /// The pixels to draw at `displayScale` in `scheme` and `contrast`, with their scale, or
    /// nil (after a warning naming the set or file) when the set has no file for the
    /// appearance or the file is not a readable PNG.
    ///
    /// Of the files for the best appearance (AssetAppearance.preference), the one whose scale
    /// is the display's is drawn; without one, the next larger scale (scaled down), else the
    /// largest smaller one (scaled up), with a warning naming the missing scale, as iOS falls
    /// back to the nearest scale it has.
    func bitmap(displayScale: CGFloat, scheme: ColorScheme, contrast: ColorSchemeContrast) -> (pixmap: Pixmap, scale: CGFloat)? {
        let candidates = AssetAppearance.best(files.map { ($0.appearance, $0) }, scheme: scheme, contrast: contrast)
        guard !candidates.isEmpty else {
            warnOnce(files.isEmpty
                ? "the image set '\(name)' (\(folder.path)) has no image file for an iPhone; Image(\"\(name)\") draws nothing"
                : "the image set '\(name)' (\(folder.path)) has no image for the \(scheme) appearance (nor an 'Any' one); "
                    + "Image(\"\(name)\") draws nothing")
            return nil
        }
        let wanted = (displayScale.isFinite && displayScale > 0 ? displayScale : 1).rounded()
        let file: File
        if let single = candidates.first(where: { $0.scale == nil }), candidates.count == 1 {
            file = single
        } else if let exact = candidates.first(where: { $0.scale == wanted }) {
            file = exact
        } else {
            let scaled = candidates.filter { $0.scale != nil }
            let larger = scaled.filter { $0.scale! > wanted }.min { $0.scale! < $1.scale! }
            file = larger ?? scaled.max { $0.scale! < $1.scale! } ?? candidates[0]
            warnOnce("the image set '\(name)' (\(folder.path)) has no @\(Int(wanted))x file; \(file.url.lastPathComponent) "
                     + "is drawn scaled instead. Add a @\(Int(wanted))x image to the set")
        }
        do {
            // An SVG is drawn at the display's scale (as Xcode draws one for each scale when it
            // builds the catalogue), at its size in points.
            let isSVG = file.url.pathExtension.lowercased() == "svg"
            let scale = isSVG ? wanted : file.scale ?? 1
            let key = isSVG ? file.url.path + "@\(wanted)" : file.url.path
            let pixmap = try Self.decoded.value(for: key) ?? {
                let made = isSVG ? try SVGImage(data: Data(contentsOf: file.url), source: file.url.path).pixmap(scale: scale)
                    : try Pixmap(contentsOf: file.url)
                Self.decoded.insert(made, for: key)
                return made
            }()
            return (pixmap, scale)
        } catch {
            warnOnce("the image set '\(name)': the file \(file.url.path) could not be read (\(error)); "
                     + "Image(\"\(name)\") draws nothing")
            return nil
        }
    }
}

enum ImageSet {
    /// Image sets already read, by folder path and name.
    private static let sets = LRUCache<String, AssetImage>(capacity: 256)

    /// The image set folder `folder` as the image named `name`, read once.
    static func image(at folder: URL, name: String) -> AssetImage {
        sets.value(for: folder.path + "\u{0}" + name) { read(folder, name: name) }
    }

    /// The image set folder `folder`, read as the image named `name`. A file that cannot be
    /// read or parsed gives a warning naming it and a set without files (which draws nothing).
    static func read(_ folder: URL, name: String) -> AssetImage {
        let file = folder.appendingPathComponent("Contents.json")
        guard let json = AssetCatalog.setContents(of: folder, set: "the image set '\(name)'",
                                                  consequence: "Image(\"\(name)\") draws nothing") else {
            return AssetImage(name: name, folder: folder, files: [], renderingIntent: nil)
        }
        var files: [AssetImage.File] = []
        for entry in (json["images"] as? [[String: Any]] ?? []).filter(assetIdiomIsForIPhone) {
            guard let filename = entry["filename"] as? String, let appearance = AssetAppearance(entry: entry) else { continue }
            var scale: CGFloat?
            if let text = entry["scale"] as? String {
                guard let value = Double(text.dropLast(text.hasSuffix("x") ? 1 : 0)), value > 0 else {
                    warnOnce("the image set '\(name)' (\(file.path)) gives \(filename) the scale '\(text)', which is not "
                             + "1x, 2x or 3x; the file is skipped")
                    continue
                }
                scale = CGFloat(value)
            }
            // An iPhone entry replaces a universal one of the same appearance and scale.
            let url = folder.appendingPathComponent(filename)
            if let index = files.firstIndex(where: { $0.appearance == appearance && $0.scale == scale }) {
                if entry["idiom"] as? String == "iphone" { files[index].url = url }
                continue
            }
            files.append(AssetImage.File(appearance: appearance, scale: scale, url: url))
        }
        let intent: Image.TemplateRenderingMode?
        switch (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template": intent = .template
        case "original": intent = .original
        default: intent = nil
        }
        return AssetImage(name: name, folder: folder, files: files, renderingIntent: intent)
    }
}
