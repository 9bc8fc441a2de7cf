// UIImageTests.swift · RasterTests/Views · UIImage where there is no UIKit, and Image(uiImage:) (Views/UIImage.swift)

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

private let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

/// A 4×2 pixmap: red columns 0 and 2, blue columns 1 and 3.
private func stripes() throws -> Pixmap {
    let pixmap = try Pixmap(width: 4, height: 2)
    for y in 0..<2 { for x in 0..<4 { pixmap[x, y] = x.isMultiple(of: 2) ? red : blue } }
    return pixmap
}

/// A fresh folder for files a test writes (and removes).
private func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-uiimage-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct UIImageTests {
    @Test func aNamedImageSetGivesItsFileForTheScreensScale() throws {
        // The fixture catalogue's Logo: 10×6, 20×12 and 30×18 pixels at 1x, 2x, 3x; outside a
        // host the screen is the iPhone 15's, at 3x.
        let logo = try #require(UIImage(named: "Logo", in: .module))
        #expect(logo.scale == 3)
        #expect(logo.size == CGSize(width: 10, height: 6))
    }

    /// exyte/Chat loads its checkmarks with `UIImage(named:in:with: nil)`.
    @Test func traitsPickTheImageSetsFileAndAConfigurationChangesNothing() throws {
        // The fixture's Logo has a dark file at 2x only.
        let dark2x = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        let light2x = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)])
        let dark = try #require(UIImage(named: "Logo", in: .module, compatibleWith: dark2x))
        let light = try #require(UIImage(named: "Logo", in: .module, compatibleWith: light2x))
        #expect(dark.scale == 2 && light.scale == 2)
        #expect(dark.size == CGSize(width: 10, height: 6))
        #expect(dark != light)
        #expect(dark.pngData() != light.pngData())
        // No traits, or traits without a scale: the screen's scale (3 outside a host), light.
        let plain = try #require(UIImage(named: "Logo", in: .module))
        #expect(UIImage(named: "Logo", in: .module, compatibleWith: nil) == plain)
        #expect(UIImage(named: "Logo", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .light))?.scale == 3)
        #expect(UIImage(named: "Logo", in: .module, with: nil) == plain)
        #expect(UIImage(named: "Logo", in: .module, with: UIImage.SymbolConfiguration(pointSize: 30)) == plain)
        #expect(UIImage(named: "NoSuchImage", in: .module, with: nil) == nil)
        #expect(UIImage(named: "NoSuchImage", in: .module, compatibleWith: dark2x) == nil)
    }

    /// Images compare as UIKit's `isEqual(_:)` is documented to (apps keep them in
    /// `Equatable` models and `onChange(of:)`): two loads of one named image are equal, as are
    /// two decodings of the same bytes and two symbol images of one name; other pixels or
    /// another scale are not.
    @Test func imagesAreEqualWhenTheyHoldTheSameImageData() throws {
        let logo = try #require(UIImage(named: "Logo", in: .module))
        #expect(logo == UIImage(named: "Logo", in: .module))
        #expect(Set([logo, try #require(UIImage(named: "Logo", in: .module))]).count == 1)
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(systemName: "heart"))
        let png = try stripes().pngData()
        let decoded = try #require(UIImage(data: png))
        #expect(decoded == UIImage(data: png))
        #expect(decoded != UIImage(data: png, scale: 2))
        let other = try stripes()
        other[0, 0] = blue
        #expect(decoded != UIImage(data: try other.pngData()))
        #expect(logo != decoded)
    }

    @Test func aMissingNameIsNilWithoutAWarning() {
        let (image, warnings) = RasterDiagnostics.capturingWarnings { UIImage(named: "NoSuchImage") }
        #expect(image == nil)
        #expect(warnings.isEmpty)
    }

    @Test func pngDataRoundTrips() throws {
        let data = try stripes().pngData()
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 1)
        let doubled = try #require(UIImage(data: data, scale: 2))
        #expect(doubled.size == CGSize(width: 2, height: 1))
        let again = try Pixmap(pngData: try #require(image.pngData()))
        #expect(again.data == (try stripes()).data)
    }

    /// A flat colour survives quality 1 within a level per channel; transparent pixels come out
    /// black, as UIKit's JPEG data has no alpha.
    @Test func jpegDataEncodesTheColoursOverBlack() throws {
        let pixmap = try Pixmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { pixmap[x, y] = x < 8 ? PremultipliedRGBA8(r: 200, g: 40, b: 60, a: 255) : .init(r: 0, g: 0, b: 0, a: 0) } }
        let data = try #require(UIImage(pixmap: pixmap, scale: 1).jpegData(compressionQuality: 1))
        #expect(Array(data.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0])
        let decoded = try #require(UIImage(data: data)?.cgImage?.pixmap)
        let colour = decoded[2, 8], clear = decoded[13, 8]
        #expect(abs(Int(colour.r) - 200) <= 1 && abs(Int(colour.g) - 40) <= 1 && abs(Int(colour.b) - 60) <= 1)
        #expect(colour.a == 255)
        #expect(clear == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func jpegDataIsDeterministicAndSmallerAtLowerQuality() throws {
        let pixmap = try Pixmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { pixmap[x, y] = PremultipliedRGBA8(r: UInt8((x * 37 + y * 11) % 256), g: UInt8((x * y) % 256), b: UInt8((y * 53) % 256), a: 255) } }
        let image = UIImage(pixmap: pixmap, scale: 1)
        let best = try #require(image.jpegData(compressionQuality: 1))
        let low = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(best == image.jpegData(compressionQuality: 1))
        #expect(low.count < best.count / 2)
        #expect(image.jpegData(compressionQuality: 7) == best)
        #expect(image.jpegData(compressionQuality: -1) == image.jpegData(compressionQuality: 0))
    }

    /// The JFIF header records 72 dpi times the image's scale, as PNG's pHYs does.
    @Test func jpegDataRecordsTheScaleAsDensity() throws {
        let data = try #require(UIImage(pixmap: try stripes(), scale: 2).jpegData(compressionQuality: 0.8))
        // APP0: FF E0, length, "JFIF\0", version 1.01, units 1 (dots per inch), X and Y density.
        #expect(Array(data[6..<11]) == Array("JFIF\0".utf8))
        #expect(data[13] == 1)
        #expect(Array(data[14..<18]) == [0, 144, 0, 144])
    }

    @Test func jpegDataOfNaNQualityWarnsAndOfASymbolIsNil() throws {
        let image = UIImage(pixmap: try stripes(), scale: 1)
        let (data, warnings) = RasterDiagnostics.capturingWarnings { image.jpegData(compressionQuality: .nan) }
        #expect(data == image.jpegData(compressionQuality: 1))
        #expect(warnings == ["UIImage.jpegData(compressionQuality:) was given NaN; it was taken as 1 (the best quality). Give a quality from 0 to 1"])
        #expect(UIImage(systemName: "star")?.jpegData(compressionQuality: 1) == nil)
    }

    @Test func dataThatIsNeitherPNGNorJPEGIsNilWithAWarning() {
        let gif = Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0, 0, 0])
        let (image, warnings) = RasterDiagnostics.capturingWarnings { UIImage(data: gif) }
        #expect(image == nil)
        #expect(warnings == ["UIImage(data:) could not decode 13 bytes: UIImage(data:): a GIF image, which Raster does not "
                             + "decode (it reads PNG and JPEG); convert it to PNG or JPEG; the image is nil"])
        let text = Data("hello, world".utf8)
        let (none, unknown) = RasterDiagnostics.capturingWarnings { UIImage(data: text) }
        #expect(none == nil)
        #expect(unknown == ["UIImage(data:) could not decode 12 bytes: UIImage(data:): not a PNG file (the PNG signature is "
                            + "missing); the image is nil. Raster decodes PNG and JPEG only: convert the image to PNG"])
    }

    /// A file that is not a whole PNG is nil with a warning naming the initializer and the
    /// file (it named `UIImage(data:)` twice and no path: a fresh user's finding).
    @Test func aCorruptFileIsNilWithAWarningNamingIt() throws {
        let folder = try scratchFolder("corrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cut.png").path
        try stripes().pngData().prefix(20).write(to: URL(fileURLWithPath: path))
        let (image, warnings) = RasterDiagnostics.capturingWarnings { UIImage(contentsOfFile: path) }
        #expect(image == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("UIImage(contentsOfFile:) could not decode 20 bytes: \(path): ") == true)
    }

    @Test func aFileTakesItsScaleFromItsName() throws {
        let folder = try scratchFolder("file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chip@2x.png").path
        try stripes().write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func systemSymbolsAreKnownNamesOnly() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.scale == 1)
        #expect(star.pngData() == nil)
        #expect(star.size == Image(systemName: "star.fill").naturalSize(in: EnvironmentValues()))
        #expect(star.size.width > 0)
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
    }

    @Test func imageFromAUIImageDrawsItsPixels() throws {
        let image = try #require(UIImage(data: try stripes().pngData(), scale: 1))
        let drawn = try renderView(Image(uiImage: image).frame(width: 6, height: 3, alignment: .topLeading))
        let direct = try renderView(Image(pixmap: try stripes()).frame(width: 6, height: 3, alignment: .topLeading))
        #expect(drawn.pixmap.data == direct.pixmap.data)
        #expect(drawn[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(drawn[1, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(drawn[4, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0))
    }
}

// Compatibility survey 6 (emitron: `UIImage(named: name) ?? .init()`): the empty image.
@Suite struct EmptyUIImageTests {
    @Test func anEmptyImageHasNoSizeNoPixelsAndDrawsNothing() throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.scale == 1)
        #expect(empty.pngData() == nil)
        #expect(empty.cgImage == nil)
        let image = try renderView(Image(uiImage: empty).frame(width: 2, height: 2).background(Color.white))
        #expect(image[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(image[1, 1] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
#endif
