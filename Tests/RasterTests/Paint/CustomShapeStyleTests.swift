// CustomShapeStyleTests.swift · RasterTests/Paint · custom shape styles' resolve(in:) (Paint/ShapeStyle.swift)

import Foundation
import Testing
@testable import Raster

/// A style that resolves to red in light mode and to a blue gradient in dark mode.
private struct Themed: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> AnyShapeStyle {
        environment.colorScheme == .dark
            ? AnyShapeStyle(LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom))
            : AnyShapeStyle(Color(red: 1, green: 0, blue: 0))
    }
}

/// A style that resolves to another custom style.
private struct Nested: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Themed { Themed() }
}

/// A style that never reaches a built-in one.
private struct Loop: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Loop { self }
}

@Suite struct CustomShapeStyleTests {
    func pixel(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) throws -> RGBA8 {
        try ViewHost(Rectangle().fill(style).environment(\.colorScheme, scheme), size: CGSize(width: 10, height: 10))
            .renderOrThrow().pixel(atPoint: 5, 5)
    }

    /// `resolve(in:)` is called in the drawing view's environment and its result is drawn.
    @Test func aCustomStyleDrawsWhatItResolvesTo() throws {
        #expect(try pixel(Themed()) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // Dark mode's system blue, drawn as a gradient of one colour.
        #expect(try pixel(Themed(), .dark) == RGBA8(r: 10, g: 132, b: 255, a: 255))
        #expect(try pixel(Nested()) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try pixel(AnyShapeStyle(Nested())) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    /// A style that resolves to itself draws the foreground style (black here) with one
    /// warning naming it and the fix, instead of resolving forever.
    @Test func aStyleResolvingToItselfWarnsAndDrawsTheForeground() throws {
        let (color, warnings) = try RasterDiagnostics.capturingWarnings { try pixel(Loop()) }
        #expect(color == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(warnings.contains { $0.contains("Loop still resolves to a custom style after 16 resolve(in:) calls") })
    }
}
