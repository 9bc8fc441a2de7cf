// DiffCommand.swift · RendershotKit · `rendershot diff A.png B.png`: how two images differ
// Status: Complete.
//
// Prints, one fact per line: both sizes; the exact difference (pixels whose premultiplied
// RGBA bytes differ, the largest channel delta and where); the perceptual difference
// (largest CIEDE2000 over white and black, pixels above ΔE00 2); and the fonts each PNG
// recorded when they differ. Exit status 0 when every byte matches, 1 when the images
// differ (including in size); with `--json`, the same facts as one JSON object. 2 when a file cannot be read or is not a still image within
// the canvas limit (checked from its header, before pixels are decoded), 3 when `--out` cannot be written (its folder is checked
// before the images are read). `--out` writes ImageDiff's picture: matching pixels faded,
// differing ones red.

import Foundation
import Raster

enum DiffCommand {
    static func run<O: RendershotOutput>(_ invocation: Invocation, output: inout O) throws -> Int32 {
        let pathA = invocation.arguments[0], pathB = invocation.arguments[1]
        if let out = invocation.diffImagePath {
            if [pathA, pathB].map(OutputFiles.canonical).contains(OutputFiles.canonical(out)) {
                throw RendershotError.invalidValue(option: "--out", value: out,
                                                   expected: "a file other than the two images compared, which it would replace")
            }
            try OutputFiles.checkFile(out, option: "--out")
            try OutputFiles.prepareDirectory(OutputFiles.folder(of: out), for: out)
        }
        let (a, infoA) = try read(pathA)
        let (b, infoB) = try read(pathB)
        let diff = ImageDiff(reference: a, actual: b, makesImage: invocation.diffImagePath != nil)
        var result = Result(a: pathA, b: pathB, sizeA: "\(diff.referenceSize)", sizeB: "\(diff.actualSize)",
                            identical: diff.isIdentical, sizesMatch: diff.sizesMatch)
        var lines = ["\(pathA): \(diff.referenceSize) px", "\(pathB): \(diff.actualSize) px"]
        if !diff.sizesMatch {
            lines.append("the sizes differ, so the pixels were not compared")
        } else {
            result.pixelCount = diff.pixelCount
            result.differingPixels = diff.differingPixelCount
            if let location = diff.maxChannelDeltaLocation {
                let share = formatDecimal((diff.shareAboveThreshold * 10000).rounded() / 100)
                result.maxChannelDelta = Int(diff.maxChannelDelta)
                result.maxChannelDeltaAt = [location.x, location.y]
                result.maxDeltaE = diff.maxDeltaE
                result.pixelsAboveThreshold = diff.pixelsAboveThreshold
                lines.append("pixels: \(diff.differingPixelCount) of \(diff.pixelCount) differ, "
                             + "max channel delta \(diff.maxChannelDelta) at (\(location.x), \(location.y))")
                lines.append("perceptual: max ΔE00 \(formatDecimal(diff.maxDeltaE)), \(diff.pixelsAboveThreshold) pixels "
                             + "(\(share)%) above ΔE00 \(formatDecimal(diff.perceptualThreshold)), the visible threshold")
            } else {
                lines.append("identical: every byte of all \(diff.pixelCount) pixels matches")
            }
        }
        let fontsA = infoA.text["Fonts"], fontsB = infoB.text["Fonts"]
        if let fontsA, let fontsB, fontsA != fontsB {
            func list(_ text: String) -> String { text.isEmpty ? "none" : text.replacingOccurrences(of: "\n", with: "; ") }
            result.fontsA = fontsA.split(separator: "\n").map(String.init)
            result.fontsB = fontsB.split(separator: "\n").map(String.init)
            lines.append("fonts differ: \(pathA) used \(list(fontsA)); \(pathB) used \(list(fontsB))")
        }
        if let out = invocation.diffImagePath {
            if let image = diff.image {
                let data: Data
                do { data = try image.pngData() } catch { throw OutputFiles.failure(out, error: error) }
                try OutputFiles.write(data, to: out)
                result.diffImage = out
                lines.append("wrote \(out) (\(image.width)×\(image.height) px)")
            } else {
                // Two images that each fit but not together (32768×1 and 1×32768): no image, and
                // none left from an earlier run to be taken for this one's.
                if FileManager.default.fileExists(atPath: out) {
                    do { try FileManager.default.removeItem(atPath: out) } catch { throw OutputFiles.failure(out, error: error) }
                }
                lines.append("no diff image: both images on one canvas would be "
                             + "\(max(diff.referenceSize.width, diff.actualSize.width))×"
                             + "\(max(diff.referenceSize.height, diff.actualSize.height)) px, more than a canvas can hold")
            }
        }
        if invocation.json {
            output.print(JSONOutput.encode(result))
        } else {
            for line in lines { output.print(line) }
        }
        return diff.isIdentical ? 0 : 1
    }

    /// What `--json` prints: sizes as "WxH" in pixels; the pixel counts when the sizes
    /// match; the largest channel delta, where it is ([x, y]) and the perceptual figures when
    /// pixels differ; both font lists when they differ; the diff image written.
    private struct Result: Encodable {
        var a: String
        var b: String
        var sizeA: String
        var sizeB: String
        var identical: Bool
        var sizesMatch: Bool
        var pixelCount: Int?
        var differingPixels: Int?
        var maxChannelDelta: Int?
        var maxChannelDeltaAt: [Int]?
        var maxDeltaE: Double?
        var pixelsAboveThreshold: Int?
        var fontsA: [String]?
        var fontsB: [String]?
        var diffImage: String?
    }

    /// The pixels and metadata of the PNG at `path`.
    /// - Throws: `RendershotError.unreadableImage` with the decoder's reason, or as
    ///   `.animatedImage` for an APNG, `.imageTooLarge` beyond the canvas limit.
    private static func read(_ path: String) throws -> (Pixmap, PNGInfo) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw RendershotError.unreadableImage(path: path, reason: "there is no such file")
        }
        guard !isDirectory.boolValue else { throw RendershotError.unreadableImage(path: path, reason: "it is a directory") }
        guard access(path, R_OK) == 0, let data = FileManager.default.contents(atPath: path) else {
            throw RendershotError.unreadableImage(path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        do {
            let info = try PNGInfo(pngData: data, source: path)
            if info.frameCount > 1 { throw RendershotError.animatedImage(path: path) }
            return (try Pixmap(pngData: data, source: path), info)
        } catch let error as PNGError {
            if case .tooLarge(let width, let height) = error.problem {
                throw RendershotError.imageTooLarge(path: path, width: width, height: height)
            }
            let text = error.description
            throw RendershotError.unreadableImage(path: path, reason: text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text)
        }
    }
}
