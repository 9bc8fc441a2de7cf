// ColorResolvedTests.swift · RasterTests/Views · Color.Resolved, colour spaces, hierarchical and background styles
// Display P3 red in sRGB (1.0931, −0.2267, −0.1501) follows CSS Color 4's lin_P3 → lin_sRGB matrix.

import Foundation
import Testing
@testable import Raster

@Suite struct ColorResolvedTests {
    @Test func displayP3ConvertsToExtendedSRGB() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        #expect(abs(red.red - 1.0931) < 1e-4 && abs(red.green + 0.2267) < 1e-4 && abs(red.blue + 0.1501) < 1e-4)
        // P3 white is sRGB white (same white point).
        let white = Color.Resolved(colorSpace: .displayP3, red: 1, green: 1, blue: 1)
        #expect(abs(white.red - 1) < 1e-5 && abs(white.green - 1) < 1e-5 && abs(white.blue - 1) < 1e-5)
    }

    @Test func linearComponentsAndSpaces() {
        let grey = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(grey.red - 0.73536) < 1e-5)
        var half = Color.Resolved(red: 0.5, green: 0, blue: 1)
        #expect(abs(half.linearRed - 0.21404) < 1e-5 && half.linearGreen == 0 && half.linearBlue == 1)
        half.linearGreen = 0.5
        #expect(abs(half.green - 0.73536) < 1e-5)
        #expect(Color.Resolved(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(Color.red.resolve(in: EnvironmentValues()).description == "#FF3B30FF")
    }

    @Test func outOfGamutComponentsDrawClamped() throws {
        let image = try renderView(Color(.displayP3, red: 1, green: 0, blue: 0).frame(width: 4, height: 4))
        #expect(image[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let resolved = try renderView(Rectangle().fill(Color.Resolved(red: 0, green: 1, blue: 0)).frame(width: 4, height: 4))
        #expect(resolved[1, 1] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func twoLevelForegroundStylePaintsTheSecondaryLevel() throws {
        let image = try renderView(HStack(spacing: 0) {
            Rectangle().fill(.primary)
            Rectangle().fill(.secondary)
            Rectangle().fill(.tertiary)
        }.frame(width: 30, height: 10).foregroundStyle(pureRed, pureBlue))
        #expect(image[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[15, 5] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // Tertiary is the secondary style at 0.25 / 0.5 of its opacity.
        #expect(image[25, 5] == RGBA8(r: 0, g: 0, b: 255, a: 128))
    }

    @Test func threeLevelForegroundStyle() throws {
        let image = try renderView(HStack(spacing: 0) {
            Rectangle().fill(.tertiary)
            Rectangle().fill(.quaternary)
        }.frame(width: 20, height: 10).foregroundStyle(pureRed, pureBlue, pureGreen))
        #expect(image[5, 5] == RGBA8(r: 0, g: 255, b: 0, a: 255))
        // Quaternary is the tertiary style at 0.18 / 0.25 = 0.72 (183.6).
        #expect(image[15, 5] == RGBA8(r: 0, g: 255, b: 0, a: 184))
        let reset = try renderView(Rectangle().fill(.secondary).foregroundStyle(pureRed).frame(width: 4, height: 4)
            .foregroundStyle(pureRed, pureBlue))
        // A one-style foregroundStyle inside drops the outer levels: red at 50%.
        #expect(reset[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func quinaryIsTheSystemQuinaryLabel() throws {
        let image = try renderView(Rectangle().fill(.quinary).frame(width: 4, height: 4))
        // Black at 5% (swiftui-behavior.md §3.2 system quinary label, light).
        #expect(image[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 13))
    }

    @Test func backgroundStyleDefaultsToTheSystemBackground() throws {
        let light = try renderView(Rectangle().fill(.background).frame(width: 4, height: 4))
        #expect(light[1, 1] == opaqueWhite)
        let dark = try renderView(Rectangle().fill(.background).frame(width: 4, height: 4).environment(\.colorScheme, .dark))
        #expect(dark[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 255))
        let set = try renderView(Rectangle().fill(.background).frame(width: 4, height: 4).backgroundStyle(pureBlue))
        #expect(set[1, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(EnvironmentValues().backgroundStyle == nil)
    }
}
