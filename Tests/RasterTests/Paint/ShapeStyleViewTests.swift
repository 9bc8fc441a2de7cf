// ShapeStyleViewTests.swift · RasterTests/Paint · a custom shape style declared as a View (Paint/ShapeStyle+View.swift)

import Foundation
import Testing
@testable import Raster

/// A theme colour chosen by the colour scheme, declared as a shape style and a view with no
/// `body` of its own, as apps' theme types are.
private struct SchemeColor: ShapeStyle, View {
    var light: Color
    var dark: Color

    func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? dark : light
    }
}

@Suite struct ShapeStyleViewTests {
    /// The default `body` fills a rectangle of the proposed size with the resolved style.
    @Test func aShapeStyleViewFillsItsFrame() throws {
        let style = SchemeColor(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        let view = HStack(spacing: 0) {
            style.frame(width: 20, height: 40)
            Color.clear.frame(width: 20, height: 40)
        }
        let light = try ViewHost(view, size: CGSize(width: 40, height: 40)).renderOrThrow()
        #expect(light.pixel(atPoint: 10, 20) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(light.pixel(atPoint: 30, 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let dark = try ViewHost(view.environment(\.colorScheme, .dark), size: CGSize(width: 40, height: 40)).renderOrThrow()
        #expect(dark.pixel(atPoint: 10, 20) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// As every shape, it takes the proposal, and 10 points where a dimension is unspecified:
    /// fixed at its ideal size in the middle of a 40-point host it covers 15...25.
    @Test func itSizesAsARectangle() throws {
        let style = SchemeColor(light: Color(red: 1, green: 0, blue: 0), dark: .blue)
        let image = try ViewHost(style.fixedSize(), size: CGSize(width: 40, height: 40)).renderOrThrow()
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(image.pixel(atPoint: 15, 15) == red)
        #expect(image.pixel(atPoint: 24, 24) == red)
        #expect(image.pixel(atPoint: 14, 20) == white)
        #expect(image.pixel(atPoint: 25, 20) == white)
    }
}
