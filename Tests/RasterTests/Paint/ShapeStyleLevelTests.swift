import Foundation
import Testing
@testable import Raster

/// iOS 17's `ShapeStyle.secondary`, `.tertiary`, … on any style.
@Suite struct ShapeStyleLevelTests {
    func pixel<S: ShapeStyle>(_ style: S, scheme: ColorScheme = .light) throws -> RGBA8 {
        let renderer = ImageRenderer(content: Rectangle().fill(style).frame(width: 2, height: 2)
            .environment(\.colorScheme, scheme))
        return try renderer.render()[0, 0]
    }

    /// The background's levels are the system background colours (F2F2F7 and 1C1C1E for the
    /// secondary; white and 2C2C2E for the tertiary, UIKit's values).
    @Test func theBackgroundsLevelsAreTheSystemBackgrounds() throws {
        #expect(try pixel(.background.secondary) == RGBA8(r: 242, g: 242, b: 247, a: 255))
        #expect(try pixel(.background.secondary, scheme: .dark) == RGBA8(r: 28, g: 28, b: 30, a: 255))
        #expect(try pixel(.background.tertiary) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(try pixel(.background.tertiary, scheme: .dark) == RGBA8(r: 44, g: 44, b: 46, a: 255))
        #expect(try pixel(.background.quinary, scheme: .dark) == RGBA8(r: 44, g: 44, b: 46, a: 255))
    }

    /// A colour's levels are the colour at the hierarchical opacities: 50%, 25%, 18%, 10%.
    @Test func aColoursLevelsAreItsOpacities() throws {
        #expect(try pixel(Color.black.secondary).a == 128)
        #expect(try pixel(Color.black.tertiary).a == 64)
        #expect(try pixel(Color.black.quaternary).a == 46)
        #expect(try pixel(Color.black.quinary).a == 26)
        #expect(try pixel(.tint.secondary) == RGBA8(r: 0, g: 122, b: 255, a: 128))
    }

    /// The foreground's levels are the hierarchical styles; a level of a level adds up.
    @Test func theForegroundsLevelsAreTheHierarchicalStyles() throws {
        #expect(try pixel(.foreground.secondary) == pixel(HierarchicalShapeStyle.secondary))
        #expect(try pixel(.secondary.secondary) == pixel(HierarchicalShapeStyle.tertiary))
    }
}
