// UIColorTests.swift · RasterTests/Paint · UIColor on Linux and Color(uiColor:) (Paint/UIColor.swift)
// Expected values: swiftui-behavior.md §3.1–3.2 (labels, fills, palette) and ios17-metrics.md
// §10.1–10.2 (backgrounds, greys, separators, link, placeholder), as sRGB bytes and opacity.

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
import Testing
@testable import Raster

@Suite struct UIColorTests {
    /// `color` drawn in `scheme`, as "#RRGGBBAA".
    func hex(_ color: UIColor, _ scheme: ColorScheme) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return Color(uiColor: color).resolve(in: environment).description
    }

    @Test func semanticColoursResolveLightAndDark() {
        let expected: [(UIColor, String, String)] = [
            (.label, "#000000FF", "#FFFFFFFF"),
            (.secondaryLabel, "#3C3C4399", "#EBEBF599"),          // 60,60,67 / 235,235,245 at 0.6
            (.tertiaryLabel, "#3C3C434D", "#EBEBF54D"),           // at 0.3
            (.quaternaryLabel, "#3C3C432E", "#EBEBF529"),         // at 0.18 / 0.16
            (.systemBackground, "#FFFFFFFF", "#000000FF"),
            (.secondarySystemBackground, "#F2F2F7FF", "#1C1C1EFF"),
            (.tertiarySystemBackground, "#FFFFFFFF", "#2C2C2EFF"),
            (.systemGroupedBackground, "#F2F2F7FF", "#000000FF"),
            (.secondarySystemGroupedBackground, "#FFFFFFFF", "#1C1C1EFF"),
            (.tertiarySystemGroupedBackground, "#F2F2F7FF", "#2C2C2EFF"),
            (.separator, "#3C3C434A", "#54545899"),               // at 0.29 / 0.6
            (.opaqueSeparator, "#C6C6C8FF", "#38383AFF"),
            (.link, "#007AFFFF", "#0984FFFF"),
            (.placeholderText, "#3C3C434D", "#EBEBF54D"),
            (.systemFill, "#78788033", "#7878805C"),              // 120,120,128 at 0.2 / 0.36
            (.secondarySystemFill, "#78788029", "#78788052"),     // at 0.16 / 0.32
            (.tertiarySystemFill, "#7878801F", "#7676803D"),      // at 0.12 / 118,118,128 at 0.24
            (.quaternarySystemFill, "#74748014", "#7474802E"),    // 116,116,128 at 0.08 / 0.18
            (.systemGray, "#8E8E93FF", "#8E8E93FF"),
            (.systemGray2, "#AEAEB2FF", "#636366FF"),
            (.systemGray3, "#C7C7CCFF", "#48484AFF"),
            (.systemGray4, "#D1D1D6FF", "#3A3A3CFF"),
            (.systemGray5, "#E5E5EAFF", "#2C2C2EFF"),
            (.systemGray6, "#F2F2F7FF", "#1C1C1EFF"),
            (.systemRed, "#FF3B30FF", "#FF453AFF"),
            (.systemBlue, "#007AFFFF", "#0A84FFFF"),
            (.systemTeal, "#30B0C7FF", "#40C8E0FF"),
            (.systemMint, "#00C7BEFF", "#63E6E2FF"),
            (.systemCyan, "#32ADE6FF", "#64D2FFFF"),
            (.systemIndigo, "#5856D6FF", "#5E5CE6FF"),
            (.systemBrown, "#A2845EFF", "#AC8E68FF"),
        ]
        for (color, light, dark) in expected {
            #expect(hex(color, .light) == light, "\(color)")
            #expect(hex(color, .dark) == dark, "\(color)")
        }
    }

    @Test func componentColoursAreFixed() {
        #expect(hex(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5), .dark) == "#FF800080")
        #expect(hex(UIColor(white: 0.2, alpha: 1), .light) == "#333333FF")
        // UIKit's documented fixed colours: brown is 0.6, 0.4, 0.2; dark grey is 1/3 white.
        #expect(hex(.brown, .dark) == "#996633FF")
        #expect(hex(.darkGray, .light) == "#555555FF")
        #expect(hex(.red, .dark) == "#FF0000FF")
        #expect(hex(UIColor.systemRed.withAlphaComponent(0.5), .light) == "#FF3B3080")
        #expect(hex(UIColor(red: 0, green: 0, blue: 1, alpha: 1).withAlphaComponent(0.25), .light) == "#0000FF40")
    }

    @Test func colorOfUIColorSpellings() throws {
        // Color(.systemBackground) and Color(uiColor:) compile and draw the dynamic value.
        let dark = try renderView(Color(.secondarySystemBackground).frame(width: 2, height: 2).environment(\.colorScheme, .dark))
        #expect(dark[1, 1] == RGBA8(r: 28, g: 28, b: 30, a: 255))
        let light = try renderView(Rectangle().fill(Color(uiColor: .systemGray5)).frame(width: 2, height: 2))
        #expect(light[1, 1] == RGBA8(r: 229, g: 229, b: 234, a: 255))
        #expect(UIColor(Color.red) == UIColor.systemRed)
    }

    @Test func namedColoursComeFromTheAssetCatalogue() {
        let brand = UIColor(named: "Brand", in: .module)
        #expect(brand.map { hex($0, .light) } == "#3366CCFF")
        #expect(brand.map { hex($0, .dark) } == "#FF8000FF")
        let warnings = RasterDiagnostics.capturingWarnings {
            #expect(UIColor(named: "NoSuchColour", in: .module) == nil)
            #expect(UIColor(named: "NoSuchColourEither") == nil)
        }.warnings
        #expect(warnings.isEmpty)
    }

    /// A trait collection picks an asset colour's variant; without one the colour stays dynamic.
    @Test func namedColoursForATraitCollectionAreFixed() {
        let dark = UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.map { hex($0, .light) } == "#FF8000FF")
        #expect(dark.map { hex($0, .dark) } == "#FF8000FF")
        let dynamic = UIColor(named: "Brand", in: .module, compatibleWith: nil)
        #expect(dynamic.map { hex($0, .light) } == "#3366CCFF")
        #expect(dynamic.map { hex($0, .dark) } == "#FF8000FF")
        #expect(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil) == nil)
    }

    /// A dynamic provider is asked with the traits of where the colour is drawn: light or
    /// dark, contrast and level; `resolvedColor(with:)` asks it for given traits.
    @Test func dynamicProvidersPickByTheTraits() throws {
        var asked: [UITraitCollection] = []
        let themed = UIColor { traits in
            asked.append(traits)
            return traits.userInterfaceStyle == .dark ? .systemRed : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let light = try renderView(Color(uiColor: themed).frame(width: 2, height: 2))
        let dark = try renderView(Color(uiColor: themed).frame(width: 2, height: 2).environment(\.colorScheme, .dark))
        #expect(light[1, 1] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // systemRed in dark mode: 255, 69, 58 (swiftui-behavior.md §3.1).
        #expect(dark[1, 1] == RGBA8(r: 255, g: 69, b: 58, a: 255))
        #expect(asked.contains { $0.userInterfaceStyle == .dark && $0.accessibilityContrast == .normal && $0.userInterfaceLevel == .base })
        #expect(hex(themed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .light) == "#FF453AFF")
        #expect(hex(themed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .dark) == "#0000FFFF")
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
        #expect(combined.userInterfaceStyle == .dark && combined.displayScale == 3 && combined.userInterfaceLevel == .unspecified)
    }

    /// A provider that returns itself is cut off: the colour is clear, with a warning, and
    /// nothing overflows; a provider returning another dynamic colour resolves through it.
    @Test func aSelfReturningProviderIsClear() throws {
        final class Holder { var color: UIColor? }
        let holder = Holder()
        let looping = UIColor { _ in holder.color ?? .red }
        holder.color = looping
        var drawn: RasterImage?
        let warnings = try RasterDiagnostics.capturingWarnings {
            drawn = try renderView(Rectangle().fill(Color(uiColor: looping)).frame(width: 2, height: 2))
        }.warnings
        #expect(drawn?[1, 1] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(warnings.contains { $0.contains("dynamicProvider") && $0.contains("returns itself") })
        let nested = UIColor { traits in UIColor { _ in traits.userInterfaceStyle == .dark ? .white : .black } }
        #expect(hex(nested, .dark) == "#FFFFFFFF")
    }

    @Test func getRedGivesTheLightSRGBComponents() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a].map { ($0 * 1000).rounded() } == [200, 400, 600, 800])
        // systemRed in light mode: 255, 59, 48 (swiftui-behavior.md §3.1); a dynamic colour's
        // light value, whatever the scheme elsewhere.
        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { ($0 * 255).rounded() } == [255, 59, 48])
        #expect(a == 1)
        // Only the components asked for are written.
        var onlyGreen: CGFloat = 0
        #expect(UIColor.white.getRed(nil, green: &onlyGreen, blue: nil, alpha: nil))
        #expect(onlyGreen == 1)
    }

    @Test func getHueGivesHueSaturationAndBrightness() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect([h, s, v, a].map { ($0 * 1000).rounded() } == [600, 500, 800, 1000])
        UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect([h, s, v] == [0, 0, 0.5])
    }
}
#endif
