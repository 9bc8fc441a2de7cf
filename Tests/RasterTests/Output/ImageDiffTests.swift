// ImageDiffTests.swift · RasterTests/Output · checks Output/ImageDiff.swift and CIELab.swift

import Foundation
import Testing
@testable import Raster

@Suite struct CIELabTests {
    /// Pairs from Sharma, Wu and Dalal (2005), Table 1, with ΔE00 to 4 decimals.
    @Test(arguments: [
        ([50.0, 2.6772, -79.7751], [50.0, 0, -82.7485], 2.0425),
        ([50.0, 3.1571, -77.2803], [50.0, 0, -82.7485], 2.8615),
        ([50.0, 2.8361, -74.0200], [50.0, 0, -82.7485], 3.4412),
        ([50.0, 0, 0], [50.0, -1, 2], 2.3669),
        ([50.0, -1, 2], [50.0, 0, 0], 2.3669),
        ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0009], 7.1792),
        ([50.0, 2.5, 0], [73.0, 25, -18], 27.1492),
        ([50.0, 2.5, 0], [61.0, -5, 29], 22.8977),
        ([50.0, 2.5, 0], [56.0, -27, -3], 31.9030),
        ([50.0, 2.5, 0], [58.0, 24, 15], 19.4535),
    ])
    func sharmaTestData(first: [Double], second: [Double], expected: Double) {
        let deltaE = CIELab(l: first[0], a: first[1], b: first[2]).deltaE2000(CIELab(l: second[0], a: second[1], b: second[2]))
        #expect(abs(deltaE - expected) < 0.00005, "ΔE00 \(deltaE)")
    }

    @Test func sRGBToLab() {
        let red = CIELab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.2408) < 0.001 && abs(red.a - 80.0925) < 0.001 && abs(red.b - 67.2032) < 0.001)
        let white = CIELab(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 1e-4 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        #expect(CIELab(red: 0, green: 0, blue: 0) == CIELab(l: 0, a: 0, b: 0))
    }
}

@Suite struct ImageDiffTests {
    static func grey(_ value: UInt8, width: Int = 20, height: Int = 10) -> Pixmap {
        makePixmap(width: width, height: height) { _, _ in [value, value, value, 255] }
    }

    @Test func identicalImages() {
        let diff = ImageDiff(reference: Self.grey(100), actual: Self.grey(100))
        #expect(diff.isIdentical && diff.differingPixelCount == 0 && diff.maxChannelDeltaLocation == nil)
        #expect(diff.summary == "images are identical (20×10)")
        #expect(diff.image?.data == Self.grey(204).data)  // 255 − (255 − 100) / 3
    }

    @Test func sizeMismatchStopsBeforePixels() {
        let diff = ImageDiff(reference: Self.grey(0), actual: Self.grey(0, width: 10), makesImage: false)
        #expect(!diff.sizesMatch && !diff.isIdentical && diff.pixelCount == 0 && diff.image == nil)
        #expect(diff.summary == "sizes differ: reference 20×10, actual 10×10")
    }

    /// A 20×10 reference and a 10×12 actual image share 10×10 pixels: the diff image is
    /// 20×12, the shared part compared (one pixel changed), what only one covers magenta,
    /// the 10×2 corner neither covers transparent.
    @Test func imagesOfDifferentSizesAreOverlaidOnOneCanvas() throws {
        let actual = try Pixmap(width: 10, height: 12)
        for y in 0..<12 { for x in 0..<10 { actual[x, y] = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255) } }
        actual[2, 3] = PremultipliedRGBA8(r: 100, g: 141, b: 100, a: 255)
        let image = try #require(ImageDiff(reference: Self.grey(100), actual: actual).image)
        #expect(image.width == 20 && image.height == 12)
        #expect(image[0, 0] == PremultipliedRGBA8(r: 204, g: 204, b: 204, a: 255))
        #expect(image[2, 3] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[15, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255))
        #expect(image[5, 11] == PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255))
        #expect(image[15, 11] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func countsDeltasAndLocations() {
        let actual = Self.grey(100)
        actual[3, 2] = PremultipliedRGBA8(r: 101, g: 100, b: 100, a: 255)   // invisible
        actual[7, 4] = PremultipliedRGBA8(r: 100, g: 141, b: 100, a: 255)   // visible
        actual[18, 9] = PremultipliedRGBA8(r: 100, g: 100, b: 59, a: 255)   // visible, same delta, later
        let diff = ImageDiff(reference: Self.grey(100), actual: actual)
        #expect(diff.pixelCount == 200 && diff.differingPixelCount == 3)
        #expect(diff.maxChannelDelta == 41 && diff.maxChannelDeltaLocation == ImageDiff.Location(x: 7, y: 4))
        #expect(diff.pixelsAboveThreshold == 2 && diff.shareAboveThreshold == 0.01)
        let expectedMax = CIELab(red: 100, green: 100, blue: 100).deltaE2000(CIELab(red: 100, green: 141, blue: 100))
        #expect(diff.maxDeltaE == expectedMax)
        #expect(diff.summary == "3 of 200 pixels differ, max channel delta 41 at (7, 4), max ΔE00 "
            + "\((expectedMax * 100).rounded() / 100), 2 pixels (1%) above ΔE00 2")

        let image = try! #require(diff.image)
        #expect(image[3, 2] == PremultipliedRGBA8(r: 255, g: 160, b: 160, a: 255))
        #expect(image[7, 4] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[0, 0] == PremultipliedRGBA8(r: 204, g: 204, b: 204, a: 255))
    }

    @Test func alphaOnlyDifferencesAreVisible() {
        let transparent = makePixmap(width: 1, height: 1) { _, _ in [0, 0, 0, 0] }
        let black = makePixmap(width: 1, height: 1) { _, _ in [0, 0, 0, 255] }
        let diff = ImageDiff(reference: transparent, actual: black)
        #expect(diff.pixelsAboveThreshold == 1 && diff.maxChannelDelta == 255)
        #expect(abs(diff.maxDeltaE - 100) < 1e-3)  // white vs black
        // The faded copy of a transparent reference is white.
        #expect(ImageDiff(reference: transparent, actual: transparent).image?[0, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func thresholdAndImageAreOptional() {
        let actual = Self.grey(110)
        let diff = ImageDiff(reference: Self.grey(100), actual: actual, perceptualThreshold: 50, makesImage: false)
        #expect(diff.differingPixelCount == 200 && diff.pixelsAboveThreshold == 0 && diff.image == nil)
        #expect(diff.maxDeltaE > 2 && diff.maxDeltaE < 50)
    }
}
