// NonFiniteModifierTests.swift · RasterTests/Modifiers · NaN and infinite arguments of drawing modifiers warn, naming the call
// They drew nothing silently; now the warning names the modifier, the value and the fix.

import Foundation
import Testing
@testable import Raster

@Suite struct NonFiniteModifierTests {
    /// Renders `view` in a 20×20 frame and returns the warnings and whether any pixel was drawn.
    private func drawn<V: View>(_ view: @autoclosure () -> V) throws -> (warnings: [String], anyPixel: Bool) {
        let (image, warnings) = try RasterDiagnostics.capturingWarnings {
            try renderView(ZStack { view() }.frame(width: 20, height: 20))
        }
        var any = false
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a != 0 { any = true } }
        return (warnings, any)
    }

    private func message(_ call: String, on view: String) -> String {
        "\(call) on \(view) was given a value that is not a finite number (NaN or infinity), so the view is not drawn; give finite numbers"
    }

    /// The border of a zero-sized view draws nothing and says nothing, as in SwiftUI: its
    /// inset rectangle is `CGRect.null`, whose infinite corners were warned about as a
    /// non-finite path coordinate, naming no view (a fresh user's finding).
    @Test func theBorderOfAZeroSizedViewDrawsNothingQuietly() throws {
        let result = try drawn(Color.clear.frame(width: 0, height: 0).border(Color.green))
        #expect(result.warnings.isEmpty)
        #expect(!result.anyPixel)
        #expect(Path(CGRect.null).isEmpty)
        #expect(Path(ellipseIn: .null).isEmpty)
    }

    @Test func offset() throws {
        let result = try drawn(Color.red.offset(x: .nan))
        #expect(result.warnings.first == message("offset(x: nan, y: 0.0)", on: "Color"))
        #expect(!result.anyPixel)
    }

    @Test func scaleEffect() throws {
        let result = try drawn(Color.red.scaleEffect(.nan))
        #expect(result.warnings.first == message("scaleEffect(x: nan, y: nan)", on: "Color"))
        #expect(!result.anyPixel)
    }

    @Test func rotationEffect() throws {
        let result = try drawn(Color.red.rotationEffect(.degrees(.nan)))
        #expect(result.warnings.first == message("rotationEffect(.radians(nan))", on: "Color"))
        #expect(!result.anyPixel)
    }

    @Test func opacity() throws {
        let result = try drawn(Circle().fill(Color.red).opacity(.nan))
        #expect(result.warnings == [message("opacity(nan)", on: "_ShapeView")])
        #expect(!result.anyPixel)
    }

    @Test func strokeLineWidth() throws {
        let result = try drawn(Circle().stroke(lineWidth: .nan))
        #expect(result.warnings.first == message("stroke(lineWidth: nan)", on: "Circle"))
        #expect(!result.anyPixel)
    }

    /// A negative width draws nothing either, and says so.
    @Test func negativeStrokeLineWidth() throws {
        let result = try drawn(Circle().stroke(Color.black, lineWidth: -4))
        #expect(result.warnings == ["stroke(lineWidth: -4.0) on Circle: a line width below 0 draws nothing; give a width of 0 or more"])
        #expect(!result.anyPixel)
    }

    @Test func finiteValuesDrawWithoutWarnings() throws {
        let result = try drawn(Color.red.offset(x: 1).scaleEffect(0.5).rotationEffect(.degrees(10)).opacity(0.5))
        #expect(result.warnings.isEmpty)
        #expect(result.anyPixel)
    }
}
