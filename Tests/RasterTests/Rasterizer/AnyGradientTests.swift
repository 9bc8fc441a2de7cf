import Foundation
import Testing
@testable import Raster

@Suite struct AnyGradientTests {
    /// HSL lightness up by 0.15: mid grey 0.5 → 0.65; pure red (lightness 0.5) → 1, 0.3, 0.3;
    /// white stays white; opacity is kept.
    @Test func theTopIsLighter() {
        let grey = AnyGradient.lighterTop(of: Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.4))
        #expect(abs(grey.red - 0.65) < 1e-6 && abs(grey.green - 0.65) < 1e-6 && abs(grey.blue - 0.65) < 1e-6 && grey.opacity == 0.4)
        let red = AnyGradient.lighterTop(of: Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(abs(red.red - 1) < 1e-6 && abs(red.green - 0.3) < 1e-6 && abs(red.blue - 0.3) < 1e-6)
        let white = AnyGradient.lighterTop(of: Color.Resolved(red: 1, green: 1, blue: 1))
        #expect(white == Color.Resolved(red: 1, green: 1, blue: 1))
    }

    /// Drawn top to bottom: the lighter colour at the top row, the colour at the bottom.
    @Test func colorGradientFillsTopToBottom() {
        let image = controlsRender(Rectangle().fill(Color.blue.gradient), size: CGSize(width: 10, height: 100))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let top = AnyGradient.lighterTop(of: blue)
        let first = image.pixel(atPoint: 5, 0.1), last = image.pixel(atPoint: 5, 99.9)
        #expect(abs(Int(first.r) - Int((top.red * 255).rounded())) <= 2 && abs(Int(first.g) - Int((top.green * 255).rounded())) <= 2)
        #expect(abs(Int(last.r) - Int(blue.bytes.r)) <= 2 && abs(Int(last.b) - Int(blue.bytes.b)) <= 2)
        let dark = controlsRender(Rectangle().fill(Color.blue.gradient), size: CGSize(width: 10, height: 100), colorScheme: .dark)
        #expect(dark.pixel(atPoint: 5, 99.9).g == 132)    // systemBlue in dark mode: 10, 132, 255
        let erased = controlsRender(Rectangle().fill(AnyGradient(Gradient(colors: [.red, .green]))), size: CGSize(width: 10, height: 100))
        #expect(erased.pixel(atPoint: 5, 0.1).r > 250 && erased.pixel(atPoint: 5, 99.9).g > 190)
    }
}
