// SemanticShapeStyleTests.swift · RasterTests/Paint · .fill, .separator, .link, .placeholder, .windowBackground and ShapeStyle's levels (Paint/ShapeStyle+Semantic.swift)
// Expected values: swiftui-behavior.md §3.2 (system fills) and ios17-metrics.md §10.1–10.2
// (separator, link, placeholder text, system background), as "#RRGGBBAA".

import Foundation
import Testing
@testable import Raster

@Suite struct SemanticShapeStyleTests {
    /// `style` painted in `scheme` (under `foreground`, if given), as "#RRGGBBAA".
    func hex(_ style: some ShapeStyle, _ scheme: ColorScheme = .light, foreground: Color? = nil) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        if let foreground { environment.foregroundStyle = AnyShapeStyle(foreground) }
        guard case .color(let color) = style.resolvedPaint(in: environment, bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        else { return "not a colour" }
        return color.description
    }

    @Test func fillLevelsAreTheSystemFills() {
        #expect(hex(.fill) == "#78788033")                    // systemFill: 120,120,128 at 0.2
        #expect(hex(.fill, .dark) == "#7878805C")             // at 0.36
        #expect(hex(.fill.secondary) == "#78788029")          // secondarySystemFill at 0.16
        #expect(hex(.fill.tertiary) == "#7878801F")           // tertiarySystemFill at 0.12
        #expect(hex(.fill.tertiary, .dark) == "#7676803D")    // 118,118,128 at 0.24
        #expect(hex(.fill.quaternary) == "#74748014")         // quaternarySystemFill 116,116,128 at 0.08
        #expect(hex(.fill.secondary.secondary) == "#7878801F") // levels add up
        // No fifth system fill: the quaternary at 0.1 / 0.18 of its 0.08 (0.0444 → 0x0B).
        #expect(hex(.fill.quinary) == "#7474800B")
    }

    @Test func otherSemanticStyles() {
        #expect(hex(.separator) == "#3C3C434A")
        #expect(hex(.separator, .dark) == "#54545899")
        #expect(hex(.link) == "#007AFFFF")
        #expect(hex(.link, .dark) == "#0984FFFF")
        #expect(hex(.placeholder) == "#3C3C434D")
        #expect(hex(.placeholder, .dark) == "#EBEBF54D")
        #expect(hex(.windowBackground) == "#FFFFFFFF")
        #expect(hex(.windowBackground, .dark) == "#000000FF")
    }

    @Test func levelsOfHierarchicalAndForegroundStylesMoveDownTheHierarchy() {
        #expect(hex(HierarchicalShapeStyle.primary.secondary) == hex(.secondary))
        #expect(hex(HierarchicalShapeStyle.secondary.secondary) == hex(.tertiary))
        #expect(hex(HierarchicalShapeStyle.quaternary.tertiary) == hex(.quinary))
        #expect(hex(.foreground.secondary) == "#3C3C4399")      // the secondary label
        #expect(hex(.foreground.tertiary, foreground: .red) == "#FF3B3040") // red at 25%
    }

    @Test func levelsOfAColourAreItsOpacities() {
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(hex(blue.secondary) == "#0000FF80")   // 50%
        #expect(hex(blue.tertiary) == "#0000FF40")    // 25%
        #expect(hex(blue.quaternary) == "#0000FF2E")  // 18%
        #expect(hex(blue.quinary) == "#0000FF1A")     // 10%
    }

    @Test func aFilledShapeDrawsTheFillOverWhatIsBehind() throws {
        // systemFill over white: 255 − (255 − 120) · 0.2 = 228, and 255 − 127 · 0.2 = 229.6 → 230.
        let image = try renderView(Rectangle().fill(.fill).frame(width: 4, height: 4).background(Color.white))
        let pixel = image[1, 1]
        #expect(pixel == RGBA8(r: 228, g: 228, b: 230, a: 255))
        let separator = try renderView(Color.clear.frame(width: 4, height: 4).background(.separator).background(Color.white))
        // 60,60,67 at 0.29 over white: 255 − 195 · 0.29 = 198.45, 255 − 188 · 0.29 = 200.5.
        #expect(separator[1, 1] == RGBA8(r: 198, g: 198, b: 200, a: 255))
    }
}
