import Foundation
import Testing
@testable import Raster

// The fixture is Tests/RasterTests/Fixtures/RasterTestAssets.xcassets, a resource of this
// test target (Package.swift), so it is found through `Bundle.module` as a user's would be.

extension ColorResource {
    /// Declared as Xcode's generated asset symbols are.
    static let testBrand = ColorResource(name: "Brand", bundle: .module)
}

extension ImageResource {
    static let testLogo = ImageResource(name: "Logo", bundle: .module)
}

/// An environment with `scheme` and `contrast`.
private func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.colorSchemeContrast = contrast
    return environment
}

/// A fresh folder holding a catalogue `Bad.xcassets` with the given files (paths inside the
/// catalogue → contents), and a bundle whose resources are that folder.
private func temporaryCatalog(_ files: [String: Data]) throws -> (folder: URL, bundle: Bundle) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-assets-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = folder.appendingPathComponent("Bad.xcassets").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    return (folder, try #require(Bundle(url: folder)))
}

@Suite struct AssetCatalogTests {
    @Test func colourSetsResolveForEachAppearance() {
        let brand = Color("Brand", bundle: .module)
        // Any: floats 0.200, 0.400, 0.800.
        let light = brand.resolve(in: environment(.light))
        #expect(light.red == 0.2 && light.green == 0.4 && light.blue == 0.8 && light.opacity == 1)
        // Dark: 8-bit integers 255, 128, 0.
        #expect(brand.resolve(in: environment(.dark)).description == "#FF8000FF")
        #expect(brand.resolve(in: environment(.dark)).green == Float(128.0 / 255.0))
        // Any, high contrast: hexadecimal 0x00, 0x33, 0x99.
        #expect(brand.resolve(in: environment(.light, .increased)).description == "#003399FF")
        // Dark, high contrast: Display P3 red, outside sRGB (CSS Color 4's matrix: 1.2249401 linear).
        let p3 = brand.resolve(in: environment(.dark, .increased))
        #expect(p3.description == "#FF0000FF")
        #expect(abs(p3.linearRed - 1.2249401) < 1e-5 && p3.linearGreen < 0)
    }

    @Test func namespacesGreysAndSystemReferences() {
        #expect(Color("Palette/Accent", bundle: .module).resolve(in: environment(.light)).description == "#00996680")
        // Grey gamma 2.2: 0.5^2.2 = 0.217638 linear, 0.503876 sRGB-encoded.
        let ink = Color("Palette/Ink", bundle: .module).resolve(in: environment(.light))
        #expect(abs(ink.red - 0.503876) < 1e-5 && ink.red == ink.green && ink.green == ink.blue)
        // {"reference": "labelColor"} is the primary colour of each scheme.
        let label = Color("Label", bundle: .module)
        #expect(label.resolve(in: environment(.light)).description == "#000000FF")
        #expect(label.resolve(in: environment(.dark)).description == "#FFFFFFFF")
    }

    @Test func generatedSymbolStyleResourcesAndTheDefaultBundle() {
        #expect(Color(.testBrand).resolve(in: environment(.dark)).description == "#FF8000FF")
        // Without a bundle, the SwiftPM resource bundles beside the executable are searched,
        // which hold this target's Bundle.module.
        let warnings = capturingWarnings {
            #expect(Color("Brand").resolve(in: environment(.light)).description == "#3366CCFF")
        }
        #expect(warnings == [])
        #expect(Color(.testBrand) == Color("Brand", bundle: .module))
    }

    @Test func assetColoursDrawForTheViewsScheme() throws {
        let swatch = Color("Brand", bundle: .module).frame(width: 2, height: 2)
        #expect(try renderView(swatch)[1, 1] == RGBA8(r: 51, g: 102, b: 204, a: 255))
        #expect(try renderView(swatch.environment(\.colorScheme, .dark))[1, 1] == RGBA8(r: 255, g: 128, b: 0, a: 255))
        #expect(try renderView(swatch.environment(\.colorSchemeContrast, .increased))[1, 1] == RGBA8(r: 0, g: 51, b: 153, a: 255))
    }

    @Test func imageSetsPickTheFileForTheDisplayScale() throws {
        // logo.png is 10×6 red, logo@2x.png 20×12 green, logo@3x.png 30×18 blue: 10×6 points each.
        let expected: [(CGFloat, RGBA8)] = [(1, RGBA8(r: 255, g: 0, b: 0, a: 255)), (2, RGBA8(r: 0, g: 255, b: 0, a: 255)),
                                            (3, RGBA8(r: 0, g: 0, b: 255, a: 255))]
        for (scale, color) in expected {
            let image = try renderView(Image("Logo", bundle: .module), scale: scale)
            #expect(image.width == Int(10 * scale) && image.height == Int(6 * scale))
            #expect(image[image.width - 1, image.height - 1] == color)
        }
        let dark = try renderView(Image(.testLogo).environment(\.colorScheme, .dark), scale: 2)
        #expect(dark.width == 20 && dark[5, 5] == RGBA8(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func aMissingScaleFallsBackToTheNearestWithAWarning() throws {
        var image: RasterImage?
        let warnings = try capturingWarnings { image = try renderView(Image("OnlyTwo", bundle: .module), scale: 3) }
        #expect(warnings.contains { $0.hasPrefix("the image set 'OnlyTwo' (") && $0.hasSuffix(
            "OnlyTwo.imageset) has no @3x file; two@2x.png is drawn scaled instead. Add a @3x image to the set") })
        // 8×8 pixels at 2x: 4×4 points, 12×12 pixels at 3x.
        #expect(image?.width == 12 && image?.height == 12)
    }

    @Test func templateRenderingIntentTintsUnlessOverridden() throws {
        let tinted = try renderView(Image("Glyph", bundle: .module).foregroundStyle(pureRed))
        #expect(tinted.width == 4 && tinted[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let original = try renderView(Image("Glyph", bundle: .module).renderingMode(.original).foregroundStyle(pureRed))
        #expect(original[2, 2] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }
}

/// Tests of missing names and bad files, which read the warnings.
@Suite struct AssetCatalogWarningTests {
    @Test func aMissingColourIsClearWithOneWarning() throws {
        var image: RasterImage?
        let warnings = try capturingWarnings {
            image = try renderView(HStack(spacing: 0) {
                Color("RasterTestNoSuchColour", bundle: .module)
                Color("RasterTestNoSuchColour", bundle: .module)
            }.frame(width: 4, height: 2))
        }
        let missing = warnings.filter { $0.contains("RasterTestNoSuchColour") }
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("no color named 'RasterTestNoSuchColour' was found in an asset catalogue (looked in ") == true)
        #expect(missing.first?.contains("RasterTestAssets.xcassets") == true)
        #expect(image?[1, 1] == transparent)
    }

    @Test func aMissingImageNamesBothPlacesAndTakesNoSpace() throws {
        var image: Image?
        let warnings = capturingWarnings { image = Image("RasterTestNoSuchImage", bundle: .module) }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("no image named 'RasterTestNoSuchImage' was found (RasterTestNoSuchImage.imageset: looked in ") == true)
        #expect(warnings.first?.contains("RasterTestNoSuchImage.png, RasterTestNoSuchImage@2x.png, RasterTestNoSuchImage@3x.png in ") == true)
        #expect(layoutFrames(try #require(image), proposal: .unspecified).first?.frame == .zero)
    }

    @Test func malformedColourSetsWarnNamingTheFile() throws {
        let (folder, bundle) = try temporaryCatalog([
            "Broken.colorset/Contents.json": Data("{\"colors\": [".utf8),
            "Partial.colorset/Contents.json": Data("""
                {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
                 "components": {"red": "1.000", "green": "0.5x", "alpha": "1.000"}}}]}
                """.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var broken: Color.Resolved?, partial: Color.Resolved?
        let warnings = capturingWarnings {
            broken = Color("Broken", bundle: bundle).resolve(in: environment(.light))
            partial = Color("Partial", bundle: bundle).resolve(in: environment(.light))
        }
        let catalog = folder.appendingPathComponent("Bad.xcassets").path
        #expect(warnings.contains { $0.hasPrefix("the colour set 'Broken' (\(catalog)/Broken.colorset/Contents.json) could not be read as JSON") })
        #expect(warnings.contains("the colour set 'Partial' (\(catalog)/Partial.colorset/Contents.json) has a colour without a \"blue\" component; 0.0 is used"))
        #expect(warnings.contains("the colour set 'Partial' (\(catalog)/Partial.colorset/Contents.json) has a \"green\" component '0.5x' "
                                  + "that is not a number (write 0.0–1.0, 0–255 or 0x00–0xFF); 0.0 is used"))
        #expect(broken?.opacity == 0)
        #expect(partial?.description == "#FF0000FF")
    }

    @Test func imageFilesThatCannotBeDecodedWarnAndDrawNothing() throws {
        let (folder, bundle) = try temporaryCatalog([
            "Photo.imageset/Contents.json": Data("""
                {"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "1x"}]}
                """.utf8),
            "Photo.imageset/photo.jpg": Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]),
            "Empty.imageset/Contents.json": Data("{\"images\": [{\"idiom\": \"universal\", \"scale\": \"1x\"}]}".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var frames: [CGRect] = []
        let warnings = capturingWarnings {
            frames = [Image("Photo", bundle: bundle), Image("Empty", bundle: bundle)].compactMap {
                layoutFrames($0, proposal: .unspecified).first?.frame
            }
        }
        let set = folder.appendingPathComponent("Bad.xcassets/Photo.imageset").path
        // A cut-off JPEG header: libjpeg's error, named.
        #expect(warnings.contains {
            $0.hasPrefix("the image set 'Photo': the file \(set)/photo.jpg could not be read (\(set)/photo.jpg: "
                         + "corrupt JPEG: libjpeg: ")
        })
        #expect(warnings.contains { $0.hasPrefix("the image set 'Empty' (") && $0.hasSuffix("has no image file for an iPhone; Image(\"Empty\") draws nothing") })
        #expect(frames == [.zero, .zero])
    }
}

@Suite struct ColorSetComponentTests {
    @Test func componentsAreReadAsXcodeWritesThem() {
        #expect(ColorSet.component("0.502") == 0.502)
        #expect(ColorSet.component("128") == 128.0 / 255)
        #expect(ColorSet.component("0x80") == 128.0 / 255)
        #expect(ColorSet.component("0xff") == 1)
        #expect(ColorSet.component("1", isAlpha: true) == 1)
        #expect(ColorSet.component("-0.250") == -0.25)
        #expect(ColorSet.component("red") == nil)
        #expect(ColorSet.component("0xZZ") == nil)
    }

    @Test func appearancesAreTriedBestFirst() {
        let order = AssetAppearance.preference(scheme: .dark, contrast: .increased)
        #expect(order == [AssetAppearance(luminosity: .dark, highContrast: true), AssetAppearance(luminosity: .dark, highContrast: false),
                          AssetAppearance(luminosity: nil, highContrast: true), AssetAppearance(luminosity: nil, highContrast: false)])
        #expect(AssetAppearance.preference(scheme: .light, contrast: .standard)
                == [AssetAppearance(luminosity: .light, highContrast: false), AssetAppearance(luminosity: nil, highContrast: false)])
    }
}
